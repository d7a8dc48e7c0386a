/// <reference lib="webworker" />
/**
 * Genoa's bots, off the main thread: a request names the state, the seat and the level. The bot
 * sees only its seat's view; both wordings of a reason go back (the table shows the public one to
 * every seat but the bot's own).
 */
import { genoa } from '../../../engine/genoa/game';
import { genoaBots } from '../../../engine/genoa/bots';
import type { GenoaState } from '../../../engine/genoa/types';
import { answerBots, someMoves } from '../core/botWorker';

answerBots<GenoaState, unknown>(({ state, seat, level, seed }) => {
  if (genoa.toAct(state)[0] !== seat) throw new Error('not this seat’s turn');
  return genoaBots[level].choose(genoa.view(state, seat), someMoves(genoa.legalMoves(state)), seed);
});
