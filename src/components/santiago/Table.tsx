/**
 * Santiago's free-play table as the chapter first ships it: the setup form. The game itself (Play.tsx)
 * is loaded once a game is opened (see TableShell).
 */
import { useState } from 'preact/hooks';
import { newRecord } from '../../../engine/core/record';
import { santiago } from '../../../engine/santiago/game';
import type { SantiagoMove, SantiagoOptions, SantiagoState } from '../../../engine/santiago/types';
import { Bi } from '../core/Bi';
import { Choice } from '../core/Choice';
import type { Notice } from '../core/Feedback';
import type { TableData } from '../core/table';
import { seatLabel } from './look';
import { SeatChip } from './SeatPanel';
import './santiago.css';
import { SetupFrame, TableShell, newSeed, seedOf, type SetupBase, type TableProps } from '../core/TableShell';

export const STORAGE_KEY = 'lr-table:santiago';
export { TABLE_ANCHOR } from '../core/TableShell';

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

export function SetupPanel({ onStart }: { onStart: (d: Data) => Notice | null }) {
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

/** The table's classes, the same before and after the game part has loaded. */
export const CLASS = 'sg-island not-content sg-table';

export default function SantiagoTable(props: SantiagoTableProps) {
  return <TableShell props={props} storageKey={STORAGE_KEY} class={CLASS} chapter="santiago" setup={(onStart) => <SetupPanel onStart={onStart} />} load={() => import('./Play')} />;
}
