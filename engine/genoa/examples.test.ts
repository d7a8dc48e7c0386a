import { describe } from 'vitest';
import { exampleTests } from '../core/example-tests';
import { genoaExamples } from './examples';
import { genoa } from './game';
import type { GenoaMove, GenoaState } from './types';

/** A reader's offer is any legal one, not only the few bundles `legalMoves` lists. */
const legalFor = (s: GenoaState, m: GenoaMove) => (genoa.play(s, m).ok ? [...genoa.legalMoves(s), m] : genoa.legalMoves(s));

describe('Genoa worked examples', () => {
  exampleTests(genoa, genoaExamples, { legalFor });
});
