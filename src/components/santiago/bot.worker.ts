/// <reference lib="webworker" />
/** Santiago's bots, off the main thread: a request names the state, the seat and the level. */
import { santiago } from '../../../engine/santiago/game';
import { santiagoBots } from '../../../engine/santiago/bots';
import type { SantiagoState } from '../../../engine/santiago/types';
import { answerBots, someMoves } from '../core/botWorker';

answerBots<SantiagoState, unknown>(({ state, seat, level, seed }) => santiagoBots[level].choose(santiago.view(state, seat), someMoves(santiago.legalMoves(state)), seed));
