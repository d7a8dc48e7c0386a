/** The end of a Genoa game: the result screen with each seat's ducats over the rounds, loaded only when a game ends (see core/lazy.ts). */
import { useMemo } from 'preact/hooks';
import type { GameResult } from '../../../engine/core/contract';
import { genoa } from '../../../engine/genoa/game';
import { items } from '../../../engine/genoa/rules';
import type { GenoaMove, GenoaOptions, GenoaState } from '../../../engine/genoa/types';
import { roundHistory } from '../core/history';
import { ResultScreen } from '../core/Result';
import type { ExampleResolver, TableStart } from '../core/table';
import { Bi } from '../core/Bi';
import { SeatChip } from './Board';
import { seatLabel, seatLook } from './look';

export default function FinalScore({ state, result, start, fromExample, level }: { state: GenoaState; result: GameResult; start: TableStart<GenoaOptions, GenoaMove>; fromExample: ExampleResolver<GenoaState>; level?: number | string }) {
  const history = useMemo(() => roundHistory(genoa, start, fromExample, (s) => s.seats.map((x) => x.ducats), (s) => s.round), [start]);
  const rows = result.seats.map((sc) => ({
    seat: sc.seat,
    total: sc.total,
    lines: sc.breakdown.map((l, k) => ({ label: l.label, points: l.points, bonus: k > 0 })),
    extra: <Bi t={{ zh: `剩下的物品 ${items(state.seats[sc.seat]!)} 件`, en: `${items(state.seats[sc.seat]!)} items left` }} />,
  }));
  return (
    <ResultScreen
      result={result}
      rows={rows}
      chip={(seat) => <SeatChip seat={seat} />}
      label={seatLabel}
      look={seatLook}
      unit={{ zh: '元', en: 'ducats' }}
      level={level}
      extra={{ head: { zh: '平手時比剩下的物品（貨物、特殊卡、遊戲卡）', en: 'Tie-break: items left (goods, special cards, game cards)' }, testId: 'tiebreak' }}
      history={history}
      historyLabel={{ zh: '錢', en: 'Ducats' }}
    />
  );
}
