import { describe, expect, it } from 'vitest';
import { genoa } from './game';
import type { GenoaPosition } from './load';
import { privilegeGroups, scoreGame } from './rules';
import { loaded, refused, refusal, run } from './testing';
import type { GenoaState } from './types';
import { logText } from './log';

function silence(s: GenoaState): GenoaState {
  let out = s;
  while (out.phase === 'bidding') out = run(out, { type: 'noOffer', seat: out.order[0]! });
  return out;
}

describe('acquisition (§7)', () => {
  // the tower went st-3-2 → st-4-2 → guild_hall: two street discs; st-3-2 touches Park and Villa Colini, st-4-2 Guild Hall and Park
  const pos = (extra: Partial<GenoaPosition> = {}): GenoaState =>
    loaded({ players: 3, trader: 1, seats: [{ markers: 3 }, { markers: 2 }, { markers: 1 }], path: ['st-3-2', 'st-4-2', 'guild_hall'], phase: 'acquisition', ...extra } as GenoaPosition);

  it('clockwise from the trader, one street disc each, 1 or 2 markers on buildings it touches', () => {
    let s = pos();
    expect(s.phase).toBe('acquisition');
    expect(s.order).toEqual([1, 2, 0]);
    expect(genoa.meta(s).section).toBe('acquisition');
    s = run(s, { type: 'acquire', seat: 1, street: 'st-3-2', buildings: ['park', 'villa_colini'] });
    expect(s.owners).toEqual({ park: 1, villa_colini: 1 });
    expect(s.seats[1]!.markers).toBe(0);
    expect(s.takenStreets).toEqual(['st-3-2']);
    // that disc is gone for the others
    expect(refusal(s, { type: 'acquire', seat: 2, street: 'st-3-2', buildings: ['park'] })).toBe('genoa.acquire.street');
    s = run(s, { type: 'acquire', seat: 2, street: 'st-4-2', buildings: ['guild_hall'] });
    expect(s.owners).toEqual({ park: 1, villa_colini: 1, guild_hall: 2 });
    // no street disc left: A has no turn; the tower passes to C
    expect(s.phase).toBe('start');
    expect(s.trader).toBe(2);
    expect(logText(s).some((l) => l.en === 'Player C takes the disc from the street 4-2 and puts a marker on the Guild Hall.')).toBe(true);
  });

  it('taking over another player\'s building costs a marker more; both go back to the supply', () => {
    let s = pos({ owners: { park: 2 }, seats: [{ markers: 3 }, { markers: 2 }, { markers: 1 }] } as Partial<GenoaPosition>);
    expect(s.markerSupply).toEqual([4, 5, 5]);
    expect(refusal(s, { type: 'acquire', seat: 1, street: 'st-3-2', buildings: ['park', 'villa_colini'] })).toBe('genoa.acquire.markers');
    const v = refused(s, { type: 'acquire', seat: 1, street: 'st-3-2', buildings: ['park', 'villa_colini'] });
    expect(v.message.en).toBe("That takes 3 markers (taking over another player's building costs one more); you have 2.");
    s = run(s, { type: 'acquire', seat: 1, street: 'st-3-2', buildings: ['park'] });
    expect(s.owners).toEqual({ park: 1 });
    expect(s.seats[1]!.markers).toBe(0);
    expect(s.markerSupply).toEqual([4, 6, 6]);
    expect(logText(s).at(-1)!.en).toBe('Player B takes the disc from the street 3-2 and puts a marker on the Park (taking over the Park for one marker more).');
  });

  it('not on one\'s own building, only next to the street, one or two distinct buildings; a seat may pass', () => {
    const s = pos({ owners: { park: 1 } } as Partial<GenoaPosition>);
    expect(refusal(s, { type: 'acquire', seat: 1, street: 'st-3-2', buildings: ['park'] })).toBe('genoa.acquire.own');
    expect(refusal(s, { type: 'acquire', seat: 1, street: 'st-3-2', buildings: ['guild_hall'] })).toBe('genoa.acquire.touch');
    expect(refusal(s, { type: 'acquire', seat: 1, street: 'st-3-2', buildings: [] })).toBe('genoa.acquire.count');
    expect(refusal(s, { type: 'acquire', seat: 1, street: 'st-3-2', buildings: ['villa_colini', 'villa_colini'] })).toBe('genoa.acquire.count');
    expect(refusal(s, { type: 'acquire', seat: 1, street: 'guild_hall', buildings: ['market'] })).toBe('genoa.acquire.street');
    expect(genoa.legalMoves(s)).toEqual([
      { type: 'acquire', seat: 1, street: 'st-3-2', buildings: ['villa_colini'] },
      { type: 'acquire', seat: 1, street: 'st-4-2', buildings: ['guild_hall'] },
      { type: 'pass', seat: 1 },
    ]);
    const p = run(s, { type: 'pass', seat: 1 });
    expect(genoa.toAct(p)).toEqual([2]);
  });

  it('a seat with no marker in front of it takes no part; a path without street discs skips acquisition', () => {
    const s = pos({ seats: [{ markers: 0 }, { markers: 1 }, { markers: 0 }] } as Partial<GenoaPosition>);
    const t = run(s, { type: 'pass', seat: 1 });
    expect(t.phase).toBe('start');
    const buildingsOnly = silence(loaded({ players: 3, seats: [{ markers: 2 }, { markers: 2 }, { markers: 2 }], path: ['villa_colini', 'park'] }));
    const u = run(buildingsOnly, { type: 'stop', seat: 0 });
    expect(u.phase).toBe('start');
    expect(u.trader).toBe(1);
  });

  it('a street reached through a deal counts like any other', () => {
    let s = run(loaded({ players: 3, seats: [{}, { markers: 1 }, {}], path: ['park'] }), { type: 'offer', seat: 1, offer: { target: 'st-4-2', kind: 'moveOnly', bidderPays: { ducats: 5 }, traderPays: {}, promise: [] } }, { type: 'noOffer', seat: 2 });
    s = run(s, { type: 'accept', seat: 0, bidder: 1 });
    s = run(silence(s), { type: 'stop', seat: 0 });
    expect(s.phase).toBe('acquisition');
    s = run(s, { type: 'acquire', seat: 1, street: 'st-4-2', buildings: ['guild_hall'] });
    expect(s.owners).toEqual({ guild_hall: 1 });
  });
});

describe('final scoring (§9)', () => {
  it('ducats + 10 per marker on a building + each group of adjacent privileges; breakdown in both languages', () => {
    // A: Colini, Park, Coach House adjacent (3 → 60) and the Grains warehouse alone (1 → 10); 2 buildings owned
    // B: Harbor, Palace, Villa Zasteri, Fabrics warehouse, Tavern (5 → 150)
    const s = loaded({
      players: 3,
      seats: [{ ducats: 200, hand: [46, 47, 48, 52, 0] }, { ducats: 120, hand: [54, 55, 56, 57, 58] }, { ducats: 330 }],
      owners: { park: 0, guild_hall: 0, harbor: 1 },
    });
    expect(privilegeGroups([46, 47, 48, 52, 0]).map((g) => g.length)).toEqual([3, 1]);
    const r = scoreGame(s);
    expect(r.seats.map((x) => x.total)).toEqual([200 + 20 + 60 + 10, 120 + 10 + 150, 330]);
    expect(r.winners).toEqual([2]);
    expect(r.seats[0]!.breakdown).toEqual([
      { label: { zh: '手上的錢', en: 'ducats in hand' }, points: 200 },
      { label: { zh: '2 棟建築上的所有人指示物，每個 10 元', en: '2 ownership markers on buildings, 10 each' }, points: 20 },
      { label: { zh: '3 張相鄰的特權（Colini 別墅、公園、馬車行）', en: '3 adjacent privileges (Villa Colini, Park, Coach House)' }, points: 60 },
      { label: { zh: '1 張相鄰的特權（穀物倉庫）', en: 'a lone privilege (Grains warehouse)' }, points: 10 },
    ]);
    for (const seat of r.seats) expect(seat.breakdown.reduce((t, l) => t + l.points, 0)).toBe(seat.total);
  });

  it('a tie goes to the most items (goods, special cards, game cards); still tied, the win is shared', () => {
    const tie = loaded({ players: 3, seats: [{ ducats: 150, goods: { silk: 2 } }, { ducats: 150, hand: [0], specials: { trade: 2 } }, { ducats: 100 }] });
    expect(scoreGame(tie).winners).toEqual([1]);
    const shared = loaded({ players: 3, seats: [{ ducats: 150, goods: { silk: 2 } }, { ducats: 150, specials: { trade: 1 }, hand: [1] }, { ducats: 100, markers: 5 }] });
    expect(scoreGame(shared).winners).toEqual([0, 1]);
  });

  it('at the end of the last round the game is scored and over; the result is kept in the state', () => {
    let s = loaded({ players: 2, round: 12, trader: 1, seats: [{ ducats: 100, hand: [46, 47] }, { ducats: 90 }], owners: { spices: 1 }, rolls: [[3, 2]] });
    s = run(s, { type: 'roll', seat: 1 });
    s = run(silence(s), { type: 'stop', seat: 1 });
    expect(s.phase).toBe('gameOver');
    const r = genoa.result(s)!;
    expect(r).toEqual(s.result);
    expect(r.seats.map((x) => x.total)).toEqual([130, 100]);
    expect(r.winners).toEqual([0]);
    expect(logText(s).at(-1)).toEqual({ zh: '遊戲結束：玩家 A 獲勝。', en: 'Game over: Player A wins.' });
    expect(genoa.meta(s)).toMatchObject({ section: 'game-end', undo: 'blocked' });
    expect(refusal(s, { type: 'roll', seat: 0 })).toBe('genoa.game.over');
  });
});
