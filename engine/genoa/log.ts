/**
 * Genoa's log sentences: the state keeps each line as data, worded when read (core/log-lines.ts). A
 * deal whose game cards are face down is worded as a secret line (core/secret-line.ts): whole for the
 * two seats in it, without the cards for the others. A seat's view never holds such a
 * line as data (its arguments name the cards): `viewLog` gives each seat the words it may read, as a
 * `said` line.
 */
import type { Bilingual } from '../core/contract';
import { logWords, type LineOf, type Sentences } from '../core/log-lines';
import { lineFor, type SecretLine } from '../core/secret-line';
import * as text from './sentences';
import { countered } from './text';

/** Every sentence a log line may be, by name: sentences.ts's sentences, text.ts's counter-offer, and `said` for words already chosen. */
const LINES = {
  started: text.started,
  roundStarts: text.roundStarts,
  turnStarts: text.turnStarts,
  rolled: text.rolled,
  startByCard: text.startByCard,
  marketStart: text.marketStart,
  marketNoEffect: text.marketNoEffect,
  offered: text.offered,
  wished: text.wished,
  noOffer: text.noOffer,
  accepted: text.accepted,
  countered,
  agreed: text.agreed,
  refusedCounter: text.refusedCounter,
  moved: text.moved,
  stopped: text.stopped,
  acts: text.acts,
  tookGoods: text.tookGoods,
  tookSpecial: text.tookSpecial,
  drewCards: text.drewCards,
  tookMarkers: text.tookMarkers,
  largeOrder: text.largeOrder,
  smallOrder: text.smallOrder,
  messagePaid: text.messagePaid,
  ownerIncome: text.ownerIncome,
  promiseKept: text.promiseKept,
  promiseLapsed: text.promiseLapsed,
  anyGood: text.anyGood,
  traded: text.traded,
  reshuffled: text.reshuffled,
  acquired: text.acquired,
  passedAcquisition: text.passedAcquisition,
  gameOver: text.gameOver,
  said: (words: Bilingual): Bilingual => words,
} satisfies Sentences;

/** One log line as the state keeps it: a sentence's name, then its arguments. */
export type LogLine = LineOf<typeof LINES>;

export const { lineText, logText } = logWords(LINES);

/** The log window as `seat` may hold it: a line naming what the seat may not see becomes the words it may read. */
export function viewLog(log: readonly LogLine[], seat: number): LogLine[] {
  let out: LogLine[] | null = null;
  for (let i = 0; i < log.length; i++) {
    const line = log[i]!;
    const t = lineText(line);
    if ((t as Partial<SecretLine>).others) out ??= log.slice(0, i);
    out?.push((t as Partial<SecretLine>).others ? ['said', lineFor(t, seat)] : line);
  }
  return out ?? (log as LogLine[]);
}
