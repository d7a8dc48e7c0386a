/** The end of a San Juan game: the result screen, loaded only when a game ends (see core/lazy.ts). */
import { useMemo } from 'preact/hooks';
import type { GameResult } from '../../../engine/core/contract';
import { sanJuan } from '../../../engine/san-juan/game';
import { scoreGame } from '../../../engine/san-juan/rules';
import type { SanJuanMove, SanJuanOptions, SanJuanState } from '../../../engine/san-juan/types';
import { roundHistory } from '../core/history';
import { ResultScreen } from '../core/Result';
import type { ExampleResolver, TableStart } from '../core/table';
import { Bi } from '../core/Bi';
import { seatLabel, seatLook } from './look';
import { scoreDetail } from './model';
import { SeatChip } from './Tableau';

export default function FinalScore({ state, result, start, fromExample, level }: { state: SanJuanState; result: GameResult; start: TableStart<SanJuanOptions, SanJuanMove>; fromExample: ExampleResolver<SanJuanState>; level?: number | string }) {
  const history = useMemo(() => roundHistory(sanJuan, start, fromExample, (s) => scoreGame(s).seats.map((x) => x.total), (s) => s.round), [start]);
  const detail = scoreDetail(state, result);
  const best = Math.max(...detail.map((d) => d.total));
  const tied = detail.filter((d) => d.total === best).length > 1;
  const rows = detail.map((d) => ({
    seat: d.seat,
    total: d.total,
    lines: d.rows.map((r) => ({ label: r.label, points: r.points, bonus: r.card === undefined })),
    extra: (
      <Bi
        t={{
          zh: `手牌 ${d.tieBreak.hand} + 貨品 ${d.tieBreak.goods} = ${d.tieBreak.hand + d.tieBreak.goods}`,
          en: `hand ${d.tieBreak.hand} + goods ${d.tieBreak.goods} = ${d.tieBreak.hand + d.tieBreak.goods}`,
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
      extra={{ head: { zh: '平手時比：手牌 + 貨品', en: 'Tie-break: hand + goods' }, testId: 'tiebreak' }}
      history={history}
      historyLabel={{ zh: '分數', en: 'Score' }}
    >
      {tied && (
        <p class="sg-note" data-testid="tie-note">
          <Bi
            t={{
              zh: '最高分平手：比手牌加上建築上的貨品數，較多的人獲勝；再平手就並列勝利。',
              en: 'The top score is tied: the most cards in hand plus goods on buildings wins; if that ties too, the victory is shared.',
            }}
          />
        </p>
      )}
    </ResultScreen>
  );
}
