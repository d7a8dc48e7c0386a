/**
 * The game review's words and marks, shared by its panel (Review.tsx) and its chart
 * (ReviewChart.tsx): each mark as a symbol and a word (colour is never the only cue), a decision's
 * place in the game, and its numbers as they are shown.
 */
import type { Bilingual } from '../../../engine/core/contract';
import type { Mark, ReviewDecision } from '../../../engine/core/review';
import { Bi } from './Bi';

export const MARK_SYMBOL: Record<Mark, string> = { good: '✓', inaccuracy: '?!', mistake: '?', blunder: '??' };
export const MARK_WORD: Record<Mark, Bilingual> = {
  good: { zh: '好棋', en: 'Good' },
  inaccuracy: { zh: '不夠精確', en: 'Inaccuracy' },
  mistake: { zh: '失誤', en: 'Mistake' },
  blunder: { zh: '大錯', en: 'Blunder' },
};
export const MARK_MANY: Record<Mark, (n: number) => Bilingual> = {
  good: (n) => ({ zh: `好棋 ${n}`, en: `${n} good` }),
  inaccuracy: (n) => ({ zh: `不夠精確 ${n}`, en: `${n} inaccurac${n === 1 ? 'y' : 'ies'}` }),
  mistake: (n) => ({ zh: `失誤 ${n}`, en: `${n} mistake${n === 1 ? '' : 's'}` }),
  blunder: (n) => ({ zh: `大錯 ${n}`, en: `${n} blunder${n === 1 ? '' : 's'}` }),
};

export const one = (x: number) => x.toFixed(1);
export const pct = (x: number) => `${Math.round(x * 100)}%`;

/** "Decision 3 · move 10 · round 1" (`n`: the decision's number in the review, from 1). */
export const where = (d: ReviewDecision<unknown>, n: number): Bilingual => ({
  zh: `第 ${n} 個決定・第 ${d.index + 1} 步${d.round !== undefined ? `・第 ${d.round} 輪` : ''}`,
  en: `Decision ${n} · move ${d.index + 1}${d.round !== undefined ? ` · round ${d.round}` : ''}`,
});

export function MarkBadge({ mark }: { mark: Mark }) {
  return (
    <span class="rv-mark" data-mark={mark} data-testid="review-mark">
      <span class="rv-sym" aria-hidden="true">
        {MARK_SYMBOL[mark]}
      </span>
      <Bi t={MARK_WORD[mark]} />
    </span>
  );
}
