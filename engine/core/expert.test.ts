/** The expert over Santiago (which can sample its hidden parts): seeded, view-only, its reason its numbers. */
import { describe, expect, it } from 'vitest';
import { analyse, chosen, expertBot, expertReason, halvingPlan, policyOrder } from './expert';
import { mixHash } from './bot-kit';
import { santiagoLookahead as santiago } from '../santiago/sample';
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
    expect(a.candidates[0]!.winShare).toBeGreaterThanOrEqual(a.candidates[1]!.winShare);
    expect(a.candidates[1]!.winShare).toBeGreaterThanOrEqual(a.candidates[2]!.winShare);
    // the candidates are the strong bot's three favourites: its choice first, three different moves
    const own = santiagoBots.strong.choose(view, legal, 11).move;
    const favourites = policyOrder(santiagoBots.strong, view, legal, 11, 3);
    expect(favourites[0]).toEqual(own);
    expect(new Set(favourites.map((m) => JSON.stringify(m))).size).toBe(3);
    expect(a.candidates.map((c) => JSON.stringify(c.move)).sort()).toEqual(favourites.map((m) => JSON.stringify(m)).sort());
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

  it("orders moves by the policy's own preference: its choice, then its choice among the moves left", () => {
    const ranked = { level: 'strong' as const, choose: (_v: unknown, l: string[]) => ({ move: [...l].sort()[0]!, reason: { zh: '', en: '' } }) };
    expect(policyOrder(ranked, null, ['d', 'b', 'a', 'c'], 1, 3)).toEqual(['a', 'b', 'c']);
    // a policy that cannot choose among fewer moves leaves the rest in a seeded order
    const fussy = { level: 'strong' as const, choose: (_v: unknown, l: string[]) => { if (l.length < 4) throw new Error('no'); return { move: 'c', reason: { zh: '', en: '' } }; } };
    const order = policyOrder(fussy, null, ['a', 'b', 'c', 'd'], 1, 4);
    expect(order[0]).toBe('c');
    expect([...order].sort()).toEqual(['a', 'b', 'c', 'd']);
    expect(policyOrder(fussy, null, ['a', 'b', 'c', 'd'], 1, 4)).toEqual(order);
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

  it('says so when it keeps its own move against a lead it does not trust', () => {
    const a = {
      seat: 0,
      candidates: [
        { move: 'b', playouts: 8, winShare: 0.375, meanScore: 30.25 },
        { move: 'a', playouts: 8, winShare: 0.25, meanScore: 31 },
        { move: 'c', playouts: 2, winShare: 0, meanScore: 20 },
      ],
    };
    expect(expertReason(a, 'a')).toEqual({
      zh: '在 18 次模擬對局中，這一步贏了 25%（平均 31.0 分）；另一步贏了 38%，但領先不夠明確，不值得換。',
      en: 'In 18 playouts this move won 25% (31.0 points on average); another won 38%, not a clear enough lead to change.',
    });
    expect(expertReason(a, 'b')).toEqual({
      zh: '在 18 次模擬對局中，這一步贏了 38%（平均 30.3 分），次佳的一步贏了 25%。',
      en: 'In 18 playouts this move won 38% (30.3 points on average), the next best 25%.',
    });
    expect(expertReason(a)).toEqual(expertReason(a, 'b'));
  });

  it("keeps the policy's own move unless another leads it by the minimum gain", () => {
    const a = {
      seat: 0,
      candidates: [
        { move: 'b', playouts: 4, winShare: 0.5, meanScore: 30, meanMargin: -2 },
        { move: 'a', playouts: 4, winShare: 0.375, meanScore: 31, meanMargin: 4 },
        { move: 'c', playouts: 4, winShare: 0.2, meanScore: 20, meanMargin: -9 },
      ],
    };
    expect(chosen(a, 'a', 0.25)).toBe('a');
    expect(chosen(a, 'a', 0.1)).toBe('b');
    expect(chosen(a, 'c', 0.1)).toBe('b');
    expect(chosen(a, 'b', 0.1)).toBe('b');
    // with the margin counted (a hundredth of a win per point), b leads a by 0.125 − 0.06 only
    expect(chosen(a, 'a', 0.1, 0.01)).toBe('a');
    expect(chosen(a, 'a', 0.05, 0.01)).toBe('b');
  });

  it('plays another move only when its lead on the same determinizations is clear', () => {
    const cand = (move: string, values: number[]) => ({
      move,
      playouts: values.length,
      winShare: values.reduce((t, x) => t + x, 0) / values.length,
      meanScore: 0,
      meanMargin: 0,
      values,
    });
    // b leads a by 0.25 on average; the paired differences are 1, 0, 0, 0: a standard error of 0.25
    const noisy = { seat: 0, candidates: [cand('b', [1, 1, 0, 0]), cand('a', [0, 1, 0, 0])] };
    expect(chosen(noisy, 'a', 0.1, 0, 0)).toBe('b');
    expect(chosen(noisy, 'a', 0.1, 0, 0.9)).toBe('b');
    expect(chosen(noisy, 'a', 0.1, 0, 1)).toBe('a');
    // the same lead every time: no doubt
    const steady = { seat: 0, candidates: [cand('b', [1, 0.5, 1, 0.5]), cand('a', [0.75, 0.25, 0.75, 0.25])] };
    expect(chosen(steady, 'a', 0.1, 0, 3)).toBe('b');
    // one shared playout is not enough to be sure
    expect(chosen({ seat: 0, candidates: [cand('b', [1, 1, 1, 1]), cand('a', [0])] }, 'a', 0.1, 0, 1)).toBe('a');
  });

  it('spends a budget by sequential halving: even rounds, the better half going on', () => {
    expect(halvingPlan(24, 4)).toEqual([
      { alive: 4, each: 3 },
      { alive: 2, each: 6 },
    ]);
    expect(halvingPlan(96, 6)).toEqual([
      { alive: 6, each: 5 },
      { alive: 3, each: 10 },
      { alive: 2, each: 16 },
    ]);
    expect(halvingPlan(2, 5)).toEqual([
      { alive: 5, each: 1 },
      { alive: 3, each: 1 },
      { alive: 2, each: 1 },
    ]);
    const options = { determinizations: 12, maxCandidates: 4, halving: true };
    const a = analyse(santiago, santiagoBots.strong, view, legal, 11, options);
    // 4 candidates × 1, then the best 2 × 3 more (the policy's own move always among them): 4 playouts, the others 1
    expect(a.candidates.map((c) => c.playouts)).toEqual([4, 4, 1, 1]);
    // the survivors are the two best after the first round, on the same first determinization
    expect(a.candidates.slice(0, 2).map((c) => JSON.stringify(c.move))).toContain(JSON.stringify(santiagoBots.strong.choose(view, legal, 11).move));
    const first = analyse(santiago, santiagoBots.strong, view, legal, 11, { ...options, determinizations: 1, halving: false });
    expect(first.candidates.map((c) => c.playouts)).toEqual([1, 1, 1, 1]);
    expect(a.candidates.slice(0, 2).map((c) => JSON.stringify(c.move)).sort()).toEqual(first.candidates.slice(0, 2).map((c) => JSON.stringify(c.move)).sort());
  });

  it('analyses a move it is asked about even when the policy would not consider it', () => {
    const favourites = policyOrder(santiagoBots.strong, view, legal, 11, 3).map((m) => JSON.stringify(m));
    const other = legal.find((m) => !favourites.includes(JSON.stringify(m)))!;
    const a = analyse(santiago, santiagoBots.strong, view, legal, 11, { ...OPTIONS, include: other });
    expect(a.candidates).toHaveLength(4);
    const asked = a.candidates.find((c) => JSON.stringify(c.move) === JSON.stringify(other))!;
    expect(asked.playouts).toBe(3);
    // a move already among the favourites is not added twice
    expect(analyse(santiago, santiagoBots.strong, view, legal, 11, { ...OPTIONS, include: legal.find((m) => JSON.stringify(m) === favourites[0])! }).candidates).toHaveLength(3);
    expect(() => analyse(santiago, santiagoBots.strong, view, legal, 11, { ...OPTIONS, include: { ...other, seat: (seat + 1) % 4 } })).toThrow('not legal');
  });

  it('stops at its time cap and says so', () => {
    const a = analyse(santiago, santiagoBots.strong, view, legal, 11, { ...OPTIONS, timeLimitMs: 0 });
    expect(a.cut).toBe(true);
    expect(a.candidates).toEqual([]);
    const b = analyse(santiago, santiagoBots.strong, view, legal, 11, OPTIONS);
    expect(b.cut).toBeUndefined();
  });

  it('leaves the decisions it does not analyse to the policy, reason and all', () => {
    const bot = expertBot(santiago, santiagoBots.strong, { ...OPTIONS, decides: (l) => l.length > 100 });
    expect(bot.choose(view, legal, 4)).toEqual(santiagoBots.strong.choose(view, legal, 4));
  });

  it('plays the only move at once', () => {
    const bot = expertBot(santiago, santiagoBots.strong, OPTIONS);
    expect(bot.choose(view, [legal[0]!], 1)).toEqual({ move: legal[0], reason: { zh: '只有這一步可走。', en: 'The only move.' } });
  });
});
