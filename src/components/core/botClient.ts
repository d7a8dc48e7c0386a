/**
 * Talks to a game's bot worker: one request at a time per call, answered by id, so the page never
 * freezes while a bot thinks. The worker is created lazily by the game's own module (the worker
 * URL must be written beside it for the bundler).
 */
import type { BotChoice, BotLevel } from '../../../engine/core/bot';

export interface BotRequest<S> {
  state: S;
  seat: number;
  level: BotLevel;
  seed: number;
}

/** A worker's answer: the bot's choice (its reason and, if any, its public reason), or what failed. */
export type BotReply<M> = ({ id: number } & BotChoice<M>) | { id: number; error: string };

export interface BotClient<S, M> {
  ask(req: BotRequest<S>): Promise<BotChoice<M>>;
  dispose(): void;
}

export function botClient<S, M>(makeWorker: () => Worker): BotClient<S, M> {
  let worker: Worker | null = null;
  let next = 1;
  const waiting = new Map<number, { resolve: (v: BotChoice<M>) => void; reject: (e: Error) => void }>();
  const start = () => {
    if (worker) return worker;
    worker = makeWorker();
    worker.onmessage = (e: MessageEvent<BotReply<M>>) => {
      const w = waiting.get(e.data.id);
      if (!w) return;
      waiting.delete(e.data.id);
      if ('error' in e.data) w.reject(new Error(e.data.error));
      else w.resolve({ move: e.data.move, reason: e.data.reason, publicReason: e.data.publicReason });
    };
    worker.onerror = (e) => {
      for (const w of waiting.values()) w.reject(new Error(e.message || 'bot worker failed'));
      waiting.clear();
    };
    return worker;
  };
  return {
    ask(req) {
      const id = next++;
      return new Promise((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        start().postMessage({ id, ...req });
      });
    },
    dispose() {
      worker?.terminate();
      worker = null;
      waiting.clear();
    },
  };
}

/** A repeatable seed for a bot's tie-breaks at a given point of a game. */
export function botSeed(gameSeed: number | string, ply: number): number {
  const text = `${gameSeed}:${ply}`;
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}
