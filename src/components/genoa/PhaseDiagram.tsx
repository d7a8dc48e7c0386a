/** Genoa's phase diagram on its own (the chapter's `phases` place), drawn from the machine in groups. */
import { genoaMachine } from '../../../engine/genoa/machine';
import { PhaseDiagram } from '../core/PhaseDiagram';
import { PHASE_GROUPS } from './look';
import '../core/island.css';
import './genoa.css';

export default function GenoaPhaseDiagram() {
  return (
    <div class="sg-island not-content pd-standalone" data-testid="phase-diagram-standalone" data-pagefind-ignore>
      <PhaseDiagram machine={genoaMachine} chapter="genoa" groups={PHASE_GROUPS} landmark />
    </div>
  );
}
