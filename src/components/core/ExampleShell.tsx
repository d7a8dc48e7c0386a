/**
 * The frame of a worked example, for any game: title, introduction, the narration of the step
 * shown, Back / Forward / Restart (and ← → while the player has focus), "your turn" prompts and
 * the reader's feedback, a link to each step, the phase diagram, the game's own stage in between,
 * "Take over from here" and the table it opens below.
 *
 * Deep links: `#ex-<id>-<step>` (see deeplink.ts). An empty anchor per step is rendered so the
 * browser scrolls to the example before it hydrates.
 */
import { Fragment, type ComponentChildren } from 'preact';
import { useEffect } from 'preact/hooks';
import type { Bilingual } from '../../../engine/core/contract';
import { Bi } from './Bi';
import { exampleAnchor, parseExampleLink, stepFor } from './deeplink';
import { Feedback } from './Feedback';
import { PhaseDiagram, type PhaseGroup } from './PhaseDiagram';
import type { TableData } from './table';
import type { ExampleModel } from './useExample';

export interface ExampleShellProps<S extends { phase: string; players: number }, M extends { type: string; seat: number }, O, H> {
  id: string;
  x: ExampleModel<S, M, O, H>;
  /** The chapter (rule links, the phase diagram). */
  chapter: string;
  groups?: readonly PhaseGroup[];
  takeOverLabel?: Bilingual;
  /** The free-play table taken over from the step shown. */
  table: (data: TableData<O, M>) => ComponentChildren;
  children: ComponentChildren;
}

export function ExampleShell<S extends { phase: string; players: number }, M extends { type: string; seat: number }, O, H>(
  props: ExampleShellProps<S, M, O, H>,
) {
  const { id, x } = props;
  const { example, run, state } = x;
  if (!example || !state) {
    return (
      <section class="sg-island not-content" data-testid={`example-${id}`}>
        <div class="sg-error" role="alert">
          <Bi
            t={{
              zh: `範例「${id}」無法播放${run && !run.ok ? `：${run.error}` : '。'}`,
              en: `Example "${id}" cannot be played${run && !run.ok ? `: ${run.error}` : '.'}`,
            }}
          />
        </div>
      </section>
    );
  }
  return (
    <>
      <Frame {...props} />
      {x.takeover && <Fragment key={x.takeover.key}>{props.table(x.takeover.data)}</Fragment>}
    </>
  );
}

function Frame<S extends { phase: string; players: number }, M extends { type: string; seat: number }, O, H>(
  props: ExampleShellProps<S, M, O, H>,
) {
  const { id, x } = props;
  const steps = x.example!.steps;
  const index = x.at;
  const onIndex = x.setIndex;
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
  const narration = index === 0 ? x.example!.intro : steps[index - 1]!.narration;
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
    <section class="sg-island not-content sg-example" id={exampleAnchor(id)} data-testid={`example-${id}`} data-step={index} onKeyDown={onKey} tabIndex={-1}>
      {Array.from({ length: last + 1 }, (_, n) => (
        <span key={n} id={exampleAnchor(id, n)} aria-hidden="true" />
      ))}
      <h4>
        <Bi t={{ zh: `範例：${x.example!.title.zh}`, en: `Example: ${x.example!.title.en}` }} />
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
      <Feedback notice={x.message} chapter={props.chapter} />
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
        {!x.over && (
          <button type="button" class="sg-btn" data-testid="take-over" onClick={x.takeOver}>
            <Bi t={props.takeOverLabel ?? { zh: '從這裡接手對局', en: 'Take over from here' }} />
          </button>
        )}
      </div>
      <PhaseDiagram machine={x.machine} chapter={props.chapter} current={x.actor} title={false} groups={props.groups} />
      {props.children}
    </section>
  );
}
