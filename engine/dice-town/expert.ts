/**
 * The expert's settings for Dice Town: flat Monte Carlo over determinizations with the strong bot as
 * the playout policy (engine/core/expert.ts). The strong bot weighs every keep of dice by simulating
 * rolls, so a whole game of it is slow: a playout here stops at the end of the round it started in
 * (when the locations have paid out) and is scored by every seat's estimated score
 * (`estimateScores`: hidden cards at their average worth). `determinizations` is the budget of one move,
 * fixed from this game's measured playout speed so that a move takes well under a second; raise it as
 * the engine gets faster.
 */
import { expertBot as makeExpert, type ExpertOptions } from '../core/expert';
import { diceTownBots, estimateScores } from './bots';
import { diceTownLookahead } from './sample';
import type { DiceTownMove, DiceTownState } from './types';

export const expertOptions: ExpertOptions<DiceTownMove, DiceTownState> = {
  determinizations: 20,
  halving: true,
  maxCandidates: 4,
  marginWeight: 0.04,
  minGain: 0.02,
  confidence: 1.5,
  timeLimitMs: 700,
  evaluate: (state, seat) => estimateScores(diceTownLookahead.view(state, seat)),
  playoutEnd: (from, at) => at.round !== from.round,
};

/** The expert for Dice Town: plays above the strong bot, its reason the numbers of its playouts. */
export const expertBot = makeExpert(diceTownLookahead, diceTownBots.strong, expertOptions);
