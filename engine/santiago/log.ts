/**
 * Santiago's log sentences: the state keeps each line as data, worded when read (core/log-lines.ts).
 * A move's line is also how the move is described (`describeMove`), so the two never differ; what
 * its words need from the state before the move (the tile planted, the canal a proposal lies on) is
 * among the line's arguments.
 */
import type { Bilingual } from '../core/contract';
import { logWords, type LineOf, type Sentences } from '../core/log-lines';
import { sameSegment } from './board';
import * as text from './text';
import type { SantiagoMove, SantiagoState } from './types';

/** Every sentence a log line may be, by name: text.ts's sentences. */
const LINES = {
  started: text.started,
  tileRemoved: text.tileRemoved,
  overseerTaken: text.overseerTaken,
  springAt: text.springAt,
  loadedAt: text.loadedAt,
  palmsAtRandom: text.palmsAtRandom,
  revealed: text.revealed,
  newOverseer: text.newOverseer,
  bidsPaid: text.bidsPaid,
  noCanalLeft: text.noCanalLeft,
  bribesTaken: text.bribesTaken,
  refusalPaid: text.refusalPaid,
  drought: text.drought,
  income: text.income,
  finalDrying: text.finalDrying,
  gameOver: text.gameOver,
  springPlaced: text.springPlaced,
  palmPlaced: text.palmPlaced,
  bid: text.bid,
  passed: text.passed,
  planted: text.planted,
  neutralLaid: text.neutralLaid,
  proposed: text.proposed,
  supported: text.supported,
  passedBribe: text.passedBribe,
  accepted: text.accepted,
  refused: text.refused,
  builtOwn: text.builtOwn,
  builtNothing: text.builtNothing,
  extraCanal: text.extraCanal,
  keptExtra: text.keptExtra,
} satisfies Sentences;

/** One log line as the state keeps it: a sentence's name, then its arguments. */
export type LogLine = LineOf<typeof LINES>;

export const { lineText, logText } = logWords(LINES);

/** The line a move writes, read in the state before it is played (null for a move of no known type). */
export function moveLine(s: SantiagoState, m: SantiagoMove): LogLine | null {
  switch (m.type) {
    case 'placeSpring':
      return ['springPlaced', m.seat, m.at];
    case 'placePalm':
      return ['palmPlaced', m.seat, m.at];
    case 'bid':
      return ['bid', m.seat, m.amount];
    case 'pass':
      return ['passed', m.seat];
    case 'plant':
      return ['planted', m.seat, s.revealed.find((t) => t.id === m.tile) ?? m.tile, m.at];
    case 'placeNeutral':
      return ['neutralLaid', m.seat, s.revealed[0] ?? null, m.at];
    case 'propose':
      // a proposal on a canal already proposed supports it
      return s.proposals.some((p) => sameSegment(p.segment, m.segment))
        ? ['supported', m.seat, m.segment, m.amount]
        : ['proposed', m.seat, m.segment, m.amount];
    case 'support':
      return ['supported', m.seat, s.proposals[m.proposal]?.segment ?? m.proposal, m.amount];
    case 'passBribe':
      return ['passedBribe', m.seat];
    case 'accept':
      return ['accepted', m.seat, s.proposals[m.proposal]?.segment ?? m.proposal];
    case 'refuse':
      return ['refused', m.seat, m.segment];
    case 'buildOwn':
      return ['builtOwn', m.seat, m.segment];
    case 'buildNothing':
      return ['builtNothing', m.seat];
    case 'extraCanal':
      return ['extraCanal', m.seat, m.segment];
    case 'declineExtra':
      return ['keptExtra', m.seat];
    default:
      return null;
  }
}

/** A move in words, read in the state before it is played: the words of the line it writes (not yet spaced). */
export function describeMove(s: SantiagoState, m: SantiagoMove): Bilingual {
  const line = moveLine(s, m);
  if (line === null) return text.unknownMove;
  const [name, ...args] = line;
  return (LINES[name] as (...a: unknown[]) => Bilingual)(...args);
}
