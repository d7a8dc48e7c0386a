/**
 * The value axis the book's line charts share (the result screen's round chart, the review's chart):
 * a grid line across the plot at each tick, its value at the left.
 */
export function ChartGrid({ ticks, y, left, right }: { ticks: readonly number[]; y: (v: number) => number; left: number; right: number }) {
  return (
    <>
      {ticks.map((v) => (
        <g key={v}>
          <line x1={left} x2={right} y1={y(v)} y2={y(v)} class="sg-grid-line" />
          <text x={left - 6} y={y(v) + 4} text-anchor="end" class="sg-axis">
            {v}
          </text>
        </g>
      ))}
    </>
  );
}
