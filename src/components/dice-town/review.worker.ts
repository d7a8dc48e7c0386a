/// <reference lib="webworker" />
/** Dice Town's game review, off the main thread (see core/reviewWorker.ts): the expert judges each decision from the seat's view. */
import { diceTownLookahead } from '../../../engine/dice-town/sample';
import { diceTownBots } from '../../../engine/dice-town/bots';
import { diceTownReview } from '../../../engine/dice-town/review';
import { serveReview } from '../core/reviewWorker';

serveReview(diceTownLookahead, diceTownBots.strong, diceTownReview);
