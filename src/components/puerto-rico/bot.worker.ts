/// <reference lib="webworker" />
/** Puerto Rico's bots, off the main thread (see core/botWorker.ts): each sees only its seat's view. */
import { puertoRico } from '../../../engine/puerto-rico/game';
import { puertoRicoBots } from '../../../engine/puerto-rico/bots';
import { serveBots } from '../core/botWorker';

serveBots(puertoRico, puertoRicoBots);
