/**
 * The check every game whose log is kept as data runs over whole games (`engine/<game>/log.test.ts`):
 * each line is plain JSON, words the same after a JSON round trip, and is one of the game's sentences
 * (another name could not be worded), a sentence in both languages.
 */
import { expect } from 'vitest';
import type { LineOf, LogWords, Sentences } from './log-lines';

export function expectLogAsData<L extends Sentences>(states: readonly { log: readonly LineOf<L>[] }[], words: LogWords<L>): void {
  for (const s of states) {
    const copy = JSON.parse(JSON.stringify(s)) as { log: LineOf<L>[] };
    expect(copy.log).toEqual(s.log);
    expect(words.logText(copy)).toEqual(words.logText(s));
    for (const t of words.logText(s)) {
      expect(t.zh.length).toBeGreaterThan(2);
      expect(t.en).toMatch(/^[A-Z0-9].*[.:)]$/);
    }
  }
}
