import { describe, expect, it } from 'vitest';
import { logWords } from './log-lines';
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
