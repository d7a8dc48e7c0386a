import { describe, expect, it } from 'vitest';
import { santiago } from '../../../engine/santiago/game';
import type { SantiagoMove, SantiagoState } from '../../../engine/santiago/types';
import { boardKinds, buttonMoves, intentToMove, parseAmount, plantableTiles, sameMove, targetsOf } from './intents';

function fresh(): SantiagoState {
  const s = santiago.setup({ players: 3, seed: 5, options: { spring: 'setup', springAt: { x: 2, y: 1 } } });
  if (!s.ok) throw new Error(s.error.en);
  return s.state;
}
function playAll(state: SantiagoState, moves: SantiagoMove[]): SantiagoState {
  for (const m of moves) {
    const r = santiago.play(state, m);
    if (!r.ok) throw new Error(`${m.type}: ${r.violation.message.en}`);
    state = r.state;
  }
  return state;
}
/** Bidding: everybody passes, so phase 3 starts. */
function toPlanting(): SantiagoState {
  let s = fresh();
  while (s.phase === 'bidding') s = playAll(s, [{ type: 'pass', seat: santiago.toAct(s)[0]! }]);
  return s;
}

describe('intents become moves', () => {
  it('a plot in phase 3 needs a tile first, then plants it there', () => {
    const s = toPlanting();
    expect(s.phase).toBe('planting');
    const seat = santiago.toAct(s)[0]!;
    const none = intentToMove(s, seat, { kind: 'plot', at: { c: 3, r: 2 } }, { tile: null, amount: 1 });
    expect('need' in none).toBe(true);
    const tile = s.revealed[1]!.id;
    expect(intentToMove(s, seat, { kind: 'plot', at: { c: 3, r: 2 } }, { tile, amount: 1 })).toEqual({
      move: { type: 'plant', seat, tile, at: { c: 3, r: 2 } },
    });
    // a segment in phase 3 is not a move
    expect('need' in intentToMove(s, seat, { kind: 'segment', segment: { dir: 'H', x: 0, y: 0 } }, { tile, amount: 1 })).toBe(true);
  });

  it('in phase 4 a free segment is a proposal, a proposed one a support; the overseer accepts or refuses', () => {
    let s = toPlanting();
    while (s.phase === 'planting' || s.phase === 'neutralTile') {
      const m = santiago.legalMoves(s)[0]!;
      s = playAll(s, [m]);
    }
    expect(s.phase).toBe('proposals');
    const first = santiago.toAct(s)[0]!;
    const seg = { dir: 'H' as const, x: 2, y: 1 };
    const propose = intentToMove(s, first, { kind: 'segment', segment: seg }, { tile: null, amount: 2 });
    expect(propose).toEqual({ move: { type: 'propose', seat: first, segment: seg, amount: 2 } });
    s = playAll(s, [(propose as { move: SantiagoMove }).move]);
    expect(s.proposals).toHaveLength(1);
    const second = santiago.toAct(s)[0]!;
    const support = intentToMove(s, second, { kind: 'segment', segment: seg }, { tile: null, amount: 1 });
    expect(support).toEqual({ move: { type: 'support', seat: second, proposal: 0, amount: 1 } });
    s = playAll(s, [(support as { move: SantiagoMove }).move]);
    expect(s.phase).toBe('overseerDecision');
    const overseer = santiago.toAct(s)[0]!;
    expect(intentToMove(s, overseer, { kind: 'segment', segment: seg }, { tile: null, amount: 1 })).toEqual({
      move: { type: 'accept', seat: overseer, proposal: 0 },
    });
    const other = { dir: 'V' as const, x: 2, y: 1 };
    expect(intentToMove(s, overseer, { kind: 'segment', segment: other }, { tile: null, amount: 1 })).toEqual({
      move: { type: 'refuse', seat: overseer, segment: other },
    });
    // the board marks come from the legal moves: the proposal's segment is a target
    const t = targetsOf(s, santiago.legalMoves(s), null);
    expect(t.segments).toContainEqual(seg);
    expect(t.plots).toEqual([]);
  });

  it('targets and buttons are read off the legal moves', () => {
    const s = toPlanting();
    const legal = santiago.legalMoves(s);
    const tile = s.revealed[0]!.id;
    const t = targetsOf(s, legal, tile);
    expect(t.plots).toHaveLength(48);
    expect(t.segments).toEqual([]);
    expect(plantableTiles(legal)).toEqual(new Set(s.revealed.map((x) => x.id)));
    expect(buttonMoves(legal)).toEqual([]);
    const bidding = fresh();
    expect(buttonMoves(santiago.legalMoves(bidding)).map((m) => m.type)).toEqual(['pass']);
  });

  it('compares moves whatever their key order', () => {
    expect(sameMove({ type: 'bid', seat: 1, amount: 3 }, { amount: 3, seat: 1, type: 'bid' } as SantiagoMove)).toBe(true);
    expect(sameMove({ type: 'bid', seat: 1, amount: 3 }, { type: 'bid', seat: 1, amount: 4 })).toBe(false);
    expect(
      sameMove(
        { type: 'plant', seat: 0, tile: 4, at: { c: 1, r: 2 } },
        { type: 'plant', seat: 0, tile: 4, at: { r: 2, c: 1 } } as SantiagoMove,
      ),
    ).toBe(true);
  });
});

describe('amounts and board places', () => {
  it('an amount is a whole number typed, else nothing', () => {
    expect(['', ' ', '0', '3', ' 12 ', '1.5', '-2', 'abc', '1e3', '0012'].map(parseAmount)).toEqual([null, null, 0, 3, 12, null, null, null, null, 12]);
  });
  it('each phase chooses one kind of board place, or none', () => {
    expect(boardKinds('placeSpring')).toEqual(['point']);
    expect(boardKinds('planting')).toEqual(['plot']);
    expect(boardKinds('neutralTile')).toEqual(['plot']);
    expect(boardKinds('proposals')).toEqual(['segment']);
    expect(boardKinds('overseerDecision')).toEqual(['segment']);
    expect(boardKinds('bidding')).toEqual([]);
  });
  it('a canal place with no bribe typed is not yet a move', () => {
    let s = toPlanting();
    // plant every tile and place the leftover, as the engine's first legal moves, up to the proposals
    while (s.phase !== 'proposals') s = playAll(s, [santiago.legalMoves(s)[0]!]);
    const seat = santiago.toAct(s)[0]!;
    const seg = { dir: 'H' as const, x: 1, y: 1 };
    const r = intentToMove(s, seat, { kind: 'segment', segment: seg }, { tile: null, amount: null });
    expect('need' in r && r.need.en).toBe('Type the bribe first, then choose the canal place.');
    expect(intentToMove(s, seat, { kind: 'segment', segment: seg }, { tile: null, amount: 0 })).toEqual({ move: { type: 'propose', seat, segment: seg, amount: 0 } });
  });
});
