/**
 * What every worked example does the same way, whatever the game: play the example through the
 * engine once (and keep it), step forward and back (telling the phase diagram's actor the move
 * when one step forward is taken), the reader's move on a "your turn" step (the expected move
 * advances, another legal one is told so, an illegal one gets the engine's violation) and taking
 * over from the step shown. The game's example keeps its board and texts.
 */
import { useMemo, useRef, useState } from 'preact/hooks';
import { runExample, type Example, type ExampleRun } from '../../../engine/core/example';
import type { MachineGame } from '../../../engine/core/machine-game';
import { newRecord } from '../../../engine/core/record';
import { useActorMirror } from './actor';
import type { Notice } from './Feedback';
import type { SeatKind } from './handoff';
import type { ExampleResolver, TableData } from './table';

type Move = { type: string; seat: number };
type Plain = { phase: string; players: number };

/** What a worked example asks of its game (a chapter page may ship no more than this: see genoa/page-game.ts). */
export type ExampleGame<S, M extends Move, O> = Pick<MachineGame<S, M, O, unknown>, 'id' | 'machine' | 'setup' | 'load' | 'play' | 'toAct' | 'isOver'>;

export interface ExampleSpec<S extends Plain, M extends Move, O, H> {
  game: ExampleGame<S, M, O>;
  sameMove: (a: M, b: M) => boolean;
}

/**
 * The example played once per island (and kept): its run, and the state at a step for tables taken
 * over from it. The example itself reaches the island as a prop, from the chapter's HTML (see each
 * game's ExampleBlock.astro): its narration is prose and ships as text, not as JavaScript.
 */
export function useExampleRun<S extends Plain, M extends Move, O, H>(spec: ExampleSpec<S, M, O, H>, example: Example<M, O, H> | undefined) {
  const run = useMemo((): ExampleRun<S> | null => (example ? runExample(spec.game, example) : null), [example?.id]);
  const exampleState: ExampleResolver<S> = (id, step) => (example && run?.ok && id === example.id ? (run.states[step] ?? null) : null);
  return { run, exampleState };
}

const RIGHT: Notice = { kind: 'info', text: { zh: '答對了！這正是範例接下來的一步。', en: 'Right! That is the move the example makes next.' } };
const OTHER: Notice = {
  kind: 'info',
  text: {
    zh: '這一步合乎規則，但範例接下來走的是另一步。再試一次，或按「看答案」。',
    en: 'That move is legal, but the example goes on with a different one. Try again, or press “Show me”.',
  },
};

export function useExample<S extends Plain, M extends Move, O, H>(spec: ExampleSpec<S, M, O, H>, example: Example<M, O, H> | undefined, id: string) {
  const { game } = spec;
  const { run, exampleState } = useExampleRun(spec, example);
  const [index, setIndexRaw] = useState(0);
  const [message, setMessage] = useState<Notice | null>(null);
  const [lastMove, setLastMove] = useState<{ from: S; move: M } | null>(null);
  const [takeover, setTakeover] = useState<{ data: TableData<O, M>; key: number } | null>(null);
  const takeoverKey = useRef(0);

  const states = run?.states ?? [];
  const steps = example?.steps ?? [];
  const at = Math.max(0, Math.min(index, states.length - 1));
  const state = example && run?.ok ? (states[at] ?? null) : null;
  const actor = useActorMirror(game.machine, state, (s) => s.phase, (s) => ({ state: s }), lastMove);
  const step = steps[at];
  const yourTurn = !!step?.yourTurn;

  const setIndex = (n: number) => {
    const next = Math.max(0, Math.min(steps.length, n));
    setLastMove(next === at + 1 ? { from: states[at]!, move: steps[at]!.move } : null);
    setMessage(null);
    setIndexRaw(next);
  };

  const onMove = (move: M): Notice | null => {
    if (!step || !state) return null;
    const r = game.play(state, move);
    if (!r.ok) return { kind: 'violation', violation: r.violation };
    if (!spec.sameMove(move, step.move)) return OTHER;
    setIndex(at + 1);
    setMessage(RIGHT);
    return null;
  };

  const takeOver = () => {
    if (!state || !example) return;
    const me = step ? step.move.seat : (game.toAct(state)[0] ?? 0);
    const seats: SeatKind[] = Array.from({ length: state.players }, (_, s) => (s === me ? 'human' : 'strong'));
    const start =
      'setup' in example.start
        ? { kind: 'record' as const, record: { ...newRecord<O, M>(game.id, example.start.setup), moves: steps.slice(0, at).map((s) => s.move) } }
        : { kind: 'example' as const, example: id, step: at, moves: [] };
    takeoverKey.current++;
    setTakeover({ data: { start, seats, lastSeen: null }, key: takeoverKey.current });
  };

  return {
    /** Null when the example is unknown; with `run`, the reason it cannot be played. */
    example,
    run,
    /** The state at a step of this example, for the table taken over from it. */
    exampleState,
    state,
    at,
    setIndex,
    /** The step just played (its highlight is shown), if any. */
    shown: at > 0 ? steps[at - 1] : undefined,
    /** The seat the reader plays for on a "your turn" step, else null. */
    seat: yourTurn && step ? step.move.seat : null,
    message,
    onMove,
    machine: game.machine,
    actor,
    over: state ? game.isOver(state) : true,
    takeOver,
    takeover,
  };
}

export type ExampleModel<S extends Plain, M extends Move, O, H> = ReturnType<typeof useExample<S, M, O, H>>;
