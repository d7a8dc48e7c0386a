import { describe, expect, it } from 'vitest';
import type { GenoaPosition } from '../../../engine/genoa/load';
import { loaded, run } from '../../../engine/genoa/testing';
import type { GenoaMove, GenoaState } from '../../../engine/genoa/types';
import { seen } from './Board';

// A (0) trades; B (1) offers a small order and 10 ducats for the Spices warehouse; A counters, adding his privilege
const SMALL = 16;
const PRIVILEGE = 46;
const bidding = (): GenoaState =>
  run(
    loaded({ players: 3, path: ['spices'], seats: [{ hand: [PRIVILEGE] }, { hand: [SMALL] }, {}] } as GenoaPosition),
    { type: 'offer', seat: 1, offer: { target: 'spices', kind: 'actHere', bidderPays: { ducats: 10, cards: [SMALL] }, traderPays: {}, promise: [] } },
    { type: 'noOffer', seat: 2 },
  );
const counter: GenoaMove = { type: 'counter', seat: 0, offer: { bidder: 1, target: 'spices', kind: 'actHere', bidderPays: { ducats: 20, cards: [SMALL] }, traderPays: { cards: [PRIVILEGE] }, promise: [] } };

describe('what the board shows of a deal at a table in the page', () => {
  it('to the bidder and the trader the cards in it; to anyone else (and to a screen nobody holds yet) only their backs', () => {
    const s = bidding();
    for (const seat of [0, 1]) expect(seen(s, { seat }).offers).toEqual(s.offers);
    for (const viewer of [{ seat: 2 }, 'none'] as const) expect(seen(s, viewer).offers[0]!.bidderPays).toEqual({ ducats: 10, backs: { small: 1 } });
    expect(seen(s, 'all').offers).toEqual(s.offers);
  });

  it('the counter-offer too', () => {
    const s = run(bidding(), counter);
    expect(seen(s, { seat: 1 }).counter).toEqual(s.counter);
    const c = seen(s, { seat: 2 }).counter!;
    expect([c.bidderPays, c.traderPays]).toEqual([{ ducats: 20, backs: { small: 1 } }, { backs: { privilege: 1 } }]);
  });
});
