import { describe, expect, it } from 'vitest';
import { santiagoExamples } from '../santiago/examples';
import { santiago } from '../santiago/game';
import { predictionAnswer, runExample, type Prediction } from './example';

const dabec = santiagoExamples.find((e) => e.id === 'bidding-dabec')!;
const at = dabec.steps.findIndex((s) => s.predict);

describe('predict, then reveal', () => {
  it('the answer is the choice the engine gives after the move, not a written one', () => {
    const run = runExample(santiago, dabec);
    expect(run.ok).toBe(true);
    const after = run.states[at + 1]!;
    expect(after.overseer).toBe(2);
    expect(predictionAnswer(dabec.steps[at]!.predict!, after)).toEqual({ ok: true, index: 2 });
  });

  it('a question none of whose choices is the outcome fails the example', () => {
    const wrong: Prediction = { ...dabec.steps[at]!.predict!, choices: [0, 1, 3].map((v) => ({ value: v, label: { zh: `${v}`, en: `${v}` } })) };
    const steps = dabec.steps.map((s, i) => (i === at ? { ...s, predict: wrong } : s));
    const run = runExample(santiago, { ...dabec, steps });
    expect(run.ok).toBe(false);
    if (!run.ok) {
      expect(run.step).toBe(at);
      expect(run.error).toContain('no choice is the outcome overseer = 2');
    }
  });

  it('a question with two right choices fails too', () => {
    const twice: Prediction = { ...dabec.steps[at]!.predict!, choices: [2, 2, 0].map((v, i) => ({ value: v, label: { zh: `${i}`, en: `${i}` } })) };
    const steps = dabec.steps.map((s, i) => (i === at ? { ...s, predict: twice } : s));
    const run = runExample(santiago, { ...dabec, steps });
    expect(run.ok).toBe(false);
    if (!run.ok) expect(run.error).toContain('several choices are the outcome');
  });
});
