/**
 * PuertoRico's free-play table as the chapter first ships it: the setup form. The game itself (Play.tsx)
 * is loaded once a game is opened (see TableShell).
 */
import { useState } from 'preact/hooks';
import { newRecord } from '../../../engine/core/record';
import { puertoRico } from '../../../engine/puerto-rico/game';
import type { PuertoRicoMove, PuertoRicoOptions, PuertoRicoState } from '../../../engine/puerto-rico/types';
import { Bi } from '../core/Bi';
import { Choice } from '../core/Choice';
import type { Notice } from '../core/Feedback';
import { type TableData } from '../core/table';
import { SeatChip } from './Board';
import { seatLabel } from './look';
import '../core/island.css';
import './puerto-rico.css';
import { SetupFrame, TableShell, newSeed, seedOf, type SetupBase, type TableProps } from '../core/TableShell';

export const STORAGE_KEY = 'lr-table:puerto-rico';
export { TABLE_ANCHOR } from '../core/TableShell';

type Data = TableData<PuertoRicoOptions, PuertoRicoMove>;
export type PuertoRicoTableProps = TableProps<PuertoRicoState, PuertoRicoOptions, PuertoRicoMove>;

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

export function SetupPanel({ onStart }: { onStart: (d: Data) => Notice | null }) {
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

/** The table's classes, the same before and after the game part has loaded. */
export const CLASS = 'sg-island not-content sg-table pr-table';

export default function PuertoRicoTable(props: PuertoRicoTableProps) {
  return <TableShell props={props} storageKey={STORAGE_KEY} class={CLASS} chapter="puerto-rico" setup={(onStart) => <SetupPanel onStart={onStart} />} load={() => import('./Play')} />;
}
