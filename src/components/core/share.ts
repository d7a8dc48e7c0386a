/**
 * The seat kinds riding in a share link: `?game=<encoded record>~<h|e|s per seat>`. They ride in
 * the same parameter as the record so that the offline cache, which ignores `game`, still serves
 * the page.
 */
import type { SeatKind } from './handoff';

const KIND_CODE: Record<SeatKind, string> = { human: 'h', easy: 'e', strong: 's' };

/** Seat kinds from a share link (h/e/s per seat); null if absent or not fitting the player count. */
export function parseSeats(text: string | null, players: number): SeatKind[] | null {
  if (!text || text.length !== players) return null;
  const out: SeatKind[] = [];
  for (const ch of text) {
    const kind = (Object.keys(KIND_CODE) as SeatKind[]).find((k) => KIND_CODE[k] === ch);
    if (!kind) return null;
    out.push(kind);
  }
  return out;
}

export const seatsCode = (seats: readonly SeatKind[]): string => seats.map((k) => KIND_CODE[k]).join('');

/** A share parameter split into the record code and the seat kinds (`<code>~<seats>`). */
export function splitShare(param: string): { code: string; seats: string | null } {
  const k = param.lastIndexOf('~');
  return k < 0 ? { code: param, seats: null } : { code: param.slice(0, k), seats: param.slice(k + 1) };
}
