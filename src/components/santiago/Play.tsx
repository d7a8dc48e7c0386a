/**
 * The free-play table once a game is opened (Table.tsx holds the setup form and loads this): a setup form (3–5 seats, each human or bot, seed, options), then a game
 * played through the engine. Bots play in a Web Worker with a short visible delay and say why;
 * human seats get legal targets, refusals with the rule, a hint, undo as far as the engine's
 * policy allows, and a hand-over screen between human seats so money stays secret. The game is
 * saved in localStorage (`lr-table:santiago`) and can be shared as a link
 * (`?game=<encoded record>~<h|e|s per seat>#free-play-table`; the seat kinds ride in the same
 * parameter so the offline cache, which ignores `game`, still serves the page).
 *
 * Props: `initial` opens a given game at once (used by "take over" in a worked example; such a
 * table is not saved and cannot be shared as a link when it starts from an example's position);
 * `fromExample` resolves an example's step for such a start.
 */
import { useState } from 'preact/hooks';
import type { Bilingual } from '../../../engine/core/contract';
import { santiago } from '../../../engine/santiago/game';
import { santiagoMachine } from '../../../engine/santiago/machine';
import { useActorMirror } from '../core/actor';
import { santiagoContext } from './machine-context';
import { Bi } from '../core/Bi';
import { GameLog } from '../core/GameLog';
import { useModule } from '../core/lazy';
import { PassDevice } from '../core/PassDevice';
import { PhaseStrip } from '../core/PhaseDiagram';
import { TableActions, TableFrame } from '../core/TableFrame';
import { KIND_LABEL, said, useTable } from '../core/useTable';
import { santiagoBotClient } from './bots-client';
import { seatLabel } from './look';
import { Surface } from './Surface';
import './santiago.css';
import { SetupPanel, STORAGE_KEY, type SantiagoTableProps } from './Table';
export default function SantiagoPlay(props: SantiagoTableProps) {
  const [botNote, setBotNote] = useState<Bilingual | null>(null);
  const t = useTable({
    game: santiago,
    storageKey: STORAGE_KEY,
    bots: santiagoBotClient,
    props,
    moved: (from, move, _next, bot) => setBotNote(bot ? said(santiago.describe(from, move), bot.reason) : null),
    opened: () => setBotNote(null),
  });
  const { data, state, notice, hint, over, human, handoff, viewer } = t;
  const actorValue = useActorMirror(santiagoMachine, state, (s) => s.phase, santiagoContext, t.lastMove);
  const result = state && over ? santiago.result(state) : null;
  const final = useModule(() => import('./Final'), result !== null);
  const kinds = t.seats.map((k) => KIND_LABEL[k]);

  return (
    <TableFrame t={t} chapter="santiago" shown setup={<SetupPanel onStart={t.start} />}>
      {() => (
        <>
          <PhaseStrip machine={santiagoMachine} chapter="santiago" current={actorValue} title={false} />
          {botNote && (
            <p class="sg-info" data-testid="bot-reason" role="status">
              <Bi t={botNote} />
            </p>
          )}
          {result && data && (final ? <final.default state={state!} result={result} start={data.start} fromExample={t.fromExample} level={Number(props.level ?? 3) + 1} /> : <p class="sg-note" data-testid="final-loading"><Bi t={{ zh: '計分中……', en: 'Scoring…' }} /></p>)}
          {handoff && human !== undefined ? (
            <PassDevice who={seatLabel(human)} onReady={() => t.seen(human)} />
          ) : (
            <div class="sg-grid sg-wide">
              <Surface state={state!} viewer={viewer} controlSeat={human ?? null} onMove={(m) => t.play(m)} kinds={kinds} notice={hint} actions={<TableActions t={t} />} />
              <GameLog lines={state!.log} />
            </div>
          )}
        </>
      )}
    </TableFrame>
  );
}
