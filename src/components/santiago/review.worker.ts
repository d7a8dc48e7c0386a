/// <reference lib="webworker" />
/** Santiago's game review, off the main thread (see core/reviewWorker.ts): the expert judges each decision from the seat's view. */
import { santiagoLookahead } from '../../../engine/santiago/sample';
import { santiagoBots } from '../../../engine/santiago/bots';
import { santiagoReview } from '../../../engine/santiago/review';
import { serveReview } from '../core/reviewWorker';

serveReview(santiagoLookahead, santiagoBots.strong, santiagoReview);
