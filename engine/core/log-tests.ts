/**
 * The check every game whose log is kept as data runs over whole games (`engine/<game>/log.test.ts`):
 * each line is plain JSON, words the same after a JSON round trip, and is one of the game's sentences
 * (another name could not be worded), a sentence in both languages.
 */
import { expect } from 'vitest';
import { mixHash } from './bot-kit';
import type { LineOf, LogWords, Sentences } from './log-lines';

/** What `randomGameStates` needs of a game. */
interface Playable<S, M> {
  setup(config: { players: number; seed: number; options?: object }): { ok: true; state: S } | { ok: false; error: { en: string } };
  legalMoves(s: S): M[];
  play(s: S, m: M): { ok: true; state: S } | { ok: false; violation: { message: { en: string } } };
  isOver(s: S): boolean;
}

/** Every state of a random game (uniform legal moves chosen by a hash of the seed), from its setup to its end. */
export function randomGameStates<S, M>(game: Playable<S, M>, players: number, seed: number, options: object = {}): S[] {
  const first = game.setup({ players, seed, options });
  if (!first.ok) throw new Error(first.error.en);
  let s = first.state;
  const out = [s];
  for (let n = 0; !game.isOver(s); n++) {
    const legal = game.legalMoves(s);
    const r = game.play(s, legal[mixHash(seed, n) % legal.length]!);
    if (!r.ok) throw new Error(r.violation.message.en);
    s = r.state;
    out.push(s);
  }
  return out;
}

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
