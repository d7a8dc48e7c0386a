/**
 * A seat's view turned back into a whole state, so that a device that receives only its own seat's
 * view (the class server) can draw it with the table's own board, which draws a state for a viewer.
 * What the view shows is carried over as it is; what it hides gets neutral stand-ins: other seats'
 * face-down VP chips 0, the face-down plantation stack as that many corn plantations, a fixed
 * generator.
 */
import { seedRng } from '../core/rng';
import type { Good, PuertoRicoState, PuertoRicoView } from './types';

export function shown(v: PuertoRicoView): PuertoRicoState {
  const { seat: _seat, seats, stackSize, toAct: _toAct, ...rest } = v;
  return {
    ...rest,
    rng: seedRng(0),
    seats: seats.map((x) => ({ ...x, vp: x.vp ?? 0 })),
    stack: new Array<Good>(stackSize).fill('corn'),
  };
}
