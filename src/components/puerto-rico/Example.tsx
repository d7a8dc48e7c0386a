/**
 * A worked Puerto Rico example, played by the engine step by step: `<PuertoRicoExample id="…" />`.
 *
 * Props: `id` — one of the ids of `puertoRicoExamples` (engine/puerto-rico/examples.ts); `example`
 * — that example, given by ExampleBlock.astro from the chapter's HTML.
 * Deep link: `#ex-<id>-<step>` opens the example at a step (0 = the introduction, n = after the n-th
 * move). Every seat's VP chips are shown (the reader watches the whole table). "Your turn" steps let
 * the reader make the move on the boards; "Take over from here" opens a free-play table below,
 * against bots, from the position shown.
 */
import { useMemo } from 'preact/hooks';
import { puertoRico } from '../../../engine/puerto-rico/game';
import type { PuertoRicoExample as ExampleData } from '../../../engine/puerto-rico/examples';
import { ExampleShell } from '../core/ExampleShell';
import { useExample } from '../core/useExample';
import { Board } from './Board';
import { sameMove } from './intents';
import { PHASE_GROUPS, seatLabel } from './look';
import { puertoRicoContext } from './machine-context';
import { boardModel } from './model';
import PuertoRicoTable from './Table';
import '../core/island.css';
import './puerto-rico.css';

/** After the reader's move on a "your turn" step, the focus goes on to the Forward button. */
const FORWARD = '[data-testid="ex-forward"]';

const spec = { game: puertoRico, context: puertoRicoContext, sameMove };

/** `example` comes from the chapter's HTML (ExampleBlock.astro), not from the JavaScript: its narration is prose. */
export default function PuertoRicoExample({ id, level, example }: { id: string; level?: number | string; example?: ExampleData }) {
  const x = useExample(spec, example, id);
  const model = useMemo(() => (x.state ? boardModel(x.state, 'all', x.seat) : null), [x.state, x.seat]);
  return (
    <ExampleShell
      id={id}
      level={level}
      seatLabel={seatLabel}
      x={x}
      chapter="puerto-rico"
      groups={PHASE_GROUPS}
      table={(data) => <PuertoRicoTable initial={data} fromExample={x.exampleState} persist={false} level={level} />}
    >
      {model && <Board model={model} onMove={x.onMove} highlight={x.shown?.highlight} idleFocus={FORWARD} />}
    </ExampleShell>
  );
}
