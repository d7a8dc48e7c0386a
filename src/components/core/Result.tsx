/**
 * The end of a game, for every game: the ranking (by the game's own tie-break; only a full tie shares a place), each seat's breakdown as a
 * bar chart, and a chart of each seat's score or money over the rounds, read from the game's own
 * record (history.ts). Seats are told apart by their letter chip and name, not by colour alone;
 * the charts carry their numbers as text, and the round chart has a table for screen readers.
 */
import type { ComponentChildren, VNode } from 'preact';
import type { Bilingual, GameResult } from '../../../engine/core/contract';
import { placesOf } from '../../../engine/core/ranking';
import { seatLetter } from '../../../engine/core/seats';
import { Bi } from './Bi';
import { ChartGrid } from './ChartGrid';
import { headingTag } from './heading';
import type { RoundHistory } from './history';
import type { SeatLook } from './look';

/** One line of a seat's final score. */
export interface ScoreLine {
  label: Bilingual;
  points: number;
  /** A line that is a bonus on top of the seat's buildings or cards (drawn apart). */
  bonus?: boolean;
}

/** One seat's final score: the lines (their sum is the total) and an optional extra cell (a tie-break). */
export interface ScoreRow {
  seat: number;
  total: number;
  lines: ScoreLine[];
  extra?: VNode;
}

/**
 * The seats in order of place (1, 2, …), by total and then by the game's own tie-break where its
 * rules have one (engine/core/ranking.ts): only seats equal in both share a place.
 */
export function ranking(rows: readonly ScoreRow[], result: GameResult): { row: ScoreRow; place: number }[] {
  const { order, place } = placesOf(result.seats);
  return order.flatMap((s) => {
    const row = rows.find((r) => r.seat === s.seat);
    return row ? [{ row, place: place.get(s.seat)! }] : [];
  });
}

export function ResultScreen(p: {
  result: GameResult;
  rows: ScoreRow[];
  chip: (seat: number) => VNode;
  label: (seat: number) => Bilingual;
  look: (seat: number) => SeatLook;
  /** What a point is called (元, VP …). */
  unit: Bilingual;
  /** The heading level of the title. */
  level?: number | string;
  extra?: { head: Bilingual; testId: string };
  history?: RoundHistory | null;
  /** What the round chart shows, e.g. money or score. */
  historyLabel?: Bilingual;
  children?: ComponentChildren;
}) {
  const { winners } = p.result;
  const ranked = ranking(p.rows, p.result);
  const top = Math.max(1, ...p.rows.flatMap((r) => r.lines.map((l) => l.points)));
  const Title = headingTag(p.level, 4);
  const Sub = headingTag(Number(p.level ?? 4) + 1, 5);
  return (
    <section class="sg-result" data-testid="final-score">
      <Title>
        <Bi t={{ zh: '最後計分', en: 'Final scoring' }} />
      </Title>
      <p class="sg-result-winner" data-testid="result-headline">
        <span aria-hidden="true">★ </span>
        <Bi
          t={
            winners.length > 1
              ? { zh: `${winners.map((w) => p.label(w).zh).join('、')}並列勝利！`, en: `Shared victory: ${winners.map((w) => p.label(w).en).join(', ')}!` }
              : { zh: `${p.label(winners[0]!).zh}獲勝！`, en: `${p.label(winners[0]!).en} wins!` }
          }
        />
      </p>
      <ol class="sg-ranking">
        {ranked.map(({ row, place }) => {
          const won = winners.includes(row.seat);
          return (
            <li key={row.seat} class="sg-rank" data-testid={`score-${row.seat}`} data-place={place} data-won={won ? '' : undefined}>
              <div class="sg-rank-head">
                <span class="sg-place" aria-hidden="true">
                  {place}
                </span>
                <span class="sr-only">
                  <Bi t={{ zh: `第 ${place} 名`, en: `Place ${place}` }} />
                </span>
                {p.chip(row.seat)}
                <span class="sg-rank-name">
                  <Bi t={p.label(row.seat)} />
                  {won && (
                    <strong class="sg-won" data-testid={`winner-${row.seat}`}>
                      {' ★ '}
                      <Bi t={winners.length > 1 ? { zh: '並列勝利', en: 'shared victory' } : { zh: '勝利', en: 'winner' }} />
                    </strong>
                  )}
                </span>
                <span class="sg-rank-total">
                  <span data-testid={`total-${row.seat}`} lang="en">
                    {row.total}
                  </span>{' '}
                  <Bi t={p.unit} />
                </span>
              </div>
              <ul class="sg-bars">
                {row.lines.map((l, k) => (
                  <li key={k} data-bonus={l.bonus ? '' : undefined}>
                    <span class="sg-bar-label">
                      <Bi t={l.label} />
                    </span>
                    <span class="sg-bar" aria-hidden="true">
                      <span style={{ width: `${(100 * Math.max(0, l.points)) / top}%`, background: p.look(row.seat).fill }} />
                    </span>
                    <span class="sg-bar-points" data-testid="points" lang="en">
                      {l.points}
                    </span>
                  </li>
                ))}
              </ul>
              {p.extra && row.extra && (
                <p class="sg-note" data-testid={`${p.extra.testId}-${row.seat}`}>
                  <Bi t={p.extra.head} /> {row.extra}
                </p>
              )}
            </li>
          );
        })}
      </ol>
      {p.history && p.history.rounds.length > 1 && (
        <figure class="sg-history" data-testid="history-chart">
          <Sub class="sg-history-title">
            <Bi t={{ zh: `每一輪結束時的${p.historyLabel?.zh ?? '分數'}`, en: `${p.historyLabel?.en ?? 'Score'} at the end of each round` }} />
          </Sub>
          <HistoryChart history={p.history} look={p.look} seats={p.rows.map((r) => r.seat)} />
          <table class="sr-only">
            <caption>
              <Bi t={{ zh: `每一輪結束時的${p.historyLabel?.zh ?? '分數'}`, en: `${p.historyLabel?.en ?? 'Score'} at the end of each round` }} />
            </caption>
            <thead>
              <tr>
                <th>
                  <Bi t={{ zh: '回合', en: 'Round' }} />
                </th>
                {p.rows.map((r) => (
                  <th key={r.seat}>
                    <Bi t={p.label(r.seat)} />
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {p.history.rounds.map((round, i) => (
                <tr key={i}>
                  <th>
                    <Bi t={roundName(p.history!, i, round)} />
                  </th>
                  {p.rows.map((r) => (
                    <td key={r.seat}>{p.history!.values[i]![r.seat]}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </figure>
      )}
      {p.children}
    </section>
  );
}

const roundName = (h: RoundHistory, i: number, round: number): Bilingual =>
  i === 0 ? { zh: '開始', en: 'start' } : i === h.rounds.length - 1 && round === h.rounds[i - 1] ? { zh: '結束', en: 'end' } : { zh: `第 ${round} 輪`, en: `round ${round}` };

/** The round chart: a line per seat, its letter at every point and at the end. */
function HistoryChart({ history, look, seats }: { history: RoundHistory; look: (seat: number) => SeatLook; seats: number[] }) {
  const W = 640;
  const H = 240;
  const L = 44;
  const R = 30;
  const T = 14;
  const B = 34;
  const n = history.rounds.length;
  const all = history.values.flat();
  const max = Math.max(1, ...all);
  const min = Math.min(0, ...all);
  const x = (i: number) => L + (n === 1 ? 0 : (i * (W - L - R)) / (n - 1));
  const y = (v: number) => T + ((max - v) * (H - T - B)) / (max - min || 1);
  const ticks = [min, Math.round((min + max) / 2), max].filter((v, i, a) => a.indexOf(v) === i);
  const every = Math.max(1, Math.ceil(n / 12));
  // each seat's letter sits right of its last point, nudged apart when two end close together
  const ends = seats.map((seat) => ({ seat, at: y(history.values[n - 1]![seat] ?? 0) })).sort((a, b) => a.at - b.at);
  for (let i = 1; i < ends.length; i++) ends[i]!.at = Math.max(ends[i]!.at, ends[i - 1]!.at + 15);
  const labelY = new Map(ends.map((e) => [e.seat, e.at]));
  return (
    <svg class="sg-history-svg" viewBox={`0 0 ${W} ${H}`} role="img" aria-hidden="true" focusable="false">
      <ChartGrid ticks={ticks} y={y} left={L} right={W - R} />
      {history.rounds.map((round, i) =>
        i % every === 0 || i === n - 1 ? (
          <text key={i} x={x(i)} y={H - B + 18} text-anchor="middle" class="sg-axis">
            {i === 0 ? '0' : String(round)}
          </text>
        ) : null,
      )}
      {seats.map((seat) => {
        const s = look(seat);
        const pts = history.values.map((v, i) => `${x(i)},${y(v[seat] ?? 0)}`).join(' ');
        return (
          <g key={seat} class="sg-series">
            <polyline points={pts} class="sg-series-halo" />
            <polyline points={pts} stroke={s.fill} class="sg-series-line" />
            {history.values.map((v, i) => (
              <circle key={i} cx={x(i)} cy={y(v[seat] ?? 0)} r={i === n - 1 ? 5 : 3.5} fill={s.fill} class="sg-series-dot" />
            ))}
            <text x={x(n - 1) + 10} y={labelY.get(seat)! + 5} text-anchor="start" class="sg-series-letter">
              {seatLetter(seat)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
