/**
 * How every game names its seats: by letter, A to E, in seat order. The board's chips, the log, the
 * engine's messages and the worked examples' narration all use the same letter.
 */
import type { Bilingual } from './contract';

export const SEAT_LETTERS = ['A', 'B', 'C', 'D', 'E'] as const;

/** Seat 0 → "A", seat 1 → "B" … (past E, the seat's number). */
export const seatLetter = (seat: number): string => SEAT_LETTERS[seat] ?? String(seat + 1);

/** "玩家 A" / "Player A". */
export const seatName = (seat: number): Bilingual => ({ zh: `玩家 ${seatLetter(seat)}`, en: `Player ${seatLetter(seat)}` });

/** The seat a letter names ("A" → 0), the inverse of `seatLetter` (a number past E names seat n − 1). */
export const seatOfLetter = (letter: string): number => {
  const i = (SEAT_LETTERS as readonly string[]).indexOf(letter);
  return i >= 0 ? i : Number(letter) - 1;
};

/** Matches one seat name's letter in an English log line: use as `Player ${SEAT_RE}`. */
export const SEAT_RE = '([A-E]|\\d+)';
