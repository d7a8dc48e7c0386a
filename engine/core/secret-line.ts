/**
 * A log line that names something only some seats may know (Genoa: the game card a bidder hands the
 * trader in a deal). Those seats read the whole line; every other seat reads `others`, the same
 * line with the secret left out. A game's `view` gives each seat its own reading (`linesFor`), so a
 * device that gets only its seat's view never holds the secret; a table that holds the whole state
 * (the page's own) reads the lines for whoever is looking at the screen.
 */
import type { Bilingual } from './contract';
import { spacedText } from './text';

export interface SecretLine extends Bilingual {
  /** The seats that read the whole line. */
  seats: readonly number[];
  /** What every other seat reads. */
  others: Bilingual;
}

/** A line whole for `seats` and read as `others` by every other seat (both spaced, see text.ts). */
export function secretLine(whole: Bilingual, seats: readonly number[], others: Bilingual): SecretLine {
  const w = spacedText(whole);
  return { zh: w.zh, en: w.en, seats, others: spacedText(others) };
}

/** What `seat` reads of a line (-1: a screen no seat holds, which reads what every other seat reads). */
export function lineFor(l: Bilingual, seat: number): Bilingual {
  const x = l as Partial<SecretLine>;
  if (!x.others) return l;
  return x.seats!.includes(seat) ? { zh: l.zh, en: l.en } : x.others;
}

/** The lines as `seat` reads them: the same array when none is secret. */
export function linesFor(lines: readonly Bilingual[], seat: number): Bilingual[] {
  let out: Bilingual[] | null = null;
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i]!;
    if ((l as Partial<SecretLine>).others) out ??= lines.slice(0, i);
    out?.push(lineFor(l, seat));
  }
  return out ?? (lines as Bilingual[]);
}
