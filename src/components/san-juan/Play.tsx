/**
 * San Juan's free-play table once a game is opened (Table.tsx holds the setup form and loads this): a setup form (2–4 seats, each human or bot, seed, options), then a
 * game played through the engine. Bots play in a Web Worker with a short visible delay and say why;
 * human seats get their choices as buttons, refusals with the rule, a hint, undo as far as the
 * engine's policy allows, and a hand-over screen between human seats so that hands stay secret
 * (the screen shows only the view of the seat in front of it). The whole log is kept although the
 * state holds only its last lines. The game is saved in localStorage (`lr-table:san-juan`) and can
 * be shared as a link (`?game=<encoded record>~<h|e|s per seat>#free-play-table`).
 *
 * Props: `initial` opens a given game at once (used by "take over" in a worked example; such a
 * table is not saved, and cannot be shared as a link when it starts from an example's position);
 * `fromExample` resolves an example's step for such a start.
 */
import { useEffect, useMemo, useState } from 'preact/hooks';
import type { Bilingual } from '../../../engine/core/contract';
import type { BotChoice } from '../../../engine/core/bot';
import { sanJuan } from '../../../engine/san-juan/game';
import { sanJuanMachine } from '../../../engine/san-juan/machine';
import type { SanJuanMove, SanJuanOptions, SanJuanState } from '../../../engine/san-juan/types';
import { useActorMirror } from '../core/actor';
import { Bi } from '../core/Bi';
import { GameLog } from '../core/GameLog';
import type { Viewer } from '../core/handoff';
import { mergeLog, type LogHistory } from '../core/logWindow';
import { useModule } from '../core/lazy';
import { PassDevice } from '../core/PassDevice';
import { PhaseStrip } from '../core/PhaseDiagram';
import { movesOf, type ExampleResolver, type TableStart } from '../core/table';
import { TableActions, TableFrame } from '../core/TableFrame';
import { KIND_LABEL, said, useTable } from '../core/useTable';
import { sanJuanBotClient } from './bots-client';
import { PHASE_GROUPS, seatLabel } from './look';
import { sanJuanContext } from './machine-context';
import { tableauModel } from './model';
import { Tableau } from './Tableau';
import '../core/island.css';
import './san-juan.css';
import { SetupPanel, STORAGE_KEY, type SanJuanTableProps } from './Table';
const HANDS_SECRET: Bilingual = {
  zh: '每個人的手牌都是祕密，交接時畫面會先蓋起來，只給接手的人看他自己的手牌。',
  en: 'Every hand is secret: the table is covered while the device changes hands, and then shows only the hand of the player holding it.',
};

/**
 * What the screen may show of a bot's reason: all of it when every hand is open (no person plays,
 * or the game is over) or the screen is the bot's own seat's, else what every other seat may hear
 * (the reason itself when it names nothing hidden).
 */
export function reasonShown(choice: BotChoice<SanJuanMove>, viewer: Viewer): Bilingual {
  return viewer === 'all' || (typeof viewer === 'object' && viewer.seat === choice.move.seat) ? choice.reason : (choice.publicReason ?? choice.reason);
}

/** The whole log of a table, replayed from its start (the state keeps only its last lines). */
export function fullLog(start: TableStart<SanJuanOptions, SanJuanMove>, fromExample: ExampleResolver<SanJuanState>): LogHistory | null {
  let s: SanJuanState | null;
  if (start.kind === 'record') {
    const r = sanJuan.setup({ players: start.record.players, seed: start.record.seed, options: start.record.options });
    s = r.ok ? r.state : null;
  } else s = fromExample(start.example, start.step);
  if (!s) return null;
  let h = mergeLog(null, s.log, s.logCount);
  for (const m of movesOf(start)) {
    const r = sanJuan.play(s, m);
    if (!r.ok) return null;
    s = r.state;
    h = mergeLog(h, s.log, s.logCount);
  }
  return h;
}



export default function SanJuanPlay(props: SanJuanTableProps) {
  const [botNote, setBotNote] = useState<Bilingual | null>(null);
  const [logHist, setHistory] = useState<LogHistory | null>(() => (props.initial ? fullLog(props.initial.start, props.fromExample ?? (() => null)) : null));
  const t = useTable({
    game: sanJuan,
    storageKey: STORAGE_KEY,
    bots: sanJuanBotClient,
    props,
    moved: (from, move, _next, bot) => setBotNote(bot ? said(sanJuan.describe(from, move), reasonShown(bot, t.viewer)) : null),
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

  const actorValue = useActorMirror(sanJuanMachine, state, (s) => s.phase, sanJuanContext, t.lastMove);
  const model = useMemo(() => (state ? tableauModel(state, viewer, human !== undefined && !handoff ? human : null) : null), [state, data?.lastSeen, handoff]);
  const result = state && over ? sanJuan.result(state) : null;
  const final = useModule(() => import('./Final'), result !== null);
  const kinds = t.seats.map((k) => KIND_LABEL[k]);

  return (
    <TableFrame t={t} chapter="san-juan" shown={!!model} setup={<SetupPanel onStart={t.start} />}>
      {() => (
        <>
          <PhaseStrip machine={sanJuanMachine} chapter="san-juan" current={actorValue} title={false} groups={PHASE_GROUPS} />
          {botNote && (
            <p class="sg-info" data-testid="bot-reason" role="status">
              <Bi t={botNote} />
            </p>
          )}
          {result && data && (final ? <final.default state={state!} result={result} start={data.start} fromExample={t.fromExample} level={Number(props.level ?? 3) + 1} /> : <p class="sg-note" data-testid="final-loading"><Bi t={{ zh: '計分中……', en: 'Scoring…' }} /></p>)}
          {handoff && human !== undefined ? (
            <PassDevice who={seatLabel(human)} secret={HANDS_SECRET} onReady={() => t.seen(human)} />
          ) : (
            <div class="sg-grid sg-wide">
              <Tableau model={model!} onMove={(m) => t.play(m)} kinds={kinds} notice={hint} actions={<TableActions t={t} />} />
              <GameLog lines={logHist?.lines ?? state!.log} start={logHist?.start ?? state!.logCount - state!.log.length} max={400} />
            </div>
          )}
        </>
      )}
    </TableFrame>
  );
}
