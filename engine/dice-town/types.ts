/**
 * Dice Town's state and moves: plain JSON, shared by the machine, the move checker, the bots and
 * the table view. Dice faces are the poker-dice faces as text; cards are instance ids made from the
 * ids in `cards.ts` (`dynamite`, `equipment-3`, `deed-4#2` …, see `deck.ts`).
 */
import type { GameResult } from '../core/contract';
import type { LogLine } from './log';

export type Face = '9' | '10' | 'J' | 'Q' | 'K' | 'A';

/** The locations won by the most of one face, and the Town Hall (best poker hand). */
export type Location = 'goldMine' | 'bank' | 'generalStore' | 'saloon' | 'sheriff' | 'townHall';

/** Where the round is: building hands, one of the locations, or over. */
export type Stage = 'dice' | Location | 'docBadluck' | 'over';

export interface DiceTownOptions {
  /** `revised` (20 deeds, Elixir cards) or `first` (25 claims, Doc Badluck's printed menu). */
  edition: 'revised' | 'first';
  /** Face-up Elixir cards: 2 in the published rulebook, 3 in the source text. */
  elixirsFaceUp: 2 | 3;
  /** The source text's cap: at most 3 nuggets / store cards / saloon cards per win (before Dynamite). */
  capAtThree: boolean;
  /** Who holds the badge first: a seat named by the table, or `random`. */
  firstSheriff: number | 'random';
  /** Town Hall ties of equal combinations broken by the remaining dice (off: the sheriff decides). */
  kickers: boolean;
}

/** A seat's hidden choice for this dice step, made under the cup. */
export interface KeepChoice {
  /** The dice kept, in the player's order of preference. */
  dice: Face[];
  /** Scoundrel played: keep several dice for free. */
  scoundrel: boolean;
  /** Cheater played: one rolled die turned from `from` to `to` (a die the player keeps). */
  cheat: { from: Face; to: Face } | null;
}

export interface Hand {
  /** General Store cards (hidden from the others). */
  store: string[];
  /** Property cards in hand (hidden from the others; they can be stolen). */
  property: string[];
  /** Property cards laid face up by Protection / barbed wire (public; never stolen at the Saloon). */
  protected: string[];
}

/** A decision the game waits for. */
export type Pending =
  | { kind: 'keep' }
  | { kind: 'wanted'; seat: number; card: string; by: number }
  | { kind: 'window'; seat: number; card: string }
  | { kind: 'holdUp'; seat: number }
  | { kind: 'tie'; seat: number; location: Location; candidates: number[] }
  | { kind: 'storeKeep'; seat: number }
  | { kind: 'saloonTarget'; seat: number; targets: number[]; draw: number }
  | { kind: 'saloonKeep'; seat: number; from: number }
  | { kind: 'docNext'; seat: number }
  | { kind: 'elixir'; seat: number }
  | { kind: 'give'; seat: number; to: number; what: 'property' | 'store' };

export type PendingKind = Pending['kind'];

/**
 * The resolution still to do, as a stack of steps (last = next). Effect steps carry `cancelled`,
 * which a Wanted poster played against their card sets.
 */
export type Task =
  | { t: 'roll' }
  | { t: 'awaitKeeps' }
  | { t: 'keepCard'; seat: number; card: 'scoundrel' | 'cheater'; cancelled: boolean }
  | { t: 'applyKeeps' }
  | { t: 'location'; loc: Location }
  | { t: 'won'; loc: Location; seat: number }
  | { t: 'offer'; seat: number; card: string; effect: Task }
  | { t: 'wanted'; card: string; by: number; asked: number[] }
  | { t: 'cancelBelow'; cancelled: boolean }
  | { t: 'mod'; mod: string; cancelled: boolean }
  | { t: 'mine'; seat: number; n: number }
  | { t: 'share'; seat: number; from: number; haul: number; cancelled: boolean }
  | { t: 'store'; seat: number; n: number }
  | { t: 'storeOnce'; seat: number; n: number }
  | { t: 'holdUpAsk'; seat: number }
  | { t: 'holdUp'; seat: number; target: number; cancelled: boolean }
  | { t: 'saloon'; seat: number; n: number }
  | { t: 'saloonOnce'; seat: number; n: number }
  | { t: 'saloonPick'; seat: number; from: number }
  | { t: 'badge'; seat: number }
  | { t: 'townHall'; seat: number; take: number }
  | { t: 'doc' }
  | { t: 'addVisitor'; seat: number; cancelled: boolean }
  | { t: 'docNext' }
  | { t: 'visit'; seat: number }
  | { t: 'giveAsk'; seat: number; to: number; what: 'property' | 'store' }
  | { t: 'stagecoach' }
  | { t: 'endCheck' };

export interface DiceTownState {
  game: 'dice-town';
  players: number;
  options: DiceTownOptions;
  /** The seeded generator (no Math.random anywhere). */
  rng: number[];
  /** Dice results to use before the generator (a loaded position's "next dice"), in rolling order. */
  diceQueue: Face[];
  round: number;
  /** The machine's resting state value, dotted (`dice.keep`, `saloon.saloonKeep`, `gameOver`). */
  phase: string;
  stage: Stage;
  sheriff: number;
  money: number[];
  nuggets: number[];
  /** Nuggets left in the Gold Mine. */
  mine: number;
  /** The bank's loot box and the stagecoach box under it. */
  bank: number;
  stagecoach: number;
  /** General Store deck, top first; used one-shot cards. */
  storeDeck: string[];
  storeDiscard: string[];
  /** Property deck, top first, and the Town Hall row (front first). */
  propertyDeck: string[];
  row: string[];
  /** Elixir deck (top first), the face-up Elixirs, the used ones (revised edition). */
  elixirDeck: string[];
  elixirs: string[];
  elixirDiscard: string[];
  hands: Hand[];
  /** Dice set aside face up (public). */
  kept: Face[][];
  /** Dice under each cup this step (hidden from the others); empty when the seat rolled nothing. */
  rolled: Face[][];
  /** Seats that choose in this dice step. */
  keepers: number[];
  /** Hidden choices already made this step. */
  choices: (KeepChoice | null)[];
  /** This dice step is the last roll (everything rolled is kept). */
  last: boolean;
  /** Who won each location in the latest town visit (null: nobody); cleared when the next visit starts. */
  winners: Record<Location, number | null>;
  /** Doc Badluck: seats still to visit this round. */
  visitors: number[];
  /** Cards drawn and waiting for a keep choice (seen by the drawer only). */
  drawn: string[];
  /** Modifiers granted by cards for the step in progress (`double`, `twice`, `stay`, `corrupt`). */
  mods: string[];
  pending: Pending | null;
  tasks: Task[];
  /**
   * Set by the resolution when a step rolled dice or showed hidden cards; the machine then passes
   * its no-undo state `reveal` and clears the flag (always false in a resting state).
   */
  fresh: boolean;
  /**
   * This round's public log lines, newest last (earlier rounds are in `history`), each as data (its
   * sentence's name and arguments), worded when read (`log.ts`).
   */
  log: LogLine[];
  /** The log of every finished round, oldest first (never changed once a round is over). */
  history: LogLine[][];
  result?: GameResult | null;
}

export type DiceTownMove =
  | { type: 'keep'; seat: number; dice: Face[]; scoundrel?: boolean; cheat?: { from: Face; to: Face } }
  | { type: 'cancel'; seat: number }
  | { type: 'play'; seat: number; card: string }
  | { type: 'pass'; seat: number }
  | { type: 'holdUp'; seat: number; target: number }
  | { type: 'settleTie'; seat: number; winner: number }
  | { type: 'keepCard'; seat: number; card: string }
  | { type: 'steal'; seat: number; target: number }
  | { type: 'docNext'; seat: number; visitor: number }
  | { type: 'elixir'; seat: number; card: string; target?: number; protect?: string[] }
  | { type: 'give'; seat: number; card: string };

/** One seat's hand as another seat sees it. */
export interface HandView {
  /** The cards themselves for the viewer's own hand, else null. */
  store: string[] | null;
  storeCount: number;
  property: string[] | null;
  propertyCount: number;
  protected: string[];
}

/** What one seat may see: other cups, hands, hidden choices, decks and the generator removed. */
export interface DiceTownView {
  seat: number;
  players: number;
  options: DiceTownOptions;
  round: number;
  phase: string;
  stage: Stage;
  sheriff: number;
  money: number[];
  nuggets: number[];
  mine: number;
  bank: number;
  stagecoach: number;
  storeDeckSize: number;
  storeDiscard: string[];
  propertyDeckSize: number;
  row: string[];
  elixirDeckSize: number;
  elixirs: string[];
  elixirDiscard: string[];
  hands: HandView[];
  kept: Face[][];
  /** The viewer's own dice under the cup (empty when nothing is rolled). */
  rolled: Face[];
  /** How many dice lie under each cup. */
  rolledCounts: number[];
  keepers: number[];
  /** Which seats have already chosen this step (not what they chose). */
  chosen: boolean[];
  /** The viewer's own hidden choice, if made. */
  myChoice: KeepChoice | null;
  last: boolean;
  winners: Record<Location, number | null>;
  visitors: number[];
  /** Cards drawn for the viewer to choose from (empty for everyone else). */
  drawn: string[];
  /** How many cards are drawn and waiting for a keep choice: the table sees the drawer take them. */
  drawnCount: number;
  /**
   * Once every keeper has chosen and the cups are lifted (the cards shown with the dice are still
   * being resolved), each seat's choice, null for a seat not keeping; else null.
   */
  lifted: (KeepChoice | null)[] | null;
  pending: Pending | null;
  /** The resolution still to run (last = next): it follows from what the whole table has seen. */
  tasks: Task[];
  toAct: number[];
  log: LogLine[];
  history: LogLine[][];
  result: GameResult | null;
}
