/// <reference lib="webworker" />
/** Santiago's game review, off the main thread (see core/reviewWorker.ts): the expert judges each decision from the seat's view. */
import { santiago } from '../../../engine/santiago/game';
import { santiagoBots } from '../../../engine/santiago/bots';
import { santiagoReview } from '../../../engine/santiago/review';
import { serveReview } from '../core/reviewWorker';

serveReview(santiago, santiagoBots.strong, santiagoReview);
