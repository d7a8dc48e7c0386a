import { describe, expect, it } from 'vitest';
import { genoa } from './game';
import { loaded, refused, refusal, run } from './testing';
import type { GenoaMove, GenoaState } from './types';
import { logText } from './log';

const three = (extra: Partial<Parameters<typeof loaded>[0]> = {}) => loaded({ players: 3, seats: [{}, {}, {}], ...extra });

/** Everyone still to speak in the window says "no offer". */
export function silence(s: GenoaState): GenoaState {
  let out = s;
  while (out.phase === 'bidding') out = run(out, { type: 'noOffer', seat: out.order[0]! });
  return out;
}

describe('the start space (§4.2, §13)', () => {
  it('the dice give the square: blue the column, red the row; the tower stands on that space', () => {
    const s = run(three({ rolls: [[3, 2]] }), { type: 'roll', seat: 0 });
    expect(s.dice).toEqual([3, 2]);
    expect(s.path).toEqual(['st-3-2']);
    expect(logText(s).some((l) => l.en === 'Player A rolls blue 3, red 2: the tower starts at the street 3-2.')).toBe(true);
    // a bidding window opens, clockwise from the trader's left
    expect(s.phase).toBe('bidding');
    expect(s.order).toEqual([1, 2]);
    expect(genoa.toAct(s)).toEqual([1]);
  });

  it('a multi-square building is one space whichever square the dice name', () => {
    expect(run(three({ rolls: [[1, 1]] }), { type: 'roll', seat: 0 }).path).toEqual(['villa_colini']);
    expect(run(three({ rolls: [[2, 2]] }), { type: 'roll', seat: 0 }).path).toEqual(['villa_colini']);
    expect(run(three({ rolls: [[8, 8]] }), { type: 'roll', seat: 0 }).path).toEqual(['villa_monetti']);
  });

  it('seeded dice when no roll is scripted: two numbers 1–8, the same for the same seed', () => {
    const a = run(loaded({ players: 3, seed: 5, seats: [{}, {}, {}] }), { type: 'roll', seat: 0 });
    const b = run(loaded({ players: 3, seed: 5, seats: [{}, {}, {}] }), { type: 'roll', seat: 0 });
    expect(a.dice).toEqual(b.dice);
    for (const d of a.dice!) expect(d >= 1 && d <= 8).toBe(true);
  });

  it('Any start space puts the tower on any space instead of rolling; the card goes back to its stack', () => {
    const s = three({ seats: [{ specials: { anyStart: 1 } }, {}, {}] });
    const t = run(s, { type: 'anyStart', seat: 0, space: 'spices' });
    expect(t.path).toEqual(['spices']);
    expect(t.dice).toBeNull();
    expect(t.seats[0]!.specials.anyStart).toBe(0);
    expect(t.specials.anyStart).toBe(5);
    expect(refusal(three(), { type: 'anyStart', seat: 0, space: 'spices' })).toBe('genoa.card.none');
    expect(refusal(s, { type: 'anyStart', seat: 0, space: 'nowhere' })).toBe('genoa.start.space');
    expect(refusal(s, { type: 'roll', seat: 1 })).toBe('genoa.turn.order');
  });
});

describe('the round track and the market start (§4.3)', () => {
  it('the first trader of a round starting on the market moves the round marker at once', () => {
    const s = run(three({ rolls: [[4, 4]] }), { type: 'roll', seat: 0 });
    expect(s.path).toEqual(['market']);
    expect(s.round).toBe(2);
    expect(logText(s).some((l) => l.en.startsWith("The round's first trader starts on the market: the round marker moves on at once, to 2"))).toBe(true);
    // by the card too
    const c = run(three({ seats: [{ specials: { anyStart: 1 } }, {}, {}] }), { type: 'anyStart', seat: 0, space: 'market' });
    expect(c.round).toBe(2);
  });

  it('a later trader of the round on the market: no effect', () => {
    const s = run(three({ trader: 1, rolls: [[5, 5]] }), { type: 'roll', seat: 1 });
    expect(s.path).toEqual(['market']);
    expect(s.round).toBe(1);
  });

  it('in the last round a market start has no effect; a market start into the last round makes it the last', () => {
    const last = run(three({ round: 10, rolls: [[4, 5]] }), { type: 'roll', seat: 0 });
    expect(last.round).toBe(10);
    expect(logText(last).some((l) => l.en.startsWith('A market start in the last round'))).toBe(true);
    const into = run(three({ round: 9, rolls: [[4, 5]] }), { type: 'roll', seat: 0 });
    expect(into.round).toBe(10);
    expect(logText(into).some((l) => l.en.endsWith('to 10; this round is the last.'))).toBe(true);
  });

  it('the tower passes left; the last trader of a round moves the marker; the game ends after the last round', () => {
    const endTurn = (s: GenoaState): GenoaState => run(silence(run(s, { type: 'roll', seat: s.trader })), { type: 'stop', seat: s.trader });
    let s = loaded({ players: 3, seats: [{}, {}, {}], options: { rounds: { 3: 2 } }, rolls: [[3, 2], [3, 2], [3, 2], [3, 2], [3, 2], [3, 2]] });
    const traders: [number, number][] = [];
    while (s.phase === 'start') {
      traders.push([s.round, s.trader]);
      s = endTurn(s);
    }
    expect(traders).toEqual([
      [1, 0],
      [1, 1],
      [1, 2],
      [2, 0],
      [2, 1],
      [2, 2],
    ]);
    expect(s.phase).toBe('gameOver');
    expect(genoa.isOver(s)).toBe(true);
    expect(genoa.toAct(s)).toEqual([]);
    expect(genoa.result(s)!.seats.map((x) => x.total)).toEqual([130, 130, 130]);
  });

  it('a market start shortens the game by a round', () => {
    let s = loaded({ players: 2, seats: [{}, {}], options: { rounds: { 2: 3 } }, rolls: [[4, 4], [3, 2], [3, 2], [3, 2]] });
    let turns = 0;
    while (s.phase === 'start') {
      s = run(silence(run(s, { type: 'roll', seat: s.trader })), { type: 'stop', seat: s.trader });
      turns++;
    }
    // 3 rounds of 2 turns, but the market start in round 1 moves the marker to 2 at once: 4 turns in all
    expect(turns).toBe(4);
  });
});

describe('movement (§5.1)', () => {
  const at = (path: string[], extra: Partial<Parameters<typeof loaded>[0]> = {}) => silence(three({ path: path as never, ...extra }));

  it('one orthogonal step at a time, a disc left on each space, up to four steps', () => {
    let s = at(['st-3-2']);
    expect(s.phase).toBe('trader');
    s = run(s, { type: 'move', seat: 0, to: 'st-4-2' });
    expect(s.path).toEqual(['st-3-2', 'st-4-2']);
    s = silence(s);
    s = run(s, { type: 'move', seat: 0, to: 'st-5-2' });
    s = silence(s);
    s = run(s, { type: 'move', seat: 0, to: 'coach_house' });
    s = silence(s);
    expect(refusal(s, { type: 'move', seat: 0, to: 'metals' })).toBe('genoa.move.adjacent');
    s = run(s, { type: 'move', seat: 0, to: 'villa_ricci' });
    expect(s.path).toEqual(['st-3-2', 'st-4-2', 'st-5-2', 'coach_house', 'villa_ricci']);
    s = silence(s);
    // four steps made: the tower may not move again
    expect(refusal(s, { type: 'move', seat: 0, to: 'spices' })).toBe('genoa.move.steps');
  });

  it('never into a space already visited this turn', () => {
    const s = at(['st-3-2', 'st-4-2']);
    const v = refused(s, { type: 'move', seat: 0, to: 'st-3-2' });
    expect(v).toMatchObject({ rule: 'genoa.move.visited', section: 'movement' });
    expect(v.message.en).toBe('the street 3-2 already holds a disc this turn: the tower cannot enter it again.');
  });

  it('the market is one space; moving on needs no bid; the trader may stop at once', () => {
    const s = at(['market']);
    expect(run(s, { type: 'move', seat: 0, to: 'guild_hall' }).path).toEqual(['market', 'guild_hall']);
    const stopped = run(s, { type: 'stop', seat: 0 });
    expect(stopped.trader).toBe(1);
    expect(stopped.phase).toBe('start');
  });

  it('the tower stops by itself when nothing is left to decide (4 steps made, nobody can act here)', () => {
    // the fourth step onto a street: no step left, no action there, no card to play: the turn ends
    const s = run(at(['st-3-2', 'st-3-3', 'st-2-3', 'st-2-4']), { type: 'move', seat: 0, to: 'st-2-5' });
    expect(s.phase).toBe('start');
    expect(s.trader).toBe(1);
  });
});

describe('messages (§8.1)', () => {
  it('paid after the step that puts a disc on the second building: 30 ducats to whoever holds it, even a non-trader', () => {
    // message 32 = Park – Guild Hall, held by B; message 44 = Guild Hall – Cathedral, held by C
    let s = silence(three({ seats: [{}, { hand: [32] }, { hand: [44] }], path: ['park'] }));
    s = run(s, { type: 'move', seat: 0, to: 'st-4-2' });
    expect(s.seats[1]!.ducats).toBe(130);
    s = silence(s);
    s = run(s, { type: 'move', seat: 0, to: 'guild_hall' });
    expect(s.seats.map((x) => x.ducats)).toEqual([130, 160, 130]);
    expect(s.seats[1]!.hand).toEqual([]);
    expect(s.decks.message.up).toEqual([32]);
    expect(logText(s).some((l) => l.en === 'Both buildings of the message Park – Guild Hall hold a disc: Player B plays it for 30 ducats.')).toBe(true);
    expect(s.seats[2]!.hand).toEqual([44]);
  });

  it('several at once, duplicates included; nobody needs to act at either building', () => {
    let s = silence(three({ seats: [{ hand: [44] }, {}, {}], path: ['guild_hall'] }));
    s = run(s, { type: 'move', seat: 0, to: 'market' });
    s = silence(s);
    s = run(s, { type: 'move', seat: 0, to: 'cathedral' });
    expect(s.seats[0]!.ducats).toBe(160);
    expect(s.usedBuildings).toEqual([]);
  });
});

describe('owner income (§5.3)', () => {
  it('10 ducats to the owner when another seat takes the action; none when the owner acts; also from an empty supply', () => {
    const base = { seats: [{}, {}, {}], owners: { spices: 1 }, path: ['spices'] } as const;
    // the trader acts at B's warehouse: B gets 10
    const a = run(silence(three(base as never)), { type: 'actHere', seat: 0 });
    expect(a.seats.map((x) => x.ducats)).toEqual([130, 140, 130]);
    expect(a.seats[0]!.goods).toMatchObject({ salt: 1, pepper: 1 });
    expect(logText(a).some((l) => l.en === 'Player B owns the Spices warehouse and takes 10 ducats from the bank.')).toBe(true);
    // B is the trader and acts at his own building: nothing
    const b = run(silence(three({ ...base, trader: 1 } as never)), { type: 'actHere', seat: 1 });
    expect(b.seats.map((x) => x.ducats)).toEqual([130, 130, 130]);
    // the supply is empty: the owner is still paid (the action was taken)
    const empty = loaded({ players: 3, seats: [{}, { goods: { salt: 5 } }, { goods: { pepper: 5 } }], owners: { spices: 1 }, path: ['spices'] });
    const c = run(silence(empty), { type: 'actHere', seat: 0 });
    expect(c.seats[0]!.goods).toMatchObject({ salt: 0, pepper: 0 });
    expect(c.seats.map((x) => x.ducats)).toEqual([130, 140, 130]);
    expect(logText(c).some((l) => l.en === 'Those goods are gone: Player A gets nothing (the action still counts).')).toBe(true);
  });
});

describe('actions: one per seat, one per building (§5.2)', () => {
  it('a building yields one action per turn; the trader has one action', () => {
    let s = silence(three({ path: ['spices'] }));
    s = run(s, { type: 'actHere', seat: 0 });
    s = silence(s);
    expect(refusal(s, { type: 'actHere', seat: 0 })).toBe('genoa.action.used');
    s = run(s, { type: 'move', seat: 0, to: 'restaurant' });
    s = silence(s);
    const v = refused(s, { type: 'actHere', seat: 0 });
    expect(v.rule).toBe('genoa.action.spent');
    expect(v.section).toBe('actions');
    expect(refusal(silence(three({ path: ['st-3-2'] })), { type: 'actHere', seat: 0 })).toBe('genoa.deal.street-no-action');
  });

  it('unknown moves, wrong seats, wrong phases and a finished game are refused with their rule', () => {
    const s = three();
    expect(refusal(s, { type: 'fly', seat: 0 })).toBe('genoa.move.shape');
    expect(refusal(s, null)).toBe('genoa.move.shape');
    expect(refusal(s, { type: 'roll', seat: 9 })).toBe('genoa.move.seat');
    expect(refusal(s, { type: 'stop', seat: 0 })).toBe('genoa.phase.move');
    const v = refused(s, { type: 'roll', seat: 2 });
    expect(v.message).toEqual({ zh: '現在輪到玩家 A，不是玩家 C。', en: "It is Player A's turn, not Player C's." });
  });
});

export const moves = (s: GenoaState): GenoaMove[] => genoa.legalMoves(s);
