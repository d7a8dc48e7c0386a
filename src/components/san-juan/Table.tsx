/**
 * SanJuan's free-play table as the chapter first ships it: the setup form. The game itself (Play.tsx)
 * is loaded once a game is opened (see TableShell).
 */
import { useState } from 'preact/hooks';
import { newRecord } from '../../../engine/core/record';
import { sanJuan } from '../../../engine/san-juan/game';
import type { SanJuanMove, SanJuanOptions, SanJuanState } from '../../../engine/san-juan/types';
import { Bi } from '../core/Bi';
import { Choice } from '../core/Choice';
import type { Notice } from '../core/Feedback';
import { type TableData } from '../core/table';
import { seatLabel } from './look';
import { SeatChip } from './Tableau';
import '../core/island.css';
import './san-juan.css';
import { SetupFrame, TableShell, newSeed, seedOf, type SetupBase, type TableProps } from '../core/TableShell';

export const STORAGE_KEY = 'lr-table:san-juan';
export { TABLE_ANCHOR } from '../core/TableShell';

type Data = TableData<SanJuanOptions, SanJuanMove>;
export type SanJuanTableProps = TableProps<SanJuanState, SanJuanOptions, SanJuanMove>;

interface SetupForm extends SetupBase {
  startingHands: boolean;
  privilege: SanJuanOptions['privilege'];
  afterBuild: SanJuanOptions['afterBuild'];
}

const DEFAULT_FORM = (): SetupForm => ({
  players: 3,
  seats: ['human', 'strong', 'easy', 'strong'],
  seed: String(newSeed()),
  startingHands: false,
  privilege: 'picker',
  afterBuild: 'carpenter-first',
});

export function SetupPanel({ onStart }: { onStart: (d: Data) => Notice | null }) {
  const [f, setF] = useState<SetupForm>(DEFAULT_FORM);
  const [notice, setNotice] = useState<Notice | null>(null);
  const set = (patch: Partial<SetupForm>) => setF({ ...f, ...patch });
  const start = (e: Event) => {
    e.preventDefault();
    const seed = seedOf(f);
    const options: Partial<SanJuanOptions> = { startingHands: f.startingHands, privilege: f.privilege, afterBuild: f.afterBuild };
    const config = { players: f.players, seed, options };
    const made = sanJuan.setup(config);
    if (!made.ok) {
      setNotice({ kind: 'error', text: made.error });
      return;
    }
    setNotice(onStart({ start: { kind: 'record', record: newRecord('san-juan', config) }, seats: f.seats.slice(0, f.players), lastSeen: null }));
  };
  return (
    <SetupFrame f={f} set={set} counts={[2, 3, 4]} chip={(seat) => <SeatChip seat={seat} />} label={seatLabel} notice={notice} chapter="san-juan" onSubmit={start}>
      <label class="sg-check">
        <input type="checkbox" checked={f.startingHands} data-testid="opt-starting-hands" onChange={(e) => set({ startingHands: (e.target as HTMLInputElement).checked })} />
        <Bi t={{ zh: '起始手牌變體（5 到 8 張，各留 4 張）', en: 'Starting-hand variant (5 to 8 cards, keep 4)' }} />
      </label>
      <Choice
        legend={{ zh: '誰有特權、誰先做', en: 'Privilege and first turn' }}
        value={f.privilege}
        options={[
          { value: 'picker', label: { zh: '挑角色的人（出版規則）', en: 'the picker (published rules)' } },
          { value: 'governor', label: { zh: '總督（中文原文的讀法）', en: 'the governor (the source’s reading)' } },
        ]}
        onChange={(v) => set({ privilege: v })}
        testId="opt-privilege"
      />
      <Choice
        legend={{ zh: '蓋完後抽牌順序', en: 'Draws after a build' }}
        value={f.afterBuild}
        options={[
          { value: 'carpenter-first', label: { zh: '木工場先', en: 'carpenter first' } },
          { value: 'poor-house-first', label: { zh: '救濟院先', en: 'poor house first' } },
        ]}
        onChange={(v) => set({ afterBuild: v })}
        testId="opt-after-build"
      />
    </SetupFrame>
  );
}

/** The table's classes, the same before and after the game part has loaded. */
export const CLASS = 'sg-island not-content sg-table sj-table';

export default function SanJuanTable(props: SanJuanTableProps) {
  return <TableShell props={props} storageKey={STORAGE_KEY} class={CLASS} chapter="san-juan" setup={(onStart) => <SetupPanel onStart={onStart} />} load={() => import('./Play')} />;
}
