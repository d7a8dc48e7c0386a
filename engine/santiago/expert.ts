/**
 * The expert's settings for Santiago: flat Monte Carlo over determinizations with the strong bot as the
 * playout policy (engine/core/expert.ts). A playout stops two rounds after the one it started in and
 * is scored by every seat's score as the strong bot expects it (`estimateScores`: cash plus the field
 * income its water model expects in the rounds left); short playouts allow many more of them.
 * `determinizations` is the budget of one move, fixed from this game's measured playout speed so that
 * a move takes well under a second; raise it as the engine gets faster. (Whole playouts, 24 a move:
 * 44% of the comparisons with the strong seats in 6 games; these settings, at 48 a move: 81% in 4.)
 */
import { expertBot as makeExpert, type ExpertOptions } from '../core/expert';
import { estimateScores, santiagoBots } from './bots';
import { santiagoLookahead } from './sample';
import type { SantiagoMove, SantiagoState } from './types';

export const expertOptions: ExpertOptions<SantiagoMove, SantiagoState> = {
  determinizations: 108,
  halving: true,
  maxCandidates: 6,
  marginWeight: 0.02,
  minGain: 0.05,
  confidence: 1.5,
  timeLimitMs: 750,
  evaluate: (state, seat) => estimateScores(santiagoLookahead.view(state, seat)),
  playoutEnd: (from, at) => at.round >= from.round + 2,
};

/** The expert for Santiago: plays above the strong bot, its reason the numbers of its playouts. */
export const expertBot = makeExpert(santiagoLookahead, santiagoBots.strong, expertOptions);
