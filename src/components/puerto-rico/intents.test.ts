import { describe, expect, it } from 'vitest';
import type { PuertoRicoMove, SeatView } from '../../../engine/puerto-rico/types';
import {
  EMPTY,
  arrangeMove,
  buildable,
  colonistsOf,
  draftOf,
  filled,
  goodsFor,
  intentToMove,
  leftOf,
  placed,
  sameMove,
  settleable,
  shipsFor,
  storeOptions,
  toggleCircle,
  type MayorDraft,
  type Selection,
} from './intents';

/** A board: corn (manned), indigo, quarry on the island; an indigo plant (1 of 3 circles) and a hacienda in the city; 3 in San Juan. */
const board: Pick<SeatView, 'island' | 'city' | 'sanJuan'> = {
  island: [
    { kind: 'corn', colonists: 1 },
    { kind: 'indigo', colonists: 0 },
    { kind: 'quarry', colonists: 0 },
  ],
  city: [
    { id: 'indigo_plant', colonists: 1 },
    { id: 'hacienda', colonists: 0 },
  ],
  sanJuan: 3,
};

const sel = (draft: MayorDraft | null, decline = false): Selection => ({ ...EMPTY, draft, decline });
const selected = (r: ReturnType<typeof intentToMove>): Selection => {
  if (!('select' in r)) throw new Error(`expected a selection, got ${JSON.stringify(r)}`);
  return r.select;
};

describe('the mayor draft', () => {
  it('starts from the board as it stands and counts every colonist', () => {
    const d = draftOf(board);
    expect(d).toEqual({ island: [1, 0, 0], city: [1, 0] });
    expect(colonistsOf(board)).toBe(5);
    expect(placed(d)).toBe(2);
    expect(leftOf(board, d)).toBe(3);
    expect(leftOf(board, d, true)).toBe(2);
  });

  it('places a colonist on an empty circle and takes it back from a filled one', () => {
    let d = draftOf(board);
    const r1 = toggleCircle(board, d, { area: 'island', index: 1, circle: 0 });
    if ('need' in r1) throw new Error('refused');
    d = r1;
    expect(d.island).toEqual([1, 1, 0]);
    expect(leftOf(board, d)).toBe(2);
    // the indigo plant's second circle: one more there
    const r2 = toggleCircle(board, d, { area: 'city', index: 0, circle: 1 });
    if ('need' in r2) throw new Error('refused');
    expect(r2.city).toEqual([2, 0]);
    expect(filled(r2, { area: 'city', index: 0, circle: 1 })).toBe(true);
    expect(filled(r2, { area: 'city', index: 0, circle: 2 })).toBe(false);
    // taking back from the first circle of a building with 2: one fewer
    const r3 = toggleCircle(board, r2, { area: 'city', index: 0, circle: 0 });
    if ('need' in r3) throw new Error('refused');
    expect(r3.city).toEqual([1, 0]);
    expect(leftOf(board, r3)).toBe(2);
  });

  it('says so when nobody is left in San Juan, and refuses a circle that is not there', () => {
    const full: MayorDraft = { island: [1, 1, 1], city: [2, 0] };
    expect(leftOf(board, full)).toBe(0);
    const r = toggleCircle(board, full, { area: 'city', index: 1, circle: 0 });
    expect('need' in r && r.need.en).toContain('No colonist is left');
    expect('need' in toggleCircle(board, full, { area: 'island', index: 0, circle: 1 })).toBe(true);
    expect('need' in toggleCircle(board, full, { area: 'city', index: 1, circle: 1 })).toBe(true);
    expect('need' in toggleCircle(board, full, { area: 'city', index: 5, circle: 0 })).toBe(true);
  });

  it('turns the draft into one arrange move, the decline flag only when chosen', () => {
    let s = sel(null);
    s = selected(intentToMove('mayor', 2, { kind: 'circle', at: { area: 'island', index: 2, circle: 0 } }, s, board));
    s = selected(intentToMove('mayor', 2, { kind: 'circle', at: { area: 'city', index: 1, circle: 0 } }, s, board));
    expect(intentToMove('mayor', 2, { kind: 'confirm' }, s, board)).toEqual({ move: { type: 'arrange', seat: 2, island: [1, 0, 1], city: [1, 1] } });
    s = selected(intentToMove('mayor', 2, { kind: 'decline', on: true }, s, board));
    expect(intentToMove('mayor', 2, { kind: 'confirm' }, s, board)).toEqual({
      move: { type: 'arrange', seat: 2, island: [1, 0, 1], city: [1, 1], declinePrivilege: true },
    });
    // with the privilege colonist gone, one fewer is left to place
    expect(leftOf(board, s.draft!, s.decline)).toBe(0);
  });

  it('clears everything back to San Juan, and resets to the board as it was', () => {
    const s = selected(intentToMove('mayor', 0, { kind: 'clear' }, sel(null), board));
    expect(s.draft).toEqual({ island: [0, 0, 0], city: [0, 0] });
    expect(leftOf(board, s.draft!)).toBe(5);
    const back = selected(intentToMove('mayor', 0, { kind: 'reset' }, { ...s, decline: true }, board));
    expect(back.draft).toBeNull();
    expect(back.decline).toBe(false);
  });

  it('will not decline the privilege colonist while every colonist is placed', () => {
    const full: MayorDraft = { island: [1, 1, 1], city: [2, 0] };
    const r = intentToMove('mayor', 0, { kind: 'decline', on: true }, sel(full), board);
    expect('need' in r).toBe(true);
    expect(arrangeMove(0, full, false)).toEqual({ type: 'arrange', seat: 0, island: [1, 1, 1], city: [2, 0] });
  });
});

describe('moves from the other choices', () => {
  it('picks a role, settles a plantation or a quarry, draws for the hacienda, builds', () => {
    expect(intentToMove('pickRole', 1, { kind: 'role', role: 'captain' }, EMPTY)).toEqual({ move: { type: 'pickRole', seat: 1, role: 'captain' } });
    expect(intentToMove('settler', 1, { kind: 'tile', tile: 2 }, EMPTY)).toEqual({ move: { type: 'settle', seat: 1, tile: 2 } });
    expect(intentToMove('settler', 1, { kind: 'tile', tile: 'quarry' }, EMPTY)).toEqual({ move: { type: 'settle', seat: 1, tile: 'quarry' } });
    expect(intentToMove('settler', 1, { kind: 'hacienda' }, EMPTY)).toEqual({ move: { type: 'hacienda', seat: 1 } });
    expect(intentToMove('builder', 3, { kind: 'building', id: 'harbor' }, EMPTY)).toEqual({ move: { type: 'build', seat: 3, building: 'harbor' } });
    expect(intentToMove('builder', 3, { kind: 'pass' }, EMPTY)).toEqual({ move: { type: 'pass', seat: 3 } });
    expect('need' in intentToMove('builder', 3, { kind: 'role', role: 'mayor' }, EMPTY)).toBe(true);
  });

  it('sells, takes the craftsman bonus, and loads a kind onto the ship chosen after it', () => {
    expect(intentToMove('trader', 0, { kind: 'good', good: 'coffee' }, EMPTY)).toEqual({ move: { type: 'sell', seat: 0, good: 'coffee' } });
    expect(intentToMove('craftsman', 0, { kind: 'good', good: 'sugar' }, EMPTY)).toEqual({ move: { type: 'bonus', seat: 0, good: 'sugar' } });
    const r = intentToMove('captain', 0, { kind: 'ship', ship: 1 }, EMPTY);
    expect('need' in r && r.need.en).toBe('First choose the kind of goods to load.');
    const s = selected(intentToMove('captain', 0, { kind: 'good', good: 'corn' }, EMPTY));
    expect(s.good).toBe('corn');
    expect(intentToMove('captain', 0, { kind: 'ship', ship: 1 }, s)).toEqual({ move: { type: 'load', seat: 0, good: 'corn', ship: 1 } });
    expect(intentToMove('captain', 0, { kind: 'ship', ship: 'wharf' }, s)).toEqual({ move: { type: 'load', seat: 0, good: 'corn', ship: 'wharf' } });
    // choosing the same kind again puts it down
    expect(selected(intentToMove('captain', 0, { kind: 'good', good: 'corn' }, s)).good).toBeNull();
  });

  it('keeps one barrel and whole kinds in the warehouses, then stores', () => {
    let s = selected(intentToMove('storage', 4, { kind: 'keepOne', good: 'tobacco' }, EMPTY));
    s = selected(intentToMove('storage', 4, { kind: 'keepAll', good: 'corn' }, s));
    s = selected(intentToMove('storage', 4, { kind: 'keepAll', good: 'sugar' }, s));
    s = selected(intentToMove('storage', 4, { kind: 'keepAll', good: 'corn' }, s));
    expect(intentToMove('storage', 4, { kind: 'confirm' }, s)).toEqual({ move: { type: 'store', seat: 4, single: 'tobacco', warehouse: ['sugar'] } });
    s = selected(intentToMove('storage', 4, { kind: 'keepOne', good: 'tobacco' }, s));
    expect(intentToMove('storage', 4, { kind: 'confirm' }, s)).toEqual({ move: { type: 'store', seat: 4, single: null, warehouse: ['sugar'] } });
  });
});

describe('what the legal moves mark', () => {
  const legal: PuertoRicoMove[] = [
    { type: 'load', seat: 0, good: 'corn', ship: 0 },
    { type: 'load', seat: 0, good: 'corn', ship: 'wharf' },
    { type: 'load', seat: 0, good: 'sugar', ship: 2 },
    { type: 'sell', seat: 0, good: 'indigo' },
    { type: 'build', seat: 0, building: 'small_market' },
    { type: 'settle', seat: 0, tile: 1 },
    { type: 'settle', seat: 0, tile: 'quarry' },
    { type: 'store', seat: 0, single: 'corn', warehouse: [] },
    { type: 'store', seat: 0, single: null, warehouse: ['corn', 'sugar'] },
  ];
  it('lists the ships for a kind, the goods per move type, builds, settles and storage choices', () => {
    expect(shipsFor(legal, 'corn')).toEqual([0, 'wharf']);
    expect(shipsFor(legal, 'sugar')).toEqual([2]);
    expect(shipsFor(legal, 'coffee')).toEqual([]);
    expect([...goodsFor(legal, 'load')]).toEqual(['corn', 'sugar']);
    expect([...goodsFor(legal, 'sell')]).toEqual(['indigo']);
    expect([...buildable(legal)]).toEqual(['small_market']);
    expect([...settleable(legal)]).toEqual([1, 'quarry']);
    expect(storeOptions(legal)).toEqual({ single: ['corn'], warehouse: ['corn', 'sugar'], kinds: 2 });
  });
  it('compares moves whatever the key order, warehouse order and an absent decline', () => {
    expect(sameMove({ type: 'store', seat: 0, single: null, warehouse: ['sugar', 'corn'] }, { seat: 0, warehouse: ['corn', 'sugar'], single: null, type: 'store' })).toBe(true);
    expect(sameMove({ type: 'arrange', seat: 0, island: [1], city: [], declinePrivilege: false }, { type: 'arrange', seat: 0, island: [1], city: [] })).toBe(true);
    expect(sameMove({ type: 'arrange', seat: 0, island: [1, 0], city: [] }, { type: 'arrange', seat: 0, island: [0, 1], city: [] })).toBe(false);
    expect(sameMove({ type: 'load', seat: 0, good: 'corn', ship: 0 }, { type: 'load', seat: 0, good: 'corn', ship: 1 })).toBe(false);
  });
});
