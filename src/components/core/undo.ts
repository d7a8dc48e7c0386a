/**
 * Undo on a table, by the engine's policy (`undoDepth` of record.ts): a person's last decision,
 * together with the bot moves made since. A table taken over from a worked example starts from a
 * position, not a setup: the engine's policy is applied to it through a game whose setup hands back
 * that position (a small adapter; the policy itself is the engine's, unchanged).
 */
import type { Bilingual } from '../../../engine/core/contract';
import { undoDepth, type UndoRefused } from '../../../engine/core/undo-policy';
import type { MachineGame } from '../../../engine/core/machine-game';
import type { SeatKind } from './handoff';
import type { ExampleResolver, TableStart } from './table';
import { movesOf } from './table';

export type TableUndo = { ok: true; seat: number; depth: number } | UndoRefused;

/**
 * What undo would take back for the person at `seat`: its last move and the bots' moves after it.
 */
export function tableUndo<S, M extends { type: string; seat: number }, O>(
  game: MachineGame<S, M, O, unknown>,
  start: TableStart<O, M>,
  fromExample: ExampleResolver<S>,
  seats: readonly SeatKind[],
  seat: number,
): TableUndo {
  const moves = movesOf(start);
  if (moves.length === 0) return { ok: false, why: 'nothing' };
  const bot = (s: number) => seats[s] !== undefined && seats[s] !== 'human';
  let u;
  if (start.kind === 'record') u = undoDepth(game, start.record, seat, bot);
  else {
    const first = fromExample(start.example, start.step);
    if (first === null) return { ok: false, why: 'blocked' };
    const fromPosition: MachineGame<S, M, O, unknown> = { ...game, setup: () => ({ ok: true, state: first }) };
    u = undoDepth(fromPosition, { game: game.id, players: 1, seed: 0, options: {} as O, moves: start.moves }, seat, bot);
  }
  return u.ok ? { ok: true, seat, depth: u.depth } : u;
}

/** The person whose decision undo takes back: the one who moved last among the human seats. */
export function lastHuman<M extends { seat: number }>(moves: readonly M[], seats: readonly SeatKind[]): number | null {
  for (let i = moves.length - 1; i >= 0; i--) if (seats[moves[i]!.seat] === 'human') return moves[i]!.seat;
  return null;
}

/** Why undo is not available, in words: what the engine's policy says stands in the way, naming the step that blocks it when it knows it. */
export function undoWhy(plan: UndoRefused): Bilingual {
  switch (plan.why) {
    case 'nothing':
      return { zh: '還沒有可以收回的一步。', en: 'There is no move of yours to take back yet.' };
    case 'other-player':
      return { zh: '另一位玩家已經行動，不能越過他的決定收回。', en: 'Another person has moved since: their decision is not taken back.' };
    case 'blocked':
      return plan.since
        ? { zh: `之後遊戲已經走過「${plan.since.zh}」，這一步不能收回。`, en: `Since then the game has gone through “${plan.since.en}”, which cannot be taken back.` }
        : { zh: '之後遊戲已經走過不能收回的一步。', en: 'Since then the game has gone through a step that cannot be taken back.' };
  }
}
