/**
 * Genoa's setup form: 2–5 seats, each a person or a bot, the seed, and the negotiation options (bids
 * with an Extra action card after acting; what a 2-player offer must hold besides money).
 */
import { genoaPage } from '../../../engine/genoa/page-game';
import type { GenoaMove, GenoaOptions } from '../../../engine/genoa/types';
import type { Notice } from '../core/Feedback';
import { field, SetupForm, type SetupField } from '../core/gameTable';
import type { TableData } from '../core/table';
import type { SetupBase } from '../core/TableShell';
import { seats } from './look';

interface Form extends SetupBase {
  extraActionBids: boolean;
  twoPlayerItem: GenoaOptions['twoPlayerItem'];
}

const defaults = (): Omit<Form, 'seed'> => ({ players: 4, seats: ['human', 'strong', 'easy', 'strong', 'easy'], extraActionBids: true, twoPlayerItem: 'anyItem' });

const options = (f: Form): Partial<GenoaOptions> => ({ extraActionBids: f.extraActionBids, twoPlayerItem: f.twoPlayerItem });

const FIELDS: readonly SetupField<Form>[] = [
  field.check('extraActionBids', 'opt-extra-bids', '已經行動過的人可以押一張額外行動卡，再為建築出價', 'A player who has acted may still bid for a building by committing an Extra action card'),
  field.choice('twoPlayerItem', 'opt-two-player-item', { zh: '兩人遊戲：出價除了錢還要有', en: 'Two players: besides money an offer must hold' }, [['anyItem', '任何一件物品', 'any item'], ['good', '一個貨物', 'a good']], (f) => f.players === 2),
];

export function Setup({ onStart }: { onStart: (d: TableData<GenoaOptions, GenoaMove>) => Notice | null }) {
  return (
    <SetupForm<Form, GenoaOptions> game={genoaPage} chapter="genoa" counts={[2, 3, 4, 5]} defaults={defaults} options={options} seats={seats} fields={FIELDS} onStart={onStart} />
  );
}
