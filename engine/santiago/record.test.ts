import { describe, expect, test } from 'vitest';
import type { GameRecord } from '../core/contract';
import { replay } from '../core/record';
import { decodeRecord, encodeRecord, loadSaved, saveRecord } from '../core/record-codec';
import { canUndo, undo, undoDepth } from '../core/undo-policy';
import { santiago } from './game';
import type { SantiagoMove, SantiagoOptions, SantiagoState } from './types';

type Rec = GameRecord<SantiagoOptions, SantiagoMove>;

/** Plays a game with a seeded chooser; returns the record and every state. */
function playGame(players: number, seed: number, options: Partial<SantiagoOptions> = {}, limit = Infinity) {
  const start = santiago.setup({ players, seed, options });
  if (!start.ok) throw new Error('setup');
  const record: Rec = { game: 'santiago', players, seed, options, moves: [] };
  const states: SantiagoState[] = [start.state];
  let s = start.state;
  let x = seed * 7919 + 17;
  while (!santiago.isOver(s) && record.moves.length < limit) {
    const moves = santiago.legalMoves(s);
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    const m = moves[x % moves.length]!;
    const r = santiago.play(s, m);
    if (!r.ok) throw new Error(r.violation.message.en);
    s = r.state;
    record.moves.push(m);
    states.push(s);
  }
  return { record, states, final: s };
}

describe('determinism and replay', () => {
  test('same seed + same moves = identical JSON; different seeds differ', () => {
    const a = playGame(4, 11);
    const b = replay(santiago, a.record);
    expect(b.ok).toBe(true);
    if (b.ok) expect(JSON.stringify(b.state)).toBe(JSON.stringify(a.final));
    const again = santiago.setup({ players: 4, seed: 11 });
    const other = santiago.setup({ players: 4, seed: 12 });
    if (!again.ok || !other.ok) throw new Error('setup');
    expect(JSON.stringify(again.state)).toBe(JSON.stringify(a.states[0]));
    expect(JSON.stringify(other.state.stacks)).not.toBe(JSON.stringify(again.state.stacks));
    expect(santiago.isOver(a.final)).toBe(true);
  });

  test('replay names the first bad move in both languages', () => {
    const { record } = playGame(3, 4, {}, 10);
    const bad: Rec = { ...record, moves: [...record.moves.slice(0, 5), { type: 'pass', seat: 99 }, ...record.moves.slice(6)] };
    const r = replay(santiago, bad);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.en).toMatch(/^move 6 "pass" \(seat 100\) is not legal: /);
      expect(r.error.zh).toMatch(/^第 6 步「pass」（第 100 位玩家）不合規則：/);
    }
    const wrongGame = replay(santiago, { ...record, game: 'sanjuan' });
    expect(wrongGame.ok).toBe(false);
    const badSetup = replay(santiago, { ...record, players: 7 });
    expect(!badSetup.ok && badSetup.error.en).toMatch(/^Cannot set the game up: Santiago takes 3 to 5 players/);
  });
});

describe('share links', () => {
  test('encode → decode round trip, URL-safe', () => {
    const { record } = playGame(5, 3, { palms: true, openMoney: true });
    const text = encodeRecord(record);
    expect(text).toMatch(/^1\.[A-Za-z0-9_-]+$/);
    const back = decodeRecord(text, 'santiago');
    expect(back.ok).toBe(true);
    if (back.ok) expect(back.state).toEqual(record);
    const replayed = back.ok ? replay(santiago, back.state as Rec) : null;
    expect(replayed?.ok).toBe(true);
  });

  test('broken, truncated or foreign strings give bilingual errors and never throw', () => {
    const good = encodeRecord(playGame(4, 2, {}, 20).record);
    const broken = [
      '',
      'abc',
      '1.',
      '1.***',
      '1.' + good.slice(2, 20),
      good.slice(0, -7),
      '1.' + btoa('not json').replace(/=+$/, ''),
      '1.' + btoa('{"a":1}').replace(/=+$/, ''),
      null,
      42,
    ];
    for (const text of broken) {
      const r = decodeRecord(text, 'santiago');
      expect(r.ok, String(text)).toBe(false);
      if (!r.ok) {
        expect(r.error.zh.length).toBeGreaterThan(0);
        expect(r.error.en.length).toBeGreaterThan(0);
      }
    }
    const future = decodeRecord('9.' + good.slice(2), 'santiago');
    expect(!future.ok && future.error.en).toBe('The share link version "9" is not known.');
    const other = decodeRecord(good, 'dicetown');
    expect(!other.ok && other.error.en).toBe('The share link is invalid: This record is for "santiago", not "dicetown".');
  });
});

describe('saved games', () => {
  test('save → load gives the same record and state', () => {
    const { record, final } = playGame(3, 8, {}, 60);
    const r = loadSaved(santiago, saveRecord(record));
    expect(r.ok).toBe(true);
    if (r.ok) {
      expect(r.state.record).toEqual(record);
      expect(JSON.stringify(r.state.state)).toBe(JSON.stringify(final));
    }
  });
  test('corrupt saves give bilingual errors', () => {
    const { record } = playGame(3, 8, {}, 30);
    const text = saveRecord(record);
    const cases: [unknown, string][] = [
      ['{"format":', 'The saved game is not valid JSON; it may be damaged.'],
      ['{"format":"other","version":1}', 'This is not a saved game of this book.'],
      [JSON.stringify({ format: 'living-rulebook/record', version: 1, record: { ...record, moves: 'none' } }), 'The saved game is invalid: The record has no move list.'],
      [JSON.stringify({ format: 'living-rulebook/record', version: 1, record: { ...record, moves: [...record.moves, { type: 'bid', seat: 0, amount: 999 }] } }), ''],
      [text.replace('"players":3', '"players":"three"'), 'The saved game is invalid: The record has no valid player count.'],
    ];
    for (const [saved, message] of cases) {
      const r = loadSaved(santiago, saved);
      expect(r.ok).toBe(false);
      if (!r.ok) {
        if (message) expect(r.error.en).toBe(message);
        else expect(r.error.en).toMatch(/^The saved game cannot be replayed: move 31 "bid" \(seat 1\) is not legal: /);
        expect(r.error.zh.length).toBeGreaterThan(0);
      }
    }
  });
});

describe('undo policy', () => {
  const base = (): Rec => {
    const start = santiago.setup({ players: 4, seed: 21 });
    if (!start.ok) throw new Error('setup');
    return { game: 'santiago', players: 4, seed: 21, options: {}, moves: [] };
  };

  test('only the last move, only by its own seat', () => {
    const rec = base();
    const s0 = replay(santiago, rec);
    if (!s0.ok) throw new Error('replay');
    const first = santiago.toAct(s0.state)[0]!;
    const r1: Rec = { ...rec, moves: [{ type: 'bid', seat: first, amount: 2 }] };
    expect(canUndo(santiago, r1, first)).toBe(true);
    expect(canUndo(santiago, r1, (first + 1) % 4)).toBe(false);
    const second = (first + 1) % 4;
    const r2: Rec = { ...r1, moves: [...r1.moves, { type: 'pass', seat: second }] };
    expect(canUndo(santiago, r2, first)).toBe(false); // another player has acted since
    expect(canUndo(santiago, r2, second)).toBe(true);
    expect(undo(r2)).toEqual(r1);
    expect(canUndo(santiago, rec, first)).toBe(false); // nothing to undo
  });

  test('no undo once new tiles were revealed, nor of the move that ended the game', () => {
    const { record, states } = playGame(4, 21);
    // find a move that led into a new round (tiles revealed)
    let revealMove = -1;
    for (let i = 1; i < states.length; i++) if (states[i]!.round !== states[i - 1]!.round) revealMove = i - 1;
    expect(revealMove).toBeGreaterThan(0);
    const upTo = { ...record, moves: record.moves.slice(0, revealMove + 1) };
    expect(canUndo(santiago, upTo, record.moves[revealMove]!.seat)).toBe(false);
    const before = { ...record, moves: record.moves.slice(0, revealMove) };
    expect(canUndo(santiago, before, record.moves[revealMove - 1]!.seat)).toBe(true);
    expect(canUndo(santiago, record, record.moves[record.moves.length - 1]!.seat)).toBe(false);
  });
});

describe('undo against bots: a decision with the bot moves since', () => {
  const base = (): Rec => ({ game: 'santiago', players: 4, seed: 21, options: {}, moves: [] });

  test('takes back the seat\'s own last move together with the bots\' moves after it', () => {
    const rec = base();
    const s0 = replay(santiago, rec);
    if (!s0.ok) throw new Error('replay');
    const me = santiago.toAct(s0.state)[0]!;
    const [b1, b2] = [(me + 1) % 4, (me + 2) % 4];
    const bot = (seat: number) => seat !== me;
    const mine: Rec = { ...rec, moves: [{ type: 'bid', seat: me, amount: 2 }] };
    const after: Rec = { ...mine, moves: [...mine.moves, { type: 'pass', seat: b1 }, { type: 'bid', seat: b2, amount: 4 }] };
    expect(replay(santiago, after).ok).toBe(true);
    expect(undoDepth(santiago, after, me, bot)).toEqual({ ok: true, depth: 3 });
    // the old policy, one move of one's own only, still holds without bots
    expect(undoDepth(santiago, after, me)).toEqual({ ok: false, why: 'other-player' });
    expect(canUndo(santiago, after, me)).toBe(false);
    // a bot's seat is not the student's: it has nothing to take back across the student's move
    expect(undoDepth(santiago, after, b1, (s) => s === b2)).toEqual({ ok: true, depth: 2 });
    expect(undoDepth(santiago, rec, me, bot)).toEqual({ ok: false, why: 'nothing' });
  });

  test('never past a reveal: a bot move that started a new round (new tiles) blocks it', () => {
    const { record, states } = playGame(4, 21);
    let reveal = -1;
    for (let i = 1; i < states.length && reveal < 0; i++) if (states[i]!.round !== states[i - 1]!.round) reveal = i - 1;
    const revealer = record.moves[reveal]!.seat;
    // the last move before the reveal by another seat: that seat, with every other seat a bot
    let k = reveal - 1;
    while (k >= 0 && record.moves[k]!.seat === revealer) k--;
    const me = record.moves[k]!.seat;
    const bots = (s: number) => s !== me;
    const upTo = { ...record, moves: record.moves.slice(0, reveal + 1) };
    expect(undoDepth(santiago, upTo, me, bots)).toEqual({ ok: false, why: 'blocked', since: { zh: '翻開農地板塊', en: 'Reveal the plantations' } });
    const before = { ...record, moves: record.moves.slice(0, reveal) };
    expect(undoDepth(santiago, before, me, bots)).toEqual({ ok: true, depth: reveal - k });
  });
});

describe('undo during setup', () => {
  test('the first overseer may take back the spring while palms are still to place', () => {
    const options = { spring: 'first-overseer' as const, palms: true, palmPlacement: 'first-overseer' as const };
    const start = santiago.setup({ players: 3, seed: 2, options });
    if (!start.ok) throw new Error('setup');
    const o = start.state.overseer;
    const rec: Rec = { game: 'santiago', players: 3, seed: 2, options, moves: [{ type: 'placeSpring', seat: o, at: { x: 1, y: 1 } }] };
    expect(canUndo(santiago, rec, o)).toBe(true);
    const palms: SantiagoMove[] = [
      { type: 'placePalm', seat: o, at: { c: 5, r: 0 } },
      { type: 'placePalm', seat: o, at: { c: 7, r: 3 } },
      { type: 'placePalm', seat: o, at: { c: 0, r: 5 } },
    ];
    expect(canUndo(santiago, { ...rec, moves: [...rec.moves, ...palms.slice(0, 2)] }, o)).toBe(true);
    // the third palm starts round 1: tiles are revealed, so no undo
    expect(canUndo(santiago, { ...rec, moves: [...rec.moves, ...palms] }, o)).toBe(false);
  });
});
