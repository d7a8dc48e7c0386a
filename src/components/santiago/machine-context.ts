/**
 * The context Santiago's machine keeps for a plain state: the state wrapped as `{ state }`
 * (engine/core/machine-game.ts explains why). Used to start an actor from a position.
 */
import type { SantiagoState } from '../../../engine/santiago/types';

export const santiagoContext = (state: SantiagoState): { state: SantiagoState } => ({ state });
