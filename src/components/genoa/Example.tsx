/**
 * A worked Genoa example, played by the engine step by step: `<GenoaExample id="…" />`.
 *
 * Props: `id` — one of the ids of `genoaExamples` (engine/genoa/examples.ts); `example` — that
 * example, given by ExampleBlock.astro from the chapter's HTML.
 * Deep link: `#ex-<id>-<step>` opens the example at a step (0 = the introduction, n = after the n-th
 * move). Every seat's money and hand are shown (the reader watches the whole table). "Your turn"
 * steps let the reader make the move on the board; "Take over from here" opens a free-play table
 * below, against bots, from the position shown.
 */
import { useMemo } from 'preact/hooks';
import { genoa } from '../../../engine/genoa/game';
import type { GenoaExample as ExampleData } from '../../../engine/genoa/examples';
import { ExampleShell } from '../core/ExampleShell';
import { useExample } from '../core/useExample';
import { Board } from './Board';
import { sameMove } from './intents';
import { PHASE_GROUPS, seatLabel } from './look';
import { genoaContext } from './machine-context';
import GenoaTable from './Table';
import '../core/island.css';
import './genoa.css';

/** After the reader's move on a "your turn" step, the focus goes on to the Forward button. */
const FORWARD = '[data-testid="ex-forward"]';

const spec = { game: genoa, context: genoaContext, sameMove };

/** `example` comes from the chapter's HTML (ExampleBlock.astro), not from the JavaScript: its narration is prose. */
export default function GenoaExample({ id, level, example }: { id: string; level?: number | string; example?: ExampleData }) {
  const x = useExample(spec, example, id);
  const legal = useMemo(() => (x.state && x.seat !== null ? genoa.legalMoves(x.state) : []), [x.state, x.seat]);
  return (
    <ExampleShell
      id={id}
      level={level}
      seatLabel={seatLabel}
      x={x}
      chapter="genoa"
      groups={PHASE_GROUPS}
      table={(data) => <GenoaTable initial={data} fromExample={x.exampleState} persist={false} level={level} />}
    >
      {x.state && <Board state={x.state} viewer="all" me={x.seat} legal={legal} onMove={x.onMove} highlight={x.shown?.highlight} idleFocus={FORWARD} />}
    </ExampleShell>
  );
}
