/**
 * Determinization (`Game.sample`): a whole Genoa state built from what one seat sees, with
 * everything that seat cannot see drawn at random from what it has not seen.
 *
 * What a seat sees (`view` in `game.ts`): its own money and hand, every seat's goods, special cards
 * and markers, the size of every hand, the decks as counts (face down and used), the board, the
 * offers and the log. Hidden, and so drawn here:
 * - the game cards in the other hands and in the decks. Every card of the 60 that is not in the
 *   seat's own hand is unseen, save those the view names in a standing offer, wish or counter-offer:
 *   a card a bidder offers is in his hand (checked when he offered it), a card the trader adds to a
 *   counter-offer in the trader's. Those stay where they are; the rest are dealt, each deck's
 *   face-down and used piles from that deck's unseen cards (a uniform choice of which, in a uniform
 *   order), the hands from what is left of all four. The used piles are dealt too: the view counts
 *   them only, though the log names many of them;
 * - the game cards of a deal the seat is no party to (`hidden.ts`: it sees their backs only). A card
 *   a bidder or the trader offers face down is one of his unseen cards of that deck: so many of
 *   them are dealt to his hand first and the offer, wish and counter-offer name those (a counter-
 *   offer asks only for cards already shown: the same ones). In the deal being carried out they
 *   have changed hands: they are named by the receiver's cards of that deck (or, where he holds too
 *   few, as for a card used at once, by that deck's used or face-down ones);
 * - the other seats' money (rules §2: secret). It is derivable only once the game is over (the
 *   result lists every seat's ducats in hand); the log is a window of the last lines, so a purse
 *   cannot be read off it in general. Each other purse is drawn in fives (every payment in the game
 *   is), at least what the seat has standing in an offer, wish or counter-offer (checked when it was
 *   made), plus a geometric number of fives whose mean brings it to the seat's own purse (never
 *   below the 130 every seat starts with): every amount can come out, the true one included;
 * - the generator of later dice and reshuffles, and the rolls a loaded position scripted: the future
 *   is unknown to the seat, so a fresh generator and no scripted rolls.
 * Everything else is the view's own, copied, so the sample shares nothing with the view; the log
 * is the seat's reading of it (a line about another's deal says its cards face down, for every seat).
 *
 * Not used: what an offer of ducats promised tells of the bidder's hand (he held an order paying
 * them at the target), and which cards a party to the deal being carried out saw change hands
 * (in the receiver's hand unless used at once): those hands are dealt like the others.
 */
import type { Lookahead } from '../core/contract';
import type { MachineGame } from '../core/machine-game';
import { genoa } from './game';
import type { GenoaMove, GenoaOptions } from './types';
import type { Draw, RngState } from '../core/rng';
import { CARDS, DECKS, START_DUCATS, type Deck } from './data';
import type { Bundle, Counts, GenoaState, GenoaView, Offer, Seat } from './types';

/** A fresh generator state of four words drawn from `draw`. */
const freshRng = (draw: Draw): RngState => [0, 1, 2, 3].map(() => draw.int(0x100000000));

/**
 * The game cards the view places in a hand other than the seat's own: a standing offer's or wish's
 * cards in its bidder's hand, a counter-offer's cards in the hand of whoever gives them.
 */
export function namedCards(v: GenoaView): Map<number, number> {
  const where = new Map<number, number>();
  const put = (b: Bundle, owner: number): void => {
    if (owner !== v.seat) for (const c of b.cards ?? []) where.set(c, owner);
  };
  for (const o of v.offers) put(o.bidderPays, o.bidder);
  for (const w of v.wishes) put(w.bundle, w.bidder);
  if (v.counter) {
    put(v.counter.bidderPays, v.counter.bidder);
    put(v.counter.traderPays, v.trader);
  }
  return where;
}

/** The least each seat holds by what it has standing: its ducats in an offer, a wish or (the trader's) a counter-offer. */
export function leastDucats(v: GenoaView): number[] {
  const least = v.seats.map(() => 0);
  const atLeast = (seat: number, b: Bundle): void => {
    least[seat] = Math.max(least[seat]!, b.ducats ?? 0);
  };
  for (const o of v.offers) atLeast(o.bidder, o.bidderPays);
  for (const w of v.wishes) atLeast(w.bidder, w.bundle);
  if (v.counter) atLeast(v.trader, v.counter.traderPays);
  return least;
}

/**
 * For each seat, how many game cards of each deck it hands over face down (the view's seat is no
 * party to that deal) in a standing offer, wish or counter-offer: the most any one of them holds, as
 * a counter-offer asks only for cards the bidder has shown.
 */
export function facedownNeeds(v: GenoaView): Counts<Deck>[] {
  const need = v.seats.map((): Counts<Deck> => ({}));
  const add = (b: Bundle, giver: number): void => {
    for (const d of DECKS) need[giver]![d] = Math.max(need[giver]![d] ?? 0, b.backs?.[d] ?? 0);
  };
  for (const o of v.offers) add(o.bidderPays, o.bidder), add(o.traderPays, v.trader);
  for (const w of v.wishes) add(w.bundle, w.bidder);
  if (v.counter) add(v.counter.bidderPays, v.counter.bidder), add(v.counter.traderPays, v.trader);
  return need;
}

/**
 * The deal being carried out with its face-down cards named: they changed hands when it was struck,
 * so each is one of the receiver's cards of its deck where the receiver holds enough, else one of
 * that deck's used or face-down cards (a card used at once, say a message paid).
 */
function pastDeal(deal: Offer, trader: number, hands: number[][], piles: GenoaState['decks']): Offer {
  const taken = new Set<number>();
  const name = (b: Bundle, receiver: number): Bundle => {
    if (!b.backs) return b;
    const { backs: counts, ...open } = b;
    const cards = [...(open.cards ?? [])];
    for (const d of DECKS)
      for (let k = 0; k < (counts[d] ?? 0); k++) {
        const c = [...hands[receiver]!, ...piles[d].up, ...piles[d].down].find((x) => CARDS[x]!.deck === d && !taken.has(x));
        if (c === undefined) throw new RangeError(`genoa sample: no ${d} card to stand for one handed over face down`);
        taken.add(c);
        cards.push(c);
      }
    return { ...open, cards };
  };
  return { ...deal, bidderPays: name(deal.bidderPays, trader), traderPays: name(deal.traderPays, deal.bidder) };
}

/** `least` plus a geometric number of fives of mean `(mean - least) / 5` (at least one five). */
function drawDucats(least: number, mean: number, draw: Draw): number {
  const steps = Math.max(1, Math.round((mean - least) / 5));
  let fives = 0;
  while (draw.int(steps + 1) !== 0) fives++;
  return least + 5 * fives;
}

/** A state the view's seat cannot tell from the true one (see the file's comment). Never changes `v`. */
export function sample(v: GenoaView, seat: number, draw: Draw): GenoaState {
  if (v.seat !== seat) throw new RangeError(`genoa sample: a view of seat ${v.seat} sampled for seat ${seat}`);
  const { seat: _seat, toAct: _toAct, seats: viewSeats, decks: viewDecks, ...rest } = structuredClone(v);
  const own = viewSeats[seat]?.hand ?? [];
  const named = namedCards(v);

  // each deck's unseen cards, shuffled: its piles take the first ones, the hands what is left
  const forHands: number[] = [];
  const piles = {} as GenoaState['decks'];
  for (const d of DECKS) {
    const unseen = draw.shuffle(CARDS.filter((c) => c.deck === d && !own.includes(c.id) && !named.has(c.id)).map((c) => c.id));
    const { down, up } = viewDecks[d];
    if (unseen.length < down + up) throw new RangeError(`genoa sample: the ${d} deck holds ${down + up} cards but only ${unseen.length} are unseen`);
    piles[d] = { down: unseen.slice(0, down), up: unseen.slice(down, down + up) };
    forHands.push(...unseen.slice(down + up));
  }
  // the hands: the cards the view names, then each card offered face down (one of the giver's of
  // that deck), then the rest, all from the shuffled pool
  let pool = draw.shuffle(forHands);
  const backs = facedownNeeds(v);
  const secret = viewSeats.map(() => ({}) as Record<Deck, number[]>);
  for (const [i, need] of backs.entries())
    for (const d of DECKS) {
      const k = need[d] ?? 0;
      const mine = pool.filter((c) => CARDS[c]!.deck === d).slice(0, k);
      if (mine.length < k) throw new RangeError(`genoa sample: seat ${i} offers ${k} ${d} cards face down, more than are unseen`);
      secret[i]![d] = mine;
      pool = pool.filter((c) => !mine.includes(c));
    }
  let next = 0;
  const hands = viewSeats.map((x, i) => {
    if (x.hand) return x.hand;
    const kept = [...[...named].filter(([, owner]) => owner === i).map(([c]) => c), ...DECKS.flatMap((d) => secret[i]![d] ?? [])];
    const dealt = pool.slice(next, next + x.handSize - kept.length);
    next += dealt.length;
    if (kept.length + dealt.length !== x.handSize) throw new RangeError(`genoa sample: seat ${i} holds ${x.handSize} cards, more than are unseen`);
    return [...kept, ...dealt];
  });
  if (next !== pool.length) throw new RangeError(`genoa sample: ${pool.length - next} unseen cards are in no hand and no deck`);

  // the cards offered face down named by the ones dealt for them
  const turnUp = (b: Bundle, giver: number): Bundle => {
    if (!b.backs) return b;
    const { backs: counts, ...open } = b;
    return { ...open, cards: [...(open.cards ?? []), ...DECKS.flatMap((d) => secret[giver]![d]!.slice(0, counts[d] ?? 0))] };
  };
  const t = v.trader;
  const offers = rest.offers.map((o) => ({ ...o, bidderPays: turnUp(o.bidderPays, o.bidder), traderPays: turnUp(o.traderPays, t) }));
  const wishes = rest.wishes.map((w) => ({ ...w, bundle: turnUp(w.bundle, w.bidder) }));
  const c = rest.counter;
  const counter = c && { ...c, bidderPays: turnUp(c.bidderPays, c.bidder), traderPays: turnUp(c.traderPays, t) };
  const p = rest.pending;
  const pending = p?.deal ? { ...p, deal: pastDeal(p.deal, t, hands, piles) } : p;

  // money: known from the result once the game is over (its first line is the ducats in hand), else drawn
  const least = leastDucats(v);
  const mean = Math.max(START_DUCATS, viewSeats[seat]?.ducats ?? 0);
  const seats: Seat[] = viewSeats.map(({ handSize: _n, ducats, hand: _hand, ...x }, i) => ({
    ...x,
    ducats: ducats ?? v.result?.seats.find((r) => r.seat === i)?.breakdown[0]?.points ?? drawDucats(least[i]!, mean, draw),
    hand: hands[i]!,
  }));
  return { ...rest, offers, wishes, counter, pending, rng: freshRng(draw), rolls: [], seats, decks: piles };
}

/** The game with its determinization, for bots and reviews that look ahead (a chapter page plays `genoa` without it). */
export const genoaLookahead: Lookahead<MachineGame<GenoaState, GenoaMove, GenoaOptions, GenoaView>> = { ...genoa, sample };
