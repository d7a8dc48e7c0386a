/** San Juan's phase diagram on its own (the `phase-diagram` place of the chapter), drawn from the machine in groups. */
import { sanJuanMachine } from '../../../engine/san-juan/machine';
import { PhaseDiagram } from '../core/PhaseDiagram';
import { PHASE_GROUPS } from './look';
import '../core/island.css';
import './san-juan.css';

export default function SanJuanPhaseDiagram() {
  return (
    <div class="sg-island not-content pd-standalone" data-testid="phase-diagram-standalone" data-pagefind-ignore>
      <PhaseDiagram machine={sanJuanMachine} chapter="san-juan" groups={PHASE_GROUPS} landmark />
    </div>
  );
}
