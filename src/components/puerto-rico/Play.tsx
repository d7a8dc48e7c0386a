/**
 * Puerto Rico's free-play table once a game is opened (Table.tsx holds the setup form and loads this): a setup form (2–5 seats, 2 being the official two-player variant;
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
import { puertoRico } from '../../../engine/puerto-rico/game';
import { puertoRicoMachine } from '../../../engine/puerto-rico/machine';
import type { PuertoRicoMove, PuertoRicoOptions, PuertoRicoState } from '../../../engine/puerto-rico/types';
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
import { Board } from './Board';
import { puertoRicoBotClient } from './bots-client';
import { PHASE_GROUPS, seatLabel } from './look';
import { puertoRicoContext } from './machine-context';
import { boardModel } from './model';
import '../core/island.css';
import './puerto-rico.css';
import { SetupPanel, STORAGE_KEY, type PuertoRicoTableProps } from './Table';
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


export default function PuertoRicoPlay(props: PuertoRicoTableProps) {
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
    <TableFrame t={t} chapter="puerto-rico" shown={!!model} setup={<SetupPanel onStart={t.start} />}>
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
