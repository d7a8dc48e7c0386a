/**
 * Runs a game review in the game's own review worker (one per game, like the bot workers: its entry
 * imports only that game's engine, bots and review options), so the page never freezes: each
 * decision arrives as soon as it is reviewed; `cancel` ends the worker (the review is closed).
 */
import type { GameRecord } from '../../../engine/core/contract';
import type { ReviewDecision } from '../../../engine/core/review';

export interface ReviewRequest<O, M> {
  record: GameRecord<O, M>;
  seat: number;
}

export type ReviewReply<M> =
  /** How many decisions will come, and how many games each candidate is played in. */
  | { kind: 'total'; total: number; playouts: number }
  | { kind: 'decision'; decision: ReviewDecision<M> }
  | { kind: 'done' }
  | { kind: 'error'; message: string };

export interface ReviewRun {
  cancel(): void;
}

/** Starts a review; `onReply` hears every answer (a worker that cannot start or crashes answers an error). */
export function runReview<O, M>(makeWorker: () => Worker, req: ReviewRequest<O, M>, onReply: (r: ReviewReply<M>) => void): ReviewRun {
  let worker: Worker | null = null;
  let live = true;
  const stop = () => {
    live = false;
    worker?.terminate();
    worker = null;
  };
  try {
    worker = makeWorker();
  } catch (err) {
    onReply({ kind: 'error', message: err instanceof Error ? err.message : String(err) });
    return { cancel: stop };
  }
  worker.onmessage = (e: MessageEvent<ReviewReply<M>>) => {
    if (!live) return;
    onReply(e.data);
    if (e.data.kind === 'done' || e.data.kind === 'error') stop();
  };
  worker.onerror = (e) => {
    e.preventDefault?.();
    if (!live) return;
    onReply({ kind: 'error', message: e.message || 'the review worker failed' });
    stop();
  };
  worker.postMessage(req);
  return { cancel: stop };
}
