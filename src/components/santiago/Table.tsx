/**
 * The free-play table: a setup form (3–5 seats, each human or bot, seed, options), then a game
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
import { newRecord } from '../../../engine/core/record';
import { santiago } from '../../../engine/santiago/game';
import { santiagoMachine } from '../../../engine/santiago/machine';
import type { SantiagoMove, SantiagoOptions, SantiagoState } from '../../../engine/santiago/types';
import { useActorMirror } from '../core/actor';
import { santiagoContext } from './machine-context';
import { Bi } from '../core/Bi';
import { Choice } from '../core/Choice';
import type { Notice } from '../core/Feedback';
import { GameLog } from '../core/GameLog';
import { useModule } from '../core/lazy';
import { PassDevice } from '../core/PassDevice';
import { PhaseStrip } from '../core/PhaseDiagram';
import type { TableData } from '../core/table';
import { SetupFrame, TableActions, TableFrame, seedOf, type SetupBase } from '../core/TableFrame';
import { KIND_LABEL, newSeed, said, useTable, type TableProps } from '../core/useTable';
import { santiagoBotClient } from './bots-client';
import { seatLabel } from './look';
import { SeatChip } from './SeatPanel';
import { Surface } from './Surface';
import './santiago.css';

export const STORAGE_KEY = 'lr-table:santiago';
export { TABLE_ANCHOR } from '../core/useTable';

type Data = TableData<SantiagoOptions, SantiagoMove>;

export type SantiagoTableProps = TableProps<SantiagoState, SantiagoOptions, SantiagoMove>;

interface SetupForm extends SetupBase {
  palms: boolean;
  spring: SantiagoOptions['spring'];
  springX: number;
  springY: number;
  palmPlacement: SantiagoOptions['palmPlacement'];
  openMoney: boolean;
}

const DEFAULT_FORM = (): SetupForm => ({
  players: 4,
  seats: ['human', 'strong', 'strong', 'easy', 'easy'],
  seed: String(newSeed()),
  palms: false,
  spring: 'random',
  springX: 2,
  springY: 1,
  palmPlacement: 'random',
  openMoney: false,
});

function SetupPanel({ onStart }: { onStart: (d: Data) => Notice | null }) {
  const [f, setF] = useState<SetupForm>(DEFAULT_FORM);
  const [notice, setNotice] = useState<Notice | null>(null);
  const set = (patch: Partial<SetupForm>) => setF({ ...f, ...patch });
  const start = (e: Event) => {
    e.preventDefault();
    const seed = seedOf(f);
    const options: Partial<SantiagoOptions> = {
      palms: f.palms,
      spring: f.spring,
      palmPlacement: f.palmPlacement,
      openMoney: f.openMoney,
      ...(f.spring === 'setup' ? { springAt: { x: f.springX, y: f.springY } } : {}),
    };
    const config = { players: f.players, seed, options };
    const made = santiago.setup(config);
    if (!made.ok) {
      setNotice({ kind: 'error', text: made.error });
      return;
    }
    setNotice(onStart({ start: { kind: 'record', record: newRecord('santiago', config) }, seats: f.seats.slice(0, f.players), lastSeen: null }));
  };
  return (
    <SetupFrame f={f} set={set} counts={[3, 4, 5]} chip={(seat) => <SeatChip seat={seat} />} label={seatLabel} notice={notice} chapter="santiago" onSubmit={start}>
      <label class="sg-check">
        <input type="checkbox" checked={f.palms} data-testid="opt-palms" onChange={(e) => set({ palms: (e.target as HTMLInputElement).checked })} />
        <Bi t={{ zh: '棕櫚樹變體', en: 'Palm-tree variant' }} />
      </label>
      {f.palms && (
        <Choice
          legend={{ zh: '棕櫚樹由誰放', en: 'Palms placed' }}
          value={f.palmPlacement}
          options={[
            { value: 'random', label: { zh: '隨機', en: 'at random' } },
            { value: 'first-overseer', label: { zh: '第一位工頭', en: 'by the first overseer' } },
          ]}
          onChange={(v) => set({ palmPlacement: v })}
          testId="opt-palm-placement"
        />
      )}
      <label class="sg-check">
        <input type="checkbox" checked={f.openMoney} data-testid="opt-open-money" onChange={(e) => set({ openMoney: (e.target as HTMLInputElement).checked })} />
        <Bi t={{ zh: '公開金錢', en: 'Open money' }} />
      </label>
      <Choice
        legend={{ zh: '水源位置', en: 'Spring' }}
        value={f.spring}
        options={[
          { value: 'random', label: { zh: '隨機', en: 'at random' } },
          { value: 'setup', label: { zh: '現在指定', en: 'chosen now' } },
          { value: 'first-overseer', label: { zh: '第一位工頭決定', en: 'by the first overseer' } },
        ]}
        onChange={(v) => set({ spring: v })}
        testId="opt-spring"
      />
      {f.spring === 'setup' && (
        <>
          <label class="sg-field">
            <Bi t={{ zh: '水源 x（0–4）', en: 'Spring x (0–4)' }} />
            <select class="sg-select" value={String(f.springX)} onChange={(e) => set({ springX: Number((e.target as HTMLSelectElement).value) })}>
              {[0, 1, 2, 3, 4].map((n) => (
                <option key={n} value={String(n)}>{n}</option>
              ))}
            </select>
          </label>
          <label class="sg-field">
            <Bi t={{ zh: '水源 y（0–3）', en: 'Spring y (0–3)' }} />
            <select class="sg-select" value={String(f.springY)} onChange={(e) => set({ springY: Number((e.target as HTMLSelectElement).value) })}>
              {[0, 1, 2, 3].map((n) => (
                <option key={n} value={String(n)}>{n}</option>
              ))}
            </select>
          </label>
        </>
      )}
    </SetupFrame>
  );
}


export default function SantiagoTable(props: SantiagoTableProps) {
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
    <TableFrame t={t} level={props.level} chapter="santiago" class="sg-island not-content sg-table" initial={!!props.initial} shown setup={<SetupPanel onStart={t.start} />}>
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
