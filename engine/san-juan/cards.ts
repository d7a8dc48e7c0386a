/**
 * The San Juan card table (fact sheet §1.2): every building with its cost, printed victory points,
 * number of cards and effect, plus the five price tiles (§1.1). One data file; everything else
 * reads it. A card is identified by a number 0–109; `CARD_BUILDING[id]` says which building it
 * shows. Ids run through the table in order (the ten indigo plants are 0–9, and so on).
 */
import type { Bilingual } from '../core/contract';

export type Good = 'indigo' | 'sugar' | 'tobacco' | 'coffee' | 'silver';

export const GOODS: readonly Good[] = ['indigo', 'sugar', 'tobacco', 'coffee', 'silver'];

export const GOOD_NAMES: Readonly<Record<Good, Bilingual>> = {
  indigo: { zh: '染料', en: 'indigo' },
  sugar: { zh: '蔗糖', en: 'sugar' },
  tobacco: { zh: '菸草', en: 'tobacco' },
  coffee: { zh: '咖啡', en: 'coffee' },
  silver: { zh: '白銀', en: 'silver' },
};

export type BuildingId =
  | 'indigo_plant'
  | 'sugar_mill'
  | 'tobacco_storage'
  | 'coffee_roaster'
  | 'silver_smelter'
  | 'smithy'
  | 'gold_mine'
  | 'archive'
  | 'poor_house'
  | 'black_market'
  | 'trading_post'
  | 'well'
  | 'market_stand'
  | 'crane'
  | 'tower'
  | 'chapel'
  | 'aqueduct'
  | 'carpenter'
  | 'prefecture'
  | 'market_hall'
  | 'quarry'
  | 'library'
  | 'statue'
  | 'victory_column'
  | 'hero'
  | 'guild_hall'
  | 'city_hall'
  | 'triumphal_arch'
  | 'palace';

/** When a violet building works (§1.2 "phase" column). */
export type BuildingPhase = 'builder' | 'producer' | 'trader' | 'councillor' | 'prospector' | 'roundStart' | 'all' | 'none' | 'gameEnd';

export interface BuildingDef {
  id: BuildingId;
  name: Bilingual;
  cost: number;
  /** Printed victory points (0 for the four 6-cost buildings, whose points come at game end). */
  vp: number;
  /** Cards of this building in the deck. */
  count: number;
  /** The good a production building makes; absent for violet buildings. */
  good?: Good;
  phase: BuildingPhase;
  monument?: true;
  /** One line on what the card does. */
  effect: Bilingual;
}

const production = (id: BuildingId, zh: string, en: string, cost: number, vp: number, count: number, good: Good): BuildingDef => ({
  id,
  name: { zh, en },
  cost,
  vp,
  count,
  good,
  phase: 'producer',
  effect: { zh: `生產${GOOD_NAMES[good].zh}。`, en: `Produces ${GOOD_NAMES[good].en}.` },
});

const violet = (
  id: BuildingId,
  zh: string,
  en: string,
  cost: number,
  vp: number,
  count: number,
  phase: BuildingPhase,
  effectZh: string,
  effectEn: string,
  monument = false,
): BuildingDef => ({
  id,
  name: { zh, en },
  cost,
  vp,
  count,
  phase,
  ...(monument ? { monument: true as const } : {}),
  effect: { zh: effectZh, en: effectEn },
});

/** The 29 buildings, production first (§1.2). */
export const BUILDINGS: readonly BuildingDef[] = [
  production('indigo_plant', '染料廠', 'Indigo plant', 1, 1, 10, 'indigo'),
  production('sugar_mill', '蔗糖廠', 'Sugar mill', 2, 1, 8, 'sugar'),
  production('tobacco_storage', '菸草廠', 'Tobacco storage', 3, 2, 8, 'tobacco'),
  production('coffee_roaster', '咖啡廠', 'Coffee roaster', 4, 2, 8, 'coffee'),
  production('silver_smelter', '白銀廠', 'Silver smelter', 5, 3, 8, 'silver'),
  violet('smithy', '鐵匠鋪', 'Smithy', 1, 1, 3, 'builder', '蓋生產建築時少付 1 張。', 'Production buildings cost 1 card less.'),
  violet('gold_mine', '金礦坑', 'Gold mine', 1, 1, 3, 'prospector', '淘金者階段翻開 4 張牌，費用全都不同就留下其中 1 張。', 'Prospector phase: turn up 4 cards; if all four costs differ, keep one.'),
  violet('archive', '檔案館', 'Archive', 1, 1, 3, 'councillor', '抽到的牌先加入手牌，再從整手牌中棄掉同樣張數。', 'Drawn cards join the hand first; discard the same number from the whole hand.'),
  violet('poor_house', '救濟院', 'Poor house', 2, 1, 3, 'builder', '蓋完建築後手上最多 1 張牌時，抽 1 張。', 'After building, with at most 1 card in hand, draw 1.'),
  violet('black_market', '黑市', 'Black market', 2, 1, 3, 'builder', '蓋建築時最多 2 個貨品可各抵 1 張牌。', 'When building, up to 2 goods may each pay 1 card.'),
  violet('trading_post', '交易所', 'Trading post', 2, 1, 3, 'trader', '可以多賣 1 個貨品。', 'May sell 1 more good.'),
  violet('well', '水井', 'Well', 2, 1, 3, 'producer', '生產至少 2 個貨品時，抽 1 張。', 'Producing at least 2 goods draws 1 card.'),
  violet('market_stand', '攤販', 'Market stand', 2, 1, 3, 'trader', '賣出至少 2 個貨品時，抽 1 張。', 'Selling at least 2 goods draws 1 card.'),
  violet('crane', '起重機', 'Crane', 2, 1, 3, 'builder', '可以蓋在自己的建築上，只付差額。', 'May build over one of your buildings, paying the difference.'),
  violet('tower', '塔樓', 'Tower', 3, 2, 3, 'roundStart', '手牌上限變成 12 張。', 'Hand limit 12 instead of 7.'),
  violet('chapel', '禮拜堂', 'Chapel', 3, 2, 3, 'roundStart', '每輪開始可以把 1 張手牌壓在下面，每張 1 分。', 'At round start, tuck 1 hand card under it; 1 point each.'),
  violet('aqueduct', '溝渠', 'Aqueduct', 3, 2, 3, 'producer', '可以多生產 1 個貨品。', 'May produce 1 more good.'),
  violet('carpenter', '木工場', 'Carpenter', 3, 2, 3, 'builder', '蓋好紫色建築後抽 1 張。', 'After building a violet building, draw 1 card.'),
  violet('prefecture', '辦公處', 'Prefecture', 3, 2, 3, 'councillor', '議員階段留下 2 張而不是 1 張。', 'Councillor: keep 2 cards instead of 1.'),
  violet('market_hall', '市場', 'Market hall', 4, 2, 3, 'trader', '賣出至少 1 個貨品時，多抽 1 張。', 'Selling at least 1 good draws 1 more card.'),
  violet('quarry', '採石場', 'Quarry', 4, 2, 3, 'builder', '蓋紫色建築時少付 1 張。', 'Violet buildings cost 1 card less.'),
  violet('library', '圖書館', 'Library', 5, 3, 3, 'all', '自己選的角色，特權加倍。', 'Doubles the privilege of the roles you pick.'),
  violet('statue', '雕鑄像紀念碑', 'Statue', 3, 3, 3, 'none', '紀念碑：只有分數。', 'Monument: points only.', true),
  violet('victory_column', '勝利柱紀念碑', 'Victory column', 4, 4, 3, 'none', '紀念碑：只有分數。', 'Monument: points only.', true),
  violet('hero', '英雄像紀念碑', 'Hero', 5, 5, 3, 'none', '紀念碑：只有分數。', 'Monument: points only.', true),
  violet('guild_hall', '同業會館', 'Guild hall', 6, 0, 2, 'gameEnd', '結束時每棟生產建築 2 分。', 'Game end: 2 points per production building.'),
  violet('city_hall', '市政廳', 'City hall', 6, 0, 2, 'gameEnd', '結束時每棟紫色建築 1 分（含自己）。', 'Game end: 1 point per violet building, itself included.'),
  violet('triumphal_arch', '凱旋門', 'Triumphal arch', 6, 0, 2, 'gameEnd', '結束時依紀念碑數得 4／6／8 分。', 'Game end: 4 / 6 / 8 points for 1 / 2 / 3 monuments.'),
  violet('palace', '宮殿', 'Palace', 6, 0, 2, 'gameEnd', '結束時總分每 4 分再加 1 分。', 'Game end: 1 more point per 4 points of your total.'),
];

export const BUILDING: Readonly<Record<BuildingId, BuildingDef>> = Object.fromEntries(BUILDINGS.map((b) => [b.id, b])) as Record<
  BuildingId,
  BuildingDef
>;

export const BUILDING_IDS: readonly BuildingId[] = BUILDINGS.map((b) => b.id);

export const isBuildingId = (v: unknown): v is BuildingId => typeof v === 'string' && v in BUILDING;

/** Number of cards in the game. */
export const CARD_COUNT = BUILDINGS.reduce((t, b) => t + b.count, 0);

/** Which building each card id shows. */
export const CARD_BUILDING: readonly BuildingId[] = BUILDINGS.flatMap((b) => new Array<BuildingId>(b.count).fill(b.id));

/** Per card id: printed cost, printed VP, production or not (flat arrays for speed). */
export const CARD_COST: readonly number[] = CARD_BUILDING.map((id) => BUILDING[id].cost);
export const CARD_VP: readonly number[] = CARD_BUILDING.map((id) => BUILDING[id].vp);
export const CARD_IS_PRODUCTION: readonly boolean[] = CARD_BUILDING.map((id) => BUILDING[id].good !== undefined);

/** The card ids of one building, lowest first. */
export const CARDS_OF: Readonly<Record<BuildingId, readonly number[]>> = (() => {
  const out = Object.fromEntries(BUILDING_IDS.map((id) => [id, [] as number[]])) as Record<BuildingId, number[]>;
  CARD_BUILDING.forEach((id, card) => out[id].push(card));
  return out;
})();

export const MONUMENTS: readonly BuildingId[] = ['statue', 'victory_column', 'hero'];

export const isProduction = (card: number): boolean => CARD_IS_PRODUCTION[card] === true;
export const buildingOf = (card: number): BuildingDef => BUILDING[CARD_BUILDING[card]!];
export const goodOf = (card: number): Good | undefined => buildingOf(card).good;
export const isCardId = (v: unknown): v is number => Number.isInteger(v) && (v as number) >= 0 && (v as number) < CARD_COUNT;

/** The five trading-house tiles (§1.1): cards drawn for one good, in the order of `GOODS`. */
export const PRICE_TILES: readonly (readonly number[])[] = [
  [1, 1, 1, 2, 2],
  [1, 1, 2, 2, 2],
  [1, 1, 2, 2, 3],
  [1, 2, 2, 2, 3],
  [1, 2, 2, 3, 3],
];

/** Cards drawn for selling one good of `good` while tile `tile` (0–4) is face up. */
export const priceOf = (tile: number, good: Good): number => PRICE_TILES[tile]![GOODS.indexOf(good)]!;
