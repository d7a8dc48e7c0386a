/**
 * How this game's decisions are reviewed (engine/core/review.ts): the expert's options and the
 * thresholds of the marks, in this game's own points. The Traders of Genoa, in ducats (a 4-player
 * game of strong bots ends near 600). A seat makes many decisions (172 in the measured game): three
 * determinizations × up to three candidates keep a whole 4-player review near 27 s, its first
 * decision at 0.7 s (`node scripts/bench.mjs --only expert`). A loss at or above a step gets
 * inaccuracy, mistake, blunder (the worse of win share and points).
 */
import type { GameReview } from '../core/review';

export const genoaReview: GameReview = {
  options: { determinizations: 3, maxCandidates: 3 },
  thresholds: { share: [0.34, 0.67, 1], points: [30, 60, 120] },
  unit: { zh: '元', en: 'ducats' },
};
