/**
 * How this game's decisions are reviewed (engine/core/review.ts): the expert's options and the
 * thresholds of the marks, in this game's own points. Santiago, in escudos (a 4-player game of
 * strong bots ends near 90–100). Four determinizations × up to four candidates; a whole 4-player
 * review takes 12.5 s, its first decision 1.3 s (`node scripts/bench.mjs --only expert`). A loss at
 * or above a step gets inaccuracy, mistake, blunder (the worse of win share and points).
 */
import type { GameReview } from '../core/review';

export const santiagoReview: GameReview = {
  options: { determinizations: 4, maxCandidates: 4 },
  thresholds: { share: [0.25, 0.4, 0.6], points: [5, 10, 20] },
  unit: { zh: '元', en: 'escudos' },
};
