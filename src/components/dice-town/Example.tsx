/**
 * A worked Dice Town example, played by the engine step by step: `<DiceTownExample id="…" />`.
 *
 * Props: `id` — one of the ids of `diceTownExamples` (engine/dice-town/examples.ts); `example` — that example, given by ExampleBlock.astro from the chapter's HTML.
 * Deep link: `#ex-<id>-<step>` opens the example at a step (0 = the introduction, n = after the
 * n-th move). Every cup and hand is shown (the reader watches the whole table). "Your turn" steps
 * let the reader make the move in the town view (choosing dice under the cup, settling a tie …);
 * "Take over from here" opens a free-play table below, against bots, from the position shown — the
 * dice still to come are the example's own.
 */
import { useMemo } from 'preact/hooks';
import { diceTown } from '../../../engine/dice-town/game';
import type { DiceTownExample as ExampleData } from '../../../engine/dice-town/examples';
import { ExampleShell } from '../core/ExampleShell';
import { useExample } from '../core/useExample';
import { sameMove } from './intents';
import { PHASE_GROUPS, seatLabel } from './look';
import { diceTownContext } from './machine-context';
import { townModel } from './model';
import DiceTownTable from './Table';
import { Town } from './Town';
import '../core/island.css';
import './dice-town.css';

/** After the reader's move on a "your turn" step, the focus goes on to the Forward button. */
const FORWARD = '[data-testid="ex-forward"]';

const spec = { game: diceTown, context: diceTownContext, sameMove };

/** `example` comes from the chapter's HTML (ExampleBlock.astro), not from the JavaScript: its narration is prose. */
export default function DiceTownExample({ id, level, example }: { id: string; level?: number | string; example?: ExampleData }) {
  const x = useExample(spec, example, id);
  const model = useMemo(() => (x.state ? townModel(x.state, 'all', x.seat) : null), [x.state, x.seat]);
  return (
    <ExampleShell
      id={id}
      level={level}
      seatLabel={seatLabel}
      x={x}
      chapter="dice-town"
      groups={PHASE_GROUPS}
      takeOverLabel={{ zh: '從這裡接手對局（同樣的骰子）', en: 'Take over from here (same dice)' }}
      table={(data) => <DiceTownTable initial={data} fromExample={x.exampleState} persist={false} level={level} />}
    >
      {model && <Town model={model} onMove={x.onMove} highlight={x.shown?.highlight} idleFocus={FORWARD} />}
    </ExampleShell>
  );
}
