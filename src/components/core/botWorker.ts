/// <reference lib="webworker" />
/**
 * The answering side of a game's bot worker (see botClient.ts): each request names the state, the
 * seat and the level; the game's `choose` decides from what that seat may see. The answer carries
 * the bot's reason and, if any, its public reason; anything that fails is answered as an error.
 */
import type { Bot, BotChoice, BotLevel } from '../../../engine/core/bot';
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



/**
 * A game's bot worker: answers for `seat` with the bot of the asked level, which sees only that
 * seat's view and chooses among the seat's legal moves (`legalFor`, default: the legal moves that
 * are this seat's). A seat with nothing to decide is an error.
 */
export function serveBots<S, V, M extends { seat: number }>(
  game: { view(state: S, seat: number): V; legalMoves(state: S): M[] },
  bots: Record<BotLevel, Bot<V, M>>,
  legalFor: (state: S, seat: number) => M[] = (state, seat) => game.legalMoves(state).filter((m) => m.seat === seat),
): void {
  answerBots<S, M>(({ state, seat, level, seed }) => {
    const legal = legalFor(state, seat);
    if (legal.length === 0) throw new Error('this seat has nothing to decide');
    return bots[level].choose(game.view(state, seat), legal, seed);
  });
}
