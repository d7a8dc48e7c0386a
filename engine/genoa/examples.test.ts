import { describe, expect, it } from 'vitest';
import { runExample } from '../core/example';
import { exampleTests } from '../core/example-tests';
import { genoaExamples } from './examples';
import { genoa } from './game';
import { refused } from './testing';
import type { GenoaMove, GenoaState } from './types';

/** A reader's offer is any legal one, not only the few bundles `legalMoves` lists. */
const legalFor = (s: GenoaState, m: GenoaMove) => (genoa.play(s, m).ok ? [...genoa.legalMoves(s), m] : genoa.legalMoves(s));

describe('Genoa worked examples', () => {
  exampleTests(genoa, genoaExamples, { legalFor });
});

/** The state an example's reader sees before step `i` (0-based). */
function before(id: string, i: number): GenoaState {
  const example = genoaExamples.find((e) => e.id === id);
  if (!example) throw new Error(`no example ${id}`);
  const run = runExample(genoa, example);
  if (!run.ok) throw new Error(`step ${run.step}: ${run.error}`);
  return run.states[i]!;
}

describe('what a step lights is on its board', () => {
  for (const x of genoaExamples)
    it(`${x.id}: highlighted goods and special cards are held by a highlighted seat, a counter-offer is on the table, a lit path exists`, () => {
      const run = runExample(genoa, x);
      if (!run.ok) throw new Error(run.error);
      x.steps.forEach((step, i) => {
        const h = step.highlight;
        if (!h) return;
        const s = run.states[i + 1]!;
        const seats = h.seats ?? s.seats.map((_, k) => k);
        for (const g of h.goods ?? []) expect(seats.some((k) => (s.seats[k]!.goods[g] ?? 0) > 0), `step ${i + 1}: ${g}`).toBe(true);
        for (const sp of h.specials ?? []) expect(seats.some((k) => (s.seats[k]!.specials[sp] ?? 0) > 0), `step ${i + 1}: ${sp}`).toBe(true);
        if (h.counter) expect(s.counter, `step ${i + 1}: counter`).toBeTruthy();
        if (h.path) expect(s.path.length, `step ${i + 1}: path`).toBeGreaterThan(0);
        if (h.offerBidder !== undefined) expect(s.offers.some((o) => o.bidder === h.offerBidder), `step ${i + 1}: offer of ${h.offerBidder}`).toBe(true);
      });
    });
});

describe('what the examples say the engine refuses', () => {
  it('far-wish: a wish for a space two steps away cannot be accepted (special case B)', () => {
    const s = before('far-wish', 2);
    expect(s.wishes).toEqual([{ bidder: 1, target: 'post_office', bundle: { ducats: 10 } }]);
    expect(refused(s, { type: 'accept', seat: 0, bidder: 1 })).toMatchObject({ rule: 'genoa.special-b.wish', section: 'negotiation-rules' });
  });

  it('refused-offers: money alone with two players, and a promise the Park does not yield, are refused as the narration says', () => {
    const s = before('refused-offers', 1);
    const offer = (bidderPays: object, promise: object[]) =>
      ({ type: 'offer', seat: 1, offer: { target: 'park', kind: 'moveAndAct', bidderPays, traderPays: {}, promise } }) as GenoaMove;
    expect(refused(s, offer({ ducats: 10 }, []))).toMatchObject({ rule: 'genoa.deal.money-only-two-players', section: 'two-players' });
    expect(refused(s, offer({ goods: { salt: 1 } }, [{ kind: 'special', special: 'anyGood' }]))).toMatchObject({ rule: 'genoa.deal.future-promise', section: 'negotiation-rules' });
  });

  it('two-player-bonus: had B not acted in A\'s turn, A\'s second action at the Guild Hall would be refused', () => {
    const s = before('two-player-bonus', 12);
    expect(s.acted).toEqual([1, 1]);
    expect(genoa.play(s, { type: 'actHere', seat: 0 }).ok).toBe(true);
    expect(refused({ ...s, acted: [1, 0] }, { type: 'actHere', seat: 0 }).rule).toMatch(/^genoa\.action\./);
  });
});
