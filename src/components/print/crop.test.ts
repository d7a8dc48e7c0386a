/**
 * The parts of a board a printed step shows: Genoa's city cut to the squares the step is about,
 * Santiago's board drawing cut to the plots, canals and intersections it names.
 */
import { describe, expect, it } from 'vitest';
import { LAYOUT } from '../genoa/layout';
import { cityWindow, citySpaces, cropCity } from './genoa-city';
import { cropBoard, santiagoWindow } from './santiago-board';

/** The city as the City component renders it (grid lines: 1 holds the coordinates, square n starts on line n + 1). */
function cityHtml(): string {
  const coords = [1, 2, 3, 4, 5, 6, 7, 8].map((n) => `<span class="gn-coord gn-blue" style="grid-column:${n + 1};grid-row:1;">${n}</span>`).join('') + [1, 2, 3, 4, 5, 6, 7, 8].map((n) => `<span class="gn-coord gn-red" style="grid-column:1;grid-row:${n + 1};">${n}</span>`).join('');
  const spaces = LAYOUT.map(
    (l) =>
      `<div class="gn-space gn-k-${l.kind}" style="grid-column:${l.main.x + 1} / span ${l.main.w};grid-row:${l.main.y + 1} / span ${l.main.h};background:#eee;" data-space="${l.space}"><span class="gn-name"><span class="bi-t"><span lang="en" class="lang-en">${l.space}</span></span></span><span class="gn-pieces"></span></div>` +
      l.rest.map((a) => `<span class="gn-space gn-rest gn-k-${l.kind}" style="grid-column:${a.x + 1} / span 1;grid-row:${a.y + 1} / span 1;background:#eee;"></span>`).join(''),
  );
  return `<div class="gn-board"><div class="gn-mapcol"><div class="gn-city" data-surface><span class="gn-corner"></span>${coords}${spaces.join('')}</div><details class="gn-legendbox"><summary>x</summary><ul><li>y</li></ul></details></div><div class="gn-sidecol">seats</div></div>`;
}

/** The squares a cut city shows: each space's grid place. */
const places = (html: string) => [...html.matchAll(/style="grid-column:([^;]+);grid-row:([^;]+);[^"]*"(?: data-space="([^"]+)")?/g)].map((m) => [m[3] ?? null, m[1], m[2]]);

describe("Genoa's city on paper", () => {
  it('is about the spaces, buildings and markers a step names, its path when named, with the tower', () => {
    expect(citySpaces(undefined, ['st-3-2'])).toEqual([]);
    expect(citySpaces({ seats: [0] }, ['st-3-2', 'park'])).toEqual([]);
    expect(citySpaces({ spaces: ['harbor'] }, [])).toEqual(['harbor']);
    expect(citySpaces({ spaces: ['harbor'], markers: ['park'] }, ['st-3-2', 'villa_ricci'])).toEqual(['harbor', 'park', 'villa_ricci']);
    expect(citySpaces({ spaces: ['st-3-3'], path: true }, ['st-3-2', 'st-3-3'])).toEqual(['st-3-3', 'st-3-2']);
  });

  it('is the smallest window holding every square of those spaces', () => {
    expect(cityWindow([])).toBeNull();
    // the harbor: squares 5-8 and 6-8
    expect(cityWindow(['harbor'])).toEqual({ x0: 5, x1: 6, y0: 8, y1: 8 });
    expect(cityWindow(['st-3-2', 'harbor'])).toEqual({ x0: 3, x1: 6, y0: 2, y1: 8 });
    expect(() => cityWindow(['nowhere' as never])).toThrow(/no space nowhere/);
  });

  it('keeps the squares and coordinates in the window, renumbered from the first, and clips a space reaching out of it', () => {
    const out = cropCity(cityHtml(), { x0: 5, x1: 6, y0: 7, y1: 8 });
    expect(out).toContain('<div class="gn-city" data-window="5-6,7-8" style="--crop-cols:2;--crop-rows:2;" data-surface><span class="gn-corner"></span>');
    const coords = [...out.matchAll(/<span class="gn-coord gn-(blue|red)" style="grid-column:([^;]+);grid-row:([^;]+);">(\d)</g)].map((m) => `${m[1]} ${m[4]}: ${m[2]} | ${m[3]}`);
    expect(coords).toEqual(['blue 5: 2 / span 1 | 1', 'blue 6: 3 / span 1 | 1', 'red 7: 1 | 2 / span 1', 'red 8: 1 | 3 / span 1']);
    const kept = places(out);
    const spaces = Object.fromEntries(kept.filter(([s]) => s !== null).map(([s, c, r]) => [s, `${c}|${r}`]));
    expect(spaces.harbor).toBe('2 / span 2|3 / span 1');
    // every space kept has a square in the window; every space left out has none
    for (const l of LAYOUT) {
      const inside = [l.main, ...l.rest].some((a) => a.x <= 6 && a.x + a.w - 1 >= 5 && a.y <= 8 && a.y + a.h - 1 >= 7);
      expect(l.space in spaces || !inside, l.space).toBe(true);
      if (!inside) expect(l.space in spaces, l.space).toBe(false);
    }
    expect(out).not.toContain('gn-legendbox');
    expect(out.endsWith('</div><div class="gn-sidecol">seats</div></div>')).toBe(true);
  });

  it('leaves the city out when the step is about nothing on it', () => {
    expect(cropCity(cityHtml(), null)).toBe('<div class="gn-board"><div class="gn-mapcol"></div><div class="gn-sidecol">seats</div></div>');
  });

  it('refuses a board whose city it does not recognise', () => {
    expect(() => cropCity('<div class="gn-board"></div>', null)).toThrow(/no city/);
    expect(() => cropCity('<div class="gn-city"><span class="gn-space">x</span></div>', { x0: 1, x1: 2, y0: 1, y1: 2 })).toThrow(/without its place/);
    expect(() => cropCity('<div class="gn-city"><p>x</p></div>', { x0: 1, x1: 2, y0: 1, y1: 2 })).toThrow(/unexpected markup/);
  });
});

describe("Santiago's board on paper", () => {
  it('is the plots, canals and intersections a step names, with a plot around them, at least 3 × 3 plots', () => {
    expect(santiagoWindow(undefined)).toBeNull();
    expect(santiagoWindow({ seats: [1, 2] })).toBeNull();
    // plot (4, 2): plots 3–5 across, 1–3 down; 28 + 3 · 64 − 12 = 208
    expect(santiagoWindow({ plots: [{ c: 4, r: 2 }] })).toEqual({ x: 208, y: 80, w: 3 * 64 + 24, h: 3 * 64 + 24 });
    // a corner plot: the window starts at the drawing's edge and still spans 3 plots
    expect(santiagoWindow({ plots: [{ c: 0, r: 0 }] })).toEqual({ x: 0, y: 0, w: 28 + 3 * 64 + 12, h: 28 + 3 * 64 + 12 });
    // a horizontal canal H(2, 1) runs along row edge 2 from column edge 4 to 6: plots 3–6 across, 1–2 down, grown to 3 rows
    expect(santiagoWindow({ segments: [{ dir: 'H', x: 2, y: 1 }] })).toEqual({ x: 28 + 3 * 64 - 12, y: 28 + 1 * 64 - 12, w: 4 * 64 + 24, h: 3 * 64 + 24 });
    // opposite corners: the whole drawing
    expect(santiagoWindow({ plots: [{ c: 0, r: 5 }, { c: 7, r: 0 }] })).toEqual({ x: 0, y: 0, w: 568, h: 440 });
  });

  const svg = '<div class="sg-surface"><svg class="sg-board" viewBox="0 0 568 440" lang="zh-Hant"><g><text>S</text></g></svg><div class="sg-seats">seats</div></div>';
  it('is the drawing with another viewBox, its width in units for the print styles', () => {
    expect(cropBoard(svg, { x: 208, y: 80, w: 216, h: 216 })).toBe(
      '<div class="sg-surface"><svg class="sg-board" viewBox="208 80 216 216" data-window style="--w:216;" lang="zh-Hant"><g><text>S</text></g></svg><div class="sg-seats">seats</div></div>',
    );
  });
  it('leaves the drawing out when the step is about nothing on the board', () => {
    expect(cropBoard(svg, null)).toBe('<div class="sg-surface"><div class="sg-seats">seats</div></div>');
  });
  it('refuses a drawing that is not the whole board', () => {
    expect(() => cropBoard('<svg class="sg-board" viewBox="64 0 300 440"></svg>', null)).toThrow(/no whole board/);
    expect(() => cropBoard('<svg class="sg-board" viewBox="0 0 500 440"></svg>', null)).toThrow(/500 × 440, not 568 × 440/);
  });
});
