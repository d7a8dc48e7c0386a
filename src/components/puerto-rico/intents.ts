/**
 * From what the reader chose on the boards (a role card, a plantation, a building, a good, a ship,
 * a colonist circle, the confirm or pass button, with what is already chosen) to a Puerto Rico move.
 * The mayor's arrangement and the storage choice are drafts kept here until the reader confirms
 * them. Nothing here judges legality: the move goes to the engine, which accepts it or refuses it
 * with the rule. What the legal moves list (ships for a good, goods to keep) only marks choices.
 */
import type { Bilingual } from '../../../engine/core/contract';
import { BUILDING, type BuildingId } from '../../../engine/puerto-rico/buildings';
import type { Good, PuertoRicoMove, PuertoRicoPhase, Role, SeatView, ShipTarget } from '../../../engine/puerto-rico/types';

/** A mayor arrangement being made: colonists per island tile and per building (the rest wait in San Juan). */
export interface MayorDraft {
  island: number[];
  city: number[];
}

export interface StoreDraft {
  single: Good | null;
  warehouse: Good[];
}

export interface Selection {
  /** Captain: the kind chosen to load, before the ship. */
  good: Good | null;
  /** Mayor: the arrangement so far (null: as the seat's board stands). */
  draft: MayorDraft | null;
  /** Mayor: the picker declines the privilege colonist. */
  decline: boolean;
  /** Storage: what is kept. */
  store: StoreDraft;
}

export const EMPTY: Selection = { good: null, draft: null, decline: false, store: { single: null, warehouse: [] } };

/** A colonist circle: an island tile's (one each) or one of a building's. */
export interface CircleRef {
  area: 'island' | 'city';
  /** The tile or building, in the seat's order. */
  index: number;
  /** The circle on it (0 for a tile). */
  circle: number;
}

export type Intent =
  | { kind: 'role'; role: Role }
  | { kind: 'tile'; tile: number | 'quarry' }
  | { kind: 'hacienda' }
  | { kind: 'building'; id: BuildingId }
  | { kind: 'good'; good: Good }
  | { kind: 'ship'; ship: ShipTarget }
  | { kind: 'circle'; at: CircleRef }
  /** Mayor: every colonist back to San Juan, or the board as it stood. */
  | { kind: 'clear' }
  | { kind: 'reset' }
  | { kind: 'decline'; on: boolean }
  | { kind: 'keepOne'; good: Good | null }
  | { kind: 'keepAll'; good: Good }
  | { kind: 'confirm' }
  | { kind: 'pass' };

export type IntentResult = { move: PuertoRicoMove } | { select: Selection } | { need: Bilingual };

const NOT_NOW: Bilingual = { zh: '現在不能這樣做。', en: 'That is not something to do now.' };

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

// ---- the mayor's draft ----

/** The seat's board as it stands, as a draft. */
export const draftOf = (seat: Pick<SeatView, 'island' | 'city'>): MayorDraft => ({
  island: seat.island.map((t) => t.colonists),
  city: seat.city.map((b) => b.colonists),
});

/** Every colonist the seat has to arrange: on its board and waiting in San Juan. */
export const colonistsOf = (seat: Pick<SeatView, 'island' | 'city' | 'sanJuan'>): number =>
  sum(seat.island.map((t) => t.colonists)) + sum(seat.city.map((b) => b.colonists)) + seat.sanJuan;

/** Colonists placed in a draft. */
export const placed = (d: MayorDraft): number => sum(d.island) + sum(d.city);

/**
 * Colonists the draft leaves in San Juan: all the seat has, less one when the picker declines the
 * privilege colonist (it goes back to the supply), less those placed.
 */
export const leftOf = (seat: Pick<SeatView, 'island' | 'city' | 'sanJuan'>, d: MayorDraft, decline = false): number =>
  colonistsOf(seat) - (decline ? 1 : 0) - placed(d);

/** A circle's number of places: 1 on a tile, the building's circles in the city. */
const capacity = (seat: Pick<SeatView, 'city'>, at: CircleRef): number => (at.area === 'island' ? 1 : BUILDING[seat.city[at.index]!.id].circles);

/** Whether the circle holds a colonist in the draft (a building's circles fill from the first). */
export const filled = (d: MayorDraft, at: CircleRef): boolean => (at.area === 'island' ? d.island[at.index]! : d.city[at.index]!) > at.circle;

/**
 * A circle chosen in the draft: a colonist there goes back to San Juan; an empty circle takes one
 * from San Juan, if one is left there.
 */
export function toggleCircle(seat: Pick<SeatView, 'island' | 'city' | 'sanJuan'>, d: MayorDraft, at: CircleRef, decline = false): MayorDraft | { need: Bilingual } {
  const list = at.area === 'island' ? d.island : d.city;
  const n = list[at.index];
  if (n === undefined || at.circle < 0 || at.circle >= capacity(seat, at)) return { need: NOT_NOW };
  const next = list.slice();
  if (n > at.circle) next[at.index] = n - 1;
  else {
    if (leftOf(seat, d, decline) <= 0)
      return { need: { zh: '中轉區已經沒有等著的移民了：先從別的圓圈收回一個。', en: 'No colonist is left waiting in San Juan: take one back from another circle first.' } };
    next[at.index] = n + 1;
  }
  return at.area === 'island' ? { ...d, island: next } : { ...d, city: next };
}

/** The arrange move for a draft. */
export function arrangeMove(seat: number, d: MayorDraft, decline: boolean): PuertoRicoMove {
  const m: PuertoRicoMove = { type: 'arrange', seat, island: d.island.slice(), city: d.city.slice() };
  if (decline) m.declinePrivilege = true;
  return m;
}

// ---- what the legal moves offer ----

/** The ships (and the wharf) a legal load of `good` uses. */
export function shipsFor(legal: readonly PuertoRicoMove[], good: Good): ShipTarget[] {
  const out: ShipTarget[] = [];
  for (const m of legal) if (m.type === 'load' && m.good === good && !out.includes(m.ship)) out.push(m.ship);
  return out;
}

/** Goods some legal move of this type uses (sell, bonus, load). */
export function goodsFor(legal: readonly PuertoRicoMove[], type: 'sell' | 'bonus' | 'load'): Set<Good> {
  const out = new Set<Good>();
  for (const m of legal) if (m.type === type) out.add(m.good);
  return out;
}

/** Buildings a legal build names. */
export function buildable(legal: readonly PuertoRicoMove[]): Set<BuildingId> {
  const out = new Set<BuildingId>();
  for (const m of legal) if (m.type === 'build') out.add(m.building);
  return out;
}

/** Plantations (row indices) and the quarry a legal settle takes. */
export function settleable(legal: readonly PuertoRicoMove[]): Set<number | 'quarry'> {
  const out = new Set<number | 'quarry'>();
  for (const m of legal) if (m.type === 'settle') out.add(m.tile);
  return out;
}

/** Storage: the kinds a legal store keeps one of, the kinds warehouses may keep, and how many kinds at most. */
export function storeOptions(legal: readonly PuertoRicoMove[]): { single: Good[]; warehouse: Good[]; kinds: number } {
  const single = new Set<Good>();
  const warehouse = new Set<Good>();
  let kinds = 0;
  for (const m of legal) {
    if (m.type !== 'store') continue;
    if (m.single) single.add(m.single);
    for (const g of m.warehouse) warehouse.add(g);
    kinds = Math.max(kinds, m.warehouse.length);
  }
  return { single: [...single], warehouse: [...warehouse], kinds };
}

export const canDecline = (legal: readonly PuertoRicoMove[]): boolean => legal.some((m) => m.type === 'arrange' && m.declinePrivilege === true);
export const canPass = (legal: readonly PuertoRicoMove[]): boolean => legal.some((m) => m.type === 'pass');
export const canHacienda = (legal: readonly PuertoRicoMove[]): boolean => legal.some((m) => m.type === 'hacienda');

// ---- intents ----

/**
 * The move (or the new selection) an intent stands for, for `seat` in `phase`. `board` is the
 * seat's own board (the mayor's draft starts from it).
 */
export function intentToMove(phase: PuertoRicoPhase, seat: number, intent: Intent, sel: Selection, board?: Pick<SeatView, 'island' | 'city' | 'sanJuan'>): IntentResult {
  if (intent.kind === 'pass') return { move: { type: 'pass', seat } };
  switch (phase) {
    case 'pickRole':
      return intent.kind === 'role' ? { move: { type: 'pickRole', seat, role: intent.role } } : { need: NOT_NOW };
    case 'settler':
      if (intent.kind === 'tile') return { move: { type: 'settle', seat, tile: intent.tile } };
      if (intent.kind === 'hacienda') return { move: { type: 'hacienda', seat } };
      return { need: NOT_NOW };
    case 'builder':
      return intent.kind === 'building' ? { move: { type: 'build', seat, building: intent.id } } : { need: NOT_NOW };
    case 'craftsman':
      return intent.kind === 'good' ? { move: { type: 'bonus', seat, good: intent.good } } : { need: NOT_NOW };
    case 'trader':
      return intent.kind === 'good' ? { move: { type: 'sell', seat, good: intent.good } } : { need: NOT_NOW };
    case 'captain':
      if (intent.kind === 'good') return { select: { ...sel, good: sel.good === intent.good ? null : intent.good } };
      if (intent.kind === 'ship') {
        if (sel.good === null) return { need: { zh: '先選要裝船的貨物種類。', en: 'First choose the kind of goods to load.' } };
        return { move: { type: 'load', seat, good: sel.good, ship: intent.ship } };
      }
      return { need: NOT_NOW };
    case 'mayor': {
      if (!board) return { need: NOT_NOW };
      const d = sel.draft ?? draftOf(board);
      switch (intent.kind) {
        case 'circle': {
          const r = toggleCircle(board, d, intent.at, sel.decline);
          return 'need' in r ? r : { select: { ...sel, draft: r } };
        }
        case 'clear':
          return { select: { ...sel, draft: { island: d.island.map(() => 0), city: d.city.map(() => 0) } } };
        case 'reset':
          return { select: { ...sel, draft: null, decline: false } };
        case 'decline': {
          if (intent.on && leftOf(board, d, true) < 0)
            return { need: { zh: '先收回一個移民，才能把特權的移民還回去。', en: 'Take one colonist back first: then the privilege colonist can go back.' } };
          return { select: { ...sel, decline: intent.on } };
        }
        case 'confirm':
          return { move: arrangeMove(seat, d, sel.decline) };
        default:
          return { need: NOT_NOW };
      }
    }
    case 'storage':
      switch (intent.kind) {
        case 'keepOne':
          return { select: { ...sel, store: { ...sel.store, single: sel.store.single === intent.good ? null : intent.good } } };
        case 'keepAll': {
          const w = sel.store.warehouse;
          return { select: { ...sel, store: { ...sel.store, warehouse: w.includes(intent.good) ? w.filter((g) => g !== intent.good) : [...w, intent.good] } } };
        }
        case 'confirm':
          return { move: { type: 'store', seat, single: sel.store.single, warehouse: sel.store.warehouse.slice() } };
        default:
          return { need: NOT_NOW };
      }
    default:
      return { need: NOT_NOW };
  }
}

/** Whether two moves are the same (plain JSON, key order ignored; an absent `declinePrivilege` is false; warehouse kinds in any order). */
export function sameMove(a: PuertoRicoMove, b: PuertoRicoMove): boolean {
  const norm = (m: PuertoRicoMove): string => {
    const o: Record<string, unknown> = { ...m };
    if (o.declinePrivilege === false) delete o.declinePrivilege;
    if (Array.isArray(o.warehouse)) o.warehouse = [...(o.warehouse as string[])].sort();
    return JSON.stringify(Object.keys(o).sort().map((k) => [k, o[k]]));
  };
  return norm(a) === norm(b);
}
