/**
 * A seat's view turned back into a whole state, so that a device that receives only its own seat's
 * view (the class server) can draw it with the table's own board, which draws a state for a viewer.
 * What the view shows is carried over as it is; what it hides gets neutral stand-ins: other hands,
 * the goods lying face down, the cards under chapels, the draw and discard piles as that many
 * copies of one card, the price tiles as that many copies of the first, a fixed generator. Of the
 * seats still to act in a step the view names only the first, so that is the order kept.
 */
import { seedRng } from '../core/rng';
import type { SanJuanState, SanJuanView } from './types';

/** The card every hidden card is drawn as. */
const CARD = 0;

export function shown(v: SanJuanView): SanJuanState {
  const copies = (n: number, item: number): number[] => new Array<number>(n).fill(item);
  return {
    game: 'san-juan',
    players: v.players,
    options: v.options,
    rng: seedRng(0),
    phase: v.phase,
    round: v.round,
    governor: v.governor,
    deck: copies(v.deckSize, CARD),
    discard: copies(v.discardSize, CARD),
    hands: v.handSizes.map((n, i) => (i === v.seat ? v.hand : copies(n, CARD))),
    buildings: v.buildings.map((t) => t.map((b) => ({ card: b.card, good: b.good ? CARD : null }))),
    chapel: v.chapelCounts.map((n) => copies(n, CARD)),
    priceStack: copies(v.priceStackSize, 0),
    priceTile: v.priceTile,
    picks: v.picks,
    privileged: v.privileged,
    doubled: v.doubled,
    libraryUsed: v.libraryUsed,
    order: v.phase === 'pickRole' ? [] : v.toAct,
    drawn: v.drawn,
    count: v.count,
    payment: v.payment,
    log: v.log,
    logCount: v.logCount,
    result: v.result,
  };
}
