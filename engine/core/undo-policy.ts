/**
 * What may be taken back: the record without its last move, and how many moves a seat may take
 * back at once under the machine's undo policy (its states' meta).
 */
import type { Bilingual, GameRecord } from './contract';
import type { MachineGame } from './machine-game';
import { replay } from './record';
import { isObject } from './violation';

// ---- undo --------------------------------------------------------------------------------------

/** The record without its last move. */
export function undo<O, M>(record: GameRecord<O, M>): GameRecord<O, M> {
  return { ...record, moves: record.moves.slice(0, -1) };
}

/** Why a seat cannot take its last decision back (see `undoDepth`). */
export type UndoRefusal = 'nothing' | 'other-player' | 'blocked';

/** A refusal to take back, with what happened since that blocks it (the label of the blocking step), when known. */
export type UndoRefused = { ok: false; why: UndoRefusal; since?: Bilingual };

/**
 * How many moves `seat` may take back at once: its own last move together with the moves made
 * since by seats that play by themselves (`auto`: the bots), or why it may not. Policy: never
 * across another person's move; every move taken back must have been made in a state whose meta
 * allows undo, and none may have led the machine through a state whose meta blocks undo (a draw,
 * a roll, a reveal of new tiles or hidden cards).
 */
export function undoDepth<S, M extends { type: string }, O>(
  game: MachineGame<S, M, O, unknown>,
  record: GameRecord<O, M>,
  seat: number,
  auto: (seat: number) => boolean = () => false,
): { ok: true; depth: number } | UndoRefused {
  const moves = record.moves;
  const seatOf = (m: M): unknown => (isObject(m) ? (m as { seat?: unknown }).seat : undefined);
  let k = moves.length - 1;
  while (k >= 0 && seatOf(moves[k]!) !== seat) {
    const by = seatOf(moves[k]!);
    if (typeof by !== 'number' || !auto(by)) return { ok: false, why: k === moves.length - 1 && typeof by !== 'number' ? 'nothing' : 'other-player' };
    k--;
  }
  if (k < 0) return { ok: false, why: 'nothing' };
  const before = replay(game, { ...record, moves: moves.slice(0, k) });
  if (!before.ok) return { ok: false, why: 'blocked' };
  let state = before.state;
  for (let i = k; i < moves.length; i++) {
    const here = game.meta(state);
    if (here.undo === 'blocked') return { ok: false, why: 'blocked', since: here.label };
    const traced = game.playTraced(state, moves[i]!);
    if (!traced.result.ok) return { ok: false, why: 'blocked' };
    const blocking = traced.visited.map((value) => game.metaOf(value)).find((m) => m.undo === 'blocked');
    if (blocking) return { ok: false, why: 'blocked', since: blocking.label };
    state = traced.result.state;
  }
  return { ok: true, depth: moves.length - k };
}

/**
 * Whether `seat` may take back the last move of the record: only the last move, only by the seat
 * that made it (never across another player's action), under the meta policy of `undoDepth`.
 */
export function canUndo<S, M extends { type: string }, O>(
  game: MachineGame<S, M, O, unknown>,
  record: GameRecord<O, M>,
  seat: number,
): boolean {
  const u = undoDepth(game, record, seat);
  return u.ok && u.depth === 1;
}
