import { describe, expect, it } from 'vitest';
import { newRecord, withMove } from '../../../engine/core/record';
import { encodeRecord } from '../../../engine/core/record-codec';
import { santiago } from '../../../engine/santiago/game';
import type { SantiagoMove, SantiagoOptions, SantiagoState } from '../../../engine/santiago/types';
import { exampleAnchor, parseExampleLink, stepFor } from './deeplink';
import { handoffNeeded, viewerOf } from './handoff';
import { replayTable, restoreTable, serializeTable, type TableData } from './table';
import { lastHuman, tableUndo } from './undo';

describe('example deep links', () => {
  it('reads the hash form, ids with hyphens included', () => {
    expect(parseExampleLink('#ex-bidding-dabec-3', '')).toEqual({ id: 'bidding-dabec', step: 3 });
    expect(parseExampleLink('#ex-final-scoring-24-14-2', '')).toEqual({ id: 'final-scoring-24-14', step: 2 });
    expect(parseExampleLink('#ex-field-20-0', '')).toEqual({ id: 'field-20', step: 0 });
  });
  it('reads the query form, step defaulting to 0', () => {
    expect(parseExampleLink('', '?example=bribe-refused&step=4')).toEqual({ id: 'bribe-refused', step: 4 });
    expect(parseExampleLink('', '?example=bribe-refused')).toEqual({ id: 'bribe-refused', step: 0 });
    expect(parseExampleLink('#free-play-table', '?mode=en&example=palm-drought&step=1')).toEqual({ id: 'palm-drought', step: 1 });
  });
  it('ignores anything else', () => {
    expect(parseExampleLink('#phase-1-bidding', '')).toBeNull();
    expect(parseExampleLink('#ex-bidding-dabec', '')).toBeNull();
    expect(parseExampleLink('', '?example=Bad Id&step=1')).toBeNull();
    expect(parseExampleLink('', '?example=ok&step=-1')).toBeNull();
  });
  it('clamps the step to the example and ignores other examples', () => {
    const link = { id: 'bidding-dabec', step: 9 };
    expect(stepFor(link, 'bidding-dabec', 5)).toBe(5);
    expect(stepFor({ id: 'bidding-dabec', step: 2 }, 'bidding-dabec', 5)).toBe(2);
    expect(stepFor(link, 'field-20', 5)).toBeNull();
    expect(exampleAnchor('field-20', 3)).toBe('ex-field-20-3');
    expect(parseExampleLink(`#${exampleAnchor('field-20', 3)}`, '')).toEqual({ id: 'field-20', step: 3 });
  });
});

describe('pass the device', () => {
  it('is needed only between two or more human seats, when the next one differs from the last', () => {
    expect(handoffNeeded(['human', 'human', 'strong'], 1, 0)).toBe(true);
    expect(handoffNeeded(['human', 'human', 'strong'], 1, 1)).toBe(false);
    expect(handoffNeeded(['human', 'human', 'strong'], 0, null)).toBe(true);
    expect(handoffNeeded(['human', 'human', 'strong'], 2, 0)).toBe(false);
    expect(handoffNeeded(['human', 'easy', 'strong'], 0, null)).toBe(false);
    expect(handoffNeeded(['easy', 'easy', 'strong'], 0, null)).toBe(false);
    expect(handoffNeeded(['human', 'human', 'human'], undefined, 0)).toBe(false);
  });
  it('shows money for the right eyes', () => {
    expect(viewerOf(['human', 'strong', 'easy'], null, false)).toEqual({ seat: 0 });
    expect(viewerOf(['strong', 'strong', 'easy'], null, false)).toBe('all');
    expect(viewerOf(['human', 'human', 'easy'], null, false)).toBe('none');
    expect(viewerOf(['human', 'human', 'easy'], 1, false)).toEqual({ seat: 1 });
    expect(viewerOf(['human', 'human', 'easy'], 2, false)).toBe('none');
    expect(viewerOf(['human', 'human', 'easy'], 1, true)).toBe('all');
  });
});

type Data = TableData<SantiagoOptions, SantiagoMove>;
const noExample = () => null;

function gameWith(n: number): { data: Data; state: SantiagoState } {
  let record = newRecord<SantiagoOptions, SantiagoMove>('santiago', { players: 4, seed: 11 });
  const start = santiago.setup(record);
  if (!start.ok) throw new Error(start.error.en);
  let state = start.state;
  for (let i = 0; i < n; i++) {
    const move = santiago.legalMoves(state)[0]!;
    const r = santiago.play(state, move);
    if (!r.ok) throw new Error(r.violation.message.en);
    state = r.state;
    record = withMove(record, move);
  }
  return { data: { start: { kind: 'record', record }, seats: ['human', 'strong', 'easy', 'human'], lastSeen: 3 }, state };
}

describe('table save and restore', () => {
  it('restores the same position, seats and hand-over state', () => {
    const { data, state } = gameWith(9);
    const r = restoreTable(santiago, serializeTable(data), noExample);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.state.data.seats).toEqual(['human', 'strong', 'easy', 'human']);
    expect(r.state.data.lastSeen).toBe(3);
    expect(r.state.state).toEqual(state);
    expect(r.state.state.phase).toBe(state.phase);
    expect(r.state.state.money).toEqual(state.money);
  });
  it('refuses damaged saves with a message in both languages', () => {
    const { data } = gameWith(3);
    const good = JSON.parse(serializeTable(data));
    const cases = [
      'not json',
      JSON.stringify({ ...good, format: 'other' }),
      JSON.stringify({ ...good, seats: ['human', 'robot', 'easy', 'human'] }),
      JSON.stringify({ ...good, seats: ['human', 'easy'] }),
      JSON.stringify({ ...good, lastSeen: 7 }),
      JSON.stringify({ ...good, start: { kind: 'record', saved: '{"format":"living-rulebook/record","version":1}' } }),
      JSON.stringify({ ...good, start: { kind: 'record', saved: good.start.saved.replace('"type":"pass"', '"type":"placeSpring"') } }),
    ];
    for (const text of cases) {
      const r = restoreTable(santiago, text, noExample);
      expect(r.ok, text.slice(0, 60)).toBe(false);
      if (!r.ok) {
        expect(r.error.zh.length).toBeGreaterThan(5);
        expect(r.error.en).toMatch(/damaged/);
      }
    }
  });
  it('replays a table taken over from an example position', () => {
    const { state } = gameWith(4);
    const move = santiago.legalMoves(state)[0]!;
    const after = santiago.play(state, move);
    if (!after.ok) throw new Error('illegal');
    const resolver = (id: string, step: number) => (id === 'x' && step === 2 ? state : null);
    const r = replayTable(santiago, { kind: 'example', example: 'x', step: 2, moves: [move] }, resolver);
    expect(r).toEqual({ ok: true, state: after.state });
    const missing = replayTable(santiago, { kind: 'example', example: 'y', step: 2, moves: [] }, resolver);
    expect(missing.ok).toBe(false);
  });
  it('share strings made from a table record replay to the same state', () => {
    const { data, state } = gameWith(12);
    if (data.start.kind !== 'record') throw new Error('kind');
    const code = encodeRecord(data.start.record);
    expect(code.startsWith('1.')).toBe(true);
    const r = replayTable(santiago, data.start, noExample);
    expect(r.ok && r.state).toEqual(state);
  });
});

describe('undo on a table follows the engine policy', () => {
  const humans = ['human', 'human', 'human', 'human'] as const;
  it('lets the seat that just bid take it back, nobody else', () => {
    const { data } = gameWith(1);
    if (data.start.kind !== 'record') throw new Error('kind');
    const last = data.start.record.moves[0]!;
    expect(tableUndo(santiago, data.start, noExample, humans, last.seat)).toEqual({ ok: true, seat: last.seat, depth: 1 });
    expect(tableUndo(santiago, data.start, noExample, humans, (last.seat + 1) % 4)).toEqual({ ok: false, why: 'other-player' });
  });
  it('against bots, takes back the person\'s move with every bot move since', () => {
    const { data } = gameWith(3);
    if (data.start.kind !== 'record') throw new Error('kind');
    const moves = data.start.record.moves;
    const me = moves[0]!.seat;
    const seats = [0, 1, 2, 3].map((s) => (s === me ? 'human' : 'strong')) as ('human' | 'strong')[];
    expect(lastHuman(moves, seats)).toBe(me);
    expect(tableUndo(santiago, data.start, noExample, seats, me)).toEqual({ ok: true, seat: me, depth: 3 });
    // with the same moves made by people, the first one may not be taken back across theirs
    expect(tableUndo(santiago, data.start, noExample, humans, me)).toEqual({ ok: false, why: 'other-player' });
  });
  it('applies the same policy to a game started from an example position', () => {
    const { state } = gameWith(2);
    const move = santiago.legalMoves(state)[0]!;
    const resolver = () => state;
    expect(tableUndo(santiago, { kind: 'example', example: 'x', step: 0, moves: [move] }, resolver, humans, move.seat)).toMatchObject({ ok: true, depth: 1 });
    expect(tableUndo(santiago, { kind: 'example', example: 'x', step: 0, moves: [move] }, resolver, humans, (move.seat + 1) % 4)).toMatchObject({ ok: false });
    expect(tableUndo(santiago, { kind: 'example', example: 'x', step: 0, moves: [] }, resolver, humans, move.seat)).toEqual({ ok: false, why: 'nothing' });
  });
});
