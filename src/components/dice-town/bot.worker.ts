/// <reference lib="webworker" />
/** Dice Town's bots, off the main thread (see core/botWorker.ts): several seats choose at once, each among its own moves. */
import { diceTown } from '../../../engine/dice-town/game';
import { diceTownBots } from '../../../engine/dice-town/bots';
import { legalMovesFor } from '../../../engine/dice-town/moves';
import { serveBots } from '../core/botWorker';

serveBots(diceTown, diceTownBots, legalMovesFor);
