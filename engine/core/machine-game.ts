/**
 * Turns an XState v5 machine plus a per-game move checker into the `Game` contract.
 *
 * The plain JSON state, wrapped as `{ state }`, is the machine's context; the resting state value
 * is kept by the game in one of the state's fields. A move is played by resolving a snapshot from that state, running the game's
 * checker (not for a move the game has just listed for that very state: see `Listing`), and then taking one pure XState transition; the new context (with the new resting
 * value) is the new state. Automatic steps (eventless `always` transitions and entry actions) run
 * inside that transition, so the state handed back always waits for a player or is final.
 *
 * XState's exported `transition(machine, snapshot, event)` builds a throwaway actor on every call.
 * This adapter keeps one inert actor scope per machine instead and calls `machine.transition`
 * with it: the same pure computation (assign-only actions, no side effects executed), several
 * times cheaper, which matters for bots and random-game tests.
 *
 * Why the wrapper `{ state }`: XState's `assign` builds each new context with
 * `Object.assign({}, context, update)`. V8 keeps an object built that way in fast mode only up to
 * about 16 properties; a game state with more fields (Santiago has 26) turns into a slow
 * dictionary object and every action then costs microseconds. A one-field context stays fast, and
 * a game's actions copy the state itself with object spread (see `santiago/machine.ts`, `update`).
 */
import { createActor, type AnyStateMachine, type InspectionEvent, type StateValue } from 'xstate';
import type {
  Bilingual,
  Game,
  GameResult,
  LoadResult,
  PhaseMeta,
  PlayResult,
  SetupConfig,
  Violation,
} from './contract';
import { compileMachine } from './compiled-machine';
import { spacedText } from './text';
import { internalViolation, violation } from './violation';

/** What a game supplies besides its machine. */
export interface MachineGameSpec<S, M extends { type: string }, O, V> {
  id: string;
  minPlayers: number;
  maxPlayers: number;
  /** Built with `setup({ types, guards, actions }).createMachine(...)`; context = `{ state }`. */
  machine: AnyStateMachine;
  /** The resting state value stored in a plain state. */
  valueOf(state: S): StateValue;
  /**
   * The state with its stored state value replaced (return `state` itself if unchanged). The
   * machine's guards and actions must not read this stored value; they go by the snapshot.
   */
  withValue(state: S, value: StateValue): S;
  /** The context the machine starts from (before its first automatic steps), or an error. */
  createContext(config: SetupConfig<O>): LoadResult<S>;
  /** The rule check run before the machine sees a move: a violation, or null if legal. */
  check(state: S, move: M): Violation | null;
  load(position: unknown): LoadResult<S>;
  toAct(state: S): number[];
  legalMoves(state: S): M[];
  result(state: S): GameResult | null;
  view(state: S, seat: number): V;
  /** The move in words; its Chinese is spaced here (`text.ts`), once for every game. */
  describe(state: S, move: M): Bilingual;
  isOver(state: S): boolean;
}

/** A played move together with every state value the machine passed through (for undo policy). */
export interface TracedPlay<S> {
  result: PlayResult<S>;
  /** State values entered during the move, in order, the final resting one included. */
  visited: StateValue[];
}

export interface MachineGame<S, M extends { type: string }, O, V> extends Game<S, M, O, V> {
  machine: AnyStateMachine;
  /** Like `play`, and also lists the machine states passed through. */
  playTraced(state: S, move: M): TracedPlay<S>;
  /**
   * `setup`, `play` and `playTraced` through XState's own machine (its initial snapshot, its `machine.transition`), not the compiled table (see
   * `compiled-machine.ts`): the reference the compiled steps are tested against.
   */
  throughXState: { setup(config: SetupConfig<O>): LoadResult<S>; play(state: S, move: M): PlayResult<S>; playTraced(state: S, move: M): TracedPlay<S> };
  /** Why the machine runs through XState's own transition, or null when it runs compiled. */
  notCompiled: string | null;
  /** The meta of any state value of the machine (for the diagram and the undo policy). */
  metaOf(value: StateValue): PhaseMeta;
}

interface Scope {
  self: unknown;
  defer: () => void;
  id: string;
  logger: () => void;
  sessionId: string;
  stopChild: () => void;
  system: unknown;
  emit: () => void;
  actionExecutor: () => void;
}

type Snapshot = ReturnType<AnyStateMachine['resolveState']>;

const FALLBACK_META: PhaseMeta = {
  section: 'play',
  undo: 'blocked',
  label: { zh: '未知階段', en: 'Unknown phase' },
};

/** A key for a state value (a string for flat machines, a dotted path for nested ones). */
function valueKey(value: StateValue): string {
  if (typeof value === 'string') return value;
  const parts: string[] = [];
  let v: StateValue = value;
  while (typeof v !== 'string') {
    const k = Object.keys(v)[0];
    if (k === undefined) break;
    parts.push(k);
    v = v[k] as StateValue;
  }
  if (typeof v === 'string') parts.push(v);
  return parts.join('.');
}

/** What a game adds for its tables, bots and views but never needs to play a move. */
type Listed = 'legalMoves' | 'view' | 'describe';

/** A game with everything but its legal-move list, views and move words (`machineGame` adds them). */
export type MachinePlay<S, M extends { type: string }, O, V> = Omit<MachineGame<S, M, O, V>, Listed>;

/**
 * The moves `legalMoves` listed last and the state it listed them for. Every listed move is legal
 * (each game's property tests put the listed moves they play through its checker itself), so the compiled `play` skips
 * the checker for one of these very objects played on that very state: bots, reviews and random
 * games choose from the list, and the check was a fifth of Genoa's time. A move from anywhere else
 * (a click, the network, a record) is a different object and is checked in full. Listed moves are
 * the engine's: nobody changes them in place.
 */
interface Listing<S, M> {
  state: S | null;
  moves: readonly M[];
}

/**
 * The part of `machineGame` that plays: setup, loading, moves through the machine, its meta and
 * result. A page that only plays worked examples takes this and leaves the rest unshipped.
 */
export function machinePlay<S extends object, M extends { type: string }, O, V>(
  spec: Omit<MachineGameSpec<S, M, O, V>, Listed>,
  listing?: Listing<S, M>,
): MachinePlay<S, M, O, V> {
  const { machine } = spec;
  const makeScope = (onStep?: (value: StateValue) => void): Scope => {
    const actor = createActor(
      machine,
      onStep
        ? {
            inspect: (ev: InspectionEvent) => {
              // a microstep's snapshot is this machine's snapshot; XState types it as a generic `Snapshot<unknown>`
              if (ev.type === '@xstate.microstep' && 'value' in ev.snapshot && ev.snapshot.value !== undefined) {
                onStep(ev.snapshot.value as StateValue);
              }
            },
          }
        : undefined,
    );
    return {
      self: actor,
      defer: () => {},
      id: '',
      logger: () => {},
      sessionId: '',
      stopChild: () => {},
      system: actor.system,
      emit: () => {},
      actionExecutor: () => {},
    };
  };
  const scope = makeScope();
  let trace: StateValue[] | null = null;
  const tracingScope = makeScope((value) => trace?.push(value));

  /**
   * The snapshot of the state this adapter handed out last (the usual next input), so that a game
   * played move after move does not resolve a snapshot twice. One entry only: a WeakMap of every
   * state costs the garbage collector more than resolving does.
   */
  let lastState: S | null = null;
  let lastSnapshot: Snapshot | null = null;
  const snapshots = {
    get: (state: S): Snapshot | undefined => (state === lastState ? lastSnapshot! : undefined),
    set: (state: S, snap: Snapshot): void => {
      lastState = state;
      lastSnapshot = snap;
    },
  };
  const metaCache = new Map<string, PhaseMeta>();

  const snapshotOf = (state: S): Snapshot => {
    const cached = snapshots.get(state);
    if (cached) return cached;
    const snap = machine.resolveState({ value: spec.valueOf(state), context: { state } });
    snapshots.set(state, snap);
    return snap;
  };

  const metaOf = (value: StateValue): PhaseMeta => {
    const key = valueKey(value);
    const hit = metaCache.get(key);
    if (hit) return hit;
    let node: { meta?: unknown; states?: Record<string, unknown> } | undefined = machine.root;
    let meta: PhaseMeta = FALLBACK_META;
    for (const part of key.split('.')) {
      node = node?.states?.[part] as typeof node;
      if (node?.meta) meta = node.meta as PhaseMeta;
    }
    metaCache.set(key, meta);
    return meta;
  };

  const unhandled = (): PlayResult<S> => ({
    ok: false,
    violation: violation('engine.unhandled', 'play', '這一步在目前的階段沒有作用。', 'This move has no effect in the current phase.'),
  });

  const compiled = compileMachine(machine);
  const table = 'step' in compiled ? compiled : null;

  /** One move through the compiled table: the same states as `advance` through XState. */
  const advanceCompiled = (state: S, move: M, visit?: (value: string) => void): PlayResult<S> => {
    const refusal = state === listing?.state && listing.moves.includes(move) ? null : spec.check(state, move);
    if (refusal) return { ok: false, violation: refusal };
    const next = table!.step(valueKey(spec.valueOf(state)), { state }, move, visit);
    const nextState = (next?.context as { state: S } | undefined)?.state;
    if (!next || !nextState || nextState === state) return unhandled();
    return { ok: true, state: spec.withValue(nextState, next.value) };
  };

  const advance = (state: S, move: M, useScope: Scope): PlayResult<S> => {
    const refusal = spec.check(state, move);
    if (refusal) return { ok: false, violation: refusal };
    const snap = snapshotOf(state);
    const next = machine.transition(snap, move, useScope as never) as Snapshot;
    if (next.status === 'error') throw next.error;
    const nextState = (next.context as { state: S } | undefined)?.state;
    if (next === snap || !nextState || nextState === state) return unhandled();
    const newState = spec.withValue(nextState, next.value);
    // `next` is kept as the snapshot of `newState` even when `withValue` made a copy: the two
    // contexts differ only in the stored state value, which the machine itself never reads (the
    // snapshot's own `value` is what the machine goes by).
    snapshots.set(newState, next);
    return { ok: true, state: newState };
  };

  const xstatePlay = (state: S, move: M): PlayResult<S> => {
    try {
      return advance(state, move, scope);
    } catch (error) {
      return { ok: false, violation: internalViolation(error) };
    }
  };

  const xstatePlayTraced = (state: S, move: M): TracedPlay<S> => {
    const visited: StateValue[] = [];
    trace = visited;
    try {
      return { result: advance(state, move, tracingScope), visited };
    } catch (error) {
      return { result: { ok: false, violation: internalViolation(error) }, visited };
    } finally {
      trace = null;
    }
  };

  const play = table
    ? (state: S, move: M): PlayResult<S> => {
        try {
          return advanceCompiled(state, move);
        } catch (error) {
          return { ok: false, violation: internalViolation(error) };
        }
      }
    : xstatePlay;

  const playTraced = table
    ? (state: S, move: M): TracedPlay<S> => {
        const visited: StateValue[] = [];
        try {
          return { result: advanceCompiled(state, move, (v) => visited.push(v)), visited };
        } catch (error) {
          return { result: { ok: false, violation: internalViolation(error) }, visited };
        }
      }
    : xstatePlayTraced;

  const xstateSetup = (config: SetupConfig<O>): LoadResult<S> => {
    try {
      const made = spec.createContext(config);
      if (!made.ok) return made;
      const first = machine.getInitialSnapshot(scope as never, { state: made.state }) as Snapshot;
      if (first.status === 'error') throw first.error;
      const state = spec.withValue((first.context as { state: S }).state, first.value);
      snapshots.set(state, first);
      return { ok: true, state };
    } catch (error) {
      const v = internalViolation(error);
      return { ok: false, error: v.message };
    }
  };

  const setup = table
    ? (config: SetupConfig<O>): LoadResult<S> => {
        try {
          const made = spec.createContext(config);
          if (!made.ok) return made;
          const input = { state: made.state };
          const first = table.start(input, input);
          return { ok: true, state: spec.withValue((first.context as { state: S }).state, first.value) };
        } catch (error) {
          return { ok: false, error: internalViolation(error).message };
        }
      }
    : xstateSetup;

  const load = (position: unknown): LoadResult<S> => {
    try {
      return spec.load(position);
    } catch (error) {
      return { ok: false, error: internalViolation(error).message };
    }
  };

  return {
    id: spec.id,
    minPlayers: spec.minPlayers,
    maxPlayers: spec.maxPlayers,
    machine,
    setup,
    load,
    toAct: spec.toAct,
    play,
    playTraced,
    throughXState: { setup: xstateSetup, play: xstatePlay, playTraced: xstatePlayTraced },
    notCompiled: table ? null : (compiled as { unsupported: string }).unsupported,
    result: spec.result,
    meta: (state: S) => metaOf(spec.valueOf(state)),
    metaOf,
    isOver: spec.isOver,
  };
}

/** A game without its move words (`machineGame` adds them). */
export type MachineBoard<S, M extends { type: string }, O, V> = Omit<MachineGame<S, M, O, V>, 'describe'>;

/**
 * `machinePlay` with the legal moves and each seat's view: what a board shows and marks. A page
 * whose boards mark the legal moves takes this and leaves the move words unshipped.
 */
export function machineBoard<S extends object, M extends { type: string }, O, V>(
  spec: Omit<MachineGameSpec<S, M, O, V>, 'describe'>,
): MachineBoard<S, M, O, V> {
  const listing: Listing<S, M> = { state: null, moves: [] };
  return {
    ...machinePlay(spec, listing),
    legalMoves: (state: S) => {
      const moves = spec.legalMoves(state);
      listing.state = state;
      listing.moves = moves;
      return moves;
    },
    view: spec.view,
  };
}

/** A game's whole contract from its machine and spec. */
export function machineGame<S extends object, M extends { type: string }, O, V>(
  spec: MachineGameSpec<S, M, O, V>,
): MachineGame<S, M, O, V> {
  return { ...machineBoard(spec), describe: (state: S, move: M) => spacedText(spec.describe(state, move)) };
}
