/**
 * Hidden money between human seats sharing one device: who may look at the screen, and when the
 * "pass the device" screen must come first.
 */
export type SeatKind = 'human' | 'easy' | 'strong';

/** Whose eyes the screen is for: a seat, every seat (no hidden money to keep), or nobody yet. */
export type Viewer = { seat: number } | 'all' | 'none';

const humans = (seats: readonly SeatKind[]) => seats.flatMap((k, i) => (k === 'human' ? [i] : []));

/**
 * The hand-over screen is needed when the seat to act is human, at least two human seats share
 * the device, and that seat is not the last one that saw the screen.
 */
export function handoffNeeded(seats: readonly SeatKind[], toAct: number | undefined, lastSeen: number | null): boolean {
  if (toAct === undefined || seats[toAct] !== 'human') return false;
  if (humans(seats).length < 2) return false;
  return lastSeen !== toAct;
}

/**
 * Who the screen shows hidden money for: nobody to hide from when no seat is human or the game is
 * over; the only human when there is one; else the last human who took the device (nobody yet
 * before the first hand-over).
 */
export function viewerOf(seats: readonly SeatKind[], lastSeen: number | null, over: boolean): Viewer {
  const hs = humans(seats);
  if (over || hs.length === 0) return 'all';
  if (hs.length === 1) return { seat: hs[0]! };
  return lastSeen !== null && hs.includes(lastSeen) ? { seat: lastSeen } : 'none';
}
