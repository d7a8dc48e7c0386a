/**
 * The expert's settings for Puerto Rico: flat Monte Carlo over determinizations with the strong bot as the
 * playout policy (engine/core/expert.ts). `determinizations` is the budget of one move, fixed from this game's
 * measured playout speed so that a move takes well under a second; raise it as the engine gets faster.
 */
import { expertBot as makeExpert, type ExpertOptions } from '../core/expert';
import { puertoRicoBots } from './bots';
import { puertoRico } from './game';
import type { PuertoRicoMove, PuertoRicoState } from './types';

export const expertOptions: ExpertOptions<PuertoRicoMove, PuertoRicoState> = {
  determinizations: 48,
  halving: true,
  maxCandidates: 4,
  marginWeight: 0.03,
  minGain: 0.02,
  confidence: 1.5,
  timeLimitMs: 700,
};

/** The expert for Puerto Rico: plays above the strong bot, its reason the numbers of its playouts. */
export const expertBot = makeExpert(puertoRico, puertoRicoBots.strong, expertOptions);
