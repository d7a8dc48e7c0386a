/** The 23 kinds of building (fact sheet §1.1), their costs, points, columns and circles. */
import type { Bilingual } from '../core/contract';

export type BuildingId =
  | 'small_indigo_plant'
  | 'small_sugar_mill'
  | 'indigo_plant'
  | 'sugar_mill'
  | 'tobacco_storage'
  | 'coffee_roaster'
  | 'small_market'
  | 'hacienda'
  | 'construction_hut'
  | 'small_warehouse'
  | 'hospice'
  | 'office'
  | 'large_market'
  | 'large_warehouse'
  | 'factory'
  | 'university'
  | 'harbor'
  | 'wharf'
  | 'guild_hall'
  | 'residence'
  | 'fortress'
  | 'customs_house'
  | 'city_hall';

export type BuildingKind = 'production' | 'small' | 'large';

export interface BuildingInfo {
  id: BuildingId;
  name: Bilingual;
  cost: number;
  vp: number;
  /** Board column 1–4, also the largest quarry discount. */
  column: number;
  circles: number;
  /** Copies in the 3–5 player supply (the 2-player supply: 2 of each production building, 1 of each violet). */
  copies: number;
  /** City spaces taken. */
  size: number;
  kind: BuildingKind;
  /** The good a production building makes. */
  produces?: 'indigo' | 'sugar' | 'tobacco' | 'coffee';
  /** Whether it is a small production building (the guild hall counts these 1, the others 2). */
  smallProduction?: boolean;
}

const b = (
  id: BuildingId,
  zh: string,
  en: string,
  cost: number,
  vp: number,
  column: number,
  circles: number,
  copies: number,
  kind: BuildingKind,
  produces?: BuildingInfo['produces'],
): BuildingInfo => ({
  id,
  name: { zh, en },
  cost,
  vp,
  column,
  circles,
  copies,
  size: kind === 'large' ? 2 : 1,
  kind,
  ...(produces ? { produces, smallProduction: id.startsWith('small_') } : {}),
});

/** In the order of the supply board: by column, then by cost. */
export const BUILDINGS: readonly BuildingInfo[] = [
  b('small_indigo_plant', '小型染料廠', 'Small indigo plant', 1, 1, 1, 1, 4, 'production', 'indigo'),
  b('small_sugar_mill', '小型蔗糖廠', 'Small sugar mill', 2, 1, 1, 1, 4, 'production', 'sugar'),
  b('small_market', '小市場', 'Small market', 1, 1, 1, 1, 2, 'small'),
  b('hacienda', '大莊園', 'Hacienda', 2, 1, 1, 1, 2, 'small'),
  b('construction_hut', '工寮', 'Construction hut', 2, 1, 1, 1, 2, 'small'),
  b('small_warehouse', '小倉庫', 'Small warehouse', 3, 1, 1, 1, 2, 'small'),
  b('indigo_plant', '染料廠', 'Indigo plant', 3, 2, 2, 3, 3, 'production', 'indigo'),
  b('sugar_mill', '蔗糖廠', 'Sugar mill', 4, 2, 2, 3, 3, 'production', 'sugar'),
  b('hospice', '收容所', 'Hospice', 4, 2, 2, 1, 2, 'small'),
  b('office', '商館', 'Office', 5, 2, 2, 1, 2, 'small'),
  b('large_market', '大市場', 'Large market', 5, 2, 2, 1, 2, 'small'),
  b('large_warehouse', '大倉庫', 'Large warehouse', 6, 2, 2, 1, 2, 'small'),
  b('tobacco_storage', '菸草廠', 'Tobacco storage', 5, 3, 3, 3, 3, 'production', 'tobacco'),
  b('coffee_roaster', '咖啡廠', 'Coffee roaster', 6, 3, 3, 2, 3, 'production', 'coffee'),
  b('factory', '工廠', 'Factory', 7, 3, 3, 1, 2, 'small'),
  b('university', '大學', 'University', 8, 3, 3, 1, 2, 'small'),
  b('harbor', '港口', 'Harbor', 8, 3, 3, 1, 2, 'small'),
  b('wharf', '碼頭', 'Wharf', 9, 3, 3, 1, 2, 'small'),
  b('guild_hall', '同業會館', 'Guild hall', 10, 4, 4, 1, 1, 'large'),
  b('residence', '官邸', 'Residence', 10, 4, 4, 1, 1, 'large'),
  b('fortress', '要塞', 'Fortress', 10, 4, 4, 1, 1, 'large'),
  b('customs_house', '海關', 'Customs house', 10, 4, 4, 1, 1, 'large'),
  b('city_hall', '市政廳', 'City hall', 10, 4, 4, 1, 1, 'large'),
];

export const BUILDING: Readonly<Record<BuildingId, BuildingInfo>> = Object.fromEntries(
  BUILDINGS.map((x) => [x.id, x]),
) as Record<BuildingId, BuildingInfo>;

export const isBuildingId = (x: unknown): x is BuildingId => typeof x === 'string' && Object.hasOwn(BUILDING, x);

/** Violet buildings: every building that is not a production building. */
export const isViolet = (id: BuildingId): boolean => BUILDING[id].kind !== 'production';

/** City spaces. */
export const CITY_SPACES = 12;
/** Island spaces. */
export const ISLAND_SPACES = 12;
