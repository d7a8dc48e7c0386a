/**
 * Santiago's board on paper. Drawn whole beside a step's seats its letters would be too small to
 * read, so a printed step shows the part of the board it is about: the plots, canals and
 * intersections its highlight names, with one plot around them (at least 3 × 3 plots), at a scale
 * whose letters print at 8 pt or more (santiago.css, @media print). A step about nothing on the
 * board (a bid, say) prints no board. The cut is the board's own drawing with another `viewBox`.
 */
import { COLS, ROWS } from '../../../engine/santiago/board';
import type { SantiagoHighlight } from '../../../engine/santiago/examples';
import { MARGIN, PLOT } from '../santiago/zoom';

/** A part of the board's drawing, in its SVG units. */
export interface BoardWindow {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** The board's drawing: 8 × 6 plots within a margin. */
const WIDTH = COLS * PLOT + 2 * MARGIN;
const HEIGHT = ROWS * PLOT + 2 * MARGIN;
/** Room beyond the outer plots of a window for the canals and intersections on its edges. */
const PAD = 12;

/** Grows [a, b] (plot edges, within 0…max) to at least `n` plots, evenly where the board allows. */
function atLeast(a: number, b: number, n: number, max: number): [number, number] {
  while (b - a < n && (a > 0 || b < max)) {
    if (b < max) b++;
    if (b - a < n && a > 0) a--;
  }
  return [a, b];
}

/** The window a step's highlight asks for (null: it names nothing on the board). */
export function santiagoWindow(highlight: SantiagoHighlight | undefined): BoardWindow | null {
  // each named thing as the plot edges it spans: plot (c, r) spans c…c+1, r…r+1; intersection (x, y) sits on edge 2x, 2y
  const spans: [number, number, number, number][] = [
    ...(highlight?.plots ?? []).map((p): [number, number, number, number] => [p.c, p.c + 1, p.r, p.r + 1]),
    ...(highlight?.segments ?? []).map((s): [number, number, number, number] => (s.dir === 'H' ? [2 * s.x, 2 * s.x + 2, 2 * s.y, 2 * s.y] : [2 * s.x, 2 * s.x, 2 * s.y, 2 * s.y + 2])),
    ...(highlight?.points ?? []).map((p): [number, number, number, number] => [2 * p.x, 2 * p.x, 2 * p.y, 2 * p.y]),
  ];
  if (spans.length === 0) return null;
  // one plot around what is named, at least 3 × 3
  const [c0, c1] = atLeast(Math.max(0, Math.min(...spans.map((s) => s[0])) - 1), Math.min(COLS, Math.max(...spans.map((s) => s[1])) + 1), 3, COLS);
  const [r0, r1] = atLeast(Math.max(0, Math.min(...spans.map((s) => s[2])) - 1), Math.min(ROWS, Math.max(...spans.map((s) => s[3])) + 1), 3, ROWS);
  const left = c0 === 0 ? 0 : MARGIN + c0 * PLOT - PAD;
  const right = c1 === COLS ? WIDTH : MARGIN + c1 * PLOT + PAD;
  const top = r0 === 0 ? 0 : MARGIN + r0 * PLOT - PAD;
  const bottom = r1 === ROWS ? HEIGHT : MARGIN + r1 * PLOT + PAD;
  return { x: left, y: top, w: right - left, h: bottom - top };
}

const BOARD = /<svg class="sg-board"([^>]*?) viewBox="0 0 (\d+) (\d+)"([^>]*)>/;

/**
 * The step's HTML with its board drawing cut to `w` (null: the drawing left out). Throws when the
 * drawing is not the whole board as expected, so that a change to it shows up in the build.
 */
export function cropBoard(html: string, w: BoardWindow | null): string {
  const m = BOARD.exec(html);
  if (!m) throw new Error('santiago board crop: no whole board drawing in the step');
  if (Number(m[2]) !== WIDTH || Number(m[3]) !== HEIGHT) throw new Error(`santiago board crop: the board is ${m[2]} × ${m[3]}, not ${WIDTH} × ${HEIGHT}`);
  if (!w) {
    const end = html.indexOf('</svg>', m.index);
    if (end < 0 || html.slice(m.index + m[0].length, end).includes('<svg')) throw new Error('santiago board crop: unexpected markup in the board drawing');
    return html.slice(0, m.index) + html.slice(end + '</svg>'.length);
  }
  return html.replace(BOARD, `<svg class="sg-board"$1 viewBox="${w.x} ${w.y} ${w.w} ${w.h}" data-window style="--w:${w.w};"$4>`);
}
