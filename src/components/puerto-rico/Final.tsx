/** The end of a Puerto Rico game: the result screen, loaded only when a game ends (see core/lazy.ts). */
import { useMemo } from 'preact/hooks';
import type { GameResult } from '../../../engine/core/contract';
import { puertoRico } from '../../../engine/puerto-rico/game';
import { scoreGame } from '../../../engine/puerto-rico/rules';
import type { PuertoRicoMove, PuertoRicoOptions, PuertoRicoState } from '../../../engine/puerto-rico/types';
import { roundHistory } from '../core/history';
import { ResultScreen } from '../core/Result';
import type { ExampleResolver, TableStart } from '../core/table';
import { Bi } from '../core/Bi';
import { SeatChip } from './Board';
import { seatLabel, seatLook } from './look';
import { scoreDetail } from './model';

export default function FinalScore({ state, result, start, fromExample, level }: { state: PuertoRicoState; result: GameResult; start: TableStart<PuertoRicoOptions, PuertoRicoMove>; fromExample: ExampleResolver<PuertoRicoState>; level?: number | string }) {
  const history = useMemo(() => roundHistory(puertoRico, start, fromExample, (s) => scoreGame(s).seats.map((x) => x.total), (s) => s.round), [start]);
  const detail = scoreDetail(state, result);
  const best = Math.max(...detail.map((d) => d.total));
  const tied = detail.filter((d) => d.total === best).length > 1;
  const rows = detail.map((d) => ({
    seat: d.seat,
    total: d.total,
    lines: d.rows.map((r, k) => ({ label: r.label, points: r.points, bonus: k > 1 })),
    extra: (
      <Bi
        t={{
          zh: `金幣 ${d.tieBreak.doubloons} + 貨物 ${d.tieBreak.goods} = ${d.tieBreak.doubloons + d.tieBreak.goods}`,
          en: `doubloons ${d.tieBreak.doubloons} + goods ${d.tieBreak.goods} = ${d.tieBreak.doubloons + d.tieBreak.goods}`,
        }}
      />
    ),
  }));
  return (
    <ResultScreen
      result={result}
      rows={rows}
      chip={(seat) => <SeatChip seat={seat} />}
      label={seatLabel}
      look={seatLook}
      unit={{ zh: '分', en: 'VP' }}
      level={level}
      extra={{ head: { zh: '平手時比：金幣 + 貨物', en: 'Tie-break: doubloons + goods' }, testId: 'tiebreak' }}
      history={history}
      historyLabel={{ zh: '分數', en: 'Score' }}
    >
      {tied && (
        <p class="sg-note" data-testid="tie-note">
          <Bi
            t={{
              zh: '最高分平手：比金幣加上貨物個數，較多的人獲勝；再平手就並列勝利。',
              en: 'The top score is tied: the most doubloons plus goods wins; if that ties too, the victory is shared.',
            }}
          />
        </p>
      )}
    </ResultScreen>
  );
}
