import { describe, expect, it } from 'vitest';
import { genoa } from '../../../engine/genoa/game';
import type { GenoaPosition } from '../../../engine/genoa/load';
import { loaded, run } from '../../../engine/genoa/testing';
import type { GenoaState } from '../../../engine/genoa/types';
import { seen } from './Board';
import * as O from './offer';

const three = (extra: Partial<GenoaPosition> = {}): GenoaState => loaded({ players: 3, seats: [{}, {}, {}], ...extra } as GenoaPosition);

describe('the offer builder', () => {
  it('offers the engine\'s targets and builds terms the engine accepts', () => {
    const s = three({ path: ['spices'] } as Partial<GenoaPosition>);
    const v = seen(s, { seat: 1 });
    const targets = O.targetsFor(v, 1);
    expect(targets[0]).toEqual({ target: 'spices', kind: 'actHere', extra: false });
    let d = O.draftFor(targets[0]!);
    d = O.stepDucats(d, 'bidderPays', 5);
    d = O.stepDucats(d, 'bidderPays', 5);
    d = O.togglePromiseGood(d, 'pepper');
    expect(O.toTerms(d)).toEqual({ target: 'spices', kind: 'actHere', bidderPays: { ducats: 10 }, traderPays: {}, promise: [{ kind: 'good', good: 'pepper' }] });
    expect(O.draftProblem(v, 1, d)).toBeNull();
    const after = run(s, { type: 'offer', seat: 1, offer: O.toTerms(d) });
    expect(after.offers).toEqual([{ bidder: 1, target: 'spices', kind: 'actHere', bidderPays: { ducats: 10 }, traderPays: {}, promise: [{ kind: 'good', good: 'pepper' }] }]);
  });

  it('shows the engine\'s refusal before sending: a good the warehouse does not give, more money than the seat has', () => {
    const s = three({ path: ['spices'] } as Partial<GenoaPosition>);
    const v = seen(s, { seat: 1 });
    let d = O.draftFor({ target: 'spices', kind: 'actHere', extra: false });
    d = O.togglePromiseGood(d, 'silk');
    expect(O.draftProblem(v, 1, d)?.rule).toBe('genoa.deal.future-promise');
    d = O.togglePromiseGood(d, 'silk');
    expect(O.draftProblem(v, 1, d)).toBeNull();
    d = O.stepDucats(d, 'bidderPays', 200);
    expect(O.draftProblem(v, 1, d)?.rule).toBe('genoa.deal.own');
  });

  it('never steps below zero and toggles cards and promise parts', () => {
    let d = O.draftFor({ target: 'villa_colini', kind: 'moveAndAct', extra: false });
    d = O.stepDucats(d, 'traderPays', -5);
    expect(d.traderPays.ducats).toBe(0);
    d = O.toggleCard(d, 'bidderPays', 7);
    expect(d.bidderPays.cards).toEqual([7]);
    d = O.toggleCard(d, 'bidderPays', 7);
    expect(O.toTerms(d).bidderPays).toEqual({});
    d = O.setPromiseSpecial(d, 'trade');
    d = O.stepPromiseDucats(d, 50);
    expect(O.promiseOf(d.promise)).toEqual([{ kind: 'ducats', amount: 50 }, { kind: 'special', special: 'trade' }]);
    expect(O.promiseChoices(d)?.villa).toBe(true);
    // retargeting clears the promise (it belongs to one action) and keeps the bundle
    d = O.stepGood(d, 'bidderPays', 'salt', 1);
    const r = O.retarget(d, { target: 'st-3-2', kind: 'moveOnly', extra: false });
    expect(r.promise).toEqual(O.NO_PROMISE);
    expect(r.bidderPays.goods).toEqual({ salt: 1 });
    expect(O.promiseChoices(r)).toBeNull();
  });

  it('a counter-offer starts from the offer and goes back to the same terms', () => {
    const o = { bidder: 2, target: 'spices' as const, kind: 'actHere' as const, bidderPays: { ducats: 15 }, traderPays: { goods: { salt: 1 } }, promise: [{ kind: 'good' as const, good: 'pepper' as const }] };
    const d = O.fromOffer(o);
    const { bidder: _b, ...terms } = o;
    expect(O.toTerms(d)).toEqual(terms);
  });

  it('worth to the trader: what he gets less what he gives, and his own use of the building', () => {
    const s = three({ path: ['spices'] } as Partial<GenoaPosition>);
    const o = { bidder: 1, target: 'spices' as const, kind: 'actHere' as const, bidderPays: { ducats: 20 }, traderPays: {}, promise: [] };
    const v = seen(s, { seat: 0 });
    const w = O.worthToTrader(v, o, true);
    expect(w.gets).toBe(20);
    expect(w.gives).toBe(0);
    expect(w.net).toBe(20);
    expect(w.own).toBeGreaterThan(0);
    expect(O.worthToTrader(v, { ...o, kind: 'moveOnly', target: 'st-3-2' as never }, true).own).toBeNull();
  });

  it('a wish for a far space is checked by the engine', () => {
    const s = three({ path: ['spices'] } as Partial<GenoaPosition>);
    const v = seen(s, { seat: 1 });
    expect(O.wishDraftProblem(v, 1, 'villa_colini', { ducats: 10 })).toBeNull();
    expect(O.wishDraftProblem(v, 1, 'villa_colini', { ducats: 12 })?.rule).toBe('genoa.deal.money-fives');
    expect(genoa.play(s, { type: 'wish', seat: 1, target: 'villa_colini', bundle: { ducats: 10 } }).ok).toBe(true);
  });
});
