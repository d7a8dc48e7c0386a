/**
 * What became of a person's counter-offer or offer, read off two positions the table showed one
 * after the other: the bidder agreed to or refused the counter-offer the person made as trader;
 * the trader accepted the person's offer, or it lapsed when the trader decided otherwise (accepted
 * another offer, moved, acted, stopped). The words are the engine's own log lines of what happened,
 * after a few of the panel's. Pure, so that the table's panel only keeps the latest answer until the
 * person decides again. The two positions need not be one move apart: with the device passed
 * between people, a seat's screen may miss the moves of others.
 */
import type { Bilingual } from '../../../engine/core/contract';
import { lineFor } from '../../../engine/core/secret-line';
import { lineText } from '../../../engine/genoa/log';
import { actingSeat } from '../../../engine/genoa/moves';
import { accepted, agreed, refusedCounter } from '../../../engine/genoa/sentences';
import type { GenoaState } from '../../../engine/genoa/types';

export type AnswerKind = 'agreed' | 'refused' | 'accepted' | 'lapsed';

export interface Answer {
  kind: AnswerKind;
  text: Bilingual;
}

const LEAD: Record<AnswerKind, Bilingual> = {
  agreed: { zh: '你的還價：', en: 'Your counter-offer: ' },
  refused: { zh: '你的還價：', en: 'Your counter-offer: ' },
  accepted: { zh: '你的出價：', en: 'Your offer: ' },
  lapsed: { zh: '你的出價失效了：', en: 'Your offer lapsed: ' },
};

const answer = (kind: AnswerKind, line: Bilingual): Answer => ({ kind, text: { zh: LEAD[kind].zh + line.zh, en: LEAD[kind].en + line.en } });

/**
 * The log lines `next` added to `prev`'s, or null when `next` does not follow from `prev` (an undo
 * took moves back, or it is another game): its log does not hold `prev`'s last lines where they
 * would be.
 */
function newLines(prev: GenoaState, next: GenoaState): Bilingual[] | null {
  const k = next.logCount - prev.logCount;
  if (k <= 0) return null;
  for (let j = 1; j <= 2 && j <= prev.log.length; j++) {
    const at = next.log.length - k - j;
    if (at >= 0 && lineText(next.log[at]!).en !== lineText(prev.log[prev.log.length - j]!).en) return null;
  }
  return next.log.slice(Math.max(0, next.log.length - k)).map(lineText);
}

/**
 * The answer to `me`'s counter-offer or offer between `prev`, the position `me`'s screen showed
 * last, and `next`; 'decided' when `me` made the move since (the last answer is then old news), or
 * when `next` does not follow from `prev` (an undo, a new game); null when nothing was answered.
 */
export function answerTo(prev: GenoaState, next: GenoaState, me: number): Answer | 'decided' | null {
  if (prev === next) return null;
  // each line as `me` may read it: another's deal has its game cards face down
  const lines = newLines(prev, next)?.map((l) => lineFor(l, me));
  if (!lines) return 'decided';
  const said = (b: Bilingual) => lines.find((l) => l.en === b.en);
  // the person, as trader, countered: the bidder's answer
  if (prev.phase === 'counter' && prev.trader === me && prev.counter) {
    const x = prev.counter.bidder;
    const yes = said(agreed(x));
    if (yes) return answer('agreed', yes);
    const no = said(refusedCounter(x));
    if (no) return answer('refused', no);
  }
  if (actingSeat(prev) === me) return 'decided';
  // the person's offer, decided on by the trader
  const mine = prev.offers.find((o) => o.bidder === me);
  if (!mine || next.offers.some((o) => o.bidder === me)) return null;
  const taken = said(accepted(prev.trader, mine));
  return taken ? answer('accepted', taken) : answer('lapsed', lines[0]!);
}
