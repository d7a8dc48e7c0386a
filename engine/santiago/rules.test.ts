import { describe, expect, test } from 'vitest';
import {
  biddingOrder,
  choosingOrder,
  drought,
  fieldScores,
  fields,
  finalDrying,
  irrigationOrder,
  isIrrigated,
  markersFor,
  neutralPlacer,
  neutralPlotIndices,
  newOverseer,
  palmPlotLegal,
  refusalCost,
  scoreGame,
  settleAcceptance,
  countRules,
} from './rules';
import { plotIndex } from './board';
import { pl } from './testing';
import type { Bid } from './types';

const pass = (seat: number): Bid => ({ seat, pass: true });
const bid = (seat: number, amount: number): Bid => ({ seat, amount });

describe('setup by player count (§2)', () => {
  test('stacks, rounds, removed tile, reveal and canal supply', () => {
    expect(countRules(3)).toEqual({ stacks: 4, rounds: 11, removed: 1, reveal: 4, supply: 11 });
    expect(countRules(4)).toEqual({ stacks: 4, rounds: 11, removed: 1, reveal: 4, supply: 11 });
    expect(countRules(5)).toEqual({ stacks: 5, rounds: 9, removed: 0, reveal: 5, supply: 9 });
  });
});

describe('bidding, overseer and choosing order (§4.1–§4.3)', () => {
  test('bidding starts left of the overseer, overseer last', () => {
    expect(biddingOrder(2, 4)).toEqual([3, 0, 1, 2]);
    expect(biddingOrder(0, 3)).toEqual([1, 2, 0]);
  });
  test('new overseer: first passer; else the lowest bidder; may stay the same', () => {
    expect(newOverseer([bid(1, 5), pass(2), pass(3), bid(0, 2)], 0)).toBe(2);
    expect(newOverseer([bid(1, 5), bid(2, 1), bid(3, 3), bid(0, 2)], 0)).toBe(2);
    expect(newOverseer([bid(1, 5), bid(2, 4), bid(0, 1)], 0)).toBe(0);
  });
  test('choosing order: bids high to low, then passers in reverse order of passing', () => {
    expect(choosingOrder([pass(1), bid(2, 3), pass(3), bid(0, 7), pass(4)])).toEqual([0, 2, 4, 3, 1]);
    expect(choosingOrder([pass(1), pass(2), pass(0)])).toEqual([0, 2, 1]);
  });
  test('neutral tile placer: highest bidder, or the last passer when all passed', () => {
    expect(neutralPlacer([pass(1), bid(2, 3), bid(0, 4)])).toBe(0);
    expect(neutralPlacer([pass(1), pass(2), pass(0)])).toBe(0);
    expect(neutralPlacer([pass(2), pass(0), pass(1)])).toBe(1);
  });
  test('a passer puts one marker fewer: 2→1 and 1→0', () => {
    expect(markersFor(2, false)).toBe(2);
    expect(markersFor(1, false)).toBe(1);
    expect(markersFor(2, true)).toBe(1);
    expect(markersFor(1, true)).toBe(0);
  });
});

describe('fields and scoring (§5)', () => {
  test('4 plots × 5 markers = 20 (bananas)', () => {
    const board = [pl(0, 0, 'bananas', 0, 2), pl(1, 0, 'bananas', 0, 2), pl(0, 1, 'bananas', 0, 1), pl(1, 1, 'bananas', null, 0)];
    const scores = fieldScores(board, 3);
    expect(scores).toEqual([{ crop: 'bananas', size: 4, seat: 0, markers: 5, palms: 0, points: 20 }]);
    const result = scoreGame(board, [3, 0, 0]);
    expect(result.seats[0]!.total).toBe(23);
    expect(result.seats[0]!.breakdown.map((l) => l.label.en)).toEqual(['cash in hand: 3', 'bananas: 4 plots × 5 markers = 20']);
    expect(result.winners).toEqual([0]);
  });
  test('several players score the same field', () => {
    const board = [pl(2, 2, 'beans', 0, 2), pl(3, 2, 'beans', 1, 1), pl(4, 2, 'beans', 2, 2)];
    expect(fieldScores(board, 3).map((s) => [s.seat, s.points])).toEqual([
      [0, 6],
      [1, 3],
      [2, 6],
    ]);
  });
  test('diagonal contact does not join; other crops split; a canal between plantations does not split', () => {
    const board = [pl(0, 0, 'chili', 0, 2), pl(1, 1, 'chili', 0, 2), pl(1, 0, 'potatoes', 1, 1)];
    expect(fields(board).map((f) => f.members.length)).toEqual([1, 1, 1]);
    // (1,0) and (2,0) are separated by the thick line V1,0: a canal there changes nothing
    const across = [pl(1, 0, 'chili', 0, 2), pl(2, 0, 'chili', 1, 2)];
    expect(isIrrigated({ c: 1, r: 0 }, [{ dir: 'V', x: 1, y: 0 }])).toBe(true);
    expect(fields(across)).toHaveLength(1);
    expect(fieldScores(across, 2).map((s) => s.points)).toEqual([4, 4]);
  });
  test('a desert never scores and never joins a field', () => {
    const board = [pl(0, 0, 'sugarcane', 0, 2), pl(1, 0, 'sugarcane', null, 0, { desert: true }), pl(2, 0, 'sugarcane', 0, 2)];
    expect(fields(board).map((f) => f.members.length)).toEqual([1, 1]);
    expect(fieldScores(board, 2).map((s) => s.points)).toEqual([2, 2]);
  });
  test('neutral tiles count toward size', () => {
    const board = [pl(5, 5, 'potatoes', 1, 1), pl(6, 5, 'potatoes'), pl(7, 5, 'potatoes')];
    expect(fieldScores(board, 3)).toEqual([{ crop: 'potatoes', size: 3, seat: 1, markers: 1, palms: 0, points: 3 }]);
  });
  test('palm: +1 marker for the owner of a tile with ≥ 1 marker; nothing on a marker-less tile (Q8)', () => {
    const board = [pl(0, 0, 'beans', 0, 1, { palm: true }), pl(1, 0, 'beans', null, 0, { palm: true })];
    expect(fieldScores(board, 2)).toEqual([{ crop: 'beans', size: 2, seat: 0, markers: 2, palms: 1, points: 4 }]);
    expect(scoreGame(board, [0, 0]).seats[0]!.breakdown[1]!.label.en).toBe('beans: 2 plots × 2 markers (1 palm included) = 4');
  });
  test('ties are shared victories', () => {
    const result = scoreGame([pl(0, 0, 'beans', 0, 2)], [1, 3, 3]);
    expect(result.seats.map((s) => s.total)).toEqual([3, 3, 3]);
    expect(result.winners).toEqual([0, 1, 2]);
  });
});

describe('drought and final drying (§4.6, §5.2, §6.1)', () => {
  const canal = [{ dir: 'H' as const, x: 0, y: 0 }]; // waters (0,0) and (1,0)
  test('a dry plantation loses one marker; a dry marker-less one turns to desert; irrigated ones keep everything', () => {
    const board = [
      pl(0, 0, 'beans', 0, 2), // irrigated
      pl(3, 3, 'beans', 1, 2), // dry, 2 → 1
      pl(4, 4, 'chili', 2, 1), // dry, 1 → 0, becomes neutral
      pl(5, 5, 'chili', null, 0), // dry, no marker → desert
    ];
    const d = drought(board, canal, 3);
    expect(d.plantations.map((p) => [p.owner, p.markers, p.desert])).toEqual([
      [0, 2, false],
      [1, 1, false],
      [null, 0, false],
      [null, 0, true],
    ]);
    expect(d.lost).toEqual([0, 1, 1]);
    expect(d.deserts).toEqual([{ c: 5, r: 5 }]);
    // the tile that lost its last marker turns to desert only at the next drought
    const again = drought(d.plantations, canal, 3);
    expect(again.plantations[2]!.desert).toBe(true);
  });
  test('palm: the palm is never removed as a marker; at zero markers the tile turns desert and the palm leaves', () => {
    const board = [pl(3, 3, 'beans', 1, 1, { palm: true })];
    const d1 = drought(board, [], 2);
    expect(d1.plantations[0]).toMatchObject({ owner: null, markers: 0, palm: true, desert: false });
    const d2 = drought(d1.plantations, [], 2);
    expect(d2.plantations[0]).toMatchObject({ markers: 0, palm: false, desert: true });
  });
  test('final drying turns every dry plantation to desert whatever its markers', () => {
    const board = [pl(0, 0, 'beans', 0, 2), pl(3, 3, 'beans', 1, 2, { palm: true })];
    const d = finalDrying(board, canal);
    expect(d.plantations.map((p) => [p.owner, p.markers, p.desert, p.palm])).toEqual([
      [0, 2, false, false],
      [null, 0, true, false],
    ]);
    expect(d.lost[1]).toBe(2);
  });
});

describe('neutral tile plots for 3 players (§4.3, Q9)', () => {
  test('next to a plantation (owned or neutral, dry or not)', () => {
    const plots = neutralPlotIndices([pl(0, 0, 'beans')]);
    expect(plots).toEqual([plotIndex({ c: 1, r: 0 }), plotIndex({ c: 0, r: 1 })]);
  });
  test('fallback: next to a desert when no plot touches a plantation', () => {
    const plots = neutralPlotIndices([pl(7, 5, 'beans', null, 0, { desert: true })]);
    expect(plots).toEqual([plotIndex({ c: 7, r: 4 }), plotIndex({ c: 6, r: 5 })]);
  });
  test('fallback: any empty plot when the board is empty', () => {
    expect(neutralPlotIndices([])).toHaveLength(48);
  });
});

describe('bribes (§4.4)', () => {
  test('acceptance: every briber on the proposal pays the overseer', () => {
    const proposal = { segment: { dir: 'H' as const, x: 0, y: 0 }, proposer: 1, bribes: [{ seat: 1, amount: 3 }, { seat: 2, amount: 2 }] };
    expect(settleAcceptance([10, 10, 10], proposal, 0)).toEqual([15, 7, 8]);
  });
  test('refusal costs the highest proposal total + 1', () => {
    const p = (amounts: number[]) => ({ segment: { dir: 'H' as const, x: 0, y: 0 }, proposer: 1, bribes: amounts.map((amount, seat) => ({ seat, amount })) });
    expect(refusalCost([p([3, 2]), p([4])])).toBe(6);
  });
  test('extra irrigation offered from the overseer’s left, overseer last, only to seats with a canal', () => {
    expect(irrigationOrder(1, [true, true, false, true])).toEqual([3, 0, 1]);
  });
});

describe('palm placement (§6.1)', () => {
  test('not touching the spring’s intersection, not touching another palm, not on a plantation', () => {
    const spring = { x: 1, y: 1 };
    expect(palmPlotLegal({ c: 1, r: 1 }, spring, [], [])).toBe(false);
    expect(palmPlotLegal({ c: 2, r: 2 }, spring, [], [])).toBe(false);
    expect(palmPlotLegal({ c: 3, r: 3 }, spring, [], [])).toBe(true);
    expect(palmPlotLegal({ c: 4, r: 4 }, spring, [{ c: 3, r: 3 }], [])).toBe(false);
    expect(palmPlotLegal({ c: 5, r: 3 }, spring, [{ c: 3, r: 3 }], [])).toBe(true);
    expect(palmPlotLegal({ c: 6, r: 0 }, spring, [], [pl(6, 0, 'beans')])).toBe(false);
  });
});
