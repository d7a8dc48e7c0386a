import type { SetupConfig } from '../core/contract';
import { shownTests } from '../core/shown-tests';
import { genoa } from './game';
import { genoaExamples } from './examples';
import { shown } from './shown';
import type { GenoaOptions, GenoaState } from './types';

shownTests({
  game: genoa,
  shown,
  examples: genoaExamples,
  config: (players, seed): SetupConfig<GenoaOptions> => ({ players, seed, options: seed % 5 === 0 ? { twoPlayerItem: 'good', extraActionBids: false } : {} }),
  // another seat's ducats and first card (swapped with the top small order), the face-down decks turned over
  hide: (s: GenoaState, other) => {
    const small = s.decks.small.down;
    const hand = s.seats[other]!.hand;
    const swap = hand.length > 0 && small.length > 0;
    const turned = (d: { down: number[]; up: number[] }) => ({ ...d, down: d.down.slice().reverse() });
    return {
      seats: s.seats.map((x, i) => (i === other ? { ...x, ducats: x.ducats + 10, hand: swap ? [small[0]!, ...hand.slice(1)] : hand } : x)),
      decks: {
        large: turned(s.decks.large),
        small: swap ? { ...s.decks.small, down: [...small.slice(1).reverse(), hand[0]!] } : turned(s.decks.small),
        message: turned(s.decks.message),
        privilege: turned(s.decks.privilege),
      },
    };
  },
});
