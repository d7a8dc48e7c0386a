import { describe, expect, it } from 'vitest';
import { offerProblem, offerTargets } from './deals';
import { genoa } from './game';
import { loaded, run } from './testing';
import type { Table } from './types';
import { actionValue, expectedPrivilegeGain, goodValue, messagesPaidBy, missingForOrders, privilegeGain, privilegeScore, specialValue, visitValue, WORTH } from './values';

describe('values for bots, from what a seat may see', () => {
  // A holds the privileges for Villa Colini (46) and the Coach House (48), a large order for Villa Colini (0: salt, wheat, linen)
  // with salt and wheat, a small order for the Tavern (16: wheat) and the message Park – Guild Hall (32)
  const s = loaded({
    players: 3,
    seats: [{ hand: [46, 48, 0, 16, 32], goods: { salt: 1, wheat: 1 } }, { hand: [3] }, {}],
    owners: { spices: 0 },
    path: ['guild_hall', 'st-4-2'],
  });

  it('privileges: the exact gain at the end from what the seat holds', () => {
    expect(privilegeScore([46, 48])).toBe(20);
    expect(privilegeGain(s, 0, 'park')).toBe(60 - 20); // Colini – Park – Coach House: one group of 3
    expect(privilegeGain(s, 0, 'villa_colini')).toBe(0); // held already
    expect(privilegeGain(s, 0, 'grains')).toBe(10);
    expect(expectedPrivilegeGain(s, 0)).toBeCloseTo((40 + 20 + 20 + 10 * 9) / 12, 5); // Park 40, Metals 20, Villa Ricci 20, the other 9 alone 10
  });

  it('goods: more when an order of the seat\'s still needs them', () => {
    expect(goodValue(s, 0, 'linen')).toBe(Math.round((100 + WORTH.special.anyGood) / 3));
    expect(goodValue(s, 0, 'salt')).toBe(WORTH.good); // it has the salt it needs
    expect(goodValue(s, 0, 'silk')).toBe(WORTH.good);
    expect(missingForOrders(s, 0)).toEqual({ salt: 0, wheat: 1, linen: 1 });
    expect(specialValue(s, 0, 'buildingAction')).toBe(WORTH.special.buildingAction);
    expect(specialValue(s, 1, 'buildingAction')).toBe(WORTH.special.buildingAction / 2);
  });

  it('actions: the yield left in the supply, the best way at a villa, a small order riding along', () => {
    expect(actionValue(s, 0, 'fabrics')).toBe(goodValue(s, 0, 'linen') + WORTH.good);
    expect(actionValue(s, 0, 'tavern')).toBe(WORTH.special.trade + 40 - WORTH.good);
    expect(actionValue(s, 0, 'cathedral')).toBe(2 * WORTH.marker);
    const ready = loaded({ players: 3, seats: [{ hand: [0], goods: { salt: 1, wheat: 1, linen: 1 } }, {}, {}] });
    expect(actionValue(ready, 0, 'villa_colini')).toBe(100 + WORTH.special.anyGood - 3 * WORTH.good);
    expect(actionValue(ready, 0, 'villa_ricci')).toBeCloseTo(expectedPrivilegeGain(ready, 0) + WORTH.good, 5);
  });

  it('a disc on a building pays the seat\'s messages whose other building already holds one', () => {
    expect(messagesPaidBy(s, 0, 'park')).toBe(30);
    expect(messagesPaidBy(s, 0, 'cathedral')).toBe(0);
    expect(visitValue(s, 0, 'park', true)).toBe(30 + actionValue(s, 0, 'park'));
  });

  it('the checks and values read a seat\'s view as well as the state, and never another seat\'s secrets', () => {
    const v: Table = genoa.view(s, 1);
    expect(privilegeGain(v, 0, 'park')).toBe(10); // B cannot see A's hand: to B it is a lone privilege
    expect(actionValue(genoa.view(s, 0), 0, 'fabrics')).toBe(actionValue(s, 0, 'fabrics'));
    const bid = { target: 'park' as const, kind: 'moveAndAct' as const, bidderPays: { cards: [3] }, traderPays: { goods: { salt: 1 } }, promise: [] };
    expect(offerProblem(v, 1, bid)).toBeNull();
    expect(offerProblem(s, 1, bid)).toBeNull();
    expect(offerProblem(v, 1, { ...bid, bidderPays: { cards: [4] } })!.rule).toBe('genoa.deal.own');
    expect(offerTargets(v, 1)).toEqual(offerTargets(s, 1));
    const played = run(s, { type: 'offer', seat: 1, offer: bid });
    expect(played.offers).toHaveLength(1);
  });
});
