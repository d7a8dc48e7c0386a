/**
 * Genoa's free-play table as the chapter first ships it: the setup form (2–5 seats, each human or
 * bot; seed; the negotiation options). The game itself (Play.tsx) is loaded once a game is opened.
 */
import { useState } from 'preact/hooks';
import { newRecord } from '../../../engine/core/record';
import { genoa } from '../../../engine/genoa/game';
import type { GenoaMove, GenoaOptions, GenoaState } from '../../../engine/genoa/types';
import { Bi } from '../core/Bi';
import { Choice } from '../core/Choice';
import type { Notice } from '../core/Feedback';
import type { TableData } from '../core/table';
import { SetupFrame, TableShell, newSeed, seedOf, type SetupBase, type TableProps } from '../core/TableShell';
import { SeatChip } from './Board';
import { seatLabel } from './look';
import '../core/island.css';
import './genoa.css';

export const STORAGE_KEY = 'lr-table:genoa';
export { TABLE_ANCHOR } from '../core/TableShell';

type Data = TableData<GenoaOptions, GenoaMove>;
export type GenoaTableProps = TableProps<GenoaState, GenoaOptions, GenoaMove>;

interface SetupForm extends SetupBase {
  extraActionBids: boolean;
  twoPlayerItem: GenoaOptions['twoPlayerItem'];
}

const DEFAULT_FORM = (): SetupForm => ({ players: 4, seats: ['human', 'strong', 'easy', 'strong', 'easy'], seed: String(newSeed()), extraActionBids: true, twoPlayerItem: 'anyItem' });

export function SetupPanel({ onStart }: { onStart: (d: Data) => Notice | null }) {
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
  return <TableShell props={props} storageKey={STORAGE_KEY} class={CLASS} chapter="genoa" setup={(onStart) => <SetupPanel onStart={onStart} />} load={() => import('./Play')} />;
}

/** The table's classes, the same before and after the game part has loaded. */
export const CLASS = 'sg-island not-content sg-table gn-table';
