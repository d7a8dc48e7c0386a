/**
 * What a pick on Genoa's boards stands for, kept pure: the marks on the city in each phase (from
 * the engine's legal moves and targets, never worked out here), what a space picked means (a move,
 * a bid's target, a wish's target, a street or a building for acquisition), the acquisition draft,
 * the words of the decision each phase asks for and of each way of taking an action.
 */
import type { Bilingual } from '../../../engine/core/contract';
import { farTargets } from '../../../engine/genoa/rules';
import { SPACES, TOUCHES, isBuilding, type BuildingId, type SpaceId } from '../../../engine/genoa/map';
import { SPECIAL_NAMES, cardName } from '../../../engine/genoa/text';
import type { GenoaMove, GenoaPhase, Table } from '../../../engine/genoa/types';
import type { Mark } from './City';
import type { Target } from './offer';

export type Marks = Partial<Record<SpaceId, Mark>>;

/** The local seat's choices on the city now. */
export interface CityUi {
  phase: GenoaPhase;
  /** The engine's legal moves for the seat deciding here (empty when nobody here decides). */
  legal: readonly GenoaMove[];
  /** Start phase: the Any start space card is being played (every space may be picked). */
  anyStart?: boolean;
  /** Bidding: the targets the engine allows, the chosen one, and the far spaces for a wish. */
  targets?: readonly Target[];
  target?: SpaceId | null;
  far?: readonly SpaceId[];
  /** Acquisition: the street chosen and the buildings chosen beside it. */
  street?: SpaceId | null;
  buildings?: readonly BuildingId[];
}

/** Acquisition options of the legal list, by street. */
export function acquireChoices(legal: readonly GenoaMove[]): Map<SpaceId, BuildingId[][]> {
  const out = new Map<SpaceId, BuildingId[][]>();
  for (const m of legal) if (m.type === 'acquire') (out.get(m.street) ?? out.set(m.street, []).get(m.street)!).push(m.buildings);
  return out;
}

/** The marks on the city. */
export function cityMarks(ui: CityUi): Marks {
  const marks: Marks = {};
  switch (ui.phase) {
    case 'start':
      if (ui.anyStart) for (const m of ui.legal) if (m.type === 'anyStart') marks[m.space] = 'pick';
      break;
    case 'trader':
      for (const m of ui.legal) if (m.type === 'move') marks[m.to] = 'reach';
      break;
    case 'bidding':
      for (const f of ui.far ?? []) marks[f] = 'far';
      for (const t of ui.targets ?? []) marks[t.target] = 'reach';
      if (ui.target) marks[ui.target] = 'on';
      break;
    case 'acquisition': {
      const choices = acquireChoices(ui.legal);
      if (!ui.street) for (const st of choices.keys()) marks[st] = 'pick';
      else {
        marks[ui.street] = 'on';
        for (const opt of choices.get(ui.street) ?? []) for (const b of opt) marks[b] = ui.buildings?.includes(b) ? 'on' : 'pick';
      }
      break;
    }
  }
  return marks;
}

export type CityIntent =
  | { move: GenoaMove }
  | { target: SpaceId }
  | { wish: SpaceId }
  | { street: SpaceId | null }
  | { building: BuildingId }
  | null;

/** What picking `space` means now (null: nothing; the engine refuses what is not legal anyway). */
export function cityPick(ui: CityUi, seat: number, space: SpaceId): CityIntent {
  switch (ui.phase) {
    case 'start':
      return ui.anyStart ? { move: { type: 'anyStart', seat, space } } : null;
    case 'trader':
      return ui.legal.some((m) => m.type === 'move' && m.to === space) ? { move: { type: 'move', seat, to: space } } : null;
    case 'bidding':
      if (ui.targets?.some((t) => t.target === space)) return { target: space };
      if (ui.far?.includes(space)) return { wish: space };
      return null;
    case 'acquisition':
      if (ui.street === space) return { street: null };
      if (acquireChoices(ui.legal).has(space)) return { street: space };
      if (ui.street && isBuilding(space)) return { building: space };
      return null;
    default:
      return null;
  }
}

/** A building in or out of the acquisition draft. */
export const toggleBuilding = (list: readonly BuildingId[], b: BuildingId): BuildingId[] => (list.includes(b) ? list.filter((x) => x !== b) : [...list, b]);

/** The acquisition draft as a move (the engine checks the street, the buildings and the markers). */
export const acquireMove = (seat: number, street: SpaceId, buildings: readonly BuildingId[]): GenoaMove => ({ type: 'acquire', seat, street, buildings: [...buildings] });

/** The far spaces a wish may name (the engine's list). */
export const wishTargets = (t: Pick<Table, 'path'>): SpaceId[] => (t.path.length ? farTargets(t) : []);

/** Every space, for the Any start space card. */
export const ALL_SPACES = SPACES;

/** The buildings a street touches (the map's). */
export const touching = (street: SpaceId): BuildingId[] => TOUCHES[street] ?? [];

/** What the phase asks of the seat deciding. */
export function decision(phase: GenoaPhase, trader: boolean): Bilingual {
  switch (phase) {
    case 'start':
      return { zh: '擲骰決定起始格，或打出任意起始位置卡', en: 'roll for the start space, or play Any start space' };
    case 'bidding':
      return { zh: '向交易商人出價、提出希望，或不出價', en: 'make the trader an offer, make a wish, or pass' };
    case 'trader':
      return trader
        ? { zh: '接受一個出價、還價、自己在這裡行動、移動交易塔，或結束移動', en: 'accept an offer, counter, act here yourself, move the tower, or stop' }
        : { zh: '等交易商人決定', en: 'wait for the trader' };
    case 'counter':
      return { zh: '回覆交易商人的還價：同意或拒絕', en: 'answer the trader’s counter-offer: agree or refuse' };
    case 'action':
      return { zh: '選擇怎麼執行這個行動', en: 'choose how to take the action' };
    case 'acquisition':
      return { zh: '選一個有圓盤的街道格，在旁邊 1 或 2 棟建築放上所有人指示物，或跳過', en: 'pick a street with a disc and mark 1 or 2 buildings beside it, or pass' };
    default:
      return { zh: '遊戲結束', en: 'the game is over' };
  }
}

/** The words of one way of taking an action (a villa's privilege, a large order with its special card, a small order riding along). */
export function actLabel(m: Extract<GenoaMove, { type: 'act' }>, villa: boolean): Bilingual {
  const parts: Bilingual[] = [];
  if (m.largeOrder !== undefined) {
    const c = cardName(m.largeOrder);
    parts.push(m.special ? { zh: `交付${c.zh}，拿${SPECIAL_NAMES[m.special].zh}卡`, en: `deliver the ${c.en}, taking ${SPECIAL_NAMES[m.special].en}` } : { zh: `交付${c.zh}`, en: `deliver the ${c.en}` });
  } else if (villa) parts.push({ zh: '抽 1 張特權卡', en: 'draw a privilege' });
  else parts.push({ zh: '執行行動', en: 'take the action' });
  if (m.smallOrder !== undefined) {
    const c = cardName(m.smallOrder);
    parts.push({ zh: `同時交付${c.zh}`, en: `and deliver the ${c.en}` });
  }
  return { zh: parts.map((p) => p.zh).join('，'), en: parts.map((p) => p.en).join(' ') };
}

/**
 * Whether two moves are the same (a worked example's "your turn"): plain JSON with key order, the
 * order of a list of buildings or cards, absent and `false` flags and empty parts of a bundle ignored.
 */
export function sameMove(a: GenoaMove, b: GenoaMove): boolean {
  const norm = (m: unknown): unknown => {
    if (Array.isArray(m)) return m.every((x) => typeof x === 'number' || typeof x === 'string') ? [...m].sort() : m.map(norm);
    if (!m || typeof m !== 'object') return m;
    const out: [string, unknown][] = [];
    for (const k of Object.keys(m).sort()) {
      const v = norm((m as Record<string, unknown>)[k]);
      const empty = v === undefined || v === false || (Array.isArray(v) && v.length === 0) || (!!v && typeof v === 'object' && !Array.isArray(v) && Object.keys(v).length === 0);
      if (!empty) out.push([k, v]);
    }
    return Object.fromEntries(out);
  };
  return JSON.stringify(norm(a)) === JSON.stringify(norm(b));
}
