/** Dice Town's phase diagram on its own (the `phase-diagram` place of the chapter), drawn from the machine in groups; the island file DiceTownPhaseDiagram.tsx re-exports it from islands.ts. */
import { diceTownMachine } from '../../../engine/dice-town/machine';
import { PhaseDiagram } from '../core/PhaseDiagram';
import { PHASE_GROUPS } from './look';
import '../core/island.css';
import './dice-town.css';

export default function DiceTownPhaseDiagram() {
  return (
    <div class="sg-island not-content pd-standalone" data-testid="phase-diagram-standalone" data-pagefind-ignore>
      <PhaseDiagram machine={diceTownMachine} chapter="dice-town" groups={PHASE_GROUPS} landmark />
    </div>
  );
}
