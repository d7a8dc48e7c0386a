/**
 * The end of a game at the table, for any game: the result screen (Result.tsx) with the game's own
 * rows, tie-break and round chart (its `FinalDef`, given in its Play.tsx). Loaded only when a game
 * ends (see lazy.ts).
 */
import { useMemo } from 'preact/hooks';
import type { Bilingual, GameResult } from '../../../engine/core/contract';
import type { MachineGame } from '../../../engine/core/machine-game';
import { Bi } from './Bi';
import { roundHistory } from './history';
import type { Seats } from './look';
import { ResultScreen, type ScoreRow } from './Result';
import type { ExampleResolver, TableStart } from './table';

/** What a game's result screen shows beyond the engine's result. */
export interface FinalDef<S> {
  /** What a point is called (元, VP…). */
  unit: Bilingual;
  /** Each seat's score or money in a state, for the chart over the rounds, and what it is called. */
  values: (s: S) => number[];
  historyLabel: Bilingual;
  /** The rows shown (default: each seat's breakdown as the engine gives it). */
  rows?: (state: S, result: GameResult) => ScoreRow[];
  /** The game's own tie-break: its heading, a seat's tie-break in words, and the rule said when the top total is tied. */
  tieBreak?: { head: Bilingual; cell: (state: S, seat: number) => Bilingual; rule: Bilingual };
}

export interface FinalScreenProps<S, M extends { type: string }, O> {
  game: MachineGame<S, M, O, unknown>;
  def: FinalDef<S>;
  seats: Seats;
  state: S;
  result: GameResult;
  start: TableStart<O, M>;
  fromExample: ExampleResolver<S>;
  level?: number | string;
}

export default function FinalScreen<S extends { round: number }, M extends { type: string }, O>(p: FinalScreenProps<S, M, O>) {
  const { def, state, result } = p;
  const history = useMemo(() => roundHistory(p.game, p.start, p.fromExample, def.values, (s) => s.round), [p.start]);
  const tie = def.tieBreak;
  const rows = (def.rows?.(state, result) ?? result.seats.map((s) => ({ seat: s.seat, total: s.total, lines: s.breakdown }))).map((r) =>
    tie ? { ...r, extra: <Bi t={tie.cell(state, r.seat)} /> } : r,
  );
  const best = Math.max(...result.seats.map((s) => s.total));
  const topTied = result.seats.filter((s) => s.total === best).length > 1;
  return (
    <ResultScreen
      result={result}
      rows={rows}
      chip={(seat) => <p.seats.SeatChip seat={seat} />}
      label={p.seats.seatLabel}
      look={p.seats.seatLook}
      unit={def.unit}
      level={p.level}
      extra={tie ? { head: tie.head, testId: 'tiebreak' } : undefined}
      history={history}
      historyLabel={def.historyLabel}
    >
      {tie && topTied && (
        <p class="sg-note" data-testid="tie-note">
          <Bi t={tie.rule} />
        </p>
      )}
    </ResultScreen>
  );
}
