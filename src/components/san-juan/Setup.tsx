/**
 * San Juan's setup form: 2–4 seats, each a person or a bot, the seed, and the options (the
 * starting-hand variant, who has the privilege, when a new building starts to work).
 */
import { sanJuan } from '../../../engine/san-juan/game';
import type { SanJuanMove, SanJuanOptions } from '../../../engine/san-juan/types';
import type { Notice } from '../core/Feedback';
import { field, SetupForm, type SetupField } from '../core/gameTable';
import type { TableData } from '../core/table';
import type { SetupBase } from '../core/TableShell';
import { seats } from './look';

interface Form extends SetupBase {
  startingHands: boolean;
  privilege: SanJuanOptions['privilege'];
  afterBuild: SanJuanOptions['afterBuild'];
}

const defaults = (): Omit<Form, 'seed'> => ({ players: 3, seats: ['human', 'strong', 'easy', 'strong'], startingHands: false, privilege: 'picker', afterBuild: 'carpenter-first' });

const options = (f: Form): Partial<SanJuanOptions> => ({ startingHands: f.startingHands, privilege: f.privilege, afterBuild: f.afterBuild });

const FIELDS: readonly SetupField<Form>[] = [
  field.check('startingHands', 'opt-starting-hands', '起始手牌變體（5 到 8 張，各留 4 張）', 'Starting-hand variant (5 to 8 cards, keep 4)'),
  field.choice('privilege', 'opt-privilege', { zh: '誰有特權、誰先做', en: 'Privilege and first turn' }, [['picker', '挑角色的人（出版規則）', 'the picker (published rules)'], ['governor', '總督（中文原文的讀法）', 'the governor (the source’s reading)']]),
  field.choice('afterBuild', 'opt-after-build', { zh: '蓋完後抽牌順序', en: 'Draws after a build' }, [['carpenter-first', '木工場先', 'carpenter first'], ['poor-house-first', '救濟院先', 'poor house first']]),
];

export function Setup({ onStart }: { onStart: (d: TableData<SanJuanOptions, SanJuanMove>) => Notice | null }) {
  return (
    <SetupForm<Form, SanJuanOptions> game={sanJuan} chapter="san-juan" counts={[2, 3, 4]} defaults={defaults} options={options} seats={seats} fields={FIELDS} onStart={onStart} />
  );
}
