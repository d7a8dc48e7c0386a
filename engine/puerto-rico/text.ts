/**
 * Bilingual names of Puerto Rico's roles, goods, tiles and buildings, which the boards, the checker
 * and the log share. The log's sentences and a move in words are in sentences.ts, which a chapter
 * page loads only with its table.
 */
import type { Bilingual } from '../core/contract';
import { seatName } from '../core/seats';
import { BUILDING, type BuildingId } from './buildings';
import type { Good, Role, TileKind } from './types';

export { seatName };

export const ROLE_NAMES: Readonly<Record<Role, Bilingual>> = {
  settler: { zh: '拓荒者', en: 'Settler' },
  mayor: { zh: '市長', en: 'Mayor' },
  builder: { zh: '建築師', en: 'Builder' },
  craftsman: { zh: '工匠', en: 'Craftsman' },
  trader: { zh: '商人', en: 'Trader' },
  captain: { zh: '船長', en: 'Captain' },
  prospector: { zh: '淘金者', en: 'Prospector' },
  prospector2: { zh: '淘金者（第二張）', en: 'Prospector (second)' },
};

export const GOOD_NAMES: Readonly<Record<Good, Bilingual>> = {
  corn: { zh: '玉米', en: 'corn' },
  indigo: { zh: '染料', en: 'indigo' },
  sugar: { zh: '蔗糖', en: 'sugar' },
  tobacco: { zh: '菸草', en: 'tobacco' },
  coffee: { zh: '咖啡', en: 'coffee' },
};

export const TILE_NAMES: Readonly<Record<TileKind, Bilingual>> = {
  corn: { zh: '玉米園', en: 'corn plantation' },
  indigo: { zh: '染料園', en: 'indigo plantation' },
  sugar: { zh: '甘蔗園', en: 'sugar plantation' },
  tobacco: { zh: '菸草園', en: 'tobacco plantation' },
  coffee: { zh: '咖啡園', en: 'coffee plantation' },
  quarry: { zh: '採石場', en: 'quarry' },
};

export const buildingName = (id: BuildingId): Bilingual => BUILDING[id].name;
