/**
 * The expert's settings for Genoa: flat Monte Carlo over determinizations with the strong bot as the
 * playout policy (engine/core/expert.ts). `determinizations` is the budget of one move, fixed from this game's
 * measured playout speed so that a move takes well under a second; raise it as the engine gets faster.
 * A ducat of margin counts a thousandth of a win and another move must lead by 0.05. The negotiation
 * (offers, counter-offers, answers) is left to the strong bot: judged by playouts one step at a time,
 * the expert's offers and answers lost (13% of its comparisons with the strong seats in 6 games, 33%
 * in 12 with the clearer lead); it analyses the trader's moves, actions and acquisitions (60% in 12).
 */
import { expertBot as makeExpert, type ExpertOptions } from '../core/expert';
import { genoaBots } from './bots';
import { genoaLookahead } from './sample';
import type { GenoaMove, GenoaState } from './types';

/** The steps of a negotiation, left to the strong bot. */
const NEGOTIATION = new Set<GenoaMove['type']>(['offer', 'noOffer', 'wish', 'counter', 'accept', 'agree']);

export const expertOptions: ExpertOptions<GenoaMove, GenoaState> = {
  determinizations: 28,
  halving: true,
  maxCandidates: 4,
  marginWeight: 0.001,
  minGain: 0.05,
  confidence: 1.5,
  timeLimitMs: 700,
  decides: (legal) => !NEGOTIATION.has(legal[0]!.type),
};

/** The expert for Genoa: plays above the strong bot, its reason the numbers of its playouts. */
export const expertBot = makeExpert(genoaLookahead, genoaBots.strong, expertOptions);
