/**
 * The headless game contract every game in the book implements.
 * Tests, bots and islands all go through it; nothing here knows the DOM.
 * States, moves and records are plain JSON.
 */
import type { Draw } from './rng';

/** A text in both of the book's languages. */
export interface Bilingual {
  zh: string;
  en: string;
}

/** Why a move was refused: the rule, where the chapter explains it, and a message in both languages. */
export interface Violation {
  /** Stable rule id, e.g. `santiago.bid.unique`. */
  rule: string;
  /** The chapter section (heading anchor) that states the rule, e.g. `phase-1-bidding`. */
  section: string;
  message: Bilingual;
}

export type PlayResult<S> = { ok: true; state: S } | { ok: false; violation: Violation };

/** What a loaded position, a saved game or a share link may fail with. */
export type LoadResult<S> = { ok: true; state: S } | { ok: false; error: Bilingual };

/** How far back a player may take a move (carried in each machine state's `meta`). */
export type UndoPolicy = 'allowed' | 'blocked';

export interface PhaseMeta {
  /** The chapter section (heading anchor) this state implements. */
  section: string;
  /** Whether a move made in this state may be taken back. */
  undo: UndoPolicy;
  /** Phase name for the phase diagram and the log. */
  label: Bilingual;
}

export interface ScoreLine {
  /** What this line counts, in both languages, e.g. "bananas field of 4 plots × 5 markers". */
  label: Bilingual;
  points: number;
}

export interface SeatResult {
  seat: number;
  total: number;
  breakdown: ScoreLine[];
  /**
   * The game's own tie-break for equal totals, higher first (Puerto Rico: doubloons + goods), where
   * its rules have one; seats equal in both share a place (see ranking.ts).
   */
  tieBreak?: number;
}

export interface GameResult {
  seats: SeatResult[];
  /** Seats with the best total (a tie is a shared victory). */
  winners: number[];
}

export interface SetupConfig<O> {
  players: number;
  seed: number | string;
  options?: Partial<O>;
}

/** A whole game as setup plus moves: saving, sharing, undo and replay are built on it. */
export interface GameRecord<O, M> {
  game: string;
  players: number;
  seed: number | string;
  options: Partial<O>;
  moves: M[];
}

export interface Game<S, M, O, V> {
  id: string;
  minPlayers: number;
  maxPlayers: number;
  /** Gives a fresh state, or a bilingual error for a wrong player count or option. */
  setup(config: SetupConfig<O>): LoadResult<S>;
  /**
   * Loads a position written declaratively (board, money, round, phase, who acts …) so that
   * examples and tests can start mid-game. Validates it: an inconsistent position gets an error
   * naming what is wrong.
   */
  load(position: unknown): LoadResult<S>;
  /** The seats that must act now (empty once the game is over). */
  toAct(state: S): number[];
  /** Every legal move of whoever must act now. The moves listed are the engine's: never change one in place. */
  legalMoves(state: S): M[];
  /** Plays a move; never throws, never mutates `state`. */
  play(state: S, move: M): PlayResult<S>;
  /** Scores and winners once the game is over, else null. */
  result(state: S): GameResult | null;
  /** What `seat` may see: hidden information removed. */
  view(state: S, seat: number): V;
  /** The meta of the machine state the game is in. */
  meta(state: S): PhaseMeta;
  /** A one-line bilingual description of a move, for the log. */
  describe(state: S, move: M): Bilingual;
  isOver(state: S): boolean;
}

/**
 * A game with its determinization, for bots and reviews that look ahead (each game's `sample.ts`
 * makes one). A chapter page plays the game without it: only its workers need `sample`.
 */
export type Lookahead<G> = G extends Game<infer S, infer _M, infer _O, infer V> ? G & Sampler<S, V> : never;

export interface Sampler<S, V> {
  /**
   * Determinization: a whole state that `seat` cannot tell from the true one, given only `view`
   * (what `view(state, seat)` gave): whatever that seat cannot see (other seats' hands, the order of
   * face-down stacks, dice under another cup, secret money, the generator of future draws) drawn at
   * random from what is unseen, so that `view(sample(v, seat, draw), seat)` equals `v` and every
   * state consistent with `v` can come out. For bots and reviews that look ahead without cheating.
   */
  sample(view: V, seat: number, draw: Draw): S;
}
