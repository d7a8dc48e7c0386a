import { describe, expect, test } from 'vitest';
import { diceTown } from './game';
import { moneyInPlay } from './rules';

const err = (position: unknown) => {
  const r = diceTown.load(position);
  if (r.ok) throw new Error('position accepted');
  expect(r.error.zh.length).toBeGreaterThan(0);
  return r.error.en;
};

describe('position loader', () => {
  test('defaults give a fresh first dice step', () => {
    const r = diceTown.load({ players: 4 });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.state.phase).toBe('dice:keep');
    expect(r.state.money).toEqual([8, 8, 8, 8]);
    expect(r.state.bank).toBe(3);
    expect(r.state.mine).toBe(30);
    expect(r.state.row.length).toBe(3);
    expect(r.state.elixirs.length).toBe(2);
    expect(r.state.storeDeck.length).toBe(19);
    expect(r.state.money.reduce((a, b) => a + b, 0) + r.state.bank).toBe(moneyInPlay(4));
  });

  test('errors name what is wrong', () => {
    expect(err(null)).toMatch(/must be an object/);
    expect(err({ players: 6 })).toMatch(/players must be 2 to 5/);
    expect(err({ players: 2, colour: 'red' })).toMatch(/Unknown field "colour"/);
    expect(err({ players: 2, money: [8, 9] })).toMatch(/money does not add up.*\$20.*\$19/);
    expect(err({ players: 2, money: [8] })).toMatch(/money needs 2 entries/);
    expect(err({ players: 2, nuggets: [20, 11] })).toMatch(/Too many nuggets/);
    expect(err({ players: 2, hands: [{ store: ['dynamite', 'dynamite'] }] })).toMatch(/more copies of "dynamite"/);
    expect(err({ players: 2, hands: [{ store: ['deed-3'] }] })).toMatch(/"deed-3" is not a General Store card/);
    expect(err({ players: 2, row: ['deed-1'] })).toMatch(/row needs 3 cards/);
    expect(err({ players: 2, elixirs: ['charm'] })).toMatch(/2 face-up Elixirs/);
    expect(err({ players: 2, kept: [['A', 'X']] })).toMatch(/Player A's kept dice/);
    expect(err({ players: 2, phase: 'town', kept: [['A', 'A', 'A', 'A', 'A']] })).toMatch(/every player must have kept all 5/);
    expect(err({ players: 2, dice: ['A', 7] })).toMatch(/dice entry 2 is not a face/);
    expect(err({ players: 2, options: { edition: 'first' }, elixirs: ['charm', 'luck'] })).toMatch(/first edition has no Elixir/);
    expect(err({ players: 2, options: { firstSheriff: 4 } })).toMatch(/firstSheriff/);
    expect(err({ players: 2, sheriff: 2 })).toMatch(/sheriff must be a seat/);
  });

  test('setup: player count, options and the first sheriff', () => {
    expect(diceTown.setup({ players: 1, seed: 1 }).ok).toBe(false);
    const named = diceTown.setup({ players: 3, seed: 1, options: { firstSheriff: 2 } });
    expect(named.ok && named.state.sheriff).toBe(2);
    const first = diceTown.setup({ players: 5, seed: 1, options: { edition: 'first' } });
    expect(first.ok && first.state.propertyDeck.length + first.state.row.length).toBe(25);
    expect(first.ok && first.state.elixirs).toEqual([]);
    const bad = diceTown.setup({ players: 3, seed: 1, options: { elixirsFaceUp: 4 } as never });
    expect(!bad.ok && bad.error.en).toMatch(/elixirsFaceUp/);
  });
});
