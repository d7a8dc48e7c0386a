/** The expert over Santiago (which can sample its hidden parts): seeded, view-only, its reason its numbers. */
import { describe, expect, it } from 'vitest';
import { analyse, chosen, expertBot, expertReason } from './expert';
import { mixHash } from './bot-kit';
import { santiago } from '../santiago/game';
import { santiagoBots } from '../santiago/bots';
import type { SantiagoMove, SantiagoState } from '../santiago/types';
import { Draw, seedRng } from './rng';

const OPTIONS = { determinizations: 3, maxCandidates: 3 };

/** A 4-player game after `n` random moves. */
function position(seed: number, n: number): SantiagoState {
  let s = (santiago.setup({ players: 4, seed }) as { ok: true; state: SantiagoState }).state;
  for (let i = 0; i < n && !santiago.isOver(s); i++) {
    const legal = santiago.legalMoves(s);
    s = (santiago.play(s, legal[mixHash(seed, i) % legal.length]!) as { ok: true; state: SantiagoState }).state;
  }
  return s;
}

describe('the expert (flat Monte Carlo over determinizations)', () => {
  const s = position(7, 9);
  const seat = santiago.toAct(s)[0]!;
  const legal: SantiagoMove[] = santiago.legalMoves(s);
  const view = santiago.view(s, seat);

  it('analyses up to maxCandidates moves, each played in every determinization, best first', () => {
    expect(legal.length).toBeGreaterThan(3);
    const a = analyse(santiago, santiagoBots.strong, view, legal, 11, OPTIONS);
    expect(a.seat).toBe(seat);
    expect(a.candidates).toHaveLength(3);
    for (const c of a.candidates) {
      expect(c.playouts).toBe(3);
      expect(legal.map((m) => JSON.stringify(m))).toContain(JSON.stringify(c.move));
      expect(c.winShare).toBeGreaterThanOrEqual(0);
      expect(c.winShare).toBeLessThanOrEqual(1);
    }
    const value = (c: { winShare: number; meanScore: number }) => c.winShare + c.meanScore / 100;
    expect(value(a.candidates[0]!)).toBeGreaterThanOrEqual(value(a.candidates[1]!));
    expect(value(a.candidates[1]!)).toBeGreaterThanOrEqual(value(a.candidates[2]!));
    // the strong bot's own choice is always among the candidates
    const own = santiagoBots.strong.choose(view, legal, 11).move;
    expect(a.candidates.map((c) => JSON.stringify(c.move))).toContain(JSON.stringify(own));
  });

  it('always analyses the moves it is told to include, after the cut, and no illegal one', () => {
    const own = santiagoBots.strong.choose(view, legal, 11).move;
    const other = legal.find((m) => JSON.stringify(m) !== JSON.stringify(own))!;
    const a = analyse(santiago, santiagoBots.strong, view, legal, 11, { determinizations: 2, maxCandidates: 1, include: [other, own, { ...other, seat: 99 }] });
    expect(a.candidates.map((c) => JSON.stringify(c.move)).sort()).toEqual([JSON.stringify(own), JSON.stringify(other)].sort());
    expect(a.candidates.every((c) => c.playouts === 2)).toBe(true);
  });

  it('is seeded: the same view and seed give the same analysis and move', () => {
    const a = analyse(santiago, santiagoBots.strong, view, legal, 5, OPTIONS);
    const b = analyse(santiago, santiagoBots.strong, JSON.parse(JSON.stringify(view)), legal, 5, OPTIONS);
    expect(b).toEqual(a);
    const bot = expertBot(santiago, santiagoBots.strong, OPTIONS);
    expect(bot.choose(view, legal, 5)).toEqual(bot.choose(view, legal, 5));
  });

  it('uses only what the seat sees: a true state differing only in hidden parts gets the same analysis', () => {
    const other = santiago.sample!(view, seat, new Draw(seedRng(99)));
    expect(JSON.stringify(other.stacks)).not.toBe(JSON.stringify(s.stacks));
    expect(santiago.view(other, seat)).toEqual(view);
    const a = analyse(santiago, santiagoBots.strong, view, legal, 3, OPTIONS);
    const b = analyse(santiago, santiagoBots.strong, santiago.view(other, seat), santiago.legalMoves(other), 3, OPTIONS);
    expect(b).toEqual(a);
  });

  it('says why with its numbers, in both languages', () => {
    const a = analyse(santiago, santiagoBots.strong, view, legal, 11, OPTIONS);
    const r = expertReason(a);
    const [best, next] = a.candidates;
    expect(r.en).toBe(
      `In 9 playouts this move won ${Math.round(best!.winShare * 100)}% (${best!.meanScore.toFixed(1)} points on average), the next best ${Math.round(next!.winShare * 100)}%.`,
    );
    expect(r.zh).toBe(`在 9 次模擬對局中，這一步贏了 ${Math.round(best!.winShare * 100)}%（平均 ${best!.meanScore.toFixed(1)} 分），次佳的一步贏了 ${Math.round(next!.winShare * 100)}%。`);
    const choice = expertBot(santiago, santiagoBots.strong, { ...OPTIONS, minGain: 0 }).choose(view, legal, 11);
    expect(choice.move).toEqual(best!.move);
    expect(choice.reason.en).toBe(r.en);
  });

  it("keeps the policy's own move unless another leads it by the minimum gain", () => {
    const a = {
      seat: 0,
      candidates: [
        { move: 'b', playouts: 4, winShare: 0.5, meanScore: 30 },
        { move: 'a', playouts: 4, winShare: 0.375, meanScore: 31 },
        { move: 'c', playouts: 4, winShare: 0.2, meanScore: 20 },
      ],
    };
    expect(chosen(a, 'a', 0.25)).toBe('a');
    expect(chosen(a, 'a', 0.1)).toBe('b');
    expect(chosen(a, 'c', 0.1)).toBe('b');
    expect(chosen(a, 'b', 0.1)).toBe('b');
  });
});
