/**
 * The frame every free-play table shares: the heading, the setup form until a game is open, then
 * the controls (new game, share link, bot speed, seed), the share link, the notice, and the game's
 * own parts; the hint and undo buttons; and the frame of a setup form (players, seat kinds, seed,
 * start) around the game's own options.
 */
import type { ComponentChildren, VNode } from 'preact';
import type { Bilingual } from '../../../engine/core/contract';
import { Bi } from './Bi';
import { Choice } from './Choice';
import { Feedback, type Notice } from './Feedback';
import { headingTag } from './heading';
import type { SeatKind } from './handoff';
import { KIND_LABEL, newSeed, TABLE_ANCHOR } from './useTable';

const SPEEDS = [
  { value: '1500', label: { zh: '慢', en: 'slow' } },
  { value: '700', label: { zh: '一般', en: 'normal' } },
  { value: '0', label: { zh: '立即', en: 'instant' } },
] as const;
const KINDS = (['human', 'easy', 'strong'] as const).map((k) => ({ value: k, label: KIND_LABEL[k] }));

/** What the frame needs of a table (see useTable). */
interface FrameTable {
  data: { start: { kind: 'record'; record: { seed: number | string } } | { kind: 'example' } } | null;
  state: unknown;
  notice: Notice | null;
  speed: number;
  setSpeed: (n: number) => void;
  share: string | null;
  ready: boolean;
  makeShare: () => void;
  newGame: () => void;
}

export function TableFrame(p: {
  t: FrameTable;
  chapter: string;
  class: string;
  /** Taken over from an example (no anchor, another heading). */
  initial: boolean;
  /** The heading level of the title (default 3). */
  level?: number | string;
  setup: ComponentChildren;
  /** The game is shown (its view model is ready). */
  shown: boolean;
  /** Buttons after "New game". */
  extra?: ComponentChildren;
  shareLabel?: Bilingual;
  /** The game's own parts, under the notice. */
  children: () => ComponentChildren;
}) {
  const { t, chapter } = p;
  const d = t.data;
  const Title = headingTag(p.level, 3);
  return (
    <section class={p.class} id={p.initial ? undefined : TABLE_ANCHOR} data-testid="table" data-ready={t.ready ? '' : undefined}>
      <Title>
        <Bi t={p.initial ? { zh: '從這裡接手', en: 'Taken over from here' } : { zh: '自由對局', en: 'Free-play table' }} />
      </Title>
      {!d || !t.state || !p.shown ? (
        <>
          <Feedback notice={t.notice} chapter={chapter} />
          {p.setup}
        </>
      ) : (
        <>
          <div class="sg-row island-controls">
            <button type="button" class="sg-btn" data-testid="new-game" onClick={t.newGame}>
              <Bi t={{ zh: '新的一局', en: 'New game' }} />
            </button>
            {p.extra}
            {d.start.kind === 'record' ? (
              <button type="button" class="sg-btn" data-testid="share" onClick={t.makeShare}>
                <Bi t={{ zh: '分享連結', en: 'Share link' }} />
              </button>
            ) : (
              <span class="sg-note">
                <Bi t={{ zh: '從範例接手的對局不能做成分享連結。', en: 'A game taken over from an example cannot be shared as a link.' }} />
              </span>
            )}
            <Choice legend={{ zh: '電腦速度', en: 'Bot speed' }} value={String(t.speed)} options={SPEEDS} onChange={(v) => t.setSpeed(Number(v))} testId="bot-speed" />
            {d.start.kind === 'record' && (
              <span class="sg-note" data-testid="table-seed">
                <Bi t={{ zh: `種子 ${d.start.record.seed}`, en: `Seed ${d.start.record.seed}` }} />
              </span>
            )}
          </div>
          {t.share && (
            <p class="sg-row">
              <label>
                <Bi t={p.shareLabel ?? { zh: '分享連結（已複製）', en: 'Share link (copied)' }} />{' '}
                <input class="sg-input" style={{ width: '100%' }} readOnly value={t.share} data-testid="share-link" onFocus={(e) => (e.target as HTMLInputElement).select()} />
              </label>
            </p>
          )}
          <Feedback notice={t.notice} chapter={chapter} />
          {p.children()}
        </>
      )}
    </section>
  );
}

/** The hint (while a person decides) and undo buttons, shown with the board's controls. */
export function TableActions({ t }: { t: { human?: number; over: boolean; askHint: () => void; undoSeat: number | null; undo: () => void } }) {
  return (
    <>
      {t.human !== undefined && !t.over && (
        <button type="button" class="sg-btn" data-testid="hint" onClick={t.askHint}>
          <Bi t={{ zh: '提示', en: 'Hint' }} />
        </button>
      )}
      <button type="button" class="sg-btn" data-testid="undo" disabled={t.undoSeat === null} onClick={t.undo}>
        <Bi t={{ zh: '收回', en: 'Undo' }} />
      </button>
    </>
  );
}

/** What every setup form holds besides the game's options. */
export interface SetupBase {
  players: number;
  seats: SeatKind[];
  seed: string;
}

/** The seed as typed: a number when it is one, else the text. */
export const seedOf = (f: SetupBase): number | string => (/^\d{1,15}$/.test(f.seed.trim()) ? Number(f.seed.trim()) : f.seed.trim());

/**
 * A setup form: the number of players, each seat's kind, the seed, the game's options (children),
 * the start button and the form's notice.
 */
export function SetupFrame<F extends SetupBase>(p: {
  f: F;
  set: (patch: Partial<F>) => void;
  counts: number[];
  chip: (seat: number) => ComponentChildren;
  label: (seat: number) => Bilingual;
  seedLabel?: Bilingual;
  notice: Notice | null;
  chapter: string;
  onSubmit: (e: Event) => void;
  children: ComponentChildren;
}) {
  const { f, set } = p;
  return (
    <form class="sg-setup" onSubmit={p.onSubmit} data-testid="setup-form">
      <fieldset>
        <legend>
          <Bi t={{ zh: '玩家', en: 'Players' }} />
        </legend>
        <Choice
          legend={{ zh: '人數', en: 'Number of players' }}
          value={String(f.players)}
          options={p.counts.map((n) => ({ value: String(n), label: { zh: `${n} 人`, en: `${n} players` } }))}
          onChange={(v) => set({ players: Number(v) } as Partial<F>)}
          testId="players"
        />
        <ul class="sg-seat-kinds">
          {Array.from({ length: f.players }, (_, seat) => (
            <li key={seat}>
              <span class="sg-seat-name">
                {p.chip(seat)}
                <Bi t={p.label(seat)} />
              </span>
              <Choice
                legend={p.label(seat)}
                quietLegend
                value={f.seats[seat]!}
                options={KINDS}
                onChange={(k) => {
                  const seats = f.seats.slice();
                  seats[seat] = k;
                  set({ seats } as Partial<F>);
                }}
                testId={`seat-kind-${seat}`}
              />
            </li>
          ))}
        </ul>
      </fieldset>
      <fieldset>
        <legend>
          <Bi t={{ zh: '亂數種子與選項', en: 'Seed and options' }} />
        </legend>
        <div class="sg-row">
          <label class="sg-field">
            <Bi t={p.seedLabel ?? { zh: '種子', en: 'Seed' }} />
            <input class="sg-input sg-seed" value={f.seed} data-testid="seed" onInput={(e) => set({ seed: (e.target as HTMLInputElement).value } as Partial<F>)} />
          </label>
          <button type="button" class="sg-btn" data-testid="new-seed" onClick={() => set({ seed: String(newSeed()) } as Partial<F>)}>
            <Bi t={{ zh: '換一個種子', en: 'New seed' }} />
          </button>
        </div>
        <div class="sg-options">{p.children}</div>
      </fieldset>
      <button type="submit" class="sg-btn sg-primary" data-testid="start">
        <Bi t={{ zh: '開始遊戲', en: 'Start the game' }} />
      </button>
      <Feedback notice={p.notice} chapter={p.chapter} />
    </form>
  );
}

/** One seat's row of the final score table: the game's own breakdown, the total, and an optional extra cell. */
export interface ScoreRow {
  seat: number;
  total: number;
  detail: VNode;
  extra?: VNode;
}

/**
 * The final score table every game shows: a row per seat with its chip, its name and the winner
 * mark, the game's own breakdown and the total; `extra` adds one more column (San Juan's tie-break),
 * and `children` follow the table.
 */
export function ScoreTable(p: {
  result: { winners: number[] };
  rows: ScoreRow[];
  chip: (seat: number) => VNode;
  label: (seat: number) => Bilingual;
  detailHead: Bilingual;
  extra?: { head: Bilingual; testId: string };
  children?: ComponentChildren;
}) {
  const { winners } = p.result;
  return (
    <section data-testid="final-score">
      <h4>
        <Bi t={{ zh: '最後計分', en: 'Final scoring' }} />
      </h4>
      <table class="sg-score">
        <thead>
          <tr>
            <th>
              <Bi t={{ zh: '玩家', en: 'Player' }} />
            </th>
            <th>
              <Bi t={p.detailHead} />
            </th>
            <th>
              <Bi t={{ zh: '總分', en: 'Total' }} />
            </th>
            {p.extra && (
              <th>
                <Bi t={p.extra.head} />
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {p.rows.map((r) => (
            <tr key={r.seat} data-testid={`score-${r.seat}`}>
              <td>
                {p.chip(r.seat)} <Bi t={p.label(r.seat)} />
                {winners.includes(r.seat) && (
                  <strong data-testid={`winner-${r.seat}`}>
                    {' ★ '}
                    <Bi t={winners.length > 1 ? { zh: '並列勝利', en: 'shared victory' } : { zh: '勝利', en: 'winner' }} />
                  </strong>
                )}
              </td>
              <td>{r.detail}</td>
              <td data-testid={`total-${r.seat}`} lang="en">
                {r.total}
              </td>
              {p.extra && <td data-testid={`${p.extra.testId}-${r.seat}`}>{r.extra}</td>}
            </tr>
          ))}
        </tbody>
      </table>
      {p.children}
    </section>
  );
}
