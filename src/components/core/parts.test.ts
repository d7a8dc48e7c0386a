import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { mergeLog } from './logWindow';
import { groupedBoxes, phaseBoxes } from './PhaseDiagram';
import { parseSeats, seatsCode, splitShare } from './share';

const line = (n: number) => ({ zh: `第 ${n} 行`, en: `line ${n}` });
const lines = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => line(from + i));

describe('log window merge', () => {
  it('keeps the lines before the window while the game goes on', () => {
    let h = mergeLog(null, lines(0, 3), 3);
    expect(h).toEqual({ start: 0, lines: lines(0, 3) });
    // window of 3 now holds lines 2..4 of 5 written
    h = mergeLog(h, lines(2, 5), 5);
    expect(h).toEqual({ start: 0, lines: lines(0, 5) });
    h = mergeLog(h, lines(5, 8), 8);
    expect(h.lines.map((l) => l.en)).toEqual(lines(0, 8).map((l) => l.en));
  });
  it('cuts back to the window after an undo', () => {
    const h = mergeLog({ start: 0, lines: lines(0, 8) }, lines(3, 6), 6);
    expect(h).toEqual({ start: 0, lines: lines(0, 6) });
  });
  it('holds only the window after a jump it cannot bridge', () => {
    const h = mergeLog({ start: 0, lines: lines(0, 3) }, lines(7, 10), 10);
    expect(h).toEqual({ start: 7, lines: lines(7, 10) });
  });
});

describe('share parameter', () => {
  it('splits the code from the seats and reads seat kinds only when they fit', () => {
    expect(splitShare('1.abc~hse')).toEqual({ code: '1.abc', seats: 'hse' });
    expect(splitShare('1.abc')).toEqual({ code: '1.abc', seats: null });
    expect(parseSeats('hs', 2)).toEqual(['human', 'strong']);
    expect(parseSeats('hs', 3)).toBeNull();
    expect(parseSeats('hx', 2)).toBeNull();
    expect(seatsCode(['easy', 'human'])).toBe('eh');
  });
});

const meta = (section: string, en: string) => ({ meta: { section, undo: 'allowed', label: { zh: en, en } } });
const toy = createMachine({
  id: 'toy',
  initial: 'pick',
  states: {
    pick: { ...meta('roles', 'Pick'), on: { a: 'a1', b: 'b1' } },
    a1: { ...meta('a', 'A one'), on: { go: 'a2' } },
    a2: { ...meta('a', 'A two'), always: 'end' },
    b1: { ...meta('b', 'B'), on: { go: 'end' } },
    end: { ...meta('round', 'End'), always: [{ guard: () => false, target: 'over' }, { target: 'pick' }] },
    over: { ...meta('over', 'Over'), type: 'final' },
  },
});

describe('phase diagram groups', () => {
  it('draws each label as a box without groups', () => {
    expect(phaseBoxes(toy).map((b) => b.meta.label.en)).toEqual(['Pick', 'A one', 'A two', 'B', 'End', 'Over']);
  });
  it('draws named groups, alternatives marked, loops read off the machine', () => {
    const boxes = groupedBoxes(toy, [
      { keys: ['pick'], label: line(1), section: 'roles' },
      { keys: ['a1', 'a2'], label: line(2), section: 'a', alt: true },
      { keys: ['b1'], label: line(3), section: 'b', alt: true },
      { keys: ['end'], label: line(4), section: 'round' },
      { keys: ['over'], label: line(5), section: 'over' },
    ]);
    expect(boxes.map((b) => b.keys)).toEqual([['pick'], ['a1', 'a2'], ['b1'], ['end'], ['over']]);
    expect(boxes.map((b) => !!b.alt)).toEqual([false, true, true, false, false]);
    expect(boxes[3]!.loopsTo).toEqual([0]);
    expect(boxes[3]!.automatic).toBe(true);
    expect(boxes[1]!.automatic).toBe(false);
    expect(boxes[4]!.final).toBe(true);
  });
  it('draws only the declared loops when groups name them, and refuses a loop the machine cannot take', () => {
    const groups = [
      { keys: ['pick'], label: line(1), section: 'roles' },
      { keys: ['a1', 'a2'], label: line(2), section: 'a' },
      { keys: ['b1'], label: line(3), section: 'b' },
      { keys: ['end'], label: line(4), section: 'round', loopsTo: [0] },
      { keys: ['over'], label: line(5), section: 'over' },
    ];
    expect(groupedBoxes(toy, groups).map((b) => b.loopsTo)).toEqual([[], [], [], [0], []]);
    // b1 only goes on to `end`: a loop from it back to `pick` is not in the machine
    const wrong = groups.map((g, i) => (i === 2 ? { ...g, loopsTo: [0] } : g));
    expect(() => groupedBoxes(toy, wrong)).toThrow(/no transition from group 2 back to group 0/);
    const forward = groups.map((g, i) => (i === 0 ? { ...g, loopsTo: [3] } : g));
    expect(() => groupedBoxes(toy, forward)).toThrow(/cannot loop/);
  });
  it('refuses groups that miss a state or name one twice', () => {
    expect(() => groupedBoxes(toy, [{ keys: ['pick', 'a1', 'a2', 'b1', 'end'], label: line(1), section: 'x' }])).toThrow(/over/);
    expect(() =>
      groupedBoxes(toy, [
        { keys: ['pick', 'a1', 'a2', 'b1', 'end', 'over'], label: line(1), section: 'x' },
        { keys: ['pick'], label: line(2), section: 'y' },
      ]),
    ).toThrow(/two groups/);
    expect(() => groupedBoxes(toy, [{ keys: ['nope'], label: line(1), section: 'x' }])).toThrow(/nope/);
  });
});
