/// <reference lib="webworker" />
/**
 * Dice Town's bots, off the main thread: a request names the state, the seat and the level. Several
 * seats may choose at once under their cups, so the seat's own legal moves are asked for
 * (`legalMovesFor`), and the bot decides from that seat's view only.
 */
import { diceTown } from '../../../engine/dice-town/game';
import { diceTownBots } from '../../../engine/dice-town/bots';
import { legalMovesFor } from '../../../engine/dice-town/moves';
import type { BotLevel } from '../../../engine/core/bot';
import type { DiceTownState } from '../../../engine/dice-town/types';

interface Req {
  id: number;
  state: DiceTownState;
  seat: number;
  level: BotLevel;
  seed: number;
}

self.onmessage = (e: MessageEvent<Req>) => {
  const { id, state, seat, level, seed } = e.data;
  try {
    if (!diceTown.toAct(state).includes(seat)) throw new Error('this seat has nothing to decide');
    const legal = legalMovesFor(state, seat);
    if (legal.length === 0) throw new Error('no legal move');
    const choice = diceTownBots[level].choose(diceTown.view(state, seat), legal, seed);
    self.postMessage({ id, move: choice.move, reason: choice.reason });
  } catch (err) {
    self.postMessage({ id, error: err instanceof Error ? err.message : String(err) });
  }
};
