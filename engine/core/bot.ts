/**
 * Bot plumbing shared by every game. A bot decides from what its seat may see (`game.view`)
 * and the legal moves, never from the whole state, and says why in both languages (in a second,
 * public wording when the first names something the other seats may not see).
 */
import type { Bilingual } from './contract';

export type BotLevel = 'easy' | 'strong';

export interface BotChoice<M> {
  move: M;
  /** One sentence, in both languages, saying why; it may name what only the bot's own seat sees. */
  reason: Bilingual;
  /**
   * What every other seat may hear, when `reason` names something only the bot's seat sees (a card
   * in its hand, a card it pays or discards face down): the same why, without naming it. Absent
   * when `reason` itself is public.
   */
  publicReason?: Bilingual;
}

export interface Bot<V, M> {
  level: BotLevel;
  /** `seed` makes a bot's tie-breaks repeatable; it must not use Math.random. */
  choose(view: V, legal: M[], seed: number): BotChoice<M>;
}

export type GameBots<V, M> = Record<BotLevel, Bot<V, M>>;
