import { shownTests } from '../core/shown-tests';
import { santiago } from './game';
import { shown } from './shown';
import type { SantiagoState } from './types';

shownTests({
  game: santiago,
  shown,
  config: (players, seed) => ({ players, seed, options: { openMoney: seed % 4 === 0, palms: seed % 3 === 0 } }),
  // another seat's cash (hidden without open money), the face-down stacks turned over, the generator
  twin: (s: SantiagoState, seat: number): SantiagoState | null => {
    if (s.phase === 'gameOver') return null;
    const other = (seat + 1) % s.players;
    return {
      ...s,
      rng: s.rng.map((w) => (w ^ 1) >>> 0),
      money: s.options.openMoney ? s.money : s.money.map((m, i) => (i === other ? m + 7 : m)),
      stacks: s.stacks.map((st) => st.slice().reverse()),
    };
  },
});
