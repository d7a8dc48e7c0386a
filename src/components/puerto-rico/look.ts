/**
 * How Puerto Rico's pieces look on screen: seats with a colour and a letter; each good and the
 * quarry with a pictogram (pictos.tsx) and a short label besides its colour; buildings by their kind
 * (production by the good it makes, small or large violet).
 */
import type { Bilingual } from '../../../engine/core/contract';
import { labelOf, lookIn, type SeatLook } from '../core/look';
import { BUILDING, type BuildingId } from '../../../engine/puerto-rico/buildings';
import type { Good, TileKind } from '../../../engine/puerto-rico/types';

export type { SeatLook };

export const SEATS: readonly SeatLook[] = [
  { fill: '#c62828', ink: '#fff', letter: 'A', name: { zh: '紅', en: 'red' } },
  { fill: '#1565c0', ink: '#fff', letter: 'B', name: { zh: '藍', en: 'blue' } },
  { fill: '#2e7d32', ink: '#fff', letter: 'C', name: { zh: '綠', en: 'green' } },
  { fill: '#f9a825', ink: '#111', letter: 'D', name: { zh: '黃', en: 'yellow' } },
  { fill: '#6a1b9a', ink: '#fff', letter: 'E', name: { zh: '紫', en: 'purple' } },
];

export const seatLook = (seat: number): SeatLook => lookIn(SEATS, seat);

export const seatLabel = (seat: number): Bilingual => labelOf(seatLook(seat), seat);

export interface KindLook {
  /** The tile's or barrel's colour (supplementary: the pictogram and label tell the kind). */
  fill: string;
  ink: string;
  /** A short label: one character in Chinese, a short word in English. */
  short: Bilingual;
}

/** Goods and the quarry, in the colours of the printed pieces. */
export const KIND_LOOK: Readonly<Record<TileKind, KindLook>> = {
  corn: { fill: '#f2c230', ink: '#1d1d1d', short: { zh: '玉米', en: 'corn' } },
  indigo: { fill: '#2f4fb0', ink: '#fff', short: { zh: '染料', en: 'indigo' } },
  sugar: { fill: '#f4f4f0', ink: '#1d1d1d', short: { zh: '蔗糖', en: 'sugar' } },
  tobacco: { fill: '#b98a5a', ink: '#1d1d1d', short: { zh: '菸草', en: 'tobacco' } },
  coffee: { fill: '#4a2c20', ink: '#fff', short: { zh: '咖啡', en: 'coffee' } },
  quarry: { fill: '#9e9e9e', ink: '#1d1d1d', short: { zh: '採石場', en: 'quarry' } },
};

export const goodLook = (g: Good): KindLook => KIND_LOOK[g];

/** A building's kind as shown on its tile (the colour band is the printed one; the words say it too). */
export function buildingKind(id: BuildingId): { fill: string; ink: string; label: Bilingual } {
  const b = BUILDING[id];
  if (b.produces) return { fill: KIND_LOOK[b.produces].fill, ink: KIND_LOOK[b.produces].ink, label: { zh: '生產', en: 'production' } };
  if (b.kind === 'large') return { fill: '#4a148c', ink: '#fff', label: { zh: '大型紫色', en: 'large violet' } };
  return { fill: '#8e44ad', ink: '#fff', label: { zh: '紫色', en: 'violet' } };
}
