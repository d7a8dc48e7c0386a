/**
 * A seat's view turned back into a whole state, so that a device that receives only its own seat's
 * view (the class server) can draw it with the table's own board, which draws a state for a viewer.
 * What the view shows is carried over as it is; what it hides gets neutral stand-ins: other seats'
 * ducats 0 and hands as that many copies of one card, each deck's face-down and used cards as that
 * many copies of the deck's first card, no scripted rolls, a fixed generator.
 */
import { seedRng } from '../core/rng';
import { CARDS, DECKS, type Deck } from './data';
import type { GenoaState, GenoaView } from './types';

/** The card each deck's hidden cards are drawn as. */
const FIRST = Object.fromEntries(DECKS.map((d) => [d, CARDS.find((c) => c.deck === d)!.id])) as Record<Deck, number>;

export function shown(v: GenoaView): GenoaState {
  const { seat: _seat, seats, decks, toAct: _toAct, ...rest } = v;
  const copies = (n: number, card: number): number[] => new Array<number>(n).fill(card);
  const deck = (d: Deck) => ({ down: copies(decks[d].down, FIRST[d]), up: copies(decks[d].up, FIRST[d]) });
  return {
    ...rest,
    rng: seedRng(0),
    rolls: [],
    seats: seats.map(({ handSize, ducats, hand, ...x }) => ({ ...x, ducats: ducats ?? 0, hand: hand ?? copies(handSize, FIRST.large) })),
    decks: { large: deck('large'), small: deck('small'), message: deck('message'), privilege: deck('privilege') },
  };
}
