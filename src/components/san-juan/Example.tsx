/**
 * A worked San Juan example, played by the engine step by step: `<SanJuanExample id="…" />`.
 *
 * Props: `id` — one of the ids of `sanJuanExamples` (engine/san-juan/examples.ts).
 * Deep link: `#ex-<id>-<step>` opens the example at a step (0 = the introduction, n = after the
 * n-th move). Every hand is shown (the reader watches the whole table). "Your turn" steps let the
 * reader make the move on the tableau; "Take over from here" opens a free-play table below, against
 * bots, from the position shown.
 */
import { useMemo } from 'preact/hooks';
import { sanJuan } from '../../../engine/san-juan/game';
import { sanJuanExamples } from '../../../engine/san-juan/examples';
import { ExampleShell } from '../core/ExampleShell';
import { exampleRuns, useExample } from '../core/useExample';
import { sameMove } from './intents';
import { PHASE_GROUPS, seatLabel } from './look';
import { sanJuanContext } from './machine-context';
import { tableauModel } from './model';
import SanJuanTable from './Table';
import { Tableau } from './Tableau';
import '../core/island.css';
import './san-juan.css';

const spec = { game: sanJuan, examples: sanJuanExamples, context: sanJuanContext, sameMove };
const { runOf, exampleState } = exampleRuns(spec);
/** The state at an example's step, for tables taken over from it. */
export { exampleState };

export default function SanJuanExample({ id, level }: { id: string; level?: number | string }) {
  const x = useExample(spec, runOf, id);
  const model = useMemo(() => (x.state ? tableauModel(x.state, 'all', x.seat) : null), [x.state, x.seat]);
  return (
    <ExampleShell
      id={id}
      level={level}
      seatLabel={seatLabel}
      x={x}
      chapter="san-juan"
      groups={PHASE_GROUPS}
      table={(data) => <SanJuanTable initial={data} fromExample={exampleState} persist={false} level={level} />}
    >
      {model && <Tableau model={model} onMove={x.onMove} highlight={x.shown?.highlight} />}
    </ExampleShell>
  );
}
