/**
 * How this game's decisions are reviewed (engine/core/review.ts): the expert's options and the
 * thresholds of the marks, in this game's own points. Dice Town: victory points (a game ends near 20–50). Its strong bot weighs every keep of the dice, so a playout is slow (about 0.4 s a game): two determinizations × up to two candidates (plus the played move) keep the first decision under 2 s and a whole 4-player review near 25 s. With two playouts a move's win share is 0, ½ or 1, hence the coarse share steps.
 * A loss at or above a step gets inaccuracy, mistake, blunder (the worse of win share and points).
 */
import type { GameReview } from '../core/review';

export const diceTownReview: GameReview = {
  options: { determinizations: 2, maxCandidates: 2 },
  thresholds: { share: [0.5, 0.75, 1], points: [3, 6, 10] },
  unit: { zh: '分', en: 'VP' },
};
