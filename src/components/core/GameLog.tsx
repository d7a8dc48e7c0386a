/** The game log in both languages, newest last. */
import type { Bilingual } from '../../../engine/core/contract';
import { useEffect, useRef } from 'preact/hooks';
import { Bi } from './Bi';

export function GameLog({ lines, max = 200 }: { lines: readonly Bilingual[]; max?: number }) {
  const shown = lines.slice(-max);
  const first = lines.length - shown.length;
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [lines.length]);
  return (
    <details class="sg-logbox" open>
      <summary>
        <Bi t={{ zh: `紀錄（${lines.length} 行）`, en: `Log (${lines.length} lines)` }} />
      </summary>
      <ol ref={list} class="sg-log" start={first + 1} data-testid="log" aria-live="polite" aria-relevant="additions">
        {shown.map((l, i) => (
          <li key={first + i}>
            <Bi t={l} />
          </li>
        ))}
      </ol>
    </details>
  );
}
