import { describe, expect, test } from 'vitest';
import { CARD_BUILDING } from './cards';
import { sanJuan } from './game';
import { allCards } from './rules';
import { names } from './testing';

const error = (position: unknown) => {
  const r = sanJuan.load(position);
  if (r.ok) throw new Error('position accepted');
  expect(r.error.zh.length).toBeGreaterThan(0);
  return r.error.en;
};

describe('position loader', () => {
  test('named cards, deck top and defaults; all 110 cards placed exactly once', () => {
    const r = sanJuan.load({ players: 3, hands: [['smithy'], 2, 0], buildings: [['indigo_plant', { card: 'coffee_roaster', good: 'hero' }], ['indigo_plant'], ['indigo_plant']], deckTop: ['palace', 'well'], discard: 5, chapel: [0, 0, 0] });
    if (!r.ok) throw new Error(r.error.en);
    const s = r.state;
    expect(names(s.hands[0]!)).toEqual(['smithy']);
    expect(s.hands[1]).toHaveLength(2);
    expect(s.deck.slice(0, 2).map((c) => CARD_BUILDING[c])).toEqual(['palace', 'well']);
    expect(s.discard).toHaveLength(5);
    expect(names([s.buildings[0]![1]!.good!])).toEqual(['hero']);
    const all = allCards(s);
    expect(all).toHaveLength(110);
    expect(new Set(all).size).toBe(110);
    expect(sanJuan.toAct(s)).toEqual([0]);
  });
  test('errors name what is wrong', () => {
    expect(error({ players: 5 })).toContain('players must be 2 to 4');
    expect(error({ players: 2, hands: [['smithy', 'smithy', 'smithy', 'smithy'], 0] })).toContain('only 3 Smithy cards');
    expect(error({ players: 2, buildings: [['indigo_plant', 'well', 'well'], ['indigo_plant']] })).toContain('two Well cards');
    expect(error({ players: 2, buildings: [['indigo_plant', { card: 'well', good: true }], ['indigo_plant']] })).toContain('a violet building holds no good');
    expect(error({ players: 2, deck: ['hero'], discard: ['well'] })).toContain('Card counts do not add up');
    expect(error({ players: 3, picks: [['builder', 1]] })).toContain('Pick 1 should be made by Player A');
    expect(error({ players: 3, picks: [['builder', 0], ['builder', 1]] })).toContain('picked twice');
    expect(error({ players: 3, phase: 'builder' })).toContain('the last pick must be that role');
    expect(error({ players: 2, priceTiles: [1, 2, 3, 4, 4] })).toContain('price tiles');
    expect(error({ players: 2, colour: 'red' })).toBe('Unknown field "colour" in the position.');
    expect(error({ players: 2, hands: [['castle'], 0] })).toContain('"castle" is not a building name');
  });
  test('a loaded councillor phase draws for the acting seat from the given deck top', () => {
    const r = sanJuan.load({ players: 2, phase: 'councillor', picks: [['councillor', 0]], deckTop: ['hero', 'statue', 'well', 'smithy', 'tower'] });
    if (!r.ok) throw new Error(r.error.en);
    expect(names(r.state.drawn)).toEqual(['hero', 'smithy', 'statue', 'tower', 'well']);
    expect(r.state.phase).toBe('councillor');
  });
});
