import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { GameRecord } from '../core/contract';
import { replay } from '../core/record';
import { decodeRecord, encodeRecord, loadSaved, saveRecord } from '../core/record-codec';
import { canUndo } from '../core/undo-policy';
import { puertoRico } from './game';
import { randomGame } from './random-games';
import { tieBreak } from './rules';
import type { PuertoRicoMove, PuertoRicoOptions, PuertoRicoState } from './types';

type Rec = GameRecord<PuertoRicoOptions, PuertoRicoMove>;

const recordOf = (players: number, seed: number): { record: Rec; final: PuertoRicoState } => {
  const g = randomGame(players, seed, { views: false, allLegal: 'none' });
  return { record: { game: 'puerto-rico', players, seed, options: g.options, moves: g.record }, final: g.final };
};

describe('determinism, replay, saves and share links', () => {
  test('same seed + same moves = identical JSON; the record replays, saves and shares to the same state', () => {
    const a = recordOf(4, 42);
    const b = recordOf(4, 42);
    expect(JSON.stringify(b.final)).toBe(JSON.stringify(a.final));
    const again = replay(puertoRico, a.record);
    expect(again.ok && JSON.stringify(again.state)).toBe(JSON.stringify(a.final));
    const saved = loadSaved(puertoRico, saveRecord(a.record));
    expect(saved.ok && JSON.stringify(saved.state.state)).toBe(JSON.stringify(a.final));
    const link = decodeRecord<PuertoRicoOptions, PuertoRicoMove>(encodeRecord(a.record), 'puerto-rico');
    if (!link.ok) throw new Error(link.error.en);
    expect(link.state.moves).toEqual(a.record.moves);
    const linked = replay(puertoRico, link.state);
    expect(linked.ok && JSON.stringify(linked.state)).toBe(JSON.stringify(a.final));
    // another seed deals another game
    expect(JSON.stringify(recordOf(4, 43).final)).not.toBe(JSON.stringify(a.final));
    // the same moves from another seed are refused somewhere, or reach another state
    const other = replay(puertoRico, { ...a.record, seed: 43 });
    expect(!other.ok || JSON.stringify(other.state) !== JSON.stringify(a.final)).toBe(true);
  });

  test('fast-check: any seed and player count gives a finished game whose score lines add up and whose winners are right', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), fc.integer({ min: 2, max: 5 }), (seed, players) => {
        const { final } = recordOf(players, seed);
        const result = puertoRico.result(final)!;
        expect(result.seats).toHaveLength(players);
        for (const seat of result.seats) expect(seat.total).toBe(seat.breakdown.reduce((t, l) => t + l.points, 0));
        // the best total wins; among the best, the most doubloons + barrels; a tie after that is shared
        const best = Math.max(...result.seats.map((x) => x.total));
        const top = result.seats.filter((x) => x.total === best).map((x) => x.seat);
        const bestTie = Math.max(...top.map((i) => tieBreak(final.seats[i]!)));
        expect(result.winners).toEqual(top.filter((i) => tieBreak(final.seats[i]!) === bestTie));
        expect(final.end).not.toBeNull();
      }),
      { numRuns: 40 },
    );
  });

  test('refused moves never change the state and never throw, whatever they contain', () => {
    const { record } = recordOf(3, 7);
    // a state in the middle of the game
    const mid = replay(puertoRico, { ...record, moves: record.moves.slice(0, 120) });
    if (!mid.ok) throw new Error(mid.error.en);
    const s = mid.state;
    const before = JSON.stringify(s);
    const seat = puertoRico.toAct(s)[0]!;
    fc.assert(
      fc.property(
        fc.oneof(
          fc.anything(),
          fc.record({ type: fc.constantFrom('pickRole', 'settle', 'hacienda', 'arrange', 'build', 'bonus', 'sell', 'load', 'store', 'pass'), seat: fc.constant(seat) }),
          fc.record({
            type: fc.constantFrom('arrange', 'load', 'store', 'build', 'settle'),
            seat: fc.constant(seat),
            island: fc.anything(),
            city: fc.anything(),
            good: fc.anything(),
            ship: fc.anything(),
            single: fc.anything(),
            warehouse: fc.anything(),
            building: fc.anything(),
            tile: fc.anything(),
          }),
        ),
        (junk) => {
          const r = puertoRico.play(s, junk as PuertoRicoMove);
          if (r.ok) return;
          expect(r.violation.message.zh.length).toBeGreaterThan(0);
          expect(r.violation.message.en.length).toBeGreaterThan(0);
          expect(r.violation.rule).not.toBe('engine.internal');
        },
      ),
      { numRuns: 500 },
    );
    expect(JSON.stringify(s)).toBe(before);
  });
});

describe('corrupt saves, links and records', () => {
  const { record } = recordOf(3, 11);

  test('a save that is not JSON, not a saved game, or for another game is refused in both languages', () => {
    const notJson = loadSaved(puertoRico, '{"format": "living-rulebook/rec');
    expect(notJson.ok).toBe(false);
    if (!notJson.ok) expect(notJson.error).toEqual({ zh: '存檔不是有效的 JSON，可能已經損壞。', en: 'The saved game is not valid JSON; it may be damaged.' });
    const other = loadSaved(puertoRico, JSON.stringify({ format: 'something-else', version: 1, record }));
    expect(!other.ok && other.error.en).toBe('This is not a saved game of this book.');
    const sanJuan = loadSaved(puertoRico, saveRecord({ ...record, game: 'san-juan' }));
    expect(!sanJuan.ok && sanJuan.error.en).toBe('The saved game is invalid: This record is for "san-juan", not "puerto-rico".');
    const noMoves = loadSaved(puertoRico, JSON.stringify({ format: 'living-rulebook/record', version: 1, record: { ...record, moves: 'none' } }));
    expect(!noMoves.ok && noMoves.error.en).toBe('The saved game is invalid: The record has no move list.');
  });

  test('a wrong player count cannot be set up', () => {
    const six = loadSaved(puertoRico, saveRecord({ ...record, players: 6, moves: [] }));
    expect(six.ok).toBe(false);
    if (six.ok) return;
    expect(six.error.en).toBe('The saved game cannot be replayed: Cannot set the game up: Puerto Rico takes 3 to 5 players (2 with the official 2-player rules), not 6.');
    expect(six.error.zh).toContain('6');
    // the moves of a 3-player game do not fit 4 players: the first one out of turn is named
    const four = replay(puertoRico, { ...record, players: 4 });
    expect(four.ok).toBe(false);
    if (!four.ok) expect(four.error.en).toMatch(/^move \d+ "\w+" \(seat \d\) is not legal: /);
  });

  test('a tampered move is named with its number and the rule it breaks', () => {
    const k = record.moves.findIndex((m) => m.type === 'build');
    const moves = record.moves.slice();
    const m = moves[k] as Extract<PuertoRicoMove, { type: 'build' }>;
    moves[k] = { ...m, building: 'residence' };
    const r = replay(puertoRico, { ...record, moves });
    // a residence costs at least 10 - 4 - 1 = 5: nobody in this game has that much so early, or owns it
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.en.startsWith(`move ${k + 1} "build" (seat ${m.seat + 1}) is not legal: `)).toBe(true);
    expect(r.error.en).toMatch(/The Residence costs you \d+ doubloons; you have \d+\.$/);
    expect(r.error.zh.startsWith(`第 ${k + 1} 步「build」`)).toBe(true);
  });

  test('a broken or truncated share link is refused', () => {
    const link = encodeRecord(record);
    for (const bad of ['', 'x', '2.abc', link.slice(0, link.length / 2), `${link}!`]) {
      const r = decodeRecord(bad, 'puerto-rico');
      expect(r.ok).toBe(false);
      if (!r.ok) expect(/\p{Script=Han}/u.test(r.error.zh)).toBe(true);
    }
  });
});

describe('undo policy (meta)', () => {
  test('a role pick can be taken back; a hacienda draw, the settler phase’s new row, or another player’s move cannot', () => {
    const record: Rec = { game: 'puerto-rico', players: 3, seed: 5, options: {}, moves: [{ type: 'pickRole', seat: 0, role: 'builder' }] };
    expect(canUndo(puertoRico, record, 0)).toBe(true);
    expect(canUndo(puertoRico, record, 1)).toBe(false);
    // the settler phase: the last seat's take ends the phase and turns up new plantations
    const settler: Rec = {
      ...record,
      moves: [
        { type: 'pickRole', seat: 0, role: 'settler' },
        { type: 'settle', seat: 0, tile: 'quarry' },
        { type: 'settle', seat: 1, tile: 0 },
      ],
    };
    expect(canUndo(puertoRico, settler, 1)).toBe(true);
    const ended: Rec = { ...settler, moves: [...settler.moves, { type: 'settle', seat: 2, tile: 0 }] };
    expect(replay(puertoRico, ended).ok).toBe(true);
    expect(canUndo(puertoRico, ended, 2)).toBe(false);
    expect(puertoRico.metaOf('haciendaDraw').undo).toBe('blocked');
    expect(puertoRico.metaOf('settlerEnd').undo).toBe('blocked');
    expect(puertoRico.metaOf('captain')).toEqual({ section: 'captain', undo: 'allowed', label: { zh: '船長：裝貨上船', en: 'Captain: load the ships' } });
    expect(puertoRico.metaOf('pickRole').section).toBe('roles');
  });
});
