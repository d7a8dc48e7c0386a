/** Rolling and keeping at the same time, under the cup (§4.1): fees, secrecy, Scoundrel, Cheater, the last roll. */
import { describe, expect, test } from 'vitest';
import { canUndo } from '../core/undo-policy';
import { diceTown } from './game';
import { lineText } from './log';
import { legalMovesFor } from './moves';
import { loaded, refusal, run } from './testing';
import type { DiceTownMove } from './types';
import type { Face } from './types';

const d = (s: string): Face[] => s.split(' ') as Face[];

describe('keeping under the cup', () => {
  test('everyone rolls; every seat still to choose acts; cups are lifted together', () => {
    let s = loaded({ players: 3, dice: d('A A K Q J 9 9 9 10 10 K K K K 9') });
    expect(s.phase).toBe('dice:keep');
    expect(diceTown.meta(s).section).toBe('keeping');
    expect(diceTown.toAct(s)).toEqual([0, 1, 2]);
    expect(s.rolled).toEqual([d('A A K Q J'), d('9 9 9 10 10'), d('K K K K 9')]);
    s = run(s, { type: 'keep', seat: 1, dice: d('9 9 9') });
    // nothing is revealed yet: P2's choice is hidden and P2 may not choose twice
    expect(diceTown.toAct(s)).toEqual([0, 2]);
    expect(s.kept).toEqual([[], [], []]);
    expect(s.money).toEqual([8, 8, 8]);
    expect(refusal(s, { type: 'keep', seat: 1, dice: d('9') })).toBe('dicetown.keep.already');
    const v0 = diceTown.view(s, 0);
    expect(v0.rolled).toEqual(d('A A K Q J'));
    expect(v0.chosen).toEqual([false, true, false]);
    expect(v0.myChoice).toBeNull();
    expect(JSON.stringify(v0)).not.toContain('"10"');
    expect(diceTown.view(s, 1).myChoice).toEqual({ dice: d('9 9 9'), scoundrel: false, cheat: null });
    s = run(s, { type: 'keep', seat: 0, dice: [] }, { type: 'keep', seat: 2, dice: d('K') });
    expect(s.kept).toEqual([[], d('9 9 9'), d('K')]);
    expect(s.money).toEqual([7, 6, 8]);
    expect(s.stagecoach).toBe(3);
    // the next step: dice left in hand are rolled again
    expect(s.rolled.map((r) => r.length)).toEqual([5, 2, 4]);
  });

  test('fees: keeping none costs $1; more than one costs $1 per extra die; a player who cannot pay keeps one', () => {
    const s = loaded({ players: 2, money: [0, 16], dice: d('A A K Q J 9 9 9 10 10') });
    expect(refusal(s, { type: 'keep', seat: 0, dice: [] })).toBe('dicetown.keep.none-paid');
    expect(refusal(s, { type: 'keep', seat: 0, dice: d('A A') })).toBe('dicetown.keep.extra-paid');
    expect(refusal(s, { type: 'keep', seat: 0, dice: d('9') })).toBe('dicetown.keep.dice');
    expect(legalMovesFor(s, 0).every((m) => m.type === 'keep' && m.dice.length === 1)).toBe(true);
    expect(legalMovesFor(s, 0).length).toBe(4); // A, K, Q, J
    expect(legalMovesFor(s, 1).length).toBe(4 * 3); // 0–3 nines × 0–2 tens
  });

  test('the last roll: once someone has all five dice, the others roll once more and keep everything', () => {
    let s = loaded({ players: 2, dice: d('A A A A A 9 10 J Q K 9 9 9 9 9') });
    s = run(s, { type: 'keep', seat: 0, dice: d('A A A A A') }, { type: 'keep', seat: 1, dice: d('K') });
    // P2 rolled 9 9 9 9 for the last roll and keeps it all; the town is visited and round 2 begins
    expect(s.round).toBe(2);
    expect(s.history[0]!.some((l) => lineText(l).en === 'Player B rolls 9 9 9 9 for the last roll.')).toBe(true);
    expect(s.winners.goldMine).toBe(1);
    expect(s.nuggets).toEqual([0, 3]); // four 9s, capped at 3 nuggets (the default)
    expect(s.winners.townHall).toBe(0);
    expect(s.money).toEqual([4, 8]);
    expect(s.bank).toBe(3 + 4);
  });

  test('Scoundrel: keep several dice free; a Wanted poster makes the player pay what he can', () => {
    const base = loaded({ players: 2, money: [1, 18], bank: 0, dice: d('A A K K Q 9 9 9 10 10'), hands: [{ store: ['scoundrel'] }, { store: ['wanted-poster'] }] });
    expect(refusal(base, { type: 'keep', seat: 0, dice: d('A A K') })).toBe('dicetown.keep.extra-paid');
    const free = run(base, { type: 'keep', seat: 0, dice: d('A A K K'), scoundrel: true }, { type: 'keep', seat: 1, dice: d('9') });
    expect(free.phase).toBe('dice:wanted');
    const passed = run(free, { type: 'pass', seat: 1 });
    expect(passed.kept[0]).toEqual(d('A A K K'));
    expect(passed.money[0]).toBe(1);
    const cancelled = run(free, { type: 'cancel', seat: 1 });
    // with $1 he can pay for two dice: the first two he listed stay kept
    expect(cancelled.kept[0]).toEqual(d('A A'));
    expect(cancelled.money[0]).toBe(0);
    expect(cancelled.stagecoach).toBe(1 + 0);
  });

  test('Cheater: turn one rolled die to a named face, and keep it', () => {
    const s = loaded({ players: 2, dice: d('A A K Q J 9 9 9 10 10'), hands: [{ store: ['cheater'] }] });
    expect(refusal(s, { type: 'keep', seat: 0, dice: d('A A A'), cheat: { from: '9', to: 'A' } })).toBe('dicetown.card.cheater');
    expect(refusal(s, { type: 'keep', seat: 0, dice: d('K'), cheat: { from: 'J', to: 'A' } })).toBe('dicetown.card.cheater');
    expect(refusal(s, { type: 'keep', seat: 1, dice: d('9'), cheat: { from: '9', to: 'A' } })).toBe('dicetown.card.not-held');
    const after = run(s, { type: 'keep', seat: 0, dice: d('A A A'), cheat: { from: 'J', to: 'A' } }, { type: 'keep', seat: 1, dice: d('9') });
    expect(after.kept[0]).toEqual(d('A A A'));
    expect(after.storeDiscard).toEqual(['cheater']);
    expect(after.money[0]).toBe(6);
  });

  test("a seat's legal moves and view do not depend on another seat's hidden dice or choice", () => {
    const a = loaded({ players: 2, dice: d('A A K Q J 9 9 9 10 10') });
    const b = loaded({ players: 2, dice: d('A A K Q J K K Q Q A') });
    expect(legalMovesFor(a, 0)).toEqual(legalMovesFor(b, 0));
    const strip = (v: ReturnType<typeof diceTown.view>) => ({ ...v, log: [], history: [] });
    expect(strip(diceTown.view(a, 0))).toEqual(strip(diceTown.view(b, 0)));
    const a2 = run(a, { type: 'keep', seat: 1, dice: d('9 9 9') });
    const b2 = run(b, { type: 'keep', seat: 1, dice: [] });
    expect(legalMovesFor(a2, 0)).toEqual(legalMovesFor(b2, 0));
    expect(a2.log[a2.log.length - 1]).toEqual(b2.log[b2.log.length - 1]);
    expect(strip(diceTown.view(a2, 0))).toEqual(strip(diceTown.view(b2, 0)));
  });

  test('undo: a hidden choice may be taken back before the cups are lifted, never after a roll or a reveal', () => {
    const start = diceTown.setup({ players: 2, seed: 5 });
    if (!start.ok) throw new Error('setup');
    const first = diceTown.legalMoves(start.state)[0]!;
    const rec = { game: 'dice-town', players: 2, seed: 5, options: {}, moves: [first] as DiceTownMove[] };
    expect(canUndo(diceTown, rec, first.seat)).toBe(true);
    const s1 = run(start.state, first);
    const second = diceTown.legalMoves(s1)[0]!;
    expect(canUndo(diceTown, { ...rec, moves: [first, second] }, second.seat)).toBe(false);
    expect(diceTown.metaOf('reveal').undo).toBe('blocked');
  });
});
