/**
 * Santiago's expert (`expert.ts`): its playouts stop two rounds on and are scored by the strong bot's
 * expected scores (`estimateScores`: cash plus expected field income).
 */
import { describe, expect, it } from 'vitest';
import { estimateScores } from './bots';
import { expertOptions } from './expert';
import { santiago } from './game';
import type { SantiagoState } from './types';

describe("Santiago's expert", () => {
  const s = (santiago.setup({ players: 4, seed: 3 }) as { ok: true; state: SantiagoState }).state;

  it('stops a playout two rounds after the one it started in', () => {
    expect(expertOptions.playoutEnd!(s, { ...s, round: s.round + 1 })).toBe(false);
    expect(expertOptions.playoutEnd!(s, { ...s, round: s.round + 2 })).toBe(true);
  });

  it("scores it by the seat's estimate of every seat's final score", () => {
    expect(expertOptions.evaluate!(s, 1)).toEqual(estimateScores(santiago.view(s, 1)));
    // at the start nobody has a plantation: the estimate is the cash
    expect(estimateScores(santiago.view(s, 1))).toEqual(s.money);
  });
});
