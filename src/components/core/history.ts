/**
 * A finished game's story in numbers, from its own record: each seat's score or money at the start
 * and at the end of every round, found by replaying the table's moves through the engine.
 */
import type { Game } from '../../../engine/core/contract';
import { replayTable, type ExampleResolver, type TableStart } from './table';

export interface RoundHistory {
  /** The round each point ends (0 for the start; the last point is the game's end). */
  rounds: number[];
  /** `values[i][seat]`: the seat's value at point i. */
  values: number[][];
}

/**
 * Samples `value` at the start, at every change of `round` (the value the round ended with) and at
 * the end. Null when the start cannot be replayed.
 */
export function roundHistory<S, M, O>(
  game: Game<S, M, O, unknown>,
  start: TableStart<O, M>,
  fromExample: ExampleResolver<S>,
  value: (s: S) => number[],
  roundOf: (s: S) => number,
): RoundHistory | null {
  const first = replayTable(game, start.kind === 'record' ? { ...start, record: { ...start.record, moves: [] } } : { ...start, moves: [] }, fromExample);
  if (!first.ok) return null;
  const moves = start.kind === 'record' ? start.record.moves : start.moves;
  let s = first.state;
  const rounds = [Math.max(0, roundOf(s) - 1)];
  const values = [value(s)];
  for (const m of moves) {
    const r = game.play(s, m);
    if (!r.ok) return null;
    if (roundOf(r.state) !== roundOf(s)) {
      rounds.push(roundOf(s));
      values.push(value(r.state));
    }
    s = r.state;
  }
  const end = value(s);
  if (JSON.stringify(end) !== JSON.stringify(values[values.length - 1]) || rounds.length === 1) {
    rounds.push(roundOf(s));
    values.push(end);
  }
  return { rounds, values };
}
