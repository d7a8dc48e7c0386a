import { describe, expect, it } from 'vitest';
import { centredOn, columnsFor, MARGIN, MIN_SCALE, PLOT, reveal } from './zoom';

describe('the board on a narrow screen', () => {
  it('shows all 8 columns when they fit with 45 px places, else as many as fit', () => {
    expect(columnsFor(0)).toBe(8);
    expect(columnsFor(700)).toBe(8);
    expect(columnsFor(426)).toBe(8);
    expect(columnsFor(425)).toBe(7);
    // 390 px phone: about 334 px for the board; 360 px: about 302 px
    expect(columnsFor(334)).toBe(6);
    expect(columnsFor(302)).toBe(5);
    expect(columnsFor(100)).toBe(3);
  });
  it('on any phone the columns shown keep every 60-unit tap area at 44 px or more', () => {
    for (let w = 260; w <= 700; w += 2) {
      const n = columnsFor(w);
      const scale = w / (n * PLOT + 2 * MARGIN);
      expect(scale).toBeGreaterThanOrEqual(MIN_SCALE);
      expect(scale * 60).toBeGreaterThanOrEqual(44);
    }
  });
  it('centres on the places to choose, inside the board', () => {
    expect(centredOn(5, 0, 8)).toBe(2); // everything: 1.5 rounded to 2
    expect(centredOn(5, 6, 8)).toBe(3); // the east edge
    expect(centredOn(5, 0, 1)).toBe(0);
    expect(centredOn(6, 3, 5)).toBe(1);
  });
  it('follows the focus with the least move', () => {
    expect(reveal(0, 5, 2, 3)).toBe(0);
    expect(reveal(0, 5, 6, 7)).toBe(2);
    expect(reveal(0, 5, 8, 8)).toBe(3);
    expect(reveal(3, 5, 1, 2)).toBe(1);
    expect(reveal(3, 5, 0, 0)).toBe(0);
    expect(reveal(2, 6, 4, 6)).toBe(2);
  });
});
