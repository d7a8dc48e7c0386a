/**
 * A worked San Juan example, played by the engine step by step: `<SanJuanExample id="…" />`.
 *
 * Props: `id` — one of the ids of `sanJuanExamples` (engine/san-juan/examples.ts); `example` — that example, given by ExampleBlock.astro from the chapter's HTML.
 * Deep link: `#ex-<id>-<step>` opens the example at a step (0 = the introduction, n = after the
 * n-th move). Every hand is shown (the reader watches the whole table). "Your turn" steps let the
 * reader make the move on the tableau; "Take over from here" opens a free-play table below, against
 * bots, from the position shown.
 */
import { useMemo } from 'preact/hooks';
import { sanJuan } from '../../../engine/san-juan/game';
import type { SanJuanExample as ExampleData } from '../../../engine/san-juan/examples';
import { ExampleShell } from '../core/ExampleShell';
import { useExample } from '../core/useExample';
import { sameMove } from './intents';
import { PHASE_GROUPS, seatLabel } from './look';
import { sanJuanContext } from './machine-context';
import { tableauModel } from './model';
import SanJuanTable from './Table';
import { Tableau } from './Tableau';
import '../core/island.css';
import './san-juan.css';

/** After the reader's move on a "your turn" step, the focus goes on to the Forward button. */
const FORWARD = '[data-testid="ex-forward"]';

const spec = { game: sanJuan, context: sanJuanContext, sameMove };

/** `example` comes from the chapter's HTML (ExampleBlock.astro), not from the JavaScript: its narration is prose. */
export default function SanJuanExample({ id, level, example }: { id: string; level?: number | string; example?: ExampleData }) {
  const x = useExample(spec, example, id);
  const model = useMemo(() => (x.state ? tableauModel(x.state, 'all', x.seat) : null), [x.state, x.seat]);
  return (
    <ExampleShell
      id={id}
      level={level}
      seatLabel={seatLabel}
      x={x}
      chapter="san-juan"
      groups={PHASE_GROUPS}
      table={(data) => <SanJuanTable initial={data} fromExample={x.exampleState} persist={false} level={level} />}
    >
      {model && <Tableau model={model} onMove={x.onMove} highlight={x.shown?.highlight} idleFocus={FORWARD} />}
    </ExampleShell>
  );
}
