import { expect, test } from 'vitest';
import { ALL_TILES, CROPS, TILE_COUNT } from './tiles';

test('45 tiles: 5 crops × (3 one-planter + 6 two-planter)', () => {
  expect(TILE_COUNT).toBe(45);
  expect(ALL_TILES).toHaveLength(45);
  expect(new Set(ALL_TILES.map((t) => t.id)).size).toBe(45);
  for (const crop of CROPS) {
    expect(ALL_TILES.filter((t) => t.crop === crop && t.planters === 1)).toHaveLength(3);
    expect(ALL_TILES.filter((t) => t.crop === crop && t.planters === 2)).toHaveLength(6);
  }
});
