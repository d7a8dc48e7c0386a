/// <reference lib="webworker" />
/**
 * San Juan's bots, off the main thread: a request names the state, the seat and the level. Both
 * wordings of a reason go back: the table shows the public one to every seat but the bot's own.
 */
import { sanJuan } from '../../../engine/san-juan/game';
import { sanJuanBots } from '../../../engine/san-juan/bots';
import type { SanJuanState } from '../../../engine/san-juan/types';
import { answerBots, someMoves } from '../core/botWorker';

answerBots<SanJuanState, unknown>(({ state, seat, level, seed }) => {
  if (sanJuan.toAct(state)[0] !== seat) throw new Error('not this seat’s turn');
  // the bot sees only its seat's view
  return sanJuanBots[level].choose(sanJuan.view(state, seat), someMoves(sanJuan.legalMoves(state)), seed);
});
