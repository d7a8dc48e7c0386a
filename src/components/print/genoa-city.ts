/**
 * Genoa's city on paper. The whole 8 × 8 board would be too small to read beside a step's
 * narration, so a printed step shows only the squares it is about (the spaces, buildings and
 * markers its highlight names, the tower's path when it names the path), with the tower, at a
 * size whose labels are readable (genoa.css, @media print); a step about nothing on the city
 * prints no city. The cut is made on the rendered board's HTML (the City component's output:
 * a grid whose squares are placed by inline `grid-column` / `grid-row`), so the squares kept are
 * the board's own.
 */
import type { SpaceId } from '../../../engine/genoa/map';
import type { GenoaHighlight } from '../../../engine/genoa/examples';
import { LAYOUT } from '../genoa/layout';

/** The squares shown: columns x0–x1 and rows y0–y1 of the board (1–8, both ends included). */
export interface CityWindow {
  x0: number;
  x1: number;
  y0: number;
  y1: number;
}

/** The spaces a step is about on the city: its highlight's, with the tower where the path is shown. */
export function citySpaces(highlight: GenoaHighlight | undefined, path: readonly SpaceId[]): SpaceId[] {
  if (!highlight) return [];
  const named: SpaceId[] = [...(highlight.spaces ?? []), ...(highlight.buildings ?? []), ...(highlight.markers ?? []), ...(highlight.path ? path : [])];
  const tower = path.at(-1);
  return named.length && tower !== undefined ? [...new Set([...named, tower])] : [...new Set(named)];
}

/** The smallest window holding every square of `spaces`; null when there are none. */
export function cityWindow(spaces: readonly SpaceId[]): CityWindow | null {
  let w: CityWindow | null = null;
  for (const space of spaces) {
    const layout = LAYOUT.find((l) => l.space === space);
    if (!layout) throw new Error(`city window: no space ${space}`);
    for (const a of [layout.main, ...layout.rest]) {
      const [x0, x1, y0, y1] = [a.x, a.x + a.w - 1, a.y, a.y + a.h - 1];
      w = w ? { x0: Math.min(w.x0, x0), x1: Math.max(w.x1, x1), y0: Math.min(w.y0, y0), y1: Math.max(w.y1, y1) } : { x0, x1, y0, y1 };
    }
  }
  return w;
}

const OPEN = '<div class="gn-city"';
/** A square or label of the grid: a span (no spans inside) or a div (spans inside, no divs). */
const CHILD = /<(span|div)\b([^>]*)>([\s\S]*?)<\/\1>/y;
const PLACE = /grid-column:(\d+)(?: \/ span (\d+))?;grid-row:(\d+)(?: \/ span (\d+))?;/;

/** One axis of a square: its first line and span on the grid → kept part in the window, renumbered; null when outside. */
function cut(line: number, span: number, lo: number, hi: number): string | null {
  // grid line 1 holds the coordinates; square n of the board starts on line n + 1
  const a = Math.max(line - 1, lo);
  const b = Math.min(line - 1 + span - 1, hi);
  if (a > b) return null;
  return `${a - lo + 2} / span ${b - a + 1}`;
}

/**
 * The board's HTML with its city cut to `w` (null: the city left out), and without the legend
 * the city carries for phones. Throws when the city's markup is not as expected, so that a change
 * to the board shows up in the build rather than as a wrong printout.
 */
export function cropCity(html: string, w: CityWindow | null): string {
  const out = html.replace(/<details class="gn-legendbox">[\s\S]*?<\/details>/, '');
  const start = out.indexOf(OPEN);
  if (start < 0) throw new Error('city crop: no city in the board');
  const open = out.indexOf('>', start) + 1;
  let at = open;
  const kept: string[] = [];
  CHILD.lastIndex = open;
  for (let m = CHILD.exec(out); m; m = CHILD.exec(out)) {
    at = CHILD.lastIndex;
    const [whole, tag, attrs] = m;
    if (!w) continue;
    if (/class="gn-corner"/.test(attrs!)) {
      kept.push(whole);
      continue;
    }
    const place = PLACE.exec(attrs!);
    if (!place) throw new Error(`city crop: a square without its place: ${whole.slice(0, 120)}`);
    const [col, colSpan, row, rowSpan] = [1, 2, 3, 4].map((i) => Number(place[i] ?? 1));
    // the coordinates: a blue one on line 1 of the rows, a red one on line 1 of the columns
    const c = col === 1 ? '1' : cut(col!, colSpan!, w.x0, w.x1);
    const r = row === 1 ? '1' : cut(row!, rowSpan!, w.y0, w.y1);
    if (c === null || r === null) continue;
    kept.push(`<${tag}${attrs!.replace(PLACE, `grid-column:${c};grid-row:${r};`)}>${m[3]}</${tag}>`);
  }
  if (!out.startsWith('</div>', at)) throw new Error(`city crop: unexpected markup in the city at ${out.slice(at, at + 80)}`);
  const end = at + '</div>'.length;
  if (!w) return out.slice(0, start) + out.slice(end);
  const tag = out.slice(start, open).replace(OPEN, `${OPEN} data-window="${w.x0}-${w.x1},${w.y0}-${w.y1}" style="--crop-cols:${w.x1 - w.x0 + 1};--crop-rows:${w.y1 - w.y0 + 1};"`);
  return out.slice(0, start) + tag + kept.join('') + out.slice(at);
}
