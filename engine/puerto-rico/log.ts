/**
 * Puerto Rico's log as data: each line is kept in the state as the name of its sentence and that
 * sentence's arguments (`['built', 0, 'small_market', 1, false]`), plain JSON, and is put into words
 * only when someone reads it (`lineText`). Building both languages' text on every move cost about a
 * fifth of a `play`, and playouts (bots, the expert, the review) never read it.
 */
import type { Bilingual } from '../core/contract';
import { spacedText } from '../core/text';
import * as text from './text';

/** Every sentence a log line may be, by name: text.ts's sentences (a pass names its role's key). */
const LINES = {
  started: text.started,
  roundStarts: text.roundStarts,
  picked: text.picked,
  settled: text.settled,
  haciendaDraw: text.haciendaDraw,
  reshuffled: text.reshuffled,
  rowRefilled: text.rowRefilled,
  passed: (seat: number, what: keyof typeof text.PASS_WHAT): Bilingual => text.passed(seat, text.PASS_WHAT[what]!),
  privilegeColonist: text.privilegeColonist,
  declined: text.declined,
  distributed: text.distributed,
  arranged: text.arranged,
  refilled: text.refilled,
  built: text.built,
  cityFull: text.cityFull,
  produced: text.produced,
  bonusBarrel: text.bonusBarrel,
  sold: text.sold,
  houseEmptied: (): Bilingual => text.houseEmptied,
  loaded: text.loaded,
  vpOut: (): Bilingual => text.vpOut,
  stored: text.stored,
  shipsUnloaded: text.shipsUnloaded,
  prospected: text.prospected,
  roundEnds: text.roundEnds,
  gameOver: text.gameOver,
} satisfies Record<string, (...args: never[]) => Bilingual>;

type Lines = typeof LINES;

/** One log line as the state keeps it: a sentence's name, then its arguments. */
export type LogLine = { [K in keyof Lines]: [K, ...Parameters<Lines[K]>] }[keyof Lines];

const said = new WeakMap<LogLine, Bilingual>();

/** A log line in both languages (spaced as the book spaces mixed text); each line is worded once. */
export function lineText(line: LogLine): Bilingual {
  let t = said.get(line);
  if (t === undefined) {
    const [name, ...args] = line;
    t = spacedText((LINES[name] as (...a: unknown[]) => Bilingual)(...args));
    said.set(line, t);
  }
  return t;
}

/** A state's log window in words, oldest first. */
export const logText = (s: { log: readonly LogLine[] }): Bilingual[] => s.log.map(lineText);

/** Whether `x` is a log line this game can word (for loading saved or shared positions). */
export const isLogLine = (x: unknown): x is LogLine => Array.isArray(x) && typeof x[0] === 'string' && Object.hasOwn(LINES, x[0]);
