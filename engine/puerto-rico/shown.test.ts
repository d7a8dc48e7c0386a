import { shownTests } from '../core/shown-tests';
import { puertoRico } from './game';
import { optionsFor } from './random-games';
import { puertoRicoExamples } from './examples';
import { shown } from './shown';
import type { PuertoRicoState } from './types';

shownTests({
  game: puertoRico,
  shown,
  examples: puertoRicoExamples,
  config: (players, seed) => ({ players, seed, options: optionsFor(players, seed) }),
  // another seat's face-down VP chips (unless shown), the plantation stack turned over
  hide: (s: PuertoRicoState, other) => ({
    seats: s.options.showVp ? s.seats : s.seats.map((x, i) => (i === other ? { ...x, vp: x.vp + 5 } : x)),
    stack: s.stack.slice().reverse(),
  }),
});
