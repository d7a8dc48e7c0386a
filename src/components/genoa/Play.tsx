/**
 * Genoa's free-play table once a game is opened (Table.tsx holds the setup form and loads this): a
 * game played through the engine. Bots play in a Web Worker with a short visible
 * delay and say why; human seats build their offers in the negotiation panel, see refusals with the
 * rule, ask for a hint, undo as far as the engine's policy allows, and pass the device between
 * human seats so that money and hands stay secret (offers are public: every seat sees them). The
 * whole log is kept. The game is saved in localStorage (`lr-table:genoa`) and can be shared as a
 * link (`?game=<encoded record>~<h|e|s per seat>#free-play-table`).
 */
import { useEffect, useMemo, useState } from 'preact/hooks';
import type { Bilingual } from '../../../engine/core/contract';
import type { BotChoice } from '../../../engine/core/bot';
import { genoa } from '../../../engine/genoa/game';
import { genoaMachine } from '../../../engine/genoa/machine';
import type { GenoaMove, GenoaOptions, GenoaState } from '../../../engine/genoa/types';
import { useActorMirror } from '../core/actor';
import { Bi } from '../core/Bi';
import { GameLog } from '../core/GameLog';
import type { Viewer } from '../core/handoff';
import { mergeLog, type LogHistory } from '../core/logWindow';
import { useModule } from '../core/lazy';
import { PassDevice } from '../core/PassDevice';
import { PhaseStrip } from '../core/PhaseDiagram';
import { movesOf, type ExampleResolver, type TableData, type TableStart } from '../core/table';
import { TableActions, TableFrame } from '../core/TableFrame';
import { KIND_LABEL, said, useTable } from '../core/useTable';
import { Board } from './Board';
import { SetupPanel, STORAGE_KEY, type GenoaTableProps } from './Table';
import { genoaBotClient } from './bots-client';
import { PHASE_GROUPS, seatLabel } from './look';
import { genoaContext } from './machine-context';
import '../core/island.css';
import './genoa.css';


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

export default function GenoaPlay(props: GenoaTableProps) {
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
    <TableFrame t={t} chapter="genoa" shown={!!state} setup={<SetupPanel onStart={t.start} />}>
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
