/**
 * A worked Dice Town example, played by the engine step by step: `<DiceTownExample id="…" />`.
 *
 * Props: `id` — one of the ids of `diceTownExamples` (engine/dice-town/examples.ts).
 * Deep link: `#ex-<id>-<step>` opens the example at a step (0 = the introduction, n = after the
 * n-th move). Every cup and hand is shown (the reader watches the whole table). "Your turn" steps
 * let the reader make the move in the town view (choosing dice under the cup, settling a tie …);
 * "Take over from here" opens a free-play table below, against bots, from the position shown — the
 * dice still to come are the example's own.
 */
import { useMemo } from 'preact/hooks';
import { diceTown } from '../../../engine/dice-town/game';
import { diceTownExamples } from '../../../engine/dice-town/examples';
import { ExampleShell } from '../core/ExampleShell';
import { exampleRuns, useExample } from '../core/useExample';
import { sameMove } from './intents';
import { PHASE_GROUPS, seatLabel } from './look';
import { diceTownContext } from './machine-context';
import { townModel } from './model';
import DiceTownTable from './Table';
import { Town } from './Town';
import '../core/island.css';
import './dice-town.css';

const spec = { game: diceTown, examples: diceTownExamples, context: diceTownContext, sameMove };
const { runOf, exampleState } = exampleRuns(spec);
/** The state at an example's step, for tables taken over from it. */
export { exampleState };

export default function DiceTownExample({ id, level }: { id: string; level?: number | string }) {
  const x = useExample(spec, runOf, id);
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
      table={(data) => <DiceTownTable initial={data} fromExample={exampleState} persist={false} level={level} />}
    >
      {model && <Town model={model} onMove={x.onMove} highlight={x.shown?.highlight} />}
    </ExampleShell>
  );
}
