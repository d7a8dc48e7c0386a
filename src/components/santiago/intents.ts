/**
 * From what the reader did on the board (a plot, a segment, an intersection chosen, with the
 * tile and amount picked in the controls) to a Santiago move. Nothing here judges legality: the
 * move goes to the engine, which accepts it or refuses it with the rule. Legal targets for the
 * board are read off the engine's legal moves.
 */
import type { Bilingual } from '../../../engine/core/contract';
import { sameSegment } from '../../../engine/santiago/board';
import type { Plot, Point, SantiagoMove, SantiagoPhase, SantiagoState, Segment } from '../../../engine/santiago/types';
import type { BoardMarks } from './Board';

export type Intent = { kind: 'plot'; at: Plot } | { kind: 'segment'; segment: Segment } | { kind: 'point'; at: Point };

export interface Pending {
  /** The revealed tile picked in phase 3, if any. */
  tile: number | null;
  /** The amount typed for a bid or a bribe (null: nothing, or not a whole number, typed). */
  amount: number | null;
}

/** The amount a text field holds: a whole number of escudos, or null when it is blank or not one. */
export function parseAmount(text: string): number | null {
  const t = text.trim();
  return /^\d{1,6}$/.test(t) ? Number(t) : null;
}

/** The kinds of board place the seat to act chooses in a phase (none: the phase is played with buttons). */
export function boardKinds(phase: SantiagoPhase): Intent['kind'][] {
  switch (phase) {
    case 'placeSpring':
      return ['point'];
    case 'placePalms':
    case 'planting':
    case 'neutralTile':
      return ['plot'];
    case 'proposals':
    case 'overseerDecision':
    case 'extraIrrigation':
      return ['segment'];
    default:
      return [];
  }
}

export type IntentResult = { move: SantiagoMove } | { need: Bilingual };

/** A canal place chosen with no bribe typed. */
export const BRIBE_FIRST: Bilingual = { zh: '先輸入賄賂金額，再選水道位置。', en: 'Type the bribe first, then choose the canal place.' };

const NOT_NOW: Bilingual = {
  zh: '現在不是在圖板上行動的時候，請用下方的按鈕。',
  en: 'This is not a moment to act on the board; use the buttons below.',
};

/** The move an intent stands for, for `seat` in the state's current phase. */
export function intentToMove(state: SantiagoState, seat: number, intent: Intent, pending: Pending): IntentResult {
  switch (state.phase) {
    case 'placeSpring':
      return intent.kind === 'point' ? { move: { type: 'placeSpring', seat, at: intent.at } } : { need: NOT_NOW };
    case 'placePalms':
      return intent.kind === 'plot' ? { move: { type: 'placePalm', seat, at: intent.at } } : { need: NOT_NOW };
    case 'planting':
      if (intent.kind !== 'plot') return { need: NOT_NOW };
      if (pending.tile === null)
        return { need: { zh: '先選一片翻開的農地板塊，再點要種的空地。', en: 'Pick one of the revealed plantations first, then the plot to plant it on.' } };
      return { move: { type: 'plant', seat, tile: pending.tile, at: intent.at } };
    case 'neutralTile':
      return intent.kind === 'plot' ? { move: { type: 'placeNeutral', seat, at: intent.at } } : { need: NOT_NOW };
    case 'proposals': {
      if (intent.kind !== 'segment') return { need: NOT_NOW };
      if (pending.amount === null) return { need: BRIBE_FIRST };
      const k = state.proposals.findIndex((p) => sameSegment(p.segment, intent.segment));
      return k >= 0
        ? { move: { type: 'support', seat, proposal: k, amount: pending.amount } }
        : { move: { type: 'propose', seat, segment: intent.segment, amount: pending.amount } };
    }
    case 'overseerDecision': {
      if (intent.kind !== 'segment') return { need: NOT_NOW };
      const k = state.proposals.findIndex((p) => sameSegment(p.segment, intent.segment));
      if (k >= 0) return { move: { type: 'accept', seat, proposal: k } };
      return state.proposals.length > 0
        ? { move: { type: 'refuse', seat, segment: intent.segment } }
        : { move: { type: 'buildOwn', seat, segment: intent.segment } };
    }
    case 'extraIrrigation':
      return intent.kind === 'segment' ? { move: { type: 'extraCanal', seat, segment: intent.segment } } : { need: NOT_NOW };
    default:
      return { need: NOT_NOW };
  }
}

const plotKey = (p: Plot) => `${p.c},${p.r}`;

/** Board places where a legal move lands (for `tile` in phase 3 when one is picked). */
export function targetsOf(state: SantiagoState, legal: readonly SantiagoMove[], tile: number | null): BoardMarks {
  const plots = new Map<string, Plot>();
  const segments: Segment[] = [];
  const points: Point[] = [];
  const addSeg = (s: Segment) => {
    if (!segments.some((q) => sameSegment(q, s))) segments.push(s);
  };
  for (const m of legal) {
    switch (m.type) {
      case 'placeSpring':
        points.push(m.at);
        break;
      case 'placePalm':
      case 'placeNeutral':
        plots.set(plotKey(m.at), m.at);
        break;
      case 'plant':
        if (tile === null || m.tile === tile) plots.set(plotKey(m.at), m.at);
        break;
      case 'propose':
      case 'refuse':
      case 'buildOwn':
      case 'extraCanal':
        addSeg(m.segment);
        break;
      case 'support':
      case 'accept': {
        const p = state.proposals[m.proposal];
        if (p) addSeg(p.segment);
        break;
      }
      default:
        break;
    }
  }
  return { plots: [...plots.values()], segments, points };
}

/** The button-only moves available now (no board place needed). */
export function buttonMoves(legal: readonly SantiagoMove[]): SantiagoMove[] {
  return legal.filter((m) => m.type === 'pass' || m.type === 'passBribe' || m.type === 'buildNothing' || m.type === 'declineExtra');
}

/** Tiles that some legal plant move uses. */
export function plantableTiles(legal: readonly SantiagoMove[]): Set<number> {
  const out = new Set<number>();
  for (const m of legal) if (m.type === 'plant') out.add(m.tile);
  return out;
}

/** Whether two moves are the same (plain JSON, key order ignored). */
export function sameMove(a: SantiagoMove, b: SantiagoMove): boolean {
  const norm = (m: unknown): unknown =>
    m && typeof m === 'object' && !Array.isArray(m)
      ? Object.fromEntries(Object.keys(m).sort().map((k) => [k, norm((m as Record<string, unknown>)[k])]))
      : m;
  return JSON.stringify(norm(a)) === JSON.stringify(norm(b));
}
