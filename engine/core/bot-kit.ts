/**
 * Shared bot helpers: a seeded hash for repeatable tie-breaks, a uniformly random bot, and a match
 * runner that plays a whole game with one bot per seat (used by tests and the benchmark).
 * Nothing here reads a clock or Math.random.
 */
import type { Bot, BotChoice } from './bot';
import type { Game, GameResult, SetupConfig } from './contract';
import { spacedText } from './text';

/** A 32-bit hash of a few integers (deterministic, well mixed). */
export function mixHash(...parts: number[]): number {
  let h = 0x811c9dc5;
  for (const p of parts) {
    h = Math.imul(h ^ (p | 0), 0x01000193);
    h ^= h >>> 15;
    h = Math.imul(h, 0x2c1b3c6d);
    h ^= h >>> 12;
  }
  return h >>> 0;
}

/** A number in [0, 1) from a seed and an index: the same inputs always give the same value. */
export function unitNoise(seed: number, index: number): number {
  return mixHash(seed, index) / 0x100000000;
}

/**
 * The index of the best-scoring item; ties (and near-ties within `jitter`) are broken by the seed,
 * so the same seed always picks the same item.
 */
export function argmaxSeeded(scores: readonly number[], seed: number, jitter = 1e-9): number {
  let best = -1;
  let bestScore = -Infinity;
  for (let i = 0; i < scores.length; i++) {
    const s = scores[i]! + jitter * unitNoise(seed, i);
    if (s > bestScore) {
      bestScore = s;
      best = i;
    }
  }
  return best;
}

/**
 * A bot's choice as the bot hands it out: its reasons spaced as the book writes Chinese
 * (`text.ts`). Every game's bots return their choices through it.
 */
export function spoken<M>(choice: BotChoice<M>): BotChoice<M> {
  const reason = spacedText(choice.reason);
  const publicReason = choice.publicReason && spacedText(choice.publicReason);
  if (reason === choice.reason && publicReason === choice.publicReason) return choice;
  return publicReason ? { ...choice, reason, publicReason } : { ...choice, reason };
}

/** A bot that picks uniformly among the legal moves (reason supplied by the caller's game). */
export function randomBot<V, M>(reason: (move: M) => { zh: string; en: string }): Bot<V, M> {
  return {
    level: 'easy',
    choose(_view: V, legal: M[], seed: number): BotChoice<M> {
      const move = legal[mixHash(seed, legal.length) % legal.length]!;
      return spoken({ move, reason: reason(move) });
    },
  };
}

export interface MatchOptions<S, V, M> {
  /** Called after every bot choice (the benchmark times choices with it). */
  onChoice?: (info: { seat: number; state: S; view: V; legal: M[]; choice: BotChoice<M>; bot: Bot<V, M> }) => void;
  /** Safety stop: a game longer than this is reported as not finished. */
  maxMoves?: number;
  /** A way to choose per seat other than `bot.choose`, e.g. with timing around it. */
  choose?: (bot: Bot<V, M>, view: V, legal: M[], seed: number) => BotChoice<M>;
}

export type MatchOutcome<S, M> =
  | { ok: true; state: S; result: GameResult; moves: M[] }
  | { ok: false; error: string; state: S | null; moves: M[] };

/**
 * Plays a game from setup to the end, seat `i` played by `bots[i]`. Each choice gets its own seed
 * derived from the match seed and the move number, so a match is repeatable.
 */
export function playMatch<S, M, O, V>(
  game: Game<S, M, O, V>,
  config: SetupConfig<O>,
  bots: readonly Bot<V, M>[],
  options: MatchOptions<S, V, M> = {},
): MatchOutcome<S, M> {
  const start = game.setup(config);
  if (!start.ok) return { ok: false, error: start.error.en, state: null, moves: [] };
  let state = start.state;
  const moves: M[] = [];
  const matchSeed = typeof config.seed === 'number' ? config.seed : mixHash(...[...config.seed].map((c) => c.charCodeAt(0)));
  const maxMoves = options.maxMoves ?? 100_000;
  while (!game.isOver(state)) {
    if (moves.length >= maxMoves) return { ok: false, error: `no end after ${maxMoves} moves`, state, moves };
    const seat = game.toAct(state)[0];
    if (seat === undefined) return { ok: false, error: 'nobody to act in an unfinished game', state, moves };
    const legal = game.legalMoves(state);
    if (legal.length === 0) return { ok: false, error: 'no legal move', state, moves };
    const bot = bots[seat]!;
    const view = game.view(state, seat);
    const seed = mixHash(matchSeed, moves.length);
    const choice = options.choose ? options.choose(bot, view, legal, seed) : bot.choose(view, legal, seed);
    options.onChoice?.({ seat, state, view, legal, choice, bot });
    const res = game.play(state, choice.move);
    if (!res.ok) return { ok: false, error: `seat ${seat} chose an illegal move: ${res.violation.rule}`, state, moves };
    moves.push(choice.move);
    state = res.state;
  }
  const result = game.result(state);
  if (!result) return { ok: false, error: 'finished game without a result', state, moves };
  return { ok: true, state, result, moves };
}
