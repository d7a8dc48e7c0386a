import { describe, expect, test } from 'vitest';
import { BUILDING, BUILDINGS, CARD_BUILDING, CARD_COUNT, CARDS_OF, PRICE_TILES, priceOf } from './cards';

describe('the card table (§1.2)', () => {
  test('110 cards: 42 production, 68 violet; 29 buildings', () => {
    expect(CARD_COUNT).toBe(110);
    expect(BUILDINGS).toHaveLength(29);
    const production = BUILDINGS.filter((b) => b.good !== undefined);
    expect(production.map((b) => [b.id, b.cost, b.vp, b.count])).toEqual([
      ['indigo_plant', 1, 1, 10],
      ['sugar_mill', 2, 1, 8],
      ['tobacco_storage', 3, 2, 8],
      ['coffee_roaster', 4, 2, 8],
      ['silver_smelter', 5, 3, 8],
    ]);
    expect(production.reduce((t, b) => t + b.count, 0)).toBe(42);
    expect(BUILDINGS.filter((b) => b.good === undefined).reduce((t, b) => t + b.count, 0)).toBe(68);
    expect(CARD_BUILDING).toHaveLength(110);
    expect(CARDS_OF.indigo_plant).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  test('violet costs and points as printed', () => {
    const row = (id: keyof typeof BUILDING) => [BUILDING[id].cost, BUILDING[id].vp, BUILDING[id].count];
    expect(row('smithy')).toEqual([1, 1, 3]);
    expect(row('gold_mine')).toEqual([1, 1, 3]);
    expect(row('archive')).toEqual([1, 1, 3]);
    expect(row('poor_house')).toEqual([2, 1, 3]);
    expect(row('black_market')).toEqual([2, 1, 3]);
    expect(row('trading_post')).toEqual([2, 1, 3]);
    expect(row('well')).toEqual([2, 1, 3]);
    expect(row('market_stand')).toEqual([2, 1, 3]);
    expect(row('crane')).toEqual([2, 1, 3]);
    expect(row('tower')).toEqual([3, 2, 3]);
    expect(row('chapel')).toEqual([3, 2, 3]);
    expect(row('aqueduct')).toEqual([3, 2, 3]);
    expect(row('carpenter')).toEqual([3, 2, 3]);
    expect(row('prefecture')).toEqual([3, 2, 3]);
    expect(row('market_hall')).toEqual([4, 2, 3]);
    expect(row('quarry')).toEqual([4, 2, 3]);
    expect(row('library')).toEqual([5, 3, 3]);
    expect(row('statue')).toEqual([3, 3, 3]);
    expect(row('victory_column')).toEqual([4, 4, 3]);
    expect(row('hero')).toEqual([5, 5, 3]);
    for (const id of ['guild_hall', 'city_hall', 'triumphal_arch', 'palace'] as const) expect(row(id)).toEqual([6, 0, 2]);
  });

  test('price tiles (§1.1)', () => {
    expect(PRICE_TILES).toEqual([
      [1, 1, 1, 2, 2],
      [1, 1, 2, 2, 2],
      [1, 1, 2, 2, 3],
      [1, 2, 2, 2, 3],
      [1, 2, 2, 3, 3],
    ]);
    expect(priceOf(4, 'coffee')).toBe(3);
    expect(priceOf(0, 'tobacco')).toBe(1);
  });
});
