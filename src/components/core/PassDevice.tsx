/**
 * The screen that hides one human seat's secrets (money, a hand of cards …) from the next one
 * sharing the device. `secret` says what is hidden; Santiago's money is the default.
 */
import type { Bilingual } from '../../../engine/core/contract';
import { Bi } from './Bi';

const MONEY: Bilingual = {
  zh: '其他人的錢是祕密，交接時畫面會先蓋起來。',
  en: 'Other players’ money is secret, so the table is covered while the device changes hands.',
};

export function PassDevice({ who, onReady, secret = MONEY }: { who: Bilingual; onReady: () => void; secret?: Bilingual }) {
  return (
    <div class="sg-handoff" data-testid="handoff" role="dialog" aria-modal="false" aria-labelledby="handoff-title">
      <p id="handoff-title">
        <strong>
          <Bi t={{ zh: `請把裝置交給${who.zh}`, en: `Pass the device to ${who.en}` }} />
        </strong>
      </p>
      <p class="sg-note">
        <Bi t={secret} />
      </p>
      <button type="button" class="sg-btn sg-primary" onClick={onReady} data-testid="handoff-ready" autoFocus>
        <Bi t={{ zh: `我是${who.zh}，開始`, en: `I am ${who.en}: show my turn` }} />
      </button>
    </div>
  );
}
