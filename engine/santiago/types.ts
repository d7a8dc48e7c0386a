/**
 * Santiago's state and moves: plain JSON, shared by the machine, the bots and the board view.
 * Geometry follows the fact sheet (§1.1): plots (c, r) with c = 0..7, r = 0..5; ditch intersections
 * (x, y) with x = 0..4, y = 0..3 at plot corner (2x, 2y); canal segments H(x, y) and V(x, y).
 */
import type { GameResult } from '../core/contract';
import type { LogLine } from './log';

export type Crop = 'bananas' | 'sugarcane' | 'potatoes' | 'beans' | 'chili';

export interface Tile {
  id: number;
  crop: Crop;
  /** Planter icons on the tile: how many markers a bidder puts on it. */
  planters: 1 | 2;
}

export interface Plot {
  c: number;
  r: number;
}

export interface Point {
  x: number;
  y: number;
}

/** A canal segment: `H` runs from (x, y) to (x+1, y), `V` from (x, y) to (x, y+1). */
export interface Segment {
  dir: 'H' | 'V';
  x: number;
  y: number;
}

export interface Plantation extends Plot {
  tile: Tile;
  /** The seat whose yield markers lie on it, or null for a neutral plantation. */
  owner: number | null;
  /** Yield markers of the owner on the tile (0 for a neutral one). */
  markers: number;
  /** A palm tree moved onto this tile (palm variant): +1 marker for the owner while it has one. */
  palm: boolean;
  desert: boolean;
}

export interface Proposal {
  segment: Segment;
  /** Who laid the proposal canal. */
  proposer: number;
  /** Every bribe on it, the proposer's first. */
  bribes: { seat: number; amount: number }[];
}

export type SpringPlacement = 'random' | 'setup' | 'first-overseer';
export type PalmPlacement = 'random' | 'first-overseer';

export interface SantiagoOptions {
  /** The palm-tree variant (§6.1). */
  palms: boolean;
  /** Who places the spring: at random, given at setup (`springAt`), or by the first overseer. */
  spring: SpringPlacement;
  springAt?: Point;
  /** Who places the palms when `palms` is on. */
  palmPlacement: PalmPlacement;
  /** House option: every player's cash is shown to all. */
  openMoney: boolean;
}

/** Where the game is in its round; mirrors the phase machine's state value. */
export type SantiagoPhase =
  | 'placeSpring'
  | 'placePalms'
  | 'bidding'
  | 'planting'
  | 'neutralTile'
  | 'proposals'
  | 'overseerDecision'
  | 'extraIrrigation'
  | 'gameOver';

/** A seat's action in this round's bidding: a bid, a pass, or not yet acted. */
export type Bid = { seat: number; amount: number } | { seat: number; pass: true };

export interface SantiagoState {
  game: 'santiago';
  players: number;
  options: SantiagoOptions;
  /** The seeded random generator's state (no Math.random anywhere). */
  rng: number[];
  round: number;
  rounds: number;
  phase: SantiagoPhase;
  /** The seat holding the canal overseer figure. */
  overseer: number;
  /** Face-down stacks (top = last element), the tile removed at setup (3–4 players), the tiles face up. */
  stacks: Tile[][];
  removed: Tile | null;
  revealed: Tile[];
  spring: Point | null;
  /** Palm trees still standing on empty plots (variant). */
  palms: Plot[];
  plantations: Plantation[];
  canals: Segment[];
  /** Blue canals left beside the board for the overseers. */
  canalSupply: number;
  /** Whether each seat still has its personal extra canal. */
  extraCanal: boolean[];
  money: number[];
  /** This round's bids and passes, in the order made. */
  bids: Bid[];
  /** Phase 3: the seats still to choose a tile, in order. */
  choosingOrder: number[];
  /** Phase 4: proposals on the board, and the seats still to propose, support or pass. */
  proposals: Proposal[];
  proposalOrder: number[];
  /** Phase 5: the seats still to be offered the extra irrigation. */
  irrigationOrder: number[];
  /**
   * Public game log, newest last, from the start of the game (the ledger rebuilds every seat's cash
   * from it): each line as data (its sentence's name and arguments), worded when read (`log.ts`).
   */
  log: LogLine[];
  /** Final scores, set by the machine's scoring step once the game is over (absent before). */
  result?: GameResult | null;
}

export type SantiagoMove =
  | { type: 'placeSpring'; seat: number; at: Point }
  | { type: 'placePalm'; seat: number; at: Plot }
  | { type: 'bid'; seat: number; amount: number }
  | { type: 'pass'; seat: number }
  | { type: 'plant'; seat: number; tile: number; at: Plot }
  | { type: 'placeNeutral'; seat: number; at: Plot }
  | { type: 'propose'; seat: number; segment: Segment; amount: number }
  | { type: 'support'; seat: number; proposal: number; amount: number }
  | { type: 'passBribe'; seat: number }
  | { type: 'accept'; seat: number; proposal: number }
  | { type: 'refuse'; seat: number; segment: Segment }
  | { type: 'buildOwn'; seat: number; segment: Segment }
  | { type: 'buildNothing'; seat: number }
  | { type: 'extraCanal'; seat: number; segment: Segment }
  | { type: 'declineExtra'; seat: number };

/** What one seat may see: the state with other seats' money hidden (unless open money is on). */
export interface SantiagoView extends Omit<SantiagoState, 'money' | 'rng' | 'stacks'> {
  seat: number;
  /** Own cash always; others' cash only with open money, else null. */
  money: (number | null)[];
  /** Tiles left in each face-down stack (their faces are hidden). */
  stackSizes: number[];
}
