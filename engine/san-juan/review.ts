/**
 * How this game's decisions are reviewed (engine/core/review.ts): the expert's options and the
 * thresholds of the marks, in this game's own points. San Juan: victory points (a game ends near 25–45 VP). Its playouts are quick: eight determinizations × up to six candidates, a whole 4-player review near 10 s.
 * A loss at or above a step gets inaccuracy, mistake, blunder (the worse of win share and points).
 */
import type { GameReview } from '../core/review';

export const sanJuanReview: GameReview = {
  options: { determinizations: 8, maxCandidates: 6 },
  thresholds: { share: [0.2, 0.35, 0.5], points: [2, 4, 7] },
  unit: { zh: '分', en: 'VP' },
};
