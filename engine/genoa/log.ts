/**
 * Genoa's log as data: each line is kept in the state as the name of its sentence and that sentence's
 * arguments (`['moved', 2, 'sm5', true]`), plain JSON, and is put into words only when someone reads it
 * (`lineText`). A deal whose game cards are face down is worded as a secret line (core/secret-line.ts):
 * whole for the two seats in it, without the cards for the others. A seat's view never holds such a
 * line as data (its arguments name the cards): `viewLog` gives each seat the words it may read, as a
 * `said` line.
 */
import type { Bilingual } from '../core/contract';
import { lineFor, type SecretLine } from '../core/secret-line';
import { spacedText } from '../core/text';
import * as text from './text';

/** Every sentence a log line may be, by name: text.ts's sentences, and `said` for words already chosen. */
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
  countered: text.countered,
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
} satisfies Record<string, (...args: never[]) => Bilingual>;

type Lines = typeof LINES;

/** One log line as the state keeps it: a sentence's name, then its arguments. */
export type LogLine = { [K in keyof Lines]: [K, ...Parameters<Lines[K]>] }[keyof Lines];

const worded = new WeakMap<LogLine, Bilingual>();

/** A log line in both languages, spaced as the book spaces mixed text (a secret line keeps its seats and `others`). */
export function lineText(line: LogLine): Bilingual {
  let t = worded.get(line);
  if (t === undefined) {
    const [name, ...args] = line;
    const w = (LINES[name] as (...a: unknown[]) => Bilingual)(...args);
    // a secret line comes spaced from secretLine(); `said` words were spaced when they were chosen
    t = (w as Partial<SecretLine>).others || name === 'said' ? w : spacedText(w);
    worded.set(line, t);
  }
  return t;
}

/** A state's log window in words, oldest first (secret lines whole: a table reads them per screen). */
export const logText = (s: { log: readonly LogLine[] }): Bilingual[] => s.log.map(lineText);

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

/** Whether `x` is a log line this game can word. */
export const isLogLine = (x: unknown): x is LogLine => Array.isArray(x) && typeof x[0] === 'string' && Object.hasOwn(LINES, x[0]);
