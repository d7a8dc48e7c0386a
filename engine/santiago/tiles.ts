/**
 * The plantation tile manifest (fact sheet §1): 5 crops × 9 tiles = 45.
 * Per crop the 9 tiles split 6 + 3 between two-planter and one-planter tiles. The split itself is
 * confirmed; which kind is the 6 is still TO CONFIRM against a photo or a physical copy (fact sheet
 * Q1). The engine uses 3 one-planter + 6 two-planter per crop, and nothing else depends on it.
 */
import type { Crop, Tile } from './types';
import type { Bilingual } from '../core/contract';

export const CROPS: readonly Crop[] = ['bananas', 'sugarcane', 'potatoes', 'beans', 'chili'];

/** Tiles per crop by number of planter icons. TO CONFIRM: which kind is the 6 (Q1). */
export const TILES_PER_CROP: Readonly<Record<1 | 2, number>> = { 1: 3, 2: 6 };

export const TILE_COUNT = CROPS.length * (TILES_PER_CROP[1] + TILES_PER_CROP[2]);

/** All 45 tiles, ids 0..44, crop by crop, one-planter tiles first. */
export const ALL_TILES: readonly Tile[] = (() => {
  const out: Tile[] = [];
  for (const crop of CROPS) {
    for (const planters of [1, 2] as const) {
      for (let k = 0; k < TILES_PER_CROP[planters]; k++) out.push({ id: out.length, crop, planters });
    }
  }
  return out;
})();

export const CROP_NAMES: Readonly<Record<Crop, Bilingual>> = {
  bananas: { zh: '香蕉', en: 'bananas' },
  sugarcane: { zh: '甘蔗', en: 'sugar cane' },
  potatoes: { zh: '馬鈴薯', en: 'potatoes' },
  beans: { zh: '豆子', en: 'beans' },
  chili: { zh: '辣椒', en: 'chili peppers' },
};

export const isCrop = (v: unknown): v is Crop => typeof v === 'string' && (CROPS as readonly string[]).includes(v);
