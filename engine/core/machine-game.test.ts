/** The adapter with a tiny made-up race game, to show it is not tied to Santiago. */
import { assign, setup } from 'xstate';
import { describe, expect, test } from 'vitest';
import { machineGame, type MachineGameSpec } from './machine-game';
import { replay } from './record';
import { canUndo } from './undo-policy';
import { violation } from './violation';

interface Race {
  phase: string;
  total: number;
  turn: number;
  draws: number;
}
type Step = { type: 'add'; seat: number; amount: number } | { type: 'boom'; seat: number };

const raceMachine = setup({
  types: { context: {} as { state: Race }, events: {} as Step, input: {} as { state: Race } },
  guards: {
    reachedTen: ({ context }) => context.state.total >= 10,
    everyThird: ({ context }) => context.state.total % 3 === 0,
  },
  actions: {
    add: assign(({ context, event }) => ({
      state: { ...context.state, total: context.state.total + (event.type === 'add' ? event.amount : 0), turn: 1 - context.state.turn },
    })),
    boom: assign(() => {
      throw new Error('boom');
    }),
    draw: assign(({ context }) => ({ state: { ...context.state, draws: context.state.draws + 1 } })),
  },
}).createMachine({
  id: 'race',
  context: ({ input }) => input,
  initial: 'running',
  states: {
    running: {
      meta: { section: 'play', undo: 'allowed', label: { zh: '進行中', en: 'Running' } },
      on: { add: { actions: 'add', target: 'check' }, boom: { actions: 'boom' } },
    },
    check: {
      meta: { section: 'play', undo: 'allowed', label: { zh: '檢查', en: 'Check' } },
      always: [{ guard: 'reachedTen', target: 'done' }, { guard: 'everyThird', target: 'draw' }, { target: 'running' }],
    },
    draw: {
      meta: { section: 'draw', undo: 'blocked', label: { zh: '抽牌', en: 'Draw' } },
      entry: 'draw',
      always: 'running',
    },
    done: { meta: { section: 'end', undo: 'blocked', label: { zh: '結束', en: 'Done' } }, type: 'final' },
  },
});

const raceSpec: MachineGameSpec<Race, Step, object, Race> = {
  id: 'race',
  minPlayers: 2,
  maxPlayers: 2,
  machine: raceMachine,
  valueOf: (s) => s.phase,
  withValue: (s, value) => (s.phase === value ? s : { ...s, phase: value as string }),
  createContext: (config) =>
    config.players === 2
      ? { ok: true, state: { phase: 'running', total: 0, turn: 0, draws: 0 } }
      : { ok: false, error: { zh: '需要兩人', en: 'Two players' } },
  check: (s, m) => {
    if (m.seat !== s.turn) return violation('race.turn', 'play', '不是你的回合', 'Not your turn');
    if (m.type === 'add' && (m.amount < 1 || m.amount > 2)) return violation('race.amount', 'play', `只能加1或2，不能加${m.amount}`, 'Add 1 or 2');
    return null;
  },
  load: () => ({ ok: false, error: { zh: '不支援', en: 'Not supported' } }),
  toAct: (s) => (s.phase === 'done' ? [] : [s.turn]),
  legalMoves: (s) => (s.phase === 'done' ? [] : [1, 2].map((amount) => ({ type: 'add' as const, seat: s.turn, amount }))),
  result: () => null,
  view: (s) => s,
  describe: (s, m) => ({ zh: `第${s.total}格：${m.type}`, en: m.type }),
  isOver: (s) => s.phase === 'done',
};
const race = machineGame(raceSpec);

describe('machineGame adapter', () => {
  test('setup runs the initial state; errors pass through', () => {
    const r = race.setup({ players: 2, seed: 1 });
    expect(r).toEqual({ ok: true, state: { phase: 'running', total: 0, turn: 0, draws: 0 } });
    expect(race.setup({ players: 3, seed: 1 })).toEqual({ ok: false, error: { zh: '需要兩人', en: 'Two players' } });
  });

  test('what the game says of a move comes out spaced: its description, its refusal', () => {
    const r = race.setup({ players: 2, seed: 1 });
    if (!r.ok) throw new Error();
    expect(race.describe(r.state, { type: 'add', seat: 0, amount: 1 })).toEqual({ zh: '第 0 格：add', en: 'add' });
    const bad = race.play(r.state, { type: 'add', seat: 0, amount: 5 });
    expect(!bad.ok && bad.violation.message).toEqual({ zh: '只能加 1 或 2，不能加 5', en: 'Add 1 or 2' });
  });

  test('play: the checker refuses first; automatic steps run inside the transition; state never mutated', () => {
    const r = race.setup({ players: 2, seed: 1 });
    if (!r.ok) throw new Error();
    const s0 = r.state;
    const frozen = JSON.stringify(s0);
    const bad = race.play(s0, { type: 'add', seat: 1, amount: 1 });
    expect(bad).toEqual({ ok: false, violation: violation('race.turn', 'play', '不是你的回合', 'Not your turn') });
    const a = race.play(s0, { type: 'add', seat: 0, amount: 2 });
    expect(a.ok && a.state).toEqual({ phase: 'running', total: 2, turn: 1, draws: 0 });
    expect(JSON.stringify(s0)).toBe(frozen);
    if (!a.ok) throw new Error();
    const b = race.playTraced(a.state, { type: 'add', seat: 1, amount: 1 });
    expect(b.result.ok && b.result.state).toEqual({ phase: 'running', total: 3, turn: 0, draws: 1 });
    expect(b.visited).toEqual(['check', 'draw', 'running']);
    // the same state may be played again from scratch (no cached snapshot confusion)
    const again = race.play(a.state, { type: 'add', seat: 1, amount: 2 });
    expect(again.ok && again.state.total).toBe(4);
  });

  test('a move the game has just listed for this very state is played without the checker; any other move is checked', () => {
    let checked = 0;
    const counted = machineGame<Race, Step, object, Race>({ ...raceSpec, check: (s, m) => (checked++, raceSpec.check(s, m)) });
    const r = counted.setup({ players: 2, seed: 1 });
    if (!r.ok) throw new Error();
    const s0 = r.state;
    const listed = counted.legalMoves(s0);
    const a = counted.play(s0, listed[1]!);
    expect(a.ok && a.state).toEqual({ phase: 'running', total: 2, turn: 1, draws: 0 });
    expect(checked).toBe(0);
    // an equal move that is not the listed object, a listed move on another state: checked
    expect(counted.play(s0, { ...listed[1]! }).ok).toBe(true);
    expect(checked).toBe(1);
    if (!a.ok) throw new Error();
    const refused = counted.play(a.state, listed[0]!);
    expect(!refused.ok && refused.violation.rule).toBe('race.turn');
    expect(checked).toBe(2);
    // only the last listing is trusted: after listing another state, the first state's moves are checked again
    counted.legalMoves(a.state);
    expect(counted.play(s0, listed[0]!).ok).toBe(true);
    expect(checked).toBe(3);
    // the machine's reference path (XState's own transition) always checks
    counted.legalMoves(s0);
    expect(counted.throughXState.play(s0, counted.legalMoves(s0)[0]!).ok).toBe(true);
    expect(checked).toBe(4);
  });

  test('an exception inside an action becomes an engine.internal violation', () => {
    const r = race.setup({ players: 2, seed: 1 });
    if (!r.ok) throw new Error();
    const out = race.play(r.state, { type: 'boom', seat: 0 });
    expect(out.ok).toBe(false);
    if (!out.ok) {
      expect(out.violation.rule).toBe('engine.internal');
      expect(out.violation.message.en).toContain('boom');
    }
  });

  test('meta reads the state node meta; undo is blocked across a blocked state', () => {
    const r = race.setup({ players: 2, seed: 1 });
    if (!r.ok) throw new Error();
    expect(race.meta(r.state)).toEqual({ section: 'play', undo: 'allowed', label: { zh: '進行中', en: 'Running' } });
    const rec = { game: 'race', players: 2, seed: 1, options: {}, moves: [{ type: 'add' as const, seat: 0, amount: 2 }] };
    expect(canUndo(race, rec, 0)).toBe(true);
    const rec2 = { ...rec, moves: [...rec.moves, { type: 'add' as const, seat: 1, amount: 1 }] };
    expect(canUndo(race, rec2, 1)).toBe(false); // passed through 'draw'
    const end = replay(race, { ...rec, moves: [2, 2, 2, 2, 2].map((amount, i) => ({ type: 'add' as const, seat: i % 2, amount })) });
    expect(end.ok && end.state.phase).toBe('done');
    expect(end.ok && race.isOver(end.state)).toBe(true);
  });
});
