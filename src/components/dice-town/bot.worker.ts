/// <reference lib="webworker" />
/**
 * Dice Town's bots, off the main thread: a request names the state, the seat and the level. Several
 * seats may choose at once under their cups, so the seat's own legal moves are asked for
 * (`legalMovesFor`), and the bot decides from that seat's view only.
 */
import { diceTown } from '../../../engine/dice-town/game';
import { diceTownBots } from '../../../engine/dice-town/bots';
import { legalMovesFor } from '../../../engine/dice-town/moves';
import type { DiceTownState } from '../../../engine/dice-town/types';
import { answerBots, someMoves } from '../core/botWorker';

answerBots<DiceTownState, unknown>(({ state, seat, level, seed }) => {
  if (!diceTown.toAct(state).includes(seat)) throw new Error('this seat has nothing to decide');
  return diceTownBots[level].choose(diceTown.view(state, seat), someMoves(legalMovesFor(state, seat)), seed);
});
