/**
 * What a pick on Genoa's city stands for while a seat decides, kept pure: the marks on the city in
 * each phase (from the engine's legal moves and targets, never worked out here), what a space picked
 * means (a move, a bid's target, a wish's target, a street or a building for acquisition), the
 * acquisition draft, and the words of each way of taking an action. Loaded with the seat's controls
 * (Controls.tsx), so a board only watched never ships it.
 */
import type { Bilingual } from '../../../engine/core/contract';
import { spaced } from '../../../engine/core/text';
import { isBuilding, type BuildingId, type SpaceId } from '../../../engine/genoa/map';
import { SPECIAL_NAMES, aSpecial, cardName } from '../../../engine/genoa/text';
import type { GenoaMove, GenoaPhase } from '../../../engine/genoa/types';
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

/** The words of one way of taking an action (a villa's privilege, a large order with its special card, a small order riding along). */
export function actLabel(m: Extract<GenoaMove, { type: 'act' }>, villa: boolean): Bilingual {
  const parts: Bilingual[] = [];
  if (m.largeOrder !== undefined) {
    const c = cardName(m.largeOrder);
    parts.push(m.special ? { zh: spaced(`交付${c.zh}，拿${SPECIAL_NAMES[m.special].zh}卡`), en: `deliver the ${c.en}, taking ${aSpecial(m.special)} card` } : { zh: spaced(`交付${c.zh}`), en: `deliver the ${c.en}` });
  } else if (villa) parts.push({ zh: '抽 1 張特權卡', en: 'draw a privilege' });
  else parts.push({ zh: '執行行動', en: 'take the action' });
  if (m.smallOrder !== undefined) {
    const c = cardName(m.smallOrder);
    parts.push({ zh: spaced(`同時交付${c.zh}`), en: `and deliver the ${c.en}` });
  }
  return { zh: parts.map((p) => p.zh).join('，'), en: parts.map((p) => p.en).join(' ') };
}

