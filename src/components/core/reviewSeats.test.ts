import { describe, expect, it } from 'vitest';
import { reviewSeats } from './reviewSeats';

const record = { start: { kind: 'record' } };
const base = { data: record, seats: ['human', 'strong', 'human', 'easy'], over: false, viewer: 'all' as const, handoff: false };

describe('whose decisions may be reviewed', () => {
  it('at the end: every person’s seat, or every seat when only bots played', () => {
    expect(reviewSeats({ ...base, over: true })).toEqual([0, 2]);
    expect(reviewSeats({ ...base, over: true, seats: ['strong', 'easy', 'strong'] })).toEqual([0, 1, 2]);
  });
  it('during a game: only the person at the screen', () => {
    expect(reviewSeats({ ...base, seats: ['human', 'strong'], viewer: 'all' })).toEqual([0]);
    expect(reviewSeats({ ...base, viewer: { seat: 2 } })).toEqual([2]);
    expect(reviewSeats({ ...base, viewer: { seat: 1 } })).toEqual([]);
    expect(reviewSeats({ ...base, viewer: 'none' })).toEqual([]);
    expect(reviewSeats({ ...base, viewer: { seat: 2 }, handoff: true })).toEqual([]);
  });
  it('never a game taken over from an example, a class table, or no game', () => {
    expect(reviewSeats({ ...base, over: true, data: { start: { kind: 'example' } } })).toEqual([]);
    expect(reviewSeats({ ...base, over: true, networked: true })).toEqual([]);
    expect(reviewSeats({ ...base, over: true, data: null })).toEqual([]);
  });
});
