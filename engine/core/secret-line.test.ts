import { describe, expect, it } from 'vitest';
import { lineFor, linesFor, secretLine } from './secret-line';

describe('secret log lines', () => {
  const line = secretLine({ zh: '玩家B給玩家A一張酒館小訂單', en: 'B gives A the small order for the Tavern' }, [0, 1], { zh: '玩家B給玩家A一張小訂單卡', en: 'B gives A a small order card' });
  const plain = { zh: '玩家 C 不出價。', en: 'Player C makes no offer.' };

  it('the seats named read the whole line, plain; every other seat (and a screen no seat holds) reads the other text', () => {
    expect(lineFor(line, 0)).toEqual({ zh: '玩家 B 給玩家 A 一張酒館小訂單', en: 'B gives A the small order for the Tavern' });
    expect(lineFor(line, 1)).toEqual(lineFor(line, 0));
    expect(lineFor(line, 2)).toEqual({ zh: '玩家 B 給玩家 A 一張小訂單卡', en: 'B gives A a small order card' });
    expect(lineFor(line, -1)).toEqual(lineFor(line, 2));
    expect(lineFor(plain, 2)).toBe(plain);
  });

  it('a log read for a seat: each secret line as that seat reads it; the same array when no line is secret', () => {
    const log = [plain, line, plain];
    expect(linesFor(log, 2)).toEqual([plain, lineFor(line, 2), plain]);
    expect(linesFor(log, 1)).toEqual([plain, lineFor(line, 1), plain]);
    const open = [plain, plain];
    expect(linesFor(open, 2)).toBe(open);
  });
});
