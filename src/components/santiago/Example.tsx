/**
 * A worked Santiago example, played by the engine step by step: `<SantiagoExample id="…" />`.
 *
 * Props: `id` — one of the ids of `santiagoExamples` (engine/santiago/examples.ts).
 * Deep link: `#ex-<id>-<step>` opens the example at a step (0 = the introduction, n = after the
 * n-th move); `?example=<id>&step=<n>` works too once the example is on screen.
 * "Your turn" steps let the reader make the move on the board; "Take over from here" opens a
 * free-play table below, against bots, from the position shown.
 */
import { useMemo, useRef, useState } from 'preact/hooks';
import { runExample } from '../../../engine/core/example';
import { newRecord } from '../../../engine/core/record';
import { santiago } from '../../../engine/santiago/game';
import { santiagoMachine } from '../../../engine/santiago/machine';
import { santiagoExamples, type SantiagoExample as ExampleData } from '../../../engine/santiago/examples';
import type { Plot, Point, SantiagoMove, SantiagoOptions, SantiagoState, Segment } from '../../../engine/santiago/types';
import { useActorMirror } from '../core/actor';
import { santiagoContext } from './machine-context';
import { Bi } from '../core/Bi';
import { ExampleShell } from '../core/ExampleShell';
import { Feedback, type Notice } from '../core/Feedback';
import type { SeatKind } from '../core/handoff';
import { PhaseDiagram } from '../core/PhaseDiagram';
import type { ExampleResolver, TableData } from '../core/table';
import type { BoardMarks } from './Board';
import { sameMove } from './intents';
import SantiagoTable from './Table';
import { Surface } from './Surface';
import './santiago.css';

type AnyExample = ExampleData;

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const list = <T,>(v: unknown, ok: (x: unknown) => boolean): T[] => (Array.isArray(v) ? (v.filter(ok) as T[]) : []);
const isPlotLike = (x: unknown) => isObj(x) && typeof x.c === 'number' && typeof x.r === 'number';
const isSegLike = (x: unknown) => isObj(x) && (x.dir === 'H' || x.dir === 'V');
const isPointLike = (x: unknown) => isObj(x) && typeof x.x === 'number' && typeof x.y === 'number' && !('dir' in x);

/** An example step's highlight as board marks (plots, segments, points). */
export function marksOf(h: unknown): (BoardMarks & { seats: number[] }) | undefined {
  if (!isObj(h)) return undefined;
  return {
    seats: list<number>(h.seats, (x) => Number.isInteger(x)),
    plots: list<Plot>(h.plots, isPlotLike),
    segments: list<Segment>(h.segments, isSegLike),
    points: list<Point>(h.points, isPointLike),
  };
}

const runs = new Map<string, ReturnType<typeof runExample<SantiagoState, SantiagoMove, SantiagoOptions, unknown, unknown>>>();
function runOf(id: string) {
  let r = runs.get(id);
  if (!r) {
    const ex = (santiagoExamples as AnyExample[]).find((e) => e.id === id);
    if (!ex) return null;
    r = runExample(santiago, ex);
    runs.set(id, r);
  }
  return r;
}

/** The state at an example's step, for tables taken over from it. */
export const exampleState: ExampleResolver<SantiagoState> = (id, step) => {
  const r = runOf(id);
  return r && r.ok ? (r.states[step] ?? null) : null;
};

export default function SantiagoExample({ id }: { id: string }) {
  const example = (santiagoExamples as AnyExample[]).find((e) => e.id === id);
  const run = useMemo(() => runOf(id), [id]);
  const [index, setIndexRaw] = useState(0);
  const [message, setMessage] = useState<Notice | null>(null);
  const [lastMove, setLastMove] = useState<{ from: SantiagoState; move: SantiagoMove } | null>(null);
  const [takeover, setTakeover] = useState<{ data: TableData<SantiagoOptions, SantiagoMove>; key: number } | null>(null);
  const takeoverKey = useRef(0);

  const states = run?.states ?? [];
  const last = example ? example.steps.length : 0;
  const at = Math.max(0, Math.min(index, states.length - 1));
  const state = states[at] ?? null;
  const actorValue = useActorMirror(santiagoMachine, state, (s) => s.phase, santiagoContext, lastMove);

  if (!example || !run || !run.ok || !state) {
    return (
      <section class="sg-island" data-testid={`example-${id}`}>
        <div class="sg-error" role="alert">
          <Bi
            t={{
              zh: `範例「${id}」無法播放${run && !run.ok ? `：${run.error}` : '。'}`,
              en: `Example "${id}" cannot be played${run && !run.ok ? `: ${run.error}` : '.'}`,
            }}
          />
        </div>
      </section>
    );
  }

  const setIndex = (n: number) => {
    const next = Math.max(0, Math.min(last, n));
    setLastMove(next === at + 1 ? { from: states[at]!, move: example.steps[at]!.move } : null);
    setMessage(null);
    setIndexRaw(next);
  };

  const step = example.steps[at];
  const yourTurn = !!step?.yourTurn;
  const shownStep = at > 0 ? example.steps[at - 1] : undefined;
  const acting = santiago.toAct(state)[0];

  const onMove = (move: SantiagoMove): Notice | null => {
    if (!step) return null;
    const r = santiago.play(state, move);
    if (!r.ok) return { kind: 'violation', violation: r.violation };
    if (sameMove(move, step.move)) {
      setIndex(at + 1);
      setMessage({ kind: 'info', text: { zh: '答對了！這正是範例接下來的一步。', en: 'Right! That is the move the example makes next.' } });
      return null;
    }
    return {
      kind: 'info',
      text: {
        zh: '這一步合乎規則，但範例接下來走的是另一步。再試一次，或按「看答案」。',
        en: 'That move is legal, but the example goes on with a different one. Try again, or press “Show me”.',
      },
    };
  };

  const takeOver = () => {
    const seats: SeatKind[] = Array.from({ length: state.players }, (_, s) => (s === (acting ?? 0) ? 'human' : 'strong'));
    const start =
      'setup' in example.start
        ? { kind: 'record' as const, record: { ...newRecord<SantiagoOptions, SantiagoMove>('santiago', example.start.setup), moves: example.steps.slice(0, at).map((s) => s.move) } }
        : { kind: 'example' as const, example: id, step: at, moves: [] };
    takeoverKey.current++;
    setTakeover({ data: { start, seats, lastSeen: null }, key: takeoverKey.current });
  };

  return (
    <>
      <ExampleShell
        id={id}
        title={example.title}
        intro={example.intro}
        steps={example.steps}
        index={at}
        onIndex={setIndex}
        message={<Feedback notice={message} chapter="santiago" />}
        actions={
          !santiago.isOver(state) && (
            <button type="button" class="sg-btn" data-testid="take-over" onClick={takeOver}>
              <Bi t={{ zh: '從這裡接手對局', en: 'Take over from here' }} />
            </button>
          )
        }
      >
        <PhaseDiagram machine={santiagoMachine} chapter="santiago" current={actorValue} title={false} />
        <Surface
          state={state}
          viewer="all"
          controlSeat={yourTurn && acting !== undefined ? acting : null}
          onMove={onMove}
          highlight={marksOf(shownStep?.highlight)}
          highlightSeats={marksOf(shownStep?.highlight)?.seats}
        />
      </ExampleShell>
      {takeover && <SantiagoTable key={takeover.key} initial={takeover.data} fromExample={exampleState} persist={false} />}
    </>
  );
}
