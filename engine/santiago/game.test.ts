import { describe, expect, test } from 'vitest';
import { santiago } from './game';
import { lineText } from './log';
import type { BidSpec } from './load';
import { loaded, refusal, run } from './testing';
import type { SantiagoState } from './types';

const S = (dir: 'H' | 'V', x: number, y: number) => ({ dir, x, y });

/** 4 players, overseer 0 (bidding order 1, 2, 3, 0), spring in the middle. */
const start4 = (extra: object = {}) => loaded({ players: 4, spring: [2, 1], ...extra });

describe('setup (§2)', () => {
  test.each([
    [3, 11, 11, 4, 1],
    [4, 11, 11, 4, 1],
    [5, 9, 9, 5, 0],
  ])('%i players: %i rounds, %i canals in the supply, %i tiles revealed, %i removed', (players, rounds, supply, reveal, removed) => {
    const r = santiago.setup({ players, seed: 'setup' });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const s = r.state;
    expect(s.phase).toBe('bidding');
    expect(s.round).toBe(1);
    expect(s.rounds).toBe(rounds);
    expect(s.canalSupply).toBe(supply);
    expect(s.revealed).toHaveLength(reveal);
    expect(s.stacks).toHaveLength(reveal);
    expect(s.stacks.every((st) => st.length === rounds - 1)).toBe(true);
    expect(s.removed === null ? 0 : 1).toBe(removed);
    const ids = [...s.stacks.flat(), ...s.revealed, ...(s.removed ? [s.removed] : [])].map((t) => t.id);
    expect(new Set(ids).size).toBe(45);
    expect(s.money).toEqual(new Array(players).fill(10));
    expect(s.extraCanal).toEqual(new Array(players).fill(true));
    expect(s.spring).not.toBeNull();
    expect(santiago.toAct(s)).toEqual([(s.overseer + 1) % players]);
  });

  test('wrong player counts and bad options are refused in both languages', () => {
    for (const players of [2, 6, 3.5]) {
      const r = santiago.setup({ players, seed: 1 });
      expect(r.ok).toBe(false);
      if (!r.ok) {
        expect(r.error.en).toContain('3 to 5');
        expect(r.error.zh).toContain('3 到 5');
      }
    }
    const bad = santiago.setup({ players: 4, seed: 1, options: { spring: 'setup' } });
    expect(bad.ok).toBe(false);
    const odd = santiago.setup({ players: 4, seed: 1, options: { colour: 'red' } as never });
    expect(odd.ok).toBe(false);
    if (!odd.ok) expect(odd.error.en).toBe('Unknown option "colour".');
  });

  test('spring chosen at setup; spring and palms placed by the first overseer', () => {
    const fixed = santiago.setup({ players: 3, seed: 9, options: { spring: 'setup', springAt: { x: 4, y: 3 } } });
    expect(fixed.ok && fixed.state.spring).toEqual({ x: 4, y: 3 });
    const r = santiago.setup({ players: 3, seed: 9, options: { spring: 'first-overseer', palms: true, palmPlacement: 'first-overseer' } });
    if (!r.ok) throw new Error('setup');
    let s = r.state;
    expect(s.phase).toBe('placeSpring');
    expect(s.revealed).toEqual([]);
    const o = s.overseer;
    s = run(s, { type: 'placeSpring', seat: o, at: { x: 1, y: 1 } });
    expect(s.phase).toBe('placePalms');
    expect(refusal(s, { type: 'placePalm', seat: o, at: { c: 2, r: 2 } })).toBe('santiago.palm.spacing');
    s = run(s, { type: 'placePalm', seat: o, at: { c: 5, r: 0 } });
    expect(refusal(s, { type: 'placePalm', seat: o, at: { c: 6, r: 1 } })).toBe('santiago.palm.spacing');
    s = run(s, { type: 'placePalm', seat: o, at: { c: 7, r: 2 } }, { type: 'placePalm', seat: o, at: { c: 0, r: 5 } });
    expect(s.phase).toBe('bidding');
    expect(s.revealed).toHaveLength(4);
  });

  test('random palms: three legal palms', () => {
    const r = santiago.setup({ players: 4, seed: 5, options: { palms: true } });
    if (!r.ok) throw new Error('setup');
    expect(r.state.palms).toHaveLength(3);
  });
});

describe('phase 1: bidding (§4.1)', () => {
  test('bids must be unique, within cash, one action each; 0 is a pass', () => {
    let s = start4({ money: [10, 10, 4, 10] });
    expect(santiago.toAct(s)).toEqual([1]);
    s = run(s, { type: 'bid', seat: 1, amount: 3 });
    expect(refusal(s, { type: 'bid', seat: 1, amount: 5 })).toBe('santiago.turn.seat');
    expect(refusal(s, { type: 'bid', seat: 2, amount: 3 })).toBe('santiago.bid.unique');
    expect(refusal(s, { type: 'bid', seat: 2, amount: 5 })).toBe('santiago.bid.cash');
    expect(refusal(s, { type: 'bid', seat: 2, amount: -1 })).toBe('santiago.bid.amount');
    expect(refusal(s, { type: 'bid', seat: 2, amount: 1.5 })).toBe('santiago.bid.amount');
    s = run(s, { type: 'bid', seat: 2, amount: 0 });
    expect(s.bids).toEqual([{ seat: 1, amount: 3 }, { seat: 2, pass: true }]);
    // a lower bid than earlier ones is fine as long as it differs
    s = run(s, { type: 'bid', seat: 3, amount: 1 });
    expect(s.bids).toHaveLength(3);
  });

  test('legal bids: pass plus every unused amount up to cash; no money → only pass', () => {
    let s = start4({ money: [10, 4, 0, 10] });
    s = run(s, { type: 'bid', seat: 1, amount: 2 });
    expect(santiago.legalMoves(s)).toEqual([{ type: 'pass', seat: 2 }]);
    expect(refusal(s, { type: 'bid', seat: 2, amount: 1 })).toBe('santiago.bid.cash');
    s = run(s, { type: 'pass', seat: 2 });
    expect(santiago.legalMoves(s).map((m) => (m.type === 'bid' ? m.amount : 0))).toEqual([0, 1, 3, 4, 5, 6, 7, 8, 9, 10]);
  });
});

describe('phase 2: new canal overseer (§4.2)', () => {
  test('the first passer becomes overseer', () => {
    const s = run(
      start4(),
      { type: 'bid', seat: 1, amount: 5 },
      { type: 'pass', seat: 2 },
      { type: 'pass', seat: 3 },
      { type: 'bid', seat: 0, amount: 2 },
    );
    expect(s.overseer).toBe(2);
    expect(s.phase).toBe('planting');
  });
  test('with no passer the lowest bidder becomes overseer', () => {
    const s = run(
      start4(),
      { type: 'bid', seat: 1, amount: 5 },
      { type: 'bid', seat: 2, amount: 1 },
      { type: 'bid', seat: 3, amount: 3 },
      { type: 'bid', seat: 0, amount: 2 },
    );
    expect(s.overseer).toBe(2);
  });
  test('the same player may remain overseer', () => {
    const s = run(
      start4(),
      { type: 'bid', seat: 1, amount: 5 },
      { type: 'bid', seat: 2, amount: 4 },
      { type: 'bid', seat: 3, amount: 3 },
      { type: 'bid', seat: 0, amount: 1 },
    );
    expect(s.overseer).toBe(0);
  });
});

describe('phase 3: planting (§4.3)', () => {
  const bids: BidSpec[] = [
    [1, 'pass'],
    [2, 4],
    [3, 'pass'],
    [0, 2],
  ];
  const planting = () =>
    start4({ phase: 'planting', overseer: 1, bids, revealed: ['bananas:2', 'beans:1', 'chili:2', 'potatoes:1'] });

  test('choosing order: highest bid first, then passers in reverse order of passing', () => {
    const s = planting();
    expect(s.choosingOrder).toEqual([2, 0, 3, 1]);
    expect(santiago.toAct(s)).toEqual([2]);
  });

  test('bidders put one marker per planter; passers one fewer (2→1, 1→0 = neutral); any empty plot', () => {
    let s = planting();
    const [banana, bean, chili, potato] = s.revealed.map((t) => t.id);
    expect(refusal(s, { type: 'plant', seat: 2, tile: 999, at: { c: 0, r: 0 } })).toBe('santiago.plant.tile');
    expect(refusal(s, { type: 'plant', seat: 2, tile: banana, at: { c: 8, r: 0 } })).toBe('santiago.plant.plot');
    s = run(s, { type: 'plant', seat: 2, tile: banana!, at: { c: 7, r: 5 } });
    expect(refusal(s, { type: 'plant', seat: 0, tile: bean, at: { c: 7, r: 5 } })).toBe('santiago.plant.occupied');
    s = run(
      s,
      { type: 'plant', seat: 0, tile: bean!, at: { c: 0, r: 0 } },
      { type: 'plant', seat: 3, tile: chili!, at: { c: 3, r: 3 } },
    );
    const before = s.money.slice();
    s = run(s, { type: 'plant', seat: 1, tile: potato!, at: { c: 4, r: 3 } });
    expect(s.plantations.map((p) => [p.tile.crop, p.owner, p.markers])).toEqual([
      ['bananas', 2, 2],
      ['beans', 0, 1],
      ['chili', 3, 1],
      ['potatoes', null, 0],
    ]);
    // every bid is paid after planting, win or lose
    expect(s.money).toEqual([before[0]! - 2, before[1]!, before[2]! - 4, before[3]!]);
    expect(s.phase).toBe('proposals');
  });

  test('the tile count per seat never exceeds what was placed: one plantation each this round', () => {
    let s = planting();
    for (const seat of [2, 0, 3, 1]) {
      const m = santiago.legalMoves(s);
      expect(m.every((x) => x.seat === seat && x.type === 'plant')).toBe(true);
      expect(m).toHaveLength(s.revealed.length * (48 - s.plantations.length));
      s = run(s, m[0]!);
    }
    expect(s.plantations).toHaveLength(4);
  });

  test('a plantation laid on a palm plot takes the palm', () => {
    let s = loaded({
      players: 4,
      spring: [0, 0],
      options: { palms: true },
      palms: [[5, 5]],
      phase: 'planting',
      overseer: 1,
      bids,
      revealed: ['bananas:2', 'beans:1', 'chili:2', 'potatoes:1'],
    });
    s = run(s, { type: 'plant', seat: 2, tile: s.revealed[0]!.id, at: { c: 5, r: 5 } });
    expect(s.palms).toEqual([]);
    expect(s.plantations[0]).toMatchObject({ c: 5, r: 5, owner: 2, markers: 2, palm: true });
  });
});

describe('phase 3 with 3 players: the neutral tile (§4.3)', () => {
  const three = (extra: object) =>
    loaded({ players: 3, spring: [2, 1], phase: 'planting', revealed: ['bananas', 'beans', 'chili', 'potatoes'], ...extra });

  test('the highest bidder lays the 4th tile, unmarked, next to a plantation; then bids are paid', () => {
    let s = three({ overseer: 1, bids: [[1, 'pass'], [2, 5], [0, 3]] });
    expect(s.choosingOrder).toEqual([2, 0, 1]);
    const ids = s.revealed.map((t) => t.id);
    s = run(
      s,
      { type: 'plant', seat: 2, tile: ids[0]!, at: { c: 0, r: 0 } },
      { type: 'plant', seat: 0, tile: ids[1]!, at: { c: 7, r: 5 } },
      { type: 'plant', seat: 1, tile: ids[2]!, at: { c: 4, r: 4 } },
    );
    expect(s.phase).toBe('neutralTile');
    expect(santiago.toAct(s)).toEqual([2]);
    expect(s.money).toEqual([10, 10, 10]); // not paid yet
    expect(refusal(s, { type: 'placeNeutral', seat: 0, at: { c: 1, r: 0 } })).toBe('santiago.turn.seat');
    expect(refusal(s, { type: 'placeNeutral', seat: 2, at: { c: 2, r: 2 } })).toBe('santiago.neutral.adjacent');
    expect(santiago.legalMoves(s)).toHaveLength(2 + 2 + 4);
    s = run(s, { type: 'placeNeutral', seat: 2, at: { c: 4, r: 5 } });
    expect(s.plantations[3]).toMatchObject({ c: 4, r: 5, owner: null, markers: 0, tile: { crop: 'potatoes' } });
    expect(s.money).toEqual([7, 10, 5]);
    expect(s.phase).toBe('proposals');
  });

  test('if everybody passed, the first to choose (the last passer) lays it', () => {
    let s = three({ overseer: 1, bids: [[1, 'pass'], [2, 'pass'], [0, 'pass']] });
    expect(s.choosingOrder).toEqual([0, 2, 1]);
    const ids = s.revealed.map((t) => t.id);
    s = run(
      s,
      { type: 'plant', seat: 0, tile: ids[0]!, at: { c: 0, r: 0 } },
      { type: 'plant', seat: 2, tile: ids[1]!, at: { c: 7, r: 5 } },
      { type: 'plant', seat: 1, tile: ids[2]!, at: { c: 4, r: 4 } },
    );
    expect(santiago.toAct(s)).toEqual([0]);
  });

  test('fallback to a plot next to a desert, then to any empty plot', () => {
    const board = [{ at: [0, 0], crop: 'beans', desert: true }];
    let s = loaded({ players: 3, spring: [2, 1], phase: 'neutralTile', overseer: 1, bids: [[1, 'pass'], [2, 5], [0, 3]], revealed: ['chili'], plantations: board as never });
    expect(santiago.legalMoves(s).map((m) => (m.type === 'placeNeutral' ? m.at : null))).toEqual([
      { c: 1, r: 0 },
      { c: 0, r: 1 },
    ]);
    s = loaded({ players: 3, spring: [2, 1], phase: 'neutralTile', overseer: 1, bids: [[1, 'pass'], [2, 5], [0, 3]], revealed: ['chili'] });
    expect(santiago.legalMoves(s)).toHaveLength(48);
  });
});

/** Phase 4 position: 4 players, overseer 0, proposers 1, 2, 3 in that order. */
const bribing = (extra: object = {}) => start4({ phase: 'proposals', overseer: 0, ...extra });

describe('phase 4: proposals and the overseer (§4.4)', () => {
  test('propose, support (also by proposing the same segment), pass; accept takes all money on it', () => {
    let s = bribing({ money: [10, 10, 10, 10] });
    expect(santiago.toAct(s)).toEqual([1]);
    expect(refusal(s, { type: 'propose', seat: 1, segment: S('H', 3, 3), amount: 2 })).toBe('santiago.canal.connected');
    expect(refusal(s, { type: 'propose', seat: 1, segment: S('H', 1, 1), amount: 0 })).toBe('santiago.bribe.amount');
    expect(refusal(s, { type: 'propose', seat: 1, segment: S('H', 1, 1), amount: 11 })).toBe('santiago.bribe.cash');
    s = run(s, { type: 'propose', seat: 1, segment: S('H', 1, 1), amount: 3 });
    s = run(s, { type: 'propose', seat: 2, segment: S('H', 1, 1), amount: 2 }); // = support
    expect(s.proposals).toHaveLength(1);
    expect(refusal(s, { type: 'support', seat: 3, proposal: 4, amount: 1 })).toBe('santiago.bribe.proposal');
    s = run(s, { type: 'support', seat: 3, proposal: 0, amount: 1 });
    expect(s.proposals[0]!.bribes).toEqual([
      { seat: 1, amount: 3 },
      { seat: 2, amount: 2 },
      { seat: 3, amount: 1 },
    ]);
    expect(s.phase).toBe('overseerDecision');
    expect(santiago.toAct(s)).toEqual([0]);
    expect(refusal(s, { type: 'buildNothing', seat: 0 })).toBe('santiago.overseer.mustBuild');
    expect(refusal(s, { type: 'buildOwn', seat: 0, segment: S('H', 2, 1) })).toBe('santiago.overseer.mustDecide');
    s = run(s, { type: 'accept', seat: 0, proposal: 0 });
    expect(s.money).toEqual([16, 7, 8, 9]);
    expect(s.canals).toEqual([S('H', 1, 1)]);
    expect(s.canalSupply).toBe(10);
    expect(s.proposals).toEqual([]);
    expect(s.phase).toBe('extraIrrigation');
  });

  test('refuse: build anywhere legal, pay the highest total + 1 to the bank, offers go back', () => {
    let s = bribing();
    s = run(
      s,
      { type: 'propose', seat: 1, segment: S('H', 1, 1), amount: 3 },
      { type: 'propose', seat: 2, segment: S('V', 2, 0), amount: 4 },
      { type: 'passBribe', seat: 3 },
    );
    expect(santiago.legalMoves(s).filter((m) => m.type === 'refuse')).toHaveLength(2); // H2,1 and V2,1
    s = run(s, { type: 'refuse', seat: 0, segment: S('H', 2, 1) });
    expect(s.money).toEqual([5, 10, 10, 10]);
    expect(s.canals).toEqual([S('H', 2, 1)]);
    expect(s.canalSupply).toBe(10);
  });

  test('a refusal that builds on a proposed segment is an acceptance', () => {
    let s = bribing();
    s = run(
      s,
      { type: 'propose', seat: 1, segment: S('H', 1, 1), amount: 3 },
      { type: 'propose', seat: 2, segment: S('V', 2, 0), amount: 4 },
      { type: 'passBribe', seat: 3 },
      { type: 'refuse', seat: 0, segment: S('H', 1, 1) },
    );
    expect(s.money).toEqual([13, 7, 10, 10]);
    expect(s.canals).toEqual([S('H', 1, 1)]);
  });

  test('an overseer who cannot pay highest + 1 must accept', () => {
    let s = bribing({ money: [4, 10, 10, 10] });
    s = run(
      s,
      { type: 'propose', seat: 1, segment: S('H', 1, 1), amount: 4 },
      { type: 'passBribe', seat: 2 },
      { type: 'passBribe', seat: 3 },
    );
    expect(refusal(s, { type: 'refuse', seat: 0, segment: S('H', 2, 1) })).toBe('santiago.overseer.refuseCash');
    expect(santiago.legalMoves(s)).toEqual([{ type: 'accept', seat: 0, proposal: 0 }]);
  });

  test('no proposals: build for 1 escudo, or build nothing and pay nothing', () => {
    const none = run(bribing(), { type: 'passBribe', seat: 1 }, { type: 'passBribe', seat: 2 }, { type: 'passBribe', seat: 3 });
    expect(none.phase).toBe('overseerDecision');
    expect(refusal(none, { type: 'refuse', seat: 0, segment: S('H', 1, 1) })).toBe('santiago.overseer.noProposals');
    const built = run(none, { type: 'buildOwn', seat: 0, segment: S('V', 2, 1) });
    expect(built.money[0]).toBe(9);
    expect(built.canals).toEqual([S('V', 2, 1)]);
    expect(built.canalSupply).toBe(10);
    const nothing = run(none, { type: 'buildNothing', seat: 0 });
    expect(nothing.money[0]).toBe(10);
    expect(nothing.canals).toEqual([]);
    expect(nothing.canalSupply).toBe(11);
    const broke = run(bribing({ money: [0, 10, 10, 10] }), { type: 'passBribe', seat: 1 }, { type: 'passBribe', seat: 2 }, { type: 'passBribe', seat: 3 });
    expect(santiago.legalMoves(broke)).toEqual([{ type: 'buildNothing', seat: 0 }]);
    expect(refusal(broke, { type: 'buildOwn', seat: 0, segment: S('H', 1, 1) })).toBe('santiago.overseer.buildCash');
  });

  test('with the canal supply empty, phase 4 is skipped and play goes to extra irrigation', () => {
    const canals = ['H0,0', 'H1,0', 'H2,0', 'H3,0', 'V0,0', 'V1,0', 'V2,0', 'V3,0', 'V4,0', 'H0,1', 'H1,1'];
    let s = loaded({ players: 4, spring: [0, 0], canals, phase: 'planting', overseer: 1, bids: [[1, 'pass'], [2, 4], [3, 'pass'], [0, 2]] });
    expect(s.canalSupply).toBe(0);
    for (const seat of [2, 0, 3, 1]) s = run(s, { type: 'plant', seat, tile: s.revealed[0]!.id, at: { c: 7 - seat, r: 5 } });
    expect(s.phase).toBe('extraIrrigation');
    expect(s.proposals).toEqual([]);
    expect(s.canals).toHaveLength(11);
  });
});

describe('phase 5: extra irrigation (§4.5)', () => {
  test('offered from the overseer’s left; the first build ends it; a decliner keeps his canal', () => {
    let s = start4({ phase: 'extraIrrigation', overseer: 2, extraCanal: [true, true, true, false], canals: ['H1,1'] });
    expect(s.irrigationOrder).toEqual([0, 1, 2]);
    expect(santiago.toAct(s)).toEqual([0]);
    s = run(s, { type: 'declineExtra', seat: 0 });
    expect(refusal(s, { type: 'extraCanal', seat: 1, segment: S('H', 3, 3) })).toBe('santiago.canal.connected');
    expect(refusal(s, { type: 'extraCanal', seat: 1, segment: S('H', 1, 1) })).toBe('santiago.canal.occupied');
    const supply = s.canalSupply;
    s = run(s, { type: 'extraCanal', seat: 1, segment: S('H', 2, 1) });
    expect(s.extraCanal).toEqual([true, false, true, false]);
    expect(s.canals).toContainEqual(S('H', 2, 1));
    expect(s.canalSupply).toBe(supply);
    // seat 2 was never asked: the round moved on
    expect(s.phase).toBe('bidding');
  });
});

describe('phases 6 and 7: drought and income (§4.6, §4.7)', () => {
  const endOfRound = (round: number) =>
    start4({
      phase: 'extraIrrigation',
      round,
      overseer: 0,
      extraCanal: [false, false, false, true],
      canals: ['H1,1', 'H2,1', 'V2,0'],
      plantations: [
        { at: [2, 1], crop: 'beans', owner: 0 }, // watered by H1,1
        { at: [6, 4], crop: 'beans', owner: 1 }, // dry, 2 markers
        { at: [6, 5], crop: 'chili', owner: 2, planters: 1 }, // dry, 1 marker
        { at: [0, 5], crop: 'chili' }, // dry neutral
      ],
      money: [1, 2, 3, 4],
    });

  test('drought, income +3, next round revealed (not the last round)', () => {
    const s0 = endOfRound(2);
    const s = run(s0, { type: 'declineExtra', seat: 3 });
    expect(s.plantations.map((p) => [p.owner, p.markers, p.desert])).toEqual([
      [0, 2, false],
      [1, 1, false],
      [null, 0, false],
      [null, 0, true],
    ]);
    expect(s.money).toEqual([4, 5, 6, 7]);
    expect(s.round).toBe(3);
    expect(s.phase).toBe('bidding');
    expect(s.revealed).toHaveLength(4);
    expect(s.stacks.map((st) => st.length)).toEqual(s0.stacks.map((st) => st.length - 1));
    expect(s.bids).toEqual([]);
    expect(santiago.toAct(s)).toEqual([1]);
  });

  test('last round: no drought, no income; final drying; scoring; game over', () => {
    const s = run(endOfRound(11), { type: 'declineExtra', seat: 3 });
    expect(s.phase).toBe('gameOver');
    expect(santiago.isOver(s)).toBe(true);
    expect(s.money).toEqual([1, 2, 3, 4]);
    expect(s.plantations.map((p) => [p.owner, p.markers, p.desert])).toEqual([
      [0, 2, false],
      [null, 0, true],
      [null, 0, true],
      [null, 0, true],
    ]);
    const result = santiago.result(s)!;
    expect(result.seats.map((x) => x.total)).toEqual([3, 2, 3, 4]);
    expect(result.seats[0]!.breakdown.map((l) => l.label.en)).toEqual(['cash in hand: 1', 'beans: 1 plot × 2 markers = 2']);
    expect(result.winners).toEqual([3]);
    expect(santiago.toAct(s)).toEqual([]);
    expect(santiago.legalMoves(s)).toEqual([]);
    expect(refusal(s, { type: 'pass', seat: 0 })).toBe('santiago.game.over');
  });
});

describe('refusals never throw and never change the state', () => {
  test('wrong seat, wrong phase, unknown type, malformed input', () => {
    const s = start4();
    expect(refusal(s, { type: 'pass', seat: 2 })).toBe('santiago.turn.seat');
    expect(refusal(s, { type: 'plant', seat: 1, tile: 1, at: { c: 0, r: 0 } })).toBe('santiago.turn.phase');
    expect(refusal(s, { type: 'dance', seat: 1 })).toBe('santiago.move.unknown');
    expect(refusal(s, null)).toBe('santiago.move.malformed');
    expect(refusal(s, 'bid 3')).toBe('santiago.move.malformed');
    expect(refusal(s, { type: 'bid' })).toBe('santiago.move.malformed');
    expect(refusal(s, { type: 'bid', seat: 1, amount: '3' })).toBe('santiago.bid.amount');
    expect(refusal(s, { type: 'bid', seat: 1 })).toBe('santiago.bid.amount');
    const r = santiago.play(s, { type: 'pass', seat: 2 });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.violation.section).toBe('phase-1-bidding');
      expect(r.violation.message.en).toBe("It is not Player C's turn; Player B acts now.");
      expect(r.violation.message.zh).toBe('還沒輪到玩家 C，現在輪到玩家 B。');
    }
  });
  test('a corrupted state gives an engine.internal violation, not an exception', () => {
    const s = start4();
    const broken = { ...s, bids: null } as unknown as SantiagoState;
    const r = santiago.play(broken, { type: 'pass', seat: 1 });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.violation.rule).toBe('engine.internal');
  });
});

describe('view, meta and describe', () => {
  test('others’ money is hidden unless open money; stack faces and rng are hidden', () => {
    const s = start4({ money: [1, 2, 3, 4] });
    const v = santiago.view(s, 2);
    expect(v.money).toEqual([null, null, 3, null]);
    expect(v.stackSizes).toEqual(s.stacks.map((st) => st.length));
    expect('rng' in v).toBe(false);
    expect('stacks' in v).toBe(false);
    const open = start4({ money: [1, 2, 3, 4], options: { openMoney: true } });
    expect(santiago.view(open, 2).money).toEqual([1, 2, 3, 4]);
  });
  test('meta carries the chapter section, undo policy and a bilingual label', () => {
    expect(santiago.meta(start4())).toEqual({
      section: 'phase-1-bidding',
      undo: 'allowed',
      label: { zh: '第一階段：競標', en: 'Phase 1: bidding' },
    });
    expect(santiago.meta(bribing()).section).toBe('phase-4-bribing');
  });
  test('describe gives a bilingual log line', () => {
    const s = start4();
    expect(santiago.describe(s, { type: 'bid', seat: 1, amount: 3 })).toEqual({ zh: '玩家 B 出價 3 元。', en: 'Player B bids 3 escudos.' });
    const after = run(s, { type: 'bid', seat: 1, amount: 3 });
    expect(after.log[after.log.length - 1]).toEqual(['bid', 1, 3]);
    expect(lineText(after.log[after.log.length - 1]!)).toEqual({ zh: '玩家 B 出價 3 元。', en: 'Player B bids 3 escudos.' });
  });
});
