import type { SetupConfig } from '../core/contract';
import { shownTests } from '../core/shown-tests';
import { diceTown } from './game';
import { legalMovesFor } from './moves';
import { diceTownExamples } from './examples';
import { shown } from './shown';
import type { DiceTownOptions, DiceTownState, Face } from './types';

const OTHER_FACE: Record<Face, Face> = { '9': '10', '10': 'J', J: 'Q', Q: 'K', K: 'A', A: '9' };

shownTests({
  game: diceTown,
  shown,
  examples: diceTownExamples,
  // while several seats keep dice at once, `legalMoves` lists the first one's: compare each seat's own list
  movesOf: legalMovesFor,
  config: (players, seed): SetupConfig<DiceTownOptions> => ({
    players,
    seed,
    options: { edition: seed % 3 === 0 ? 'first' : 'revised', elixirsFaceUp: seed % 2 === 0 ? 2 : 3, capAtThree: seed % 4 === 0, kickers: seed % 5 !== 0 },
  }),
  // another seat's first store card swapped with the top of the store deck, its dice under the cup turned, the deck turned over
  hide: (s: DiceTownState, other) => {
    const hand = s.hands[other]!;
    const swap = hand.store.length > 0 && s.storeDeck.length > 0 && hand.store[0] !== s.storeDeck[0];
    const storeDeck = s.storeDeck.slice().reverse();
    if (swap) storeDeck[storeDeck.length - 1] = hand.store[0]!;
    return {
      storeDeck,
      hands: s.hands.map((h, i) => (i === other && swap ? { ...h, store: [s.storeDeck[0]!, ...h.store.slice(1)] } : h)),
      rolled: s.rolled.map((r, i) => (i === other ? r.map((f) => OTHER_FACE[f]) : r)),
    };
  },
});
