import { shownTests } from '../core/shown-tests';
import { puertoRico } from './game';
import { optionsFor } from './random-games';
import { shown } from './shown';
import type { PuertoRicoState } from './types';

shownTests({
  game: puertoRico,
  shown,
  config: (players, seed) => ({ players, seed, options: optionsFor(players, seed) }),
  // another seat's face-down VP chips (until the end, unless shown), the plantation stack turned over, the generator
  twin: (s: PuertoRicoState, seat: number): PuertoRicoState | null => {
    if (s.phase === 'gameOver') return null;
    const other = (seat + 1) % s.players;
    return {
      ...s,
      rng: s.rng.map((w) => (w ^ 1) >>> 0),
      seats: s.options.showVp ? s.seats : s.seats.map((x, i) => (i === other ? { ...x, vp: x.vp + 5 } : x)),
      stack: s.stack.slice().reverse(),
    };
  },
});
