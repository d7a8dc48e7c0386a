/**
 * How Puerto Rico's pieces look on screen: seats with a colour and a letter; each good and the
 * quarry with a pictogram (pictos.tsx) and a short label besides its colour; buildings by their kind
 * (production by the good it makes, small or large violet).
 */
import type { Bilingual } from '../../../engine/core/contract';
import { COLOURED, seatsOf, type SeatLook } from '../core/look';
import { BUILDING, type BuildingId } from '../../../engine/puerto-rico/buildings';
import { GOOD_NAMES, TILE_NAMES } from '../../../engine/puerto-rico/text';
import type { Good, TileKind } from '../../../engine/puerto-rico/types';
import type { PhaseGroup } from '../core/PhaseDiagram';

export type { SeatLook };

export const seats = seatsOf(COLOURED);
export const { seatLook, seatLabel, SeatChip } = seats;

export interface KindLook {
  /** The tile's or barrel's colour (supplementary: the pictogram and label tell the kind). */
  fill: string;
  ink: string;
  /** A short label: the good's name (the engine's), or the quarry's. */
  short: Bilingual;
}

/** Goods and the quarry, in the colours of the printed pieces. */
export const KIND_LOOK: Readonly<Record<TileKind, KindLook>> = {
  corn: { fill: '#f2c230', ink: '#1d1d1d', short: GOOD_NAMES.corn },
  indigo: { fill: '#2f4fb0', ink: '#fff', short: GOOD_NAMES.indigo },
  sugar: { fill: '#f4f4f0', ink: '#1d1d1d', short: GOOD_NAMES.sugar },
  tobacco: { fill: '#b98a5a', ink: '#1d1d1d', short: GOOD_NAMES.tobacco },
  coffee: { fill: '#4a2c20', ink: '#fff', short: GOOD_NAMES.coffee },
  quarry: { fill: '#9e9e9e', ink: '#1d1d1d', short: TILE_NAMES.quarry },
};

export const goodLook = (g: Good): KindLook => KIND_LOOK[g];

/** A building's kind as shown on its tile (the colour band is the printed one; the words say it too). */
export function buildingKind(id: BuildingId): { fill: string; ink: string; label: Bilingual } {
  const b = BUILDING[id];
  if (b.produces) return { fill: KIND_LOOK[b.produces].fill, ink: KIND_LOOK[b.produces].ink, label: { zh: '生產', en: 'production' } };
  if (b.kind === 'large') return { fill: '#4a148c', ink: '#fff', label: { zh: '大型紫色', en: 'large violet' } };
  return { fill: '#8e44ad', ink: '#fff', label: { zh: '紫色', en: 'violet' } };
}

/**
 * The phase diagram's groups: the role pick, the seven roles as alternatives (each with its turns
 * and its automatic steps), the round's end and the game's.
 */
export const PHASE_GROUPS: readonly PhaseGroup[] = [
  { keys: ['setup'], label: { zh: '準備', en: 'Setup' }, section: 'setup' },
  { keys: ['pickRole'], label: { zh: '挑一個角色', en: 'Choose a role' }, section: 'roles' },
  { keys: ['settler', 'haciendaDraw', 'settlerTurn', 'settlerEnd'], label: { zh: '拓荒者', en: 'Settler' }, section: 'settler', alt: true },
  { keys: ['mayorStart', 'mayor', 'mayorTurn', 'mayorEnd'], label: { zh: '市長', en: 'Mayor' }, section: 'mayor', alt: true },
  { keys: ['builder', 'builderTurn'], label: { zh: '建築師', en: 'Builder' }, section: 'builder', alt: true },
  { keys: ['production', 'craftsman'], label: { zh: '工匠', en: 'Craftsman' }, section: 'craftsman', alt: true },
  { keys: ['trader', 'traderTurn', 'traderEnd'], label: { zh: '商人', en: 'Trader' }, section: 'trader', alt: true },
  { keys: ['captain', 'captainTurn', 'storageStart', 'storage', 'storageTurn', 'unload'], label: { zh: '船長：裝貨、存貨、卸貨', en: 'Captain: load, store, unload' }, section: 'captain', alt: true },
  { keys: ['prospect'], label: { zh: '淘金者', en: 'Prospector' }, section: 'prospector', alt: true },
  { keys: ['phaseEnd'], label: { zh: '角色階段結束', en: 'Role phase over' }, section: 'round' },
  { keys: ['roundEnd'], label: { zh: '回合結束：總督卡傳給左手邊', en: 'Round end: the governor card passes left' }, section: 'round' },
  { keys: ['scoring'], label: { zh: '計分', en: 'Scoring' }, section: 'scoring' },
  { keys: ['gameOver'], label: { zh: '遊戲結束', en: 'Game over' }, section: 'game-end' },
];
