/**
 * The expert's settings for Puerto Rico: flat Monte Carlo over determinizations with the strong bot as the
 * playout policy (engine/core/expert.ts), each playout played to the game's end and scored by its result.
 * `determinizations` is the budget of one move, fixed from this game's measured playout speed so that
 * a move takes well under a second (the time cap stops it sooner on a slow machine); raise it as the
 * engine gets faster. Measured with `node scripts/bench.mjs --only expert --game puerto-rico` (12 games):
 * whole playouts, 48 a move, 51% of the comparisons with the strong seats; playouts cut two rounds on and
 * scored by `estimateScores`, 120 a move, 55%, and 240 a move far worse (22% after 4 games): the
 * estimate leads the search astray, and more playouts follow it further. Whole playouts, 96 a move,
 * once the engine had become 1.5× faster: 81% (the expert side won 11 of the 12 games); the time cap
 * bound on most moves (p50 801 ms), so a move plays as many of the 96 as fit in 0.8 s.
 */
import { expertBot as makeExpert, type ExpertOptions } from '../core/expert';
import { puertoRicoBots } from './bots';
import { puertoRicoLookahead } from './sample';
import type { PuertoRicoMove, PuertoRicoState } from './types';

export const expertOptions: ExpertOptions<PuertoRicoMove, PuertoRicoState> = {
  determinizations: 96,
  halving: true,
  maxCandidates: 4,
  marginWeight: 0.03,
  minGain: 0.02,
  confidence: 1.5,
  timeLimitMs: 800,
};

/** The expert for Puerto Rico: plays above the strong bot, its reason the numbers of its playouts. */
export const expertBot = makeExpert(puertoRicoLookahead, puertoRicoBots.strong, expertOptions);
