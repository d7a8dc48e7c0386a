import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { GameRecord } from '../core/contract';
import { replay } from '../core/record';
import { decodeRecord, encodeRecord, loadSaved, saveRecord } from '../core/record-codec';
import { canUndo } from '../core/undo-policy';
import { sanJuan } from './game';
import { randomGame } from './random-games';
import { loaded } from './testing';
import type { SanJuanMove, SanJuanOptions } from './types';

type Rec = GameRecord<SanJuanOptions, SanJuanMove>;

describe('determinism, replay, saves and share links', () => {
  test('same seed + same moves = identical JSON; the record replays to the same state', () => {
    const a = randomGame(3, 42, false);
    const b = randomGame(3, 42, false);
    expect(JSON.stringify(b.final)).toBe(JSON.stringify(a.final));
    const record: Rec = { game: 'san-juan', players: 3, seed: 42, options: { startingHands: false }, moves: a.record };
    const again = replay(sanJuan, record);
    expect(again.ok && JSON.stringify(again.state)).toBe(JSON.stringify(a.final));
    const saved = loadSaved(sanJuan, saveRecord(record));
    expect(saved.ok && JSON.stringify(saved.state.state)).toBe(JSON.stringify(a.final));
    const link = decodeRecord<SanJuanOptions, SanJuanMove>(encodeRecord(record), 'san-juan');
    expect(link.ok && link.state.moves.length).toBe(a.record.length);
    const other = randomGame(3, 43, false);
    expect(JSON.stringify(other.final)).not.toBe(JSON.stringify(a.final));
  });

  test('fast-check: any seed and player count gives a finished game whose score lines add up', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), fc.integer({ min: 2, max: 4 }), (seed, players) => {
        const { final } = randomGame(players, seed, false);
        const result = sanJuan.result(final)!;
        for (const seat of result.seats) expect(seat.total).toBe(seat.breakdown.reduce((t, l) => t + l.points, 0));
        const best = Math.max(...result.seats.map((x) => x.total));
        expect(result.winners.every((w) => result.seats[w]!.total === best)).toBe(true);
        expect(final.buildings.some((b) => b.length >= 12)).toBe(true);
      }),
      { numRuns: 60 },
    );
  });

  test('refused moves never change the state and never throw, whatever they contain', () => {
    const s = loaded({ players: 3, hands: [['smithy', 'well'], 0, 0] });
    const before = JSON.stringify(s);
    fc.assert(
      fc.property(fc.anything(), (junk) => {
        const r = sanJuan.play(s, junk as SanJuanMove);
        if (r.ok) return;
        expect(r.violation.message.zh.length).toBeGreaterThan(0);
        expect(r.violation.message.en.length).toBeGreaterThan(0);
      }),
      { numRuns: 300 },
    );
    expect(JSON.stringify(s)).toBe(before);
  });
});

describe('undo policy (meta)', () => {
  test('a payment can be taken back; a draw cannot; nor another player’s move', () => {
    const setup = sanJuan.setup({ players: 3, seed: 9 });
    if (!setup.ok) throw new Error('setup');
    const g = setup.state.governor;
    const record: Rec = { game: 'san-juan', players: 3, seed: 9, options: {}, moves: [{ type: 'pickRole', seat: g, role: 'builder' }] };
    expect(canUndo(sanJuan, record, g)).toBe(true);
    const prospect: Rec = { ...record, moves: [{ type: 'pickRole', seat: g, role: 'prospector' }] };
    expect(canUndo(sanJuan, prospect, g)).toBe(false);
    expect(canUndo(sanJuan, record, (g + 1) % 3)).toBe(false);
    expect(sanJuan.metaOf('councillorDraw').undo).toBe('blocked');
    expect(sanJuan.metaOf('builder')).toEqual({ section: 'builder', undo: 'allowed', label: { zh: '建築師：蓋一棟建築', en: 'Builder: build one building' } });
    expect(sanJuan.metaOf('pickRole').section).toBe('roles');
    expect(sanJuan.metaOf('revealPrice').section).toBe('price-tiles');
  });
});
