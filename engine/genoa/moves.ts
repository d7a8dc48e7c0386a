/**
 * A bounded, representative list of the legal moves of the seat acting now (who that is: acting.ts). The checker accepts every
 * legal move; this list is what bots and random games choose from, so it holds, for a bidder,
 * each target he may bid for with a few bundles drawn from what he owns (money, a good, a special
 * card, a game card, a marker, a promise from the action's yield, a good asked of the trader), a
 * wish, and "no offer"; for the trader, each acceptance, one counter-offer while counters remain, his own action, each free move, stopping, and his own-turn cards.
 */
import { actingSeat, toAct } from './acting';
import { CARDS, GOODS, SPECIALS, type Deck, type Good, type Special } from './data';
import { bidderCanPay, forcedSale, offerTargets, traderCanPay, yieldOf } from './deals';
import { BUILDING, SPACES, isBuilding, type BuildingId, type SpaceId } from './map';
import {
  acquireOptions,
  bindingChoices,
  count,
  deliverableLarge,
  farTargets,
  holds,
  moveTargets,
  normalLeft,
  openBuilding,
  ownedBy,
  total,
} from './rules';
import type { Bundle, GenoaMove, GenoaState, Offer, OfferTerms, TradeItem, YieldShare } from './types';

type S = GenoaState;

export { actingSeat, toAct };

const DECKS: readonly Deck[] = ['large', 'small', 'message', 'privilege'];

// Shared, never-mutated pieces of the listed offers (moves are plain JSON and are never changed in place).
const EMPTY: Bundle = {};
const NO_PROMISE: YieldShare[] = [];
const ONE_GOOD = Object.fromEntries(GOODS.map((g) => [g, { goods: { [g]: 1 } }])) as Record<Good, Bundle>;
const ONE_SPECIAL = Object.fromEntries(SPECIALS.map((sp) => [sp, { specials: { [sp]: 1 } }])) as Record<Special, Bundle>;
const ONE_CARD: Bundle[] = CARDS.map((c) => ({ cards: [c.id] }));
const ONE_MARKER: Bundle = { markers: 1 };
const AMOUNTS = [5, 10, 20, 30] as const;
const MONEY = Object.fromEntries(AMOUNTS.map((d) => [d, { ducats: d }])) as Record<number, Bundle>;
const GOOD_AND_MONEY = Object.fromEntries(GOODS.map((g) => [g, Object.fromEntries(AMOUNTS.map((d) => [d, { ducats: d, goods: { [g]: 1 } }]))])) as Record<Good, Record<number, Bundle>>;
const PROMISE_GOOD = Object.fromEntries(GOODS.map((g) => [g, [{ kind: 'good', good: g }]])) as Record<Good, YieldShare[]>;
const PROMISE_SPECIAL = Object.fromEntries(SPECIALS.map((sp) => [sp, [{ kind: 'special', special: sp }]])) as Record<Special, YieldShare[]>;
const PROMISE_HALF: YieldShare[] = [{ kind: 'ducats', amount: 50 }];
const PROMISE_CARD: YieldShare[] = [{ kind: 'drawnCard' }];
const PROMISE_MARKER: YieldShare[] = [{ kind: 'markers', n: 1 }];

/** A promise the bidder could make for the action at `b` (one per building kind), or null. */
function samplePromise(s: S, seat: number, b: BuildingId, i: number): YieldShare[] | null {
  const y = yieldOf(b);
  if (y.goods.length) return PROMISE_GOOD[y.goods[i % y.goods.length]!];
  if (y.special) return PROMISE_SPECIAL[y.special];
  if (y.villa) return deliverableLarge(s.seats[seat]!, b).length ? PROMISE_HALF : PROMISE_CARD;
  if (y.markers) return PROMISE_MARKER;
  if (y.draws) return PROMISE_CARD;
  return null;
}

/** The `i`-th item a bidder could hand over (rotating through his goods, special cards, game cards and markers), or null. */
function sampleItem(s: S, seat: number, i: number, reserveExtra: boolean): Bundle | null {
  const me = s.seats[seat]!;
  const goodsOnly = s.players === 2 && s.options.twoPlayerItem === 'good';
  for (let k = 0; k < 4; k++) {
    switch ((i + k) % 4) {
      case 0:
        for (let j = 0; j < GOODS.length; j++) {
          const g = GOODS[(i + j) % GOODS.length]!;
          if ((me.goods[g] ?? 0) > 0) return ONE_GOOD[g];
        }
        break;
      case 1:
        if (goodsOnly) break;
        for (let j = 0; j < SPECIALS.length; j++) {
          const sp = SPECIALS[(i + j) % SPECIALS.length]!;
          if ((me.specials[sp] ?? 0) > (sp === 'extraAction' && reserveExtra ? 1 : 0)) return ONE_SPECIAL[sp];
        }
        break;
      case 2:
        if (!goodsOnly && me.hand.length) return ONE_CARD[me.hand[i % me.hand.length]!]!;
        break;
      case 3:
        if (!goodsOnly && me.markers > 0 && s.markerSupply[s.trader]! > 0) return ONE_MARKER;
        break;
    }
  }
  return null;
}

/** The first good a seat holds from `from` on, or null. */
function firstGood(goods: Partial<Record<Good, number>>, from: number): Good | null {
  for (let j = 0; j < GOODS.length; j++) {
    const g = GOODS[(from + j) % GOODS.length]!;
    if ((goods[g] ?? 0) > 0) return g;
  }
  return null;
}

const offerMove = (seat: number, target: SpaceId, kind: Offer['kind'], extra: boolean, bidderPays: Bundle, traderPays: Bundle, promise: YieldShare[]): GenoaMove =>
  extra
    ? { type: 'offer', seat, offer: { target, kind, bidderPays, traderPays, promise, extra: true } }
    : { type: 'offer', seat, offer: { target, kind, bidderPays, traderPays, promise } };

function biddingMoves(s: S, seat: number): GenoaMove[] {
  const out: GenoaMove[] = [];
  const me = s.seats[seat]!;
  const two = s.players === 2;
  const targets = offerTargets(s, seat);
  for (let i = 0; i < targets.length; i++) {
    const t = targets[i]!;
    const item = sampleItem(s, seat, i, t.extra);
    if (two && !item) continue;
    const amount = AMOUNTS[i % 3]!;
    const money = me.ducats >= amount ? (two ? (item!.goods ? GOOD_AND_MONEY[firstGood(item!.goods, 0)!]![amount]! : null) : MONEY[amount]!) : null;
    const cheap = two ? item! : EMPTY;
    if (!two) out.push(offerMove(seat, t.target, t.kind, t.extra, EMPTY, EMPTY, NO_PROMISE));
    if (money) out.push(offerMove(seat, t.target, t.kind, t.extra, money, EMPTY, NO_PROMISE));
    if (item) out.push(offerMove(seat, t.target, t.kind, t.extra, item, EMPTY, NO_PROMISE));
    if (t.kind !== 'moveOnly') {
      const promise = samplePromise(s, seat, t.target as BuildingId, i);
      if (promise) out.push(offerMove(seat, t.target, t.kind, t.extra, cheap, EMPTY, promise));
    }
    // a two-way deal: the bidder asks for one of the trader's goods (they lie face up)
    const tg = firstGood(s.seats[s.trader]!.goods, i);
    if (tg) out.push(offerMove(seat, t.target, t.kind, t.extra, money ?? cheap, ONE_GOOD[tg], NO_PROMISE));
  }
  const far = farTargets(s);
  if (far.length) out.push({ type: 'wish', seat, target: far[(s.path.length + seat) % far.length]!, bundle: me.ducats >= 10 ? MONEY[10]! : EMPTY });
  out.push({ type: 'noOffer', seat });
  return out;
}

/** A counter-offer the trader might make: five ducats more from the bidder (2 players keep the item). */
function sampleCounter(o: Offer): Offer {
  return { ...o, bidderPays: { ...o.bidderPays, ducats: (o.bidderPays.ducats ?? 0) + 5 } };
}

/** The trader's own-turn cards: a bounded set of plays (every good for Any good, every building he owns, a few swaps). */
function cardMoves(s: S): GenoaMove[] {
  const seat = s.trader;
  const me = s.seats[seat]!;
  const out: GenoaMove[] = [];
  if (holds(me, 'anyGood')) for (const good of GOODS) if (count(s.goods, good) > 0) out.push({ type: 'useAnyGood', seat, good });
  if (holds(me, 'buildingAction')) for (const building of ownedBy(s, seat)) out.push({ type: 'useBuildingAction', seat, building });
  if (holds(me, 'trade')) {
    const gives: TradeItem[] = [];
    const myGood = firstGood(me.goods, s.path.length);
    if (myGood) gives.push({ kind: 'good', good: myGood });
    const mySpecials = SPECIALS.filter((sp) => count(me.specials, sp) > (sp === 'trade' ? 1 : 0));
    if (mySpecials.length) gives.push({ kind: 'special', special: mySpecials[0]! });
    if (me.hand.length) gives.push({ kind: 'card', card: me.hand[0]! });
    if (me.markers > 0) gives.push({ kind: 'marker' });
    const takes: TradeItem[] = [];
    const supplyGoods = GOODS.filter((g) => count(s.goods, g) > 0);
    if (supplyGoods.length) takes.push({ kind: 'good', good: supplyGoods[s.path.length % supplyGoods.length]! });
    const stacks = SPECIALS.filter((sp) => count(s.specials, sp) > 0);
    if (stacks.length) takes.push({ kind: 'special', special: stacks[s.path.length % stacks.length]! });
    for (const deck of DECKS) if (s.decks[deck].down.length + s.decks[deck].up.length > 0) takes.push({ kind: 'card', deck });
    if (s.markerSupply[seat]! > 0) takes.push({ kind: 'marker' });
    for (const give of gives)
      for (const take of takes) {
        if (give.kind === take.kind && (give.kind === 'marker' || (give.kind === 'good' && take.kind === 'good' && give.good === take.good))) continue;
        if (give.kind === 'special' && take.kind === 'special' && give.special === take.special) continue;
        out.push({ type: 'useTrade', seat, give, take });
        if (out.length > 40) return out;
      }
  }
  return out;
}

function traderMoves(s: S): GenoaMove[] {
  const seat = s.trader;
  const out: GenoaMove[] = [];
  const forced = forcedSale(s);
  for (const o of s.offers) if ((!forced || o.kind === 'actHere') && traderCanPay(s, o)) out.push({ type: 'accept', seat, bidder: o.bidder });
  // one counter-offer is listed (to the offer whose turn it is in rotation), while counters remain
  if (s.counters < s.options.counterCap) {
    const open = s.offers.filter((o) => (!forced || o.kind === 'actHere') && traderCanPay(s, o));
    if (open.length) out.push({ type: 'counter', seat, offer: sampleCounter(open[(s.counters + s.path.length) % open.length]!) });
  }
  if (openBuilding(s)) {
    if (normalLeft(s, seat) > 0) out.push({ type: 'actHere', seat });
    else if (holds(s.seats[seat]!, 'extraAction')) out.push({ type: 'actHere', seat, extra: true });
  }
  if (!forced) {
    for (const to of moveTargets(s)) out.push({ type: 'move', seat, to });
    out.push({ type: 'stop', seat });
  }
  out.push(...cardMoves(s));
  return out;
}

export function legalMoves(s: S): GenoaMove[] {
  const seat = actingSeat(s);
  if (seat === undefined) return [];
  switch (s.phase) {
    case 'start': {
      const out: GenoaMove[] = [{ type: 'roll', seat }];
      if (holds(s.seats[seat]!, 'anyStart')) for (const space of SPACES) out.push({ type: 'anyStart', seat, space });
      out.push(...cardMoves(s));
      return out;
    }
    case 'bidding':
      return biddingMoves(s, seat);
    case 'trader':
      return traderMoves(s);
    case 'counter': {
      const out: GenoaMove[] = [];
      if (s.counter && bidderCanPay(s, s.counter)) out.push({ type: 'agree', seat });
      out.push({ type: 'refuse', seat });
      return out;
    }
    case 'action':
      return bindingChoices(s).map((c) => ({ type: 'act', seat, ...c }));
    case 'acquisition': {
      const out: GenoaMove[] = acquireOptions(s, seat).map((o) => ({ type: 'acquire', seat, street: o.street, buildings: o.buildings }));
      out.push({ type: 'pass', seat });
      return out;
    }
    default:
      return [];
  }
}

