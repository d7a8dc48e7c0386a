import { describe, expect, it } from 'vitest';
import { expectLogAsData } from '../core/log-tests';
import { randomStates } from '../core/shown-tests';
import { genoa } from './game';
import { lineText, logText, viewLog } from './log';
import type { GenoaState } from './types';

describe('the log kept as data', () => {
  it('every line of whole games is plain JSON, a known sentence, and words the same after a round trip', () => {
    for (const seed of [5, 6]) expectLogAsData(randomStates(genoa, { players: 4, seed }, seed), { lineText, logText });
  });

  it('a line is worded as its sentence says it', () => {
    expect(lineText(['noOffer', 2])).toEqual({ zh: '玩家 C 不出價。', en: 'Player C makes no offer.' });
    expect(lineText(['said', { zh: '字', en: 'words' }])).toEqual({ zh: '字', en: 'words' });
  });

  it('a view keeps a line with nothing hidden as the same data', () => {
    const log: GenoaState['log'] = [['noOffer', 1], ['turnStarts', 0]];
    expect(viewLog(log, 3)).toBe(log);
  });
});
