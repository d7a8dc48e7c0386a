/**
 * How this game's decisions are reviewed (engine/core/review.ts): the expert's options and the
 * thresholds of the marks, in this game's own points. The Traders of Genoa: ducats (a game ends near 400–700). A game has many decisions (near 170 for a seat): three determinizations × up to three candidates keep a whole 4-player review near 25 s.
 * A loss at or above a step gets inaccuracy, mistake, blunder (the worse of win share and points).
 */
import type { GameReview } from '../core/review';

export const genoaReview: GameReview = {
  options: { determinizations: 3, maxCandidates: 3 },
  thresholds: { share: [0.34, 0.67, 1], points: [30, 60, 120] },
  unit: { zh: '元', en: 'ducats' },
};
