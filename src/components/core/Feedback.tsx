/** A refused move (the engine's violation, with a link to the rule) or another message. */
import type { Bilingual, Violation } from '../../../engine/core/contract';
import { Bi } from './Bi';
import { sectionHrefIn, useLocale } from './links';

export type Notice =
  | { kind: 'violation'; violation: Violation }
  | { kind: 'error'; text: Bilingual }
  | { kind: 'info'; text: Bilingual };

export function Feedback({ notice, chapter }: { notice: Notice | null; chapter: string }) {
  const locale = useLocale();
  if (!notice) return <div aria-live="polite" />;
  if (notice.kind === 'violation') {
    const v = notice.violation;
    return (
      <div class="sg-violation" role="alert" data-testid="violation" data-rule={v.rule}>
        <Bi t={v.message} />{' '}
        <a href={sectionHrefIn(locale, chapter, v.section)} data-testid="violation-link">
          <Bi t={{ zh: '看這條規則', en: 'See the rule' }} />
        </a>
      </div>
    );
  }
  return (
    <div class={notice.kind === 'error' ? 'sg-error' : 'sg-info'} role={notice.kind === 'error' ? 'alert' : 'status'} data-testid={notice.kind === 'error' ? 'error' : 'info'}>
      <Bi t={notice.text} />
    </div>
  );
}
