import { describe, expect, it } from 'vitest';
import { logWords, withLines } from './log-lines';
import { secretLine } from './secret-line';

const words = logWords({
  paid: (seat: number, n: number) => ({ zh: `玩家${'AB'[seat]}付${n}元。`, en: `Player ${'AB'[seat]} pays ${n}.` }),
  hidden: (seat: number) => secretLine({ zh: `玩家 ${'AB'[seat]} 拿到 7 號牌。`, en: 'card 7' }, [seat], { zh: '拿到一張牌。', en: 'a card' }),
});

describe('a log kept as data', () => {
  it('words a line by its sentence, spaced as the book spaces mixed text', () => {
    expect(words.lineText(['paid', 1, 15])).toEqual({ zh: '玩家 B 付 15 元。', en: 'Player B pays 15.' });
  });
  it('words each line once: the same line gives the same object', () => {
    const line = ['paid', 0, 3] as ['paid', number, number];
    expect(words.lineText(line)).toBe(words.lineText(line));
    expect(words.logText({ log: [line, ['paid', 1, 2]] }).map((t) => t.en)).toEqual(['Player A pays 3.', 'Player B pays 2.']);
  });
  it('keeps what a secret line carries for its seats and the others', () => {
    expect(words.lineText(['hidden', 1])).toMatchObject({ en: 'card 7', seats: [1], others: { en: 'a card' } });
  });
  it('cannot word a line that names no sentence', () => {
    expect(() => words.lineText(['nope', 1] as never)).toThrow();
  });
});

describe('a log window', () => {
  const state = (n: number) => ({ log: Array.from({ length: n }, (_, i) => i), logCount: n + 100, other: 'x' });
  it('adds lines to the new state, keeps the newest, counts every line ever written, and leaves the old state as it was', () => {
    const s = state(3);
    const next = withLines(4, { ...s, other: 'y' }, s, [3, 4]);
    expect(next).toEqual({ log: [1, 2, 3, 4], logCount: 105, other: 'y' });
    expect(s).toEqual(state(3));
    expect(next.log).not.toBe(s.log);
  });
  it('keeps only the newest lines when more are added than the window holds', () => {
    const s = state(2);
    expect(withLines(3, { ...s }, s, [7, 8, 9, 10]).log).toEqual([8, 9, 10]);
    expect(withLines(5, { ...s }, s, [7]).log).toEqual([0, 1, 7]);
  });
});
