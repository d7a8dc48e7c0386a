/// <reference lib="webworker" />
/** Genoa's bots, off the main thread (see core/botWorker.ts): each sees only its seat's view. */
import { genoa } from '../../../engine/genoa/game';
import { genoaBots } from '../../../engine/genoa/bots';
import { serveBots } from '../core/botWorker';

serveBots(genoa, genoaBots);
