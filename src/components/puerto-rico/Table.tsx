/**
 * Puerto Rico's free-play table: a setup form (2–5 seats, 2 being the official two-player variant;
 * each seat human or bot; seed; options), then a game played through the engine. Bots play in a Web
 * Worker with a short visible delay and say why; human seats get their choices on the boards,
 * refusals with the rule, a hint, undo as far as the engine's policy allows, and a hand-over screen
 * between human seats so that the VP chips stay face down (the screen shows only the view of the
 * seat in front of it). The whole log is kept although the state holds only its last lines. The game
 * is saved in localStorage (`lr-table:puerto-rico`) and can be shared as a link
 * (`?game=<encoded record>~<h|e|s per seat>#free-play-table`).
 *
 * Props: `initial` opens a given game at once (used by "take over" in a worked example; such a
 * table is not saved, and cannot be shared as a link when it starts from an example's position);
 * `fromExample` resolves an example's step for such a start.
 */
import { useEffect, useMemo, useState } from 'preact/hooks';
import type { Bilingual } from '../../../engine/core/contract';
import type { BotChoice } from '../../../engine/core/bot';
import { newRecord } from '../../../engine/core/record';
import { puertoRico } from '../../../engine/puerto-rico/game';
import { puertoRicoMachine } from '../../../engine/puerto-rico/machine';
import type { PuertoRicoMove, PuertoRicoOptions, PuertoRicoState } from '../../../engine/puerto-rico/types';
import { useActorMirror } from '../core/actor';
import { Bi } from '../core/Bi';
import { Choice } from '../core/Choice';
import type { Notice } from '../core/Feedback';
import { GameLog } from '../core/GameLog';
import type { Viewer } from '../core/handoff';
import { mergeLog, type LogHistory } from '../core/logWindow';
import { useModule } from '../core/lazy';
import { PassDevice } from '../core/PassDevice';
import { PhaseStrip } from '../core/PhaseDiagram';
import { movesOf, type ExampleResolver, type TableData, type TableStart } from '../core/table';
import { SetupFrame, TableActions, TableFrame, seedOf, type SetupBase } from '../core/TableFrame';
import { KIND_LABEL, newSeed, said, useTable, type TableProps } from '../core/useTable';
import { Board, SeatChip } from './Board';
import { puertoRicoBotClient } from './bots-client';
import { PHASE_GROUPS, seatLabel } from './look';
import { puertoRicoContext } from './machine-context';
import { boardModel } from './model';
import '../core/island.css';
import './puerto-rico.css';

export const STORAGE_KEY = 'lr-table:puerto-rico';
export { TABLE_ANCHOR } from '../core/useTable';

type Data = TableData<PuertoRicoOptions, PuertoRicoMove>;

export type PuertoRicoTableProps = TableProps<PuertoRicoState, PuertoRicoOptions, PuertoRicoMove>;

const CHIPS_SECRET: Bilingual = {
  zh: '每個人的分數標記都蓋著：交接時畫面會先蓋起來，只給接手的人看他自己的分數標記。',
  en: 'VP chips lie face down: the table is covered while the device changes hands, and then shows only the chips of the player holding it.',
};

/**
 * What the screen may show of a bot's reason: all of it when nothing is hidden (no person plays,
 * or the game is over) or the screen is the bot's own seat's, else what every other seat may hear.
 */
export function reasonShown(choice: BotChoice<PuertoRicoMove>, viewer: Viewer): Bilingual {
  return viewer === 'all' || (typeof viewer === 'object' && viewer.seat === choice.move.seat) ? choice.reason : (choice.publicReason ?? choice.reason);
}

/** The whole log of a table, replayed from its start (the state keeps only its last lines). */
export function fullLog(start: TableStart<PuertoRicoOptions, PuertoRicoMove>, fromExample: ExampleResolver<PuertoRicoState>): LogHistory | null {
  let s: PuertoRicoState | null;
  if (start.kind === 'record') {
    const r = puertoRico.setup({ players: start.record.players, seed: start.record.seed, options: start.record.options });
    s = r.ok ? r.state : null;
  } else s = fromExample(start.example, start.step);
  if (!s) return null;
  let h = mergeLog(null, s.log, s.logCount);
  for (const m of movesOf(start)) {
    const r = puertoRico.play(s, m);
    if (!r.ok) return null;
    s = r.state;
    h = mergeLog(h, s.log, s.logCount);
  }
  return h;
}

interface SetupForm extends SetupBase {
  vpChips: PuertoRicoOptions['vpChips'];
  showVp: boolean;
  refill: PuertoRicoOptions['refill'];
  captainBonus: PuertoRicoOptions['captainBonus'];
}

const DEFAULT_FORM = (): SetupForm => ({
  players: 4,
  seats: ['human', 'strong', 'easy', 'strong', 'easy'],
  seed: String(newSeed()),
  vpChips: 122,
  showVp: false,
  refill: 'buildings',
  captainBonus: 'once',
});

function SetupPanel({ onStart }: { onStart: (d: Data) => Notice | null }) {
  const [f, setF] = useState<SetupForm>(DEFAULT_FORM);
  const [notice, setNotice] = useState<Notice | null>(null);
  const set = (patch: Partial<SetupForm>) => setF({ ...f, ...patch });
  const start = (e: Event) => {
    e.preventDefault();
    const seed = seedOf(f);
    const options: Partial<PuertoRicoOptions> = { vpChips: f.vpChips, showVp: f.showVp, refill: f.refill, captainBonus: f.captainBonus };
    const config = { players: f.players, seed, options };
    const made = puertoRico.setup(config);
    if (!made.ok) {
      setNotice({ kind: 'error', text: made.error });
      return;
    }
    setNotice(onStart({ start: { kind: 'record', record: newRecord('puerto-rico', config) }, seats: f.seats.slice(0, f.players), lastSeen: null }));
  };
  return (
    <SetupFrame f={f} set={set} counts={[2, 3, 4, 5]} chip={(seat) => <SeatChip seat={seat} />} label={seatLabel} notice={notice} chapter="puerto-rico" onSubmit={start}>
      {f.players === 2 && (
        <p class="sg-note" data-testid="two-player-note">
          <Bi t={{ zh: '兩人用的是官方的兩人變體：每人每回合挑 3 個角色。', en: 'Two players play the official two-player variant: each chooses 3 roles a round.' }} />
        </p>
      )}
      <label class="sg-check">
        <input type="checkbox" checked={f.showVp} data-testid="opt-show-vp" onChange={(e) => set({ showVp: (e.target as HTMLInputElement).checked })} />
        <Bi t={{ zh: '分數標記公開（出版規則是蓋著）', en: 'VP chips face up (the published rule keeps them face down)' }} />
      </label>
      <Choice
        legend={{ zh: '市長補移民船時數哪些空圓圈', en: 'Mayor: the empty circles that refill the colonist ship' }}
        value={f.refill}
        options={[
          { value: 'buildings', label: { zh: '所有建築（出版規則）', en: 'all buildings (published rules)' } },
          { value: 'violet', label: { zh: '只數紫色建築（中文原文的讀法）', en: 'violet buildings only (the source’s reading)' } },
        ]}
        onChange={(v) => set({ refill: v })}
        testId="opt-refill"
      />
      <Choice
        legend={{ zh: '船長的特權分數', en: 'The captain’s privilege point' }}
        value={f.captainBonus}
        options={[
          { value: 'once', label: { zh: '每個船長階段 1 分（出版規則）', en: 'once a captain phase (published rules)' } },
          { value: 'each', label: { zh: '每次裝船都加 1 分（中文原文的一種讀法）', en: 'on every load (a reading of the source)' } },
        ]}
        onChange={(v) => set({ captainBonus: v })}
        testId="opt-captain-bonus"
      />
      {f.players === 5 && (
        <Choice
          legend={{ zh: '五人的分數標記', en: 'VP chips with five players' }}
          value={String(f.vpChips) as '122' | '126'}
          options={[
            { value: '122', label: { zh: '122 分（2002 年版）', en: '122 (2002 printing)' } },
            { value: '126', label: { zh: '126 分（後來的版本）', en: '126 (later printings)' } },
          ]}
          onChange={(v) => set({ vpChips: Number(v) as 122 | 126 })}
          testId="opt-vp-chips"
        />
      )}
    </SetupFrame>
  );
}

export default function PuertoRicoTable(props: PuertoRicoTableProps) {
  const [botNote, setBotNote] = useState<Bilingual | null>(null);
  const [logHist, setHistory] = useState<LogHistory | null>(() => (props.initial ? fullLog(props.initial.start, props.fromExample ?? (() => null)) : null));
  const t = useTable({
    game: puertoRico,
    storageKey: STORAGE_KEY,
    bots: puertoRicoBotClient,
    props,
    moved: (from, move, _next, bot) => setBotNote(bot ? said(puertoRico.describe(from, move), reasonShown(bot, t.viewer)) : null),
    opened: (d) => {
      setBotNote(null);
      setHistory(fullLog(d.start, t.fromExample));
    },
  });
  const { data, state, hint, over, human, handoff, viewer } = t;

  // the whole log: each new window merged into what is held
  useEffect(() => {
    if (state) setHistory((h) => mergeLog(h, state.log, state.logCount));
  }, [state]);

  const actorValue = useActorMirror(puertoRicoMachine, state, (s) => s.phase, puertoRicoContext, t.lastMove);
  const model = useMemo(() => (state ? boardModel(state, viewer, human !== undefined && !handoff ? human : null) : null), [state, data?.lastSeen, handoff]);
  const result = state && over ? puertoRico.result(state) : null;
  const final = useModule(() => import('./Final'), result !== null);
  const kinds = t.seats.map((k) => KIND_LABEL[k]);

  return (
    <TableFrame t={t} level={props.level} chapter="puerto-rico" class="sg-island not-content sg-table pr-table" initial={!!props.initial} shown={!!model} setup={<SetupPanel onStart={t.start} />}>
      {() => (
        <>
          <PhaseStrip machine={puertoRicoMachine} chapter="puerto-rico" current={actorValue} title={false} groups={PHASE_GROUPS} />
          {botNote && (
            <p class="sg-info" data-testid="bot-reason" role="status">
              <Bi t={botNote} />
            </p>
          )}
          {result && data && (final ? <final.default state={state!} result={result} start={data.start} fromExample={t.fromExample} level={Number(props.level ?? 3) + 1} /> : <p class="sg-note" data-testid="final-loading"><Bi t={{ zh: '計分中……', en: 'Scoring…' }} /></p>)}
          {handoff && human !== undefined ? (
            <PassDevice who={seatLabel(human)} secret={CHIPS_SECRET} onReady={() => t.seen(human)} />
          ) : (
            <div class="sg-grid sg-wide">
              <Board model={model!} onMove={(m) => t.play(m)} kinds={kinds} notice={hint} actions={<TableActions t={t} />} />
              <GameLog lines={logHist?.lines ?? state!.log} start={logHist?.start ?? state!.logCount - state!.log.length} max={400} />
            </div>
          )}
        </>
      )}
    </TableFrame>
  );
}
