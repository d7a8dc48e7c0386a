/**
 * Whose decisions the table offers to review: on the result screen every person's seat (every seat
 * when only bots played); during a game only the seat of the person at the screen (none while a
 * shared screen is covered or held by someone else). Only games started from a setup (a record) and
 * held by the page itself are reviewed.
 */
export function reviewSeats(t: { data: { start: { kind: string } } | null; seats: readonly string[]; over: boolean; viewer: 'all' | 'none' | { seat: number }; handoff: boolean; networked?: boolean }): number[] {
  if (!t.data || t.data.start.kind !== 'record' || t.networked || t.handoff) return [];
  const humans = t.seats.flatMap((k, i) => (k === 'human' ? [i] : []));
  if (t.over) return humans.length > 0 ? humans : t.seats.map((_, i) => i);
  if (t.viewer === 'all') return humans;
  if (typeof t.viewer === 'object') return humans.includes(t.viewer.seat) ? [t.viewer.seat] : [];
  return [];
}

