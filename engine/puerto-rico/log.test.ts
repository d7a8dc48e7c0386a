import { describe, expect, it } from 'vitest';
import { expectLogAsData, randomGameStates } from '../core/log-tests';
import { puertoRico } from './game';
import { lineText, logText } from './log';
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
