/// <reference lib="webworker" />
/** San Juan's game review, off the main thread (see core/reviewWorker.ts): the expert judges each decision from the seat's view. */
import { sanJuanLookahead } from '../../../engine/san-juan/sample';
import { sanJuanBots } from '../../../engine/san-juan/bots';
import { sanJuanReview } from '../../../engine/san-juan/review';
import { serveReview } from '../core/reviewWorker';

serveReview(sanJuanLookahead, sanJuanBots.strong, sanJuanReview);
