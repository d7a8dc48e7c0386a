/// <reference lib="webworker" />
/** Santiago's bots, off the main thread (see core/botWorker.ts). */
import { santiago } from '../../../engine/santiago/game';
import { santiagoBots } from '../../../engine/santiago/bots';
import { serveBots } from '../core/botWorker';

serveBots(santiago, santiagoBots);
