/**
 * Whose turn it is and what to decide, shown plainly when a person at this screen is to act: the
 * seat's chip and name, then the decision of this phase, in the reader's language.
 */
import type { ComponentChildren } from 'preact';
import type { Bilingual } from '../../../engine/core/contract';
import { Bi } from './Bi';

export function TurnPrompt({ chip, who, what }: { chip: ComponentChildren; who: Bilingual; what: Bilingual }) {
  return (
    <p class="sg-turn" data-testid="turn-prompt">
      {chip}
      <strong>
        <Bi t={{ zh: `${who.zh}：${what.zh}`, en: `${who.en}: ${what.en}` }} />
      </strong>
    </p>
  );
}
