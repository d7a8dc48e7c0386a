/**
 * The probability lesson (the `probability` place of the chapter's teachers' section): the chance
 * of each hand on one roll of five poker dice, from the engine's exact count of all 7776 rolls, as
 * a table with bars (the numbers are always written out; the bars only repeat them), and a seeded
 * "roll 1,000 times" simulation whose tallies stand beside the exact figures.
 */
import { useState } from 'preact/hooks';
import { HAND_NAMES } from '../../../engine/dice-town/rules';
import { Bi } from '../core/Bi';
import { oddsRows, pct, simulate } from './odds';
import '../core/island.css';
import './dice-town.css';

const TIMES = 1000;

export default function DiceTownProbability() {
  const [seed, setSeed] = useState('1');
  const [run, setRun] = useState<{ seed: string; tally: ReturnType<typeof simulate> } | null>(null);
  const rows = oddsRows(run?.tally ?? null);
  const top = Math.max(...rows.map((r) => r.percent));
  const roll = (e: Event) => {
    e.preventDefault();
    const s = seed.trim() || '1';
    setRun({ seed: s, tally: simulate(/^\d{1,15}$/.test(s) ? Number(s) : s, TIMES) });
  };
  return (
    <section class="sg-island not-content" data-testid="probability" data-pagefind-ignore>
      <h4>
        <Bi t={{ zh: '擲一次五顆骰子，各種牌型的機會', en: 'The chance of each hand on one roll of five dice' }} />
      </h4>
      <table class="dt-odds" data-testid="odds">
        <caption class="sg-note">
          <Bi t={{ zh: '7776 種結果逐一數過；由小到大排列，和鎮公所比牌的順序一樣。', en: 'All 7776 rolls counted one by one; listed low to high, in the Town Hall’s ranking order.' }} />
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <Bi t={{ zh: '牌型', en: 'Hand' }} />
            </th>
            <th scope="col">
              <Bi t={{ zh: '幾種結果（共 7776）', en: 'Rolls (of 7776)' }} />
            </th>
            <th scope="col">
              <Bi t={{ zh: '機率', en: 'Chance' }} />
            </th>
            {run && (
              <th scope="col">
                <Bi t={{ zh: `擲 ${TIMES} 次實際出現`, en: `Seen in ${TIMES} rolls` }} />
              </th>
            )}
            <th scope="col">
              <Bi t={{ zh: '長條圖', en: 'Bar' }} />
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.category} data-testid={`odds-${r.category}`} data-count={r.count}>
              <th scope="row">
                <Bi t={HAND_NAMES[r.category]} />
              </th>
              <td class="num" lang="en">
                {r.count}
              </td>
              <td class="num" lang="en" data-testid="percent">
                {pct(r.percent)}%
              </td>
              {run && (
                <td class="num" lang="en" data-testid="observed">
                  {r.observed} ({pct(((r.observed ?? 0) / TIMES) * 100, 1)}%)
                </td>
              )}
              <td aria-hidden="true" class="dt-barcell">
                <span class="dt-bar" style={{ width: `${(r.percent / top) * 100}%` }} />
                {run && <span class="dt-bar dt-obs" style={{ width: `${(((r.observed ?? 0) / TIMES) * 100 / top) * 100}%` }} />}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <form class="sg-row" onSubmit={roll}>
        <label>
          <Bi t={{ zh: '種子', en: 'Seed' }} />{' '}
          <input class="sg-input" value={seed} data-testid="sim-seed" onInput={(e) => setSeed((e.target as HTMLInputElement).value)} />
        </label>
        <button type="submit" class="sg-btn sg-primary" data-testid="simulate">
          <Bi t={{ zh: `擲 ${TIMES} 次看看`, en: `Roll ${TIMES.toLocaleString('en')} times` }} />
        </button>
        {run && (
          <span class="sg-note" role="status" data-testid="sim-note">
            <Bi
              t={{
                zh: `種子 ${run.seed}：同一個種子每次都得到一樣的結果。實心長條是算出來的機率，斜線長條是這次擲出的比例。`,
                en: `Seed ${run.seed}: the same seed always gives the same tallies. Solid bars are the exact chances, striped bars what this run rolled.`,
              }}
            />
          </span>
        )}
      </form>
    </section>
  );
}
