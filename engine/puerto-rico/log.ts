/** Puerto Rico's log sentences: the state keeps each line as data, worded when read (core/log-lines.ts). */
import type { Bilingual } from '../core/contract';
import { logWords, type LineOf, type Sentences } from '../core/log-lines';
import * as text from './sentences';

/** Every sentence a log line may be, by name: text.ts's sentences (a pass names its role's key). */
const LINES = {
  started: text.started,
  roundStarts: text.roundStarts,
  picked: text.picked,
  settled: text.settled,
  haciendaDraw: text.haciendaDraw,
  reshuffled: text.reshuffled,
  rowRefilled: text.rowRefilled,
  passed: (seat: number, what: keyof typeof text.PASS_WHAT): Bilingual => text.passed(seat, text.PASS_WHAT[what]!),
  privilegeColonist: text.privilegeColonist,
  declined: text.declined,
  distributed: text.distributed,
  arranged: text.arranged,
  refilled: text.refilled,
  built: text.built,
  cityFull: text.cityFull,
  produced: text.produced,
  bonusBarrel: text.bonusBarrel,
  sold: text.sold,
  houseEmptied: (): Bilingual => text.houseEmptied,
  loaded: text.loaded,
  vpOut: (): Bilingual => text.vpOut,
  stored: text.stored,
  shipsUnloaded: text.shipsUnloaded,
  prospected: text.prospected,
  roundEnds: text.roundEnds,
  gameOver: text.gameOver,
} satisfies Sentences;

/** One log line as the state keeps it: a sentence's name, then its arguments. */
export type LogLine = LineOf<typeof LINES>;

export const { lineText, logText } = logWords(LINES);
