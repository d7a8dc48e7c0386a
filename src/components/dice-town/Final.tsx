/** The end of a Dice Town game: the result screen, loaded only when a game ends (see core/lazy.ts). */
import { useMemo } from 'preact/hooks';
import type { GameResult } from '../../../engine/core/contract';
import { diceTown } from '../../../engine/dice-town/game';
import { scoreGame } from '../../../engine/dice-town/rules';
import type { DiceTownMove, DiceTownOptions, DiceTownState } from '../../../engine/dice-town/types';
import { roundHistory } from '../core/history';
import { ResultScreen } from '../core/Result';
import type { ExampleResolver, TableStart } from '../core/table';
import { seatLabel, seatLook } from './look';
import { scoreDetail } from './model';
import { SeatChip } from './Town';

export default function FinalScore({ state, result, start, fromExample, level }: { state: DiceTownState; result: GameResult; start: TableStart<DiceTownOptions, DiceTownMove>; fromExample: ExampleResolver<DiceTownState>; level?: number | string }) {
  const history = useMemo(() => roundHistory(diceTown, start, fromExample, (s) => scoreGame(s.hands, s.nuggets, s.money, s.sheriff).seats.map((x) => x.total), (s) => s.round), [start]);
  const rows = scoreDetail(result).map((d) => ({ seat: d.seat, total: d.total, lines: d.rows }));
  return (
    <ResultScreen
      result={result}
      rows={rows}
      chip={(seat) => <SeatChip seat={seat} />}
      label={seatLabel}
      look={seatLook}
      unit={{ zh: '分', en: 'VP' }}
      level={level}
      history={history}
      historyLabel={{ zh: '分數', en: 'Score' }}
    />
  );
}
