/** Puerto Rico's phase diagram on its own (the `phase-diagram` place of the chapter), drawn from the machine in groups. */
import { puertoRicoMachine } from '../../../engine/puerto-rico/machine';
import { PhaseDiagram } from '../core/PhaseDiagram';
import { PHASE_GROUPS } from './look';
import '../core/island.css';
import './puerto-rico.css';

export default function PuertoRicoPhaseDiagram() {
  return (
    <div class="sg-island not-content pd-standalone" data-testid="phase-diagram-standalone" data-pagefind-ignore>
      <PhaseDiagram machine={puertoRicoMachine} chapter="puerto-rico" groups={PHASE_GROUPS} landmark />
    </div>
  );
}
