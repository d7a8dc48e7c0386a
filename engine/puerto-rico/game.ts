/** Puerto Rico as a `Game`: the chapter page's game (page-game.ts) with a move in words. */
import { machineGame, type MachineGame } from '../core/machine-game';
import { PUERTO_RICO_SPEC } from './page-game';
import { describeMove } from './sentences';
import type { PuertoRicoMove, PuertoRicoOptions, PuertoRicoState, PuertoRicoView } from './types';

export { resolveOptions } from './options';
export { barrelSupply, buildingSupply, createContext, plantationPool, result, view, vpChips } from './page-game';

/** The whole game; bots and reviews that look ahead use `puertoRicoLookahead` (sample.ts). */
export const puertoRico: MachineGame<PuertoRicoState, PuertoRicoMove, PuertoRicoOptions, PuertoRicoView> = machineGame({ ...PUERTO_RICO_SPEC, describe: describeMove });
