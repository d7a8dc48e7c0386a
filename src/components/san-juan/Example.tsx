/**
 * A worked San Juan example, played by the engine step by step: `<SanJuanExample id="…" />`.
 *
 * Props: `id` — one of the ids of `sanJuanExamples` (engine/san-juan/examples.ts).
 * Deep link: `#ex-<id>-<step>` opens the example at a step (0 = the introduction, n = after the
 * n-th move). Every hand is shown (the reader watches the whole table). "Your turn" steps let the
 * reader make the move on the tableau; "Take over from here" opens a free-play table below, against
 * bots, from the position shown.
 */
import { useMemo, useRef, useState } from 'preact/hooks';
import { runExample } from '../../../engine/core/example';
import { newRecord } from '../../../engine/core/record';
import { sanJuan } from '../../../engine/san-juan/game';
import { sanJuanMachine } from '../../../engine/san-juan/machine';
import { sanJuanExamples, type SanJuanExample as ExampleData } from '../../../engine/san-juan/examples';
import type { SanJuanMove, SanJuanOptions, SanJuanState } from '../../../engine/san-juan/types';
import { useActorMirror } from '../core/actor';
import { Bi } from '../core/Bi';
import { ExampleShell } from '../core/ExampleShell';
import { Feedback, type Notice } from '../core/Feedback';
import type { SeatKind } from '../core/handoff';
import { PhaseDiagram } from '../core/PhaseDiagram';
import type { ExampleResolver, TableData } from '../core/table';
import { sameMove } from './intents';
import { PHASE_GROUPS } from './look';
import { sanJuanContext } from './machine-context';
import { tableauModel } from './model';
import SanJuanTable from './Table';
import { Tableau } from './Tableau';
import '../core/island.css';
import './san-juan.css';

type Run = ReturnType<typeof runExample<SanJuanState, SanJuanMove, SanJuanOptions, unknown, unknown>>;
const runs = new Map<string, Run>();
function runOf(id: string): Run | null {
  let r = runs.get(id);
  if (!r) {
    const ex = sanJuanExamples.find((e) => e.id === id);
    if (!ex) return null;
    r = runExample(sanJuan, ex);
    runs.set(id, r);
  }
  return r;
}

/** The state at an example's step, for tables taken over from it. */
export const exampleState: ExampleResolver<SanJuanState> = (id, step) => {
  const r = runOf(id);
  return r && r.ok ? (r.states[step] ?? null) : null;
};

export default function SanJuanExample({ id }: { id: string }) {
  const example: ExampleData | undefined = sanJuanExamples.find((e) => e.id === id);
  const run = useMemo(() => runOf(id), [id]);
  const [index, setIndexRaw] = useState(0);
  const [message, setMessage] = useState<Notice | null>(null);
  const [lastMove, setLastMove] = useState<{ from: SanJuanState; move: SanJuanMove } | null>(null);
  const [takeover, setTakeover] = useState<{ data: TableData<SanJuanOptions, SanJuanMove>; key: number } | null>(null);
  const takeoverKey = useRef(0);

  const states = run?.states ?? [];
  const last = example ? example.steps.length : 0;
  const at = Math.max(0, Math.min(index, states.length - 1));
  const state = states[at] ?? null;
  const actorValue = useActorMirror(sanJuanMachine, state, (s) => s.phase, sanJuanContext, lastMove);
  const step = example?.steps[at];
  const yourTurn = !!step?.yourTurn;
  const acting = state ? sanJuan.toAct(state)[0] : undefined;
  const model = useMemo(() => (state ? tableauModel(state, 'all', yourTurn && acting !== undefined ? acting : null) : null), [state, yourTurn]);

  if (!example || !run || !run.ok || !state || !model) {
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

  const shownStep = at > 0 ? example.steps[at - 1] : undefined;

  const onMove = (move: SanJuanMove): Notice | null => {
    if (!step) return null;
    const r = sanJuan.play(state, move);
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
        ? { kind: 'record' as const, record: { ...newRecord<SanJuanOptions, SanJuanMove>('san-juan', example.start.setup), moves: example.steps.slice(0, at).map((s) => s.move) } }
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
        message={<Feedback notice={message} chapter="san-juan" />}
        actions={
          !sanJuan.isOver(state) && (
            <button type="button" class="sg-btn" data-testid="take-over" onClick={takeOver}>
              <Bi t={{ zh: '從這裡接手對局', en: 'Take over from here' }} />
            </button>
          )
        }
      >
        <PhaseDiagram machine={sanJuanMachine} chapter="san-juan" current={actorValue} title={false} groups={PHASE_GROUPS} />
        <Tableau model={model} onMove={onMove} highlight={shownStep?.highlight} />
      </ExampleShell>
      {takeover && <SanJuanTable key={takeover.key} initial={takeover.data} fromExample={exampleState} persist={false} />}
    </>
  );
}
