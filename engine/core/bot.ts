/**
 * Bot plumbing shared by every game. A bot decides from what its seat may see (`game.view`)
 * and the legal moves, never from the whole state, and says why in both languages.
 */
import type { Bilingual } from './contract';

export type BotLevel = 'easy' | 'strong';

export interface BotChoice<M> {
  move: M;
  /** One sentence, in both languages, saying why. */
  reason: Bilingual;
}

export interface Bot<V, M> {
  level: BotLevel;
  /** `seed` makes a bot's tie-breaks repeatable; it must not use Math.random. */
  choose(view: V, legal: M[], seed: number): BotChoice<M>;
}

export type GameBots<V, M> = Record<BotLevel, Bot<V, M>>;
