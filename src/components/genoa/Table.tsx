/**
 * Genoa's free-play table: a setup form (2–5 seats, each human or bot; seed; the negotiation
 * options), then a game played through the engine. Bots play in a Web Worker with a short visible
 * delay and say why; human seats build their offers in the negotiation panel, see refusals with the
 * rule, ask for a hint, undo as far as the engine's policy allows, and pass the device between
 * human seats so that money and hands stay secret (offers are public: every seat sees them). The
 * whole log is kept. The game is saved in localStorage (`lr-table:genoa`) and can be shared as a
 * link (`?game=<encoded record>~<h|e|s per seat>#free-play-table`).
 */
import { useEffect, useMemo, useState } from 'preact/hooks';
import type { Bilingual } from '../../../engine/core/contract';
import type { BotChoice } from '../../../engine/core/bot';
import { newRecord } from '../../../engine/core/record';
import { genoa } from '../../../engine/genoa/game';
import { genoaMachine } from '../../../engine/genoa/machine';
import type { GenoaMove, GenoaOptions, GenoaState } from '../../../engine/genoa/types';
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
import { genoaBotClient } from './bots-client';
import { PHASE_GROUPS, seatLabel } from './look';
import { genoaContext } from './machine-context';
import '../core/island.css';
import './genoa.css';

export const STORAGE_KEY = 'lr-table:genoa';
export { TABLE_ANCHOR } from '../core/useTable';

type Data = TableData<GenoaOptions, GenoaMove>;
export type GenoaTableProps = TableProps<GenoaState, GenoaOptions, GenoaMove>;

const SECRET: Bilingual = {
  zh: '每個人的錢和手牌都是祕密：交接時畫面會先蓋起來，只給接手的人看他自己的。出價是公開的，大家都看得到。',
  en: 'Money and hands are secret: the table is covered while the device changes hands, then shows only those of the player holding it. Offers are public: everyone sees them.',
};

/** What the screen may show of a bot's reason: all of it to the bot's own seat or when nothing is hidden, else the public wording. */
export function reasonShown(choice: BotChoice<GenoaMove>, viewer: Viewer): Bilingual {
  return viewer === 'all' || (typeof viewer === 'object' && viewer.seat === choice.move.seat) ? choice.reason : (choice.publicReason ?? choice.reason);
}

/** The whole log of a table, replayed from its start (the state keeps only its last lines). */
export function fullLog(start: TableStart<GenoaOptions, GenoaMove>, fromExample: ExampleResolver<GenoaState>): LogHistory | null {
  let s: GenoaState | null;
  if (start.kind === 'record') {
    const r = genoa.setup({ players: start.record.players, seed: start.record.seed, options: start.record.options });
    s = r.ok ? r.state : null;
  } else s = fromExample(start.example, start.step);
  if (!s) return null;
  let h = mergeLog(null, s.log, s.logCount);
  for (const m of movesOf(start)) {
    const r = genoa.play(s, m);
    if (!r.ok) return null;
    s = r.state;
    h = mergeLog(h, s.log, s.logCount);
  }
  return h;
}

interface SetupForm extends SetupBase {
  extraActionBids: boolean;
  twoPlayerItem: GenoaOptions['twoPlayerItem'];
}

const DEFAULT_FORM = (): SetupForm => ({ players: 4, seats: ['human', 'strong', 'easy', 'strong', 'easy'], seed: String(newSeed()), extraActionBids: true, twoPlayerItem: 'anyItem' });

function SetupPanel({ onStart }: { onStart: (d: Data) => Notice | null }) {
  const [f, setF] = useState<SetupForm>(DEFAULT_FORM);
  const [notice, setNotice] = useState<Notice | null>(null);
  const set = (patch: Partial<SetupForm>) => setF({ ...f, ...patch });
  const start = (e: Event) => {
    e.preventDefault();
    const options: Partial<GenoaOptions> = { extraActionBids: f.extraActionBids, twoPlayerItem: f.twoPlayerItem };
    const config = { players: f.players, seed: seedOf(f), options };
    const made = genoa.setup(config);
    if (!made.ok) {
      setNotice({ kind: 'error', text: made.error });
      return;
    }
    setNotice(onStart({ start: { kind: 'record', record: newRecord('genoa', config) }, seats: f.seats.slice(0, f.players), lastSeen: null }));
  };
  return (
    <SetupFrame f={f} set={set} counts={[2, 3, 4, 5]} chip={(seat) => <SeatChip seat={seat} />} label={seatLabel} notice={notice} chapter="genoa" onSubmit={start}>
      <label class="sg-check">
        <input type="checkbox" checked={f.extraActionBids} data-testid="opt-extra-bids" onChange={(e) => set({ extraActionBids: (e.target as HTMLInputElement).checked })} />
        <Bi t={{ zh: '已經行動過的人可以押一張額外行動卡，再為建築出價', en: 'A player who has acted may still bid for a building by committing an Extra action card' }} />
      </label>
      {f.players === 2 && (
        <Choice
          legend={{ zh: '兩人遊戲：出價除了錢還要有', en: 'Two players: besides money an offer must hold' }}
          value={f.twoPlayerItem}
          options={[
            { value: 'anyItem', label: { zh: '任何一件物品', en: 'any item' } },
            { value: 'good', label: { zh: '一個貨物', en: 'a good' } },
          ]}
          onChange={(v) => set({ twoPlayerItem: v })}
          testId="opt-two-player-item"
        />
      )}
    </SetupFrame>
  );
}

export default function GenoaTable(props: GenoaTableProps) {
  const [botNote, setBotNote] = useState<Bilingual | null>(null);
  const [logHist, setHistory] = useState<LogHistory | null>(() => (props.initial ? fullLog(props.initial.start, props.fromExample ?? (() => null)) : null));
  const t = useTable({
    game: genoa,
    storageKey: STORAGE_KEY,
    bots: genoaBotClient,
    props,
    moved: (from, move, _next, bot) => setBotNote(bot ? said(genoa.describe(from, move), reasonShown(bot, t.viewer)) : null),
    opened: (d) => {
      setBotNote(null);
      setHistory(fullLog(d.start, t.fromExample));
    },
  });
  const { data, state, hint, over, human, handoff, viewer } = t;

  useEffect(() => {
    if (state) setHistory((h) => mergeLog(h, state.log, state.logCount));
  }, [state]);

  const actorValue = useActorMirror(genoaMachine, state, (s) => s.phase, genoaContext, t.lastMove);
  const me = human !== undefined && !handoff ? human : null;
  const legal = useMemo(() => (state && me !== null ? genoa.legalMoves(state) : []), [state, me]);
  const result = state && over ? genoa.result(state) : null;
  const final = useModule(() => import('./Final'), result !== null);
  const kinds = t.seats.map((k) => KIND_LABEL[k]);

  return (
    <TableFrame t={t} level={props.level} chapter="genoa" class="sg-island not-content sg-table gn-table" initial={!!props.initial} shown={!!state} setup={<SetupPanel onStart={t.start} />}>
      {() => (
        <>
          <PhaseStrip machine={genoaMachine} chapter="genoa" current={actorValue} title={false} groups={PHASE_GROUPS} />
          {botNote && (
            <p class="sg-info" data-testid="bot-reason" role="status">
              <Bi t={botNote} />
            </p>
          )}
          {result && data && (final ? <final.default state={state!} result={result} start={data.start} fromExample={t.fromExample} level={Number(props.level ?? 3) + 1} /> : <p class="sg-note" data-testid="final-loading"><Bi t={{ zh: '計分中……', en: 'Scoring…' }} /></p>)}
          {handoff && human !== undefined ? (
            <PassDevice who={seatLabel(human)} secret={SECRET} onReady={() => t.seen(human)} />
          ) : (
            <div class="gn-tablegrid">
              <Board state={state!} viewer={viewer} me={me} legal={legal} onMove={(m) => t.play(m)} kinds={kinds} notice={hint} actions={<TableActions t={t} />} />
              <GameLog lines={logHist?.lines ?? state!.log} start={logHist?.start ?? state!.logCount - state!.log.length} max={400} />
            </div>
          )}
        </>
      )}
    </TableFrame>
  );
}
