import { describe, expect, it } from 'vitest';
import { litParts, relevantParts, seatOrder, supplyOrder } from './layout';
import { rowFill } from './PlayerBoard';

describe('what the boards show first', () => {
  it('lights on the supply board only what the step marks there; goods and buildings are a named seat’s', () => {
    expect([...litParts({ roles: ['captain'], ships: [0, 1, 2] })]).toEqual(['roles', 'ships']);
    expect([...litParts({ house: true, colonistShip: true, quarries: true })]).toEqual(['house', 'colonists', 'row']);
    expect([...litParts({ goods: ['corn'], buildings: ['harbor'] })]).toEqual(['goods', 'buildings']);
    expect([...litParts({ seats: [2], goods: ['corn'], buildings: ['harbor'], ships: [2] })]).toEqual(['ships']);
    expect([...litParts(undefined)]).toEqual([]);
  });

  it('adds the part in play in the phase, but for the role cards', () => {
    expect([...relevantParts('captain', { seats: [0] })]).toEqual(['ships']);
    expect([...relevantParts('builder', { seats: [1], buildings: ['wharf'] })]).toEqual(['buildings']);
    expect([...relevantParts('pickRole', undefined)]).toEqual([]);
    expect([...relevantParts('trader', { roles: ['trader'] })]).toEqual(['roles', 'house']);
  });

  it('orders the supply board: lit parts, then the part in play, then as printed', () => {
    expect(supplyOrder('captain', { seats: [1], ships: [1] })).toEqual(['ships', 'roles', 'house', 'colonists', 'goods', 'row', 'buildings']);
    expect(supplyOrder('builder', { quarries: true })).toEqual(['row', 'buildings', 'roles', 'ships', 'house', 'colonists', 'goods']);
    expect(supplyOrder('mayor', { roles: ['mayor'], colonistShip: true })).toEqual(['roles', 'colonists', 'ships', 'house', 'goods', 'row', 'buildings']);
    expect(supplyOrder('pickRole', undefined)).toEqual(['roles', 'ships', 'house', 'colonists', 'goods', 'row', 'buildings']);
  });

  it('puts the seat deciding here first, then the seats the step names, and draws the seat to act in full', () => {
    const o = seatOrder(4, { seats: [3, 1] }, 2, 2);
    expect(o.first).toEqual([2, 3, 1]);
    expect(o.rest).toEqual([0]);
    expect([...o.full].sort()).toEqual([1, 2, 3]);
    const named = seatOrder(4, { seats: [1, 1, 7] }, null, 0);
    expect(named.first).toEqual([1]);
    expect(named.rest).toEqual([0, 2, 3]);
    expect([...named.full].sort()).toEqual([0, 1]);
    const none = seatOrder(3, undefined, null, undefined);
    expect(none.first).toEqual([]);
    expect(none.rest).toEqual([0, 1, 2]);
    expect(none.full.size).toBe(0);
  });

  it('draws full-size empty spaces only to the end of the last row of 4 in use', () => {
    expect([0, 1, 3, 4, 5, 8, 11, 12].map(rowFill)).toEqual([4, 3, 1, 0, 3, 0, 1, 0]);
  });
});
