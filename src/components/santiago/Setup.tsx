/**
 * Santiago's setup form: 3–5 seats, each a person or a bot, the seed, and the game's options (the
 * palm-tree variant and who places the palms, open money, where the spring is).
 */
import type { SantiagoMove, SantiagoOptions } from '../../../engine/santiago/types';
import { santiago } from '../../../engine/santiago/game';
import type { Notice } from '../core/Feedback';
import { field, SetupForm, type SetupField } from '../core/gameTable';
import type { TableData } from '../core/table';
import type { SetupBase } from '../core/TableShell';
import { seats } from './look';

interface Form extends SetupBase {
  palms: boolean;
  spring: SantiagoOptions['spring'];
  springX: number;
  springY: number;
  palmPlacement: SantiagoOptions['palmPlacement'];
  openMoney: boolean;
}

const defaults = (): Omit<Form, 'seed'> => ({
  players: 4,
  seats: ['human', 'strong', 'strong', 'easy', 'easy'],
  palms: false,
  spring: 'random',
  springX: 2,
  springY: 1,
  palmPlacement: 'random',
  openMoney: false,
});

const options = (f: Form): Partial<SantiagoOptions> => ({
  palms: f.palms,
  spring: f.spring,
  palmPlacement: f.palmPlacement,
  openMoney: f.openMoney,
  ...(f.spring === 'setup' ? { springAt: { x: f.springX, y: f.springY } } : {}),
});

const FIELDS: readonly SetupField<Form>[] = [
  field.check('palms', 'opt-palms', '棕櫚樹變體', 'Palm-tree variant'),
  field.choice('palmPlacement', 'opt-palm-placement', { zh: '棕櫚樹由誰放', en: 'Palms placed' }, [['random', '隨機', 'at random'], ['first-overseer', '第一位工頭', 'by the first overseer']], (f) => f.palms),
  field.check('openMoney', 'opt-open-money', '公開金錢', 'Open money'),
  field.choice('spring', 'opt-spring', { zh: '水源位置', en: 'Spring' }, [['random', '隨機', 'at random'], ['setup', '現在指定', 'chosen now'], ['first-overseer', '第一位工頭決定', 'by the first overseer']]),
  field.number('springX', 'opt-spring-x', { zh: '水源 x（0–4）', en: 'Spring x (0–4)' }, [0, 1, 2, 3, 4], (f) => f.spring === 'setup'),
  field.number('springY', 'opt-spring-y', { zh: '水源 y（0–3）', en: 'Spring y (0–3)' }, [0, 1, 2, 3], (f) => f.spring === 'setup'),
];

export function Setup({ onStart }: { onStart: (d: TableData<SantiagoOptions, SantiagoMove>) => Notice | null }) {
  return (
    <SetupForm<Form, SantiagoOptions> game={santiago} chapter="santiago" counts={[3, 4, 5]} defaults={defaults} options={options} seats={seats} fields={FIELDS} onStart={onStart} />
  );
}
