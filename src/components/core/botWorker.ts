/// <reference lib="webworker" />
/**
 * The answering side of a game's bot worker (see botClient.ts): each request names the state, the
 * seat and the level; the game's `choose` decides from what that seat may see. The answer carries
 * the bot's reason and, if any, its public reason; anything that fails is answered as an error.
 */
import type { BotChoice } from '../../../engine/core/bot';
import type { BotRequest } from './botClient';

export function answerBots<S, M>(choose: (req: BotRequest<S>) => BotChoice<M>): void {
  self.onmessage = (e: MessageEvent<{ id: number } & BotRequest<S>>) => {
    const { id } = e.data;
    try {
      const choice = choose(e.data);
      self.postMessage({ id, move: choice.move, reason: choice.reason, publicReason: choice.publicReason });
    } catch (err) {
      self.postMessage({ id, error: err instanceof Error ? err.message : String(err) });
    }
  };
}

/** The legal moves to choose among; none is an error. */
export function someMoves<M>(legal: M[]): M[] {
  if (legal.length === 0) throw new Error('no legal move');
  return legal;
}

