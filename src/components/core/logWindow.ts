/**
 * A game whose state keeps only the last lines of its log (a window) and a count of every line
 * ever written: the table keeps the whole log by merging each new window into what it holds.
 * Lines are numbered from 0; `start` is the number of the first line held.
 */
import type { Bilingual } from '../../../engine/core/contract';

export interface LogHistory {
  start: number;
  lines: Bilingual[];
}

/**
 * Merges a state's window (`window`, the last lines of `count` written) into `prev`. The lines
 * before the window are kept when `prev` reaches the window's first line (the same game went on
 * or was taken back); otherwise only the window is held.
 */
export function mergeLog(prev: LogHistory | null, window: readonly Bilingual[], count: number): LogHistory {
  const base = Math.max(0, count - window.length);
  if (prev && prev.start <= base && prev.start + prev.lines.length >= base)
    return { start: prev.start, lines: prev.lines.slice(0, base - prev.start).concat(window) };
  return { start: base, lines: window.slice() };
}
