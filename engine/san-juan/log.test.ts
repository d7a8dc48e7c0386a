import { describe, expect, it } from 'vitest';
import { expectLogAsData, randomGameStates } from '../core/log-tests';
import { sanJuan } from './game';
import { lineText, logText } from './log';
import type { SanJuanState } from './types';

function fresh(players: number, seed: number, options = {}): SanJuanState {
  const r = sanJuan.setup({ players, seed, options });
  if (!r.ok) throw new Error(r.error.en);
  return r.state;
}


describe('the log kept as data', () => {
  it('a new game starts with three lines, worded in both languages', () => {
    const s = fresh(3, 1);
    expect(s.log).toEqual([['started', 3, false], ['governorTile', s.governor], ['roundStarts', 1, s.governor]]);
    expect(logText(s)[0]).toEqual({ zh: '3 位玩家開局，每人面前一座染料廠，手上 4 張牌。', en: '3 players start with an indigo plant each and 4 cards in hand.' });
    expect(logText(fresh(2, 1, { startingHands: true }))[0]!.en).toBe('2 players start with an indigo plant each and 5 to 8 cards in hand.');
  });

  it('every line of whole games is plain JSON, a known sentence, and words the same after a round trip', () => {
    for (const [players, seed] of [[2, 3], [4, 4]] as const) expectLogAsData(randomGameStates(sanJuan, players, seed), { lineText, logText });
  });

  it('a building is told with its price, and with the crane over what it replaces', () => {
    expect(lineText(['built', 1, 0, null, 1, 0]).en).toBe('Player B builds the Indigo plant for 1 card.');
    expect(lineText(['passed', 2, 'trader']).en).toBe('Player C does not sell.');
  });
});
