/**
 * Who acts next on a shared device when several seats choose at once (everyone keeps dice under
 * the cup together): the bot seats choose in the background one after another, while the human
 * seats take the device in turn. The human who holds the device now goes first if they still have
 * to choose, so the screen is not covered for nothing.
 */
import type { SeatKind } from '../core/handoff';

export function pickSeats(seats: readonly SeatKind[], toAct: readonly number[], lastSeen: number | null): { human: number | undefined; bot: number | undefined } {
  const humans = toAct.filter((s) => seats[s] === 'human');
  const bots = toAct.filter((s) => seats[s] !== undefined && seats[s] !== 'human');
  const human = lastSeen !== null && humans.includes(lastSeen) ? lastSeen : humans[0];
  return { human, bot: bots[0] };
}
