/**
 * San Juan's state and moves: plain JSON, shared by the machine, the bots and the table view.
 * Cards are numbers 0–109 (see `cards.ts`); a building in front of a player is its card id,
 * a good is a face-down card id lying on a production building.
 */
import type { Bilingual, GameResult } from '../core/contract';
import type { LogLine } from './log';

export type Role = 'builder' | 'producer' | 'trader' | 'councillor' | 'prospector';

export const ROLES: readonly Role[] = ['builder', 'producer', 'trader', 'councillor', 'prospector'];

export interface Building {
  card: number;
  /** The face-down good on a production building, or null (always null on a violet building). */
  good: number | null;
}

export interface SanJuanOptions {
  /** Start-hand variant (§7): the governor is dealt 5, the next seats 6, 7, 8; each keeps 4. */
  startingHands: boolean;
  /**
   * Who holds the privilege and acts first in a role's phase: `picker` (the published rules,
   * §9.1) or `governor` (the seed's wording: the governor always, then clockwise from the left).
   */
  privilege: 'picker' | 'governor';
  /** Order of the carpenter and poor house after one build (§10 Q6). */
  afterBuild: 'carpenter-first' | 'poor-house-first';
}

/** Where the game is; mirrors the machine's resting state value. */
export type SanJuanPhase =
  | 'startHand'
  | 'chapel'
  | 'handLimit'
  | 'pickRole'
  | 'builder'
  | 'payment'
  | 'producer'
  | 'trader'
  | 'councillor'
  | 'archive'
  | 'goldMine'
  | 'gameOver';

export interface RolePick {
  role: Role;
  seat: number;
}

export interface SanJuanState {
  game: 'san-juan';
  players: number;
  options: SanJuanOptions;
  /** The seeded random generator's state (reshuffles of the discard pile). */
  rng: number[];
  phase: SanJuanPhase;
  round: number;
  governor: number;
  /** Draw pile, top card first. */
  deck: number[];
  discard: number[];
  hands: number[][];
  buildings: Building[][];
  /** Cards tucked under each seat's chapel (they stay and score even if the chapel is covered). */
  chapel: number[][];
  /** The face-down price tiles (0–4), top first; the face-up one during a trader phase. */
  priceStack: number[];
  priceTile: number | null;
  /** Roles picked this round, in order; the last one is the phase being played. */
  picks: RolePick[];
  /** Seat holding the privilege of the current role phase. */
  privileged: number | null;
  /** Whether the privilege of the current phase is doubled by a library. */
  doubled: boolean;
  /** Two players: the governor's library already doubled a privilege this round (§5 Library). */
  libraryUsed: boolean;
  /** Seats still to act in the current step, the acting seat first. */
  order: number[];
  /** Cards drawn by the acting councillor (private) or turned up by a gold mine (public). */
  drawn: number[];
  /** Cards still to choose: to keep (councillor, gold mine) or to discard (archive, hand limit, start hand). */
  count: number;
  /** Builder: the building being paid for and the cards still owed. */
  payment: { card: number; owed: number } | null;
  /**
   * The public game log, newest last (it never names a hidden card), each line as data worded when
   * read (log.ts): the most recent `LOG_WINDOW` lines only, so that a long game does not copy a
   * growing list on every step.
   */
  log: LogLine[];
  /** Lines ever written to the log (a reader holding older lines knows how many are new). */
  logCount: number;
  result?: GameResult | null;
}

export type SanJuanMove =
  | { type: 'pickRole'; seat: number; role: Role; library?: boolean }
  | { type: 'build'; seat: number; card: number; over?: number; goods?: number[] }
  | { type: 'pay'; seat: number; card: number }
  | { type: 'produce'; seat: number; buildings: number[] }
  | { type: 'sell'; seat: number; buildings: number[] }
  | { type: 'keep'; seat: number; cards: number[] }
  | { type: 'discard'; seat: number; card: number }
  | { type: 'tuck'; seat: number; card: number }
  | { type: 'pass'; seat: number };

/** A building as a seat sees it: the good is face down, so only whether there is one. */
export interface BuildingView {
  card: number;
  good: boolean;
}

/** What one seat may see. */
export interface SanJuanView {
  game: 'san-juan';
  seat: number;
  players: number;
  options: SanJuanOptions;
  phase: SanJuanPhase;
  round: number;
  governor: number;
  /** The seat's own hand. */
  hand: number[];
  handSizes: number[];
  buildings: BuildingView[][];
  chapelCounts: number[];
  deckSize: number;
  discardSize: number;
  priceTile: number | null;
  priceStackSize: number;
  picks: RolePick[];
  privileged: number | null;
  doubled: boolean;
  libraryUsed: boolean;
  toAct: number[];
  /** Gold-mine cards turned up (public), or the seat's own councillor draw; else empty. */
  drawn: number[];
  /**
   * Cards the acting seat still chooses (to keep, or to discard), for every seat: the rules make it
   * public (the hand sizes, the prefecture and the cards drawn are all in sight), and with an
   * archive it is the only trace of how many discards are still owed.
   */
  count: number;
  payment: { card: number; owed: number } | null;
  log: LogLine[];
  logCount: number;
  result: GameResult | null;
}
