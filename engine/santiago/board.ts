/**
 * Board geometry (fact sheet §1.1): 8 × 6 plots in 12 blocks of 2 × 2, ditch intersections
 * (x, y) at plot corner (2x, 2y), 31 canal segments along the thick lines.
 * Indices: plot (c, r) ↦ r·8 + c; intersection (x, y) ↦ y·5 + x;
 * segment H(x, y) ↦ y·4 + x (0..15), V(x, y) ↦ 16 + y·5 + x (16..30).
 */
import type { Plot, Point, Segment } from './types';

export const COLS = 8;
export const ROWS = 6;
export const PLOT_COUNT = COLS * ROWS;
export const POINTS_X = 5;
export const POINTS_Y = 4;
export const POINT_COUNT = POINTS_X * POINTS_Y;
export const SEGMENT_COUNT = 31;

export const plotIndex = (p: Plot): number => p.r * COLS + p.c;
/** Shared, frozen plot and intersection objects (moves may share them; never mutate a move). */
export const PLOTS: readonly Plot[] = Array.from({ length: COLS * ROWS }, (_, i) => Object.freeze({ c: i % COLS, r: Math.floor(i / COLS) }));
export const plotAt = (i: number): Plot => PLOTS[i]!;
export const pointIndex = (p: Point): number => p.y * POINTS_X + p.x;
export const POINTS: readonly Point[] = Array.from({ length: POINTS_X * POINTS_Y }, (_, i) =>
  Object.freeze({ x: i % POINTS_X, y: Math.floor(i / POINTS_X) }),
);
export const pointAt = (i: number): Point => POINTS[i]!;

export function isPlot(p: unknown): p is Plot {
  const q = p as Plot;
  return (
    typeof p === 'object' && p !== null &&
    Number.isInteger(q.c) && Number.isInteger(q.r) && q.c >= 0 && q.c < COLS && q.r >= 0 && q.r < ROWS
  );
}

export function isPoint(p: unknown): p is Point {
  const q = p as Point;
  return (
    typeof p === 'object' && p !== null &&
    Number.isInteger(q.x) && Number.isInteger(q.y) && q.x >= 0 && q.x < POINTS_X && q.y >= 0 && q.y < POINTS_Y
  );
}

export function isSegment(s: unknown): s is Segment {
  const q = s as Segment;
  if (typeof s !== 'object' || s === null || !Number.isInteger(q.x) || !Number.isInteger(q.y)) return false;
  if (q.dir === 'H') return q.x >= 0 && q.x <= 3 && q.y >= 0 && q.y <= 3;
  if (q.dir === 'V') return q.x >= 0 && q.x <= 4 && q.y >= 0 && q.y <= 2;
  return false;
}

export const segmentIndex = (s: Segment): number => (s.dir === 'H' ? s.y * 4 + s.x : 16 + s.y * 5 + s.x);

export const SEGMENTS: readonly Segment[] = Array.from({ length: SEGMENT_COUNT }, (_, i) =>
  Object.freeze(
    i < 16 ? { dir: 'H' as const, x: i % 4, y: Math.floor(i / 4) } : { dir: 'V' as const, x: (i - 16) % 5, y: Math.floor((i - 16) / 5) },
  ),
);

export const segmentAt = (i: number): Segment => SEGMENTS[i]!;

/** A short name such as `H1,2`. */
export const segmentKey = (s: Segment): string => `${s.dir}${s.x},${s.y}`;

export const sameSegment = (a: Segment, b: Segment): boolean => a.dir === b.dir && a.x === b.x && a.y === b.y;

/** The two intersections a segment joins. */
export function segmentEnds(s: Segment): [Point, Point] {
  return s.dir === 'H' ? [{ x: s.x, y: s.y }, { x: s.x + 1, y: s.y }] : [{ x: s.x, y: s.y }, { x: s.x, y: s.y + 1 }];
}

/** The plots a segment borders (4, or 2 on the board edge). */
export function segmentPlots(s: Segment): Plot[] {
  const out: Plot[] = [];
  if (s.dir === 'H') {
    if (s.y > 0) out.push({ c: 2 * s.x, r: 2 * s.y - 1 }, { c: 2 * s.x + 1, r: 2 * s.y - 1 });
    if (s.y < 3) out.push({ c: 2 * s.x, r: 2 * s.y }, { c: 2 * s.x + 1, r: 2 * s.y });
  } else {
    if (s.x > 0) out.push({ c: 2 * s.x - 1, r: 2 * s.y }, { c: 2 * s.x - 1, r: 2 * s.y + 1 });
    if (s.x < 4) out.push({ c: 2 * s.x, r: 2 * s.y }, { c: 2 * s.x, r: 2 * s.y + 1 });
  }
  return out;
}

/** The two segments that can irrigate a plot: its one horizontal and one vertical thick side. */
export function plotSegments(p: Plot): [Segment, Segment] {
  return [
    { dir: 'H', x: Math.floor(p.c / 2), y: p.r % 2 === 0 ? p.r / 2 : (p.r + 1) / 2 },
    { dir: 'V', x: p.c % 2 === 0 ? p.c / 2 : (p.c + 1) / 2, y: Math.floor(p.r / 2) },
  ];
}

/** Per plot index: the indices of its two segments. */
export const PLOT_SEGMENTS: readonly (readonly [number, number])[] = Array.from({ length: PLOT_COUNT }, (_, i) => {
  const [h, v] = plotSegments(plotAt(i));
  return [segmentIndex(h), segmentIndex(v)] as const;
});

/** Per segment index: the indices of its two end intersections. */
export const SEGMENT_ENDS: readonly (readonly [number, number])[] = SEGMENTS.map((s) => {
  const [a, b] = segmentEnds(s);
  return [pointIndex(a), pointIndex(b)] as const;
});

/** Per intersection index: the segments touching it (2 at a corner, 3 on an edge, 4 inside). */
export const POINT_SEGMENTS: readonly (readonly number[])[] = Array.from({ length: POINT_COUNT }, (_, p) =>
  SEGMENTS.map((_, i) => i).filter((i) => SEGMENT_ENDS[i]![0] === p || SEGMENT_ENDS[i]![1] === p),
);

/** The plots touching the spring's intersection corner-wise (4 inside, 2 on an edge, 1 in a corner). */
export function springPlots(p: Point): Plot[] {
  const out: Plot[] = [];
  for (const [c, r] of [
    [2 * p.x - 1, 2 * p.y - 1],
    [2 * p.x, 2 * p.y - 1],
    [2 * p.x - 1, 2 * p.y],
    [2 * p.x, 2 * p.y],
  ] as const) {
    if (c >= 0 && c < COLS && r >= 0 && r < ROWS) out.push({ c, r });
  }
  return out;
}

/** Per plot index: the orthogonal neighbours (side contact). */
export const SIDE_NEIGHBOURS: readonly (readonly number[])[] = Array.from({ length: PLOT_COUNT }, (_, i) => {
  const { c, r } = plotAt(i);
  const out: number[] = [];
  if (r > 0) out.push(i - COLS);
  if (c > 0) out.push(i - 1);
  if (c < COLS - 1) out.push(i + 1);
  if (r < ROWS - 1) out.push(i + COLS);
  return out;
});

/** Per plot index: every plot touching it by a side or a corner. */
export const TOUCHING: readonly (readonly number[])[] = Array.from({ length: PLOT_COUNT }, (_, i) => {
  const { c, r } = plotAt(i);
  const out: number[] = [];
  for (let dr = -1; dr <= 1; dr++)
    for (let dc = -1; dc <= 1; dc++) {
      if (dr === 0 && dc === 0) continue;
      const cc = c + dc;
      const rr = r + dr;
      if (cc >= 0 && cc < COLS && rr >= 0 && rr < ROWS) out.push(rr * COLS + cc);
    }
  return out;
});

/*
 * Sets of segments and of intersections as bits of one integer (bit i: index i): the board's 31
 * segments and 20 intersections each fit in 32 bits, and the move checker, the machine's guards and
 * the move lists ask these questions on most moves, where arrays of flags cost an allocation each.
 */

/** Per segment index: the bits of its two end intersections. */
const SEGMENT_END_BITS: readonly number[] = SEGMENT_ENDS.map(([a, b]) => (1 << a) | (1 << b));

/** The canals built, as bits by segment index. */
export function builtBits(canals: readonly Segment[]): number {
  let built = 0;
  for (let k = 0; k < canals.length; k++) built |= 1 << segmentIndex(canals[k]!);
  return built;
}

/**
 * Legal segments (§4.4) as bits by segment index: empty, and sharing an intersection with the spring
 * or with a canal already built.
 */
export function legalSegmentBits(spring: Point | null, canals: readonly Segment[]): number {
  if (!spring) return 0;
  let built = 0;
  let wet = 1 << pointIndex(spring);
  for (let k = 0; k < canals.length; k++) {
    const i = segmentIndex(canals[k]!);
    built |= 1 << i;
    wet |= SEGMENT_END_BITS[i]!;
  }
  let out = 0;
  for (let i = 0; i < SEGMENT_COUNT; i++) if ((SEGMENT_END_BITS[i]! & wet) !== 0 && (built & (1 << i)) === 0) out |= 1 << i;
  return out;
}

/** Legal segments (§4.4), in index order. */
export function legalSegmentIndices(spring: Point | null, canals: readonly Segment[]): number[] {
  const legal = legalSegmentBits(spring, canals);
  const out: number[] = [];
  for (let i = 0; i < SEGMENT_COUNT; i++) if ((legal & (1 << i)) !== 0) out.push(i);
  return out;
}

export function legalSegments(spring: Point | null, canals: readonly Segment[]): Segment[] {
  return legalSegmentIndices(spring, canals).map(segmentAt);
}

/** Whether every canal is joined to the spring through other canals (used to check loaded positions). */
export function canalsConnected(spring: Point | null, canals: readonly Segment[]): boolean {
  if (canals.length === 0) return true;
  if (!spring) return false;
  const wet = new Array<boolean>(POINT_COUNT).fill(false);
  wet[pointIndex(spring)] = true;
  const left = canals.map(segmentIndex);
  let grew = true;
  while (grew && left.length > 0) {
    grew = false;
    for (let k = left.length - 1; k >= 0; k--) {
      const [a, b] = SEGMENT_ENDS[left[k]!]!;
      if (wet[a] || wet[b]) {
        wet[a] = true;
        wet[b] = true;
        left.splice(k, 1);
        grew = true;
      }
    }
  }
  return left.length === 0;
}
