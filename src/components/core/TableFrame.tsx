/**
 * The frame every free-play table shares inside its section (TableShell): the setup form until a game is open, then
 * the controls (new game, share link, bot speed, seed), the share link, the notice, and the game's
 * own parts; and the hint and undo buttons. The setup form's frame is in TableShell.tsx, which a
 * chapter loads first.
 */
import type { ComponentChildren } from 'preact';
import type { Bilingual } from '../../../engine/core/contract';
import { Bi } from './Bi';
import { Choice } from './Choice';
import { Feedback, type Notice } from './Feedback';
import type { TableUndo } from './undo';
import type { UndoRefusal } from '../../../engine/core/undo-policy';
import { useContext, useEffect } from 'preact/hooks';
import { TableReady } from './TableShell';

const SPEEDS = [
  { value: '1500', label: { zh: '慢', en: 'slow' } },
  { value: '700', label: { zh: '一般', en: 'normal' } },
  { value: '0', label: { zh: '立即', en: 'instant' } },
] as const;

/** What the frame needs of a table (see useTable). */
interface FrameTable {
  data: { start: { kind: 'record'; record: { seed: number | string } } | { kind: 'example' } } | null;
  state: unknown;
  notice: Notice | null;
  /** Saving is off (storage denied or full): said once, while it lasts. */
  savingOff: Bilingual | null;
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
  // the shell's section (TableShell) says the table is ready once this part has read the saved game
  const ready = useContext(TableReady);
  useEffect(() => ready(t.ready), [t.ready]);
  return (
    <>
      {t.savingOff && (
        <p class="sg-warn" role="status" data-testid="saving-off">
          <Bi t={t.savingOff} />
        </p>
      )}
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
    </>
  );
}

const UNDO_WHY: Record<UndoRefusal, Bilingual> = {
  nothing: { zh: '還沒有可以收回的一步。', en: 'There is no move of yours to take back yet.' },
  'other-player': { zh: '另一位玩家已經行動，不能越過他的決定收回。', en: 'Another person has moved since: their decision is not taken back.' },
  blocked: { zh: '之後抽了牌、擲了骰子或翻開了新的東西，不能收回。', en: 'Cards were drawn, dice rolled or something new revealed since: no taking back.' },
};

/**
 * The hint (while a person decides) and undo buttons, shown with the board's controls. Undo says
 * how many moves it takes back, and why it is unavailable when it is.
 */
export function TableActions({
  t,
}: {
  t: { human?: number; over: boolean; askHint: () => void; undoPlan: TableUndo | null; undo: () => void };
}) {
  const plan = t.undoPlan;
  const depth = plan?.ok ? plan.depth : 0;
  return (
    <>
      {t.human !== undefined && !t.over && (
        <button type="button" class="sg-btn" data-testid="hint" onClick={t.askHint}>
          <Bi t={{ zh: '提示', en: 'Hint' }} />
        </button>
      )}
      <button type="button" class="sg-btn" data-testid="undo" data-depth={depth} disabled={!plan?.ok} onClick={t.undo}>
        <Bi t={depth > 1 ? { zh: `收回（連同電腦的 ${depth - 1} 步）`, en: `Undo (with ${depth - 1} bot move${depth > 2 ? 's' : ''})` } : { zh: '收回', en: 'Undo' }} />
      </button>
      {plan && !plan.ok && plan.why !== 'nothing' && !t.over && (
        <span class="sg-note" data-testid="undo-why">
          <Bi t={UNDO_WHY[plan.why]} />
        </span>
      )}
    </>
  );
}

export { SetupFrame, seedOf, type SetupBase } from './TableShell';
