/** The end of a Santiago game: the result screen, loaded only when a game ends (see core/lazy.ts). */
import { useMemo } from 'preact/hooks';
import type { GameResult } from '../../../engine/core/contract';
import { santiago } from '../../../engine/santiago/game';

import type { SantiagoMove, SantiagoOptions, SantiagoState } from '../../../engine/santiago/types';
import { roundHistory } from '../core/history';
import { ResultScreen } from '../core/Result';
import type { ExampleResolver, TableStart } from '../core/table';
import { seatLabel, seatLook } from './look';
import { SeatChip } from './SeatPanel';

export default function FinalScore({ state, result, start, fromExample, level }: { state: SantiagoState; result: GameResult; start: TableStart<SantiagoOptions, SantiagoMove>; fromExample: ExampleResolver<SantiagoState>; level?: number | string }) {
  const history = useMemo(() => roundHistory(santiago, start, fromExample, (s) => s.money.slice(), (s) => s.round), [start]);
  const rows = result.seats.map((s) => ({ seat: s.seat, total: s.total, lines: s.breakdown }));
  return (
    <ResultScreen
      result={result}
      rows={rows}
      chip={(seat) => <SeatChip seat={seat} />}
      label={seatLabel}
      look={seatLook}
      unit={{ zh: '元', en: 'escudos' }}
      level={level}
      history={history}
      historyLabel={{ zh: '現金', en: 'Cash' }}
    />
  );
}
