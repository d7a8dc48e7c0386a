/** The context Puerto Rico's machine keeps for a plain state: the state wrapped as `{ state }`. */
import type { PuertoRicoState } from '../../../engine/puerto-rico/types';

export const puertoRicoContext = (state: PuertoRicoState): { state: PuertoRicoState } => ({ state });
