/** The context Dice Town's machine keeps for a plain state: the state wrapped as `{ state }`. */
import type { DiceTownState } from '../../../engine/dice-town/types';

export const diceTownContext = (state: DiceTownState): { state: DiceTownState } => ({ state });
