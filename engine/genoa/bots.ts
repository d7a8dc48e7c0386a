/**
 * Genoa's bots that bargain. Both decide from `genoa.view(state, seat)` and the legal moves only:
 * their own money and hand, everything face up (goods, special cards, markers, owners, the tower's
 * path) and the offers, which are public at the table but for the game cards in a deal the bot is
 * not party to (face down, counted by deck). Another seat's money and hand are `null` in
 * the view; the value helpers (`values.ts`) then value that seat's use of a space from what it
 * shows (its goods and special cards), never from its cards.
 *
 * Everything is valued in ducats. For each space the tower may reach a bot values the action there
 * (for itself and, the strong bot, for every other seat), the messages a disc there would pay it,
 * and for a street the buildings it could take in acquisition. As a bidder it offers, for the space
 * worth most to it, a price below that worth (ducats in fives; in 2-player games, or when money is
 * short, a good, a special card or a share of the action's yield). As the trader it lays the offers
 * side by side, each worth what it hands over (its money, items and promised yield, less what the
 * trader gives), against its own use of the space and of the spaces still ahead; it accepts the
 * best, counters an offer that comes close, and under the forced sale (special case A) acts itself
 * or takes one of the offers for this building.
 *
 * Easy: flat bids (10 ducats for a space worth at least 20 to it), as trader the offer with the most
 * money, its own action at the first building worth 20, a free step chosen by the seed, no counters.
 * Strong: bids scaled to the worth and to how much the action is worth to the others (they bid
 * against it), a look at the spaces still ahead before it spends its own action, counters on close
 * offers, and the rival's gain from a deal counted against it.
 *
 * Reasons name public things (spaces, buildings, offers, goods, special cards); where a reason names
 * a card in the bot's hand (an order, a message) or its money, a `publicReason` says the same why
 * without it, and where it names a game card in a deal (a bidder's card the trader bot accepts, the
 * bot's own card a counter-offer asks for) the `publicReason` has it face down, as every seat but
 * the two parties sees it (`hidden.ts`). Bots offer no game cards of their own.
 */
import type { Bot, BotChoice, GameBots } from '../core/bot';
import type { Bilingual } from '../core/contract';
import { argmaxSeeded, mixHash, spoken } from '../core/bot-kit';
import { seatLetter } from '../core/seats';
import { sentences } from '../core/sentences';
import { CARDS, GOODS, SPECIALS, type Deck, type Good, type Special } from './data';
import { offerProblem, offerTargets, yieldOf } from './deals';
import { facedown, offerSeen } from './hidden';
import { BUILDING, TOUCHES, isBuilding, isStreet, type BuildingId, type SpaceId } from './map';
import { count, deliverableLarge, deliverableSmall, freeDistance, here, normalLeft, openBuilding, stepsLeft } from './rules';
import { bundleText, isNothing, spaceName, theSpace, GOOD_NAMES, SPECIAL_NAMES } from './text';
import type { Bundle, GenoaMove, GenoaView, Offer, OfferTerms, YieldShare } from './types';
import { WORTH, actionValue, goodValue, messagesPaidBy, missingForOrders, specialValue } from './values';

type Move<T extends GenoaMove['type']> = Extract<GenoaMove, { type: T }>;
type V = GenoaView;

interface Style {
  level: 'easy' | 'strong';
  /** Share of its worth a bidder offers for a space (strong raises it when others want it too). */
  share: number;
  /** How much a rival's gain from a deal counts against it for the trader. */
  rivalry: number;
  /** Whether the trader looks at the buildings still ahead before spending its own action. */
  lookahead: boolean;
  counters: boolean;
}

const EASY: Style = { level: 'easy', share: 0.5, rivalry: 0, lookahead: false, counters: false };
const STRONG: Style = { level: 'strong', share: 0.7, rivalry: 0.4, lookahead: true, counters: true };

const floor5 = (x: number): number => Math.max(0, Math.floor(x / 5) * 5);
const bi = (zh: string, en: string): Bilingual => ({ zh, en });
/** One sentence that may start with a name: capitalised and closed by its stop (`sentences`). */
const line = (zh: string, en: string): Bilingual => sentences({ zh, en });
/** A space as said in a reason: "the Park", "the street 3-2", "Villa Ricci". */
const sp = (id: SpaceId): Bilingual => theSpace(id);
const seatName = (k: number): Bilingual => ({ zh: `玩家 ${seatLetter(k)}`, en: `Player ${seatLetter(k)}` });

// ---- values --------------------------------------------------------------------------------------

const CARD_WORTH: Record<string, number> = { large: WORTH.largeCard, small: WORTH.smallCard, message: WORTH.messageCard, privilege: 20 };

/** Rounds still to come, this one included. */
const roundsLeft = (v: V): number => Math.max(1, v.lastRound - v.round + 1);

/** A building with the seat's marker: 10 at the end and the income while others use it. */
function buildingWorth(v: V, b: BuildingId): number {
  return 10 + Math.min(30, 2.5 * roundsLeft(v) * (BUILDING[b].kind === 'civic' ? 1.2 : 1));
}

/** What a bundle is worth to `seat` (cards the seat cannot see count at a flat rate). */
function bundleWorth(v: V, seat: number, b: Bundle): number {
  let w = b.ducats ?? 0;
  if (b.goods) for (const g in b.goods) w += (b.goods[g as Good] ?? 0) * goodValue(v, seat, g as Good);
  if (b.specials) for (const s in b.specials) w += (b.specials[s as Special] ?? 0) * specialValue(v, seat, s as Special);
  if (b.cards) for (const c of b.cards) w += CARD_WORTH[CARDS[c]!.deck] ?? 15;
  if (b.backs) for (const d in b.backs) w += (b.backs[d as Deck] ?? 0) * CARD_WORTH[d]!;
  if (b.markers) w += b.markers * WORTH.marker;
  return w;
}

function promiseWorth(v: V, seat: number, p: YieldShare[]): number {
  let w = 0;
  for (const y of p) {
    if (y.kind === 'ducats') w += y.amount;
    else if (y.kind === 'good') w += goodValue(v, seat, y.good);
    else if (y.kind === 'special') w += specialValue(v, seat, y.special);
    else if (y.kind === 'drawnCard') w += 15;
    else w += y.n * WORTH.marker;
  }
  return w;
}

/** What a disc on street `st` is worth to `seat` in acquisition (if it has markers to place). */
function streetWorth(v: V, seat: number, st: SpaceId): number {
  if (!isStreet(st)) return 0;
  const markers = v.seats[seat]!.markers;
  if (markers < 1) return 0;
  const ws = (TOUCHES[st] ?? []).filter((b) => v.owners[b] !== seat).map((b) => (v.owners[b] === undefined ? buildingWorth(v, b) : markers >= 2 ? buildingWorth(v, b) - WORTH.marker : 0));
  ws.sort((a, b) => b - a);
  const take = markers >= 2 ? (ws[0] ?? 0) + Math.max(0, ws[1] ?? 0) : ws[0] ?? 0;
  // others may take the street first
  return 0.5 * take;
}

/** What a space reached now is worth to `seat`: the action there if it takes it, the messages it pays, a street's acquisition. */
function spaceWorth(v: V, seat: number, t: SpaceId, acts: boolean): number {
  let w = messagesPaidBy(v, seat, t);
  if (acts && isBuilding(t)) w += actionValue(v, seat, t);
  if (isStreet(t)) w += streetWorth(v, seat, t);
  return w;
}

/** The best own action the trader could still take on the way (buildings within the steps left, a little discounted by distance). */
function bestAhead(v: V, me: number): { b: BuildingId | null; worth: number } {
  let best: { b: BuildingId | null; worth: number } = { b: null, worth: 0 };
  const left = stepsLeft(v);
  if (left <= 0) return best;
  for (const info of Object.values(BUILDING)) {
    if (v.path.includes(info.id)) continue;
    const d = freeDistance(v, info.id);
    if (d > left) continue;
    const w = actionValue(v, me, info.id) * (d === 1 ? 0.85 : 0.7);
    if (w > best.worth) best = { b: info.id, worth: w };
  }
  return best;
}

// ---- reasons -------------------------------------------------------------------------------------

/** Why a space is worth something to the seat; `hidden` when the why names its own cards. */
function whyWorth(v: V, me: number, t: SpaceId, acts: boolean): { text: Bilingual; hidden: boolean } {
  const seat = v.seats[me]!;
  if (acts && isBuilding(t)) {
    const large = deliverableLarge(seat, t);
    if (large.length) return { text: bi(`我能在${sp(t).zh}交付一張大訂單`, `I can deliver a large order at ${sp(t).en}`), hidden: true };
    const small = deliverableSmall(seat, t);
    if (small.length) return { text: bi(`我能在${sp(t).zh}順便交一張小訂單`, `I can hand in a small order at ${sp(t).en} with its action`), hidden: true };
  }
  if (messagesPaidBy(v, me, t) > 0) return { text: bi(`塔走進${sp(t).zh}就能完成我的一封信件`, `a disc on ${sp(t).en} completes one of my messages`), hidden: true };
  if (isStreet(t)) return { text: bi(`${sp(t).zh}的圓盤能讓我在獲得建築時放指示物`, `a disc on ${sp(t).en} lets me place markers in acquisition`), hidden: false };
  if (isBuilding(t)) {
    const info = BUILDING[t];
    if (info.kind === 'warehouse') {
      const need = missingForOrders(v, me);
      const y = yieldOf(t).goods;
      if (y.some((g) => (need[g] ?? 0) > 0)) return { text: bi(`${sp(t).zh}的貨物是我的訂單缺的`, `the goods of ${sp(t).en} are ones my orders still need`), hidden: true };
    }
    return { text: bi(`${sp(t).zh}的行動對我有用`, `the action at ${sp(t).en} is useful to me`), hidden: false };
  }
  return { text: bi(`${sp(t).zh}對我有用`, `${sp(t).en} is useful to me`), hidden: false };
}

/** What a bidder offers, in words: what it pays now and, if it promises one, a share of the yield. */
function offered(terms: Pick<OfferTerms, 'bidderPays' | 'promise'>, share: Bilingual): Bilingual | null {
  const parts: Bilingual[] = [];
  if (!isNothing(terms.bidderPays)) parts.push(bundleText(terms.bidderPays));
  if (terms.promise.length) parts.push(share);
  if (!parts.length) return null;
  return { zh: parts.map((p) => p.zh).join('和'), en: parts.map((p) => p.en).join(' and ') };
}

// ---- bidding ---------------------------------------------------------------------------------------

/** A good the seat holds, as worth to keep: dear when one of its orders needs it, else its plain worth. */
function heldGoodValue(v: V, me: number, g: Good): number {
  let wanted = 0;
  for (const id of v.seats[me]!.hand ?? []) {
    const c = CARDS[id]!;
    if (c.deck === 'large') wanted += c.goods.filter((x) => x === g).length;
    else if (c.deck === 'small' && c.good === g) wanted++;
  }
  return count(v.seats[me]!.goods, g) <= wanted ? Math.max(goodValue(v, me, g), 35) : WORTH.good;
}

/** The cheapest item the seat can hand over (2-player offers need one): the good it needs least, else a special card. */
function cheapestItem(v: V, me: number, reserveExtra: boolean): { bundle: Bundle; worth: number } | null {
  const seat = v.seats[me]!;
  let best: { bundle: Bundle; worth: number } | null = null;
  for (const g of GOODS)
    if (count(seat.goods, g) > 0) {
      const w = heldGoodValue(v, me, g);
      if (!best || w < best.worth) best = { bundle: { goods: { [g]: 1 } }, worth: w };
    }
  if (v.options.twoPlayerItem === 'good') return best;
  for (const s of SPECIALS)
    if (count(seat.specials, s) > (reserveExtra && s === 'extraAction' ? 1 : 0)) {
      const w = specialValue(v, me, s);
      if (!best || w < best.worth) best = { bundle: { specials: { [s]: 1 } }, worth: w };
    }
  if (!best && seat.markers > 0 && v.markerSupply[v.trader]! > 0) best = { bundle: { markers: 1 }, worth: WORTH.marker };
  return best;
}

/** What the others (as far as the seat sees them) would give for the same action: the price to beat. */
function rivalsWant(v: V, me: number, t: SpaceId, acts: boolean): number {
  let top = 0;
  for (let k = 0; k < v.players; k++) {
    if (k === me || k === v.trader) continue;
    if (acts && normalLeft(v, k) <= 0) continue;
    top = Math.max(top, spaceWorth(v, k, t, acts));
  }
  return top;
}

/** A good the seat has no order for, to the seat itself in the last rounds. */
const SPARE_GOOD = WORTH.good / 3;

function chooseBid(v: V, me: number, style: Style, seed: number): BotChoice<GenoaMove> {
  const seat = v.seats[me]!;
  const money = seat.ducats ?? 0;
  const two = v.players === 2;
  let best: { terms: OfferTerms; net: number; t: SpaceId; acts: boolean } | null = null;
  const targets = offerTargets(v, me);
  for (let i = 0; i < targets.length; i++) {
    const { target: t, kind, extra } = targets[i]!;
    const acts = kind !== 'moveOnly';
    let worth = spaceWorth(v, me, t, acts);
    if (extra) worth -= specialValue(v, me, 'extraAction');
    if (worth < (style.level === 'easy' ? 20 : 10)) continue;
    let price: number;
    if (style.level === 'easy') price = worth >= 20 ? 10 : 5;
    else {
      // start low; outbid the money already offered (offers are public) and what the space is worth to the trader himself
      const shown = Math.max(0, ...v.offers.filter((o) => o.bidder !== me).map((o) => o.bidderPays.ducats ?? 0));
      const traderOwn = kind === 'actHere' && isBuilding(t) && normalLeft(v, v.trader) > 0 ? actionValue(v, v.trader, t) * 0.5 : 0;
      const rival = rivalsWant(v, me, t, acts) * style.rivalry;
      price = floor5(Math.min(worth * style.share, Math.max(worth >= 40 ? 10 : 5, shown + 5, traderOwn, rival)));
      if (price < 5) price = 5;
    }
    const terms: OfferTerms = { target: t, kind, bidderPays: {}, traderPays: {}, promise: [] };
    if (extra) terms.extra = true;
    let cost = 0;
    if (two) {
      const item = cheapestItem(v, me, extra);
      if (!item) continue;
      terms.bidderPays = { ...item.bundle };
      cost += item.worth;
      price = floor5(Math.max(0, price - item.worth));
    }
    if (price > 0) {
      if (price <= money) {
        terms.bidderPays = { ...terms.bidderPays, ducats: price };
        cost += price;
      } else if (acts && isBuilding(t)) {
        // short of money: pay with part of what the action yields (rule ⑥)
        const y = yieldOf(t);
        const cash = floor5(Math.min(money, price));
        if (cash > 0) terms.bidderPays = { ...terms.bidderPays, ducats: cash };
        cost += cash;
        if (y.villa && deliverableLarge(seat, t).length) terms.promise = [{ kind: 'ducats', amount: floor5(Math.max(5, price - cash)) }];
        else if (y.goods.length) {
          const g = [...y.goods].sort((a, b) => goodValue(v, me, a) - goodValue(v, me, b))[0]!;
          terms.promise = [{ kind: 'good', good: g }];
        } else if (y.special && !y.villa) terms.promise = [{ kind: 'special', special: y.special }];
        if (terms.promise.length) cost += promiseWorth(v, me, terms.promise);
        else if (cash === 0 && !two) continue;
      } else if (money >= 5) {
        terms.bidderPays = { ...terms.bidderPays, ducats: floor5(money) };
        cost += floor5(money);
      } else if (!two) continue;
    }
    // near the end a warehouse's good the bidder has no order for is worth little to him (no time to fill a new
    // order with it), and a good to a trader: the strong bot promises one from the yield (rule ⑥) in place of 5 ducats
    if (style.level !== 'easy' && !two && acts && isBuilding(t) && roundsLeft(v) <= 2 && terms.promise.length === 0 && (terms.bidderPays.ducats ?? 0) >= 5) {
      const spare = yieldOf(t).goods.filter((g) => goodValue(v, me, g) <= WORTH.good)[0];
      if (spare !== undefined) {
        const left = (terms.bidderPays.ducats ?? 0) - 5;
        const { ducats: _d, ...rest } = terms.bidderPays;
        const variant: OfferTerms = { ...terms, bidderPays: left > 0 ? { ...rest, ducats: left } : rest, promise: [{ kind: 'good', good: spare }] };
        if (offerProblem(v, me, variant) === null) {
          terms.bidderPays = variant.bidderPays;
          terms.promise = variant.promise;
          cost += SPARE_GOOD - 5;
        }
      }
    }
    const net = worth - cost + 0.01 * ((mixHash(seed, i) % 100) / 100);
    if (net <= 0) continue;
    if (offerProblem(v, me, terms) !== null) continue;
    if (!best || net > best.net) best = { terms, net, t, acts };
  }
  if (!best) {
    return {
      move: { type: 'noOffer', seat: me },
      reason: bi('沒有一個地點對我值得付錢，我這一步不出價。', 'No space the tower can reach is worth paying for to me, so I make no offer this step.'),
    };
  }
  const why = whyWorth(v, me, best.t, best.acts);
  const price = offered(best.terms, bi('行動收穫的一部分', 'a share of what the action yields')) ?? bi('什麼都不付', 'nothing');
  const reason = line(`${why.text.zh}，比我出的價（${price.zh}）更值得，所以出價`, `${why.text.en}, worth more than what I offer (${price.en})`);
  const choice: BotChoice<GenoaMove> = { move: { type: 'offer', seat: me, offer: best.terms }, reason };
  if (why.hidden) choice.publicReason = line(`${sp(best.t).zh}對我比這個價錢更值得，所以出${price.zh}`, `${sp(best.t).en} is worth more to me than that, so I offer ${price.en}`);
  return choice;
}

// ---- the trader ----------------------------------------------------------------------------------

/** What accepting offer `o` is worth to the trader now. */
function offerGain(v: V, me: number, o: Offer, style: Style): number {
  let g = bundleWorth(v, me, o.bidderPays) + promiseWorth(v, me, o.promise) - bundleWorth(v, me, o.traderPays);
  if (o.kind !== 'actHere') g += messagesPaidBy(v, me, o.target) + (isStreet(o.target) ? streetWorth(v, me, o.target) : 0);
  if (style.rivalry > 0) {
    const rivalGain = spaceWorth(v, o.bidder, o.target, o.kind !== 'moveOnly') - bundleWorth(v, o.bidder, o.bidderPays);
    g -= style.rivalry * Math.max(0, rivalGain) / Math.max(1, v.players - 1);
  }
  return g;
}

function chooseTrader(v: V, legal: GenoaMove[], me: number, style: Style, seed: number): BotChoice<GenoaMove> {
  // own-turn cards first: an Any good that completes an order
  const need = missingForOrders(v, me);
  const anyGood = legal.find((m): m is Move<'useAnyGood'> => m.type === 'useAnyGood' && (need[m.good] ?? 0) > 0);
  if (anyGood)
    return {
      move: anyGood,
      reason: bi(`我用任意貨物卡拿 1 份${GOOD_NAMES[anyGood.good].zh}，補齊我訂單缺的貨物。`, `I use my Any good card for 1 ${GOOD_NAMES[anyGood.good].en}, which one of my orders still lacks.`),
      publicReason: bi(`我用任意貨物卡拿 1 份${GOOD_NAMES[anyGood.good].zh}。`, `I use my Any good card for 1 ${GOOD_NAMES[anyGood.good].en}.`),
    };
  const bAction = legal.filter((m): m is Move<'useBuildingAction'> => m.type === 'useBuildingAction');
  for (const m of bAction)
    if (yieldOf(m.building).special !== 'buildingAction' && actionValue(v, me, m.building) - specialValue(v, me, 'buildingAction') >= 20)
      return {
        move: m,
        reason: bi(`我用建築行動卡在自己的${sp(m.building).zh}做行動，不必讓塔過去。`, `I use my Building action card at my own ${spaceName(m.building).en}, without the tower going there.`),
      };

  const h = here(v);
  const open = openBuilding(v);
  const haveAction = normalLeft(v, me) > 0;
  const ownHere = open && legal.some((m) => m.type === 'actHere') ? spaceWorth(v, me, open, true) - (haveAction ? 0 : specialValue(v, me, 'extraAction')) : -Infinity;
  const ahead = style.lookahead && haveAction ? bestAhead(v, me) : { b: null, worth: 0 };
  const accepts = legal.filter((m): m is Move<'accept'> => m.type === 'accept');
  const offerOf = (bidder: number) => v.offers.find((o) => o.bidder === bidder)!;
  const scored = accepts.map((m) => {
    const o = offerOf(m.bidder);
    return { m, o, gain: style.level === 'easy' ? (o.bidderPays.ducats ?? 0) + bundleWorth(v, me, o.bidderPays) * 0.01 : offerGain(v, me, o, style) };
  });
  scored.sort((a, b) => b.gain - a.gain);
  const top = scored[0];
  // what keeping the action for later (or using it here) is worth, against selling this building
  const ownUse = Math.max(ownHere, 0);
  const forced = accepts.length > 0 && !legal.some((m) => m.type === 'stop') && !legal.some((m) => m.type === 'move');

  const acceptChoice = (x: NonNullable<typeof top>): BotChoice<GenoaMove> => {
    const n = scored.length - 1;
    const others = n > 1 ? bi(`，比其他 ${n} 個出價好`, `, better than the other ${n} offers`) : n === 1 ? bi('，比另一個出價好', ', better than the other offer') : bi('', '');
    const inst = open && x.o.kind === 'actHere' && ownHere > -Infinity ? bi(`，勝過我自己用${sp(h).zh}`, `, more than my own use of ${sp(h).en}`) : bi('', '');
    const say = (o: Offer): Bilingual => {
      const gets = offered(o, bi('約定的行動收穫', 'the promised share of the yield'));
      return gets
        ? bi(`我接受${seatName(o.bidder).zh} 的出價：${gets.zh}對我最值得${others.zh}${inst.zh}。`, `I accept ${seatName(o.bidder).en}'s offer: what it gives, ${gets.en}, is worth most to me${others.en}${inst.en}.`)
        : bi(`我接受${seatName(o.bidder).zh} 的出價：它雖然不付東西，對我仍是最好的選擇${others.zh}${inst.zh}。`, `I accept ${seatName(o.bidder).en}'s offer: though it pays nothing, it is the best for me${others.en}${inst.en}.`);
    };
    // the bidder's game cards are face down to the other seats
    const shown = offerSeen(x.o, me, -1);
    return { move: x.m, reason: say(x.o), ...(shown === x.o ? {} : { publicReason: say(shown) }) };
  };
  const actChoice = (why: Bilingual): BotChoice<GenoaMove> => {
    const m = legal.find((x) => x.type === 'actHere')!;
    const w = whyWorth(v, me, h, true);
    const c: BotChoice<GenoaMove> = { move: m, reason: bi(`我自己在${sp(h).zh}做行動：${w.text.zh}${why.zh}。`, `I take the action at ${sp(h).en} myself: ${w.text.en}${why.en}.`) };
    if (w.hidden) c.publicReason = bi(`我自己在${sp(h).zh}做行動：這裡對我比任何出價都值得${why.zh}。`, `I take the action at ${sp(h).en} myself: it is worth more to me than any offer${why.en}.`);
    return c;
  };

  // a counter-offer: the best offer comes close to what the trader would otherwise get
  if (style.counters && top && v.counters < v.options.counterCap) {
    const alt = Math.max(ownUse, ahead.worth * 0.5);
    const close = top.gain > 0 && top.gain < alt && top.gain >= 0.6 * alt;
    const ask = floor5(alt - top.gain + 5) || 5;
    if (close && legal.some((m) => m.type === 'counter')) {
      const counter: Offer = { ...top.o, bidderPays: { ...top.o.bidderPays, ducats: (top.o.bidderPays.ducats ?? 0) + ask } };
      if (offerProblem(v, top.o.bidder, counter, { counter: true }) === null)
        return {
          move: { type: 'counter', seat: me, offer: counter },
          reason: bi(
            `${seatName(top.o.bidder).zh} 的出價接近這一步對我的價值，但還差一點：我還價，請他多付 ${ask} 元。`,
            `${seatName(top.o.bidder).en}'s offer comes close to what this step is worth to me, but not quite: I counter, asking ${ask} ducats more.`,
          ),
        };
    }
  }

  if (open && ownHere > -Infinity) {
    // act here when it beats the best offer and, with steps left, the best building still ahead
    const beatOffers = !top || ownHere >= top.gain + (haveAction ? ahead.worth * 0.3 : 0);
    const beatAhead = ownHere >= ahead.worth;
    if (beatOffers && beatAhead && ownHere > (style.level === 'easy' ? 19 : 8)) return actChoice(top ? bi('，勝過所有出價', ', more than any offer') : bi('', ''));
  }
  if (top && (top.gain > 0 || forced)) return acceptChoice(top);
  if (forced) return actChoice(bi('', ''));

  // a free step: toward what is worth most to the trader (its action ahead, messages, a street), else keep moving for more offers
  const moves = legal.filter((m): m is Move<'move'> => m.type === 'move');
  if (moves.length) {
    const scores = moves.map((m) => {
      let s = spaceWorth(v, me, m.to, false);
      if (haveAction && isBuilding(m.to)) s += actionValue(v, me, m.to) * 0.8;
      if (ahead.b && freeDistance({ path: [...v.path, m.to] }, ahead.b) < freeDistance(v, ahead.b)) s += 6;
      // buildings draw offers
      if (isBuilding(m.to)) s += 4;
      return style.level === 'easy' ? (isBuilding(m.to) ? 1 : 0) : s;
    });
    const i = argmaxSeeded(scores, seed, style.level === 'easy' ? 1 : 1e-6);
    const to = moves[i]!.to;
    const w = whyWorth(v, me, to, haveAction);
    const c: BotChoice<GenoaMove> = {
      move: moves[i]!,
      reason: bi(`沒有出價值得接受，我把塔移到${sp(to).zh}：${w.text.zh}，也能再收一輪出價。`, `No offer is worth taking, so I move the tower to ${sp(to).en}: ${w.text.en}, and it opens another round of offers.`),
    };
    if (w.hidden) c.publicReason = bi(`沒有出價值得接受，我把塔移到${sp(to).zh}，也能再收一輪出價。`, `No offer is worth taking, so I move the tower to ${sp(to).en}, which opens another round of offers.`);
    return c;
  }
  if (open && ownHere > 0 && legal.some((m) => m.type === 'actHere')) return actChoice(bi('，塔已經不能再走', ', and the tower can go no further'));
  const stop = legal.find((m) => m.type === 'stop');
  if (stop) return { move: stop, reason: bi('塔沒有值得再去的地方了，我結束移動。', 'Nowhere left is worth the tower going, so I stop moving it.') };
  return { move: legal[0]!, reason: bi('只剩這一步可以走。', 'This is the only move left.') };
}

// ---- the other decisions -------------------------------------------------------------------------

function chooseCounterAnswer(v: V, legal: GenoaMove[], me: number): BotChoice<GenoaMove> {
  const c = v.counter!;
  const worth = spaceWorth(v, me, c.target, c.kind !== 'moveOnly') + bundleWorth(v, me, c.traderPays);
  const cost = bundleWorth(v, me, c.bidderPays) + promiseWorth(v, me, c.promise);
  const agree = legal.find((m) => m.type === 'agree');
  // the price said to the other seats has the bot's own game cards face down
  const shown = facedown(c.bidderPays);
  const priced = (say: (price: Bilingual) => Bilingual) => ({ reason: say(bundleText(c.bidderPays)), ...(shown === c.bidderPays ? {} : { publicReason: say(bundleText(shown)) }) });
  if (agree && worth >= cost)
    return {
      move: agree,
      ...priced((price) => line(`${sp(c.target).zh}對我還是值得${price.zh}，我同意還價`, `${sp(c.target).en} is still worth ${price.en} to me, so I agree to the counter-offer`)),
    };
  const refuse = legal.find((m) => m.type === 'refuse')!;
  if (agree) return { move: refuse, ...priced((price) => line(`${price.zh}比${sp(c.target).zh}對我的價值還高，我拒絕還價`, `${price.en} is more than ${sp(c.target).en} is worth to me, so I refuse the counter-offer`)) };
  return {
    move: refuse,
    reason: bi('我付不起還價要的東西，只能拒絕。', 'I cannot pay what the counter-offer asks, so I refuse it.'),
    publicReason: bi('還價要的比我願意付的多，我拒絕。', 'The counter-offer asks more than I will pay, so I refuse it.'),
  };
}

function chooseAct(v: V, legal: GenoaMove[], me: number, style: Style, seed: number): BotChoice<GenoaMove> {
  const acts = legal.filter((m): m is Move<'act'> => m.type === 'act');
  const scores = acts.map((m) => {
    let s = 0;
    if (m.largeOrder !== undefined) s += 100 + (m.special ? specialValue(v, me, m.special) : 0);
    if (m.smallOrder !== undefined) s += 40;
    return s;
  });
  const i = argmaxSeeded(scores, seed);
  const m = acts[i]!;
  const b = v.pending?.building;
  const where = b ? sp(b) : bi('這裡', 'here');
  if (m.largeOrder !== undefined)
    return {
      move: m,
      reason: bi(
        `我交付大訂單拿 100 元${m.special ? `，並選${SPECIAL_NAMES[m.special].zh}卡` : ''}${m.smallOrder !== undefined ? '，再順便交一張小訂單' : ''}。`,
        `I deliver the large order for 100 ducats${m.special ? ` and choose the ${SPECIAL_NAMES[m.special].en} card` : ''}${m.smallOrder !== undefined ? ', with a small order as well' : ''}.`,
      ),
    };
  if (m.smallOrder !== undefined) return { move: m, reason: bi(`我在${where.zh}做行動，同時交一張小訂單拿 40 元。`, `I take the action at ${where.en} and hand in a small order for 40 ducats with it.`) };
  void style;
  return { move: m, reason: bi(`我照一般的方式做${where.zh}的行動。`, `I take the action at ${where.en} the ordinary way.`) };
}

function chooseAcquire(v: V, legal: GenoaMove[], me: number, style: Style, seed: number): BotChoice<GenoaMove> {
  const opts = legal.filter((m): m is Move<'acquire'> => m.type === 'acquire');
  if (!opts.length) return { move: legal.find((m) => m.type === 'pass')!, reason: bi('我沒有能放的所有人指示物。', 'I have no marker I can place.') };
  const scores = opts.map((m) => {
    let s = 0;
    for (const b of m.buildings) {
      const takeover = v.owners[b] !== undefined;
      s += buildingWorth(v, b) - (takeover ? WORTH.marker * (style.level === 'easy' ? 2 : 0.8) : 0) + (takeover && style.level === 'strong' ? 10 : 0);
    }
    return style.level === 'easy' ? m.buildings.length : s;
  });
  const i = argmaxSeeded(scores, seed);
  const m = opts[i]!;
  const names = m.buildings.map((b) => sp(b));
  const takeovers = m.buildings.filter((b) => v.owners[b] !== undefined);
  return {
    move: m,
    reason: bi(
      `我用${sp(m.street).zh}的圓盤，在${names.map((x) => x.zh).join('和')}放所有人指示物${takeovers.length ? '（多花一個把別人的換掉）' : ''}：以後別人每用一次我就收 10 元，結束時每棟再值 10 元。`,
      `I use the disc on ${sp(m.street).en} to put my markers on ${names.map((x) => x.en).join(' and ')}${takeovers.length ? ' (one more marker spent to replace another player\'s)' : ''}: 10 ducats each time another player uses one, and 10 for each at the end.`,
    ),
  };
}

function chooseStart(v: V, legal: GenoaMove[], me: number): BotChoice<GenoaMove> {
  const need = missingForOrders(v, me);
  const anyGood = legal.find((m): m is Move<'useAnyGood'> => m.type === 'useAnyGood' && (need[m.good] ?? 0) > 0);
  if (anyGood)
    return {
      move: anyGood,
      reason: bi(`擲骰前，我用任意貨物卡拿 1 份${GOOD_NAMES[anyGood.good].zh}，補齊訂單缺的貨物。`, `Before rolling I use my Any good card for 1 ${GOOD_NAMES[anyGood.good].en}, which one of my orders lacks.`),
      publicReason: bi(`擲骰前，我用任意貨物卡拿 1 份${GOOD_NAMES[anyGood.good].zh}。`, `Before rolling I use my Any good card for 1 ${GOOD_NAMES[anyGood.good].en}.`),
    };
  // an Any start space card straight onto a villa where a large order can be delivered
  const seat = v.seats[me]!;
  for (const m of legal)
    if (m.type === 'anyStart' && isBuilding(m.space) && deliverableLarge(seat, m.space).length)
      return {
        move: m,
        reason: bi(`我用任意起始位置卡把塔放在${sp(m.space).zh}，在那裡交付大訂單。`, `I play Any start space to put the tower on ${sp(m.space).en} and deliver a large order there.`),
        publicReason: bi(`我用任意起始位置卡把塔放在${sp(m.space).zh}。`, `I play Any start space to put the tower on ${sp(m.space).en}.`),
      };
  return { move: legal.find((m) => m.type === 'roll')!, reason: bi('我擲骰決定起始格。', 'I roll the dice for the start space.') };
}

// ---- the bots ------------------------------------------------------------------------------------

function decide(v: V, legal: GenoaMove[], seed: number, style: Style): BotChoice<GenoaMove> {
  const me = v.seat;
  if (legal.length === 1) {
    const m = legal[0]!;
    if (m.type === 'act') return chooseAct(v, legal, me, style, seed);
    return { move: m, reason: bi('這是唯一能走的一步。', 'This is the only move there is.') };
  }
  switch (v.phase) {
    case 'start':
      return chooseStart(v, legal, me);
    case 'bidding':
      return chooseBid(v, me, style, seed);
    case 'trader':
      return chooseTrader(v, legal, me, style, seed);
    case 'counter':
      return chooseCounterAnswer(v, legal, me);
    case 'action':
      return chooseAct(v, legal, me, style, seed);
    case 'acquisition':
      return chooseAcquire(v, legal, me, style, seed);
    default:
      return { move: legal[0]!, reason: bi('這是唯一能走的一步。', 'This is the only move there is.') };
  }
}

const makeBot = (style: Style): Bot<GenoaView, GenoaMove> => ({
  level: style.level,
  choose: (view, legal, seed) => spoken(decide(view, legal, seed, style)),
});

export const genoaBots: GameBots<GenoaView, GenoaMove> = { easy: makeBot(EASY), strong: makeBot(STRONG) };
