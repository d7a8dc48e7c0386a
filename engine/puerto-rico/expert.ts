/**
 * The expert's settings for Puerto Rico: flat Monte Carlo over determinizations with the strong bot as the
 * playout policy (engine/core/expert.ts), each playout played to the game's end and scored by its result.
 * `determinizations` is the budget of one move, fixed from this game's measured playout speed so that
 * a move takes well under a second (the time cap stops it sooner on a slow machine); raise it as the
 * engine gets faster. Measured with `node scripts/bench.mjs --only expert --game puerto-rico` (12 games):
 * whole playouts, 48 a move, 51% of the comparisons with the strong seats; playouts cut two rounds on and
 * scored by an estimate of each seat's final total, 120 a move, 55%, and 240 a move far worse (22% after 4 games): the
 * estimate leads the search astray, and more playouts follow it further. Once the engine had become
 * 1.5× faster, whole playouts again: 96 a move within 0.8 s, 81% on seeds 5000–5005 but 59% on fresh
 * seeds 8000–8005, the time cap binding on most moves (p50 700–800 ms), so that a move's playouts
 * depended on the machine's load; 64 a move within 0.9 s, which most moves complete (p50 512 ms):
 * 63% on the fresh seeds 8000–8005 (the expert side won 8 of 12 games) and 72% on 5000–5005 (11 of 12).
 */
import { expertBot as makeExpert, type ExpertOptions } from '../core/expert';
import { puertoRicoBots } from './bots';
import { puertoRicoLookahead } from './sample';
import type { PuertoRicoMove, PuertoRicoState } from './types';

export const expertOptions: ExpertOptions<PuertoRicoMove, PuertoRicoState> = {
  determinizations: 64,
  halving: true,
  maxCandidates: 4,
  marginWeight: 0.03,
  minGain: 0.02,
  confidence: 1.5,
  timeLimitMs: 900,
};

/** The expert for Puerto Rico: plays above the strong bot, its reason the numbers of its playouts. */
export const expertBot = makeExpert(puertoRicoLookahead, puertoRicoBots.strong, expertOptions);
