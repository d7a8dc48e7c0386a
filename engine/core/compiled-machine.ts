/**
 * A game's phase machine read once into a table and stepped without XState's general resolution.
 *
 * The machine stays the single source of truth: nothing here is written per game. `compileMachine`
 * walks the XState definition (its state nodes, each node's `on` and `always` transitions with their
 * guards, actions and targets, its entry actions) and resolves every named guard and action to the
 * function the machine's `setup` gave it. `step` then does for one event what XState's
 * `machine.transition` does for these machines: pick the first enabled transition of the resting
 * state, run its actions and the target's entry actions (assign actions build each new context as
 * `{ ...context, ...update }`, in order), then take enabled eventless (`always`)
 * transitions until none is enabled. A property test plays every game's random games through both
 * and asserts the same states, state values and visited states (`machine-game.test.ts`).
 *
 * Only what the games use is compiled: a flat machine (atomic and final states under the root),
 * guards and actions by name, by `{ type, params }` or inline, assign actions and plain functions
 * (which a pure transition records but never runs). Anything else (nested or parallel states,
 * history, exit actions, delayed or wildcard transitions, invoked actors, raised or sent events)
 * makes `compileMachine` return the reason, and the adapter keeps XState's own transition.
 */
import type { AnyStateMachine } from 'xstate';

type Context = Record<string, unknown>;
type Event = { type: string };
type GuardFn = (context: Context, event: Event) => boolean;
type ActionFn = (context: Context, event: Event) => Context;

interface Edge {
  guard: GuardFn | null;
  actions: ActionFn[];
  /** The target state's key, or null for a transition without target. */
  target: string | null;
  /** Leave and enter again even when the target is the state itself. */
  reenter: boolean;
  /** The target's node (resolved once every node is built). */
  to: CompiledNode | null;
}

interface CompiledNode {
  key: string;
  final: boolean;
  on: Map<string, Edge[]>;
  always: Edge[] | null;
  entry: ActionFn[];
}

export interface Stepped {
  value: string;
  context: Context;
}

export interface CompiledMachine {
  /**
   * One event from the resting state `value` with `context`: the new value and context, or null
   * when nothing changed (no transition was enabled). `visit` hears the state value after the
   * event's own microstep and after each eventless one, as XState's microstep inspection does.
   */
  step(value: string, context: Context, event: Event, visit?: (value: string) => void): Stepped | null;
  /**
   * The machine started with `context`: its initial state entered (entry actions), then its eventless
   * transitions taken, all seeing XState's init event `{ type: 'xstate.init', input }`.
   */
  start(context: Context, input: unknown): Stepped;
}

type RawNode = {
  key: string;
  initial?: RawTransition;
  type: string;
  states: Record<string, RawNode>;
  entry: unknown[];
  exit: unknown[];
  transitions: Map<string, RawTransition[]>;
  always?: RawTransition[];
  config: Record<string, unknown>;
};
type RawTransition = { guard?: unknown; actions: unknown[]; target?: RawNode[]; reenter: boolean };

class Unsupported extends Error {}

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null;

/** The machine's table, or the reason it cannot be compiled. */
export function compileMachine(machine: AnyStateMachine): CompiledMachine | { unsupported: string } {
  try {
    return build(machine);
  } catch (e) {
    if (e instanceof Unsupported) return { unsupported: e.message };
    throw e;
  }
}

function build(machine: AnyStateMachine): CompiledMachine {
  const impl = machine.implementations as { guards: Record<string, unknown>; actions: Record<string, unknown> };
  const root = machine.root as unknown as RawNode;
  if (root.type !== 'compound') throw new Unsupported('the root is not a compound state');
  if (root.entry.length || root.exit.length || root.transitions.size || root.always?.length)
    throw new Unsupported('the root has its own actions or transitions');

  /** A guard or action reference (a name, `{ type, params }` or a function) resolved to its implementation and its params. */
  const resolve = (ref: unknown, named: Record<string, unknown>): { fn: unknown; params: unknown } => {
    if (typeof ref === 'string') return { fn: named[ref], params: undefined };
    if (typeof ref === 'function') return { fn: ref, params: undefined };
    if (isRecord(ref) && typeof ref.type === 'string') return { fn: named[ref.type], params: ref.params };
    return { fn: undefined, params: undefined };
  };
  /** Params as given, or computed from the context and event when given as a function. */
  const paramsFor = (params: unknown) =>
    typeof params === 'function'
      ? (context: Context, event: Event) => (params as (args: { context: Context; event: Event }) => unknown)({ context, event })
      : () => params;

  const guardOf = (g: unknown): GuardFn | null => {
    if (g === undefined) return null;
    const { fn, params } = resolve(g, impl.guards);
    if (typeof fn !== 'function' || 'check' in fn) throw new Unsupported(`guard ${String(isRecord(g) ? g.type : g)}`);
    const f = fn as (args: { context: Context; event: Event }, params: unknown) => boolean;
    if (params === undefined) return (context, event) => f({ context, event }, undefined);
    const paramsOf = paramsFor(params);
    return (context, event) => f({ context, event }, paramsOf(context, event));
  };

  /** An action as a context update; null for a plain function (a side effect a pure transition never runs). */
  const actionOf = (a: unknown): ActionFn | null => {
    const { fn, params } = resolve(a, impl.actions);
    if (typeof fn !== 'function') throw new Unsupported(`action ${String(isRecord(a) ? a.type : a)}`);
    const f = fn as { type?: string; assignment?: unknown; resolve?: unknown };
    if (f.type === 'xstate.assign') {
      const assignment = f.assignment;
      const paramsOf = paramsFor(params);
      if (typeof assignment === 'function') {
        const g = assignment as (args: { context: Context; event: Event }, params: unknown) => Context;
        // a spread copy (the same own properties as `Object.assign({}, context, update)`, and quicker)
        if (params === undefined) return (context, event) => ({ ...context, ...g({ context, event }, undefined) });
        return (context, event) => ({ ...context, ...g({ context, event }, paramsOf(context, event)) });
      }
      if (!isRecord(assignment)) throw new Unsupported('an assign without an assignment');
      const keys = Object.keys(assignment);
      return (context, event) => {
        const update: Context = {};
        for (const k of keys) {
          const v = assignment[k];
          update[k] = typeof v === 'function' ? (v as (args: unknown, p: unknown) => unknown)({ context, event }, paramsOf(context, event)) : v;
        }
        return { ...context, ...update };
      };
    }
    if (f.resolve !== undefined) throw new Unsupported(`built-in action ${String(f.type)}`);
    return null;
  };
  const actionsOf = (list: unknown[]): ActionFn[] => list.map(actionOf).filter((x): x is ActionFn => x !== null);

  const children = root.states;
  const edgeOf = (t: RawTransition): Edge => {
    if (t.target && t.target.length !== 1) throw new Unsupported('a transition with several targets');
    const target = t.target?.[0] ?? null;
    if (target && children[target.key] !== target) throw new Unsupported('a target that is not a top-level state');
    return { guard: guardOf(t.guard), actions: actionsOf(t.actions), target: target?.key ?? null, reenter: t.reenter, to: null };
  };

  const nodes = new Map<string, CompiledNode>();
  for (const [key, node] of Object.entries(children)) {
    if (node.type !== 'atomic' && node.type !== 'final') throw new Unsupported(`state ${key} is ${node.type}`);
    if (node.exit.length) throw new Unsupported(`state ${key} has exit actions`);
    if (node.config.invoke !== undefined || node.config.after !== undefined) throw new Unsupported(`state ${key} invokes or waits`);
    const on = new Map<string, Edge[]>();
    for (const [type, list] of node.transitions) {
      if (type.includes('*')) throw new Unsupported(`state ${key} has a wildcard transition`);
      on.set(type, list.map(edgeOf));
    }
    nodes.set(key, {
      key,
      final: node.type === 'final',
      on,
      always: node.always?.length ? node.always.map(edgeOf) : null,
      entry: actionsOf(node.entry),
    });
  }
  for (const n of nodes.values()) if (n.final && (n.on.size || n.always)) throw new Unsupported(`final state ${n.key} has transitions`);
  const initial = root.initial ? edgeOf(root.initial) : null;
  if (!initial || initial.target === null || initial.guard || initial.actions.length) throw new Unsupported('the initial transition is not a plain target');
  const initialKey = initial.target;

  const enabled = (edges: Edge[] | null | undefined, context: Context, event: Event): Edge | null => {
    if (!edges) return null;
    for (const e of edges) if (e.guard === null || e.guard(context, event)) return e;
    return null;
  };

  // every transition's target resolved once to its node
  for (const n of nodes.values()) for (const list of [...n.on.values(), n.always ?? []]) for (const e of list) e.to = e.target === null ? null : nodes.get(e.target)!;
  /** Where a transition from `node` goes: its target's node, or null when it stays (no target, or its own state without re-entry). */
  const whereTo = (edge: Edge, node: CompiledNode): CompiledNode | null => (edge.to === null || (edge.to === node && !edge.reenter) ? null : edge.to);
  /** The context after one transition's actions and, when it goes to a state, that state's entry actions. */
  const run = (edge: Edge, next: CompiledNode | null, context: Context, event: Event): Context => {
    let ctx = context;
    for (const a of edge.actions) ctx = a(ctx, event);
    if (next) for (const a of next.entry) ctx = a(ctx, event);
    return ctx;
  };

  /** Takes enabled eventless transitions from `from` until none is; the node and context it rests in. */
  const settle = (from: CompiledNode, context: Context, event: Event, visit?: (value: string) => void): { node: CompiledNode; ctx: Context } => {
    let node = from;
    let ctx = context;
    while (!node.final) {
      const edge = enabled(node.always, ctx, event);
      if (!edge) break;
      const next = whereTo(edge, node);
      const after = run(edge, next, ctx, event);
      visit?.((next ?? node).key);
      const still = (next ?? node) === node && after === ctx;
      ctx = after;
      if (next) node = next;
      if (still) break;
    }
    return { node, ctx };
  };

  return {
    start(context, input) {
      const event = { type: 'xstate.init', input };
      const first = nodes.get(initialKey)!;
      let ctx = context;
      for (const a of first.entry) ctx = a(ctx, event);
      const rest = settle(first, ctx, event);
      return { value: rest.node.key, context: rest.ctx };
    },
    step(value, context, event, visit) {
      const node = nodes.get(value);
      if (!node) throw new Error(`the machine has no state ${value}`);
      if (node.final) {
        visit?.(node.key);
        return null;
      }
      const edge = enabled(node.on.get(event.type), context, event);
      let at = node;
      let ctx = context;
      if (edge) {
        const next = whereTo(edge, node);
        ctx = run(edge, next, context, event);
        if (next) at = next;
      }
      visit?.(at.key);
      const rest = settle(at, ctx, event, visit);
      return rest.node.key === value && rest.ctx === context ? null : { value: rest.node.key, context: rest.ctx };
    },
  };
}
