/** San Juan's log sentences: the state keeps each line as data, worded when read (core/log-lines.ts). */
import type { Bilingual } from '../core/contract';
import { logWords, type LineOf, type Sentences } from '../core/log-lines';
import { START_HAND } from './rules';
import * as text from './text';

/** Every sentence a log line may be, by name: text.ts's sentences (a pass names its phase's key). */
const LINES = {
  started: (players: number, startingHands: boolean): Bilingual => text.started(players, startingHands, START_HAND),
  governorTile: text.governorTile,
  loaded: text.loaded,
  reshuffled: text.reshuffled,
  roundStarts: text.roundStarts,
  tucked: text.tucked,
  discardedToLimit: text.discardedToLimit,
  keptStartHand: text.keptStartHand,
  picked: text.picked,
  governorPasses: text.governorPasses,
  built: (seat: number, card: number, over: number | null, cost: number, goods: number): Bilingual => text.built(seat, card, over ?? undefined, cost, goods),
  bonusDraw: text.bonusDraw,
  produced: text.produced,
  priceRevealed: text.priceRevealed,
  sold: text.sold,
  councillorDrew: text.councillorDrew,
  councillorKept: text.councillorKept,
  archiveDone: text.archiveDone,
  prospected: text.prospected,
  goldMine: text.goldMine,
  goldKept: text.goldKept,
  passed: (seat: number, what: keyof typeof text.PASS_WHAT): Bilingual => text.passed(seat, text.PASS_WHAT[what]!),
  cardsFrozen: (): Bilingual => text.cardsFrozen,
  gameEnds: text.gameEnds,
  gameOver: text.gameOver,
} satisfies Sentences;

/** One log line as the state keeps it: a sentence's name, then its arguments. */
export type LogLine = LineOf<typeof LINES>;

export const { lineText, logText } = logWords(LINES);
