/**
 * Puerto Rico's setup form: 2–5 seats (2 being the official two-player variant), each a person or
 * a bot, the seed, and the options (VP chips face up, the mayor's refill, the captain's privilege,
 * the five-player VP chip count).
 */
import { puertoRicoPage } from '../../../engine/puerto-rico/page-game';
import type { PuertoRicoMove, PuertoRicoOptions } from '../../../engine/puerto-rico/types';
import type { Notice } from '../core/Feedback';
import { field, SetupForm, type SetupField } from '../core/gameTable';
import type { TableData } from '../core/table';
import type { SetupBase } from '../core/TableShell';
import { seats } from './look';

interface Form extends SetupBase {
  vpChips: PuertoRicoOptions['vpChips'];
  showVp: boolean;
  refill: PuertoRicoOptions['refill'];
  captainBonus: PuertoRicoOptions['captainBonus'];
}

const defaults = (): Omit<Form, 'seed'> => ({
  players: 4,
  seats: ['human', 'strong', 'easy', 'strong', 'easy'],
  vpChips: 122,
  showVp: false,
  refill: 'buildings',
  captainBonus: 'once',
});

const options = (f: Form): Partial<PuertoRicoOptions> => ({ vpChips: f.vpChips, showVp: f.showVp, refill: f.refill, captainBonus: f.captainBonus });

const FIELDS: readonly SetupField<Form>[] = [
  field.note('two-player-note', { zh: '兩人用的是官方的兩人變體：每人每回合挑 3 個角色。', en: 'Two players play the official two-player variant: each chooses 3 roles a round.' }, (f) => f.players === 2),
  field.check('showVp', 'opt-show-vp', '分數標記公開（出版規則是蓋著）', 'VP chips face up (the published rule keeps them face down)'),
  field.choice('refill', 'opt-refill', { zh: '市長補移民船時數哪些空圓圈', en: 'Mayor: the empty circles that refill the colonist ship' }, [['buildings', '所有建築（出版規則）', 'all buildings (published rules)'], ['violet', '只數紫色建築（中文原文的讀法）', 'violet buildings only (the source’s reading)']]),
  field.choice('captainBonus', 'opt-captain-bonus', { zh: '船長的特權分數', en: 'The captain’s privilege point' }, [['once', '每個船長階段 1 分（出版規則）', 'once a captain phase (published rules)'], ['each', '每次裝船都加 1 分（中文原文的一種讀法）', 'on every load (a reading of the source)']]),
  field.choice('vpChips', 'opt-vp-chips', { zh: '五人的分數標記', en: 'VP chips with five players' }, [[122, '122 分（2002 年版）', '122 (2002 printing)'], [126, '126 分（後來的版本）', '126 (later printings)']], (f) => f.players === 5),
];

export function Setup({ onStart }: { onStart: (d: TableData<PuertoRicoOptions, PuertoRicoMove>) => Notice | null }) {
  return (
    <SetupForm<Form, PuertoRicoOptions> game={puertoRicoPage} chapter="puerto-rico" counts={[2, 3, 4, 5]} defaults={defaults} options={options} seats={seats} fields={FIELDS} onStart={onStart} />
  );
}
