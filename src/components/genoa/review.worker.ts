/// <reference lib="webworker" />
/** Genoa's game review, off the main thread (see core/reviewWorker.ts): the expert judges each decision from the seat's view. */
import { genoaLookahead } from '../../../engine/genoa/sample';
import { genoaBots } from '../../../engine/genoa/bots';
import { genoaReview } from '../../../engine/genoa/review';
import { serveReview } from '../core/reviewWorker';

serveReview(genoaLookahead, genoaBots.strong, genoaReview);
