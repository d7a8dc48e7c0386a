/**
 * Genoa's state and moves: plain JSON, shared by the machine, the bots and the table view.
 * Seats are numbers 0–4 (named by letter A–E). Cards are ids into `CARDS` (`data.ts`); spaces are
 * ids of `map.ts`. Money and hands are secret: `view` hides them. Offers are public but for the
 * game cards in them, which only the two parties to the deal see (`hidden.ts`).
 */
import type { Bilingual, GameResult } from '../core/contract';
import type { LogLine } from './log';
import type { Deck, Good, Special } from './data';
import type { BuildingId, SpaceId } from './map';

export type { Deck, Good, Special } from './data';
export type { BuildingId, SpaceId } from './map';

export type Counts<K extends string> = Partial<Record<K, number>>;

export interface Seat {
  /** Secret. */
  ducats: number;
  /** Every kind present (0 when none) in a state the engine made. */
  goods: Counts<Good>;
  specials: Counts<Special>;
  /** Secret: game cards in hand (orders, messages, privileges). */
  hand: number[];
  /** Ownership markers in front of the seat (not yet on a building). */
  markers: number;
}

/** Things handed over at once in a deal (rule ⑤): ducats in fives, goods, special cards, game cards, markers. */
export interface Bundle {
  ducats?: number;
  goods?: Counts<Good>;
  specials?: Counts<Special>;
  cards?: number[];
  markers?: number;
  /**
   * Only in a seat's view of a deal it is not party to: the game cards handed over, counted by deck
   * (their backs), in place of `cards`. A move holding it is refused.
   */
  backs?: Counts<Deck>;
}

/**
 * Rule ⑥: a bidder may promise only part of what the action he buys will yield, handed over right
 * after it: ducats the action pays (a large order's 100, a small order's 40), one of the goods a
 * warehouse gives, the special card a card building gives or a large order's special card, a card
 * drawn (the first drawn, then the next), markers from the Cathedral.
 */
export type YieldShare =
  | { kind: 'ducats'; amount: number }
  | { kind: 'good'; good: Good }
  | { kind: 'special'; special: Special }
  | { kind: 'drawnCard' }
  | { kind: 'markers'; n: 1 | 2 };

/** Act at the building the tower is on; move to an adjacent building and act there; move to a street or the market. */
export type OfferKind = 'actHere' | 'moveAndAct' | 'moveOnly';

export interface Offer {
  bidder: number;
  /** The space the tower is on (act here) or an adjacent unvisited one (move there). */
  target: SpaceId;
  kind: OfferKind;
  bidderPays: Bundle;
  /** Rule ⑦: the trader may add his own items to a deal. */
  traderPays: Bundle;
  promise: YieldShare[];
  /** The bidder commits an Extra action card (he has used his action this turn, §12 Q6). */
  extra?: boolean;
}

/** The part of an offer a bidder writes (the bidder is the seat making the move). */
export type OfferTerms = Omit<Offer, 'bidder'>;

/** Special case B: a wish for a space two or more steps away; shown, never accepted. */
export interface Wish {
  bidder: number;
  target: SpaceId;
  bundle: Bundle;
}

export interface GenoaOptions {
  /** Rounds for each player count (3 and 4 reconstructed). */
  rounds: Partial<Record<number, number>>;
  /** A seat that already acted may still bid for a building when it commits an Extra action card (§12 Q6). */
  extraActionBids: boolean;
  /**
   * 2 players: an offer must include an item other than money — `anyItem` (a good, special card,
   * game card or marker: the seed and the 2009 rules) or `good` (a commodity: the English 2001 rules).
   */
  twoPlayerItem: 'anyItem' | 'good';
  /** Counter-offers the trader may make in one bidding window. */
  counterCap: number;
}

/** Where the game is; mirrors the machine's resting state value. */
export type GenoaPhase =
  /** The trader rolls the dice or plays Any start space (or another own-turn card first). */
  | 'start'
  /** Non-traders post offers or wishes, clockwise from the trader's left. */
  | 'bidding'
  /** The trader accepts, counters, acts here, moves on or stops. */
  | 'trader'
  /** The bidder answers the trader's counter-offer. */
  | 'counter'
  /** The seat taking a building's action chooses how (villa branch, order, card). */
  | 'action'
  /** Clockwise from the trader: one street disc each, markers on the buildings it touches. */
  | 'acquisition'
  | 'gameOver';

export interface PendingAction {
  seat: number;
  building: BuildingId;
  /** The offer bought (its promise is settled after the action), or null for the trader's own or a Building action card. */
  deal: Offer | null;
  /** Taken with a Building action card (off the tower path, §12 Q9). */
  card: boolean;
  /** Taken with an Extra action card. */
  extra: boolean;
}

/** Where the turn goes on after an action or a card played: back to the roll, back to the trader, or a new bidding window. */
export type Resume = 'start' | 'trader' | 'window';

export interface GenoaState {
  game: 'genoa';
  players: number;
  options: GenoaOptions;
  rng: number[];
  phase: GenoaPhase;
  /** The round marker's position, 1 … `lastRound`. */
  round: number;
  lastRound: number;
  /** The start player keeps the card all game. */
  startPlayer: number;
  trader: number;
  /** Traders so far this round (the first trader's market start moves the marker). */
  turnInRound: number;
  seats: Seat[];
  /** Ownership markers left in the supply, by colour (seat). */
  markerSupply: number[];
  owners: Partial<Record<BuildingId, number>>;
  goods: Counts<Good>;
  specials: Counts<Special>;
  /** Each deck face down (top first) with its used cards face up under it. */
  decks: Record<Deck, { down: number[]; up: number[] }>;
  /** The last roll (blue, red), or null when the start space was chosen with a card. */
  dice: [number, number] | null;
  /** Rolls scripted by a loaded position (examples, tests), used before the seeded dice. */
  rolls: [number, number][];
  /** The tower's path this turn: every space holding a disc, the start space first. */
  path: SpaceId[];
  /** Street discs taken in acquisition this turn. */
  takenStreets: SpaceId[];
  /** Whether the tower came to its current space through a deal. */
  dealt: boolean;
  /** Buildings whose tower action has been taken this turn. */
  usedBuildings: BuildingId[];
  /** Each seat's normal actions used this turn (one each; the trader's second with 2 players). */
  acted: number[];
  /** Each seat's actions taken this turn with an Extra action card. */
  extraActs: number[];
  offers: Offer[];
  wishes: Wish[];
  /** Bidders who said "no offer" in this window. */
  silent: number[];
  /** Seats still to speak in this bidding window, the next first; or the acquisition order. */
  order: number[];
  /** The trader's counter-offer waiting for its bidder's answer. */
  counter: Offer | null;
  /** Counter-offers made in this window. */
  counters: number;
  pending: PendingAction | null;
  resume: Resume;
  /** Set by a move that drew a card (the machine passes a state that blocks undo, then clears it). */
  drew: boolean;
  /** The public log's last lines, each as data (its sentence's name and arguments), worded when read (log.ts). */
  log: LogLine[];
  logCount: number;
  result?: GameResult | null;
}

export type GenoaMove =
  | { type: 'roll'; seat: number }
  | { type: 'anyStart'; seat: number; space: SpaceId }
  | { type: 'offer'; seat: number; offer: OfferTerms }
  | { type: 'wish'; seat: number; target: SpaceId; bundle: Bundle }
  | { type: 'noOffer'; seat: number }
  | { type: 'accept'; seat: number; bidder: number }
  | { type: 'counter'; seat: number; offer: Offer }
  | { type: 'agree'; seat: number }
  | { type: 'refuse'; seat: number }
  | { type: 'actHere'; seat: number; extra?: boolean }
  | { type: 'move'; seat: number; to: SpaceId }
  | { type: 'stop'; seat: number }
  /** The action at `pending.building`: at a villa the privilege or a large order (with its special card); a small order may ride along. */
  | { type: 'act'; seat: number; largeOrder?: number; smallOrder?: number; special?: Special }
  | { type: 'useAnyGood'; seat: number; good: Good }
  | { type: 'useBuildingAction'; seat: number; building: BuildingId }
  | { type: 'useTrade'; seat: number; give: TradeItem; take: TradeItem }
  | { type: 'acquire'; seat: number; street: SpaceId; buildings: BuildingId[] }
  | { type: 'pass'; seat: number };

/** Trade 1:1: give a card from the hand (`card`), take the top card of a deck (`deck`). */
export type TradeItem =
  | { kind: 'good'; good: Good }
  | { kind: 'special'; special: Special }
  | { kind: 'card'; card?: number; deck?: Deck }
  | { kind: 'marker' };

/**
 * What the negotiation checks and the value helpers read: the whole state or one seat's view of it.
 * A seat's money and hand are null when they are another's secret; the checks never read them then.
 */
export interface SeatLike {
  ducats: number | null;
  hand: number[] | null;
  goods: Counts<Good>;
  specials: Counts<Special>;
  markers: number;
}

export interface Table
  extends Pick<GenoaState, 'players' | 'options' | 'trader' | 'path' | 'usedBuildings' | 'acted' | 'extraActs' | 'markerSupply' | 'dealt' | 'offers' | 'goods' | 'specials' | 'owners' | 'takenStreets'> {
  seats: readonly SeatLike[];
}

/** A seat as another seat sees it: money and hand hidden. */
export interface SeatView extends Omit<Seat, 'ducats' | 'hand'> {
  ducats: number | null;
  hand: number[] | null;
  handSize: number;
}

export interface GenoaView extends Omit<GenoaState, 'rng' | 'seats' | 'decks' | 'rolls'> {
  seat: number;
  seats: SeatView[];
  decks: Record<Deck, { down: number; up: number }>;
  toAct: number[];
}
