/**
 * The expert's settings for Santiago: flat Monte Carlo over determinizations with the strong bot as the
 * playout policy (engine/core/expert.ts). `determinizations` is the budget of one move, fixed from this game's
 * measured playout speed so that a move takes well under a second; raise it as the engine gets faster.
 */
import { expertBot as makeExpert, type ExpertOptions } from '../core/expert';
import { santiagoBots } from './bots';
import { santiago } from './game';
import type { SantiagoMove, SantiagoState } from './types';

export const expertOptions: ExpertOptions<SantiagoMove, SantiagoState> = {
  determinizations: 24,
  halving: true,
  maxCandidates: 4,
  marginWeight: 0.02,
  minGain: 0.02,
  confidence: 1.5,
  timeLimitMs: 750,
};

/** The expert for Santiago: plays above the strong bot, its reason the numbers of its playouts. */
export const expertBot = makeExpert(santiago, santiagoBots.strong, expertOptions);
