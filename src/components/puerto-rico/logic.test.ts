import { describe, expect, it } from 'vitest';
import { puertoRico } from '../../../engine/puerto-rico/game';
import type { PuertoRicoPosition } from '../../../engine/puerto-rico/load';
import { buildPrice, scoreGame } from '../../../engine/puerto-rico/rules';
import type { PuertoRicoMove, PuertoRicoState } from '../../../engine/puerto-rico/types';
import { EMPTY, goodsFor, intentToMove, leftOf, shipsFor, storeOptions, type Intent, type Selection } from './intents';
import { boardModel, decision, pendingText, scoreDetail } from './model';
import { logText } from '../../../engine/puerto-rico/log';

const load = (position: PuertoRicoPosition): PuertoRicoState => {
  const r = puertoRico.load(position);
  if (!r.ok) throw new Error(r.error.en);
  return r.state;
};
const fresh = (players: number, seed = 5): PuertoRicoState => {
  const r = puertoRico.setup({ players, seed });
  if (!r.ok) throw new Error(r.error.en);
  return r.state;
};
const play = (s: PuertoRicoState, m: PuertoRicoMove): PuertoRicoState => {
  const r = puertoRico.play(s, m);
  if (!r.ok) throw new Error(r.violation.message.en);
  return r.state;
};

/** Runs intents for the acting seat through `intentToMove`, as the board does; returns the last result. */
function drive(s: PuertoRicoState, intents: Intent[]) {
  const seat = puertoRico.toAct(s)[0]!;
  let sel: Selection = EMPTY;
  let last: ReturnType<typeof intentToMove> | null = null;
  for (const i of intents) {
    last = intentToMove(s.phase, seat, i, sel, s.seats[seat]);
    if ('select' in last) sel = last.select;
  }
  return { last: last!, sel, seat };
}

describe('the board model hides what the screen may not show', () => {
  const s = load({ players: 3, seats: [{ vp: 4 }, { vp: 7 }, { vp: 1 }] });
  it('shows only the VP chips of the seat in front of the screen', () => {
    const m = boardModel(s, { seat: 1 }, null);
    expect(m.seats.map((x) => x.vp)).toEqual([null, 7, null]);
    expect(m.focus).toBe(1);
    expect(m.control).toBeNull();
  });
  it('shows every seat’s chips when nothing is hidden, none before the first hand-over', () => {
    expect(boardModel(s, 'all', null).seats.map((x) => x.vp)).toEqual([4, 7, 1]);
    expect(boardModel(s, 'none', null).seats.map((x) => x.vp)).toEqual([null, null, null]);
  });
  it('lists legal moves only for the seat that acts and sits in front of the screen', () => {
    const acting = puertoRico.toAct(s)[0]!;
    expect(boardModel(s, { seat: (acting + 1) % 3 }, acting).control).toBeNull();
    const m = boardModel(s, { seat: acting }, acting);
    expect(m.control?.legal).toEqual(puertoRico.legalMoves(s));
    expect(m.roles.map((r) => r.role)).toEqual(s.roles);
    expect(m.roles.every((r) => r.by === null && !r.current)).toBe(true);
    expect(pendingText(m).en).toBe('Player A (red) to act: choose one of the role cards still on the table.');
  });
  it('a fresh four-player game: 5 face-up plantations, three ships of 5, 6 and 7, 100 VP chips, the supply in four columns', () => {
    const m = boardModel(fresh(4), 'all', null);
    expect(m.row).toHaveLength(5);
    expect(m.ships.map((x) => x.capacity)).toEqual([5, 6, 7]);
    expect(m.vpSupply).toBe(100);
    expect(m.colonistShip).toBe(4);
    expect(m.supply.map((col) => col.length)).toEqual([6, 6, 6, 5]);
    expect(m.supply[0]!.find((b) => b.info.id === 'small_indigo_plant')!.left).toBe(4);
    expect(m.seats.map((x) => x.island.map((t) => t.kind))).toEqual([['indigo'], ['indigo'], ['corn'], ['corn']]);
  });
});

describe('role cards, the builder’s prices and the settler’s plantations', () => {
  it('shows the doubloons on a role card and who took it', () => {
    const s = load({ players: 3, seats: [{}, {}, {}], roleMoney: { captain: 2 } });
    const after = play(s, { type: 'pickRole', seat: 0, role: 'builder' });
    const m = boardModel(after, 'all', null);
    expect(boardModel(s, 'all', null).roles.find((r) => r.role === 'captain')!.money).toBe(2);
    const picked = m.roles.find((r) => r.by === 0)!;
    expect(picked.role).toBe('builder');
    expect(picked.current).toBe(true);
  });
  it('prices every building for the acting builder as the engine does, and marks what it can build', () => {
    const s0 = load({ players: 3, seats: [{ doubloons: 4, island: [['quarry', 1], ['quarry', 1], 'corn'] }, { doubloons: 1 }, {}] });
    const s = play(s0, { type: 'pickRole', seat: 0, role: 'builder' });
    const m = boardModel(s, 'all', 0);
    const card = (id: string) => m.supply.flat().find((b) => b.info.id === id)!;
    // coffee roaster 6, two occupied quarries (column 3), the privilege: 3
    expect(card('coffee_roaster').price).toBe(3);
    expect(card('coffee_roaster').price).toBe(buildPrice(s, 0, 'coffee_roaster'));
    expect(card('coffee_roaster').legal).toBe(true);
    // guild hall 10 − 2 − 1 = 7: more than 4 doubloons
    expect(card('guild_hall').price).toBe(7);
    expect(card('guild_hall').legal).toBe(false);
    expect(decision(m).en).toBe('build one building from the supply; or pass');
    // the board asks the engine: an unaffordable build is refused with its rule
    const r = drive(s, [{ kind: 'building', id: 'guild_hall' }]);
    const refused = puertoRico.play(s, (r.last as { move: PuertoRicoMove }).move);
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.violation.rule).toBe('puerto-rico.builder.money');
    const built = play(s, (drive(s, [{ kind: 'building', id: 'coffee_roaster' }]).last as { move: PuertoRicoMove }).move);
    expect(built.seats[0]!.doubloons).toBe(1);
    expect(boardModel(built, 'all', null).seats[0]!.city.map((b) => b.id)).toEqual(['coffee_roaster']);
  });
  it('takes the plantation chosen in the row, or a quarry with the privilege', () => {
    const s0 = load({ players: 3, seats: [{}, {}, {}], row: ['coffee', 'sugar', 'corn', 'indigo'] });
    const s = play(s0, { type: 'pickRole', seat: 0, role: 'settler' });
    const m = boardModel(s, 'all', 0);
    expect(m.row).toEqual(['coffee', 'sugar', 'corn', 'indigo']);
    const { last } = drive(s, [{ kind: 'tile', tile: 0 }]);
    const after = play(s, (last as { move: PuertoRicoMove }).move);
    expect(after.seats[0]!.island.map((t) => t.kind)).toContain('coffee');
    const q = play(s, (drive(s, [{ kind: 'tile', tile: 'quarry' }]).last as { move: PuertoRicoMove }).move);
    expect(q.seats[0]!.island.some((t) => t.kind === 'quarry')).toBe(true);
  });
});

describe('the mayor’s arrangement, made on the board and checked by the engine', () => {
  // A is the mayor: a corn and an indigo plantation and an indigo plant (3 circles); the ship brings 3
  const s0 = load({ players: 3, seats: [{ island: ['corn', 'indigo'], city: ['indigo_plant'] }, {}, {}], ship: 3 });
  const s = play(s0, { type: 'pickRole', seat: 0, role: 'mayor' });
  const seat = 0;
  it('the picker has the privilege colonist and one from the ship waiting', () => {
    expect(s.phase).toBe('mayor');
    expect(puertoRico.toAct(s)).toEqual([0]);
    expect(s.seats[0]!.sanJuan).toBe(2);
    expect(decision(boardModel(s, 'all', 0)).en).toContain('then confirm');
  });
  it('refuses an arrangement that leaves a colonist in San Juan while a circle is empty, with the rule', () => {
    const { last, sel } = drive(s, [{ kind: 'circle', at: { area: 'island', index: 0, circle: 0 } }, { kind: 'confirm' }]);
    expect(leftOf(s.seats[seat]!, sel.draft!)).toBe(1);
    const r = puertoRico.play(s, (last as { move: PuertoRicoMove }).move);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.violation.rule).toBe('puerto-rico.mayor.fill');
      expect(r.violation.message.en).toContain('2 circles must be filled');
      expect(r.violation.message.zh).toContain('中轉區');
    }
  });
  it('accepts both colonists on the indigo plant and the indigo plantation', () => {
    const { last, sel } = drive(s, [
      { kind: 'circle', at: { area: 'island', index: 1, circle: 0 } },
      { kind: 'circle', at: { area: 'city', index: 0, circle: 0 } },
      { kind: 'confirm' },
    ]);
    expect(leftOf(s.seats[seat]!, sel.draft!)).toBe(0);
    expect((last as { move: PuertoRicoMove }).move).toEqual({ type: 'arrange', seat: 0, island: [0, 1], city: [1] });
    const after = play(s, (last as { move: PuertoRicoMove }).move);
    expect(after.seats[0]!.island.map((t) => t.colonists)).toEqual([0, 1]);
    expect(after.seats[0]!.city[0]!.colonists).toBe(1);
    expect(after.seats[0]!.sanJuan).toBe(0);
    expect(puertoRico.toAct(after)).toEqual([1]);
  });
  it('declines the privilege colonist: one placed is then the whole arrangement', () => {
    expect(puertoRico.legalMoves(s).some((m) => m.type === 'arrange' && m.declinePrivilege)).toBe(true);
    const { last } = drive(s, [{ kind: 'decline', on: true }, { kind: 'circle', at: { area: 'city', index: 0, circle: 0 } }, { kind: 'confirm' }]);
    const after = play(s, (last as { move: PuertoRicoMove }).move);
    expect(after.seats[0]!.city[0]!.colonists).toBe(1);
    expect(after.seats[0]!.sanJuan).toBe(0);
    expect(logText(after).map((l) => l.en)).toContain('Player A declines the privilege colonist and puts it back in the supply.');
  });
});

describe('trader, captain and storage choices come from the legal moves', () => {
  it('sells the good chosen, and marks the goods that can be sold', () => {
    const s0 = load({ players: 3, seats: [{ goods: { coffee: 1, corn: 2 } }, {}, {}], house: ['coffee'] });
    const s = play(s0, { type: 'pickRole', seat: 0, role: 'trader' });
    const legal = puertoRico.legalMoves(s);
    expect([...goodsFor(legal, 'sell')]).toEqual(['corn']);
    const r = puertoRico.play(s, (drive(s, [{ kind: 'good', good: 'coffee' }]).last as { move: PuertoRicoMove }).move);
    expect(r.ok).toBe(false);
    const sold = play(s, (drive(s, [{ kind: 'good', good: 'corn' }]).last as { move: PuertoRicoMove }).move);
    // corn sells for 0, plus the trader's privilege
    expect(sold.seats[0]!.doubloons).toBe(s.seats[0]!.doubloons + 1);
    expect(boardModel(sold, 'all', null).house).toEqual(['coffee', 'corn']);
  });
  it('loads a kind on a ship the legal moves name for it, and the board shows the ship’s load', () => {
    const s0 = load({ players: 3, seats: [{ goods: { sugar: 3 } }, {}, {}], ships: [{ good: null, load: 0 }, { good: 'corn', load: 2 }, { good: null, load: 0 }] });
    const s = play(s0, { type: 'pickRole', seat: 0, role: 'captain' });
    const legal = puertoRico.legalMoves(s);
    const ships = shipsFor(legal, 'sugar');
    expect(ships.length).toBeGreaterThan(0);
    expect(ships).not.toContain(1);
    const refused = puertoRico.play(s, (drive(s, [{ kind: 'good', good: 'sugar' }, { kind: 'ship', ship: 1 }]).last as { move: PuertoRicoMove }).move);
    expect(refused.ok).toBe(false);
    const after = play(s, (drive(s, [{ kind: 'good', good: 'sugar' }, { kind: 'ship', ship: ships[0]! }]).last as { move: PuertoRicoMove }).move);
    const m = boardModel(after, 'all', null);
    expect(m.ships[ships[0] as number]).toMatchObject({ good: 'sugar', load: 3 });
    // the captain's 3 barrels and the privilege point
    expect(m.seats[0]!.vp).toBe(4);
  });
  it('stores the barrels kept, as the storage choices allow', () => {
    const s0 = load({
      players: 3,
      seats: [{ goods: { coffee: 2, indigo: 1, sugar: 2 }, city: [['small_warehouse', 1]] }, {}, {}],
      ships: [{ good: 'coffee', load: 4 }, { good: 'indigo', load: 5 }, { good: 'sugar', load: 6 }],
    });
    const s = play(s0, { type: 'pickRole', seat: 0, role: 'captain' });
    expect(s.phase).toBe('storage');
    expect(puertoRico.toAct(s)).toEqual([0]);
    const opts = storeOptions(puertoRico.legalMoves(s));
    expect(opts.kinds).toBe(1);
    // the warehouse keeps a kind of two barrels: coffee or sugar
    expect(opts.warehouse.sort()).toEqual(['coffee', 'sugar']);
    const { last } = drive(s, [{ kind: 'keepAll', good: 'coffee' }, { kind: 'keepOne', good: 'sugar' }, { kind: 'confirm' }]);
    const after = play(s, (last as { move: PuertoRicoMove }).move);
    expect(after.seats[0]!.goods).toMatchObject({ coffee: 2, indigo: 0, sugar: 1 });
    // keeping less than may be kept is refused by the engine
    const less = drive(s, [{ kind: 'keepAll', good: 'coffee' }, { kind: 'confirm' }]).last as { move: PuertoRicoMove };
    expect(puertoRico.play(s, less.move).ok).toBe(false);
  });
});

describe('the final scoring', () => {
  it('lists the engine’s lines and the tie-break figures', () => {
    const s = load({ players: 3, seats: [{ vp: 9, doubloons: 3, goods: { corn: 2 }, city: [['residence', 1], 'small_market'], island: ['corn', 'corn', 'indigo'] }, {}, {}] });
    const result = scoreGame(s);
    const d = scoreDetail(s, result);
    expect(d[0]!.rows.map((r) => r.points)).toEqual([9, 5, 4]);
    expect(d[0]!.total).toBe(18);
    expect(d[0]!.tieBreak).toEqual({ doubloons: 3, goods: 2 });
  });
});

describe('undo at the table says what stands in the way in this game’s own words', () => {
  it('a settler’s tile pick that turned up new plantations cannot be taken back, and the table names that step, not cards or dice', async () => {
    const { undoDepth } = await import('../../../engine/core/undo-policy');
    const { undoWhy } = await import('../core/undo');
    const { puertoRicoBots } = await import('../../../engine/puerto-rico/bots');
    let s = fresh(3, 11);
    const moves: PuertoRicoMove[] = [];
    // bots play until a move ends a settler phase (the row of face-up plantations is drawn anew)
    let found: { seat: number; record: { game: string; players: number; seed: number; options: object; moves: PuertoRicoMove[] } } | null = null;
    while (!found && moves.length < 400) {
      const seat = puertoRico.toAct(s)[0]!;
      const m = puertoRicoBots.easy.choose(puertoRico.view(s, seat), puertoRico.legalMoves(s), moves.length).move;
      const traced = puertoRico.playTraced(s, m);
      if (!traced.result.ok) throw new Error(traced.result.violation.message.en);
      moves.push(m);
      if (traced.visited.some((v) => puertoRico.metaOf(v).label.en === 'New plantations turned up')) found = { seat, record: { game: 'puerto-rico', players: 3, seed: 11, options: {}, moves: moves.slice() } };
      s = traced.result.state;
    }
    expect(found).not.toBeNull();
    const u = undoDepth(puertoRico, found!.record, found!.seat);
    expect(u).toEqual({ ok: false, why: 'blocked', since: { zh: '翻開新的種植園', en: 'New plantations turned up' } });
    const why = undoWhy(u as Extract<typeof u, { ok: false }>);
    expect(why).toEqual({ zh: '之後遊戲已經走過「翻開新的種植園」，這一步不能收回。', en: 'Since then the game has gone through “New plantations turned up”, which cannot be taken back.' });
  });
});
