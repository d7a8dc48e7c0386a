/**
 * Determinization (`Game.sample`): a whole San Juan state built from what one seat sees, with
 * everything that seat cannot see dealt at random from what it has not seen.
 *
 * What a seat sees (`view` in `game.ts`): its own hand, every building, whether a production
 * building holds a good, the size of every hand, pile and chapel, the face-up price tile, the
 * gold mine's cards and, as councillor, its own draw. Hidden, and so drawn here: the other hands,
 * the goods (face-down cards), the cards under the chapels, the order of the draw and discard
 * piles, another councillor's draw, the order of the face-down price tiles and the generator of
 * later reshuffles. The cards dealt are exactly the 110 less the ones in sight, shuffled once, so
 * every placement of them is equally likely and the true one among them.
 *
 * What the view shows is carried over as `shown.ts` carries it. The seats still to act (`order`)
 * are not in the view but follow from the rules and what is in sight; the size of another
 * councillor's draw follows from the 110-card count.
 *
 * Not used: the public log's wording. It names the cards a gold mine turned up (then discarded)
 * and the one kept, which a seat that remembers knows to lie in the discard pile or that hand;
 * here they are dealt like every other unseen card.
 */
import type { Lookahead } from '../core/contract';
import type { MachineGame } from '../core/machine-game';
import { sanJuan } from './game';
import type { SanJuanMove, SanJuanOptions } from './types';
import { Draw } from '../core/rng';
import { CARD_COUNT } from './cards';
import { clockwise, handLimit, owns } from './rules';
import { shown } from './shown';
import type { Building, SanJuanState, SanJuanView } from './types';

/** The five price tiles (0–4). */
const PRICE_TILE_IDS = [0, 1, 2, 3, 4];

/** The card ids in sight of the view's seat: its hand, every building, the drawn cards shown. */
function cardsInSight(v: SanJuanView): Set<number> {
  const seen = new Set<number>(v.hand);
  for (const tableau of v.buildings) for (const b of tableau) seen.add(b.card);
  for (const c of v.drawn) seen.add(c);
  return seen;
}

/**
 * The seats still to act in the current step, the acting one first, as the machine keeps them:
 * a role phase runs clockwise from the privilege holder (gold mines: their owners only), the
 * start hand, chapel and hand limit clockwise from the governor (chapel: owners with a card in
 * hand; hand limit: seats over their limit). Hands and buildings of the seats after the acting
 * one do not change within a step, so the view's counts give the same queue the machine built.
 */
export function orderOf(v: SanJuanView): number[] {
  const acting = v.toAct[0];
  if (acting === undefined || v.phase === 'pickRole' || v.phase === 'gameOver') return [];
  const tableau = (seat: number): Building[] => v.buildings[seat]!.map((b) => ({ card: b.card, good: null }));
  let queue: number[];
  let waits: (seat: number) => boolean = () => true;
  switch (v.phase) {
    case 'startHand':
      queue = clockwise(v.governor, v.players);
      break;
    case 'chapel':
      queue = clockwise(v.governor, v.players);
      waits = (seat) => owns(tableau(seat), 'chapel') && v.handSizes[seat]! > 0;
      break;
    case 'handLimit':
      queue = clockwise(v.governor, v.players);
      waits = (seat) => v.handSizes[seat]! > handLimit(tableau(seat));
      break;
    case 'goldMine':
      queue = clockwise(v.privileged!, v.players);
      waits = (seat) => owns(tableau(seat), 'gold_mine');
      break;
    default:
      queue = clockwise(v.privileged!, v.players);
  }
  const from = queue.indexOf(acting);
  return [acting, ...queue.slice(from + 1).filter(waits)];
}

/** A state the view's seat cannot tell from the true one (see the file's comment). Never changes `v`. */
export function sample(v: SanJuanView, seat: number, draw: Draw): SanJuanState {
  if (v.seat !== seat) throw new Error(`san-juan sample: a view of seat ${v.seat} sampled for seat ${seat}`);
  const own = seat >= 0 && seat < v.players;
  const seen = cardsInSight(v);
  const unseen: number[] = [];
  for (let c = 0; c < CARD_COUNT; c++) if (!seen.has(c)) unseen.push(c);
  const pool = draw.shuffle(unseen);
  let next = 0;
  const deal = (n: number): number[] => {
    const cards = pool.slice(next, next + n);
    next += n;
    return cards;
  };

  // where the unseen cards lie, in a fixed order; another councillor's draw takes what is left over
  const placed =
    v.handSizes.reduce((t, n, s) => t + (own && s === seat ? 0 : n), 0) +
    v.chapelCounts.reduce((t, n) => t + n, 0) +
    v.buildings.reduce((t, tableau) => t + tableau.filter((b) => b.good).length, 0) +
    v.deckSize +
    v.discardSize;
  const hiddenDraw = pool.length - placed;
  const drawHidden = v.phase === 'councillor' && v.drawn.length === 0;
  if (hiddenDraw < 0 || (hiddenDraw > 0 && !drawHidden) || (drawHidden && hiddenDraw <= v.count))
    throw new Error(`san-juan sample: the view's counts do not add up to ${CARD_COUNT} cards`);

  const hands = v.handSizes.map((n, s) => (own && s === seat ? v.hand.slice() : deal(n)));
  const chapel = v.chapelCounts.map((n) => deal(n));
  const buildings: Building[][] = v.buildings.map((tableau) =>
    tableau.map((b) => ({ card: b.card, good: b.good ? deal(1)[0]! : null })),
  );
  const drawn = drawHidden ? deal(hiddenDraw) : v.drawn.slice();
  const discard = deal(v.discardSize);
  const deck = deal(v.deckSize);

  const priceStack = draw.shuffle(PRICE_TILE_IDS.filter((t) => t !== v.priceTile));
  if (priceStack.length !== v.priceStackSize)
    throw new Error(`san-juan sample: ${v.priceStackSize} face-down price tiles cannot go with the tile face up`);
  // the future is unknown to the seat: later reshuffles come from a fresh generator
  const rng = [draw.int(0x100000000), draw.int(0x100000000), draw.int(0x100000000), draw.int(0x100000000)];

  // what the view shows is carried over as `shown` carries it; its stand-ins are replaced by the draws
  return { ...shown(v), rng, deck, discard, hands, buildings, chapel, priceStack, order: orderOf(v), drawn };
}

/** The game with its determinization, for bots and reviews that look ahead (a chapter page plays `sanJuan` without it). */
export const sanJuanLookahead: Lookahead<MachineGame<SanJuanState, SanJuanMove, SanJuanOptions, SanJuanView>> = { ...sanJuan, sample };
