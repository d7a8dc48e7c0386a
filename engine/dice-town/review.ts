/**
 * How this game's decisions are reviewed (engine/core/review.ts): the expert's options and the
 * thresholds of the marks, in this game's own points. Dice Town, in victory points (a 4-player game
 * of strong bots ends between about 10 and 50). Its strong bot weighs every keep of the dice, so a
 * playout is slow (about 0.4 s a game): two determinizations × up to two candidates (plus the
 * played move) keep a whole 4-player review near 24 s and its first decision at 1.7 s (`node
 * scripts/bench.mjs --only expert`). With two playouts a move's win share is 0, ½ or 1, hence the
 * coarse share steps. A loss at or above a step gets inaccuracy, mistake, blunder (the worse of win
 * share and points).
 */
import type { Bilingual } from '../core/contract';
import type { GameReview } from '../core/review';
import { describeMove } from './log';
import { cardName } from './text';
import type { DiceTownMove, DiceTownState } from './types';

/**
 * A move as the review tells it to the seat that made it: the dice kept under the cup and the card
 * kept or handed over, by name (the log, read by everyone, hides them); else the log's line.
 */
export function describeForReview(state: DiceTownState, move: DiceTownMove): Bilingual {
  const base = describeMove(state, move);
  const cut = (t: string) => t.replace(/[.。]$/, '');
  if (move.type === 'keep') {
    const dice = move.dice.length > 0 ? move.dice.join(' ') : null;
    const cheat = move.cheat ? { zh: `；出千：${move.cheat.from} 改成 ${move.cheat.to}`, en: `; cheating: ${move.cheat.from} turned to ${move.cheat.to}` } : { zh: '', en: '' };
    return {
      zh: `${cut(base.zh)}：${dice ? `保留 ${dice}` : '一顆都不留'}${cheat.zh}。`,
      en: `${cut(base.en)}: ${dice ? `keeps ${dice}` : 'keeps none'}${cheat.en}.`,
    };
  }
  if (move.type === 'keepCard' || move.type === 'give') {
    const n = cardName(move.card);
    return { zh: `${cut(base.zh)}：「${n.zh}」。`, en: `${cut(base.en)}: ${n.en}.` };
  }
  if (move.type === 'elixir' && move.protect?.length) {
    const kept = move.protect.map((c) => cardName(c));
    return { zh: `${cut(base.zh)}；護住${kept.map((k) => `「${k.zh}」`).join('')}。`, en: `${cut(base.en)}; protecting ${kept.map((k) => k.en).join(', ')}.` };
  }
  return base;
}

export const diceTownReview: GameReview<DiceTownState, DiceTownMove> = {
  options: { determinizations: 2, maxCandidates: 2 },
  thresholds: { share: [0.5, 0.75, 1], points: [3, 6, 10] },
  unit: { zh: '分', en: 'VP' },
  describe: describeForReview,
};
