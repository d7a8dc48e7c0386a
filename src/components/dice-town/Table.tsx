/**
 * DiceTown's free-play table as the chapter first ships it: the setup form. The game itself (Play.tsx)
 * is loaded once a game is opened (see TableShell).
 */
import { useState } from 'preact/hooks';
import { newRecord } from '../../../engine/core/record';
import { diceTown } from '../../../engine/dice-town/game';
import type { DiceTownMove, DiceTownOptions, DiceTownState } from '../../../engine/dice-town/types';
import { Bi } from '../core/Bi';
import { Choice } from '../core/Choice';
import type { Notice } from '../core/Feedback';
import { type TableData } from '../core/table';
import { seatLabel } from './look';
import { SeatChip, Town } from './Town';
import '../core/island.css';
import './dice-town.css';
import { SetupFrame, TableShell, newSeed, seedOf, type SetupBase, type TableProps } from '../core/TableShell';

export const STORAGE_KEY = 'lr-table:dice-town';
export { TABLE_ANCHOR } from '../core/TableShell';

type Data = TableData<DiceTownOptions, DiceTownMove>;
export type DiceTownTableProps = TableProps<DiceTownState, DiceTownOptions, DiceTownMove>;

interface SetupForm extends SetupBase {
  edition: DiceTownOptions['edition'];
  capAtThree: boolean;
  kickers: boolean;
  elixirsFaceUp: 2 | 3;
}

const DEFAULT_FORM = (): SetupForm => ({
  players: 3,
  seats: ['human', 'strong', 'easy', 'strong', 'easy'],
  seed: String(newSeed()),
  edition: 'revised',
  capAtThree: true,
  kickers: false,
  elixirsFaceUp: 2,
});

export function SetupPanel({ onStart }: { onStart: (d: Data) => Notice | null }) {
  const [f, setF] = useState<SetupForm>(DEFAULT_FORM);
  const [notice, setNotice] = useState<Notice | null>(null);
  const set = (patch: Partial<SetupForm>) => setF({ ...f, ...patch });
  const start = (e: Event) => {
    e.preventDefault();
    const seed = seedOf(f);
    const options: Partial<DiceTownOptions> = { edition: f.edition, capAtThree: f.capAtThree, kickers: f.kickers };
    if (f.edition === 'revised') options.elixirsFaceUp = f.elixirsFaceUp;
    const config = { players: f.players, seed, options };
    const made = diceTown.setup(config);
    if (!made.ok) {
      setNotice({ kind: 'error', text: made.error });
      return;
    }
    setNotice(onStart({ start: { kind: 'record', record: newRecord('dice-town', config) }, seats: f.seats.slice(0, f.players), lastSeen: null }));
  };
  return (
    <SetupFrame
      f={f}
      set={set}
      counts={[2, 3, 4, 5]}
      chip={(seat) => <SeatChip seat={seat} />}
      label={seatLabel}
      seedLabel={{ zh: '種子（同樣的種子、同樣的選擇，就擲出同樣的骰子）', en: 'Seed (same seed and same choices: the same dice)' }}
      notice={notice}
      chapter="dice-town"
      onSubmit={start}
    >
      <Choice
        legend={{ zh: '版本', en: 'Edition' }}
        value={f.edition}
        options={[
          { value: 'revised', label: { zh: '改版（開運專家卡）', en: 'revised (Elixir cards)' } },
          { value: 'first', label: { zh: '第一版（開運專家選單）', en: 'first (Doc Badluck’s menu)' } },
        ]}
        onChange={(v) => set({ edition: v })}
        testId="opt-edition"
      />
      {f.edition === 'revised' && (
        <Choice
          legend={{ zh: '翻開的開運專家卡', en: 'Face-up Elixirs' }}
          value={String(f.elixirsFaceUp) as '2' | '3'}
          options={[
            { value: '2', label: { zh: '2 張（出版規則）', en: '2 (published rules)' } },
            { value: '3', label: { zh: '3 張（中文原文）', en: '3 (the source text)' } },
          ]}
          onChange={(v) => set({ elixirsFaceUp: Number(v) as 2 | 3 })}
          testId="opt-elixirs"
        />
      )}
      <label class="sg-check">
        <input type="checkbox" checked={f.capAtThree} data-testid="opt-cap" onChange={(e) => set({ capAtThree: (e.target as HTMLInputElement).checked })} />
        <Bi t={{ zh: '金礦、雜貨店、酒館每次最多拿 3', en: 'At most 3 per win at the Gold Mine, General Store and Saloon' }} />
      </label>
      <label class="sg-check">
        <input type="checkbox" checked={f.kickers} data-testid="opt-kickers" onChange={(e) => set({ kickers: (e.target as HTMLInputElement).checked })} />
        <Bi t={{ zh: '鎮公所同牌型時比剩下的骰子', en: 'Town Hall ties broken by the other dice' }} />
      </label>
    </SetupFrame>
  );
}

/** The table's classes, the same before and after the game part has loaded. */
export const CLASS = 'sg-island not-content sg-table dt-table';

export default function DiceTownTable(props: DiceTownTableProps) {
  return <TableShell props={props} storageKey={STORAGE_KEY} class={CLASS} chapter="dice-town" setup={(onStart) => <SetupPanel onStart={onStart} />} load={() => import('./Play')} />;
}
