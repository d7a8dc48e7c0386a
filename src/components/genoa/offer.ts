/**
 * The negotiation panel's logic, kept pure: an offer being built (a draft) and the steps a bidder
 * or the trader takes on it with steppers and chips, the draft as the engine's offer terms, the
 * engine's own refusal of it (asked before it is sent, on the seat's view), the promises the
 * target's action allows (from the engine's `yieldOf`), and what an offer is worth to the trader
 * (the engine's value estimates). Nothing here decides a rule: `offerProblem` does.
 */
import type { Violation } from '../../../engine/core/contract';
import { offerProblem, wishProblem, yieldOf } from '../../../engine/genoa/deals';
import { CARDS, GOODS, SPECIALS, type Good, type Special } from '../../../engine/genoa/data';
import { isBuilding, type BuildingId, type SpaceId } from '../../../engine/genoa/map';
import { WORTH, actionValue, goodValue, privilegeGain, specialValue } from '../../../engine/genoa/values';
import type { Bundle, Offer, OfferKind, OfferTerms, Table, YieldShare } from '../../../engine/genoa/types';

import { NO_PROMISE, type Draft, type PromiseDraft, type Side } from './draft';

export * from './draft';

const clampAdd = (n: number | undefined, delta: number, max = Infinity): number => Math.max(0, Math.min(max, (n ?? 0) + delta));

/** Ducats in steps of 5 (rule ⑤): `delta` is ±5 or ±10 … */
export function stepDucats(d: Draft, side: Side, delta: number): Draft {
  return { ...d, [side]: { ...d[side], ducats: clampAdd(d[side].ducats, delta) } };
}

export function stepGood(d: Draft, side: Side, g: Good, delta: number): Draft {
  return { ...d, [side]: { ...d[side], goods: { ...d[side].goods, [g]: clampAdd(d[side].goods?.[g], delta, 5) } } };
}

export function stepSpecial(d: Draft, side: Side, sp: Special, delta: number): Draft {
  return { ...d, [side]: { ...d[side], specials: { ...d[side].specials, [sp]: clampAdd(d[side].specials?.[sp], delta, 7) } } };
}

export function stepMarkers(d: Draft, side: Side, delta: number): Draft {
  return { ...d, [side]: { ...d[side], markers: clampAdd(d[side].markers, delta, 7) } };
}

/** A game card in or out of a side's part. */
export function toggleCard(d: Draft, side: Side, id: number): Draft {
  const cards = d[side].cards ?? [];
  return { ...d, [side]: { ...d[side], cards: cards.includes(id) ? cards.filter((c) => c !== id) : [...cards, id] } };
}

/** What the target's action could yield, for the promise controls (none for a move only). */
export function promiseChoices(d: Pick<Draft, 'target' | 'kind'>): ReturnType<typeof yieldOf> | null {
  if (d.kind === 'moveOnly' || !isBuilding(d.target)) return null;
  return yieldOf(d.target as BuildingId);
}

export function stepPromiseDucats(d: Draft, delta: number): Draft {
  return { ...d, promise: { ...d.promise, ducats: clampAdd(d.promise.ducats, delta) } };
}
export function togglePromiseGood(d: Draft, g: Good): Draft {
  const goods = d.promise.goods.includes(g) ? d.promise.goods.filter((x) => x !== g) : [...d.promise.goods, g];
  return { ...d, promise: { ...d.promise, goods } };
}
export function setPromiseSpecial(d: Draft, sp: Special | null): Draft {
  return { ...d, promise: { ...d.promise, special: d.promise.special === sp ? null : sp } };
}
export function stepPromiseDraws(d: Draft, delta: number): Draft {
  return { ...d, promise: { ...d.promise, draws: clampAdd(d.promise.draws, delta, 2) } };
}
export function setPromiseMarkers(d: Draft, n: 0 | 1 | 2): Draft {
  return { ...d, promise: { ...d.promise, markers: d.promise.markers === n ? 0 : n } };
}

/** A bundle without its zero parts (the engine's offers and the log read cleanly). */
export function cleanBundle(b: Bundle): Bundle {
  const out: Bundle = {};
  if (b.ducats) out.ducats = b.ducats;
  const goods = Object.fromEntries(GOODS.filter((g) => (b.goods?.[g] ?? 0) > 0).map((g) => [g, b.goods![g]!]));
  if (Object.keys(goods).length) out.goods = goods;
  const specials = Object.fromEntries(SPECIALS.filter((sp) => (b.specials?.[sp] ?? 0) > 0).map((sp) => [sp, b.specials![sp]!]));
  if (Object.keys(specials).length) out.specials = specials;
  if (b.cards?.length) out.cards = [...b.cards];
  if (b.markers) out.markers = b.markers;
  return out;
}

export function promiseOf(p: PromiseDraft): YieldShare[] {
  const out: YieldShare[] = [];
  if (p.ducats) out.push({ kind: 'ducats', amount: p.ducats });
  for (const g of p.goods) out.push({ kind: 'good', good: g });
  if (p.special) out.push({ kind: 'special', special: p.special });
  for (let i = 0; i < p.draws; i++) out.push({ kind: 'drawnCard' });
  if (p.markers) out.push({ kind: 'markers', n: p.markers });
  return out;
}

/** The draft as the engine's offer terms. */
export function toTerms(d: Draft): OfferTerms {
  const terms: OfferTerms = { target: d.target, kind: d.kind, bidderPays: cleanBundle(d.bidderPays), traderPays: cleanBundle(d.traderPays), promise: promiseOf(d.promise) };
  if (d.extra) terms.extra = true;
  return terms;
}

/** A draft from an offer on the table (the trader's counter-offer starts from it). */
export function fromOffer(o: Offer): Draft {
  const p: PromiseDraft = { ...NO_PROMISE, goods: [] };
  for (const y of o.promise) {
    if (y.kind === 'ducats') p.ducats += y.amount;
    else if (y.kind === 'good') p.goods.push(y.good);
    else if (y.kind === 'special') p.special = y.special;
    else if (y.kind === 'drawnCard') p.draws++;
    else p.markers = y.n;
  }
  return { target: o.target, kind: o.kind, extra: !!o.extra, bidderPays: cleanBundle(o.bidderPays), traderPays: cleanBundle(o.traderPays), promise: p };
}

/** The engine's answer to the draft before it is sent: null when it may be sent, else the rule that refuses it. */
export function draftProblem(t: Table, bidder: number, d: Draft, counter = false): Violation | null {
  return offerProblem(t, bidder, toTerms(d), counter ? { counter: true } : {});
}

/** The engine's answer to a wish for a far space. */
export const wishDraftProblem = (t: Table, seat: number, target: SpaceId, bundle: Bundle): Violation | null => wishProblem(t, seat, target, cleanBundle(bundle));

/** A game card's rough worth to `seat` (a privilege exactly, by the groups it would join). */
export function cardWorth(t: Table, seat: number, id: number): number {
  const c = CARDS[id]!;
  if (c.deck === 'privilege') return privilegeGain(t, seat, c.building);
  return c.deck === 'large' ? WORTH.largeCard : c.deck === 'small' ? WORTH.smallCard : WORTH.messageCard;
}

/** A bundle's rough worth to `seat`. */
export function bundleWorth(t: Table, seat: number, b: Bundle): number {
  let v = b.ducats ?? 0;
  for (const g of GOODS) v += (b.goods?.[g] ?? 0) * goodValue(t, seat, g);
  for (const sp of SPECIALS) v += (b.specials?.[sp] ?? 0) * specialValue(t, seat, sp);
  for (const id of b.cards ?? []) v += cardWorth(t, seat, id);
  return v + (b.markers ?? 0) * WORTH.marker;
}

/** A promise's rough worth to `seat` (a drawn card at the average of the decks it may come from). */
export function promiseWorth(t: Table, seat: number, p: readonly YieldShare[]): number {
  let v = 0;
  for (const y of p) {
    if (y.kind === 'ducats') v += y.amount;
    else if (y.kind === 'good') v += goodValue(t, seat, y.good);
    else if (y.kind === 'special') v += specialValue(t, seat, y.special);
    else if (y.kind === 'drawnCard') v += WORTH.smallCard;
    else v += y.n * WORTH.marker;
  }
  return v;
}

export interface Worth {
  /** What the trader gets, less what he gives. */
  net: number;
  gets: number;
  gives: number;
  /** What the action there would be worth to the trader himself (a building he could still use), or null. */
  own: number | null;
}

/** What an offer is worth to the trader, as far as he can see (the engine's estimates). */
export function worthToTrader(t: Table, o: Offer, traderMayAct: boolean): Worth {
  const tr = t.trader;
  const gets = bundleWorth(t, tr, o.bidderPays) + promiseWorth(t, tr, o.promise);
  const gives = bundleWorth(t, tr, o.traderPays);
  const own = traderMayAct && o.kind !== 'moveOnly' && isBuilding(o.target) ? actionValue(t, tr, o.target as BuildingId) : null;
  return { net: gets - gives, gets, gives, own };
}
