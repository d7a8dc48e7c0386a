import { describe, expect, it } from 'vitest';
import { SQUARES } from '../../../engine/genoa/map';
import { LAYOUT, READING_ORDER } from './layout';

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
  it('keeps a building as one block where it is a rectangle and an L-shaped villa as a block and one square', () => {
    const colini = LAYOUT.find((l) => l.space === 'villa_colini')!;
    expect(colini.main.w * colini.main.h).toBe(2);
    expect(colini.rest).toHaveLength(1);
    const market = LAYOUT.find((l) => l.space === 'market')!;
    expect(market.main).toEqual({ x: 4, y: 4, w: 2, h: 2 });
    expect(market.rest).toEqual([]);
    expect(LAYOUT.filter((l) => l.kind === 'street')).toHaveLength(20);
  });
  it('reads the spaces top row first', () => {
    expect(READING_ORDER[0]).toBe('villa_colini');
    expect(READING_ORDER.at(-1)).toBe('harbor');
    expect(READING_ORDER).toHaveLength(39);
  });
});
