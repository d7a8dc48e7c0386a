/// <reference lib="webworker" />
/**
 * The answering side of a game's review worker (see reviewClient.ts): given a record and a seat, it
 * counts the seat's decisions, then posts each reviewed decision as soon as it is done
 * (engine/core/review.ts), then says it is done; anything that fails is posted as an error. The page
 * cancels a review by ending the worker.
 */
import type { Bot } from '../../../engine/core/bot';
import type { Game, Lookahead } from '../../../engine/core/contract';
import { decisionPoints, reviewDecisions, type GameReview } from '../../../engine/core/review';
import type { ReviewReply, ReviewRequest } from './reviewClient';

export function serveReview<S, M extends { seat: number }, O, V>(game: Lookahead<Game<S, M, O, V>>, policy: Bot<V, M>, review: NoInfer<GameReview<S, M>>): void {
  self.onmessage = (e: MessageEvent<ReviewRequest<O, M>>) => {
    const post = (r: ReviewReply<M>) => self.postMessage(r);
    try {
      const { record, seat } = e.data;
      const points = decisionPoints(game, record, seat);
      post({ kind: 'total', total: points.length, playouts: review.options.determinizations });
      for (const decision of reviewDecisions(game, policy, record, seat, review, points)) post({ kind: 'decision', decision });
      post({ kind: 'done' });
    } catch (err) {
      post({ kind: 'error', message: err instanceof Error ? err.message : String(err) });
    }
  };
}
