import { describe, expect, test } from 'vitest';
import type { GameRecord } from '../core/contract';
import { replay } from '../core/record';
import { decodeRecord, encodeRecord, loadSaved, saveRecord } from '../core/record-codec';
import { playMatch, randomBot } from '../core/bot-kit';
import { diceTown } from './game';
import { chooser, randomGame } from './testing';
import type { DiceTownMove, DiceTownOptions, DiceTownView } from './types';

type Rec = GameRecord<DiceTownOptions, DiceTownMove>;

describe('determinism, replay and saved games', () => {
  test('same seed + same moves = identical JSON; another seed rolls other dice', () => {
    const a = randomGame(4, 77, chooser(3), { capAtThree: true });
    const rec: Rec = { game: 'dice-town', players: 4, seed: 77, options: { capAtThree: true }, moves: a.moves };
    const b = replay(diceTown, rec);
    expect(b.ok).toBe(true);
    if (b.ok) expect(JSON.stringify(b.state)).toBe(JSON.stringify(a.state));
    const x = diceTown.setup({ players: 4, seed: 77 });
    const y = diceTown.setup({ players: 4, seed: 78 });
    if (!x.ok || !y.ok) throw new Error('setup');
    const again = diceTown.setup({ players: 4, seed: 77 });
    expect(again.ok && JSON.stringify(again.state)).toBe(JSON.stringify(x.state));
    expect(JSON.stringify(x.state.rolled)).not.toBe(JSON.stringify(y.state.rolled));
  });

  test('save, share link and load round-trip to the same state; a bad move is named', () => {
    const a = randomGame(3, 'dusty', chooser(11));
    const rec: Rec = { game: 'dice-town', players: 3, seed: 'dusty', options: {}, moves: a.moves };
    const saved = loadSaved(diceTown, saveRecord(rec));
    expect(saved.ok && JSON.stringify(saved.state.state)).toBe(JSON.stringify(a.state));
    const link = decodeRecord<DiceTownOptions, DiceTownMove>(encodeRecord(rec), 'dice-town');
    expect(link.ok && link.state.moves.length).toBe(a.moves.length);
    const bad: Rec = { ...rec, moves: [...rec.moves.slice(0, 2), { type: 'pass', seat: 0 }] };
    const r = replay(diceTown, bad);
    expect(!r.ok && r.error.en).toMatch(/^move 3 "pass" \(seat 1\) is not legal: /);
  });

  test('the core match runner plays a whole game, one seat at a time', () => {
    const bot = randomBot<DiceTownView, DiceTownMove>(() => ({ zh: '隨機', en: 'random' }));
    const out = playMatch(diceTown, { players: 5, seed: 9 }, [bot, bot, bot, bot, bot]);
    expect(out.ok).toBe(true);
    if (out.ok) expect(out.result.seats.length).toBe(5);
  });
});
