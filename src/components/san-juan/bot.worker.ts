/// <reference lib="webworker" />
/** San Juan's bots, off the main thread (see core/botWorker.ts): each sees only its seat's view. */
import { sanJuan } from '../../../engine/san-juan/game';
import { sanJuanBots } from '../../../engine/san-juan/bots';
import { serveBots } from '../core/botWorker';

serveBots(sanJuan, sanJuanBots);
