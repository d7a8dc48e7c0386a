/**
 * Which steps of a worked example the printed chapter shows, and their positions, worked out at
 * build time. A step n is the position after the example's n-th move with that move's narration
 * (the numbering of the example's step links); step 0, the position before any move, is never
 * printed.
 *
 * The rule: the example's own `printSteps` when it names them, else the moves the reader is asked
 * to make ("your turn"), the steps that ask for a prediction, and the last move, at most
 * MAX_PRINT_STEPS of them. A printed prediction shows its question and the engine's answer.
 */
import type { Bilingual, Game } from '../../../engine/core/contract';
import { predictionAnswer, runExample, type Example } from '../../../engine/core/example';

export const MAX_PRINT_STEPS = 3;

/** The step numbers an example prints, in order (throws on a named step that does not exist). */
export function keySteps(example: Pick<Example<unknown, unknown, unknown>, 'id' | 'steps' | 'printSteps'>): number[] {
  const last = example.steps.length;
  if (last === 0) throw new Error(`example ${example.id}: no steps to print`);
  if (example.printSteps) {
    const named = example.printSteps;
    const bad = named.filter((n) => !Number.isInteger(n) || n < 1 || n > last);
    if (bad.length) throw new Error(`example ${example.id}: printSteps ${bad.join(', ')} not among its steps 1–${last}`);
    if (named.length === 0 || named.length > MAX_PRINT_STEPS) throw new Error(`example ${example.id}: printSteps names ${named.length} steps (1–${MAX_PRINT_STEPS})`);
    if (new Set(named).size !== named.length) throw new Error(`example ${example.id}: printSteps repeats a step`);
    return [...named].sort((a, b) => a - b);
  }
  const marked = example.steps.flatMap((s, i) => (s.yourTurn || s.predict ? [i + 1] : []));
  const chosen = [...new Set([...marked, last])].sort((a, b) => a - b);
  // keep the last move (the outcome) and the earliest of the others
  return chosen.length > MAX_PRINT_STEPS ? [...chosen.slice(0, MAX_PRINT_STEPS - 1), last] : chosen;
}

export interface PrintStep<S, H> {
  /** 1 … steps */
  n: number;
  state: S;
  narration: Bilingual;
  highlight: H | undefined;
  /** The step's question and the engine's answer to it, when the step asks for a prediction. */
  prediction?: { question: Bilingual; answer: Bilingual };
}

export interface PrintedExample<S, M, O, H> {
  example: Example<M, O, H>;
  total: number;
  steps: PrintStep<S, H>[];
}

/**
 * Plays the example `id` through the engine and returns its key steps. Throws (failing the build)
 * when the example is unknown, a step is illegal or a stated outcome does not hold.
 */
export function printedExample<S, M, O, V, H>(game: Game<S, M, O, V>, examples: readonly Example<M, O, H>[], id: string): PrintedExample<S, M, O, H> {
  const example = examples.find((e) => e.id === id);
  if (!example) throw new Error(`printed example: no example "${id}" in ${game.id}`);
  const run = runExample(game, example);
  if (!run.ok) throw new Error(`printed example ${id}: step ${run.step + 1} fails: ${run.error}`);
  return {
    example,
    total: example.steps.length,
    steps: keySteps(example).map((n) => {
      const step = example.steps[n - 1]!;
      const out: PrintStep<S, H> = { n, state: run.states[n]!, narration: step.narration, highlight: step.highlight };
      if (step.predict) {
        const a = predictionAnswer(step.predict, run.states[n]);
        if (!a.ok) throw new Error(`printed example ${id}: step ${n}: ${a.error}`);
        out.prediction = { question: step.predict.question, answer: step.predict.choices[a.index]!.label };
      }
      return out;
    }),
  };
}
