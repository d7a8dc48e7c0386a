/// <reference lib="webworker" />
/** Santiago's bots, off the main thread: a request names the state, the seat and the level. */
import { santiago } from '../../../engine/santiago/game';
import { santiagoBots } from '../../../engine/santiago/bots';
import type { BotLevel } from '../../../engine/core/bot';
import type { SantiagoState } from '../../../engine/santiago/types';

interface Req {
  id: number;
  state: SantiagoState;
  seat: number;
  level: BotLevel;
  seed: number;
}

self.onmessage = (e: MessageEvent<Req>) => {
  const { id, state, seat, level, seed } = e.data;
  try {
    const legal = santiago.legalMoves(state);
    if (legal.length === 0) throw new Error('no legal move');
    const choice = santiagoBots[level].choose(santiago.view(state, seat), legal, seed);
    self.postMessage({ id, move: choice.move, reason: choice.reason });
  } catch (err) {
    self.postMessage({ id, error: err instanceof Error ? err.message : String(err) });
  }
};
