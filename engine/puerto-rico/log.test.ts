import { describe, expect, it } from 'vitest';
import { expectLogAsData, randomGameStates } from '../core/log-tests';
import { puertoRico } from './game';
import { lineText, logText, type LogLine } from './log';
import { LOG_WINDOW, logged } from './rules';
import type { PuertoRicoState } from './types';

function fresh(players: number, seed: number): PuertoRicoState {
  const r = puertoRico.setup({ players, seed });
  if (!r.ok) throw new Error(r.error.en);
  return r.state;
}


describe('the log kept as data', () => {
  it('a new game starts with two lines, worded in both languages', () => {
    const s = fresh(3, 1);
    expect(s.log).toEqual([['started', 3], ['roundStarts', 1, 0]]);
    expect(logText(s)).toEqual([
      { zh: '3 位玩家開局，玩家 A 拿到總督卡。', en: '3 players start; Player A takes the governor card.' },
      { zh: '第 1 回合開始，總督是玩家 A。', en: 'Round 1 begins; Player A is the governor.' },
    ]);
  });

  it('every line of whole games is plain JSON, a known sentence, and words the same after a round trip', () => {
    for (const seed of [3, 4]) expectLogAsData(randomGameStates(puertoRico, 4, seed), { lineText, logText });
  });

  it('a building bought is told with its price', () => {
    expect(lineText(['built', 1, 'small_market', 0, false]).en).toBe('Player B builds the Small market for 0 doubloons.');
    expect(lineText(['passed', 2, 'captain']).en).toBe('Player C does not use the wharf.');
  });
});

describe('the log window', () => {
  const lines = (n: number, from = 0): LogLine[] => Array.from({ length: n }, (_, i) => ['prospected', (from + i) % 4] as LogLine);
  it('adds lines to the new state, counts every line ever written, and leaves the old state as it was', () => {
    const s = { log: lines(3), logCount: 103 };
    const next = logged({ ...s }, s, ['prospected', 2], ['houseEmptied']);
    expect(next).toEqual({ log: [...lines(3), ['prospected', 2], ['houseEmptied']], logCount: 105 });
    expect(s).toEqual({ log: lines(3), logCount: 103 });
  });
  it(`keeps only the newest ${LOG_WINDOW} lines`, () => {
    const s = { log: lines(LOG_WINDOW), logCount: 500 };
    const next = logged({ ...s }, s, ['houseEmptied'], ['shipsUnloaded', 2]);
    expect(next.log).toEqual([...lines(LOG_WINDOW - 2, 2), ['houseEmptied'], ['shipsUnloaded', 2]]);
    expect(next.logCount).toBe(502);
    expect(logged({ ...s }, s, ...lines(LOG_WINDOW + 5, 1)).log).toEqual(lines(LOG_WINDOW, 6));
  });
});
