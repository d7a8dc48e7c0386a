/**
 * The chapter's questions and its answer key. Every prediction a printed example asks (key-steps.ts)
 * is numbered through the chapter in the order the examples stand in it (1, 2, 3, …); the answer key
 * lists them by number with the example, the move and the engine's answer.
 */
import type { Bilingual } from '../../../engine/core/contract';
import type { PrintQuestion } from './key-steps';

export interface KeyEntry {
  /** 1, 2, 3, … through the chapter. */
  number: number;
  /** The example's id and title. */
  example: string;
  title: Bilingual;
  /** The example's number of moves (for "step 4 of 7"). */
  total: number;
  question: PrintQuestion;
}

interface Printed {
  example: { id: string; title: Bilingual };
  total: number;
  steps: readonly { question?: PrintQuestion }[];
}

/** Numbers the questions of `examples` (a chapter's printed examples, in order) and returns the answer key. */
export function answerKey(examples: readonly Printed[]): KeyEntry[] {
  const out: KeyEntry[] = [];
  for (const p of examples)
    for (const s of p.steps) if (s.question) out.push({ number: out.length + 1, example: p.example.id, title: p.example.title, total: p.total, question: s.question });
  return out;
}

/** The number of the question asked before `move` of the example `id`, from the key. */
export function questionNumber(key: readonly KeyEntry[], id: string, move: number): number {
  const e = key.find((k) => k.example === id && k.question.move === move);
  if (!e) throw new Error(`answer key: no question for move ${move} of example ${id}`);
  return e.number;
}
