/**
 * Where a table's moves come from and go to: the one seam between a game's table as the reader sees
 * it (gamePlay.tsx: the board, the prompt, the log, the result) and whatever holds the game. Today
 * that is the page itself (localTable.ts: the engine in the page, the bots in a worker, the game
 * saved in the browser and shared as a link); a table on a class server plugs in here with the same
 * shape, and no game's code changes.
 *
 * A source decides nothing about the rules: every move goes through the engine's `play` wherever
 * the game is held, and what comes back is a state to render or a refusal to show.
 */
import type { Bilingual } from '../../../engine/core/contract';
import type { Notice } from './Feedback';
import type { SeatKind, Viewer } from './handoff';
import type { LogHistory } from './logWindow';
import type { TableData } from './table';
import type { TableUndo } from './undo';

/** A bot's move as the table tells it: the move described, then why (what the screen may show of it). */
export interface BotNote {
  seat: number;
  text: Bilingual;
  /** Told only once the move is no longer secret (a keep under the cup), see `keepsSecret`. */
  hidden: boolean;
}

export interface TableSource<S, M, O> {
  /** The game on the table (its start and moves, seats and who saw the screen last); null before one is opened. */
  data: TableData<O, M> | null;
  state: S | null;
  /** The move that led to `state` and the state before it (the phase diagram follows it), or null after a jump. */
  lastMove: { from: S; move: M } | null;
  /** The table has read what it had to (a saved game, a link) and shows what it holds. */
  ready: boolean;
  over: boolean;
  seats: readonly SeatKind[];
  /** The seat a person at this screen decides for now, if any. */
  human?: number;
  /** The hand-over screen comes first (hidden information between people sharing the device). */
  handoff: boolean;
  viewer: Viewer;
  /** The person at `seat` has taken the device. */
  seen: (seat: number) => void;
  /** A person's move: null when it was accepted, else why not. */
  play: (move: M) => Notice | null;
  /** The bots' latest moves, newest last. */
  notes: readonly BotNote[];
  /** The whole log so far. */
  log: LogHistory;
  notice: Notice | null;
  setNotice: (n: Notice | null) => void;
  hint: Notice | null;
  askHint: () => void;
  /** What undo would take back now, or why not (null: nothing of a person's to take back). */
  undoPlan: TableUndo | null;
  undo: () => void;
  /** Opens a game set up by the form; a start that cannot be played is refused with why. */
  start: (d: TableData<O, M>) => Notice | null;
  /** Opens a game as given (the same dice again, say). */
  open: (d: TableData<O, M>, s: S) => void;
  newGame: () => void;
  /** Saving is off (storage denied or full): said while it lasts. */
  savingOff: Bilingual | null;
  /** The share link shown, once asked for. */
  share: string | null;
  makeShare: () => void;
  /** How long a bot waits before it moves, in ms. */
  speed: number;
  setSpeed: (ms: number) => void;
  /** Where an example's position comes from (a table taken over from a worked example). */
  fromExample: (example: string, step: number) => S | null;
  /** The game is held by a class server: the page's own controls (new game, share link, bot speed) do not apply. */
  networked?: boolean;
}
