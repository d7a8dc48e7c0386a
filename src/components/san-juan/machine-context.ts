/** The context San Juan's machine keeps for a plain state: the state wrapped as `{ state }`. */
import type { SanJuanState } from '../../../engine/san-juan/types';

export const sanJuanContext = (state: SanJuanState): { state: SanJuanState } => ({ state });
