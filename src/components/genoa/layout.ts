/**
 * The city's layout on screen, worked out from the map data (`engine/genoa/map.ts`): each space's
 * main block of squares (one grid area, where its name goes) and its other squares (an L-shaped
 * building's corner square), each with the side on which it joins the main block, so that the
 * board draws the building as one shape. Pure, so the board, the chapter's map figure and the
 * tests share it.
 */
import { BUILDING, SPACES, SQUARES, isStreet, type SpaceId } from '../../../engine/genoa/map';

export interface Area {
  /** Column and row, 1–8 (x = the blue die, y = the red die). */
  x: number;
  y: number;
  w: number;
  h: number;
}

/** The side of a square: top, right, bottom, left. */
export type Side = 't' | 'r' | 'b' | 'l';

/** A square of a space outside its main block, and the side on which it touches the main block. */
export interface Rest extends Area {
  join: Side;
}

export interface SpaceLayout {
  space: SpaceId;
  main: Area;
  /** Squares of the space outside its main block. */
  rest: Rest[];
  kind: 'street' | 'market' | 'villa' | 'warehouse' | 'civic' | 'card';
}

const xy = (sq: string): [number, number] => sq.split('-').map(Number) as [number, number];

/**
 * The largest full rectangle of a space's squares; of two as large, the wider one (a name reads
 * better across two squares than down two), then the first in reading order.
 */
export function mainBlock(squares: readonly [number, number][]): Area {
  const set = new Set(squares.map(([x, y]) => `${x}-${y}`));
  let best: Area | null = null;
  for (const [x0, y0] of squares)
    for (const [x1, y1] of squares) {
      if (x1 < x0 || y1 < y0) continue;
      let full = true;
      for (let x = x0; x <= x1 && full; x++) for (let y = y0; y <= y1; y++) if (!set.has(`${x}-${y}`)) full = false;
      const a = { x: x0, y: y0, w: x1 - x0 + 1, h: y1 - y0 + 1 };
      if (full && (!best || a.w * a.h > best.w * best.h || (a.w * a.h === best.w * best.h && a.w > best.w))) best = a;
    }
  return best!;
}

const inside = (a: Area, x: number, y: number): boolean => x >= a.x && x < a.x + a.w && y >= a.y && y < a.y + a.h;

/** The side of square (x, y) that touches the main block (a square outside it that touches it on none is not part of a drawable shape). */
function joinOf(main: Area, x: number, y: number): Side {
  if (inside(main, x, y - 1)) return 't';
  if (inside(main, x, y + 1)) return 'b';
  if (inside(main, x - 1, y)) return 'l';
  if (inside(main, x + 1, y)) return 'r';
  throw new Error(`city layout: square ${x}-${y} does not touch its main block`);
}

export const LAYOUT: readonly SpaceLayout[] = SPACES.map((space) => {
  const squares = SQUARES[space]!.map(xy);
  const main = mainBlock(squares);
  const rest = squares.filter(([x, y]) => !inside(main, x, y)).map(([x, y]) => ({ x, y, w: 1, h: 1, join: joinOf(main, x, y) }));
  const kind = isStreet(space) ? 'street' : space === 'market' ? 'market' : BUILDING[space as keyof typeof BUILDING].kind;
  return { space, main, rest, kind };
});

/** Spaces in reading order of their main block (top row first): the order the arrow keys and the screen reader meet them. */
export const READING_ORDER: readonly SpaceId[] = [...LAYOUT].sort((a, b) => a.main.y - b.main.y || a.main.x - b.main.x).map((l) => l.space);
