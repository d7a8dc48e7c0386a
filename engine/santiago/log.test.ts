import { describe, expect, it } from 'vitest';
import { expectLogAsData } from '../core/log-tests';
import { randomStates } from '../core/shown-tests';
import { santiago } from './game';
import { cashFromLog } from './ledger';
import { describeMove, lineText, logText } from './log';
import { loaded } from './testing';

describe('the log kept as data', () => {
  it('a new game starts with its setup lines, worded in both languages', () => {
    const r = santiago.setup({ players: 3, seed: 1, options: { spring: 'setup', springAt: { x: 2, y: 1 } } });
    if (!r.ok) throw new Error(r.error.en);
    const s = r.state;
    expect(s.log).toEqual([['started', 3, 10], ['tileRemoved', s.removed], ['overseerTaken', s.overseer], ['springAt', { x: 2, y: 1 }], ['revealed', 1, s.overseer, s.revealed]]);
    expect(logText(s)[0]).toEqual({ zh: '3 位玩家開局，每人 10 元。', en: '3 players start with 10 escudos each.' });
    expect(logText(s)[3]).toEqual({ zh: '水源在交叉點 (2,1)。', en: 'The spring is at intersection (2,1).' });
  });

  it('every line of whole games is plain JSON, a known sentence, and words the same after a round trip', () => {
    for (const [players, seed] of [[3, 5], [4, 6], [5, 7]] as const) {
      expectLogAsData(randomStates(santiago, { players, seed, options: { palms: true } }, seed), { lineText, logText });
    }
  });

  it('a move is described as the line it writes', () => {
    const s = loaded({ players: 4, spring: [2, 1] });
    const bid = { type: 'bid', seat: 1, amount: 3 } as const;
    const r = santiago.play(s, bid);
    expect(r.ok && r.state.log.at(-1)).toEqual(['bid', 1, 3]);
    expect(santiago.describe(s, bid)).toEqual(lineText(['bid', 1, 3]));
    expect(describeMove(s, { type: 'support', seat: 1, proposal: 2, amount: 1 }).en).toBe('Player B supports canal #2 with 1 escudo.');
    expect(lineText(['planted', 2, 7, { c: 1, r: 0 }])).toEqual({ zh: '玩家 C 把板塊 7 種在 (1,0)。', en: 'Player C plants tile 7 on (1,0).' });
  });

  it('the ledger reads the lines: a loaded position does not reach back to the start', () => {
    expect(loaded({ players: 4, spring: [2, 1] }).log).toEqual([['loadedAt', 1]]);
    expect(cashFromLog({ players: 4, log: [['loadedAt', 1]] })).toBeNull();
    expect(cashFromLog({ players: 3, log: [['started', 3, 10], ['bid', 0, 4], ['bid', 1, 0], ['bidsPaid', 4], ['income', 3]] })).toEqual([9, 13, 13]);
  });
});
