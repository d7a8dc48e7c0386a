/**
 * How this game's decisions are reviewed (engine/core/review.ts): the expert's options and the
 * thresholds of the marks, in this game's own points. San Juan, in victory points (a 4-player game
 * of strong bots ends near 25–45 VP). Its playouts are quick: eight determinizations × up to six
 * candidates; a whole 4-player review takes 8.5 s, its first decision 0.5 s (`node
 * scripts/bench.mjs --only expert`). A loss at or above a step gets inaccuracy, mistake, blunder
 * (the worse of win share and points).
 */
import type { Bilingual } from '../core/contract';
import type { GameReview } from '../core/review';
import { cardName, describeMove } from './text';
import type { SanJuanMove, SanJuanState } from './types';

const names = (cards: readonly number[]): Bilingual => ({
  zh: cards.map((c) => `「${cardName(c).zh}」`).join(''),
  en: cards.map((c) => cardName(c).en).join(', '),
});

/**
 * A move as the review tells it to the seat that made it: the cards it paid, kept or discarded by
 * name (the log, read by everyone, only counts them); else the log's line.
 */
export function describeForReview(state: SanJuanState, move: SanJuanMove): Bilingual {
  const base = describeMove(state, move);
  const cut = (t: string) => t.replace(/[.。]$/, '');
  if (move.type === 'pay' || move.type === 'discard' || move.type === 'keep') {
    const n = names(move.type === 'keep' ? move.cards : [move.card]);
    return { zh: `${cut(base.zh)}：${n.zh}。`, en: `${cut(base.en)}: ${n.en}.` };
  }
  return base;
}

export const sanJuanReview: GameReview<SanJuanState, SanJuanMove> = {
  options: { determinizations: 8, maxCandidates: 6 },
  thresholds: { share: [0.2, 0.35, 0.5], points: [2, 4, 7] },
  unit: { zh: '分', en: 'VP' },
  describe: describeForReview,
};
