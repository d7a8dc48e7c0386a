/**
 * What a seat outside a deal sees of it. A deal is between the trader and one bidder; the game cards
 * in it (orders, messages, privileges) are hand cards, hidden to everyone else (fact sheet §1, §6.1:
 * a bundle's cards are "hidden to others"). Every other seat sees that cards change hands, how many
 * and from which deck, but not which: the four decks are shuffled and drawn apart (§1, §3) and every
 * draw says its deck (the log), so a card's back is public. Money, goods, special cards, markers
 * and promises stay in sight.
 */
import { CARDS } from './data';
import type { Bundle, Counts, Deck, Offer, Wish } from './types';

/** A bundle with its game cards turned face down: counted by deck in `backs`. The same bundle when it holds none. */
export function facedown(b: Bundle): Bundle {
  if (!b.cards?.length) return b;
  const { cards, ...rest } = b;
  const backs: Counts<Deck> = { ...b.backs };
  for (const c of cards) {
    const d = CARDS[c]!.deck;
    backs[d] = (backs[d] ?? 0) + 1;
  }
  return { ...rest, backs };
}

/**
 * An offer (or counter-offer) as `seat` sees it: whole for its bidder and the trader, else with its
 * cards face down (-1: a seat outside every deal).
 */
export function offerSeen<O extends Offer>(o: O, trader: number, seat: number): O {
  if (seat === o.bidder || seat === trader) return o;
  const bidderPays = facedown(o.bidderPays);
  const traderPays = facedown(o.traderPays);
  return bidderPays === o.bidderPays && traderPays === o.traderPays ? o : { ...o, bidderPays, traderPays };
}

/** A wish as `seat` sees it: whole for its bidder and the trader, else its cards face down. */
export function wishSeen(w: Wish, trader: number, seat: number): Wish {
  if (seat === w.bidder || seat === trader) return w;
  const bundle = facedown(w.bundle);
  return bundle === w.bundle ? w : { ...w, bundle };
}
