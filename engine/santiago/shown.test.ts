import { shownTests } from '../core/shown-tests';
import { santiago } from './game';
import { santiagoExamples } from './examples';
import { shown } from './shown';
import type { SantiagoState } from './types';

shownTests({
  game: santiago,
  shown,
  examples: santiagoExamples,
  config: (players, seed) => ({ players, seed, options: { openMoney: seed % 4 === 0, palms: seed % 3 === 0 } }),
  // another seat's cash (hidden without open money), the face-down stacks turned over
  hide: (s: SantiagoState, other) => ({
    money: s.options.openMoney ? s.money : s.money.map((m, i) => (i === other ? m + 7 : m)),
    stacks: s.stacks.map((st) => st.slice().reverse()),
  }),
});
