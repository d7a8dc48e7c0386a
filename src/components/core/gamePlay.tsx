/**
 * A game's free-play table once a game is opened, for any game: `gamePlay(def)` gives the component
 * a game's Play.tsx exports. The game says only what is its own (its board, its setup form, its
 * result screen, what hand-over hides, how its log and simultaneous choices work); the table around
 * it is the same everywhere: new game, share link, bot speed and seed; the phase strip; what the
 * bots just did and why; the result when the game ends; the hand-over screen between people sharing
 * a device; the board with hint and undo; the whole log, each line as the seat at the screen may
 * read it (core/secret-line.ts).
 *
 * Where the moves come from and go to is the table's source (source.ts): the page's own
 * (localTable.ts) unless a `TableSourceHook` is provided around the table, which is how a table
 * held elsewhere (a class server) plugs in without any game's code changing.
 */
import { createContext, type ComponentChildren, type ComponentType, type VNode } from 'preact';
import { useContext, useEffect } from 'preact/hooks';
import type { Bilingual } from '../../../engine/core/contract';
import type { MachineGame } from '../../../engine/core/machine-game';
import { linesFor } from '../../../engine/core/secret-line';
import { useActorMirror } from './actor';
import { Bi } from './Bi';
import type { BotClient } from './botClient';
import { Choice } from './Choice';
import { Feedback, type Notice } from './Feedback';
import { GameLog } from './GameLog';
import type { Viewer } from './handoff';
import { useModule } from './lazy';
import { useLocalTable, type LocalSpec } from './localTable';
import { PassDevice } from './PassDevice';
import { ReviewBar } from './ReviewBar';
import { PhaseStrip, type PhaseGroup } from './PhaseDiagram';
import type { TableSource } from './source';
import type { FinalDef } from './Final';
import type { Seats } from './look';
import type { TableData } from './table';
import { KIND_LABEL, TableReady, type TableProps } from './TableShell';
import { undoWhy } from './undo';

/** What a game's board is given at the table. */
export interface BoardArgs<S, M> {
  state: S;
  /** Whose eyes the screen is for (what hidden information it may show). */
  viewer: Viewer;
  /** The seat the person at this screen decides for now, or null. */
  seat: number | null;
  onMove: (m: M) => Notice | null;
  /** Each seat's kind, as words (person, bot). */
  kinds: Bilingual[];
  /** The hint, when one was asked for. */
  notice: Notice | null;
  /** The hint and undo buttons, shown with the board's controls. */
  actions: VNode;
  /** Where the focus goes while nobody at this screen decides (the table's status line). */
  idleFocus: string;
}

export interface PlayDef<S, M extends { type: string; seat: number }, O> {
  game: MachineGame<S, M, O, unknown>;
  chapter: string;
  groups?: readonly PhaseGroup[];
  seats: Seats;
  /** What the hand-over screen keeps from the next person (default: money). */
  secret?: Bilingual;
  /** The bots' worker (started on the first question). */
  bots: BotClient<S, M>;
  /** The setup form (shown again after "New game"). */
  Setup: ComponentType<{ onStart: (d: TableData<O, M>) => Notice | null }>;
  Board: ComponentType<BoardArgs<S, M>>;
  /** The result screen's rows, tie-break and chart (loaded when a game ends: Final.tsx). */
  final: FinalDef<S>;
  /** The game's review worker (started when Review is pressed; see ReviewBar.tsx). */
  review?: () => Worker;
  /** How the page's own table plays this game (who decides when several may, the log, secrets…). */
  local?: Omit<LocalSpec<S, M, O>, 'game' | 'chapter' | 'bots' | 'props'>;
  /** How many of the bots' latest remarks are shown (default 1). */
  notes?: number;
  /** How many of the log's last lines are shown (default 400). */
  logLines?: number;
  /** The table's buttons after "New game". */
  extra?: (t: TableSource<S, M, O>) => ComponentChildren;
  shareLabel?: Bilingual;
  /** The class of the board-and-log block (default: the board beside the log on a wide screen). */
  grid?: string;
}

/** A table source other than the page's own, for every table inside it (see source.ts). */
export type TableSourceHook = <S, M extends { type: string; seat: number }, O>(spec: LocalSpec<S, M, O>) => TableSource<S, M, O>;
export const TableSourceContext = createContext<TableSourceHook | null>(null);

const SPEEDS = [
  { value: '1500', label: { zh: '慢', en: 'slow' } },
  { value: '700', label: { zh: '一般', en: 'normal' } },
  { value: '0', label: { zh: '立即', en: 'instant' } },
] as const;

/** The component of a game's Play.tsx. */
const loadFinal = () => import('./Final');

export function gamePlay<S extends { phase: string; round: number }, M extends { type: string; seat: number }, O>(def: PlayDef<S, M, O>): ComponentType<TableProps<S, O, M>> {
  return function Play(props: TableProps<S, O, M>) {
    const useSource = (useContext(TableSourceContext) as TableSourceHook | null) ?? useLocalTable;
    const t = useSource<S, M, O>({ game: def.game, chapter: def.chapter, bots: def.bots, props, ...def.local });
    // the shell's section (TableShell) says the table is ready once this part has read the saved game
    const ready = useContext(TableReady);
    useEffect(() => ready(t.ready), [t.ready]);
    const { data, state } = t;
    const actor = useActorMirror(def.game.machine, state, (s) => s.phase, (s) => ({ state: s }), t.lastMove);
    const result = state && t.over ? def.game.result(state) : null;
    const final = useModule(loadFinal, result !== null);
    const chapter = def.chapter;
    return (
      <>
        {t.savingOff && (
          <p class="sg-warn" role="status" data-testid="saving-off">
            <Bi t={t.savingOff} />
          </p>
        )}
        {!data || !state ? (
          <>
            <Feedback notice={t.notice} chapter={chapter} />
            <def.Setup onStart={t.start} />
          </>
        ) : (
          <>
            {!t.networked && <TableControls t={t} extra={def.extra?.(t)} shareLabel={def.shareLabel} />}
            <Feedback notice={t.notice} chapter={chapter} />
            <PhaseStrip machine={def.game.machine} chapter={chapter} current={actor} title={false} groups={def.groups} />
            <BotNotes notes={t.notes.filter((n) => !n.hidden).slice(-(def.notes ?? 1))} Chip={def.seats.SeatChip} />
            {result &&
              (final ? (
                <final.default<S, M, O>
                  game={def.game}
                  def={def.final}
                  seats={def.seats}
                  state={state}
                  result={result}
                  start={data.start}
                  fromExample={t.fromExample}
                  level={Number(props.level ?? 3) + 1}
                />
              ) : (
                <p class="sg-note" data-testid="final-loading">
                  <Bi t={{ zh: '計分中……', en: 'Scoring…' }} />
                </p>
              ))}
            {def.review && <ReviewBar t={t} seats={def.seats} unit={def.final.unit} worker={def.review} level={Number(props.level ?? 3) + 1} />}
            <TableStatus state={state} t={t} toAct={def.game.toAct(state)} seats={def.seats} />
            {t.handoff && t.human !== undefined ? (
              <PassDevice who={def.seats.seatLabel(t.human)} secret={def.secret} onReady={() => t.seen(t.human!)} />
            ) : (
              <div class={def.grid ?? 'sg-grid sg-wide'}>
                <def.Board
                  state={state}
                  viewer={t.viewer}
                  seat={t.human !== undefined && !t.handoff ? t.human : null}
                  onMove={t.play}
                  kinds={t.seats.map((k) => KIND_LABEL[k])}
                  notice={t.hint}
                  actions={<TableActions t={t} />}
                  idleFocus={STATUS}
                />
                <GameLog lines={t.viewer === 'all' ? t.log.lines : linesFor(t.log.lines, t.viewer === 'none' ? -1 : t.viewer.seat)} start={t.log.start} max={def.logLines ?? 400} />
              </div>
            )}
          </>
        )}
      </>
    );
  };
}

const STATUS = '[data-table-status]';

/**
 * Who the table waits for while nobody at this screen decides (the bots, or the game's end), where
 * the focus rests meanwhile: in view above the board, not on a control that went away.
 */
function TableStatus<S, M, O>({ t, toAct, seats }: { state: S; t: TableSource<S, M, O>; toAct: readonly number[]; seats: Seats }) {
  const bots = toAct.filter((s) => t.seats[s] !== undefined && t.seats[s] !== 'human');
  const text: Bilingual | null = t.over
    ? { zh: '這一局結束了。', en: 'The game is over.' }
    : t.human === undefined && bots.length > 0
      ? {
          zh: `${bots.map((s) => seats.seatLabel(s).zh).join('、')}（電腦）正在想……`,
          en: `${bots.map((s) => seats.seatLabel(s).en).join(', ')} (bot${bots.length > 1 ? 's' : ''}) thinking…`,
        }
      : null;
  return (
    <p class="sg-note sg-table-status" data-table-status="" data-testid="table-status" tabIndex={-1} role="status">
      {text && <Bi t={text} />}
    </p>
  );
}

/** New game, the table's own buttons, the share link, bot speed and seed. */
function TableControls<S, M, O>({ t, extra, shareLabel }: { t: TableSource<S, M, O>; extra?: ComponentChildren; shareLabel?: Bilingual }) {
  const start = t.data!.start;
  return (
    <>
      <div class="sg-row island-controls">
        <button type="button" class="sg-btn" data-testid="new-game" onClick={t.newGame}>
          <Bi t={{ zh: '新的一局', en: 'New game' }} />
        </button>
        {extra}
        {start.kind === 'record' ? (
          <button type="button" class="sg-btn" data-testid="share" onClick={t.makeShare}>
            <Bi t={{ zh: '分享連結', en: 'Share link' }} />
          </button>
        ) : (
          <span class="sg-note">
            <Bi t={{ zh: '從範例接手的對局不能做成分享連結。', en: 'A game taken over from an example cannot be shared as a link.' }} />
          </span>
        )}
        <Choice legend={{ zh: '電腦速度', en: 'Bot speed' }} value={String(t.speed)} options={SPEEDS} onChange={(v) => t.setSpeed(Number(v))} testId="bot-speed" />
        {start.kind === 'record' && (
          <span class="sg-note" data-testid="table-seed">
            <Bi t={{ zh: `種子 ${start.record.seed}`, en: `Seed ${start.record.seed}` }} />
          </span>
        )}
      </div>
      {t.share && (
        <p class="sg-row">
          <label>
            <Bi t={shareLabel ?? { zh: '分享連結（已複製）', en: 'Share link (copied)' }} />{' '}
            <input class="sg-input" style={{ width: '100%' }} readOnly value={t.share} data-testid="share-link" onFocus={(e) => (e.target as HTMLInputElement).select()} />
          </label>
        </p>
      )}
    </>
  );
}

/** What the bots just did and why, newest last, each with its seat's chip. */
function BotNotes({ notes, Chip }: { notes: readonly { seat: number; text: Bilingual }[]; Chip: Seats['SeatChip'] }) {
  if (notes.length === 0) return null;
  const note = (n: { seat: number; text: Bilingual }) => (
    <>
      <Chip seat={n.seat} /> <Bi t={n.text} />
    </>
  );
  return (
    <div class="sg-info sg-notes" data-testid="bot-reason" role="status">
      {notes.length === 1 ? (
        <p>{note(notes[0]!)}</p>
      ) : (
        <ul>
          {notes.map((n, i) => (
            <li key={i}>{note(n)}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * The hint (while a person decides) and undo buttons, shown with the board's controls. Undo says
 * how many moves it takes back, and why it is unavailable when it is.
 */
export function TableActions<S, M, O>({ t }: { t: TableSource<S, M, O> }) {
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
          <Bi t={undoWhy(plan)} />
        </span>
      )}
    </>
  );
}
