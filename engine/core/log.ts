/**
 * A game's public log as the games keep it: a window on the most recent lines (older ones drop
 * off, so that a long game does not copy a growing list on every step) and a count of the lines
 * ever written (a reader holding older lines knows how many are new). Every line is spaced as the
 * book writes Chinese (`text.ts`) as it is written here.
 */
import type { Bilingual } from './contract';
import { spacedText } from './text';

export interface LogFields {
  log: Bilingual[];
  logCount: number;
}

/** The log fields after appending `lines`, keeping the last `window` lines. */
export function appendLog(s: LogFields, window: number, lines: readonly Bilingual[]): LogFields {
  // the kept old lines are cut with one native copy (this runs on most moves)
  const old = s.log;
  const all = old.length + lines.length;
  const from = all > window ? all - window : 0;
  const log = from < old.length ? old.slice(from) : [];
  for (let i = from > old.length ? from - old.length : 0; i < lines.length; i++) log.push(spacedText(lines[i]!));
  return { log, logCount: s.logCount + lines.length };
}

/** The log of a game that starts with `lines`. */
export const firstLog = (lines: readonly Bilingual[]): LogFields => ({ log: lines.map(spacedText), logCount: lines.length });
