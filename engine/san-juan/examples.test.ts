import { describe, expect, it } from 'vitest';
import { runExample } from '../core/example';
import { exampleTests } from '../core/example-tests';
import { CARD_BUILDING } from './cards';
import { sanJuanExamples, type SanJuanExample } from './examples';
import { sanJuan } from './game';
import { buildPrice } from './rules';
import { loaded, run } from './testing';
import type { SanJuanState } from './types';

/** Every heading anchor of the San Juan chapter (an example sits under one of them). */
const ANCHORS = [
  'about', 'components', 'card-uses', 'buildings', 'production-buildings', 'violet-buildings', 'players', 'setup',
  'round', 'round-start', 'picking-roles', 'round-end', 'new-buildings', 'roles', 'builder', 'producer', 'trader',
  'councillor', 'prospector', 'price-tiles', 'two-players', 'game-end', 'scoring', 'variant-starting-hand', 'play',
];

/** The example markers of the chapter, with the section each sits in. */
const MARKERS: Record<string, string> = {
  'chapel-tower-hand-limit': 'round-start',
  'builder-smithy-quarry-library': 'builder',
  'black-market': 'builder',
  'crane-over-building': 'builder',
  'producer-aqueduct-well': 'producer',
  'trader-price-tile': 'trader',
  'councillor-prefecture-archive': 'councillor',
  'prospector-gold-mine': 'prospector',
  'two-player-round': 'two-players',
  'end-scoring-six-cost': 'scoring',
};

const byId = (id: string): SanJuanExample => sanJuanExamples.find((e) => e.id === id)!;

function statesOf(id: string): SanJuanState[] {
  const r = runExample(sanJuan, byId(id));
  if (!r.ok) throw new Error(`${id} step ${r.step}: ${r.error}`);
  return r.states;
}
const last = (st: SanJuanState[]) => st[st.length - 1]!;
const namesOf = (cards: readonly number[]) => cards.map((c) => CARD_BUILDING[c]);

describe('San Juan worked examples', () => {
  it('has every example the chapter marks, each in the section of its marker', () => {
    const ids = sanJuanExamples.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.sort()).toEqual(Object.keys(MARKERS).sort());
    for (const e of sanJuanExamples) {
      expect(e.game).toBe('san-juan');
      expect(ANCHORS).toContain(e.section);
      expect(e.section).toBe(MARKERS[e.id]);
    }
  });

  exampleTests(sanJuan, sanJuanExamples, {
    more: (example, states) =>
      example.steps.forEach((s, i) => {
        for (const seat of s.highlight?.seats ?? []) expect(seat).toBeLessThan(states[i]!.players);
        for (const c of [...(s.highlight?.cards ?? []), ...(s.highlight?.buildings ?? [])]) expect(c).toBeGreaterThanOrEqual(0);
      }),
  });
});

describe('the key numbers of each example', () => {
  it('builder: hero 5 − 2 − 1 = 2 with library and quarry; a coffee roaster would be 4 − 2 − 1 = 1', () => {
    const st = statesOf('builder-smithy-quarry-library');
    const start = st[0]!;
    const hero = start.hands[0]!.find((c) => CARD_BUILDING[c] === 'hero')!;
    const coffee = start.hands[0]!.find((c) => CARD_BUILDING[c] === 'coffee_roaster')!;
    expect(buildPrice(start, 0, hero)).toMatchObject({ cost: 2, privilege: 2, quarry: 1, smithy: 0 });
    expect(buildPrice(start, 0, coffee)).toMatchObject({ cost: 1, privilege: 2, quarry: 0, smithy: 1 });
    expect(st[1]!.payment).toEqual({ card: hero, owed: 2 });
    // Fay, without privilege, pays the printed 1 for an indigo plant
    expect(st[5]!.payment?.owed).toBe(1);
  });

  it('crane: silver smelter over a sugar mill costs 5 − 2 − 1 = 2; mill and good discarded; still 3 buildings', () => {
    const st = statesOf('crane-over-building');
    expect(namesOf(st[1]!.discard)).toEqual(['sugar_mill', 'well']);
    expect(st[1]!.payment?.owed).toBe(2);
    expect(last(st).buildings[0]!.map((b) => CARD_BUILDING[b.card])).toEqual(['indigo_plant', 'silver_smelter', 'crane']);
  });

  it('black market: a tobacco storage for 1 hand card + 2 goods', () => {
    const st = statesOf('black-market');
    const before = st[1]!;
    const after = last(st);
    expect(before.hands[1]!.length - after.hands[1]!.length).toBe(2); // the building and 1 card
    expect(after.buildings[1]!.filter((b) => b.good !== null)).toHaveLength(0);
    expect(after.discard).toHaveLength(3);
  });

  it('producer: 3 goods with privilege and aqueduct, and 1 card from the well', () => {
    const st = statesOf('producer-aqueduct-well');
    const after = st[2]!;
    expect(after.buildings[1]!.filter((b) => b.good !== null)).toHaveLength(3);
    expect(after.hands[1]).toHaveLength(3);
    expect(namesOf([after.hands[1]![2]!])).toEqual(['library']);
    // with only 2 empty production buildings: 2 goods, and the well still draws
    const two = loaded({
      players: 3,
      governor: 1,
      buildings: [['indigo_plant'], ['indigo_plant', { card: 'sugar_mill', good: true }, { card: 'tobacco_storage', good: true }, 'coffee_roaster', 'aqueduct', 'well'], ['indigo_plant']],
      hands: [3, 2, 3],
    });
    const s = run(two, { type: 'pickRole', seat: 1, role: 'producer' });
    const legal = sanJuan.legalMoves(s).filter((m) => m.type === 'produce');
    expect(Math.max(...legal.map((m) => (m.type === 'produce' ? m.buildings.length : 0)))).toBe(2);
    const made = run(s, { type: 'produce', seat: 1, buildings: [two.buildings[1]![0]!.card, two.buildings[1]![3]!.card] });
    expect(made.hands[1]).toHaveLength(3);
  });

  it('trader: tile 3; Hal 3 + 2 + 1 + 1 = 7, Fay 2, May (trading post) 1 + 1', () => {
    const st = statesOf('trader-price-tile');
    expect(st[1]!.hands[0]!.length - st[0]!.hands[0]!.length).toBe(7);
    expect(st[2]!.hands[1]!.length - st[1]!.hands[1]!.length).toBe(2);
    expect(st[3]!.hands[2]!.length - st[2]!.hands[2]!.length).toBe(2);
  });

  it('councillor: 3 + 5 = 8, keep 2 so discard 3 from the whole hand, 5 left', () => {
    const st = statesOf('councillor-prefecture-archive');
    expect(st[0]!.hands[1]).toHaveLength(8);
    expect(namesOf(st[3]!.hands[1]!).sort()).toEqual(['chapel', 'library', 'palace', 'sugar_mill', 'tower']);
    expect(namesOf(last(st).discard).sort()).toEqual(['crane', 'indigo_plant', 'smithy', 'statue', 'well']);
  });

  it('prospector: 2, 2, 3, 6 is a miss; 1, 3, 4, 5 keeps the library', () => {
    const st = statesOf('prospector-gold-mine');
    expect(namesOf(st[1]!.discard)).toEqual(['well', 'crane', 'tower', 'palace']);
    expect(namesOf(st[1]!.drawn)).toEqual(['smithy', 'chapel', 'quarry', 'library']);
    expect(namesOf(last(st).hands[1]!.slice(-1))).toEqual(['library']);
  });

  it('round start: 14 → tuck 1 → 7 without a tower, 12 with one', () => {
    const st = statesOf('chapel-tower-hand-limit');
    const end = last(st);
    expect(end.hands.map((h) => h.length)).toEqual([7, 12]);
    expect(end.chapel.map((c) => c.length)).toEqual([1, 1]);
  });

  it('end scoring: May 56 = 20 + 3 + 8 + 8 + 6 + 11', () => {
    const end = last(statesOf('end-scoring-six-cost'));
    const res = sanJuan.result(end)!;
    expect(res.seats[0]!.total).toBe(56);
    expect(res.seats[0]!.breakdown.map((l) => l.points)).toEqual([20, 3, 8, 8, 6, 11]);
    expect(res.seats[1]!.total).toBe(6);
  });

  it('two players: builder without the library (−1), trader with it (3 sales), governor to Fay', () => {
    const st = statesOf('two-player-round');
    expect(st[2]!.payment?.owed).toBe(2);
    expect(st[10]!.doubled).toBe(true);
    // after the library is used, the same round offers it no more (Fay has none; Hal picks no more)
    const end = last(st);
    expect(end.governor).toBe(1);
    expect(end.round).toBe(2);
    expect(end.buildings[0]!.filter((b) => b.good !== null)).toHaveLength(0);
  });
});
