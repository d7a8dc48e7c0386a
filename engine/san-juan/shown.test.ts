import type { SetupConfig } from '../core/contract';
import { shownTests } from '../core/shown-tests';
import { sanJuan } from './game';
import { sanJuanExamples } from './examples';
import { shown } from './shown';
import type { SanJuanOptions, SanJuanState } from './types';

shownTests({
  game: sanJuan,
  shown,
  examples: sanJuanExamples,
  config: (players, seed): SetupConfig<SanJuanOptions> => ({
    players,
    seed,
    options: { startingHands: seed % 5 === 0, privilege: seed % 3 === 0 ? 'governor' : 'picker', afterBuild: seed % 2 === 0 ? 'poor-house-first' : 'carpenter-first' },
  }),
  // another seat's first card swapped with the top of the draw pile, the price tiles turned over
  hide: (s: SanJuanState, other) => {
    const hand = s.hands[other]!;
    const swap = hand.length > 0 && s.deck.length > 0;
    return {
      deck: swap ? [hand[0]!, ...s.deck.slice(1)] : s.deck,
      hands: s.hands.map((h, i) => (i === other && swap ? [s.deck[0]!, ...h.slice(1)] : h)),
      priceStack: s.priceStack.slice().reverse(),
    };
  },
});
