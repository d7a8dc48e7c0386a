/** Santiago's phase diagram on its own (the `phase-diagram` place of the chapter), drawn from the machine. */
import { santiagoMachine } from '../../../engine/santiago/machine';
import { PhaseDiagram } from '../core/PhaseDiagram';
import './santiago.css';

export default function SantiagoPhaseDiagram() {
  return (
    <div class="sg-island not-content" data-testid="phase-diagram-standalone" data-pagefind-ignore>
      <PhaseDiagram machine={santiagoMachine} chapter="santiago" landmark />
    </div>
  );
}
