/**
 * Undo on a table, by the engine's policy (`canUndo` of record.ts). A table taken over from a
 * worked example starts from a position, not a setup: the engine's policy is applied to it
 * through a game whose setup hands back that position (a small adapter; the policy itself is the
 * engine's, unchanged).
 */
import { canUndo } from '../../../engine/core/record';
import type { MachineGame } from '../../../engine/core/machine-game';
import type { ExampleResolver, TableStart } from './table';
import { movesOf } from './table';

export function tableCanUndo<S, M extends { type: string }, O>(
  game: MachineGame<S, M, O, unknown>,
  start: TableStart<O, M>,
  fromExample: ExampleResolver<S>,
  seat: number,
): boolean {
  if (movesOf(start).length === 0) return false;
  if (start.kind === 'record') return canUndo(game, start.record, seat);
  const first = fromExample(start.example, start.step);
  if (first === null) return false;
  const fromPosition: MachineGame<S, M, O, unknown> = { ...game, setup: () => ({ ok: true, state: first }) };
  return canUndo(fromPosition, { game: game.id, players: 1, seed: 0, options: {} as O, moves: start.moves }, seat);
}
