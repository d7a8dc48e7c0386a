/**
 * The expert's settings for San Juan: flat Monte Carlo over determinizations with the strong bot as the
 * playout policy (engine/core/expert.ts). `determinizations` is the budget of one move, fixed from this game's
 * measured playout speed so that a move takes well under a second; raise it as the engine gets faster.
 */
import { expertBot as makeExpert, type ExpertOptions } from '../core/expert';
import { sanJuanBots } from './bots';
import { sanJuanLookahead } from './sample';
import type { SanJuanMove, SanJuanState } from './types';

export const expertOptions: ExpertOptions<SanJuanMove, SanJuanState> = {
  determinizations: 96,
  halving: true,
  maxCandidates: 6,
  marginWeight: 0.04,
  minGain: 0.02,
  confidence: 1.5,
  timeLimitMs: 700,
};

/** The expert for San Juan: plays above the strong bot, its reason the numbers of its playouts. */
export const expertBot = makeExpert(sanJuanLookahead, sanJuanBots.strong, expertOptions);
