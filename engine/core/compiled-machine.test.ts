/** The compiled table against XState's own transition on small machines, and what it refuses to compile. */
import { assign, createActor, raise, setup, type AnyStateMachine } from 'xstate';
import { describe, expect, test } from 'vitest';
import { compileMachine, type CompiledMachine } from './compiled-machine';

type Ev = { type: 'go'; n: number } | { type: 'stay' } | { type: 'again' } | { type: 'nothing' };
type Ctx = { state: { n: number; entries: number; log: string[] } };

const counter = setup({
  types: { context: {} as Ctx, events: {} as Ev, input: {} as Ctx },
  guards: {
    atLeast: ({ context }, params: { min: number }) => context.state.n >= params.min,
    odd: ({ context }) => context.state.n % 2 === 1,
  },
  actions: {
    add: assign(({ context, event }) => ({ state: { ...context.state, n: context.state.n + (event.type === 'go' ? event.n : 0), log: [...context.state.log, 'add'] } })),
    enter: assign(({ context }) => ({ state: { ...context.state, entries: context.state.entries + 1, log: [...context.state.log, 'enter'] } })),
    mark: assign({ state: ({ context }: { context: Ctx }) => ({ ...context.state, log: [...context.state.log, 'mark'] }) }),
    sideEffect: () => {
      throw new Error('a pure transition never runs this');
    },
  },
}).createMachine({
  context: ({ input }) => input,
  initial: 'idle',
  states: {
    idle: {
      on: {
        go: [{ guard: { type: 'atLeast', params: { min: 100 } }, target: 'done' }, { actions: ['add', 'sideEffect'], target: 'busy' }],
        stay: { actions: 'mark', target: 'idle' },
        again: { actions: 'mark', target: 'idle', reenter: true },
        nothing: { actions: 'sideEffect' },
      },
      entry: 'enter',
    },
    busy: {
      entry: 'enter',
      always: [{ guard: 'odd', actions: 'mark', target: 'idle' }, { guard: { type: 'atLeast', params: { min: 10 } }, target: 'done' }],
      on: { go: { actions: 'add', target: 'busy' } },
    },
    done: { type: 'final', entry: 'enter' },
  },
});

/** XState's own step, with the state values its microsteps pass through. */
function reference(machine: AnyStateMachine, value: string, context: Ctx, event: Ev) {
  const visited: string[] = [];
  const actor = createActor(machine, {
    input: context,
    inspect: (e) => {
      if (e.type === '@xstate.microstep') visited.push((e.snapshot as unknown as { value: string }).value);
    },
  });
  const snap = machine.resolveState({ value, context });
  visited.length = 0;
  const scope = { self: actor, defer: () => {}, id: '', logger: () => {}, sessionId: '', stopChild: () => {}, system: actor.system, emit: () => {}, actionExecutor: () => {} };
  const next = machine.transition(snap, event, scope as never);
  return { unchanged: next === snap, value: next.value as string, context: next.context as Ctx, visited };
}

const table = compileMachine(counter) as CompiledMachine;
const start = (n: number): Ctx => ({ state: { n, entries: 0, log: [] } });

describe('compiled machine', () => {
  test('compiles a flat machine', () => {
    expect('step' in table).toBe(true);
  });

  const cases: [string, number, Ev][] = [
    ['idle', 0, { type: 'go', n: 3 }], // add, enter busy, odd → mark, enter idle
    ['idle', 0, { type: 'go', n: 4 }], // add, enter busy, rests (4 is even, < 10)
    ['idle', 6, { type: 'go', n: 4 }], // add, enter busy, 10 → done
    ['idle', 100, { type: 'go', n: 1 }], // guarded with params → done
    ['idle', 0, { type: 'stay' }], // self-target: actions only, no re-entry
    ['idle', 0, { type: 'again' }], // reenter: entry runs again
    ['idle', 0, { type: 'nothing' }], // only a side effect: nothing changes
    ['busy', 2, { type: 'go', n: 2 }], // self-target from busy, then its eventless check
    ['busy', 2, { type: 'stay' }], // not handled in busy
    ['done', 0, { type: 'go', n: 1 }], // final: nothing
  ];
  test.each(cases)('from %s with n = %i: %o steps as XState does', (value, n, event) => {
    const ref = reference(counter, value, start(n), event);
    const visited: string[] = [];
    const mine = table.step(value, start(n), event, (v) => visited.push(v));
    expect(visited).toEqual(ref.visited);
    if (ref.unchanged) expect(mine).toBeNull();
    else expect(mine).toEqual({ value: ref.value, context: ref.context });
  });

  test('exact outcome of one step: actions in order, entry after the transition', () => {
    expect(table.step('idle', start(0), { type: 'go', n: 3 } as Ev)).toEqual({ value: 'idle', context: { state: { n: 3, entries: 2, log: ['add', 'enter', 'mark', 'enter'] } } });
  });

  test('starts as XState does: the initial state entered, its entry actions run with the init event', () => {
    const input = start(4);
    const actor = createActor(counter, { input });
    const snap = counter.getInitialSnapshot(actor as never, input);
    expect(table.start(input, input)).toEqual({ value: snap.value, context: snap.context });
    expect(table.start(input, input)).toEqual({ value: 'idle', context: { state: { n: 4, entries: 1, log: ['enter'] } } });
  });

  test('an unknown state value is an error', () => {
    expect(() => table.step('nowhere', start(0), { type: 'stay' })).toThrow('no state nowhere');
  });

  test('refuses what it does not compile, saying why', () => {
    const nested = setup({}).createMachine({ initial: 'a', states: { a: { initial: 'x', states: { x: {} } } } });
    expect(compileMachine(nested)).toEqual({ unsupported: 'state a is compound' });
    const exiting = setup({ actions: { bye: assign({}) } }).createMachine({ initial: 'a', states: { a: { exit: 'bye' } } });
    expect(compileMachine(exiting)).toEqual({ unsupported: 'state a has exit actions' });
    const raising = setup({}).createMachine({ initial: 'a', states: { a: { on: { go: { actions: raise({ type: 'x' }) } } } } });
    expect(compileMachine(raising)).toEqual({ unsupported: 'built-in action xstate.raise' });
    const wild = setup({}).createMachine({ initial: 'a', states: { a: { on: { '*': 'a' } } } });
    expect(compileMachine(wild)).toEqual({ unsupported: 'state a has a wildcard transition' });
    const rootOn = setup({}).createMachine({ initial: 'a', on: { go: '.a' }, states: { a: {} } });
    expect(compileMachine(rootOn)).toEqual({ unsupported: 'the root has its own actions or transitions' });
  });
});
