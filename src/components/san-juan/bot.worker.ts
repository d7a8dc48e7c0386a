/// <reference lib="webworker" />
/** San Juan's bots, off the main thread: a request names the state, the seat and the level. */
import { sanJuan } from '../../../engine/san-juan/game';
import { sanJuanBots } from '../../../engine/san-juan/bots';
import type { BotLevel } from '../../../engine/core/bot';
import type { SanJuanState } from '../../../engine/san-juan/types';

interface Req {
  id: number;
  state: SanJuanState;
  seat: number;
  level: BotLevel;
  seed: number;
}

self.onmessage = (e: MessageEvent<Req>) => {
  const { id, state, seat, level, seed } = e.data;
  try {
    if (sanJuan.toAct(state)[0] !== seat) throw new Error('not this seat’s turn');
    const legal = sanJuan.legalMoves(state);
    if (legal.length === 0) throw new Error('no legal move');
    // the bot sees only its seat's view
    const choice = sanJuanBots[level].choose(sanJuan.view(state, seat), legal, seed);
    // both wordings go back: the table shows the public one to every seat but the bot's own
    self.postMessage({ id, move: choice.move, reason: choice.reason, publicReason: choice.publicReason });
  } catch (err) {
    self.postMessage({ id, error: err instanceof Error ? err.message : String(err) });
  }
};
