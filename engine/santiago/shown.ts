/**
 * A seat's view turned back into a whole state, so that a device that receives only its own seat's
 * view (the class server) can draw it with the table's own board, which draws a state for a viewer.
 * What the view shows is carried over as it is; what it hides gets neutral stand-ins: other seats'
 * cash (without open money) 0, each face-down stack as that many copies of one tile, a fixed
 * generator.
 */
import { seedRng } from '../core/rng';
import { ALL_TILES } from './tiles';
import type { SantiagoState, SantiagoView } from './types';

export function shown(v: SantiagoView): SantiagoState {
  const { seat: _seat, money, stackSizes, ...rest } = v;
  return {
    ...rest,
    rng: seedRng(0),
    money: money.map((m) => m ?? 0),
    stacks: stackSizes.map((n) => Array.from({ length: n }, () => ({ ...ALL_TILES[0]! }))),
  };
}
