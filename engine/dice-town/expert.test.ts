/**
 * Dice Town's expert (`expert.ts`): its playouts stop at the end of the round and are scored by the
 * estimated scores; the analysis is for the seat whose keep it is, from that seat's view only.
 */
import { describe, expect, it } from 'vitest';
import { analyse } from '../core/expert';
import { Draw, seedRng } from '../core/rng';
import { diceTownBots, estimateScores } from './bots';
import { expertBot, expertOptions } from './expert';
import { diceTownLookahead as diceTown } from './sample';
import type { DiceTownMove, DiceTownState } from './types';

const OPTIONS = { ...expertOptions, determinizations: 6, timeLimitMs: undefined };

/** A 4-player game played by the strong bot until the `n`-th keep of dice with a choice. */
function keepPosition(seed: number, n: number): DiceTownState {
  let s = (diceTown.setup({ players: 4, seed }) as { ok: true; state: DiceTownState }).state;
  let keeps = 0;
  for (let i = 0; !diceTown.isOver(s); i++) {
    const legal: DiceTownMove[] = diceTown.legalMoves(s);
    if (legal.length > 1 && legal[0]!.type === 'keep' && keeps++ === n) return s;
    const seat = diceTown.toAct(s)[0]!;
    const move = legal.length === 1 ? legal[0]! : diceTownBots.strong.choose(diceTown.view(s, seat), legal, i).move;
    s = (diceTown.play(s, move) as { ok: true; state: DiceTownState }).state;
  }
  throw new Error('no such keep');
}

describe("Dice Town's expert", () => {
  const s = keepPosition(3, 5);
  const seat = diceTown.toAct(s)[0]!;
  const legal: DiceTownMove[] = diceTown.legalMoves(s);
  const view = diceTown.view(s, seat);

  it("analyses the keep of the seat whose move it is, from that seat's view only", () => {
    const a = analyse(diceTown, diceTownBots.strong, view, legal, 4, OPTIONS);
    expect(a.seat).toBe(seat);
    expect(a.candidates.every((c) => c.move.seat === seat && c.move.type === 'keep')).toBe(true);
    // 6 playouts over 4 candidates: 1 each, then 1 more for the best 2
    expect(a.candidates.map((c) => c.playouts)).toEqual([2, 2, 1, 1]);
    const other = diceTown.sample!(view, seat, new Draw(seedRng(8)));
    expect(diceTown.view(other, seat)).toEqual(view);
    expect(analyse(diceTown, diceTownBots.strong, diceTown.view(other, seat), diceTown.legalMoves(other), 4, OPTIONS)).toEqual(a);
  });

  it('scores a playout stopped at the end of its round by the estimated scores', () => {
    expect(expertOptions.playoutEnd!(s, { ...s, round: s.round })).toBe(false);
    expect(expertOptions.playoutEnd!(s, { ...s, round: s.round + 1 })).toBe(true);
    expect(expertOptions.evaluate!(s, seat)).toEqual(estimateScores(view));
  });

  it('chooses a legal move of its seat, the same for the same seed', () => {
    const fast = { ...expertBot, choose: expertBot.choose };
    const c = fast.choose(view, legal, 9);
    expect(legal).toContainEqual(c.move);
    expect(fast.choose(view, legal, 9)).toEqual(c);
  });
});
