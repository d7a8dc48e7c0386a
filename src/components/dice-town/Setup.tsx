/**
 * Dice Town's setup form: 2–5 seats, each a person or a bot, the seed (the same seed and the same
 * choices give the same dice), and the options (edition, face-up Elixirs, the cap of 3, Town Hall
 * kickers).
 */
import { diceTown } from '../../../engine/dice-town/game';
import type { DiceTownMove, DiceTownOptions } from '../../../engine/dice-town/types';
import type { Notice } from '../core/Feedback';
import { field, SetupForm, type SetupField } from '../core/gameTable';
import type { TableData } from '../core/table';
import type { SetupBase } from '../core/TableShell';
import { seats } from './look';

interface Form extends SetupBase {
  edition: DiceTownOptions['edition'];
  capAtThree: boolean;
  kickers: boolean;
  elixirsFaceUp: 2 | 3;
}

const defaults = (): Omit<Form, 'seed'> => ({ players: 3, seats: ['human', 'strong', 'easy', 'strong', 'easy'], edition: 'revised', capAtThree: true, kickers: false, elixirsFaceUp: 2 });

const options = (f: Form): Partial<DiceTownOptions> => ({
  edition: f.edition,
  capAtThree: f.capAtThree,
  kickers: f.kickers,
  ...(f.edition === 'revised' ? { elixirsFaceUp: f.elixirsFaceUp } : {}),
});

const FIELDS: readonly SetupField<Form>[] = [
  field.choice('edition', 'opt-edition', { zh: '版本', en: 'Edition' }, [['revised', '改版（開運專家卡）', 'revised (Elixir cards)'], ['first', '第一版（開運專家選單）', 'first (Doc Badluck’s menu)']]),
  field.choice('elixirsFaceUp', 'opt-elixirs', { zh: '翻開的開運專家卡', en: 'Face-up Elixirs' }, [[2, '2 張（出版規則）', '2 (published rules)'], [3, '3 張（中文原文）', '3 (the source text)']], (f) => f.edition === 'revised'),
  field.check('capAtThree', 'opt-cap', '金礦、雜貨店、酒館每次最多拿 3', 'At most 3 per win at the Gold Mine, General Store and Saloon'),
  field.check('kickers', 'opt-kickers', '鎮公所同牌型時比剩下的骰子', 'Town Hall ties broken by the other dice'),
];

export function Setup({ onStart }: { onStart: (d: TableData<DiceTownOptions, DiceTownMove>) => Notice | null }) {
  return (
    <SetupForm<Form, DiceTownOptions>
      game={diceTown}
      chapter="dice-town"
      counts={[2, 3, 4, 5]}
      defaults={defaults}
      options={options}
      seats={seats}
      seedLabel={{ zh: '種子（同樣的種子、同樣的選擇，就擲出同樣的骰子）', en: 'Seed (same seed and same choices: the same dice)' }}
      fields={FIELDS}
      onStart={onStart}
    />
  );
}
