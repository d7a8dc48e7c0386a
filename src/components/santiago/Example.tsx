/**
 * A worked Santiago example, played by the engine step by step: `<SantiagoExample id="…" />` (see
 * core/gameExample.tsx). The surface shows every seat's money (the reader watches the whole table);
 * a step's highlight names plots, canal places, intersections and seats.
 */
import { santiago } from '../../../engine/santiago/game';
import type { Plot, Point, SantiagoMove, SantiagoState, Segment } from '../../../engine/santiago/types';
import { gameExample, type StageArgs } from '../core/gameExample';
import type { BoardMarks } from './Board';
import { sameMove } from './intents';
import { seats } from './look';
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

function Stage(p: StageArgs<SantiagoState, SantiagoMove, unknown>) {
  const marks = marksOf(p.highlight);
  return <Surface state={p.state} viewer="all" controlSeat={p.seat} onMove={p.onMove} highlight={marks} highlightSeats={marks?.seats} idleFocus={p.idleFocus} />;
}

export default gameExample({ game: santiago, chapter: 'santiago', seats, sameMove, Table: SantiagoTable, Stage });
