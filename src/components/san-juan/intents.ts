/**
 * From what the reader chose on the tableau (a hand card, a building, a drawn card, a role, the
 * confirm or pass button, with what is already selected) to a San Juan move. Nothing here judges
 * legality: the move goes to the engine, which accepts it or refuses it with the rule.
 */
import type { Bilingual } from '../../../engine/core/contract';
import type { Role, SanJuanMove, SanJuanPhase } from '../../../engine/san-juan/types';

export interface Selection {
  /** Builder: the hand card to build. */
  card: number | null;
  /** Builder with a crane: the own building to build over. */
  over: number | null;
  /** Builder with a black market: buildings whose goods pay. */
  goods: number[];
  /** Producer / trader: the buildings chosen. */
  buildings: number[];
  /** Councillor: the drawn cards to keep. */
  drawn: number[];
  /** Two players: whether the library doubles the privilege of the role picked. */
  library: boolean;
}

export const EMPTY: Selection = { card: null, over: null, goods: [], buildings: [], drawn: [], library: true };

export type Intent =
  | { kind: 'hand'; card: number }
  | { kind: 'building'; card: number }
  | { kind: 'over'; card: number | null }
  | { kind: 'good'; card: number }
  | { kind: 'drawn'; card: number }
  | { kind: 'role'; role: Role }
  | { kind: 'library'; on: boolean }
  | { kind: 'confirm' }
  | { kind: 'pass' };

export type IntentResult = { move: SanJuanMove } | { select: Selection } | { need: Bilingual };

const toggle = (list: readonly number[], x: number): number[] => (list.includes(x) ? list.filter((y) => y !== x) : [...list, x]);

const NOT_NOW: Bilingual = { zh: '現在不能這樣做。', en: 'That is not something to do now.' };

/** The move (or the new selection) an intent stands for, for `seat` in `phase`. */
export function intentToMove(phase: SanJuanPhase, seat: number, intent: Intent, sel: Selection, libraryChoice = false): IntentResult {
  if (intent.kind === 'pass') return { move: { type: 'pass', seat } };
  switch (phase) {
    case 'startHand':
    case 'handLimit':
    case 'archive':
      return intent.kind === 'hand' ? { move: { type: 'discard', seat, card: intent.card } } : { need: NOT_NOW };
    case 'chapel':
      return intent.kind === 'hand' ? { move: { type: 'tuck', seat, card: intent.card } } : { need: NOT_NOW };
    case 'payment':
      return intent.kind === 'hand' ? { move: { type: 'pay', seat, card: intent.card } } : { need: NOT_NOW };
    case 'pickRole':
      if (intent.kind === 'library') return { select: { ...sel, library: intent.on } };
      if (intent.kind !== 'role') return { need: NOT_NOW };
      return { move: libraryChoice ? { type: 'pickRole', seat, role: intent.role, library: sel.library } : { type: 'pickRole', seat, role: intent.role } };
    case 'builder':
      switch (intent.kind) {
        case 'hand':
          return { select: { ...sel, card: sel.card === intent.card ? null : intent.card, over: null, goods: [] } };
        case 'over':
          return { select: { ...sel, over: intent.card } };
        case 'good':
          return { select: { ...sel, goods: toggle(sel.goods, intent.card) } };
        case 'confirm': {
          if (sel.card === null) return { need: { zh: '先從手牌選一張要蓋的建築。', en: 'First choose the building to build from your hand.' } };
          const move: SanJuanMove = { type: 'build', seat, card: sel.card };
          if (sel.over !== null) move.over = sel.over;
          if (sel.goods.length > 0) move.goods = sel.goods.slice();
          return { move };
        }
        default:
          return { need: NOT_NOW };
      }
    case 'producer':
    case 'trader':
      if (intent.kind === 'building') return { select: { ...sel, buildings: toggle(sel.buildings, intent.card) } };
      if (intent.kind !== 'confirm') return { need: NOT_NOW };
      if (sel.buildings.length === 0)
        return {
          need:
            phase === 'producer'
              ? { zh: '先選要生產的建築，或按「放棄」。', en: 'First choose the buildings to produce on, or pass.' }
              : { zh: '先選要賣的貨品，或按「放棄」。', en: 'First choose the goods to sell, or pass.' },
        };
      return { move: { type: phase === 'producer' ? 'produce' : 'sell', seat, buildings: sel.buildings.slice() } };
    case 'councillor':
      if (intent.kind === 'drawn') return { select: { ...sel, drawn: toggle(sel.drawn, intent.card) } };
      if (intent.kind !== 'confirm') return { need: NOT_NOW };
      return { move: { type: 'keep', seat, cards: sel.drawn.slice() } };
    case 'goldMine':
      return intent.kind === 'drawn' ? { move: { type: 'keep', seat, cards: [intent.card] } } : { need: NOT_NOW };
    default:
      return { need: NOT_NOW };
  }
}

/** Hand cards some legal move of the seat uses now. */
export function usableHand(legal: readonly SanJuanMove[]): Set<number> {
  const out = new Set<number>();
  for (const m of legal) if (m.type === 'build' || m.type === 'pay' || m.type === 'discard' || m.type === 'tuck') out.add(m.card);
  return out;
}

/** Own buildings some legal produce or sell move uses. */
export function usableBuildings(legal: readonly SanJuanMove[]): Set<number> {
  const out = new Set<number>();
  for (const m of legal) if (m.type === 'produce' || m.type === 'sell') for (const b of m.buildings) out.add(b);
  return out;
}

/** For the hand card picked to build: the crane targets and black-market goods legal with it. */
export function buildOptions(legal: readonly SanJuanMove[], card: number): { over: number[]; goods: number[] } {
  const over = new Set<number>();
  const goods = new Set<number>();
  for (const m of legal) {
    if (m.type !== 'build' || m.card !== card) continue;
    if (m.over !== undefined) over.add(m.over);
    for (const g of m.goods ?? []) goods.add(g);
  }
  return { over: [...over], goods: [...goods] };
}

/** Whether two moves are the same (plain JSON, key order and buildings order ignored). */
export function sameMove(a: SanJuanMove, b: SanJuanMove): boolean {
  const norm = (m: unknown): unknown => {
    if (Array.isArray(m)) return m.every((x) => typeof x === 'number') ? [...m].sort((x, y) => x - y) : m.map(norm);
    return m && typeof m === 'object'
      ? Object.fromEntries(Object.keys(m).sort().map((k) => [k, norm((m as Record<string, unknown>)[k])]))
      : m;
  };
  return JSON.stringify(norm(a)) === JSON.stringify(norm(b));
}
