/**
 * Places at the end of a game: by total, then by the game's own tie-break where its rules have one
 * (`SeatResult.tieBreak`); only seats equal in both share a place. The winners are the seats in
 * first place.
 */
import type { GameResult, SeatResult } from './contract';

/** -1 when `a` ranks before `b`, 1 after, 0 when they share a place. */
export function compareSeats(a: SeatResult, b: SeatResult): number {
  if (a.total !== b.total) return a.total > b.total ? -1 : 1;
  const ta = a.tieBreak ?? 0;
  const tb = b.tieBreak ?? 0;
  return ta === tb ? 0 : ta > tb ? -1 : 1;
}

/** Each seat's place (1 = first), in seat order, and the seats in order of place (by seat within a place). */
export function placesOf(seats: readonly SeatResult[]): { order: SeatResult[]; place: Map<number, number> } {
  const order = seats.slice().sort((a, b) => compareSeats(a, b) || a.seat - b.seat);
  const place = new Map<number, number>();
  order.forEach((s, i) => {
    const prev = order[i - 1];
    place.set(s.seat, prev && compareSeats(prev, s) === 0 ? place.get(prev.seat)! : i + 1);
  });
  return { order, place };
}

/** A result from each seat's total and tie-break: the winners are those in first place. */
export function resultOf(seats: SeatResult[]): GameResult {
  const { order, place } = placesOf(seats);
  return { seats, winners: order.filter((s) => place.get(s.seat) === 1).map((s) => s.seat).sort((a, b) => a - b) };
}
