import { describe, expect, it } from 'vitest';
import type { SeatResult } from './contract';
import { placesOf, resultOf } from './ranking';

const seat = (s: number, total: number, tieBreak?: number): SeatResult => ({ seat: s, total, breakdown: [], ...(tieBreak === undefined ? {} : { tieBreak }) });

describe('places at the end of a game', () => {
  it('ranks by total, then by the game’s tie-break: C and D at 34 VP are 3rd and 4th when their tie-break is 16 against 11', () => {
    const seats = [seat(0, 40, 5), seat(1, 36, 9), seat(2, 34, 16), seat(3, 34, 11)];
    const { order, place } = placesOf(seats);
    expect(order.map((s) => s.seat)).toEqual([0, 1, 2, 3]);
    expect([0, 1, 2, 3].map((s) => place.get(s))).toEqual([1, 2, 3, 4]);
    // the lower tie-break listed first still ends behind
    expect(placesOf([seat(0, 34, 11), seat(1, 34, 16)]).order.map((s) => s.seat)).toEqual([1, 0]);
  });
  it('shares a place only when total and tie-break are both equal', () => {
    const { place } = placesOf([seat(0, 20, 3), seat(1, 20, 3), seat(2, 20, 2), seat(3, 25, 0)]);
    expect([0, 1, 2, 3].map((s) => place.get(s))).toEqual([2, 2, 4, 1]);
  });
  it('shares places by total alone in a game whose rules have no tie-break', () => {
    const { place } = placesOf([seat(0, 12), seat(1, 15), seat(2, 12)]);
    expect([0, 1, 2].map((s) => place.get(s))).toEqual([2, 1, 2]);
  });
  it('the winners are the seats in first place', () => {
    expect(resultOf([seat(0, 30, 4), seat(1, 30, 6), seat(2, 28, 9)]).winners).toEqual([1]);
    expect(resultOf([seat(0, 30, 6), seat(1, 30, 6), seat(2, 28, 9)]).winners).toEqual([0, 1]);
    expect(resultOf([seat(0, 9), seat(1, 9)]).winners).toEqual([0, 1]);
  });
});
