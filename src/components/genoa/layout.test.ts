import { describe, expect, it } from 'vitest';
import { SQUARES } from '../../../engine/genoa/map';
import { LAYOUT, READING_ORDER, mainBlock } from './layout';

describe('the city layout', () => {
  it('covers each of the 64 squares exactly once', () => {
    const seen = new Map<string, string>();
    for (const l of LAYOUT)
      for (const a of [l.main, ...l.rest])
        for (let x = a.x; x < a.x + a.w; x++)
          for (let y = a.y; y < a.y + a.h; y++) {
            expect(seen.has(`${x}-${y}`)).toBe(false);
            seen.set(`${x}-${y}`, l.space);
          }
    expect(seen.size).toBe(64);
    for (const [space, squares] of Object.entries(SQUARES)) for (const sq of squares) expect(seen.get(sq)).toBe(space);
  });

  it('draws each L-shaped building as its wider pair of squares (the name goes there) and one corner square joined to it', () => {
    const ls = LAYOUT.filter((l) => l.rest.length > 0);
    expect(ls.map((l) => l.space).sort()).toEqual(['coach_house', 'villa_colini', 'villa_monetti', 'villa_zasteri']);
    const of = (space: string) => LAYOUT.find((l) => l.space === space)!;
    expect(of('villa_colini')).toMatchObject({ main: { x: 1, y: 1, w: 2, h: 1 }, rest: [{ x: 2, y: 2, w: 1, h: 1, join: 't' }] });
    expect(of('coach_house')).toMatchObject({ main: { x: 5, y: 1, w: 2, h: 1 }, rest: [{ x: 6, y: 2, join: 't' }] });
    expect(of('villa_zasteri')).toMatchObject({ main: { x: 1, y: 8, w: 2, h: 1 }, rest: [{ x: 2, y: 7, join: 'b' }] });
    expect(of('villa_monetti')).toMatchObject({ main: { x: 7, y: 8, w: 2, h: 1 }, rest: [{ x: 7, y: 7, join: 'b' }] });
    // the joined side faces a square of the main block
    for (const l of ls)
      for (const r of l.rest) {
        const [dx, dy] = { t: [0, -1], b: [0, 1], l: [-1, 0], r: [1, 0] }[r.join];
        const [x, y] = [r.x + dx!, r.y + dy!];
        expect(x >= l.main.x && x < l.main.x + l.main.w && y >= l.main.y && y < l.main.y + l.main.h).toBe(true);
      }
  });

  it('keeps every other building, the market and each street as one rectangle', () => {
    const market = LAYOUT.find((l) => l.space === 'market')!;
    expect(market.main).toEqual({ x: 4, y: 4, w: 2, h: 2 });
    expect(LAYOUT.filter((l) => l.rest.length === 0)).toHaveLength(35);
    expect(LAYOUT.filter((l) => l.kind === 'street')).toHaveLength(20);
    expect(LAYOUT.find((l) => l.space === 'spices')!.main).toEqual({ x: 8, y: 2, w: 1, h: 2 });
  });

  it('picks the larger block, then the wider one, then the first', () => {
    // an L of three squares standing up: the pair across the bottom wins over the pair up the side
    expect(mainBlock([[2, 7], [1, 8], [2, 8]])).toEqual({ x: 1, y: 8, w: 2, h: 1 });
    // a 2 × 2 block beats any pair
    expect(mainBlock([[1, 1], [2, 1], [1, 2], [2, 2], [3, 2]])).toEqual({ x: 1, y: 1, w: 2, h: 2 });
    // two pairs of the same shape: the first in reading order
    expect(mainBlock([[1, 1], [2, 1], [2, 2], [3, 2]])).toEqual({ x: 1, y: 1, w: 2, h: 1 });
  });

  it('reads the spaces top row first', () => {
    expect(READING_ORDER[0]).toBe('villa_colini');
    expect(READING_ORDER.slice(-4)).toEqual(['villa_zasteri', 'palace', 'harbor', 'villa_monetti']);
    expect(READING_ORDER).toHaveLength(39);
  });
});
