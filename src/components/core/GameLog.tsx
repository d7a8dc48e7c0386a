/**
 * The game log in both languages, newest last. `start` is the number of earlier lines not given
 * (a game whose state keeps only a window of its log numbers its lines from where the window
 * begins). The list scrolls once it is long, so it is always one Tab stop of its own (the same
 * place in the Tab order however long the game), named by its summary: a keyboard reader scrolls
 * it with the arrow keys, Home and End.
 */
import type { Bilingual } from '../../../engine/core/contract';
import { useEffect, useId, useRef } from 'preact/hooks';
import { Bi } from './Bi';

export function GameLog({ lines, max = 200, start = 0 }: { lines: readonly Bilingual[]; max?: number; start?: number }) {
  const shown = lines.slice(-max);
  const first = start + lines.length - shown.length;
  const total = start + lines.length;
  const list = useRef<HTMLOListElement>(null);
  const id = `sg-log-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  useEffect(() => {
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [total]);
  return (
    <details class="sg-logbox" open>
      <summary id={id}>
        <Bi t={{ zh: `紀錄（${total} 行）`, en: `Log (${total} lines)` }} />
      </summary>
      <ol ref={list} class="sg-log" tabIndex={0} aria-labelledby={id} start={first + 1} data-testid="log" aria-live="polite" aria-relevant="additions">
        {shown.map((l, i) => (
          <li key={first + i}>
            <Bi t={l} />
          </li>
        ))}
      </ol>
    </details>
  );
}
