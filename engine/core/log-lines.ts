/**
 * A game's log kept as data: each line in the state is the name of one of the game's sentences and
 * that sentence's arguments (`['built', 0, 'small_market', 1, false]`), plain JSON, put into words
 * only when someone reads it. Building both languages' text on every move cost a fifth of a move or
 * more, and playouts (bots, the expert, the review) never read it. A game lists its sentences once
 * (`engine/<game>/log.ts`); the line's type follows from them, so a line with a wrong argument does
 * not compile.
 */
import type { Bilingual } from './contract';
import { spacedText } from './text';

/** The sentences a log line may be, by name. */
export type Sentences = Record<string, (...args: never[]) => Bilingual>;

/** One log line as a state keeps it: a sentence's name, then its arguments. */
export type LineOf<L extends Sentences> = { [K in keyof L & string]: [K, ...Parameters<L[K]>] }[keyof L & string];

export interface LogWords<L extends Sentences> {
  /** A line in both languages, spaced as the book spaces mixed text (a secret line keeps its seats and `others`); each line is worded once. */
  lineText(line: LineOf<L>): Bilingual;
  /** A state's log window in words, oldest first. */
  logText(s: { log: readonly LineOf<L>[] }): Bilingual[];
}

export function logWords<L extends Sentences>(sentences: L): LogWords<L> {
  const worded = new WeakMap<LineOf<L>, Bilingual>();
  const lineText = (line: LineOf<L>): Bilingual => {
    let t = worded.get(line);
    if (t === undefined) {
      const [name, ...args] = line;
      // spacing text already spaced gives back the same object, so a secret line keeps what it carries
      t = spacedText((sentences[name] as unknown as (...a: unknown[]) => Bilingual)(...args));
      worded.set(line, t);
    }
    return t;
  };
  return {
    lineText,
    logText: (s) => s.log.map(lineText),
  };
}
