/**
 * The checks every game's worked examples share, registered as vitest tests (import this only
 * from test files): every step is legal and every stated outcome holds; the texts are in both
 * languages; one or two steps are the reader's, each a legal move of the acting seat; every step
 * states its outcome. A game adds its own checks per example with `more`.
 */
import { expect, it } from 'vitest';
import type { Game } from './contract';
import { predictionAnswer, runExample, type Example } from './example';

export function exampleTests<S, M, O, V, H>(
  game: Game<S, M, O, V>,
  examples: readonly Example<M, O, H>[],
  opts: {
    /** The moves the reader may choose from at a "your turn" step (default: every legal move). */
    legalFor?: (state: S, move: M) => M[];
    /** A game's own checks of one example, given the states it passes through. */
    more?: (example: Example<M, O, H>, states: S[]) => void;
  } = {},
): void {
  const legalFor = opts.legalFor ?? ((s: S) => game.legalMoves(s));
  const statesOf = (example: Example<M, O, H>): S[] => {
    const run = runExample(game, example);
    if (!run.ok) throw new Error(`step ${run.step}: ${run.error}`);
    return run.states;
  };
  it('the chapter asks the reader to predict at least once, and every prediction is a fair question', () => {
    const predicted = examples.flatMap((e) => e.steps.flatMap((s, i) => (s.predict ? [{ e, s, i }] : [])));
    expect(predicted.length).toBeGreaterThanOrEqual(1);
    for (const { e, s, i } of predicted) {
      const p = s.predict!;
      expect(/\p{Script=Han}/u.test(p.question.zh)).toBe(true);
      expect(p.question.en.trim().length).toBeGreaterThan(10);
      expect(p.choices.length).toBeGreaterThanOrEqual(2);
      for (const c of p.choices) expect(c.label.zh.trim() && c.label.en.trim()).toBeTruthy();
      // exactly one choice is what the engine gives after the move
      const after = statesOf(e)[i + 1];
      expect(predictionAnswer(p, after)).toMatchObject({ ok: true });
    }
  });

  for (const example of examples) {
    it(`${example.id}: every step is legal and every stated outcome holds`, () => {
      expect(statesOf(example).length).toBe(example.steps.length + 1);
    });

    it(`${example.id}: narration in both languages, 1–2 "your turn" steps (legal moves), outcomes stated`, () => {
      for (const text of [example.title, example.intro, ...example.steps.map((s) => s.narration)]) {
        expect(text.en.trim().length).toBeGreaterThan(3);
        expect(/\p{Script=Han}/u.test(text.zh)).toBe(true);
      }
      const yours = example.steps.filter((s) => s.yourTurn).length;
      expect(yours).toBeGreaterThanOrEqual(1);
      expect(yours).toBeLessThanOrEqual(2);
      const states = statesOf(example);
      example.steps.forEach((s, i) => {
        expect(Object.keys(s.expect ?? {}).length).toBeGreaterThan(0);
        if (s.yourTurn) expect(legalFor(states[i]!, s.move).map((m) => JSON.stringify(m))).toContain(JSON.stringify(s.move));
      });
      opts.more?.(example, states);
    });
  }
}
