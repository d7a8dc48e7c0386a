import { describe, expect, test } from 'vitest';
import {
  HAND_CATEGORIES,
  HAND_PROBABILITIES,
  bestHands,
  compareHands,
  keepFee,
  mostOf,
  rankHand,
  scoreGame,
} from './rules';
import type { Face } from './types';

const h = (s: string): Face[] => s.split(' ') as Face[];

describe('poker hands (§4.7)', () => {
  test.each([
    ['9 10 J Q A', 'high'],
    ['K K 9 10 J', 'pair'],
    ['Q Q 9 9 A', 'two-pairs'],
    ['J J J 9 K', 'three'],
    ['9 10 J Q K', 'straight'],
    ['10 J Q K A', 'straight'],
    ['10 10 10 A A', 'full-house'],
    ['A A A A 9', 'four'],
    ['K K K K K', 'five'],
  ])('%s is %s', (dice, category) => {
    expect(rankHand(h(dice)).category).toBe(category);
  });

  test('categories are ordered low to high as in the ranking table', () => {
    expect(HAND_CATEGORIES).toEqual(['high', 'pair', 'two-pairs', 'three', 'straight', 'full-house', 'four', 'five']);
    const ladder = ['9 10 J Q A', 'K K 9 10 J', 'Q Q 9 9 A', 'J J J 9 K', '9 10 J Q K', '10 10 10 A A', 'A A A A 9', '9 9 9 9 9'];
    for (let i = 1; i < ladder.length; i++) expect(compareHands(rankHand(h(ladder[i]!)), rankHand(h(ladder[i - 1]!)))).toBeGreaterThan(0);
  });

  test('same category: the rank of the combination decides; no kickers unless asked', () => {
    expect(compareHands(rankHand(h('10 J Q K A')), rankHand(h('9 10 J Q K')))).toBeGreaterThan(0);
    expect(compareHands(rankHand(h('A A 9 10 J')), rankHand(h('K K 9 10 A')))).toBeGreaterThan(0);
    expect(compareHands(rankHand(h('Q Q J J 9')), rankHand(h('Q Q 10 10 A')))).toBeGreaterThan(0); // higher pair, then lower
    expect(compareHands(rankHand(h('J J J 9 9')), rankHand(h('10 10 10 A A')))).toBeGreaterThan(0); // full house: the triple first
    expect(compareHands(rankHand(h('A A K Q J')), rankHand(h('A A K Q 10')))).toBe(0);
    expect(compareHands(rankHand(h('A A K Q J')), rankHand(h('A A K Q 10')), true)).toBeGreaterThan(0);
    expect(compareHands(rankHand(h('9 10 J Q A')), rankHand(h('9 10 J K A')))).toBe(0);
  });

  test('best hands: several seats tie for the sheriff', () => {
    expect(bestHands([h('K K 9 10 J'), h('K K 9 10 Q'), h('Q Q 9 10 J')])).toEqual([0, 1]);
    expect(bestHands([h('K K 9 10 J'), h('K K 9 10 Q')], true)).toEqual([1]);
    expect(bestHands([h('9 9 9 K A'), h('10 10 J Q Q')])).toEqual([0]);
  });

  test('exact odds of one roll of five dice, by enumeration of 7776 rolls', () => {
    const counts = Object.fromEntries(HAND_PROBABILITIES.map((o) => [o.category, o.count]));
    expect(counts).toEqual({ high: 480, pair: 3600, 'two-pairs': 1800, three: 1200, straight: 240, 'full-house': 300, four: 150, five: 6 });
    expect(HAND_PROBABILITIES.every((o) => o.outcomes === 7776)).toBe(true);
    expect(HAND_PROBABILITIES.find((o) => o.category === 'five')!.probability).toBeCloseTo(6 / 7776, 12);
    expect(HAND_PROBABILITIES.reduce((t, o) => t + o.probability, 0)).toBeCloseTo(1, 12);
  });
});

describe('keeping fees and majorities', () => {
  test('one die free, $1 per extra die, $1 for none; Scoundrel keeps any number free', () => {
    expect([0, 1, 2, 3, 4, 5].map((k) => keepFee(k))).toEqual([1, 0, 1, 2, 3, 4]);
    expect(keepFee(4, true)).toBe(0);
  });

  test('a location goes to strictly the most of its face, at least one', () => {
    expect(mostOf([h('9 9 K K A'), h('9 10 J Q A')], '9')).toEqual([0]);
    expect(mostOf([h('9 9 K K A'), h('9 9 J Q A')], '9')).toEqual([0, 1]);
    expect(mostOf([h('10 10 K K A'), h('10 J J Q A')], '9')).toEqual([]);
  });
});

describe('scoring (§5)', () => {
  test('property and equipment points, nuggets, $2 = 1 point rounded down, badge 5', () => {
    const r = scoreGame(
      [
        { store: ['equipment-7', 'dynamite'], property: ['deed-5#1'], protected: ['deed-2#3'] },
        { store: [], property: ['deed-1#1'], protected: [] },
      ],
      [4, 9],
      [9, 10],
      1,
    );
    expect(r.seats[0]!.total).toBe(5 + 2 + 7 + 0 + 4 + 4); // deeds 7, equipment 7, nuggets 4, $9 → 4
    expect(r.seats[0]!.breakdown.map((l) => l.points)).toEqual([7, 7, 4, 4, 0]);
    expect(r.seats[1]!.breakdown.map((l) => l.points)).toEqual([1, 0, 9, 5, 5]);
    expect(r.seats[1]!.total).toBe(20);
    expect(r.seats[0]!.total).toBe(22);
    expect(r.winners).toEqual([0]);
  });
});
