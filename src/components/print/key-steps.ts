/**
 * Which steps of a worked example the printed chapter shows, and their positions, worked out at
 * build time. A step n is the position after the example's n-th move with that move's narration
 * (the numbering of the example's step links).
 *
 * The rule: the example's own `printSteps` when it names them, else the moves the reader is asked
 * to make ("your turn"), the steps that ask for a prediction, and the last move, at most
 * MAX_PRINT_STEPS of them. A step that asks for a prediction is printed as a question on the
 * position before its move (position 0 when it is the first move), without its answer: the
 * answer is the chapter's answer key's (answer-key.ts).
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

/** A prediction as the handout asks it: the question and its choices, the engine's answer kept for the answer key. */
export interface PrintQuestion {
  /** The move the question is about (1 … steps): the handout asks it at the position before it. */
  move: number;
  question: Bilingual;
  choices: Bilingual[];
  /** The engine's outcome, as the label of the one choice that matches it. */
  answer: Bilingual;
}

export interface PrintStep<S, H> {
  /** The position printed: after move n (0 … steps; 0 only where a question is asked before the first move). */
  n: number;
  state: S;
  /** Move n's narration (none at position 0: the example's introduction stands above). */
  narration: Bilingual | null;
  highlight: H | undefined;
  /** The prediction asked at this position about move n + 1, when there is one. */
  question?: PrintQuestion;
}

export interface PrintedExample<S, M, O, H> {
  example: Example<M, O, H>;
  total: number;
  steps: PrintStep<S, H>[];
}

/**
 * Plays the example `id` through the engine and returns its printed steps: each key step, except
 * that a step asking for a prediction is printed as the position before its move (the board the
 * reader predicts from, as the island shows it) with the question, so that neither its board nor
 * its narration (which states the outcome) gives the answer away. Throws (failing the build) when the example is unknown, a
 * step is illegal, a stated outcome does not hold or a prediction has no single answer.
 */
export function printedExample<S, M, O, V, H>(game: Game<S, M, O, V>, examples: readonly Example<M, O, H>[], id: string): PrintedExample<S, M, O, H> {
  const example = examples.find((e) => e.id === id);
  if (!example) throw new Error(`printed example: no example "${id}" in ${game.id}`);
  const run = runExample(game, example);
  if (!run.ok) throw new Error(`printed example ${id}: step ${run.step + 1} fails: ${run.error}`);
  const at = (n: number): PrintStep<S, H> => {
    const step = n > 0 ? example.steps[n - 1]! : undefined;
    return { n, state: run.states[n]!, narration: step?.narration ?? null, highlight: step?.highlight };
  };
  const printed: PrintStep<S, H>[] = [];
  for (const m of keySteps(example)) {
    const step = example.steps[m - 1]!;
    if (!step.predict) {
      printed.push(at(m));
      continue;
    }
    const a = predictionAnswer(step.predict, run.states[m]);
    if (!a.ok) throw new Error(`printed example ${id}: step ${m}: ${a.error}`);
    const question: PrintQuestion = {
      move: m,
      question: step.predict.question,
      choices: step.predict.choices.map((c) => c.label),
      answer: step.predict.choices[a.index]!.label,
    };
    // the position before the move, already printed when the step before is a key step too
    const before = printed.at(-1)?.n === m - 1 ? printed.at(-1)! : printed[printed.push(at(m - 1)) - 1]!;
    before.question = question;
  }
  return { example, total: example.steps.length, steps: printed };
}
