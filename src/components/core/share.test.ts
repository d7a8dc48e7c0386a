import { describe, expect, it } from 'vitest';
import { parseSeats, seatsCode, splitShare } from './share';

describe('share parameter', () => {
  it('splits the record code from the seat kinds', () => {
    expect(splitShare('1.WyJzYW50~hse')).toEqual({ code: '1.WyJzYW50', seats: 'hse' });
    expect(splitShare('1.WyJzYW50')).toEqual({ code: '1.WyJzYW50', seats: null });
  });
  it('reads seat kinds only when they fit the player count', () => {
    expect(parseSeats('hse', 3)).toEqual(['human', 'strong', 'easy']);
    expect(parseSeats('hse', 4)).toBeNull();
    expect(parseSeats('hxe', 3)).toBeNull();
    expect(parseSeats(null, 3)).toBeNull();
    expect(seatsCode(['easy', 'human', 'strong', 'strong'])).toBe('ehss');
  });
});
