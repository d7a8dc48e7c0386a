import { describe, expect, test } from 'vitest';
import { mixHash } from '../core/bot-kit';
import { CARD_BUILDING } from './cards';
import { sanJuan } from './game';
import { lineText, logText } from './log';
import { buildPrice, scoreGame, scoreSeat } from './rules';
import { built, inHand, loaded, names, refusal, run, tableau } from './testing';
import type { Building, SanJuanState } from './types';
import type { SanJuanPosition } from './load';

/** A builder phase with seat 0 holding the privilege (3 players unless given). */
const builderAt = (extra: Partial<SanJuanPosition>) => loaded({ players: 3, phase: 'builder', picks: [['builder', 0]], ...extra });

const handNames = (s: SanJuanState, seat: number) => names(s.hands[seat]!);
const goodsOf = (s: SanJuanState, seat: number) => s.buildings[seat]!.filter((b) => b.good !== null).length;

describe('setup (§2)', () => {
  test.each([2, 3, 4])('%i players: an indigo plant and 4 cards each, the rest in the draw pile', (players) => {
    const r = sanJuan.setup({ players, seed: 'setup' });
    if (!r.ok) throw new Error(r.error.en);
    const s = r.state;
    expect(s.phase).toBe('pickRole');
    expect(s.buildings.map((t) => t.map((b) => CARD_BUILDING[b.card]))).toEqual(new Array(players).fill(['indigo_plant']));
    expect(s.hands.map((h) => h.length)).toEqual(new Array(players).fill(4));
    expect(s.deck).toHaveLength(110 - players - 4 * players);
    expect(s.discard).toEqual([]);
    expect([...s.priceStack].sort()).toEqual([0, 1, 2, 3, 4]);
    expect(sanJuan.toAct(s)).toEqual([s.governor]);
  });

  test('wrong player counts and unknown options are refused in both languages', () => {
    for (const players of [1, 5, 2.5]) {
      const r = sanJuan.setup({ players, seed: 1 });
      expect(!r.ok && r.error.en).toContain('2 to 4');
      expect(!r.ok && r.error.zh).toContain('2 到 4');
    }
    const odd = sanJuan.setup({ players: 3, seed: 1, options: { colour: 1 } as never });
    expect(!odd.ok && odd.error.en).toBe('Unknown option "colour".');
  });

  test('start-hand variant (§7): governor 5, then 6, 7, 8; each keeps 4 by discarding', () => {
    const r = sanJuan.setup({ players: 4, seed: 3, options: { startingHands: true } });
    if (!r.ok) throw new Error(r.error.en);
    let s = r.state;
    const g = s.governor;
    expect(s.phase).toBe('startHand');
    expect([0, 1, 2, 3].map((k) => s.hands[(g + k) % 4]!.length)).toEqual([5, 6, 7, 8]);
    expect(sanJuan.meta(s).section).toBe('variant-starting-hand');
    for (let k = 0; k < 4; k++) {
      const seat = (g + k) % 4;
      expect(sanJuan.toAct(s)).toEqual([seat]);
      while (s.hands[seat]!.length > 4) s = run(s, { type: 'discard', seat, card: s.hands[seat]![0]! });
    }
    expect(s.phase).toBe('pickRole');
    expect(s.hands.map((h) => h.length)).toEqual([4, 4, 4, 4]);
    expect(s.discard).toHaveLength(1 + 2 + 3 + 4);
  });
});

describe('round and roles (§3)', () => {
  test('3 players: governor, then clockwise; a role once per round; the governor tile passes left', () => {
    let s = loaded({ players: 3, governor: 1, hands: [0, 0, 0], seed: 2 });
    expect(sanJuan.toAct(s)).toEqual([1]);
    expect(refusal(s, { type: 'pickRole', seat: 2, role: 'builder' })).toBe('sanjuan.turn.seat');
    s = run(s, { type: 'pickRole', seat: 1, role: 'producer' });
    expect(s.phase).toBe('producer');
    expect(s.privileged).toBe(1);
    expect(s.order).toEqual([1, 2, 0]);
    s = run(s, { type: 'pass', seat: 1 }, { type: 'pass', seat: 2 }, { type: 'pass', seat: 0 });
    expect(s.phase).toBe('pickRole');
    expect(sanJuan.toAct(s)).toEqual([2]);
    expect(refusal(s, { type: 'pickRole', seat: 2, role: 'producer' })).toBe('sanjuan.role.taken');
    s = run(s, { type: 'pickRole', seat: 2, role: 'builder' }, { type: 'pass', seat: 2 }, { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 });
    expect(sanJuan.toAct(s)).toEqual([0]);
    s = run(s, { type: 'pickRole', seat: 0, role: 'prospector' });
    // three picks with three players: the round is over
    expect(s.round).toBe(2);
    expect(s.governor).toBe(2);
    expect(s.picks).toEqual([]);
    expect(sanJuan.toAct(s)).toEqual([2]);
  });

  test('4 players pick 4 roles; 2 players pick 3: governor, other, governor (§2, §7)', () => {
    let s4 = loaded({ players: 4, hands: [0, 0, 0, 0] });
    s4 = run(s4, { type: 'pickRole', seat: 0, role: 'prospector' }, { type: 'pickRole', seat: 1, role: 'builder' });
    expect(s4.order).toEqual([1, 2, 3, 0]);
    s4 = run(s4, { type: 'pass', seat: 1 }, { type: 'pass', seat: 2 }, { type: 'pass', seat: 3 }, { type: 'pass', seat: 0 });
    s4 = run(s4, { type: 'pickRole', seat: 2, role: 'producer' }, { type: 'pass', seat: 2 }, { type: 'pass', seat: 3 }, { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 });
    expect(sanJuan.toAct(s4)).toEqual([3]);
    s4 = run(s4, { type: 'pickRole', seat: 3, role: 'trader' }, { type: 'pass', seat: 3 }, { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 }, { type: 'pass', seat: 2 });
    expect(s4.round).toBe(2);
    expect(s4.governor).toBe(1);
    let s2 = loaded({ players: 2, governor: 1, hands: [0, 0] });
    s2 = run(s2, { type: 'pickRole', seat: 1, role: 'prospector' });
    expect(sanJuan.toAct(s2)).toEqual([0]);
    s2 = run(s2, { type: 'pickRole', seat: 0, role: 'builder' }, { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 });
    expect(sanJuan.toAct(s2)).toEqual([1]);
    s2 = run(s2, { type: 'pickRole', seat: 1, role: 'producer' }, { type: 'pass', seat: 1 }, { type: 'pass', seat: 0 });
    expect(s2.round).toBe(2);
    expect(s2.governor).toBe(0);
  });

  test('seed reading as an option: the governor holds every privilege and acts first', () => {
    let s = loaded({ players: 3, governor: 0, phase: 'trader', picks: [['trader', 0]], options: { privilege: 'governor' }, hands: [0, 0, 0] });
    s = run(s, { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 }, { type: 'pass', seat: 2 });
    s = run(s, { type: 'pickRole', seat: 1, role: 'builder' });
    expect(s.privileged).toBe(0);
    expect(s.order).toEqual([0, 1, 2]);
  });
});

describe('builder (§4.1)', () => {
  test('the picker pays 1 less; payment is other hand cards, one at a time', () => {
    let s = loaded({
      players: 3,
      hands: [['tobacco_storage', 'indigo_plant', 'sugar_mill', 'smithy'], ['coffee_roaster', 'indigo_plant', 'indigo_plant', 'indigo_plant'], ['well']],
    });
    s = run(s, { type: 'pickRole', seat: 0, role: 'builder' });
    const tobacco = inHand(s, 0, 'tobacco_storage');
    s = run(s, { type: 'build', seat: 0, card: tobacco });
    expect(s.phase).toBe('payment');
    expect(s.payment).toEqual({ card: tobacco, owed: 2 });
    expect(refusal(s, { type: 'pay', seat: 0, card: tobacco })).toBe('sanjuan.pay.notInHand');
    s = run(s, { type: 'pay', seat: 0, card: inHand(s, 0, 'indigo_plant') }, { type: 'pay', seat: 0, card: inHand(s, 0, 'sugar_mill') });
    expect(tableau(s, 0)).toEqual(['indigo_plant', 'tobacco_storage']);
    expect(handNames(s, 0)).toEqual(['smithy']);
    expect(s.discard).toHaveLength(2);
    expect(s.phase).toBe('builder');
    expect(sanJuan.toAct(s)).toEqual([1]);
    // no privilege for seat 1: the coffee roaster costs 4, with only 3 other cards
    expect(refusal(s, { type: 'build', seat: 1, card: inHand(s, 1, 'coffee_roaster') })).toBe('sanjuan.build.cost');
    s = run(s, { type: 'pass', seat: 1 });
    expect(refusal(s, { type: 'build', seat: 2, card: inHand(s, 2, 'well') })).toBe('sanjuan.build.cost');
    s = run(s, { type: 'pass', seat: 2 });
    expect(s.phase).toBe('pickRole');
    expect(sanJuan.toAct(s)).toEqual([1]);
  });

  test('smithy: −1 on production only; quarry: −1 on violet only; library doubles the privilege', () => {
    const s = builderAt({
      buildings: [['indigo_plant', 'smithy', 'quarry', 'library'], ['indigo_plant', 'smithy'], ['indigo_plant', 'quarry']],
      hands: [['silver_smelter', 'hero'], ['silver_smelter', 'hero'], ['silver_smelter', 'hero']],
    });
    const price = (seat: number, id: 'silver_smelter' | 'hero') => buildPrice(s, seat, inHand(s, seat, id)).cost;
    expect(s.doubled).toBe(true);
    expect([price(0, 'silver_smelter'), price(0, 'hero')]).toEqual([5 - 2 - 1, 5 - 2 - 1]);
    expect([price(1, 'silver_smelter'), price(1, 'hero')]).toEqual([4, 5]);
    expect([price(2, 'silver_smelter'), price(2, 'hero')]).toEqual([5, 4]);
  });

  test('violet buildings at most once per player; production buildings any number', () => {
    const s = builderAt({ buildings: [['indigo_plant', 'smithy'], ['indigo_plant'], ['indigo_plant']], hands: [['smithy', 'indigo_plant', 'sugar_mill'], 0, 0] });
    expect(refusal(s, { type: 'build', seat: 0, card: inHand(s, 0, 'smithy') })).toBe('sanjuan.build.duplicate');
    const after = run(s, { type: 'build', seat: 0, card: inHand(s, 0, 'indigo_plant') });
    expect(tableau(after, 0)).toEqual(['indigo_plant', 'smithy', 'indigo_plant']);
  });

  test('crane: build over your own building paying the difference; the covered card and its good are discarded', () => {
    let s = builderAt({
      buildings: [['indigo_plant', 'crane', { card: 'coffee_roaster', good: 'statue' }], ['indigo_plant'], ['indigo_plant']],
      hands: [['silver_smelter', 'well'], 0, 0],
    });
    const coffee = built(s, 0, 'coffee_roaster');
    expect(refusal(s, { type: 'build', seat: 0, card: inHand(s, 0, 'silver_smelter'), over: 999 })).toBe('sanjuan.build.over');
    expect(buildPrice(s, 0, inHand(s, 0, 'silver_smelter'), coffee).cost).toBe(0); // 5 − 4 − 1
    s = run(s, { type: 'build', seat: 0, card: inHand(s, 0, 'silver_smelter'), over: coffee });
    expect(tableau(s, 0)).toEqual(['indigo_plant', 'crane', 'silver_smelter']);
    expect(names(s.discard)).toEqual(['coffee_roaster', 'statue']);
    expect(handNames(s, 0)).toEqual(['well']);
    expect(sanJuan.toAct(s)).toEqual([1]);
  });

  test('crane needed to build over; a covered violet building may be built again', () => {
    const noCrane = builderAt({ buildings: [['indigo_plant', 'smithy'], ['indigo_plant'], ['indigo_plant']], hands: [['sugar_mill', 'well', 'well'], 0, 0] });
    expect(refusal(noCrane, { type: 'build', seat: 0, card: inHand(noCrane, 0, 'sugar_mill'), over: built(noCrane, 0, 'smithy') })).toBe('sanjuan.build.crane');
    let s = builderAt({ buildings: [['indigo_plant', 'crane', 'smithy'], ['indigo_plant'], ['indigo_plant']], hands: [['tower', 'smithy', 'well', 'well'], 0, 0] });
    s = run(s, { type: 'build', seat: 0, card: inHand(s, 0, 'tower'), over: built(s, 0, 'smithy') }); // 3 − 1 − 1 = 1
    s = run(s, { type: 'pay', seat: 0, card: inHand(s, 0, 'well') }, { type: 'pass', seat: 1 }, { type: 'pass', seat: 2 });
    expect(tableau(s, 0)).toEqual(['indigo_plant', 'crane', 'tower']);
    const later = loaded({ players: 3, phase: 'builder', picks: [['builder', 0]], buildings: [['indigo_plant', 'crane', 'tower'], ['indigo_plant'], ['indigo_plant']], hands: [['smithy', 'well'], 0, 0] });
    expect(sanJuan.legalMoves(later)).toContainEqual({ type: 'build', seat: 0, card: inHand(later, 0, 'smithy') });
  });

  test('black market: up to 2 goods pay 1 card each and are discarded; the price itself is not lowered', () => {
    let s = builderAt({
      buildings: [['black_market', { card: 'indigo_plant', good: 'palace' }, { card: 'sugar_mill', good: 'palace' }, { card: 'coffee_roaster', good: true }], ['indigo_plant'], ['indigo_plant']],
      hands: [['hero', 'well', 'well', 'smithy'], 0, 0],
    });
    const goods = [built(s, 0, 'indigo_plant'), built(s, 0, 'sugar_mill')];
    expect(refusal(s, { type: 'build', seat: 0, card: inHand(s, 0, 'hero'), goods: [...goods, built(s, 0, 'coffee_roaster')] })).toBe('sanjuan.build.goods');
    s = run(s, { type: 'build', seat: 0, card: inHand(s, 0, 'hero'), goods }); // 5 − 1 = 4: 2 goods + 2 cards
    expect(s.payment!.owed).toBe(2);
    expect(goodsOf(s, 0)).toBe(1);
    expect(names(s.discard)).toEqual(['palace', 'palace']);
    s = run(s, { type: 'pay', seat: 0, card: inHand(s, 0, 'well') });
    s = run(s, { type: 'pay', seat: 0, card: inHand(s, 0, 'well') });
    expect(handNames(s, 0)).toEqual(['smithy']);
    expect(tableau(s, 0)).toContain('hero');
  });

  test('black market with smithy: reductions first, then goods; never more goods than the price', () => {
    const s = builderAt({
      buildings: [['black_market', 'smithy', { card: 'indigo_plant', good: true }, { card: 'sugar_mill', good: true }], ['indigo_plant'], ['indigo_plant']],
      hands: [['silver_smelter', 'well', 'smithy'], 0, 0],
    });
    const goods = [built(s, 0, 'indigo_plant'), built(s, 0, 'sugar_mill')];
    const after = run(s, { type: 'build', seat: 0, card: inHand(s, 0, 'silver_smelter'), goods });
    expect(after.payment!.owed).toBe(1); // 5 − 1 privilege − 1 smithy = 3; 2 goods; 1 card
    const cheap = builderAt({
      buildings: [['black_market', { card: 'indigo_plant', good: true }, { card: 'sugar_mill', good: true }], ['indigo_plant'], ['indigo_plant']],
      hands: [['sugar_mill'], 0, 0],
    });
    const two = [built(cheap, 0, 'indigo_plant'), built(cheap, 0, 'sugar_mill')];
    expect(refusal(cheap, { type: 'build', seat: 0, card: inHand(cheap, 0, 'sugar_mill'), goods: two })).toBe('sanjuan.build.goodsExceed');
    const noMarket = builderAt({ buildings: [[{ card: 'indigo_plant', good: true }], ['indigo_plant'], ['indigo_plant']], hands: [['sugar_mill', 'well'], 0, 0] });
    expect(refusal(noMarket, { type: 'build', seat: 0, card: inHand(noMarket, 0, 'sugar_mill'), goods: [built(noMarket, 0, 'indigo_plant')] })).toBe('sanjuan.build.blackMarket');
  });

  test('carpenter: +1 card after a violet building, not after a production building, not for itself', () => {
    const start = builderAt({ buildings: [['indigo_plant', 'carpenter'], ['indigo_plant'], ['indigo_plant']], hands: [['well', 'sugar_mill', 'tower', 'tower', 'tower'], 0, 0], deckTop: ['hero', 'statue'] });
    const violet = run(start, { type: 'build', seat: 0, card: inHand(start, 0, 'well') }, { type: 'pay', seat: 0, card: inHand(start, 0, 'tower') });
    expect(handNames(violet, 0)).toEqual(['hero', 'sugar_mill', 'tower', 'tower']);
    const production = run(start, { type: 'build', seat: 0, card: inHand(start, 0, 'sugar_mill') }, { type: 'pay', seat: 0, card: inHand(start, 0, 'tower') });
    expect(handNames(production, 0)).toEqual(['tower', 'tower', 'well']);
    const self = builderAt({ buildings: [['indigo_plant'], ['indigo_plant'], ['indigo_plant']], hands: [['carpenter', 'well', 'well', 'well'], 0, 0], deckTop: ['hero'] });
    let after = run(self, { type: 'build', seat: 0, card: inHand(self, 0, 'carpenter') });
    after = run(after, { type: 'pay', seat: 0, card: inHand(after, 0, 'well') });
    after = run(after, { type: 'pay', seat: 0, card: inHand(after, 0, 'well') });
    expect(handNames(after, 0)).toEqual(['well']);
  });

  test('poor house: +1 card if at most 1 card is left after building; nothing without a build or for itself', () => {
    const s = builderAt({ buildings: [['indigo_plant', 'poor_house'], ['indigo_plant'], ['indigo_plant']], hands: [['indigo_plant', 'well'], ['poor_house', 'tower', 'tower'], 0], deckTop: ['hero', 'statue'] });
    const afterBuild = run(s, { type: 'build', seat: 0, card: inHand(s, 0, 'indigo_plant') }); // costs 1: free with the privilege
    expect(handNames(afterBuild, 0)).toEqual(['hero', 'well']);
    const afterPass = run(s, { type: 'pass', seat: 0 });
    expect(handNames(afterPass, 0)).toEqual(['indigo_plant', 'well']);
    let own = run(afterPass, { type: 'build', seat: 1, card: inHand(afterPass, 1, 'poor_house') });
    own = run(own, { type: 'pay', seat: 1, card: inHand(own, 1, 'tower') });
    own = run(own, { type: 'pay', seat: 1, card: inHand(own, 1, 'tower') });
    expect(own.hands[1]).toEqual([]);
    expect(tableau(own, 1)).toEqual(['indigo_plant', 'poor_house']);
  });

  test('carpenter and poor house after one build: carpenter first by default; poor house first as an option (§10 Q6)', () => {
    const position: SanJuanPosition = {
      players: 3,
      phase: 'builder',
      picks: [['builder', 0]],
      buildings: [['indigo_plant', 'carpenter', 'poor_house'], ['indigo_plant'], ['indigo_plant']],
      hands: [['well', 'tower', 'smithy'], 0, 0],
      deckTop: ['hero', 'statue'],
    };
    const play = (s: SanJuanState) => run(s, { type: 'build', seat: 0, card: inHand(s, 0, 'well') }, { type: 'pay', seat: 0, card: inHand(s, 0, 'tower') });
    // 1 card left: carpenter → 2 cards, then the poor house sees 2 and gives nothing
    expect(handNames(play(loaded(position)), 0)).toEqual(['hero', 'smithy']);
    // poor house first: 1 card → 2, then the carpenter → 3
    expect(handNames(play(loaded({ ...position, options: { afterBuild: 'poor-house-first' } })), 0)).toEqual(['hero', 'smithy', 'statue']);
  });

  test('game end: after the builder phase in which someone reaches 12; the others still build (§4.1, §6)', () => {
    const eleven = ['indigo_plant', 'indigo_plant', 'sugar_mill', 'sugar_mill', 'tobacco_storage', 'coffee_roaster', 'silver_smelter', 'smithy', 'well', 'tower', 'statue'] as const;
    let s = loaded({ players: 3, phase: 'builder', picks: [['builder', 1]], governor: 1, buildings: [['indigo_plant'], [...eleven], ['indigo_plant']], hands: [['indigo_plant', 'crane'], ['indigo_plant', 'crane'], ['indigo_plant', 'crane']] });
    s = run(s, { type: 'build', seat: 1, card: inHand(s, 1, 'indigo_plant') });
    expect(s.buildings[1]).toHaveLength(12);
    expect(s.phase).toBe('builder');
    expect(sanJuan.toAct(s)).toEqual([2]);
    s = run(s, { type: 'build', seat: 2, card: inHand(s, 2, 'indigo_plant') }, { type: 'pay', seat: 2, card: inHand(s, 2, 'crane') });
    expect(sanJuan.isOver(s)).toBe(false);
    s = run(s, { type: 'build', seat: 0, card: inHand(s, 0, 'indigo_plant') }, { type: 'pay', seat: 0, card: inHand(s, 0, 'crane') });
    expect(s.phase).toBe('gameOver');
    expect(tableau(s, 0)).toEqual(['indigo_plant', 'indigo_plant']);
    const result = sanJuan.result(s)!;
    expect(result.seats.map((x) => x.total)).toEqual([2, 1 + 1 + 1 + 1 + 2 + 2 + 3 + 1 + 1 + 2 + 3 + 1, 2]);
    expect(result.winners).toEqual([1]);
    expect(sanJuan.toAct(s)).toEqual([]);
    expect(refusal(s, { type: 'pass', seat: 0 })).toBe('sanjuan.game.over');
  });
});

describe('producer (§4.2)', () => {
  test('privilege 2 goods, aqueduct +1, only on empty production buildings; well draws 1 for 2 or more', () => {
    let s = loaded({
      players: 3,
      buildings: [['indigo_plant', 'sugar_mill', 'coffee_roaster', { card: 'silver_smelter', good: true }, 'aqueduct', 'well'], ['indigo_plant', 'sugar_mill', 'well'], ['indigo_plant']],
      hands: [0, 0, 0],
      deckTop: ['hero', 'statue', 'palace', 'guild_hall', 'chapel', 'tower'],
    });
    s = run(s, { type: 'pickRole', seat: 0, role: 'producer' });
    const b = (id: 'indigo_plant' | 'sugar_mill' | 'coffee_roaster' | 'silver_smelter') => built(s, 0, id);
    expect(refusal(s, { type: 'produce', seat: 0, buildings: [b('silver_smelter')] })).toBe('sanjuan.produce.full');
    expect(refusal(s, { type: 'produce', seat: 0, buildings: [] })).toBe('sanjuan.produce.list');
    const aqueductless = loaded({ players: 3, phase: 'producer', picks: [['producer', 0]], buildings: [['indigo_plant', 'sugar_mill', 'coffee_roaster'], ['indigo_plant'], ['indigo_plant']], hands: [0, 0, 0] });
    expect(refusal(aqueductless, { type: 'produce', seat: 0, buildings: aqueductless.buildings[0]!.map((x) => x.card) })).toBe('sanjuan.produce.count');
    s = run(s, { type: 'produce', seat: 0, buildings: [b('indigo_plant'), b('sugar_mill'), b('coffee_roaster')] });
    expect(names(s.buildings[0]!.slice(0, 3).map((x) => x.good!))).toEqual(['hero', 'palace', 'statue']);
    expect(handNames(s, 0)).toEqual(['guild_hall']); // the well
    // seat 1: 1 good only (no privilege), so the well gives nothing
    expect(refusal(s, { type: 'produce', seat: 1, buildings: s.buildings[1]!.slice(0, 2).map((x) => x.card) })).toBe('sanjuan.produce.count');
    s = run(s, { type: 'produce', seat: 1, buildings: [built(s, 1, 'sugar_mill')] });
    expect(s.hands[1]).toEqual([]);
    expect(names([s.buildings[1]![1]!.good!])).toEqual(['chapel']);
  });

  test('library: 3 goods for the privilege', () => {
    const s = loaded({ players: 3, phase: 'producer', picks: [['producer', 0]], buildings: [['indigo_plant', 'sugar_mill', 'coffee_roaster', 'tobacco_storage', 'library'], ['indigo_plant'], ['indigo_plant']], hands: [0, 0, 0] });
    const all = s.buildings[0]!.filter((b) => CARD_BUILDING[b.card] !== 'library').map((b) => b.card);
    expect(refusal(s, { type: 'produce', seat: 0, buildings: all })).toBe('sanjuan.produce.count');
    expect(goodsOf(run(s, { type: 'produce', seat: 0, buildings: all.slice(0, 3) }), 0)).toBe(3);
  });
});

describe('trader (§4.3) and price tiles (§1.1)', () => {
  test('a tile is turned over; goods sell at its price; trading post +1; market stand and market hall; the tile goes under the stack', () => {
    let s = loaded({
      players: 3,
      buildings: [
        ['trading_post', 'market_stand', 'market_hall', { card: 'coffee_roaster', good: true }, { card: 'silver_smelter', good: true }, { card: 'indigo_plant', good: true }, { card: 'sugar_mill', good: true }],
        [{ card: 'indigo_plant', good: true }, 'market_hall'],
        [{ card: 'tobacco_storage', good: true }, { card: 'silver_smelter', good: true }],
      ],
      hands: [0, 0, 0],
      priceTiles: [5, 1, 2, 3, 4],
    });
    s = run(s, { type: 'pickRole', seat: 0, role: 'trader' });
    expect(s.priceTile).toBe(4);
    expect(s.priceStack).toEqual([0, 1, 2, 3]);
    const goods = (['coffee_roaster', 'silver_smelter', 'indigo_plant', 'sugar_mill'] as const).map((id) => built(s, 0, id));
    // privilege 2 + trading post 1 = 3
    expect(refusal(s, { type: 'sell', seat: 0, buildings: goods })).toBe('sanjuan.sell.count');
    s = run(s, { type: 'sell', seat: 0, buildings: goods.slice(0, 3) });
    // coffee 3 + silver 3 + indigo 1 = 7, market stand 1, market hall 1
    expect(s.hands[0]).toHaveLength(9);
    expect(goodsOf(s, 0)).toBe(1);
    s = run(s, { type: 'sell', seat: 1, buildings: [built(s, 1, 'indigo_plant')] });
    expect(s.hands[1]).toHaveLength(2); // indigo 1 + market hall 1
    expect(refusal(s, { type: 'sell', seat: 2, buildings: [built(s, 2, 'tobacco_storage'), built(s, 2, 'silver_smelter')] })).toBe('sanjuan.sell.count');
    s = run(s, { type: 'sell', seat: 2, buildings: [built(s, 2, 'silver_smelter')] });
    expect(s.hands[2]).toHaveLength(3);
    expect(s.phase).toBe('pickRole');
    expect(s.priceTile).toBeNull();
    expect(s.priceStack).toEqual([0, 1, 2, 3, 4]);
  });

  test('two goods of the same kind may be sold; a building without a good cannot', () => {
    const s = loaded({ players: 2, phase: 'trader', picks: [['trader', 0]], priceTile: 1, buildings: [[{ card: 'indigo_plant', good: true }, { card: 'indigo_plant', good: true }, 'sugar_mill'], ['indigo_plant']], hands: [0, 0] });
    expect(refusal(s, { type: 'sell', seat: 0, buildings: [built(s, 0, 'sugar_mill')] })).toBe('sanjuan.sell.noGood');
    const sold = run(s, { type: 'sell', seat: 0, buildings: s.buildings[0]!.slice(0, 2).map((b) => b.card) });
    expect(sold.hands[0]).toHaveLength(2);
  });
});

describe('councillor (§4.4)', () => {
  test('the picker draws 5 and keeps 1; the others draw 2 and keep 1; prefecture keeps 2', () => {
    let s = loaded({
      players: 3,
      buildings: [['indigo_plant'], ['indigo_plant'], ['indigo_plant', 'prefecture']],
      hands: [0, 0, 0],
      deckTop: ['hero', 'statue', 'well', 'smithy', 'tower', 'palace', 'crane', 'library', 'quarry'],
    });
    s = run(s, { type: 'pickRole', seat: 0, role: 'councillor' });
    expect(s.phase).toBe('councillor');
    expect(names(s.drawn)).toEqual(['hero', 'smithy', 'statue', 'tower', 'well']);
    expect(sanJuan.view(s, 1).drawn).toEqual([]);
    expect(sanJuan.view(s, 0).drawn).toEqual(s.drawn);
    expect(refusal(s, { type: 'keep', seat: 0, cards: s.drawn.slice(0, 2) })).toBe('sanjuan.keep.count');
    expect(refusal(s, { type: 'keep', seat: 0, cards: [s.deck[0]] })).toBe('sanjuan.keep.card');
    const hero = s.drawn.find((c) => CARD_BUILDING[c] === 'hero')!;
    s = run(s, { type: 'keep', seat: 0, cards: [hero] });
    expect(handNames(s, 0)).toEqual(['hero']);
    expect(s.discard).toHaveLength(4);
    expect(names(s.drawn)).toEqual(['crane', 'palace']);
    s = run(s, { type: 'keep', seat: 1, cards: [s.drawn.find((c) => CARD_BUILDING[c] === 'palace')!] });
    expect(handNames(s, 1)).toEqual(['palace']);
    // seat 2 draws 2 and keeps both with the prefecture: no choice, so the phase ends
    expect(handNames(s, 2)).toEqual(['library', 'quarry']);
    expect(s.phase).toBe('pickRole');
    expect(s.discard).toHaveLength(5);
  });

  test('archive: the drawn cards join the hand; discard as many from the whole hand; with prefecture one fewer', () => {
    let s = loaded({
      players: 2,
      buildings: [['indigo_plant', 'archive'], ['indigo_plant', 'archive', 'prefecture']],
      hands: [['palace'], ['guild_hall']],
      deckTop: ['hero', 'statue', 'well', 'smithy', 'tower', 'crane', 'library'],
    });
    s = run(s, { type: 'pickRole', seat: 0, role: 'councillor' });
    expect(s.phase).toBe('archive');
    expect(handNames(s, 0)).toEqual(['hero', 'palace', 'smithy', 'statue', 'tower', 'well']);
    expect(s.count).toBe(4);
    // the old card may go
    s = run(s, { type: 'discard', seat: 0, card: inHand(s, 0, 'palace') });
    for (const id of ['statue', 'well', 'smithy'] as const) s = run(s, { type: 'discard', seat: 0, card: inHand(s, 0, id) });
    expect(handNames(s, 0)).toEqual(['hero', 'tower']);
    // seat 1 draws 2, keeps 2 with the prefecture: nothing to discard
    expect(s.phase).toBe('pickRole');
    expect(handNames(s, 1)).toEqual(['crane', 'guild_hall', 'library']);
  });

  test('library: the picker draws 8', () => {
    const s = run(loaded({ players: 3, buildings: [['indigo_plant', 'library'], ['indigo_plant'], ['indigo_plant']], hands: [0, 0, 0] }), { type: 'pickRole', seat: 0, role: 'councillor' });
    expect(s.drawn).toHaveLength(8);
    expect(s.doubled).toBe(true);
  });
});

describe('prospector (§4.5)', () => {
  test('the picker draws 1 (2 with a library); every gold mine turns up 4, clockwise from the picker', () => {
    let s = loaded({
      players: 3,
      governor: 1,
      buildings: [['indigo_plant', 'gold_mine'], ['indigo_plant', 'gold_mine', 'library'], ['indigo_plant', 'gold_mine']],
      hands: [0, 0, 0],
      // seat 1 draws 2; seat 1's mine: costs 1,2,3,4 all differ; seat 2's mine: two cost 1; seat 0's mine: 1,2,5,6
      deckTop: ['palace', 'tower', 'indigo_plant', 'sugar_mill', 'tobacco_storage', 'coffee_roaster', 'smithy', 'archive', 'well', 'crane', 'archive', 'well', 'hero', 'city_hall'],
    });
    s = run(s, { type: 'pickRole', seat: 1, role: 'prospector' });
    expect(handNames(s, 1)).toEqual(['palace', 'tower']);
    expect(s.phase).toBe('goldMine');
    expect(sanJuan.toAct(s)).toEqual([1]);
    expect(names(s.drawn)).toEqual(['coffee_roaster', 'indigo_plant', 'sugar_mill', 'tobacco_storage']);
    expect(sanJuan.view(s, 2).drawn).toEqual(s.drawn); // turned up face up
    const coffee = s.drawn.find((c) => CARD_BUILDING[c] === 'coffee_roaster')!;
    expect(refusal(s, { type: 'keep', seat: 1, cards: [] })).toBe('sanjuan.goldMine.count');
    s = run(s, { type: 'keep', seat: 1, cards: [coffee] });
    expect(handNames(s, 1)).toEqual(['coffee_roaster', 'palace', 'tower']);
    // seat 2: smithy, archive, well, crane — two costs of 1 and two of 2: all four discarded
    expect(s.hands[2]).toEqual([]);
    expect(sanJuan.toAct(s)).toEqual([0]);
    expect(names(s.drawn)).toEqual(['archive', 'city_hall', 'hero', 'well']);
    s = run(s, { type: 'keep', seat: 0, cards: [s.drawn.find((c) => CARD_BUILDING[c] === 'city_hall')!] });
    expect(handNames(s, 0)).toEqual(['city_hall']);
    expect(s.discard).toHaveLength(3 + 4 + 3);
    expect(s.phase).toBe('pickRole');
  });
});

describe('round start (§3.1): chapel, then hand limit; tower 12', () => {
  test('after the last pick the governor passes left; chapels tuck, then hands over the limit discard', () => {
    let s = loaded({
      players: 3,
      picks: [['builder', 0], ['producer', 1]],
      buildings: [['indigo_plant', 'chapel'], ['indigo_plant', 'tower'], ['indigo_plant']],
      hands: [8, 10, 9],
      deckTop: ['hero'],
    });
    s = run(s, { type: 'pickRole', seat: 2, role: 'prospector' });
    expect(s.round).toBe(2);
    expect(s.governor).toBe(1);
    expect(s.phase).toBe('chapel');
    expect(sanJuan.toAct(s)).toEqual([0]);
    s = run(s, { type: 'tuck', seat: 0, card: s.hands[0]![0]! });
    expect(s.chapel[0]).toHaveLength(1);
    expect(s.hands[0]).toHaveLength(7);
    // seat 1 holds 10 with a tower (limit 12): fine; seat 2 holds 10 (9 + the prospector card): 3 too many
    expect(s.phase).toBe('handLimit');
    expect(sanJuan.toAct(s)).toEqual([2]);
    expect(s.count).toBe(3);
    for (let i = 0; i < 3; i++) s = run(s, { type: 'discard', seat: 2, card: s.hands[2]![0]! });
    expect(s.hands.map((h) => h.length)).toEqual([7, 10, 7]);
    expect(s.phase).toBe('pickRole');
    expect(sanJuan.toAct(s)).toEqual([1]);
  });

  test('a chapel owner may decline; tucked cards score 1 each, even under a covered chapel', () => {
    let s = loaded({ players: 3, round: 2, phase: 'chapel', buildings: [['indigo_plant', 'chapel'], ['indigo_plant'], ['indigo_plant']], hands: [2, 0, 0] });
    s = run(s, { type: 'pass', seat: 0 });
    expect(s.phase).toBe('pickRole');
    expect(s.hands[0]).toHaveLength(2);
    expect(scoreSeat([{ card: 0, good: null }], 3).total).toBe(1 + 3);
  });
});

describe('draw pile (§2, §10 Q11)', () => {
  test('an empty draw pile is replaced by the shuffled discard pile; with both empty the draw is short', () => {
    let s = loaded({ players: 2, hands: [0, 0], deck: [], seed: 4 });
    expect(s.discard).toHaveLength(108);
    s = run(s, { type: 'pickRole', seat: 0, role: 'prospector' });
    expect(s.hands[0]).toHaveLength(1);
    expect(s.deck).toHaveLength(107);
    expect(s.discard).toEqual([]);
    expect(logText(s).some((l) => l.en.startsWith('The draw pile ran out'))).toBe(true);
  });
});

describe('two players: the library once per round (§5, §7)', () => {
  test('the governor chooses which privilege the library doubles', () => {
    let s = loaded({ players: 2, buildings: [['indigo_plant', 'library'], ['indigo_plant']], hands: [0, 0] });
    expect(sanJuan.legalMoves(s)).toContainEqual({ type: 'pickRole', seat: 0, role: 'prospector', library: false });
    s = run(s, { type: 'pickRole', seat: 0, role: 'prospector', library: false });
    expect(s.hands[0]).toHaveLength(1);
    expect(s.libraryUsed).toBe(false);
    s = run(s, { type: 'pickRole', seat: 1, role: 'builder' }, { type: 'pass', seat: 1 }, { type: 'pass', seat: 0 });
    s = run(s, { type: 'pickRole', seat: 0, role: 'councillor' });
    expect(s.drawn).toHaveLength(8);
    expect(s.libraryUsed).toBe(true);
    const used = loaded({ players: 2, picks: [['prospector', 0], ['builder', 1]], libraryUsed: true, buildings: [['indigo_plant', 'library'], ['indigo_plant']], hands: [0, 0] });
    expect(refusal(used, { type: 'pickRole', seat: 0, role: 'councillor', library: true })).toBe('sanjuan.library.unavailable');
    expect(run(used, { type: 'pickRole', seat: 0, role: 'councillor' }).drawn).toHaveLength(5);
  });
});

describe('no card can move again (the book’s rule for a case the rules leave open)', () => {
  /** Three seats; every card but the four buildings lies under seat 0's chapel; the last role of round 1 is to be picked. */
  const frozen = (extra: Partial<SanJuanPosition> = {}) =>
    loaded({
      players: 3,
      governor: 0,
      picks: [['builder', 0], ['producer', 1]],
      hands: [0, 0, 0],
      buildings: [['indigo_plant', 'chapel'], ['indigo_plant'], ['indigo_plant']],
      chapel: [106, 0, 0],
      deck: [],
      ...extra,
    });

  test('the round ends, nothing is left to draw, build, produce or sell: the game ends and is scored', () => {
    const s0 = frozen();
    expect(s0.deck.length + s0.discard.length).toBe(0);
    const s = run(s0, { type: 'pickRole', seat: 2, role: 'prospector' });
    expect(s.phase).toBe('gameOver');
    expect(sanJuan.isOver(s)).toBe(true);
    const r = sanJuan.result(s)!;
    // seat 0: indigo 1 + chapel 2 + 106 chapel cards; seats 1 and 2: indigo 1
    expect(r.seats.map((x) => x.total)).toEqual([109, 1, 1]);
    expect(r.winners).toEqual([0]);
    expect(logText(s).map((l) => l.en)).toContain(
      'Every card is now a building or under a chapel: the draw pile, the discard pile, the hands and the goods are all empty and no card can move again, so the game ends with this round and is scored.',
    );
  });

  test('one good left on a building keeps the game going: it can still be sold', () => {
    const s0 = frozen({ buildings: [['indigo_plant', 'chapel'], [{ card: 'indigo_plant', good: true }], ['indigo_plant']], chapel: [105, 0, 0] });
    const s = run(s0, { type: 'pickRole', seat: 2, role: 'prospector' });
    expect(s.phase).toBe('pickRole');
    expect(s.round).toBe(2);
  });

  test('one card left in a hand keeps the game going', () => {
    const s0 = frozen({ hands: [0, ['smithy'], 0], chapel: [105, 0, 0] });
    const s = run(s0, { type: 'pickRole', seat: 2, role: 'prospector' });
    expect(s.phase).not.toBe('gameOver');
    expect(s.round).toBe(2);
  });

  test('a uniformly random 3-player game that once ran forever (seed 295) now ends this way', () => {
    const r0 = sanJuan.setup({ players: 3, seed: 295 });
    if (!r0.ok) throw new Error(r0.error.en);
    let s = r0.state;
    let moves = 0;
    while (!sanJuan.isOver(s) && moves < 20_000) {
      const legal = sanJuan.legalMoves(s);
      const r = sanJuan.play(s, legal[mixHash(295, moves) % legal.length]!);
      if (!r.ok) throw new Error(r.violation.rule);
      s = r.state;
      moves++;
    }
    expect(s.phase).toBe('gameOver');
    expect(s.buildings.every((t) => t.length < 12)).toBe(true);
    expect(lineText(s.log.at(-2)!).en).toMatch(/^Every card is now a building or under a chapel/);
  });
});
