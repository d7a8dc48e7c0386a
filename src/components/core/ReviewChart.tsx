/**
 * The game review's chart: the seat's estimated final score after each decision, in the look of the
 * result screen's round chart (SVG, labelled axes, the line with its points), the marks drawn on the
 * line as their symbols; a table for screen readers carries the same numbers.
 */
import { useEffect, useState } from 'preact/hooks';
import type { Bilingual } from '../../../engine/core/contract';
import type { ReviewDecision } from '../../../engine/core/review';
import { Bi } from './Bi';
import { ChartGrid } from './ChartGrid';
import type { headingTag } from './heading';
import { MARK_SYMBOL, MARK_WORD, one, where } from './reviewText';

/** A narrow screen (a phone): the chart is drawn narrower, its words larger. */
function useNarrow(): boolean {
  const [narrow, setNarrow] = useState(false);
  useEffect(() => {
    const q = matchMedia('(max-width: 40rem)');
    const on = () => setNarrow(q.matches);
    on();
    q.addEventListener('change', on);
    return () => q.removeEventListener('change', on);
  }, []);
  return narrow;
}

/** The chart; a point clicked picks its decision (the list beside it is the keyboard's way). */
export function ReviewChart<M>({ decisions, total, unit, selected, onPick, label, Sub }: { decisions: ReviewDecision<M>[]; total: number; unit: Bilingual; selected: number | null; onPick: (index: number) => void; label: Bilingual; Sub: ReturnType<typeof headingTag> }) {
  const narrow = useNarrow();
  const W = narrow ? 380 : 640;
  const H = narrow ? 250 : 210;
  const L = narrow ? 40 : 48;
  const R = 16;
  const T = 24;
  const B = 28;
  const n = Math.max(2, total);
  const vals = decisions.map((d) => d.estimate);
  const max = Math.ceil(Math.max(1, ...vals));
  const min = Math.floor(Math.min(max - 1, ...vals));
  // the first point stands clear of the value axis' labels (a ring around it would touch them)
  const inset = 12;
  const x = (i: number) => L + inset + (i * (W - L - R - inset)) / (n - 1);
  const y = (v: number) => T + ((max - v) * (H - T - B)) / (max - min || 1);
  const ticks = [min, Math.round((min + max) / 2), max].filter((v, i, a) => a.indexOf(v) === i);
  const every = Math.max(1, Math.ceil(n / (narrow ? 5 : 10)));
  // a mark's symbol sits above its point, or below it when the previous symbol above is too close
  const above: boolean[] = [];
  let last: { x: number; y: number } | null = null;
  decisions.forEach((d, i) => {
    const at = { x: x(i), y: y(d.estimate) };
    const up = d.mark === 'good' || !last || Math.abs(at.x - last.x) > 22 || Math.abs(at.y - last.y) > 18;
    above.push(up);
    if (d.mark !== 'good' && up) last = at;
  });
  const pts = decisions.map((d, i) => `${x(i)},${y(d.estimate)}`).join(' ');
  const caption: Bilingual = { zh: `${label.zh}每個決定之後的預估終局分數（${unit.zh}）`, en: `${label.en}'s estimated final score (${unit.en}) after each decision` };
  return (
    <figure class="sg-history rv-chart" data-testid="review-chart">
      <Sub class="sg-history-title">
        <Bi t={caption} />
      </Sub>
      <svg class={`sg-history-svg rv-chart-svg${narrow ? ' rv-narrow' : ''}`} viewBox={`0 0 ${W} ${H}`} role="img" aria-hidden="true" focusable="false">
        <ChartGrid ticks={ticks} y={y} left={L} right={W - R} />
        {Array.from({ length: total }, (_, i) =>
          // every `every`th decision, and the last (a label just before the last one left out, so the two never touch)
          (i % every === 0 && total - 1 - i >= every / 2) || i === total - 1 ? (
            <text key={i} x={x(i)} y={H - B + 16} text-anchor="middle" class="sg-axis">
              {i + 1}
            </text>
          ) : null,
        )}
        <polyline points={pts} class="sg-series-halo" />
        <polyline points={pts} class="sg-series-line rv-line" />
        {decisions.map((d, i) => (
          <g key={d.index} class="rv-point" data-mark={d.mark} onClick={() => onPick(d.index)}>
            <circle cx={x(i)} cy={y(d.estimate)} r={12} class="rv-hit" />
            {d.index === selected && <circle cx={x(i)} cy={y(d.estimate)} r={9} class="rv-selected-ring" />}
            <circle cx={x(i)} cy={y(d.estimate)} r={d.mark === 'good' ? 3 : 5} class="sg-series-dot rv-dot" />
            {d.mark !== 'good' && (
              <text x={x(i)} y={above[i] ? y(d.estimate) - 9 : y(d.estimate) + 22} text-anchor="middle" class="rv-point-sym">
                {MARK_SYMBOL[d.mark]}
              </text>
            )}
          </g>
        ))}
      </svg>
      <p class="sg-note rv-axes">
        <Bi t={{ zh: `橫軸：第幾個決定（共 ${total} 個）；縱軸：預估的終局分數（${unit.zh}）；記號：?! 不夠精確、? 失誤、?? 大錯。`, en: `Across: the decision (of ${total}); up: the estimated final score (${unit.en}); marks: ?! inaccuracy, ? mistake, ?? blunder.` }} />
      </p>
      <table class="sr-only">
        <caption>
          <Bi t={caption} />
        </caption>
        <thead>
          <tr>
            <th>
              <Bi t={{ zh: '決定', en: 'Decision' }} />
            </th>
            <th>
              <Bi t={{ zh: '預估終局分數', en: 'Estimated final score' }} />
            </th>
            <th>
              <Bi t={{ zh: '評語', en: 'Mark' }} />
            </th>
          </tr>
        </thead>
        <tbody>
          {decisions.map((d, i) => (
            <tr key={d.index}>
              <th>
                <Bi t={where(d, i + 1)} />
              </th>
              <td>{one(d.estimate)}</td>
              <td>
                <Bi t={MARK_WORD[d.mark]} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
