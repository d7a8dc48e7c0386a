import { describe, expect, it } from 'vitest';
import type { Bot } from '../core/bot';
import { mixHash, playMatch, randomBot } from '../core/bot-kit';
import { BUILDING } from './buildings';
import { arrangementValue, arrangementValuesBothWays, easyBot, puertoRicoBots, roundsLeft, stateFromView, strongBot } from './bots';
import { puertoRico } from './game';
import { colonistsOf, circlesOf } from './rules';
import { loaded, run } from './testing';
import { GOOD_NAMES, ROLE_NAMES, TILE_NAMES } from './text';
import type { PuertoRicoPosition } from './load';
import type { PuertoRicoMove, PuertoRicoState, PuertoRicoView } from './types';

type B = Bot<PuertoRicoView, PuertoRicoMove>;
const random: B = randomBot<PuertoRicoView, PuertoRicoMove>(() => ({ zh: '隨便選一步。', en: 'A random move.' }));

const choose = (bot: B, s: PuertoRicoState, seed = 1) => {
  const seat = puertoRico.toAct(s)[0]!;
  return bot.choose(puertoRico.view(s, seat), puertoRico.legalMoves(s), seed);
};

describe('Puerto Rico bots over whole games', () => {
  for (const players of [2, 3, 4, 5]) {
    it(`easy and strong only make legal moves, each with a reason in both languages naming what it is about (${players} players)`, () => {
      const seats: B[] = Array.from({ length: players }, (_, i) => (i % 2 === 0 ? strongBot : easyBot));
      let choices = 0;
      const out = playMatch(puertoRico, { players, seed: 300 + players }, seats, {
        onChoice: ({ legal, choice, view, seat, state }) => {
          choices++;
          expect(view.seat).toBe(seat);
          expect(choice.move.seat).toBe(seat);
          // the mayor's arrangement is the bot's own: it need not be in the (capped) list, but it is legal
          if (choice.move.type === 'arrange') expect(puertoRico.play(state, choice.move).ok).toBe(true);
          else expect(legal.some((m) => JSON.stringify(m) === JSON.stringify(choice.move))).toBe(true);
          expect(choice.reason.en.trim().length).toBeGreaterThan(10);
          expect(/\p{Script=Han}/u.test(choice.reason.zh)).toBe(true);
          expect(choice.publicReason).toBeUndefined();
          const m = choice.move;
          if (m.type === 'pickRole') {
            expect(choice.reason.en).toContain(ROLE_NAMES[m.role].en);
            expect(choice.reason.zh).toContain(ROLE_NAMES[m.role].zh);
          }
          if (m.type === 'build') {
            expect(choice.reason.en).toContain(BUILDING[m.building].name.en);
            expect(choice.reason.zh).toContain(BUILDING[m.building].name.zh);
          }
          if (m.type === 'sell' || m.type === 'load' || m.type === 'bonus') {
            expect(choice.reason.en).toContain(GOOD_NAMES[m.good].en);
            expect(choice.reason.zh).toContain(GOOD_NAMES[m.good].zh);
          }
          if (m.type === 'settle') {
            const kind = m.tile === 'quarry' ? 'quarry' : view.row[m.tile]!;
            expect(choice.reason.en).toContain(TILE_NAMES[kind].en);
          }
        },
      });
      expect(out.ok).toBe(true);
      if (!out.ok) return;
      expect(out.state.phase).toBe('gameOver');
      expect(choices).toBe(out.moves.length);
    });
  }

  it('at every mayor turn of 40 games (2–5 players, bots and random seats), both levels build an arrangement the engine accepts, and none of the listed ones is worth more to them', () => {
    let turns = 0;
    let own = 0;
    for (let g = 0; g < 40; g++) {
      const players = 2 + (g % 4);
      const seats: B[] = Array.from({ length: players }, (_, i) => [strongBot, random, easyBot][(i + g) % 3]!);
      const out = playMatch(puertoRico, { players, seed: 4000 + g }, seats, {
        onChoice: ({ state, view, legal }) => {
          if (state.phase !== 'mayor') return;
          const me = state.seats[view.seat]!;
          for (const bot of [strongBot, easyBot]) {
            const c = bot.choose(view, legal, g);
            if (c.move.type !== 'arrange') throw new Error('a mayor turn without an arrangement');
            turns++;
            const r = puertoRico.play(state, c.move);
            if (!r.ok) throw new Error(`seed ${4000 + g}: the ${bot.level} arrangement ${JSON.stringify(c.move)} is refused: ${r.violation.rule}`);
            const placed = [...c.move.island, ...c.move.city].reduce((a, b) => a + b, 0);
            expect(placed).toBe(Math.min(colonistsOf(me), circlesOf(me)));
            const key = JSON.stringify(c.move);
            if (!legal.some((m) => JSON.stringify(m) === key)) own++;
            const mine = arrangementValue(view, c.move.island, c.move.city, bot.level);
            for (const m of legal)
              if (m.type === 'arrange' && !m.declinePrivilege) expect(arrangementValue(view, m.island, m.city, bot.level)).toBeLessThanOrEqual(mine + 1e-9);
          }
        },
      });
      expect(out.ok).toBe(true);
    }
    expect(turns).toBeGreaterThan(1000);
    // many of them are not among the listed arrangements at all
    expect(own).toBeGreaterThan(turns / 10);
  });

  it('decides from the view alone: the stack order and the others’ VP chips change nothing', () => {
    let checked = 0;
    const out = playMatch(puertoRico, { players: 4, seed: 77 }, [strongBot, easyBot, strongBot, easyBot], {
      onChoice: ({ state, view, legal, seat }) => {
        if (state.logCount % 5 !== 0) return;
        const other: PuertoRicoState = {
          ...state,
          stack: state.stack.slice().reverse(),
          seats: state.seats.map((x, i) => (i === seat ? x : { ...x, vp: x.vp + 9 })),
        };
        for (const bot of [strongBot, easyBot]) {
          const a = bot.choose(view, legal, 5);
          const b = bot.choose(puertoRico.view(other, seat), puertoRico.legalMoves(other), 5);
          expect(JSON.stringify(b)).toBe(JSON.stringify(a));
        }
        checked++;
      },
    });
    expect(out.ok).toBe(true);
    expect(checked).toBeGreaterThan(20);
  });

  it('same seed and view give the same choice; same match seed gives the same game', () => {
    for (const players of [2, 4]) {
      const seats = () => Array.from({ length: players }, (_, i) => (i % 2 ? easyBot : strongBot));
      const m1 = playMatch(puertoRico, { players, seed: 9 }, seats());
      const m2 = playMatch(puertoRico, { players, seed: 9 }, seats());
      expect(m1.ok && m2.ok).toBe(true);
      expect(JSON.stringify(m2.moves)).toBe(JSON.stringify(m1.moves));
    }
  });

  it('the strong bot beats three random players in at least 90% of 40 four-player games', () => {
    let wins = 0;
    for (let g = 0; g < 40; g++) {
      const seat = g % 4;
      const bots: B[] = [random, random, random, random];
      bots[seat] = strongBot;
      const out = playMatch(puertoRico, { players: 4, seed: 1000 + g }, bots);
      expect(out.ok).toBe(true);
      if (out.ok && out.result.winners.includes(seat)) wins++;
    }
    expect(wins).toBeGreaterThanOrEqual(36);
  });

  it('strong seats win clearly more than easy ones (24 four-player games, 2 strong + 2 easy; 12 three-player games, 1 strong + 2 easy)', () => {
    let strong = 0;
    let easy = 0;
    let points = 0;
    for (let g = 0; g < 24; g++) {
      const strongSeats = g % 2 === 0 ? [0, 2] : [1, 3];
      const out = playMatch(puertoRico, { players: 4, seed: 5000 + g }, [0, 1, 2, 3].map((s) => (strongSeats.includes(s) ? strongBot : easyBot)));
      expect(out.ok).toBe(true);
      if (!out.ok) continue;
      if (out.result.winners.some((w) => strongSeats.includes(w))) strong++;
      if (out.result.winners.some((w) => !strongSeats.includes(w))) easy++;
      for (const x of out.result.seats) points += strongSeats.includes(x.seat) ? x.total : -x.total;
    }
    expect(strong).toBeGreaterThanOrEqual(2 * easy);
    expect(strong).toBeGreaterThanOrEqual(16);
    expect(points).toBeGreaterThan(0);
    let wins3 = 0;
    for (let g = 0; g < 12; g++) {
      const seat = g % 3;
      const out = playMatch(puertoRico, { players: 3, seed: 6000 + g }, [0, 1, 2].map((s) => (s === seat ? strongBot : easyBot)));
      expect(out.ok).toBe(true);
      if (out.ok && out.result.winners.includes(seat)) wins3++;
    }
    // a fair share would be 4 of 12
    expect(wins3).toBeGreaterThanOrEqual(7);
  });

  it('reads the game stage from public counts, and its copy of the view keeps nothing hidden', () => {
    const start = loaded({ players: 4, seats: [{}, {}, {}, {}] });
    const late = loaded({ players: 4, seats: [{ vp: 44 }, { vp: 30 }, { vp: 20 }, {}] });
    expect(late.vpSupply).toBe(6);
    const a = roundsLeft(puertoRico.view(start, 0));
    const b = roundsLeft(puertoRico.view(late, 0));
    expect(a).toBeGreaterThan(10);
    expect(b).toBeLessThan(2);
    expect(roundsLeft(puertoRico.view({ ...late, end: 'vp' }, 0))).toBe(0.5);
    const copy = stateFromView(puertoRico.view(late, 1));
    expect(copy.stack).toEqual([]);
    expect(copy.seats.map((x) => x.vp)).toEqual([0, 30, 0, 0]);
  });

  it('exposes both levels', () => {
    expect(puertoRicoBots.easy.level).toBe('easy');
    expect(puertoRicoBots.strong.level).toBe('strong');
  });
});

describe('Puerto Rico bots in set situations', () => {
  it('the mayor pairs a plantation with its building before anything else', () => {
    const s = run(
      loaded({ players: 3, seats: [{ island: ['coffee', 'coffee', 'corn', 'quarry', 'indigo'], city: ['coffee_roaster', 'small_market'] }, {}, {}], ship: 4 }),
      { type: 'pickRole', seat: 0, role: 'mayor' },
    );
    // seat A has 3 colonists (2 from the ship, 1 privilege) for 7 circles: a coffee plantation and the
    // roaster first; the third on the quarry early in the game (strong), or on the corn (easy)
    const strong = choose(strongBot, s);
    expect(strong.move).toEqual({ type: 'arrange', seat: 0, island: [1, 0, 0, 1, 0], city: [1, 0] });
    expect(strong.reason.en).toBe('I put my 3 colonists where they do most: the coffee production and 1 quarry.');
    expect(strong.reason.zh).toBe('我把 3 位移民放在最有用的地方：咖啡的生產鏈、1 座採石場。');
    const easy = choose(easyBot, s);
    expect(easy.move).toEqual({ type: 'arrange', seat: 0, island: [1, 0, 1, 0, 0], city: [1, 0] });
  });

  it('late in the game the mayor occupies a large building first', () => {
    const s = run(
      loaded({
        players: 4,
        vpSupply: 8,
        seats: [{ island: ['coffee', 'corn', 'quarry'], city: ['coffee_roaster', 'guild_hall', 'small_indigo_plant', 'indigo_plant', 'sugar_mill'] }, {}, {}, {}],
        ship: 4,
      }),
      { type: 'pickRole', seat: 0, role: 'mayor' },
    );
    const c = choose(strongBot, s);
    if (c.move.type !== 'arrange') throw new Error('no arrangement');
    // guild hall is the second building (index 1)
    expect(c.move.city[1]).toBe(1);
    expect(c.reason.en).toContain('Guild hall');
  });

  it('the captain ships what scores most and uses the wharf to save barrels that no ship can take', () => {
    const s = run(
      loaded({
        players: 3,
        seats: [{ island: [['corn', 1]], city: [['wharf', 1]], goods: { corn: 6, coffee: 1 } }, { goods: { sugar: 2 } }, {}],
        ships: [{ good: 'corn', load: 4 }, { good: null, load: 0 }, { good: null, load: 0 }],
      }),
      { type: 'pickRole', seat: 0, role: 'captain' },
    );
    // the corn ship is full: 6 corn would be lost at storage; the wharf ships them all
    const c = choose(strongBot, s);
    expect(c.move).toEqual({ type: 'load', seat: 0, good: 'corn', ship: 'wharf' });
    expect(c.reason.en).toBe('I ship 6 corn from my wharf: no cargo ship can take them, and they would be lost at storage.');
    expect(c.reason.zh).toBe('我把 6 個玉米從我的碼頭運走：沒有貨船能載它們，不運就會在存貨時丟掉。');
  });

  it('the captain loads the kind that ships the most barrels now, and puts a lone barrel on the smallest ship', () => {
    // one empty ship only: the 5 indigo go on it, not the single coffee
    const one = run(
      loaded({ players: 3, seats: [{ goods: { indigo: 5, coffee: 1 } }, {}, {}], ships: [{ good: 'sugar', load: 1 }, { good: 'tobacco', load: 1 }, { good: null, load: 0 }] }),
      { type: 'pickRole', seat: 0, role: 'captain' },
    );
    for (const bot of [strongBot, easyBot]) expect(choose(bot, one).move).toEqual({ type: 'load', seat: 0, good: 'indigo', ship: 2 });
    // three empty ships: the strong captain ships the coffee on the 4-hold ship and keeps a big one for the indigo
    const three = run(loaded({ players: 3, seats: [{ goods: { indigo: 5, coffee: 1 } }, {}, {}] }), { type: 'pickRole', seat: 0, role: 'captain' });
    const c = choose(strongBot, three);
    expect(c.move).toEqual({ type: 'load', seat: 0, good: 'coffee', ship: 0 });
    expect(c.reason.en).toBe('I ship 1 coffee on the 4-hold ship: fewer now, but over the whole loading I score more and keep the bigger ships for later.');
  });

  it('storage keeps the most valuable barrels', () => {
    const s = run(
      loaded({
        players: 3,
        seats: [{ island: [['corn', 1]], city: [['small_warehouse', 1]], goods: { corn: 4, sugar: 2, coffee: 1 } }, {}, {}],
        ships: [{ good: 'corn', load: 4 }, { good: 'sugar', load: 5 }, { good: 'coffee', load: 6 }],
      }),
      { type: 'pickRole', seat: 0, role: 'captain' },
    );
    expect(s.phase).toBe('storage');
    for (const bot of [strongBot, easyBot]) {
      const c = choose(bot, s);
      expect(c.move).toMatchObject({ type: 'store', single: 'coffee', warehouse: ['corn'] });
    }
  });

  it('the builder buys production early and a large building late', () => {
    const early = run(
      loaded({ players: 4, seats: [{ doubloons: 6, island: ['coffee', 'coffee', 'corn'] }, {}, {}, {}] }),
      { type: 'pickRole', seat: 0, role: 'builder' },
    );
    const e = choose(strongBot, early);
    expect(e.move).toMatchObject({ type: 'build', building: 'coffee_roaster' });
    const late = run(
      loaded({
        players: 4,
        vpSupply: 6,
        seats: [{ doubloons: 11, sanJuan: 1, island: ['coffee', 'corn', 'indigo', 'indigo', 'sugar', 'sugar'], city: ['small_indigo_plant', 'indigo_plant', 'small_sugar_mill', 'sugar_mill', 'coffee_roaster'] }, {}, {}, {}],
      }),
      { type: 'pickRole', seat: 0, role: 'builder' },
    );
    const l = choose(strongBot, late);
    expect(l.move).toMatchObject({ type: 'build', building: 'guild_hall' });
    expect(l.reason.en).toMatch(/^I build the Guild hall for 9 doubloons/);
  });

  it('sells the dearest barrel, and picks the trader with coffee to sell and nothing else to gain', () => {
    const s = run(loaded({ players: 3, seats: [{ goods: { corn: 2, coffee: 1, indigo: 1 } }, {}, {}] }), { type: 'pickRole', seat: 0, role: 'trader' });
    for (const bot of [strongBot, easyBot]) expect(choose(bot, s).move).toEqual({ type: 'sell', seat: 0, good: 'coffee' });
    // nothing to build (the two 1-doubloon buildings owned already), settle, place or produce
    const pick = loaded({
      players: 3,
      seats: [{ doubloons: 0, island: [], city: [['small_indigo_plant', 1], ['small_market', 1]], goods: { coffee: 1 } }, { doubloons: 0 }, { doubloons: 0 }],
      quarries: 0,
      row: [],
    });
    const c = choose(strongBot, pick);
    expect(c.move).toEqual({ type: 'pickRole', seat: 0, role: 'trader' });
    expect(c.reason.en).toMatch(/^I pick the Trader/);
  });

  it('the settler completes a production chain', () => {
    const s = run(
      loaded({ players: 3, seats: [{ island: ['corn'], city: [['tobacco_storage', 0]] }, {}, {}], row: ['indigo', 'tobacco', 'sugar', 'corn'], quarries: 0 }),
      { type: 'pickRole', seat: 0, role: 'settler' },
    );
    const c = choose(strongBot, s, mixHash(1, 2));
    expect(c.move).toEqual({ type: 'settle', seat: 0, tile: 1 });
    expect(c.reason.en).toMatch(/tobacco plantation/);
  });
});

describe('Puerto Rico strong bot: weighing the mayor', () => {
  it('the one-row pass gives the whole knapsack’s values for every seat and count, along whole games', () => {
    let checked = 0;
    let positive = 0;
    for (const players of [2, 3, 4, 5]) {
      const seats: B[] = Array.from({ length: players }, () => strongBot);
      playMatch(puertoRico, { players, seed: 700 + players }, seats, {
        onChoice: ({ view }) => {
          for (let i = 0; i < players; i++) {
            const have = colonistsOf(view.seats[i] as never);
            for (const more of [have + 1, have + 3, circlesOf(view.seats[i] as never) + 2]) {
              const { table, row } = arrangementValuesBothWays(view, i, have, more);
              expect(row).toEqual(table);
              checked++;
              if (row[1] > row[0]) positive++;
            }
          }
        },
      });
    }
    // many positions, and colonists that add value in most of them
    expect(checked).toBeGreaterThan(2000);
    expect(positive).toBeGreaterThan(checked / 3);
  });
});
