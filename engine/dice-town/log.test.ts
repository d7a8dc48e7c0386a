import { describe, expect, it } from 'vitest';
import { expectLogAsData, randomGameStates } from '../core/log-tests';
import { spacedText } from '../core/text';
import { diceTown } from './game';
import { lineText, logText, moveLine, wholeLogText } from './log';
import type { DiceTownOptions, DiceTownState } from './types';

function fresh(players: number, seed: number, options: Partial<DiceTownOptions> = {}): DiceTownState {
  const r = diceTown.setup({ players, seed, options });
  if (!r.ok) throw new Error(r.error.en);
  return r.state;
}


describe('the log kept as data', () => {
  it('a new game starts with its setup lines, worded in both languages', () => {
    const s = fresh(3, 1, { firstSheriff: 0 });
    expect(s.log[0]).toEqual(['started', 3]);
    expect(logText(s)[0]).toEqual({ zh: '3 位玩家開局，每人 8 元，銀行 3 元，金礦 30 個金塊。', en: '3 players start with $8 each; $3 on the bank; 30 nuggets in the mine.' });
    expect(logText(s).slice(3, 5)).toEqual([
      { zh: '玩家 A 拿到警徽。', en: 'Player A takes the Sheriff Badge.' },
      { zh: '第 1 輪開始。', en: 'Round 1 begins.' },
    ]);
  });

  it('every line of whole games is plain JSON, a known sentence, and words the same after a round trip', () => {
    for (const [players, seed, options] of [[4, 3, {}], [5, 4, { edition: 'first' }]] as const) {
      const all = randomGameStates(diceTown, players, seed, options);
      expectLogAsData(all, { lineText, logText });
      // a finished round's lines are the ones its last state held
      const end = all[all.length - 1]!;
      expect(end.history.length).toBe(end.round - 1);
      expect(wholeLogText(end).length).toBe(end.history.flat().length + end.log.length);
    }
  });

  it("a move's line is the game's description of it, and names neither the dice kept nor the card kept", () => {
    const s = fresh(2, 7);
    const keep = diceTown.legalMoves(s).find((m) => m.type === 'keep' && m.dice.length > 0)!;
    expect(lineText(moveLine(s, keep))).toEqual(diceTown.describe(s, keep));
    expect(moveLine(s, keep)).toEqual(['keepsUnderCup', keep.seat, false]);
    expect(moveLine(s, { type: 'keepCard', seat: 1, card: 'dynamite' })).toEqual(['keepsDrawn', 1]);
    expect(lineText(['holdsUp', 0, 2])).toEqual(spacedText({ zh: '玩家 A 用搶劫卡找上玩家 C。', en: 'Player A holds up Player C.' }));
    expect(lineText(['keeps', 1, ['A', 'K'], 2]).en).toBe('Player B keeps A K, paying $2 to the stagecoach.');
  });
});
