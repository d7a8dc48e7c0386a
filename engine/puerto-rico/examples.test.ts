import { describe } from 'vitest';
import { exampleTests } from '../core/example-tests';
import { puertoRicoExamples } from './examples';
import { puertoRico } from './game';
import type { PuertoRicoMove, PuertoRicoState } from './types';

/** A reader's arrangement is any legal one, not only those `legalMoves` lists (it lists a capped few). */
const legalFor = (s: PuertoRicoState, m: PuertoRicoMove) =>
  m.type === 'arrange' && puertoRico.play(s, m).ok ? [...puertoRico.legalMoves(s), m] : puertoRico.legalMoves(s);

describe('Puerto Rico worked examples', () => {
  exampleTests(puertoRico, puertoRicoExamples, { legalFor });
});
