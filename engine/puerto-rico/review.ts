/**
 * How this game's decisions are reviewed (engine/core/review.ts): the expert's options and the
 * thresholds of the marks, in this game's own points. Puerto Rico: victory points (a game ends near 40–55 VP). Four determinizations × up to four candidates (plus the played move) keep a whole 4-player review near 10 s and the first decision (the longest playouts, from the game's start) under 1 s in Node; in a browser worker on a busy machine it took 2–3 s at five × five.
 * A loss at or above a step gets inaccuracy, mistake, blunder (the worse of win share and points).
 */
import type { GameReview } from '../core/review';

export const puertoRicoReview: GameReview = {
  options: { determinizations: 4, maxCandidates: 4 },
  thresholds: { share: [0.2, 0.35, 0.5], points: [3, 5, 8] },
  unit: { zh: '分', en: 'VP' },
};
