import { describe, expect, it } from 'vitest';
import { getPath, runExample } from '../core/example';
import { exampleTests } from '../core/example-tests';
import { santiago } from './game';
import { santiagoExamples, type SantiagoExample } from './examples';
import type { SantiagoState } from './types';

const ANCHORS = [
  'components', 'setup', 'canals', 'fields', 'round', 'phase-1-bidding', 'phase-2-new-overseer', 'phase-3-planting',
  'phase-4-bribing', 'phase-5-extra-irrigation', 'phase-6-drought', 'phase-7-income', 'game-end', 'scoring',
  'palm-trees', 'themes', 'teachers', 'play', 'examples',
];

const REQUIRED = [
  'bidding-dabec',
  'planting-passers',
  'three-player-leftover',
  'bribe-accepted',
  'bribe-refused',
  'extra-irrigation',
  'drought-desert',
  'palm-drought',
  'field-20',
  'final-scoring-24-14',
];

const byId = (id: string): SantiagoExample => santiagoExamples.find((e) => e.id === id)!;

/** The states of an example: start, then after each step. Fails the test if the example fails. */
function statesOf(id: string): SantiagoState[] {
  const run = runExample(santiago, byId(id));
  if (!run.ok) throw new Error(`${id} step ${run.step}: ${run.error}`);
  return run.states;
}

const last = (states: SantiagoState[]) => states[states.length - 1]!;
const seatTotal = (s: SantiagoState, seat: number) => santiago.result(s)!.seats[seat]!.total;
const fieldPoints = (s: SantiagoState, seat: number) =>
  santiago.result(s)!.seats[seat]!.breakdown.slice(1).reduce((t, l) => t + l.points, 0);

describe('Santiago worked examples', () => {
  it('has every required example, with unique ids and known sections', () => {
    const ids = santiagoExamples.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of REQUIRED) expect(ids).toContain(id);
    for (const e of santiagoExamples) {
      expect(ANCHORS).toContain(e.section);
      expect(e.game).toBe('santiago');
    }
  });

  exampleTests(santiago, santiagoExamples);
});

describe('the key numbers of each example', () => {
  it('bidding D > A > B > E = C: C overseer, order D A B E C, passers one marker fewer', () => {
    const st = statesOf('bidding-dabec');
    const afterBids = st[5]!;
    expect(afterBids.overseer).toBe(2);
    expect(afterBids.choosingOrder).toEqual([3, 0, 1, 4, 2]);
    const end = last(st);
    const byOwnerPlot = end.plantations.map((p) => [p.c, p.r, p.owner, p.markers, p.tile.planters]);
    expect(byOwnerPlot).toEqual([
      [4, 2, 3, 2, 2],
      [5, 1, 0, 2, 2],
      [3, 3, 1, 1, 1],
      [2, 2, 4, 1, 2], // E passed: two planters, one marker
      [4, 0, null, 0, 1], // C passed: one planter, no marker, neutral
    ]);
    expect(end.money).toEqual([7, 8, 10, 5, 10]);
  });

  it('planting-passers: a passer puts 1 marker on a 2-planter tile and 0 on a 1-planter tile', () => {
    const end = last(statesOf('planting-passers'));
    const black = end.plantations[6]!;
    expect([black.owner, black.markers, black.tile.planters]).toEqual([3, 1, 2]);
    const beige = end.plantations[7]!;
    expect([beige.owner, beige.markers, beige.tile.planters]).toEqual([null, 0, 1]);
    expect(end.money).toEqual([6, 10, 8, 10]);
  });

  it('three-player-leftover: the highest bidder lays the 4th tile with no markers beside a plantation', () => {
    const st = statesOf('three-player-leftover');
    expect(santiago.toAct(st[3]!)).toEqual([1]);
    const end = last(st);
    const t = end.plantations[9]!;
    expect([t.c, t.r, t.owner, t.markers, t.tile.crop]).toEqual([4, 2, null, 0, 'chili']);
    expect(end.revealed).toEqual([]);
    expect(end.money).toEqual([10, 7, 9]);
  });

  it('bribe-accepted: 2 + 1 = 3 goes to the overseer, the other offer returns', () => {
    const st = statesOf('bribe-accepted');
    const before = st[4]!;
    expect(before.proposals[1]!.bribes.reduce((t, b) => t + b.amount, 0)).toBe(3);
    const end = last(st);
    expect(end.money[0]! - before.money[0]!).toBe(3);
    expect(end.money).toEqual([13, 10, 10, 9, 8]);
  });

  it('bribe-refused: the overseer pays highest + 1 = 3 + 1 = 4, all offers return', () => {
    const st = statesOf('bribe-refused');
    expect(st[0]!.money[0]! - last(st).money[0]!).toBe(4);
    expect(last(st).money.slice(1)).toEqual([10, 10, 10, 10]);
    expect(last(st).canals).toEqual([{ dir: 'H', x: 1, y: 1 }]);
  });

  it('extra-irrigation: the first builder ends the phase; the others keep their canals', () => {
    const end = last(statesOf('extra-irrigation'));
    expect(end.extraCanal.filter(Boolean).length).toBe(4);
    expect(end.extraCanal[4]).toBe(false);
    expect(end.canals.length).toBe(3);
    expect(end.round).toBe(5);
  });

  it('drought-desert: dry tiles lose one marker; a dry tile without markers turns to desert', () => {
    const st = statesOf('drought-desert');
    const [before, after] = [st[0]!, last(st)];
    expect(before.plantations.map((p) => p.markers)).toEqual([2, 2, 1, 0, 1]);
    expect(after.plantations.map((p) => p.markers)).toEqual([2, 1, 0, 0, 0]);
    expect(after.plantations.map((p) => p.desert)).toEqual([false, false, false, true, false]);
  });

  it('palm-drought: palm stays with a marker, stays on a neutral tile, leaves with the desert', () => {
    const after = last(statesOf('palm-drought'));
    expect(after.plantations.map((p) => [p.markers, p.owner, p.palm, p.desert])).toEqual([
      [1, 0, true, false],
      [0, null, true, false],
      [0, null, false, true],
      [2, 3, false, false],
    ]);
  });

  it('field-20: 4 plots × (1 + 2 + 0 + 2) markers = 20', () => {
    const end = last(statesOf('field-20'));
    expect(fieldPoints(end, 0)).toBe(20);
    expect(fieldPoints(end, 1)).toBe(4);
    expect(seatTotal(end, 0)).toBe(25);
  });

  it('final-scoring-24-14: purple earns 24 from fields, black 14', () => {
    const end = last(statesOf('final-scoring-24-14'));
    expect(fieldPoints(end, 4)).toBe(24);
    expect(fieldPoints(end, 3)).toBe(14);
    expect(seatTotal(end, 4)).toBe(35);
    expect(seatTotal(end, 3)).toBe(32);
    expect(getPath(end, 'plantations.9.desert')).toBe(true);
    expect(santiago.result(end)!.winners).toEqual([4]);
  });
});
