import { describe, expect, it } from 'vitest';
import { puertoRico } from './game';
import { buildPrice, salePrice } from './rules';
import { FACTORY_PAY } from './setup-table';
import { loaded, refused, refusal, run } from './testing';
import type { PuertoRicoMove } from './types';
import { logText } from './log';

const pick = (seat: number, role: string): PuertoRicoMove => ({ type: 'pickRole', seat, role }) as PuertoRicoMove;
const none = { corn: 0, indigo: 0, sugar: 0, tobacco: 0, coffee: 0 };

describe('builder (§4.3)', () => {
  const s = run(
    loaded({
      players: 4,
      seats: [
        { doubloons: 10, island: [['quarry', 1], ['quarry', 1], ['quarry', 1], ['quarry', 1]] },
        { doubloons: 10, island: [['quarry', 1], ['quarry', 0]] },
        { doubloons: 10, island: [['quarry', 1], ['quarry', 1]] },
        { doubloons: 1 },
      ],
    }),
    pick(0, 'builder'),
  );
  it('price = cost − min(occupied quarries, column) − 1 for the picker, never below 0 (the quarry table of §2)', () => {
    expect(buildPrice(s, 0, 'city_hall')).toBe(10 - 4 - 1);
    expect(buildPrice(s, 0, 'wharf')).toBe(9 - 3 - 1);
    expect(buildPrice(s, 0, 'office')).toBe(5 - 2 - 1);
    expect(buildPrice(s, 0, 'small_indigo_plant')).toBe(0);
    expect(buildPrice(s, 1, 'city_hall')).toBe(9); // one quarry is unmanned
    expect(buildPrice(s, 2, 'fortress')).toBe(8);
    expect(buildPrice(s, 2, 'hacienda')).toBe(1);
    expect(buildPrice(s, 3, 'small_market')).toBe(1);
  });

  it('one building each; not one already owned; it must be in the supply, fit the city and be paid for', () => {
    const a = run(s, { type: 'build', seat: 0, building: 'city_hall' });
    expect(a.seats[0]!.doubloons).toBe(5);
    expect(a.seats[0]!.city).toEqual([{ id: 'city_hall', colonists: 0 }]);
    expect(a.supply.city_hall).toBe(0);
    expect(puertoRico.toAct(a)).toEqual([1]);
    const v = refused(a, { type: 'build', seat: 1, building: 'city_hall' });
    expect(v).toMatchObject({ rule: 'puerto-rico.builder.supply', section: 'builder' });
    expect(refusal(a, { type: 'build', seat: 1, building: 'nobles_house' })).toBe('puerto-rico.builder.unknown');
    const poor = run(a, { type: 'pass', seat: 1 }, { type: 'pass', seat: 2 });
    const m = refused(poor, { type: 'build', seat: 3, building: 'hacienda' });
    expect(m.rule).toBe('puerto-rico.builder.money');
    expect(m.message.en).toBe('The Hacienda costs you 2 doubloons; you have 1.');
    const owned = loaded({ players: 3, seats: [{ doubloons: 9, city: ['small_market'] }, {}, {}] });
    expect(refusal(run(owned, pick(0, 'builder')), { type: 'build', seat: 0, building: 'small_market' })).toBe('puerto-rico.builder.owned');
  });

  it('a large building needs 2 free city spaces; filling the 12th space ends the game at the end of the round', () => {
    const eleven = ['small_indigo_plant', 'small_sugar_mill', 'indigo_plant', 'sugar_mill', 'tobacco_storage', 'coffee_roaster', 'small_market', 'hacienda', 'construction_hut', 'small_warehouse', 'hospice'] as const;
    const t = run(loaded({ players: 3, seats: [{ doubloons: 20, city: [...eleven] }, {}, {}] }), pick(0, 'builder'));
    expect(refusal(t, { type: 'build', seat: 0, building: 'guild_hall' })).toBe('puerto-rico.builder.space');
    const u = run(t, { type: 'build', seat: 0, building: 'office' });
    expect(u.end).toBe('city');
    expect(logText(u).some((l) => l.en.includes('filled all 12 city spaces'))).toBe(true);
    expect(u.phase).not.toBe('gameOver');
  });

  it('university: the new building arrives with one colonist (one, even with three circles)', () => {
    const t = run(loaded({ players: 3, seats: [{ doubloons: 9, city: [['university', 1]] }, {}, {}] }), pick(0, 'builder'), { type: 'build', seat: 0, building: 'tobacco_storage' });
    expect(t.seats[0]!.city[1]).toEqual({ id: 'tobacco_storage', colonists: 1 });
    const unmanned = run(loaded({ players: 3, seats: [{ doubloons: 9, city: ['university'] }, {}, {}] }), pick(0, 'builder'), { type: 'build', seat: 0, building: 'tobacco_storage' });
    expect(unmanned.seats[0]!.city[1]).toEqual({ id: 'tobacco_storage', colonists: 0 });
  });
});

describe('craftsman (§4.4)', () => {
  it.each([
    [1, 0],
    [2, 1],
    [3, 2],
    [4, 3],
    [5, 5],
  ])('factory: %i kinds produced pay %i', (kinds, pay) => {
    expect(FACTORY_PAY[kinds]).toBe(pay);
    const goods = ['corn', 'indigo', 'sugar', 'tobacco', 'coffee'].slice(0, kinds);
    const plants: Record<string, string> = { indigo: 'small_indigo_plant', sugar: 'small_sugar_mill', tobacco: 'tobacco_storage', coffee: 'coffee_roaster' };
    const s = loaded({
      players: 3,
      seats: [{}, { doubloons: 0, island: goods.map((g) => [g, 1] as never), city: [['factory', 1], ...goods.filter((g) => g !== 'corn').map((g) => [plants[g], 1] as never)] }, {}],
    });
    const t = run(s, pick(0, 'craftsman'));
    expect(t.seats[1]!.doubloons).toBe(pay);
  });

  it('nothing produced: no privilege barrel, the phase ends at once', () => {
    const t = run(loaded({ players: 3, seats: [{}, {}, {}] }), pick(0, 'craftsman'));
    expect(t.phase).toBe('pickRole');
    expect(t.seats.every((x) => x.goods.corn === 0)).toBe(true);
  });

  it('the privilege barrel is of a kind produced, if the supply has one; anything else is refused', () => {
    const t = run(loaded({ players: 3, seats: [{ island: [['corn', 1]] }, {}, {}] }), pick(0, 'craftsman'));
    expect(t.phase).toBe('craftsman');
    expect(refusal(t, { type: 'bonus', seat: 0, good: 'coffee' })).toBe('puerto-rico.craftsman.bonus');
    expect(run(t, { type: 'bonus', seat: 0, good: 'corn' }).seats[0]!.goods.corn).toBe(2);
    expect(run(t, { type: 'pass', seat: 0 }).seats[0]!.goods.corn).toBe(1);
  });
});

describe('trader (§4.5)', () => {
  const seller = (extra: object, house: ('corn' | 'indigo' | 'sugar' | 'tobacco' | 'coffee')[] = []) =>
    run(loaded({ players: 3, house, seats: [{ goods: { corn: 1, indigo: 1, sugar: 1, tobacco: 1, coffee: 1 }, ...extra }, { goods: { coffee: 1, corn: 1 } }, {}] }), pick(0, 'trader'));
  it('prices corn 0, indigo 1, sugar 2, tobacco 3, coffee 4; +1 for the picker; +1 small market, +2 large market', () => {
    const s = seller({});
    expect(['corn', 'indigo', 'sugar', 'tobacco', 'coffee'].map((g) => salePrice(s, 1, g as never))).toEqual([0, 1, 2, 3, 4]);
    expect(salePrice(s, 0, 'coffee')).toBe(5);
    const m = seller({ city: [['small_market', 1], ['large_market', 1]] });
    expect(salePrice(m, 0, 'corn')).toBe(4);
    expect(salePrice(seller({ city: ['small_market', 'large_market'] }), 0, 'corn')).toBe(1); // unmanned
  });

  it('one sale each; no kind twice unless an office; a house not full keeps its barrels', () => {
    const s = seller({}, ['coffee']);
    expect(refusal(s, { type: 'sell', seat: 0, good: 'coffee' })).toBe('puerto-rico.trader.kind');
    const a = run(s, { type: 'sell', seat: 0, good: 'tobacco' });
    expect(a.seats[0]!.doubloons).toBe(2 + 4);
    expect(puertoRico.toAct(a)).toEqual([1]);
    expect(refusal(a, { type: 'sell', seat: 1, good: 'coffee' })).toBe('puerto-rico.trader.kind');
    const b = run(a, { type: 'sell', seat: 1, good: 'corn' });
    expect(b.phase).toBe('pickRole');
    expect(b.house).toEqual(['coffee', 'tobacco', 'corn']);
    const office = seller({ city: [['office', 1]] }, ['coffee']);
    expect(run(office, { type: 'sell', seat: 0, good: 'coffee' }).house).toEqual(['coffee', 'coffee']);
  });

  it('once the house holds 4 nobody else sells, and at the phase end its barrels go back to the supply', () => {
    const s = seller({}, ['corn', 'indigo', 'sugar']);
    const before = s.goods.tobacco;
    const t = run(s, { type: 'sell', seat: 0, good: 'tobacco' });
    expect(t.house).toEqual([]);
    expect(t.phase).toBe('pickRole');
    expect(t.goods.tobacco).toBe(before + 1);
    expect(t.seats[1]!.goods.coffee).toBe(1);
  });
});

describe('captain and storage (§4.6)', () => {
  const cap = (seats: object[], ships?: { good: 'corn' | 'indigo' | 'sugar' | 'tobacco' | 'coffee' | null; load: number }[], vpSupply?: number) =>
    run(loaded({ players: 3, ships, vpSupply, seats: seats as never }), pick(0, 'captain'));

  it('loading is compulsory, as many as fit, on the empty ship that takes the most', () => {
    const s = cap([{ goods: { corn: 5 } }, { goods: { sugar: 2 } }, {}]);
    expect(refused(s, { type: 'pass', seat: 0 })).toMatchObject({ rule: 'puerto-rico.captain.must-load', section: 'captain' });
    expect(refusal(s, { type: 'load', seat: 0, good: 'corn', ship: 0 })).toBe('puerto-rico.captain.largest');
    const a = run(s, { type: 'load', seat: 0, good: 'corn', ship: 1 });
    expect(a.ships[1]).toEqual({ capacity: 5, good: 'corn', load: 5 });
    expect(a.seats[0]!.vp).toBe(6); // 5 + the captain's 1
    // B's 2 sugar fit both empty ships: either is allowed
    expect(puertoRico.legalMoves(a).filter((m) => m.type === 'load').map((m) => (m as { ship: number }).ship)).toEqual([0, 2]);
  });

  it('one kind per ship, never a kind already on another ship, nothing on a full ship', () => {
    const s = cap([{ goods: { corn: 2, indigo: 1 } }, { goods: { corn: 1 } }, {}], [{ good: 'corn', load: 3 }, { good: 'sugar', load: 5 }, { good: null, load: 0 }]);
    expect(refusal(s, { type: 'load', seat: 0, good: 'indigo', ship: 0 })).toBe('puerto-rico.captain.one-kind');
    expect(refusal(s, { type: 'load', seat: 0, good: 'corn', ship: 2 })).toBe('puerto-rico.captain.other-ship');
    const a = run(s, { type: 'load', seat: 0, good: 'corn', ship: 0 });
    expect(a.ships[0]).toEqual({ capacity: 4, good: 'corn', load: 4 });
    expect(puertoRico.toAct(a)).toEqual([0]); // B's corn fits no ship, C has nothing: A again
    expect(refusal(a, { type: 'load', seat: 0, good: 'corn', ship: 0 })).toBe('puerto-rico.captain.full');
    expect(refusal(a, { type: 'load', seat: 0, good: 'corn', ship: 2 })).toBe('puerto-rico.captain.other-ship');
  });

  it('the captain scores +1 once; the harbour +1 for every load; the game goes on to storage', () => {
    const s = cap([{ goods: { corn: 1, indigo: 1 }, city: [['harbor', 1]] }, {}, {}]);
    const t = run(s, { type: 'load', seat: 0, good: 'corn', ship: 0 }, { type: 'load', seat: 0, good: 'indigo', ship: 1 });
    expect(t.seats[0]!.vp).toBe(1 + 1 + 1 + (1 + 1));
    expect(t.phase).toBe('pickRole');
  });

  it('the seed\'s reading as an option: the captain\'s +1 on each load', () => {
    const s = run(loaded({ players: 3, options: { captainBonus: 'each' }, seats: [{ goods: { corn: 1, indigo: 1 } }, {}, {}] }), pick(0, 'captain'));
    const t = run(s, { type: 'load', seat: 0, good: 'corn', ship: 0 }, { type: 'load', seat: 0, good: 'indigo', ship: 1 });
    expect(t.seats[0]!.vp).toBe(2 + 2);
  });

  it('the wharf: once a phase, all barrels of one kind, any kind, optional; the captain\'s +1 counts on it (§10 Q5)', () => {
    const s = cap([{ goods: { coffee: 3, corn: 1 }, city: [['wharf', 1], ['harbor', 1]] }, { goods: { sugar: 1 } }, {}], [{ good: 'coffee', load: 4 }, { good: 'corn', load: 5 }, { good: 'sugar', load: 6 }]);
    // all ships are full or carry other kinds: A's only option is the wharf, which A may decline
    const moves = puertoRico.legalMoves(s);
    expect(moves).toContainEqual({ type: 'pass', seat: 0 });
    const a = run(s, { type: 'load', seat: 0, good: 'coffee', ship: 'wharf' });
    expect(a.seats[0]!.vp).toBe(3 + 1 + 1);
    expect(a.seats[0]!.goods.coffee).toBe(0);
    expect(logText(a).some((l) => l.en === 'Player A ships 3 coffee from the wharf for 5 VP.')).toBe(true);
    const passed = run(s, { type: 'pass', seat: 0 });
    expect(passed.phase).toBe('storage');
    expect(run(passed, { type: 'store', seat: 0, single: 'coffee', warehouse: [] }).seats[0]!.goods).toEqual({ ...none, coffee: 1 });
  });

  it('VP beyond the supply still count; running out ends the game at the round end (§10 Q16)', () => {
    const s = cap([{ goods: { corn: 5 } }, {}, {}], undefined, 2);
    const t = run(s, { type: 'load', seat: 0, good: 'corn', ship: 1 });
    expect(t.seats[0]!.vp).toBe(6);
    expect(t.vpSupply).toBe(-4);
    expect(t.end).toBe('vp');
  });

  it('storage: one barrel each; a small warehouse keeps 1 whole kind more, a large 2, both 3; the rest go back', () => {
    const goods = { corn: 3, indigo: 2, sugar: 2, tobacco: 2 };
    const ships = [{ good: 'corn' as const, load: 4 }, { good: 'indigo' as const, load: 5 }, { good: 'sugar' as const, load: 6 }];
    const plain = cap([{ goods }, {}, {}], ships);
    // all ships full: nothing can be loaded; A chooses what to keep
    expect(plain.phase).toBe('storage');
    const kept = run(plain, { type: 'store', seat: 0, single: 'tobacco', warehouse: [] });
    expect(kept.seats[0]!.goods).toEqual({ ...none, tobacco: 1 });
    expect(refusal(plain, { type: 'store', seat: 0, single: null, warehouse: [] })).toBe('puerto-rico.storage.keep');
    expect(refusal(plain, { type: 'store', seat: 0, single: 'corn', warehouse: ['sugar'] })).toBe('puerto-rico.storage.keep');
    const small = cap([{ goods, city: [['small_warehouse', 1]] }, {}, {}], ships);
    expect(run(small, { type: 'store', seat: 0, single: 'indigo', warehouse: ['corn'] }).seats[0]!.goods).toEqual({ ...none, corn: 3, indigo: 1 });
    const large = cap([{ goods, city: [['large_warehouse', 1]] }, {}, {}], ships);
    expect(run(large, { type: 'store', seat: 0, single: 'sugar', warehouse: ['corn', 'tobacco'] }).seats[0]!.goods).toEqual({ ...none, corn: 3, tobacco: 2, sugar: 1 });
    const both = cap([{ goods, city: [['small_warehouse', 1], ['large_warehouse', 1]] }, {}, {}], ships);
    expect(run(both, { type: 'store', seat: 0, single: 'tobacco', warehouse: ['corn', 'indigo', 'sugar'] }).seats[0]!.goods).toEqual({ ...none, corn: 3, indigo: 2, sugar: 2, tobacco: 1 });
    // everything fits: no choice to make, nothing asked
    const fits = cap([{ goods: { corn: 3, tobacco: 1 }, city: [['small_warehouse', 1]] }, {}, {}], ships);
    expect(fits.phase).toBe('pickRole');
    expect(fits.seats[0]!.goods).toEqual({ ...none, corn: 3, tobacco: 1 });
  });

  it('full ships are unloaded at the end of the phase; the others keep their cargo', () => {
    const s = cap([{ goods: { corn: 1, indigo: 1 } }, {}, {}], [{ good: 'corn', load: 3 }, { good: null, load: 0 }, { good: null, load: 0 }]);
    const t = run(s, { type: 'load', seat: 0, good: 'corn', ship: 0 }, { type: 'load', seat: 0, good: 'indigo', ship: 2 });
    expect(t.ships).toEqual([
      { capacity: 4, good: null, load: 0 },
      { capacity: 5, good: null, load: 0 },
      { capacity: 6, good: 'indigo', load: 1 },
    ]);
  });
});

describe('the end, scoring and views (§6)', () => {
  it('an end trigger lets the round finish; scoring counts chips, printed VP and manned large buildings; ties go to doubloons + barrels', () => {
    const s = loaded({
      players: 3,
      end: 'city',
      picks: [['builder', 0], ['mayor', 1]],
      seats: [
        { vp: 10, doubloons: 1, city: [['guild_hall', 0], 'indigo_plant'] },
        { vp: 14, doubloons: 0, goods: { corn: 2 }, city: ['small_market'] },
        { vp: 15, doubloons: 1 },
      ],
    });
    const t = run(s, pick(2, 'settler'), { type: 'pass', seat: 2 });
    expect(t.phase).toBe('gameOver');
    const r = puertoRico.result(t)!;
    expect(r.seats.map((x) => x.total)).toEqual([10 + 4 + 2, 14 + 1, 15]);
    expect(r.seats[0]!.breakdown[2]).toEqual({ label: { zh: '同業會館的獎勵（沒有移民，不計）', en: 'Guild hall bonus (unoccupied: none)' }, points: 0 });
    expect(r.winners).toEqual([0]);
    // B and C tie at 15 was not the best; now a tie at the top
    const tie = { ...t, seats: t.seats.map((x, i) => (i === 0 ? { ...x, vp: 0 } : x)) };
    expect(puertoRico.result({ ...tie, result: null })!.winners).toEqual([1]); // 0 + 2 barrels beats 1 doubloon
    const shared = { ...tie, seats: tie.seats.map((x, i) => (i === 1 ? { ...x, goods: { ...none, corn: 1 } } : x)), result: null };
    expect(puertoRico.result(shared)!.winners).toEqual([1, 2]);
  });

  it('view: the others\' VP chips and the stack order stay hidden, unless the option shows them or the game is over', () => {
    const s = loaded({ players: 3, seats: [{ vp: 5 }, { vp: 7 }, {}] });
    const v = puertoRico.view(s, 0);
    expect(v.seats.map((x) => x.vp)).toEqual([5, null, null]);
    expect('stack' in v).toBe(false);
    expect(v.stackSize).toBe(s.stack.length);
    expect(JSON.stringify(v)).not.toContain('"rng"');
    const shown = loaded({ players: 3, options: { showVp: true }, seats: [{ vp: 5 }, { vp: 7 }, {}] });
    expect(puertoRico.view(shown, 2).seats.map((x) => x.vp)).toEqual([5, 7, 0]);
  });

  it('undo policy: a hacienda draw and the settler\'s refill pass through states that block undo; ordinary moves do not', () => {
    const s = run(loaded({ players: 3, row: ['corn', 'corn', 'sugar', 'sugar'], seats: [{ city: [['hacienda', 1]] }, {}, {}] }), pick(0, 'settler'));
    const blocked = (move: PuertoRicoMove, from = s) => {
      const t = puertoRico.playTraced(from, move);
      return t.visited.some((v) => puertoRico.metaOf(v).undo === 'blocked');
    };
    expect(blocked({ type: 'hacienda', seat: 0 })).toBe(true);
    expect(blocked({ type: 'settle', seat: 0, tile: 0 })).toBe(false);
    const last = run(s, { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 });
    expect(blocked({ type: 'pass', seat: 2 }, last)).toBe(true);
    expect(puertoRico.meta(s)).toMatchObject({ section: 'settler', undo: 'allowed' });
  });
});
