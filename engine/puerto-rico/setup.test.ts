import { describe, expect, it } from 'vitest';
import { BUILDINGS } from './buildings';
import { puertoRico } from './game';
import { SETUP } from './setup-table';
import { GOODS } from './types';

const fresh = (players: number, options?: object) => {
  const r = puertoRico.setup({ players, seed: 7, options });
  if (!r.ok) throw new Error(r.error.en);
  return r.state;
};
const tiles = (s: ReturnType<typeof fresh>) => [...s.stack, ...s.row, ...s.discards, ...s.seats.flatMap((x) => x.island.map((t) => t.kind))];
const count = <T>(xs: T[], x: T) => xs.filter((y) => y === x).length;

describe('Puerto Rico setup by player count (§2)', () => {
  it.each([
    [2, 3, ['indigo', 'corn'], 3, 7, [4, 6], 2, 40, 65, 5],
    [3, 2, ['indigo', 'indigo', 'corn'], 4, 6, [4, 5, 6], 3, 55, 75, 8],
    [4, 3, ['indigo', 'indigo', 'corn', 'corn'], 5, 7, [5, 6, 7], 4, 75, 100, 8],
    [5, 4, ['indigo', 'indigo', 'indigo', 'corn', 'corn'], 6, 8, [6, 7, 8], 5, 95, 122, 8],
  ])('%i players: %i doubloons, starting plantations, row, roles, ships, colonists, VP, quarries', (n, money, start, row, roles, ships, ship, colonists, vp, quarries) => {
    const s = fresh(n);
    expect(s.seats.map((x) => x.doubloons)).toEqual(new Array(n).fill(money));
    expect(s.seats.map((x) => x.island.map((t) => t.kind))).toEqual(start.map((k) => [k]));
    expect(s.seats.every((x) => x.island[0]!.colonists === 0 && x.city.length === 0 && x.vp === 0)).toBe(true);
    expect(s.row.length).toBe(row);
    expect(s.roles.length).toBe(roles);
    expect(s.ships).toEqual(ships.map((capacity) => ({ capacity, good: null, load: 0 })));
    expect(s.ship).toBe(ship);
    expect(s.colonists).toBe(colonists);
    expect(s.vpSupply).toBe(vp);
    expect(s.quarries).toBe(quarries);
    expect(s.governor).toBe(0);
    expect(s.phase).toBe('pickRole');
    expect(Object.values(s.roleMoney)).toEqual(new Array(roles).fill(0));
  });

  it('3 players play without prospectors, 4 with one, 5 with two separate ones', () => {
    expect(fresh(3).roles).not.toContain('prospector');
    expect(fresh(4).roles.filter((r) => r.startsWith('prospector'))).toEqual(['prospector']);
    expect(fresh(5).roles.filter((r) => r.startsWith('prospector'))).toEqual(['prospector', 'prospector2']);
  });

  it('3–5 players: all 50 plantations, the full 50 barrels and the full building supply', () => {
    for (const n of [3, 4, 5]) {
      const s = fresh(n);
      const all = tiles(s);
      expect(all.length).toBe(50);
      expect([count(all, 'corn'), count(all, 'indigo'), count(all, 'sugar'), count(all, 'tobacco'), count(all, 'coffee')]).toEqual([10, 12, 11, 9, 8]);
      expect(GOODS.map((g) => s.goods[g])).toEqual([10, 11, 11, 9, 9]);
      expect(BUILDINGS.map((b) => s.supply[b.id])).toEqual(BUILDINGS.map((b) => b.copies));
      expect(BUILDINGS.reduce((a, b) => a + b.copies, 0)).toBe(49);
    }
  });

  it('2 players: 3 plantations of each kind, 2 barrels of each kind and 3 quarries removed; 2 of each production building, 1 of each violet', () => {
    const s = fresh(2);
    const all = tiles(s);
    expect(all.length).toBe(35);
    expect([count(all, 'corn'), count(all, 'indigo'), count(all, 'sugar'), count(all, 'tobacco'), count(all, 'coffee')]).toEqual([7, 9, 8, 6, 5]);
    expect(GOODS.map((g) => s.goods[g])).toEqual([8, 9, 9, 7, 7]);
    for (const b of BUILDINGS) expect(s.supply[b.id]).toBe(b.kind === 'production' ? 2 : 1);
  });

  it('5 players: 122 VP chips by default, 126 with the later printing; the option does not touch 3 or 4 players', () => {
    expect(fresh(5, { vpChips: 126 }).vpSupply).toBe(126);
    expect(fresh(4, { vpChips: 126 }).vpSupply).toBe(SETUP[4]!.vp);
  });

  it('a wrong player count, seed or option gets a bilingual error', () => {
    for (const players of [1, 6, 2.5, '4']) {
      const r = puertoRico.setup({ players: players as number, seed: 1 });
      expect(r.ok).toBe(false);
      if (!r.ok) {
        expect(r.error.en).toContain('3 to 5 players');
        expect(r.error.zh).toContain('3 到 5 位玩家');
      }
    }
    expect(puertoRico.setup({ players: 4, seed: NaN }).ok).toBe(false);
    const bad = puertoRico.setup({ players: 4, seed: 1, options: { vpChips: 100 } as never });
    expect(bad.ok ? null : bad.error.en).toBe('Option "vpChips" must be 122 or 126.');
    const unknown = puertoRico.setup({ players: 4, seed: 1, options: { nobles: true } as never });
    expect(unknown.ok ? null : unknown.error.zh).toBe('不認得的選項「nobles」。');
  });

  it('the same seed gives the same plantations; another seed another order', () => {
    expect(fresh(4).stack).toEqual(fresh(4).stack);
    const other = puertoRico.setup({ players: 4, seed: 8 });
    expect(other.ok && other.state.stack).not.toEqual(fresh(4).stack);
  });
});
