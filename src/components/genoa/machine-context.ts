/** The context Genoa's machine keeps for a plain state: the state wrapped as `{ state }`. */
import type { GenoaState } from '../../../engine/genoa/types';

export const genoaContext = (state: GenoaState): { state: GenoaState } => ({ state });
