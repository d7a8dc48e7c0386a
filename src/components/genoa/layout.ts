/**
 * The city's layout on screen, worked out from the map data (`engine/genoa/map.ts`): each space's
 * main block of squares (one grid area) and its other squares (an L-shaped villa), and where each
 * space's label goes. Pure, so the board, the chapter's map figure and the tests share it.
 */
import { BUILDING, SPACES, SQUARES, isBuilding, isStreet, type SpaceId } from '../../../engine/genoa/map';

export interface Area {
  /** Column and row, 1–8 (x = the blue die, y = the red die). */
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface SpaceLayout {
  space: SpaceId;
  main: Area;
  /** Squares of the space outside its main block. */
  rest: Area[];
  kind: 'street' | 'market' | 'villa' | 'warehouse' | 'civic' | 'card';
}

const xy = (sq: string): [number, number] => sq.split('-').map(Number) as [number, number];

/** The largest full rectangle of a space's squares that holds its first square in reading order. */
function mainBlock(squares: [number, number][]): Area {
  const set = new Set(squares.map(([x, y]) => `${x}-${y}`));
  let best: Area | null = null;
  for (const [x0, y0] of squares)
    for (const [x1, y1] of squares) {
      if (x1 < x0 || y1 < y0) continue;
      let full = true;
      for (let x = x0; x <= x1 && full; x++) for (let y = y0; y <= y1; y++) if (!set.has(`${x}-${y}`)) full = false;
      const a = { x: x0, y: y0, w: x1 - x0 + 1, h: y1 - y0 + 1 };
      if (full && (!best || a.w * a.h > best.w * best.h)) best = a;
    }
  return best!;
}

export const LAYOUT: readonly SpaceLayout[] = SPACES.map((space) => {
  const squares = SQUARES[space]!.map(xy);
  const main = mainBlock(squares);
  const rest = squares.filter(([x, y]) => !(x >= main.x && x < main.x + main.w && y >= main.y && y < main.y + main.h)).map(([x, y]) => ({ x, y, w: 1, h: 1 }));
  const kind = isStreet(space) ? 'street' : space === 'market' ? 'market' : BUILDING[space as keyof typeof BUILDING].kind;
  return { space, main, rest, kind };
});

/** Spaces in reading order of their main block (top row first): the order the arrow keys and the screen reader meet them. */
export const READING_ORDER: readonly SpaceId[] = [...LAYOUT].sort((a, b) => a.main.y - b.main.y || a.main.x - b.main.x).map((l) => l.space);

export const isBuildingSpace = (s: SpaceId): boolean => isBuilding(s);
