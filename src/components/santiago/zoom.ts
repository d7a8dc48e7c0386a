/**
 * The Santiago board on a narrow screen: how many of its 8 columns of plots fit with every place
 * still a tap target of at least 44 px, and which columns to show (around the places that can be
 * chosen, then following the keyboard focus). Positions along the board are column edges: plot c
 * spans [c, c + 1], a horizontal canal place H(x, y) spans [2x, 2x + 2], a vertical one and an
 * intersection sit on edge 2x.
 */

export const COLUMNS = 8;
/** SVG units: a plot's side and the board's margin. */
export const PLOT = 64;
export const MARGIN = 28;
/** A place's tap area is 60 units across: at this scale it is 45 px. */
export const MIN_SCALE = 0.75;

/** Columns shown in a board `width` px wide: all 8 when they fit at MIN_SCALE, else as many as do (at least 3). */
export function columnsFor(width: number): number {
  const full = (COLUMNS * PLOT + 2 * MARGIN) * MIN_SCALE;
  if (!(width > 0) || width >= full) return COLUMNS;
  const n = Math.floor((width / MIN_SCALE - 2 * MARGIN) / PLOT);
  return Math.min(COLUMNS - 1, Math.max(3, n));
}

const clampStart = (c0: number, n: number) => Math.min(COLUMNS - n, Math.max(0, c0));

/** The first column of an n-column window centred on the span [a, b]. */
export function centredOn(n: number, a: number, b: number): number {
  return clampStart(Math.round((a + b) / 2 - n / 2), n);
}

/** The window start after the least move that shows the span [a, b] (as much of it as fits). */
export function reveal(c0: number, n: number, a: number, b: number): number {
  if (a < c0) return clampStart(Math.floor(a), n);
  if (b > c0 + n) return clampStart(Math.ceil(b - n), n);
  return c0;
}
