/// <reference lib="webworker" />
/**
 * Puerto Rico's bots, off the main thread: a request names the state, the seat and the level. Both
 * wordings of a reason go back: the table shows the public one to every seat but the bot's own.
 */
import { puertoRico } from '../../../engine/puerto-rico/game';
import { puertoRicoBots } from '../../../engine/puerto-rico/bots';
import type { PuertoRicoState } from '../../../engine/puerto-rico/types';
import { answerBots, someMoves } from '../core/botWorker';

answerBots<PuertoRicoState, unknown>(({ state, seat, level, seed }) => {
  if (puertoRico.toAct(state)[0] !== seat) throw new Error('not this seat’s turn');
  // the bot sees only its seat's view
  return puertoRicoBots[level].choose(puertoRico.view(state, seat), someMoves(puertoRico.legalMoves(state)), seed);
});
