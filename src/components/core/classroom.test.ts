import { afterEach, describe, expect, it } from 'vitest';
import { newRecord } from '../../../engine/core/record';
import { santiago } from '../../../engine/santiago/game';
import type { SantiagoMove, SantiagoOptions, SantiagoState } from '../../../engine/santiago/types';
import { presenterKey } from './ExampleShell';
import { largestFit } from './FitBox';
import { roundHistory } from './history';
import { resultOf } from '../../../engine/core/ranking';
import { ranking, type ScoreRow } from './Result';
import { readItem, removeItem, writeItem } from './storage';

const row = (seat: number, total: number): ScoreRow => ({ seat, total, lines: [{ label: { zh: '分', en: 'points' }, points: total }] });
const result = (seats: [number, number, number?][]) => resultOf(seats.map(([seat, total, tieBreak]) => ({ seat, total, breakdown: [], ...(tieBreak === undefined ? {} : { tieBreak }) })));
const rank = (seats: [number, number, number?][]) => ranking(seats.map(([s, t]) => row(s, t)), result(seats)).map((x) => [x.row.seat, x.place]);

describe('the result screen ranks the seats', () => {
  it('equal totals in a game without a tie-break share a place, the next place counts the seats above it', () => {
    expect(rank([[0, 20], [1, 31], [2, 20], [3, 9]])).toEqual([
      [1, 1],
      [0, 2],
      [2, 2],
      [3, 4],
    ]);
  });
  it('the game’s tie-break orders equal totals: Puerto Rico’s C and D at 34 VP with 16 against 11 are 3rd and 4th', () => {
    expect(rank([[0, 41, 3], [1, 37, 20], [2, 34, 16], [3, 34, 11]])).toEqual([
      [0, 1],
      [1, 2],
      [2, 3],
      [3, 4],
    ]);
    // San Juan: seats 0 and 2 tie on 40 and seat 2 wins on cards in hand plus goods
    expect(rank([[0, 40, 2], [1, 35, 9], [2, 40, 5]])).toEqual([
      [2, 1],
      [0, 2],
      [1, 3],
    ]);
  });
  it('a full tie shares the place: a shared victory shares the first', () => {
    expect(rank([[0, 12, 3], [1, 12, 3], [2, 12, 1]]).map((x) => x[1])).toEqual([1, 1, 3]);
  });
});

describe('the presenter view', () => {
  it('maps a clicker’s and a keyboard’s keys', () => {
    expect(['ArrowRight', 'PageDown', ' '].map(presenterKey)).toEqual(['forward', 'forward', 'forward']);
    expect(['ArrowLeft', 'PageUp'].map(presenterKey)).toEqual(['back', 'back']);
    expect([presenterKey('Home'), presenterKey('End'), presenterKey('f'), presenterKey('F'), presenterKey('Escape'), presenterKey('Enter')]).toEqual([
      'first',
      'last',
      'fullscreen',
      'fullscreen',
      'leave',
      null,
    ]);
  });
  it('fits the board at the largest zoom that fits', () => {
    // a board 1000 × 600 laid out at its natural size, in a box of 800 × 700: 0.8 fits, 0.81 does not
    const fits = (z: number) => 1000 * z <= 800 && 600 * z <= 700;
    const z = largestFit(fits, 14);
    expect(z).toBeLessThanOrEqual(0.8);
    expect(z).toBeGreaterThan(0.799);
    expect(largestFit(() => true)).toBe(2.2);
    expect(largestFit(() => false)).toBe(0.3);
  });
});

describe('a game’s history over the rounds, from its record', () => {
  it('samples each seat’s cash at the start and at the end of every round', () => {
    let record = newRecord<SantiagoOptions, SantiagoMove>('santiago', { players: 3, seed: 4 });
    const made = santiago.setup(record);
    if (!made.ok) throw new Error(made.error.en);
    let s: SantiagoState = made.state;
    const atRoundEnd: number[][] = [];
    while (!santiago.isOver(s) && s.round < 3) {
      const move = santiago.legalMoves(s)[0]!;
      const r = santiago.play(s, move);
      if (!r.ok) throw new Error(r.violation.message.en);
      if (r.state.round !== s.round) atRoundEnd.push(r.state.money.slice());
      s = r.state;
      record = { ...record, moves: [...record.moves, move] };
    }
    const h = roundHistory(santiago, { kind: 'record', record }, () => null, (x) => x.money.slice(), (x) => x.round)!;
    expect(h.rounds.slice(0, 3)).toEqual([0, 1, 2]);
    expect(h.values[0]).toEqual(made.state.money);
    expect(h.values.slice(1, 3)).toEqual(atRoundEnd);
    // the last point is where the record stops
    expect(h.values[h.values.length - 1]).toEqual(s.money);
  });
  it('gives nothing for a record that cannot be replayed', () => {
    const record = { ...newRecord<SantiagoOptions, SantiagoMove>('santiago', { players: 3, seed: 4 }), moves: [{ type: 'pass', seat: 9 } as SantiagoMove] };
    expect(roundHistory(santiago, { kind: 'record', record }, () => null, (x) => x.money, (x) => x.round)).toBeNull();
  });
});

describe('storage that fails', () => {
  const real = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
  afterEach(() => {
    if (real) Object.defineProperty(globalThis, 'localStorage', real);
    else delete (globalThis as { localStorage?: unknown }).localStorage;
  });
  const store = (setItem: (k: string, v: string) => void) => {
    const data = new Map<string, string>();
    return { getItem: (k: string) => data.get(k) ?? null, setItem, removeItem: (k: string) => void data.delete(k), data };
  };

  it('denied (the getter throws): reads and writes say so, removing is quiet', () => {
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    expect(readItem('k')).toEqual({ ok: false, why: 'denied' });
    expect(writeItem('k', 'v')).toEqual({ ok: false, why: 'denied' });
    expect(() => removeItem('k')).not.toThrow();
  });
  it('full (a write throws QuotaExceededError): the read works, the write says the storage is full', () => {
    const s = store(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    Object.defineProperty(globalThis, 'localStorage', { configurable: true, value: s });
    expect(readItem('k')).toEqual({ ok: true, value: null });
    expect(writeItem('k', 'v')).toEqual({ ok: false, why: 'full' });
  });
  it('working storage round-trips', () => {
    const s = store((k, v) => void s.data.set(k, v));
    Object.defineProperty(globalThis, 'localStorage', { configurable: true, value: s });
    expect(writeItem('k', 'v')).toEqual({ ok: true });
    expect(readItem('k')).toEqual({ ok: true, value: 'v' });
    removeItem('k');
    expect(readItem('k')).toEqual({ ok: true, value: null });
  });
});
