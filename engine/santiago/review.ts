/**
 * How this game's decisions are reviewed (engine/core/review.ts): the expert's options and the
 * thresholds of the marks, in this game's own points. Santiago: escudos (a game ends near 60–120). Four determinizations × up to four candidates, a whole 4-player review near 11 s.
 * A loss at or above a step gets inaccuracy, mistake, blunder (the worse of win share and points).
 */
import type { GameReview } from '../core/review';

export const santiagoReview: GameReview = {
  options: { determinizations: 4, maxCandidates: 4 },
  thresholds: { share: [0.25, 0.4, 0.6], points: [5, 10, 20] },
  unit: { zh: '元', en: 'escudos' },
};
