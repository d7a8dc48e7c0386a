/**
 * A worked Santiago example, played by the engine step by step: `<SantiagoExample id="…" />`.
 *
 * Props: `id` — one of the ids of `santiagoExamples` (engine/santiago/examples.ts); `example` — that example, given by ExampleBlock.astro from the chapter's HTML.
 * Deep link: `#ex-<id>-<step>` opens the example at a step (0 = the introduction, n = after the
 * n-th move); `?example=<id>&step=<n>` works too once the example is on screen.
 * "Your turn" steps let the reader make the move on the board; "Take over from here" opens a
 * free-play table below, against bots, from the position shown.
 */
import { santiago } from '../../../engine/santiago/game';
import type { SantiagoExample as ExampleData } from '../../../engine/santiago/examples';
import type { Plot, Point, Segment } from '../../../engine/santiago/types';
import { ExampleShell } from '../core/ExampleShell';
import { seatLabel } from './look';
import { useExample } from '../core/useExample';
import type { BoardMarks } from './Board';
import { sameMove } from './intents';
import { santiagoContext } from './machine-context';
import SantiagoTable from './Table';
import { Surface } from './Surface';
import './santiago.css';

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const list = <T,>(v: unknown, ok: (x: unknown) => boolean): T[] => (Array.isArray(v) ? (v.filter(ok) as T[]) : []);
const isPlotLike = (x: unknown) => isObj(x) && typeof x.c === 'number' && typeof x.r === 'number';
const isSegLike = (x: unknown) => isObj(x) && (x.dir === 'H' || x.dir === 'V');
const isPointLike = (x: unknown) => isObj(x) && typeof x.x === 'number' && typeof x.y === 'number' && !('dir' in x);

/** An example step's highlight as board marks (plots, segments, points). */
export function marksOf(h: unknown): (BoardMarks & { seats: number[] }) | undefined {
  if (!isObj(h)) return undefined;
  return {
    seats: list<number>(h.seats, (x) => Number.isInteger(x)),
    plots: list<Plot>(h.plots, isPlotLike),
    segments: list<Segment>(h.segments, isSegLike),
    points: list<Point>(h.points, isPointLike),
  };
}

/** After the reader's move on a "your turn" step, the focus goes on to the Forward button. */
const FORWARD = '[data-testid="ex-forward"]';

const spec = { game: santiago, context: santiagoContext, sameMove };

/** `example` comes from the chapter's HTML (ExampleBlock.astro), not from the JavaScript: its narration is prose. */
export default function SantiagoExample({ id, level, example }: { id: string; level?: number | string; example?: ExampleData }) {
  const x = useExample(spec, example, id);
  const marks = marksOf(x.shown?.highlight);
  return (
    <ExampleShell
      id={id}
      level={level}
      seatLabel={seatLabel} x={x} chapter="santiago" table={(data) => <SantiagoTable initial={data} fromExample={x.exampleState} persist={false} level={level} />}>
      {x.state && <Surface state={x.state} viewer="all" controlSeat={x.seat} onMove={x.onMove} highlight={marks} highlightSeats={marks?.seats} idleFocus={FORWARD} />}
    </ExampleShell>
  );
}
