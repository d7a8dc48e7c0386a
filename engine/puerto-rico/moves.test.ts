import { describe, expect, it } from 'vitest';
import { mixHash } from '../core/bot-kit';
import { puertoRico } from './game';
import { arrangements } from './moves';
import { affordable, canAct, canHacienda, canWharf, cargoLoads, currentRole, emptyGoods, sellable, settleOptions, storageChoices } from './rules';
import type { PuertoRicoState, Seat } from './types';

const seat = (over: Partial<Seat>): Seat => ({ doubloons: 0, vp: 0, island: [], city: [], sanJuan: 0, goods: emptyGoods(), ...over });

describe('the lists a turn offers', () => {
  it('lists the mayor’s arrangements building by building, then island tiles by kind, most colonists first', () => {
    const me = seat({
      city: [{ id: 'small_indigo_plant', colonists: 0 }],
      island: [
        { kind: 'indigo', colonists: 0 },
        { kind: 'corn', colonists: 0 },
        { kind: 'indigo', colonists: 0 },
      ],
    });
    expect(arrangements(me, 2)).toEqual([
      { island: [1, 0, 0], city: [1] },
      { island: [0, 1, 0], city: [1] },
      { island: [1, 0, 1], city: [0] },
      { island: [1, 1, 0], city: [0] },
    ]);
    // enough colonists for every circle: one way only; none: one way only
    expect(arrangements(me, 9)).toEqual([{ island: [1, 1, 1], city: [1] }]);
    expect(arrangements(me, 0)).toEqual([{ island: [0, 0, 0], city: [0] }]);
    expect(arrangements(me, 2, 3)).toHaveLength(3);
  });

  it('lists each different storage once: one barrel without a warehouse, whole kinds with one', () => {
    expect(storageChoices(seat({}))).toEqual([{ single: null, warehouse: [] }]);
    expect(storageChoices(seat({ goods: { ...emptyGoods(), corn: 2, coffee: 1 } }))).toEqual([
      { single: 'corn', warehouse: [] },
      { single: 'coffee', warehouse: [] },
    ]);
    // an unmanned warehouse keeps nothing
    expect(storageChoices(seat({ goods: { ...emptyGoods(), corn: 2 }, city: [{ id: 'small_warehouse', colonists: 0 }] }))).toEqual([{ single: 'corn', warehouse: [] }]);
    // one corn and one indigo with a small warehouse: corn kept whole and an indigo is the same as the other way round
    const small = [{ id: 'small_warehouse' as const, colonists: 1 }];
    expect(storageChoices(seat({ goods: { ...emptyGoods(), corn: 1, indigo: 1 }, city: small }))).toEqual([{ single: 'indigo', warehouse: ['corn'] }]);
    // only the choices that keep the most barrels
    expect(storageChoices(seat({ goods: { ...emptyGoods(), corn: 3, indigo: 1 }, city: small }))).toEqual([{ single: 'indigo', warehouse: ['corn'] }]);
    expect(storageChoices(seat({ goods: { ...emptyGoods(), corn: 3, indigo: 2, sugar: 2 }, city: small }))).toEqual([
      { single: 'indigo', warehouse: ['corn'] },
      { single: 'sugar', warehouse: ['corn'] },
    ]);
  });

  it('passes over a seat exactly when its phase offers it nothing (40 random 4-player games, every seat at every turn)', () => {
    const offers = (s: PuertoRicoState, i: number): boolean => {
      switch (currentRole(s)) {
        case 'settler':
          return settleOptions(s, i).length > 0 || canHacienda(s, i);
        case 'builder':
          return affordable(s, i).length > 0;
        case 'trader':
          return sellable(s, i).length > 0;
        case 'captain':
          return cargoLoads(s, i).length > 0 || canWharf(s, i);
        default:
          return true;
      }
    };
    const asked: Record<string, [number, number]> = {};
    for (let seed = 1; seed <= 40; seed++) {
      const start = puertoRico.setup({ players: 4, seed });
      if (!start.ok) throw new Error(start.error.en);
      let s = start.state;
      for (let n = 0; !puertoRico.isOver(s); n++) {
        const role = currentRole(s);
        if (role && role !== 'mayor' && s.phase !== 'pickRole')
          for (let i = 0; i < 4; i++) {
            const yes = offers(s, i);
            expect(canAct(s, i)).toBe(yes);
            const seen = (asked[role] ??= [0, 0]);
            seen[yes ? 0 : 1]++;
          }
        const legal = puertoRico.legalMoves(s);
        const r = puertoRico.play(s, legal[mixHash(seed, n) % legal.length]!);
        if (!r.ok) throw new Error(r.violation.rule);
        s = r.state;
      }
    }
    // both answers met in every phase that can pass a seat over
    for (const role of ['settler', 'builder', 'trader', 'captain']) expect(Math.min(...asked[role]!)).toBeGreaterThan(10);
  });
});
