import { expect, test } from 'vitest';
import { BUILDINGS } from './buildings';
import { propertyRun } from './random-games';

test('500 random complete 4-player games: money, VP and the legal moves as the rules say, every count conserved, every listed move accepted, views hide what they must', () => {
  const run = propertyRun(4, 1, 500);
  expect(run.games).toBe(500);
  expect(run.replayed).toBe(20);
  expect(run.moves).toBeGreaterThan(500 * 150);
  // the games reached every corner: every kind of move, every building built, every way to end
  for (const type of ['pickRole', 'settle', 'hacienda', 'arrange', 'build', 'bonus', 'sell', 'load', 'store', 'pass']) expect(run.types[type] ?? 0).toBeGreaterThan(20);
  for (const b of BUILDINGS) expect(run.built[b.id] ?? 0).toBeGreaterThan(0);
  for (const end of ['colonists', 'city', 'vp']) expect(run.ends[end] ?? 0).toBeGreaterThan(0);
});
