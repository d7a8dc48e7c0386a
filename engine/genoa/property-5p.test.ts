import { expect, test } from 'vitest';
import { randomGame } from './random-games';

test('500 random complete 5-player games: ducats as the rules say, every count conserved, views hide money and hands', () => {
  const types: Record<string, number> = {};
  let moves = 0;
  for (let seed = 1; seed <= 500; seed++) {
    const r = randomGame(5, 5000 + seed, seed % 5 === 0 ? { twoPlayerItem: 'good', extraActionBids: false } : {});
    moves += r.moves;
    for (const [k, v] of Object.entries(r.types)) types[k] = (types[k] ?? 0) + v;
  }
  // random play reaches every kind of move: offers, wishes, counters, deals, actions, cards, acquisition
  for (const k of ['roll', 'offer', 'wish', 'noOffer', 'accept', 'counter', 'agree', 'refuse', 'actHere', 'move', 'stop', 'act', 'acquire', 'useAnyGood', 'useTrade', 'useBuildingAction', 'anyStart'])
    expect(types[k] ?? 0, k).toBeGreaterThan(0);
  expect(moves).toBeGreaterThan(500 * 100);
});
