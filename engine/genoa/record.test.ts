import { describe, expect, it } from 'vitest';
import { mixHash } from '../core/bot-kit';
import type { GameRecord } from '../core/contract';
import { replay } from '../core/record';
import { decodeRecord, encodeRecord, loadSaved, saveRecord } from '../core/record-codec';
import { undoDepth } from '../core/undo-policy';
import { genoa } from './game';
import { RESTING_STATES } from './machine';
import { loaded, run } from './testing';
import type { GenoaMove, GenoaOptions, GenoaState } from './types';

type Rec = GameRecord<GenoaOptions, GenoaMove>;

function playGame(players: number, seed: number, limit = Infinity, options: Partial<GenoaOptions> = {}) {
  const start = genoa.setup({ players, seed, options });
  if (!start.ok) throw new Error(start.error.en);
  const record: Rec = { game: 'genoa', players, seed, options, moves: [] };
  let s = start.state;
  while (!genoa.isOver(s) && record.moves.length < limit) {
    const legal = genoa.legalMoves(s);
    const m = legal[mixHash(seed, record.moves.length) % legal.length]!;
    const r = genoa.play(s, m);
    if (!r.ok) throw new Error(r.violation.rule);
    s = r.state;
    record.moves.push(m);
  }
  return { record, final: s };
}

describe('what each seat sees (hidden information)', () => {
  const s = loaded({ players: 3, seats: [{ ducats: 90, hand: [1, 2] }, { ducats: 60, hand: [3] }, {}], path: ['spices'] });
  it('its own money and hand; the others\' hand sizes only; the decks as counts; offers for all', () => {
    const v = genoa.view(s, 1);
    expect(v.seat).toBe(1);
    expect(v.seats.map((x) => [x.ducats, x.hand, x.handSize])).toEqual([
      [null, null, 2],
      [60, [3], 1],
      [null, null, 0],
    ]);
    expect(v.seats[0]!.goods).toEqual(s.seats[0]!.goods);
    expect(v.decks.large).toEqual({ down: s.decks.large.down.length, up: 0 });
    expect('rng' in v || 'rolls' in v).toBe(false);
    expect(JSON.stringify(v)).not.toContain(JSON.stringify(s.decks.large.down));
    expect(v.toAct).toEqual([1]);
    const t = run(s, { type: 'offer', seat: 1, offer: { target: 'spices', kind: 'actHere', bidderPays: { ducats: 10 }, traderPays: {}, promise: [] } });
    expect(genoa.view(t, 2).offers).toEqual(t.offers);
  });
});

describe('the undo policy in meta: never past a roll, a draw or an accepted deal', () => {
  const blocked = (s: GenoaState, m: GenoaMove) => {
    const t = genoa.playTraced(s, m);
    if (!t.result.ok) throw new Error(t.result.violation.rule);
    return t.visited.some((v) => genoa.metaOf(v).undo === 'blocked');
  };
  const silent = (s: GenoaState) => {
    let out = s;
    while (out.phase === 'bidding') out = run(out, { type: 'noOffer', seat: out.order[0]! });
    return out;
  };

  it('a roll, a card drawn (the Guild Hall, a villa\'s privilege, Trade 1:1 for a card) and an accepted deal block undo', () => {
    expect(blocked(loaded({ players: 3, seats: [{}, {}, {}] }), { type: 'roll', seat: 0 })).toBe(true);
    expect(blocked(silent(loaded({ players: 3, seats: [{}, {}, {}], path: ['guild_hall'] })), { type: 'actHere', seat: 0 })).toBe(true);
    expect(blocked(silent(loaded({ players: 3, seats: [{}, {}, {}], path: ['villa_ricci'] })), { type: 'actHere', seat: 0 })).toBe(true);
    const trade = silent(loaded({ players: 3, seats: [{ specials: { trade: 1 }, goods: { silk: 1 } }, {}, {}], path: ['st-3-2'] }));
    expect(blocked(trade, { type: 'useTrade', seat: 0, give: { kind: 'good', good: 'silk' }, take: { kind: 'card', deck: 'message' } })).toBe(true);
    expect(blocked(trade, { type: 'useTrade', seat: 0, give: { kind: 'good', good: 'silk' }, take: { kind: 'good', good: 'rice' } })).toBe(false);
    const deal = run(loaded({ players: 3, seats: [{}, {}, {}], path: ['st-3-2'] }), { type: 'offer', seat: 1, offer: { target: 'st-4-2', kind: 'moveOnly', bidderPays: {}, traderPays: {}, promise: [] } }, { type: 'noOffer', seat: 2 });
    expect(blocked(deal, { type: 'accept', seat: 0, bidder: 1 })).toBe(true);
  });

  it('offers, free moves, a warehouse action, acquisition and Any start space may be taken back', () => {
    const s = loaded({ players: 3, seats: [{ specials: { anyStart: 1 } }, {}, {}] });
    expect(blocked(s, { type: 'anyStart', seat: 0, space: 'st-3-2' })).toBe(false);
    const w = loaded({ players: 3, seats: [{}, {}, {}], path: ['st-3-2'] });
    expect(blocked(w, { type: 'offer', seat: 1, offer: { target: 'park', kind: 'moveAndAct', bidderPays: { ducats: 5 }, traderPays: {}, promise: [] } })).toBe(false);
    expect(blocked(silent(w), { type: 'move', seat: 0, to: 'villa_colini' })).toBe(false);
    expect(blocked(silent(loaded({ players: 3, seats: [{}, {}, {}], path: ['spices'] })), { type: 'actHere', seat: 0 })).toBe(false);
    const acq = loaded({ players: 3, seats: [{ markers: 1 }, {}, {}], path: ['st-3-2'], phase: 'acquisition' });
    expect(blocked(acq, { type: 'acquire', seat: 0, street: 'st-3-2', buildings: ['park'] })).toBe(false);
  });

  it('every resting state of the machine names its chapter section; the record-based undo follows the meta', () => {
    const anchors = ['about', 'components', 'map', 'setup', 'round', 'round-track', 'turn', 'movement', 'actions', 'acquisition', 'buildings', 'cards', 'orders', 'messages', 'privileges', 'negotiation', 'negotiation-rules', 'game-end', 'scoring', 'two-players'];
    for (const v of RESTING_STATES) expect(anchors).toContain(genoa.metaOf(v).section);
    for (const v of Object.keys(genoa.machine.root.states)) {
      const m = genoa.metaOf(v);
      expect(anchors).toContain(m.section);
      expect(m.label.zh).toMatch(/\p{Script=Han}/u);
      expect(m.label.en.length).toBeGreaterThan(3);
    }
    const { record } = playGame(3, 4, 1);
    expect(record.moves[0]!.type).toBe('roll');
    expect(undoDepth(genoa, record, 0)).toEqual({ ok: false, why: 'blocked', since: { zh: '擲骰，交易塔放上起始格（市場起始檢查）', en: 'The dice rolled, the tower on its start space (market start check)' } });
    const next = playGame(3, 4, 2).record;
    expect(['offer', 'noOffer', 'wish']).toContain(next.moves[1]!.type);
    expect(undoDepth(genoa, next, next.moves[1]!.seat)).toEqual({ ok: true, depth: 1 });
  });
});

describe('determinism, replay, share links, saved games', () => {
  it('the same seed and moves give the same game; replay rebuilds it exactly', () => {
    const a = playGame(4, 11);
    const b = replay(genoa, a.record);
    expect(b.ok).toBe(true);
    if (b.ok) expect(JSON.stringify(b.state)).toBe(JSON.stringify(a.final));
    expect(genoa.isOver(a.final)).toBe(true);
    expect(JSON.stringify(playGame(4, 11).final)).toBe(JSON.stringify(a.final));
    expect(JSON.stringify(playGame(4, 12, 50).final.seats)).not.toBe(JSON.stringify(playGame(4, 11, 50).final.seats));
  });

  it('a share link and a saved game round-trip and replay', () => {
    const { record, final } = playGame(5, 3, 300, { twoPlayerItem: 'good' });
    const text = encodeRecord(record);
    expect(text).toMatch(/^1\.[A-Za-z0-9_-]+$/);
    const back = decodeRecord<GenoaOptions, GenoaMove>(text, 'genoa');
    expect(back.ok).toBe(true);
    if (!back.ok) return;
    expect(back.state).toEqual(record);
    const r = replay(genoa, back.state);
    expect(r.ok && JSON.stringify(r.state)).toBe(JSON.stringify(final));
    const saved = loadSaved(genoa, saveRecord(record));
    expect(saved.ok && JSON.stringify(saved.state.state)).toBe(JSON.stringify(final));
  });

  it('corrupt records, links and saves give bilingual errors and never throw', () => {
    const { record } = playGame(3, 8, 40);
    const bad: Rec = { ...record, moves: [...record.moves.slice(0, 5), { type: 'accept', seat: 1, bidder: 2 }, ...record.moves.slice(6)] };
    const r = replay(genoa, bad);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.en).toMatch(/^move 6 "accept" \(seat 2\) is not legal: /);
      expect(r.error.zh).toMatch(/^第 6 步「accept」/);
    }
    for (const broken of ['', '1.', '1.***', encodeRecord(record).slice(0, -9), '2.abc', 'x'])
      expect(decodeRecord(broken, 'genoa').ok).toBe(false);
    expect(decodeRecord(encodeRecord({ ...record, game: 'santiago' }), 'genoa').ok).toBe(false);
    for (const s of ['{', '{"format":"other"}', JSON.stringify({ format: 'living-rulebook/record', version: 1, record: { ...record, players: 9 } })]) {
      const l = loadSaved(genoa, s);
      expect(l.ok).toBe(false);
      if (!l.ok) expect(l.error.zh).toMatch(/\p{Script=Han}/u);
    }
    const bidding = loaded({ players: 3, seats: [{}, {}, {}], path: ['st-3-2'] });
    const trader = run(bidding, { type: 'noOffer', seat: 1 }, { type: 'noOffer', seat: 2 });
    const villa = run(loaded({ players: 3, seats: [{ hand: [0], goods: { salt: 1, wheat: 1, linen: 1 } }, {}, {}], path: ['villa_colini'] }), { type: 'noOffer', seat: 1 }, { type: 'noOffer', seat: 2 }, { type: 'actHere', seat: 0 });
    const acq = loaded({ players: 3, seats: [{ markers: 1 }, {}, {}], path: ['st-3-2'], phase: 'acquisition' });
    const weird: [GenoaState, unknown, string][] = [
      [bidding, { type: 'offer', seat: 1, offer: { target: { x: 1 } } }, 'genoa.deal.shape'],
      [bidding, { type: 'offer', seat: 1 }, 'genoa.deal.shape'],
      [bidding, { type: 'wish', seat: 1, target: 'park', bundle: 'lots' }, 'genoa.deal.shape'],
      [villa, { type: 'act', seat: 0, largeOrder: 'x' }, 'genoa.order.not-held'],
      [villa, { type: 'act', seat: 0, largeOrder: 0, special: 'gold' }, 'genoa.order.special'],
      [acq, { type: 'acquire', seat: 0, street: 5, buildings: 'park' }, 'genoa.acquire.street'],
      [acq, { type: 'acquire', seat: 0, street: 'st-3-2', buildings: 'park' }, 'genoa.acquire.count'],
      [trader, { type: 'move', seat: 0, to: null }, 'genoa.start.space'],
      [trader, { type: 'counter', seat: 0, offer: 7 }, 'genoa.deal.shape'],
      [trader, { type: 'accept', seat: 0, bidder: 'B' }, 'genoa.deal.no-offer'],
    ];
    for (const [state, m, rule] of weird) {
      const before = JSON.stringify(state);
      const p = genoa.play(state, m as never);
      expect(p.ok ? 'accepted' : p.violation.rule, JSON.stringify(m)).toBe(rule);
      expect(JSON.stringify(state)).toBe(before);
    }
  });
});

describe('load(): declarative positions', () => {
  const error = (position: unknown): string => {
    const r = genoa.load(position);
    if (r.ok) throw new Error('position accepted');
    expect(r.error.zh).toMatch(/\p{Script=Han}/u);
    return r.error.en;
  };

  it('fills in the supplies and decks so that every count is conserved', () => {
    const s = loaded({ players: 4, round: 3, trader: 2, seats: [{ goods: { silk: 2 }, hand: [0, 16] }, { specials: { trade: 2 }, markers: 3 }, {}, {}], owners: { park: 1 }, decks: { large: { top: [5], up: [6] } } });
    expect(s.goods.silk).toBe(3);
    expect(s.specials.trade).toBe(5);
    expect(s.markerSupply).toEqual([7, 3, 7, 7]);
    expect(s.decks.large.down[0]).toBe(5);
    expect(s.decks.large.up).toEqual([6]);
    expect(s.decks.large.down).toHaveLength(14);
    expect(s.turnInRound).toBe(2);
    expect(genoa.toAct(s)).toEqual([2]);
    const t = loaded({ players: 3, seats: [{}, {}, {}], path: ['st-3-2', 'park'], usedBuildings: ['park'], acted: [0, 1, 0], dealt: true });
    expect(t.phase).toBe('bidding');
    expect(t.dealt).toBe(true);
  });

  it('an inconsistent position is refused, naming what is wrong', () => {
    expect(error(null)).toBe('A position must be an object.');
    expect(error({ players: 6, seats: [] })).toBe('The Traders of Genoa takes 2 to 5 players, not 6.');
    expect(error({ players: 3, seats: [{}, {}] })).toBe('The position must list 3 seats.');
    expect(error({ players: 3, round: 11, seats: [{}, {}, {}] })).toBe('The round must be from 1 to 10.');
    expect(error({ players: 3, seats: [{ goods: { silk: 3 } }, { goods: { silk: 3 } }, {}] })).toBe('More than 5 silk.');
    expect(error({ players: 3, seats: [{ hand: [4] }, { hand: [4] }, {}] })).toBe('Game card 4 appears twice.');
    expect(error({ players: 3, seats: [{}, {}, {}], decks: { small: { top: [3] } } })).toBe('The small order deck holds a card of another kind: 3.');
    expect(error({ players: 3, seats: [{ markers: 6 }, {}, {}], owners: { park: 0, spices: 0 } })).toBe('Player A has more than 7 markers.');
    expect(error({ players: 3, seats: [{}, {}, {}], owners: { castle: 0 } })).toBe('There is no building castle.');
    expect(error({ players: 3, seats: [{}, {}, {}], path: ['st-3-2', 'spices'] })).toBe('Spices warehouse is not next to the space before it.');
    expect(error({ players: 3, seats: [{}, {}, {}], path: ['park', 'st-3-2', 'park'] })).toBe('The tower cannot enter a space twice.');
    expect(error({ players: 3, seats: [{}, {}, {}], rolls: [[9, 1]] })).toBe('Rolls are [blue, red], each from 1 to 8.');
    expect(error({ players: 3, seats: [{}, {}, {}], path: ['st-3-2'], phase: 'acquisition' })).toBe('Nobody can acquire a building from this path.');
    expect(error({ players: 3, seats: [{}, {}, {}], path: ['st-3-2', 'st-3-3', 'st-2-3', 'st-2-4', 'st-2-5'] })).toBe('Nothing is left for the tower to do on this path.');
    expect(error({ players: 3, seats: [{}, {}, {}], options: { colour: 'red' } })).toBe('Unknown option "colour".');
    expect(error({ players: 3, seats: [{}, {}, {}], rounds: 3 })).toBe('The position has an unknown field "rounds".');
    expect(error({ players: 3, seats: [{ money: 5 }, {}, {}] })).toBe('Player A\'s data has an unknown field "money".');
    expect(error({ players: 3, seats: [{ goods: 'silk' }, {}, {}] })).toBe("Player A's goods and special cards map a kind to a number.");
    expect(error({ players: 3, seats: [{}, {}, {}], decks: { orders: {} } })).toBe('The decks are large, small, message and privilege.');
    expect(error({ players: 3, seats: [{}, {}, {}], decks: { large: { top: 5 } } })).toBe('The large order deck\'s "top" and "up" are lists of card ids.');
    expect(error({ players: 3, seats: [{}, {}, {}], owners: [1] })).toBe('Owners map a building to a seat.');
  });
});
