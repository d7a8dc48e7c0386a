/**
 * The frame of a worked example, for any game: title, introduction, the narration of the step
 * shown, Back / Forward / Restart (and ← → while the player has focus), "your turn" prompts, a
 * link to each step, and the game's own stage in between.
 *
 * Deep links: `#ex-<id>-<step>` (see deeplink.ts). An empty anchor per step is rendered so the
 * browser scrolls to the example before it hydrates.
 */
import type { ComponentChildren } from 'preact';
import { useEffect } from 'preact/hooks';
import type { Bilingual } from '../../../engine/core/contract';
import { Bi } from './Bi';
import { exampleAnchor, parseExampleLink, stepFor } from './deeplink';

export interface ShellStep {
  narration: Bilingual;
  yourTurn?: boolean;
}

export interface ExampleShellProps {
  id: string;
  title: Bilingual;
  intro: Bilingual;
  steps: ShellStep[];
  /** 0 = the introduction; n = after the n-th move. */
  index: number;
  onIndex: (n: number) => void;
  /** Shown under the narration (feedback on the reader's move). */
  message?: ComponentChildren;
  /** Extra buttons (take over …). */
  actions?: ComponentChildren;
  children: ComponentChildren;
}

export function ExampleShell(props: ExampleShellProps) {
  const { id, steps, index, onIndex } = props;
  const last = steps.length;
  useEffect(() => {
    const apply = () => {
      const s = stepFor(parseExampleLink(location.hash, location.search), id, last);
      if (s !== null) onIndex(s);
    };
    apply();
    addEventListener('hashchange', apply);
    return () => removeEventListener('hashchange', apply);
  }, [id]);

  const yourTurn = index < last && !!steps[index]?.yourTurn;
  const narration = index === 0 ? props.intro : steps[index - 1]!.narration;
  const onKey = (e: KeyboardEvent) => {
    const t = e.target as Element | null;
    if (t && (t.closest('input, select, textarea, svg') || e.altKey || e.ctrlKey || e.metaKey)) return;
    if (e.key === 'ArrowRight' && index < last) {
      e.preventDefault();
      onIndex(index + 1);
    } else if (e.key === 'ArrowLeft' && index > 0) {
      e.preventDefault();
      onIndex(index - 1);
    }
  };
  return (
    <section class="sg-island sg-example" id={exampleAnchor(id)} data-testid={`example-${id}`} data-step={index} onKeyDown={onKey} tabIndex={-1}>
      {Array.from({ length: last + 1 }, (_, n) => (
        <span key={n} id={exampleAnchor(id, n)} aria-hidden="true" />
      ))}
      <h4>
        <Bi t={{ zh: `範例：${props.title.zh}`, en: `Example: ${props.title.en}` }} />
      </h4>
      <p class="sg-note" aria-live="polite">
        <Bi t={{ zh: `第 ${index} / ${last} 步`, en: `Step ${index} of ${last}` }} />{' '}
        <a href={`#${exampleAnchor(id, index)}`} data-testid="step-link">
          <Bi t={{ zh: '這一步的連結', en: 'link to this step' }} />
        </a>
      </p>
      <div class="sg-narration" data-testid="narration" aria-live="polite">
        <Bi t={narration} />
      </div>
      {yourTurn && (
        <p class="sg-info" data-testid="your-turn">
          <strong>
            <Bi t={{ zh: '輪到你了：', en: 'Your turn: ' }} />
          </strong>
          <Bi t={{ zh: '在下面做出這一步；按「下一步」則直接看答案。', en: 'make this move below; Forward shows the answer.' }} />
        </p>
      )}
      {props.message}
      <div class="sg-row island-controls">
        <button type="button" class="sg-btn" data-testid="ex-restart" onClick={() => onIndex(0)} disabled={index === 0}>
          <Bi t={{ zh: '從頭開始', en: 'Restart' }} />
        </button>
        <button type="button" class="sg-btn" data-testid="ex-back" onClick={() => onIndex(index - 1)} disabled={index === 0}>
          ← <Bi t={{ zh: '上一步', en: 'Back' }} />
        </button>
        <button type="button" class="sg-btn sg-primary" data-testid="ex-forward" onClick={() => onIndex(index + 1)} disabled={index >= last}>
          <Bi t={yourTurn ? { zh: '看答案', en: 'Show me' } : { zh: '下一步', en: 'Forward' }} /> →
        </button>
        {props.actions}
      </div>
      {props.children}
    </section>
  );
}
