/**
 * Scripted worked examples: a start (a fresh setup or a declarative position) plus steps.
 * Each step is a move, narration in both languages, optional highlights, and the outcome the
 * narration claims (`expect`), checked by `runExample` in the tests so that an example whose
 * step is illegal or whose narration is wrong fails the build.
 */
import type { Bilingual, Game, SetupConfig } from './contract';

/**
 * A question put to the reader (or a class) before a step is shown: "who becomes the overseer?",
 * "what does this field score?". The answer is not written down: it is the outcome the engine gives
 * at `path` in the state after the move, and exactly one choice must match it (checked by
 * `runExample`, so a wrong question fails the build). Forward reveals it with the step's narration.
 */
export interface Prediction {
  question: Bilingual;
  /** Where the answer is, as an `expect` path into the state after the move, e.g. `overseer`. */
  path: string;
  choices: { value: unknown; label: Bilingual }[];
}

export interface ExampleStep<M, H = unknown> {
  move: M;
  narration: Bilingual;
  /** What the board view should light up at this step. */
  highlight?: H;
  /** The reader makes this move: the expected move advances, another one gets feedback. */
  yourTurn?: boolean;
  /** Ask before showing this step: the reader predicts its outcome, Forward reveals it. */
  predict?: Prediction;
  /**
   * The outcome the narration states, as paths into the state after the move and their values,
   * e.g. `{ 'money.2': 7, overseer: 2, phase: 'planting' }`.
   */
  expect?: Record<string, unknown>;
}

export interface Example<M, O = unknown, H = unknown> {
  id: string;
  game: string;
  title: Bilingual;
  /** What the reader sees before the first step. */
  intro: Bilingual;
  /** The chapter section (heading anchor) the example illustrates. */
  section: string;
  start: { setup: SetupConfig<O> } | { position: unknown };
  /** Checked on the start state, like a step's `expect`. */
  expectAtStart?: Record<string, unknown>;
  steps: ExampleStep<M, H>[];
  /**
   * The steps a printed chapter shows as small boards, by number (n = the position after the n-th
   * move, as in the example's step links; step 0 is never printed). Without it the print shows the
   * "your turn" steps and the last one. At most 3.
   */
  printSteps?: number[];
}

/** Reads `a.b.0.c` out of a plain JSON value. */
export function getPath(value: unknown, path: string): unknown {
  let cur: unknown = value;
  for (const key of path.split('.')) {
    if (cur === null || cur === undefined) return undefined;
    cur = (cur as Record<string, unknown>)[key];
  }
  return cur;
}

export function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

export type ExampleRun<S> =
  | { ok: true; states: S[] }
  | { ok: false; step: number; error: string; states: S[] };

/** The state before step 0, after step 0, … (so `states[i]` is what the reader sees at step i). */
export function startOf<S, M, O, V, H>(game: Pick<Game<S, M, O, V>, 'setup' | 'load'>, example: Example<M, O, H>) {
  return 'setup' in example.start ? game.setup(example.start.setup) : game.load(example.start.position);
}

function mismatches(state: unknown, expect: Record<string, unknown> | undefined): string[] {
  return Object.entries(expect ?? {})
    .filter(([path, want]) => !sameJson(getPath(state, path), want))
    .map(([path, want]) => `${path}: expected ${JSON.stringify(want)}, got ${JSON.stringify(getPath(state, path))}`);
}

/**
 * The index of the choice a prediction's answer is in `after` (the state after the step's move),
 * or an error when no choice or more than one matches the engine's outcome.
 */
export function predictionAnswer(p: Prediction, after: unknown): { ok: true; index: number } | { ok: false; error: string } {
  const got = getPath(after, p.path);
  const hits = p.choices.flatMap((c, i) => (sameJson(c.value, got) ? [i] : []));
  if (hits.length === 1) return { ok: true, index: hits[0]! };
  return {
    ok: false,
    error: `prediction "${p.question.en}": ${hits.length === 0 ? 'no choice is' : 'several choices are'} the outcome ${p.path} = ${JSON.stringify(got)}`,
  };
}

/** Plays an example through the game, checking every step is legal and every stated outcome holds. */
export function runExample<S, M, O, V, H>(game: Pick<Game<S, M, O, V>, 'setup' | 'load' | 'play'>, example: Example<M, O, H>): ExampleRun<S> {
  const start = startOf(game, example);
  if (!start.ok) return { ok: false, step: -1, error: `start: ${start.error.en}`, states: [] };
  const states: S[] = [start.state];
  const atStart = mismatches(start.state, example.expectAtStart);
  if (atStart.length) return { ok: false, step: -1, error: atStart.join('; '), states };
  for (let i = 0; i < example.steps.length; i++) {
    const step = example.steps[i];
    const res = game.play(states[i], step.move);
    if (!res.ok) return { ok: false, step: i, error: `illegal move (${res.violation.rule}): ${res.violation.message.en}`, states };
    states.push(res.state);
    const bad = mismatches(res.state, step.expect);
    if (bad.length) return { ok: false, step: i, error: bad.join('; '), states };
    if (step.predict) {
      const answer = predictionAnswer(step.predict, res.state);
      if (!answer.ok) return { ok: false, step: i, error: answer.error, states };
    }
  }
  return { ok: true, states };
}
