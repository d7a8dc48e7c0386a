/**
 * The expert's settings for Puerto Rico: flat Monte Carlo over determinizations with the strong bot as the
 * playout policy (engine/core/expert.ts). A playout stops two rounds after the one it started in and is
 * scored by every seat's estimated final total (`estimateScores`: the points it holds, its production
 * in the rounds likely left, its barrels and doubloons); short playouts allow many more of them.
 * `determinizations` is the budget of one move, fixed from this game's measured playout speed so that
 * a move takes well under a second; raise it as the engine gets faster. Measured with
 * `node scripts/bench.mjs --only expert --game puerto-rico` (12 games): whole playouts, 48 a move, 51% of
 * the comparisons with the strong seats; these settings 55%; the same cut playouts analysing only the
 * role, building and plantation choices (160 a move) were behind after 5 games (45%); cut one round on
 * (160 a move) 21%, three rounds on (100 a move) 56%.
 */
import { expertBot as makeExpert, type ExpertOptions } from '../core/expert';
import { estimateScores, puertoRicoBots } from './bots';
import { puertoRico } from './game';
import type { PuertoRicoMove, PuertoRicoState } from './types';

export const expertOptions: ExpertOptions<PuertoRicoMove, PuertoRicoState> = {
  determinizations: 120,
  halving: true,
  maxCandidates: 4,
  marginWeight: 0.03,
  minGain: 0.02,
  confidence: 1.5,
  timeLimitMs: 700,
  evaluate: (state) => estimateScores(state),
  playoutEnd: (from, at) => at.round >= from.round + 2,
};

/** The expert for Puerto Rico: plays above the strong bot, its reason the numbers of its playouts. */
export const expertBot = makeExpert(puertoRico, puertoRicoBots.strong, expertOptions);
