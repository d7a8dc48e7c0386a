/**
 * The frame of a worked example, for any game: title, introduction, the narration of the step
 * shown, Back / Forward / Restart (and ← → while the example has focus), the step and a progress
 * bar, predictions ("think first", answered by the engine's outcome on Forward), "your turn"
 * prompts and the reader's feedback, a link to each step, the phase strip, the game's own stage,
 * "Take over from here" and the table it opens below.
 *
 * In the page, where the screen is wide enough, the example leaves the text column: the title, the
 * controls and the narration stand in a rail beside the board that stays on screen while the board
 * scrolls by, the controls first, so Forward stays in one place from step to step; after each step
 * the page brings what the step is about (the board's lit parts, or the controls of the reader's
 * move) into view. The board is drawn once the example is live in the browser: the page itself
 * carries only the frame and the introduction.
 *
 * The presenter view ("Present") is what projector mode means for an example: the example fills the
 * screen, narration and controls beside the board, which is fitted whole into what is left, with
 * type readable from the back of a room. Keys: → Space PageDown forward, ← PageUp back, Home and End
 * the first and last step, F full screen, Esc leaves.
 *
 * Deep links: `#ex-<id>-<step>` (see deeplink.ts). An empty anchor per step is rendered so the
 * browser scrolls to the example before it hydrates.
 */
import type { ComponentChildren } from 'preact';
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import type { Bilingual } from '../../../engine/core/contract';
import { predictionAnswer } from '../../../engine/core/example';
import { Bi } from './Bi';
import { exampleAnchor, parseExampleLink, stepFor } from './deeplink';
import { Feedback } from './Feedback';
import { FitBox } from './FitBox';
import { headingTag } from './heading';
import { PhaseStrip, type PhaseGroup } from './PhaseDiagram';
import type { TableData } from './table';
import type { ExampleModel } from './useExample';
import { nextTarget } from './useRoving';

export interface ExampleShellProps<S extends { phase: string; players: number }, M extends { type: string; seat: number }, O, H> {
  id: string;
  x: ExampleModel<S, M, O, H>;
  /** The chapter (rule links, the phase diagram). */
  chapter: string;
  /** The chapter's address when the example stands on another page (a mechanism page); its phase links then lead there. */
  chapterPath?: string;
  groups?: readonly PhaseGroup[];
  takeOverLabel?: Bilingual;
  /** How the game names a seat (the "your turn" prompt says whose move it is). */
  seatLabel?: (seat: number) => Bilingual;
  /** The heading level of the example's title (the chapter's outline: one below the section it is in). */
  level?: number | string;
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
      <section class="sg-island not-content" data-testid={`example-${id}`} data-pagefind-ignore>
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
      {x.takeover && (
        <TakenOver key={x.takeover.key} id={id}>
          {props.table(x.takeover.data)}
        </TakenOver>
      )}
    </>
  );
}

/**
 * The table a reader took over with, below the example: brought into view as soon as it is there,
 * and, once its game has loaded, the focus on its first decision (or on its status line while the
 * bots move first).
 */
function TakenOver({ id, children }: { id: string; children: ComponentChildren }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const reduce = matchMedia('(prefers-reduced-motion: reduce)').matches;
    el.scrollIntoView({ block: 'start', behavior: reduce ? 'auto' : 'smooth' });
    let tries = 0;
    // the table's game part loads on demand: wait for it (a few seconds at most), then focus what it asks first
    const timer = setInterval(() => {
      const surface = el.querySelector<HTMLElement>('[data-surface]');
      const target = surface ? (nextTarget(surface) ?? el.querySelector<HTMLElement>('[data-table-status]')) : null;
      if (target || ++tries > 50) {
        clearInterval(timer);
        if (!target) return;
        target.focus({ preventScroll: true });
        // the table's top in view, and its first decision too where the two do not fit together
        target.scrollIntoView({ block: 'nearest', behavior: reduce ? 'auto' : 'smooth' });
      }
    }, 100);
    return () => clearInterval(timer);
  }, []);
  return (
    <div ref={box} class="ex-takeover" data-testid={`takeover-${id}`}>
      {children}
    </div>
  );
}

/** Keys a clicker or keyboard sends, and what they do in the presenter view. */
export function presenterKey(key: string): 'forward' | 'back' | 'first' | 'last' | 'fullscreen' | 'leave' | null {
  switch (key) {
    case 'ArrowRight':
    case 'PageDown':
    case ' ':
      return 'forward';
    case 'ArrowLeft':
    case 'PageUp':
      return 'back';
    case 'Home':
      return 'first';
    case 'End':
      return 'last';
    case 'f':
    case 'F':
      return 'fullscreen';
    case 'Escape':
      return 'leave';
    default:
      return null;
  }
}

/** The height of what stays on top of the page (the header, projector mode's reading bar): its bottom edge on screen. */
function stickyBottom(): number {
  let bottom = 0;
  for (const el of document.querySelectorAll<HTMLElement>('header.header, html[data-projector] .reading-controls')) {
    const r = el.getBoundingClientRect();
    const pos = getComputedStyle(el).position;
    if ((pos === 'fixed' || pos === 'sticky') && r.height > 0 && r.top <= 1) bottom = Math.max(bottom, r.bottom);
  }
  return bottom;
}

/**
 * Scrolls the page the least that brings what a step is about into view: the stage's lit parts, or
 * else the controls of the reader's own move (`[data-controls]`). The top is preferred when it all
 * cannot fit. The page never scrolls up past the example's top, so a rail that stays on screen (the
 * controls) stays where it is.
 */
export function bringIntoView(section: HTMLElement, reduceMotion: boolean) {
  const stage = section.querySelector('.ex-stage');
  if (!stage) return;
  let parts = [...stage.querySelectorAll<Element>('[data-hi]')];
  if (parts.length === 0) parts = [...stage.querySelectorAll<Element>('[data-controls]')];
  const rects = parts.map((p) => p.getBoundingClientRect()).filter((r) => r.width > 0 && r.height > 0);
  if (rects.length === 0) return;
  const top = Math.min(...rects.map((r) => r.top));
  const bottom = Math.max(...rects.map((r) => r.bottom));
  const viewTop = stickyBottom() + 8;
  const bar = section.querySelector('.ex-controls');
  // on a phone the controls stay at the foot of the screen: what they cover is not in view
  const barTop = bar && getComputedStyle(bar).position === 'sticky' && bar.getBoundingClientRect().top > innerHeight / 2 ? bar.getBoundingClientRect().top : innerHeight;
  const viewBottom = Math.min(innerHeight, barTop) - 8;
  if (top >= viewTop && bottom <= viewBottom) return;
  let dy = bottom > viewBottom ? bottom - viewBottom : 0;
  if (top - dy < viewTop) dy = top - viewTop;
  // not above the example's own top (the rail stays put while the example fills the screen)
  const sectionTop = section.getBoundingClientRect().top;
  if (dy < 0) dy = Math.max(dy, sectionTop - viewTop);
  if (Math.abs(dy) < 1) return;
  scrollBy({ top: dy, behavior: reduceMotion ? 'auto' : 'smooth' });
}

function Frame<S extends { phase: string; players: number }, M extends { type: string; seat: number }, O, H>(
  props: ExampleShellProps<S, M, O, H>,
) {
  const { id, x } = props;
  const steps = x.example!.steps;
  const states = x.run?.states ?? [];
  const index = x.at;
  const last = steps.length;
  const root = useRef<HTMLElement>(null);
  const presentButton = useRef<HTMLButtonElement>(null);
  const [presenting, setPresenting] = useState(false);
  /** The example is live in the browser (the first render is the page's own, without the board). */
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  /** The reader moved the example on (not a link opening a step): what the step is about is brought into view. */
  const stepped = useRef(false);
  const onIndex = (n: number) => {
    stepped.current = true;
    x.setIndex(n);
  };
  /** The reader's guess for each step that asks one (step index → choice index). */
  const [guesses, setGuesses] = useState<Record<number, number>>({});

  useEffect(() => {
    const apply = () => {
      const s = stepFor(parseExampleLink(location.hash, location.search), id, last);
      if (s !== null) x.setIndex(s);
    };
    apply();
    addEventListener('hashchange', apply);
    return () => removeEventListener('hashchange', apply);
  }, [id]);

  // the example never grows shorter as it is stepped through: a shorter step would pull the rail, and
  // Forward with it, up the screen
  const tallest = useRef(0);
  useLayoutEffect(() => {
    const el = root.current;
    if (!el || !live) return;
    if (presenting) {
      el.style.removeProperty('min-height');
      return;
    }
    tallest.current = Math.max(tallest.current, el.getBoundingClientRect().height);
    el.style.minHeight = `${tallest.current}px`;
  }, [index, live, presenting]);

  // after a step (Forward, Back, the reader's own move): what it is about comes into view
  const shownAt = useRef(index);
  useLayoutEffect(() => {
    if (shownAt.current === index) return;
    shownAt.current = index;
    const moved = stepped.current || root.current?.contains(document.activeElement);
    stepped.current = false;
    if (!moved || presenting || !root.current) return;
    bringIntoView(root.current, matchMedia('(prefers-reduced-motion: reduce)').matches);
  }, [index, live]);

  const go = (what: ReturnType<typeof presenterKey>): boolean => {
    if (what === 'forward' && index < last) onIndex(index + 1);
    else if (what === 'back' && index > 0) onIndex(index - 1);
    else if (what === 'first') onIndex(0);
    else if (what === 'last') onIndex(last);
    else if (what === 'fullscreen') toggleFullscreen();
    else if (what === 'leave') leave();
    else return false;
    return true;
  };

  type Popover = HTMLElement & { showPopover?: () => void; hidePopover?: () => void };
  const showPopover = (on: boolean) => {
    const el = root.current as Popover | null;
    if (!el?.showPopover) return;
    try {
      if (on && !el.matches(':popover-open')) el.showPopover();
      else if (!on && el.matches(':popover-open')) el.hidePopover?.();
    } catch {
      /* not a popover (yet), or already as asked */
    }
  };
  const toggleFullscreen = () => {
    const el = root.current;
    if (!el) return;
    if (document.fullscreenElement) {
      document.exitFullscreen().catch(() => {});
      return;
    }
    // an open popover may not go full screen: the full-screen element is in the top layer itself
    showPopover(false);
    el.requestFullscreen?.().catch(() => showPopover(true));
  };
  const enter = () => {
    setPresenting(true);
    document.documentElement.classList.add('sg-presenting');
    requestAnimationFrame(() => root.current?.focus());
  };
  const leave = () => {
    if (document.fullscreenElement) document.exitFullscreen().catch(() => {});
    setPresenting(false);
    document.documentElement.classList.remove('sg-presenting');
    requestAnimationFrame(() => presentButton.current?.focus());
  };
  useEffect(() => () => document.documentElement.classList.remove('sg-presenting'), []);
  // The presenter view lives in the top layer (a manual popover, or the full-screen element), so that
  // no containing block of the page's layout (Starlight's panes) clips it and it covers the header
  // and side bars.
  useLayoutEffect(() => showPopover(presenting && !document.fullscreenElement), [presenting]);
  useEffect(() => {
    if (!presenting) return;
    const back = () => {
      if (!document.fullscreenElement) showPopover(true);
    };
    document.addEventListener('fullscreenchange', back);
    return () => document.removeEventListener('fullscreenchange', back);
  }, [presenting]);

  // In the presenter view the keys work wherever focus is in the page (a clicker sends them to the
  // page); outside it, ← → step while the example has focus. Attached as the view is drawn (a layout
  // effect), so a key pressed at once after Present, or after a step, is never lost or read stale.
  useLayoutEffect(() => {
    if (!presenting) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey) return;
      const t = e.target as Element | null;
      if (t?.closest('input, select, textarea, [contenteditable]')) return;
      const what = presenterKey(e.key);
      // Space on a button presses that button
      if (what === 'forward' && e.key === ' ' && t?.closest('button, a, summary, [role="button"]')) return;
      if (what && go(what)) e.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [presenting, index, last]);
  const onKey = (e: KeyboardEvent) => {
    if (presenting || e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey) return;
    const t = e.target as Element | null;
    if (t?.closest('input, select, textarea, svg')) return;
    if (e.key === 'ArrowRight' && index < last) {
      e.preventDefault();
      onIndex(index + 1);
    } else if (e.key === 'ArrowLeft' && index > 0) {
      e.preventDefault();
      onIndex(index - 1);
    }
  };

  const step = index < last ? steps[index] : undefined;
  const yourTurn = !!step?.yourTurn;
  const narration = index === 0 ? x.example!.intro : steps[index - 1]!.narration;
  const Title = headingTag(props.level);
  const ask = step?.predict;
  const asked = index > 0 ? steps[index - 1]!.predict : undefined;
  const answer = asked && states[index] ? predictionAnswer(asked, states[index]) : null;
  const answerIndex = answer?.ok ? answer.index : -1;
  const guess = guesses[index - 1];
  const whose = x.seat !== null && props.seatLabel ? props.seatLabel(x.seat) : null;
  const pct = last === 0 ? 100 : Math.round((index / last) * 100);

  return (
    <section
      ref={root}
      class="sg-island not-content sg-example"
      id={exampleAnchor(id)}
      data-pagefind-ignore
      data-testid={`example-${id}`}
      data-step={index}
      data-live={live ? '' : undefined}
      data-present={presenting ? '' : undefined}
      {...(presenting ? { popover: 'manual' } : {})}
      aria-labelledby={`${exampleAnchor(id)}-title`}
      aria-busy={live ? undefined : 'true'}
      onKeyDown={onKey}
      tabIndex={-1}
    >
      <div class="ex-anchors" aria-hidden="true">
        {Array.from({ length: last + 1 }, (_, n) => (
          <span key={n} id={exampleAnchor(id, n)} />
        ))}
      </div>
      <div class="ex-body">
        <div class="ex-side">
          <div class="ex-head">
            <Title id={`${exampleAnchor(id)}-title`} class="ex-title">
              <Bi t={{ zh: `範例：${x.example!.title.zh}`, en: `Example: ${x.example!.title.en}` }} />
            </Title>
            <div class="ex-progress" data-testid="progress">
              <span class="ex-stepno" aria-live="polite" data-testid="step-number">
                <Bi t={{ zh: `第 ${index} / ${last} 步`, en: `Step ${index} of ${last}` }} />
              </span>
              <span class="ex-bar" role="progressbar" aria-valuemin={0} aria-valuemax={last} aria-valuenow={index} aria-labelledby={`${exampleAnchor(id)}-title`}>
                <span style={{ width: `${pct}%` }} />
              </span>
              <a href={`#${exampleAnchor(id, index)}`} data-testid="step-link" class="ex-link">
                <Bi t={{ zh: '這一步的連結', en: 'link to this step' }} />
              </a>
            </div>
          </div>
          <div class="sg-row island-controls ex-controls">
            <button type="button" class="sg-btn" data-testid="ex-restart" onClick={() => onIndex(0)} disabled={!live || index === 0}>
              <span aria-hidden="true">↺</span> <Bi t={{ zh: '從頭開始', en: 'Restart' }} />
            </button>
            <button type="button" class="sg-btn" data-testid="ex-back" onClick={() => onIndex(index - 1)} disabled={!live || index === 0}>
              <span aria-hidden="true">←</span> <Bi t={{ zh: '上一步', en: 'Back' }} />
            </button>
            <button type="button" class="sg-btn sg-primary" data-testid="ex-forward" onClick={() => onIndex(index + 1)} disabled={!live || index >= last}>
              <Bi t={yourTurn ? { zh: '看答案', en: 'Show me' } : ask ? { zh: '揭曉', en: 'Reveal' } : { zh: '下一步', en: 'Forward' }} /> <span aria-hidden="true">→</span>
            </button>
          </div>
          <div class="sg-row island-controls ex-more">
            {presenting ? (
              <>
                <button type="button" class="sg-btn" data-testid="ex-fullscreen" onClick={toggleFullscreen} aria-keyshortcuts="F">
                  <Bi t={{ zh: '全螢幕（F）', en: 'Full screen (F)' }} />
                </button>
                <button type="button" class="sg-btn" data-testid="ex-leave" onClick={leave} aria-keyshortcuts="Escape">
                  <span aria-hidden="true">✕</span> <Bi t={{ zh: '離開投影（Esc）', en: 'Leave (Esc)' }} />
                </button>
              </>
            ) : (
              <button type="button" class="sg-btn" data-testid="ex-present" ref={presentButton} onClick={enter} disabled={!live}>
                <Bi t={{ zh: '投影播放', en: 'Present' }} />
              </button>
            )}
            {!x.over && !presenting && (
              <button type="button" class="sg-btn" data-testid="take-over" onClick={x.takeOver} disabled={!live}>
                <Bi t={props.takeOverLabel ?? { zh: '從這裡接手對局', en: 'Take over from here' }} />
              </button>
            )}
          </div>
          <div class="ex-talk">
            <div class="sg-narration" data-testid="narration" aria-live="polite">
              <Bi t={narration} />
            </div>
            {asked && answerIndex >= 0 && (
              <p class="ex-answer" data-testid="answer">
                <strong>
                  <Bi t={{ zh: '答案', en: 'Answer' }} />
                </strong>{' '}
                <Bi t={asked.choices[answerIndex]!.label} />
                {guess !== undefined && (
                  <>
                    {' '}
                    <Bi
                      t={
                        guess === answerIndex
                          ? { zh: '（猜對了！）', en: '(you guessed right!)' }
                          : { zh: `（你猜的是 ${asked.choices[guess]!.label.zh}）`, en: `(your guess: ${asked.choices[guess]!.label.en})` }
                      }
                    />
                  </>
                )}
              </p>
            )}
            {ask && (
              <div class="ex-predict" data-testid="predict">
                <p id={`${exampleAnchor(id)}-question`}>
                  <strong>
                    <Bi t={{ zh: '先想一想', en: 'Think first' }} />
                  </strong>{' '}
                  <Bi t={ask.question} />
                </p>
                <div class="sg-row" role="group" aria-labelledby={`${exampleAnchor(id)}-question`} data-testid="predict-choices">
                  {ask.choices.map((c, k) => (
                    <button
                      type="button"
                      key={k}
                      class="sg-btn"
                      aria-pressed={guesses[index] === k ? 'true' : 'false'}
                      data-testid={`guess-${k}`}
                      disabled={!live}
                      onClick={() => setGuesses({ ...guesses, [index]: k })}
                    >
                      <Bi t={c.label} />
                    </button>
                  ))}
                </div>
                <p class="sg-note">
                  <Bi
                    t={
                      guesses[index] === undefined
                        ? { zh: '選一個答案（或請全班舉手），再按「揭曉」。', en: 'Pick an answer (or ask the class for a show of hands), then Reveal.' }
                        : { zh: '按「揭曉」看答案。', en: 'Press Reveal to see the answer.' }
                    }
                  />
                </p>
              </div>
            )}
            {yourTurn && (
              <p class="sg-info" data-testid="your-turn">
                <Bi
                  t={
                    whose
                      ? { zh: `輪到你了：替${whose.zh}在棋盤上做出這一步；按「看答案」則直接看範例怎麼走。`, en: `Your turn: make ${whose.en}'s move on the board; “Show me” plays the example's own.` }
                      : { zh: '輪到你了：在棋盤上做出這一步；按「看答案」則直接看範例怎麼走。', en: 'Your turn: make this move on the board; “Show me” plays the example’s own.' }
                  }
                />
              </p>
            )}
            <Feedback notice={x.message} chapter={props.chapter} />
          </div>
          {presenting && (
            <p class="sg-note ex-keys">
              <Bi t={{ zh: '按鍵：→ 空白鍵 PageDown 下一步，← PageUp 上一步，Home/End 第一步/最後一步，F 全螢幕，Esc 離開。', en: 'Keys: → Space PageDown forward, ← PageUp back, Home/End first/last step, F full screen, Esc to leave.' }} />
            </p>
          )}
          <PhaseStrip machine={x.machine} chapter={props.chapter} base={props.chapterPath} current={x.actor} title={false} groups={props.groups} />
        </div>
        <div class="ex-stage">
          {live ? (
            <FitBox active={presenting} watch={index}>
              {props.children}
            </FitBox>
          ) : (
            <p class="ex-waiting sg-note" data-testid="ex-waiting">
              <Bi t={{ zh: '範例的棋盤載入中……', en: 'The example’s board is loading…' }} />
            </p>
          )}
        </div>
      </div>
    </section>
  );
}
