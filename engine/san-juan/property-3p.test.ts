import { expect, test } from 'vitest';
import { randomGame } from './random-games';

test('700 random complete 3-player games: 110 cards always placed once, views hide what they must, hand limits hold', () => {
  let moves = 0;
  for (let seed = 1; seed <= 700; seed++) moves += randomGame(3, seed).moves;
  expect(moves).toBeGreaterThan(700 * 50);
});
