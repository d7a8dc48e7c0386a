import { describe, expect, it } from 'vitest';
import { movePool, nextInDirection, stepFrom, stepOf, tabStop, type Pt } from './roving';

/** A 4 × 3 grid, row by row: index = row · 4 + column, 10 px apart. */
const grid: Pt[] = Array.from({ length: 12 }, (_, i) => ({ x: (i % 4) * 10, y: Math.floor(i / 4) * 10 }));

describe('the arrow keys on a grid', () => {
  it('reads the keys', () => {
    expect(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'Enter', 'a'].map(stepOf)).toEqual(['left', 'right', 'up', 'down', 'first', 'last', null, null]);
  });

  it('moves one place each way and stays at the edges', () => {
    expect(nextInDirection(grid, 5, 'right')).toBe(6);
    expect(nextInDirection(grid, 5, 'left')).toBe(4);
    expect(nextInDirection(grid, 5, 'up')).toBe(1);
    expect(nextInDirection(grid, 5, 'down')).toBe(9);
    expect(nextInDirection(grid, 3, 'right')).toBe(3);
    expect(nextInDirection(grid, 0, 'up')).toBe(0);
    expect(nextInDirection(grid, 8, 'left')).toBe(8);
  });

  it('keeps to the places given, the nearest first, across the board if needed', () => {
    // only 0, 7 and 10 can be chosen: from 0 to the right the nearer of 7 (30 along, 10 across) and 10 (20 along, 20 across)
    expect(nextInDirection(grid, 0, 'right', [0, 7, 10])).toBe(7);
    expect(nextInDirection(grid, 0, 'down', [0, 7, 10])).toBe(10);
    expect(nextInDirection(grid, 7, 'left', [0, 7, 10])).toBe(10);
    expect(nextInDirection(grid, 10, 'up', [0, 7, 10])).toBe(7);
    // nothing above 0 among them: it stays
    expect(nextInDirection(grid, 0, 'up', [0, 7, 10])).toBe(0);
  });

  it('crosses an 8-wide row in 7 presses', () => {
    const row: Pt[] = Array.from({ length: 8 }, (_, i) => ({ x: i * 64, y: 0 }));
    let at = 0;
    let presses = 0;
    while (nextInDirection(row, at, 'right') !== at) {
      at = nextInDirection(row, at, 'right');
      presses++;
    }
    expect([at, presses]).toEqual([7, 7]);
  });

  it('in a wrapped row of cards, left and right follow the order, up and down the lines', () => {
    // two rows of cards: 0 1 2 / 3 4
    const cards: Pt[] = [{ x: 0, y: 0 }, { x: 100, y: 0 }, { x: 200, y: 0 }, { x: 0, y: 50 }, { x: 100, y: 50 }];
    // on a board, the last of a line has nothing to its right but the card up and to the right of 4
    expect(nextInDirection(cards, 2, 'right')).toBe(2);
    expect(nextInDirection(cards, 4, 'right')).toBe(2);
    expect(nextInDirection(cards, 2, 'right', undefined, true)).toBe(3);
    expect(nextInDirection(cards, 3, 'left', undefined, true)).toBe(2);
    expect(nextInDirection(cards, 0, 'left', undefined, true)).toBe(0);
    expect(nextInDirection(cards, 4, 'right', undefined, true)).toBe(4);
    expect(nextInDirection(cards, 4, 'right', [0, 2, 4], true)).toBe(4);
    expect(nextInDirection(cards, 4, 'left', [0, 2, 4], true)).toBe(2);
    // the line below when there is one, else on in order
    expect(nextInDirection(cards, 1, 'down', undefined, true)).toBe(4);
    expect(nextInDirection(cards, 4, 'down', undefined, true)).toBe(4);
    expect(nextInDirection(cards, 3, 'up', undefined, true)).toBe(0);
    expect(nextInDirection(cards, 0, 'up', undefined, true)).toBe(0);
  });

  it('Home and End go to the first and last of the places given', () => {
    expect(stepFrom(grid, 5, 'first')).toBe(0);
    expect(stepFrom(grid, 5, 'last')).toBe(11);
    expect(stepFrom(grid, 5, 'first', [3, 5, 9])).toBe(3);
    expect(stepFrom(grid, 5, 'last', [3, 5, 9])).toBe(9);
    // up and to the right: 20 along, 10 across
    expect(stepFrom(grid, 5, 'right', [3, 5, 9])).toBe(3);
    expect(stepFrom(grid, 5, 'left', [3, 5, 9])).toBe(5);
    expect(stepFrom(grid, 5, 'down', [3, 5, 9])).toBe(9);
  });
});

describe('which item holds the Tab stop', () => {
  const ids = ['a', 'b', 'c', 'd'];
  it('the last one moved to while it can be chosen, else the first that can', () => {
    expect(tabStop(ids, ['b', 'd'], 'd')).toBe('d');
    expect(tabStop(ids, ['b', 'd'], 'c')).toBe('b');
    expect(tabStop(ids, ['b', 'd'], null)).toBe('b');
    expect(tabStop(ids, ['b', 'd'], 'gone')).toBe('b');
  });
  it('nothing to choose: the last one, else the first; none for an empty group', () => {
    expect(tabStop(ids, [], 'c')).toBe('c');
    expect(tabStop(ids, [], null)).toBe('a');
    expect(tabStop(ids, ['x'], 'c')).toBe('c');
    expect(tabStop([], ['a'], 'a')).toBe(null);
  });
});

describe('what the arrows move among', () => {
  const ids = ['a', 'b', 'c', 'd', 'e'];
  it('the places that can be chosen, with the one the focus is on', () => {
    expect(movePool(ids, ['b', 'e'], 1)).toEqual([1, 4]);
    expect(movePool(ids, ['b', 'e'], 2)).toEqual([1, 2, 4]);
  });
  it('every place when none can be chosen, or with Shift', () => {
    expect(movePool(ids, [], 2)).toEqual([0, 1, 2, 3, 4]);
    expect(movePool(ids, ['b'], 2, true)).toEqual([0, 1, 2, 3, 4]);
  });
});
