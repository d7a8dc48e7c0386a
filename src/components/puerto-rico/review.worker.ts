/// <reference lib="webworker" />
/** Puerto Rico's game review, off the main thread (see core/reviewWorker.ts): the expert judges each decision from the seat's view. */
import { puertoRicoLookahead } from '../../../engine/puerto-rico/sample';
import { puertoRicoBots } from '../../../engine/puerto-rico/bots';
import { puertoRicoReview } from '../../../engine/puerto-rico/review';
import { serveReview } from '../core/reviewWorker';

serveReview(puertoRicoLookahead, puertoRicoBots.strong, puertoRicoReview);
