/**
 * Negotiation (§5.4, §6 of the fact sheet): who may bid for what, what a bundle and a promise may
 * hold, the forced sale of special case A and the far wishes of special case B. Every function is
 * pure and answers with a `Violation` (rule id, chapter section, both languages) or null, so that
 * the checker, the legal-move list and the bots ask the same questions.
 *
 * Rule ids follow the seed's numbering: `genoa.deal.one-bidder` (①), `genoa.deal.acted` (②),
 * `genoa.deal.building-acts` (④), `genoa.deal.money-fives` / `genoa.deal.own` (⑤),
 * `genoa.deal.future-promise` (⑥), `genoa.deal.hidden-card` (⑦), `genoa.deal.street-no-action`
 * (⑧), `genoa.special-a.forced-sale`, `genoa.special-b.far` / `genoa.special-b.wish`, and
 * `genoa.deal.money-only-two-players` (the 2-player rule).
 */
import type { Violation } from '../core/contract';
import { seatLetter } from '../core/seats';
import { isInt, isObject, violation } from '../core/violation';
import { CARDS, CARD_BUILDING_SPECIAL, GOODS, PAY, SPECIALS, WAREHOUSE_GOODS, type Good, type Special } from './data';
import { BUILDING, SPACES, isBuilding, isStreet, type BuildingId, type SpaceId } from './map';
import { count, freeDistance, here, moveTargets, normalLeft, openBuilding, smallOrdersFor, stepsLeft, total } from './rules';
import { buildingName, spaceName, GOOD_NAMES, SPECIAL_NAMES } from './text';
import type { Bundle, Offer, OfferKind, OfferTerms, SeatLike, Table, YieldShare } from './types';

/** The state, or a seat's view of it (see `Table`). */
type S = Table;

const NR = 'negotiation-rules';
const KINDS: readonly OfferKind[] = ['actHere', 'moveAndAct', 'moveOnly'];
const SPACE_SET = new Set<string>(SPACES);
export const isSpace = (x: unknown): x is SpaceId => typeof x === 'string' && SPACE_SET.has(x);

// ---- bundles -------------------------------------------------------------------------------------

/** A bundle's shape: whole non-negative numbers, known goods and special cards, card ids, no duplicates. */
export function bundleShapeOk(b: unknown): b is Bundle {
  if (!isObject(b)) return false;
  for (const k in b) {
    const v = b[k];
    switch (k) {
      case 'ducats':
        if (v !== undefined && !isInt(v, 0, 100_000)) return false;
        break;
      case 'markers':
        if (v !== undefined && !isInt(v, 0, 7)) return false;
        break;
      case 'goods':
        if (v === undefined) break;
        if (!isObject(v)) return false;
        for (const g in v) if (!GOOD_SET.has(g) || !isInt(v[g], 0, 5)) return false;
        break;
      case 'specials':
        if (v === undefined) break;
        if (!isObject(v)) return false;
        for (const sp in v) if (!SPECIAL_SET.has(sp) || !isInt(v[sp], 0, 7)) return false;
        break;
      case 'cards':
        if (v === undefined) break;
        if (!Array.isArray(v) || !v.every((c) => isInt(c, 0, CARDS.length - 1))) return false;
        if (v.length > 1 && new Set(v).size !== v.length) return false;
        break;
      default:
        return false;
    }
  }
  return true;
}
const GOOD_SET = new Set<string>(GOODS);
const SPECIAL_SET = new Set<string>(SPECIALS);

/** Whether a bundle holds an item other than money (2 players: `anyItem`, or a good with `good`). */
export function hasItem(b: Bundle, mode: 'anyItem' | 'good'): boolean {
  if (total(b.goods) > 0) return true;
  if (mode === 'good') return false;
  return total(b.specials) > 0 || (b.cards?.length ?? 0) > 0 || (b.markers ?? 0) > 0;
}

export const isEmptyBundle = (b: Bundle): boolean => !b.ducats && total(b.goods) === 0 && total(b.specials) === 0 && !(b.cards?.length) && !b.markers;

/** What of a bundle a seat does not own: null when it owns all of it (`reserve` special cards kept back, e.g. the Extra action committed). */
export function missing(seat: SeatLike, b: Bundle, reserve: Partial<Record<Special, number>> | null = null, parts: { money?: boolean; cards?: boolean } = {}): string | null {
  if (parts.money !== false && (b.ducats ?? 0) > (seat.ducats ?? 0)) return 'ducats';
  if (b.goods) for (const g in b.goods) if ((b.goods[g as Good] ?? 0) > (seat.goods[g as Good] ?? 0)) return g;
  if (b.specials) for (const sp in b.specials) if ((b.specials[sp as Special] ?? 0) + (reserve?.[sp as Special] ?? 0) > (seat.specials[sp as Special] ?? 0)) return sp;
  if (reserve) for (const sp in reserve) if ((b.specials?.[sp as Special] ?? 0) + (reserve[sp as Special] ?? 0) > (seat.specials[sp as Special] ?? 0)) return sp;
  if (parts.cards !== false && b.cards) for (const c of b.cards) if (!seat.hand?.includes(c)) return 'cards';
  if ((b.markers ?? 0) > seat.markers) return 'markers';
  return null;
}

const RESERVE_EXTRA: Partial<Record<Special, number>> = { extraAction: 1 };
const ALL_PARTS = {};
const VISIBLE_PARTS = { money: false, cards: false };

const MISSING_TEXT = (what: string): { zh: string; en: string } => {
  if (what === 'ducats') return { zh: '錢', en: 'that much money' };
  if (what === 'cards') return { zh: '這張遊戲卡', en: 'that game card' };
  if (what === 'markers') return { zh: '那麼多所有人指示物', en: 'that many ownership markers' };
  if ((GOODS as readonly string[]).includes(what)) return { zh: `那麼多${GOOD_NAMES[what as Good].zh}`, en: `that much ${GOOD_NAMES[what as Good].en}` };
  return { zh: `那麼多${SPECIAL_NAMES[what as Special].zh}卡`, en: `that many ${SPECIAL_NAMES[what as Special].en} cards` };
};

// ---- what an action can yield (rule ⑥) ---------------------------------------------------------

/** What the action at `b` can yield, the villa's two ways apart. */
export function yieldOf(b: BuildingId): { goods: Good[]; special: Special | null; draws: number; markers: number; cash: number; villa: boolean } {
  const info = BUILDING[b];
  const small = smallOrdersFor(b) ? PAY.small : 0;
  switch (info.kind) {
    case 'warehouse':
      return { goods: [...WAREHOUSE_GOODS[b]!], special: null, draws: 0, markers: 0, cash: small, villa: false };
    case 'card':
      return { goods: [], special: CARD_BUILDING_SPECIAL[b]!, draws: 0, markers: 0, cash: small, villa: false };
    case 'villa':
      return { goods: [], special: null, draws: 1, markers: 0, cash: small + PAY.large, villa: true };
    case 'civic':
      if (b === 'cathedral') return { goods: [], special: null, draws: 0, markers: 2, cash: small, villa: false };
      return { goods: [], special: null, draws: b === 'guild_hall' ? 1 : 2, markers: 0, cash: small, villa: false };
  }
}

function promiseShapeOk(p: unknown): p is YieldShare[] {
  if (!Array.isArray(p)) return false;
  return p.every((y) => {
    if (!isObject(y)) return false;
    switch (y.kind) {
      case 'ducats':
        return isInt(y.amount, 1, 1000);
      case 'good':
        return (GOODS as readonly string[]).includes(y.good as string);
      case 'special':
        return (SPECIALS as readonly string[]).includes(y.special as string);
      case 'drawnCard':
        return true;
      case 'markers':
        return y.n === 1 || y.n === 2;
      default:
        return false;
    }
  });
}

const futurePromise = (zh: string, en: string): Violation =>
  violation('genoa.deal.future-promise', NR, `規則⑥：只能拿這次行動會得到的東西來約定，${zh}`, `Rule ⑥: a promise may only be part of what this very action yields; ${en}`);

/** Rule ⑥: a promise holds only what the action bought can yield (null: fine). */
export function promiseProblem(b: BuildingId | null, promise: YieldShare[]): Violation | null {
  if (promise.length === 0) return null;
  if (b === null)
    return futurePromise('移到街道或市場沒有行動，也就沒有東西可以約定。', 'a street or the market gives no action, so nothing can be promised from it.');
  const y = yieldOf(b);
  const name = buildingName(b);
  let cash = 0;
  let draws = 0;
  let markers = 0;
  const goods = new Set<Good>();
  let special = 0;
  let large = false;
  for (const p of promise) {
    switch (p.kind) {
      case 'ducats':
        if (p.amount % 5 !== 0) return violation('genoa.deal.money-fives', NR, '規則⑤：錢以 5 元為單位。', 'Rule ⑤: money goes in multiples of 5 ducats.');
        cash += p.amount;
        if (y.villa && cash > y.cash - PAY.large) large = true;
        break;
      case 'good':
        if (!y.goods.includes(p.good) || goods.has(p.good))
          return futurePromise(`${name.zh}不會給${GOOD_NAMES[p.good].zh}（或已經約定過了）。`, `the ${name.en} yields no ${GOOD_NAMES[p.good].en} (or it is promised twice).`);
        goods.add(p.good);
        break;
      case 'special':
        if (y.villa) large = true;
        else if (y.special !== p.special)
          return futurePromise(`${name.zh}不會給${SPECIAL_NAMES[p.special].zh}卡。`, `the ${name.en} yields no ${SPECIAL_NAMES[p.special].en} card.`);
        if (++special > 1) return futurePromise('這次行動最多只會得到一張特殊卡。', 'the action yields one special card at most.');
        break;
      case 'drawnCard':
        draws++;
        break;
      case 'markers':
        markers += p.n;
        break;
    }
  }
  if (cash > y.cash)
    return futurePromise(`${name.zh}的行動最多付 ${y.cash} 元。`, `the action at the ${name.en} pays ${y.cash} ducats at most.`);
  if (markers > y.markers)
    return futurePromise(`${name.zh}不會給那麼多所有人指示物。`, `the ${name.en} yields ${y.markers ? `${y.markers} markers at most` : 'no markers'}.`);
  if (y.villa && large && draws > 0)
    return futurePromise('別墅的行動只能二選一：抽特權卡或交付大訂單，不能兩樣都約定。', 'a villa gives a privilege or takes a large order, not both: promise from one of them.');
  if (draws > y.draws)
    return futurePromise(`${name.zh}抽不到那麼多張卡。`, `the ${name.en} draws ${y.draws ? `${y.draws} card${y.draws > 1 ? 's' : ''} at most` : 'no cards'}.`);
  return null;
}

// ---- eligibility (rule ②) ----------------------------------------------------------------------

/** Rule ②: whether `seat` may bid for a building's action (a normal action left, or an Extra action card committed). */
export function bidEligibility(s: S, seat: number, extra: boolean, bidderPays: Bundle): Violation | null {
  const left = normalLeft(s, seat) > 0;
  if (!extra) {
    if (left) return null;
    return violation(
      'genoa.deal.acted',
      NR,
      `規則②：${seatLetter(seat)} 這一輪已經行動過了，只能出價讓交易塔移到街道或市場${s.options.extraActionBids ? '（或押上一張額外行動卡）' : ''}。`,
      `Rule ②: Player ${seatLetter(seat)} has already acted this turn and may bid only for a street or the market${s.options.extraActionBids ? ' (or commit an Extra action card)' : ''}.`,
    );
  }
  if (!s.options.extraActionBids)
    return violation('genoa.deal.acted', NR, '規則②：這一局照嚴格的讀法，已經行動過的玩家不能押額外行動卡出價。', 'Rule ②: in this game (the strict reading) a player who has acted may not bid with an Extra action card.');
  if (left)
    return violation('genoa.deal.extra-card', NR, '你還有自己的行動，不用押額外行動卡。', 'You still have your own action: no Extra action card is needed.');
  if (count(s.seats[seat]!.specials, 'extraAction') < 1 + (bidderPays.specials?.extraAction ?? 0))
    return violation('genoa.deal.extra-card', 'cards', '你沒有可以押上的額外行動卡。', 'You hold no Extra action card to commit.');
  return null;
}

/**
 * Rule ②: why `seat` may bid for none of the buildings an offer could name now (the one the tower
 * stands on while its action is open, the free ones next to it), or null when it may, or when no
 * building is in reach. What a bidder left with streets, the market or only "no offer" is told.
 */
export function buildingBidProblem(s: S, seat: number): Violation | null {
  if (openBuilding(s) === null && !moveTargets(s).some(isBuilding)) return null;
  if (offerTargets(s, seat).some((t) => t.kind !== 'moveOnly')) return null;
  return bidEligibility(s, seat, false, {});
}

// ---- an offer or a counter-offer -----------------------------------------------------------------

export interface OfferContext {
  /** The trader's counter-offer: checked with what the trader may see of the bidder. */
  counter?: boolean;
}

/**
 * Whether an offer is one the rules allow now (null), else why not. For a bidder's own offer the
 * bidder's holdings are checked and the trader's visible ones (goods, special cards, markers); the
 * trader's money is his secret and is checked when he accepts. For a counter-offer, the trader's
 * part is checked in full and the bidder's visible part (his money and hand are checked when he agrees).
 */
const YIELD_KINDS = new Set(['ducats', 'good', 'special', 'drawnCard', 'markers']);

export function offerProblem(s: S, bidder: number, terms: OfferTerms, ctx: OfferContext = {}): Violation | null {
  // a promise of anything but a share of the yield (a future turn, not acting, a right) is rule ⑥'s, not a malformed offer
  if (isObject(terms) && Array.isArray(terms.promise) && terms.promise.some((y) => isObject(y) && !YIELD_KINDS.has(y.kind as string)))
    return futurePromise(
      '不能答應未來的輪次、不行動或放棄權利。',
      'nothing can be promised about later turns, about not acting or about rights.',
    );
  if (!isObject(terms) || !isSpace(terms.target) || !KINDS.includes(terms.kind) || !bundleShapeOk(terms.bidderPays) || !bundleShapeOk(terms.traderPays) || !promiseShapeOk(terms.promise) || (terms.extra !== undefined && typeof terms.extra !== 'boolean'))
    return violation('genoa.deal.shape', NR, '出價要寫清楚：目標格、種類、雙方給什麼、約定什麼。', 'An offer names a target space, its kind, what each side gives and what is promised.');
  if (bidder === s.trader)
    return violation('genoa.deal.one-bidder', NR, '規則①：協議只在交易商人和另一位玩家之間，交易商人不能跟自己談。', 'Rule ①: a deal is between the trader and one other player; the trader cannot deal with himself.');
  const extra = terms.extra === true;
  const t = terms.target;
  const h = here(s);
  // the target and the kind (③, ④, ⑧, special case B)
  if (terms.kind === 'actHere') {
    if (t !== h)
      return violation('genoa.deal.target', NR, `「在這裡行動」只能指交易塔所在的${spaceName(h).zh}。`, `"Act here" means the space the tower is on, ${spaceName(h).en}.`);
    if (!isBuilding(t))
      return violation('genoa.deal.street-no-action', NR, '規則⑧：街道和市場沒有行動可以買。', 'Rule ⑧: a street or the market has no action to buy.');
    if (openBuilding(s) === null)
      return violation('genoa.action.used', 'actions', `${buildingName(t).zh}這一輪已經有人行動過了：每棟建築每輪只提供一次行動。`, `The action at the ${buildingName(t).en} has been taken this turn: each building gives one action a turn.`);
  } else {
    if (s.path.includes(t))
      return violation('genoa.move.visited', 'movement', `${spaceName(t).zh}這一輪已經有圓盤了：交易塔不能再進去。`, `${spaceName(t).en} already holds a disc this turn: the tower cannot enter it again.`);
    if (stepsLeft(s) <= 0)
      return violation('genoa.move.steps', 'movement', '規則⑩：交易塔已經走了 4 步，不能再移動。', 'Rule ⑩: the tower has made its 4 steps and cannot move again.');
    if (!moveTargets(s).includes(t))
      return violation('genoa.special-b.far', NR, `特殊情況②：${spaceName(t).zh}不在交易塔隔壁，只能先提出不具約束力的希望。`, `Special case B: ${spaceName(t).en} is not next to the tower; for a far space only a non-binding wish can be made.`);
    if (terms.kind === 'moveAndAct' && !isBuilding(t))
      return violation('genoa.deal.street-no-action', NR, '規則⑧：移到街道或市場沒有行動；請改成「只移動」的出價。', 'Rule ⑧: a street or the market gives no action; offer a move only.');
    if (terms.kind === 'moveOnly' && isBuilding(t))
      return violation('genoa.deal.building-acts', NR, '規則④：讓交易塔移到建築的協議，就是在那裡行動的協議，出價的人必須立刻行動。', 'Rule ④: a deal to move the tower to a building is a deal to act there; the bidder must take its action at once.');
  }
  const building = terms.kind === 'moveOnly' ? null : (t as BuildingId);
  if (building === null && extra)
    return violation('genoa.deal.street-no-action', NR, '規則⑧：街道和市場沒有行動，不用押額外行動卡。', 'Rule ⑧: a street or the market gives no action; no Extra action card is needed.');
  // who may bid (②)
  if (building !== null) {
    const e = bidEligibility(s, bidder, extra, ctx.counter ? {} : terms.bidderPays);
    if (e) return e;
  }
  // the promise (⑥)
  const p = promiseProblem(building, terms.promise);
  if (p) return p;
  // ducats promised must be ducats the bidder can receive here: an order in his own hand for this building
  // (checked where his hand is known, i.e. not for the trader's counter-offer)
  const promised = terms.promise.reduce((a, y) => a + (y.kind === 'ducats' ? y.amount : 0), 0);
  const hand = (s.seats[bidder] as { hand?: number[] | null }).hand;
  if (promised > 0 && building !== null && Array.isArray(hand) && !ctx.counter) {
    const holds = (deck: 'small' | 'large') =>
      hand.some((id) => {
        const c = CARDS[id]!;
        return c.deck === deck && (c.deck === 'small' ? c.building === building : c.villa === building);
      });
    const can = (holds('small') ? PAY.small : 0) + (yieldOf(building).villa && holds('large') ? PAY.large : 0);
    if (promised > can)
      return futurePromise(
        `你手上沒有能在${buildingName(building).zh}換到這麼多錢的訂單（最多 ${can} 元）。`,
        `no order in your hand pays that much at the ${buildingName(building).en} (${can} ducats at most).`,
      );
  }
  // money in fives (⑤)
  if ((terms.bidderPays.ducats ?? 0) % 5 !== 0 || (terms.traderPays.ducats ?? 0) % 5 !== 0)
    return violation('genoa.deal.money-fives', NR, '規則⑤：錢以 5 元為單位。', 'Rule ⑤: money goes in multiples of 5 ducats.');
  // 2 players: not money alone
  if (s.players === 2 && !hasItem(terms.bidderPays, s.options.twoPlayerItem))
    return s.options.twoPlayerItem === 'good'
      ? violation('genoa.deal.money-only-two-players', 'two-players', '兩人遊戲：出價一定要包含至少 1 個貨物。', 'Two players: an offer must include at least one good.')
      : violation('genoa.deal.money-only-two-players', 'two-players', '兩人遊戲：出價不能只有錢，至少要有 1 件物品（貨物、特殊卡、遊戲卡或所有人指示物）。', 'Two players: an offer cannot be money alone; it needs at least one item (a good, a special card, a game card or a marker).');
  // the bundles (⑤, ⑦)
  const me = s.seats[bidder]!;
  const trader = s.seats[s.trader]!;
  const reserve = extra && !ctx.counter ? RESERVE_EXTRA : null;
  const lack = missing(me, terms.bidderPays, reserve, ctx.counter ? VISIBLE_PARTS : ALL_PARTS);
  if (lack) {
    const m = MISSING_TEXT(lack);
    return violation('genoa.deal.own', NR, `規則⑤：${seatLetter(bidder)} 沒有${m.zh}可以付。`, `Rule ⑤: Player ${seatLetter(bidder)} does not have ${m.en} to pay.`);
  }
  if (!ctx.counter && (terms.traderPays.cards?.length ?? 0) > 0)
    return violation('genoa.deal.hidden-card', NR, '規則⑦：交易商人的手牌是秘密的，出價不能指定他要給哪張遊戲卡；他可以在還價時自己加上。', 'Rule ⑦: the trader\'s hand is secret, so an offer cannot ask for one of his game cards; he may add one in a counter-offer.');
  const tLack = missing(trader, terms.traderPays, null, ctx.counter ? ALL_PARTS : VISIBLE_PARTS);
  if (tLack) {
    const m = MISSING_TEXT(tLack);
    return violation('genoa.deal.trader-own', NR, `規則⑦：交易商人沒有${m.zh}可以給。`, `Rule ⑦: the trader does not have ${m.en} to give.`);
  }
  if ((terms.bidderPays.markers ?? 0) > s.markerSupply[s.trader]! || (terms.traderPays.markers ?? 0) > s.markerSupply[bidder]!)
    return violation('genoa.deal.markers-supply', NR, '規則⑤：所有人指示物要換成收下的人的顏色，但供應區裡他的顏色不夠。', 'Rule ⑤: markers change to the receiver\'s colour, and the supply has too few of that colour.');
  return null;
}

/** Special case B: a wish is for a free space two or more steps away that the tower can still reach. */
export function wishProblem(s: S, seat: number, target: unknown, bundle: unknown): Violation | null {
  if (!isSpace(target) || !bundleShapeOk(bundle))
    return violation('genoa.deal.shape', NR, '希望要寫清楚目標格和願意付什麼。', 'A wish names a target space and what would be paid.');
  if (seat === s.trader) return violation('genoa.deal.one-bidder', NR, '規則①：交易商人不向自己出價。', 'Rule ①: the trader does not bid to himself.');
  if (s.path.includes(target))
    return violation('genoa.move.visited', 'movement', `${spaceName(target).zh}這一輪已經有圓盤了。`, `${spaceName(target).en} already holds a disc this turn.`);
  const d = freeDistance(s, target);
  if (d <= 1)
    return violation('genoa.special-b.near', NR, `特殊情況②只適用於兩步以外的格子：${spaceName(target).zh}就在隔壁，請直接出價。`, `Special case B is for spaces two or more steps away: ${spaceName(target).en} is next to the tower, so make an offer.`);
  if (d > stepsLeft(s))
    return violation('genoa.special-b.unreachable', NR, `交易塔這一輪到不了${spaceName(target).zh}。`, `The tower cannot reach ${spaceName(target).en} this turn.`);
  if (((bundle as Bundle).ducats ?? 0) % 5 !== 0) return violation('genoa.deal.money-fives', NR, '規則⑤：錢以 5 元為單位。', 'Rule ⑤: money goes in multiples of 5 ducats.');
  const lack = missing(s.seats[seat]!, bundle as Bundle);
  if (lack) {
    const m = MISSING_TEXT(lack);
    return violation('genoa.deal.own', NR, `規則⑤：你沒有${m.zh}。`, `Rule ⑤: you do not have ${m.en}.`);
  }
  return null;
}

// ---- the trader's side -----------------------------------------------------------------------------

/** Whether the trader can pay his part of an offer now (his money and hand included). */
export const traderCanPay = (s: S, o: Offer): boolean =>
  missing(s.seats[s.trader]!, o.traderPays) === null && (o.traderPays.markers ?? 0) <= s.markerSupply[o.bidder]!;

/** Whether the bidder can pay his part now (for a counter-offer, checked when he agrees). */
export const bidderCanPay = (s: S, o: Offer): boolean =>
  missing(s.seats[o.bidder]!, o.bidderPays, o.extra ? RESERVE_EXTRA : null) === null && (o.bidderPays.markers ?? 0) <= s.markerSupply[s.trader]!;

/**
 * Special case A: the tower stands on a building it did not reach through a deal, its action is
 * still there, and someone offers to act here (that the trader could accept): the trader must act
 * himself or accept one such offer; he may not move on or stop.
 */
export function forcedSale(s: S): boolean {
  if (s.dealt || openBuilding(s) === null) return false;
  return s.offers.some((o) => o.kind === 'actHere' && traderCanPay(s, o));
}

export const forcedSaleViolation = (s: S): Violation =>
  violation(
    'genoa.special-a.forced-sale',
    NR,
    `特殊情況①：交易塔不是經由協議來到${spaceName(here(s)).zh}，而有人出價要在這裡行動：交易商人要自己行動，或接受其中一個出價。`,
    `Special case A: the tower did not reach ${spaceName(here(s)).en} through a deal and someone has offered for its action: the trader must act here himself or accept one of those offers.`,
  );

/**
 * Whether the trader may counter offer `o` now, whatever terms he names (null), else why not: the
 * window's counter-offers are used up, or a forced sale leaves only the offers to act here
 * (special case A). The terms themselves are `offerProblem`'s.
 */
export function counterProblem(s: S & { counters: number }, o: Offer): Violation | null {
  if (s.counters >= s.options.counterCap)
    return violation('genoa.counter.cap', NR, `這一次出價最多只能還價 ${s.options.counterCap} 次。`, `At most ${s.options.counterCap} counter-offers per round of bids.`);
  if (o.kind !== 'actHere' && forcedSale(s)) return forcedSaleViolation(s);
  return null;
}

/** The targets `seat` may bid for now: this building, the adjacent free spaces; with the Extra action flag needed. */
export function offerTargets(s: S, seat: number): { target: SpaceId; kind: OfferKind; extra: boolean }[] {
  const out: { target: SpaceId; kind: OfferKind; extra: boolean }[] = [];
  const left = normalLeft(s, seat) > 0;
  const extraOk = !left && s.options.extraActionBids && count(s.seats[seat]!.specials, 'extraAction') > 0;
  const open = openBuilding(s);
  if (open && (left || extraOk)) out.push({ target: open, kind: 'actHere', extra: !left });
  for (const t of moveTargets(s)) {
    if (isBuilding(t)) {
      if (left || extraOk) out.push({ target: t, kind: 'moveAndAct', extra: !left });
    } else out.push({ target: t, kind: 'moveOnly', extra: false });
  }
  return out;
}

/** Whether `seat` has anything to bid for now (cheaper than listing `offerTargets`). */
export function hasOfferTarget(s: S, seat: number): boolean {
  const targets = moveTargets(s);
  for (const t of targets) if (!isBuilding(t)) return true;
  const left = normalLeft(s, seat) > 0 || (s.options.extraActionBids && count(s.seats[seat]!.specials, 'extraAction') > 0);
  return left && (targets.length > 0 || openBuilding(s) !== null);
}

/** Whether a street-only move offer target is a street square or the market. */
export const isMoveOnlyTarget = (t: SpaceId): boolean => isStreet(t) || t === 'market';
