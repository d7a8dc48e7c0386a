/**
 * The figures The Traders of Genoa's player aid prints, read from the engine's data files
 * (engine/genoa/data.ts, map.ts): rounds per player count, the payouts, the privilege table and
 * what each building hands out, so the aid cannot disagree with the game the book plays. The
 * numbers the rules fix but the data does not hold (steps, offer unit, cards drawn at the civic
 * buildings) are the chapter's.
 */
import type { Bilingual } from '../../../../engine/core/contract';
import { CARD_BUILDING_SPECIAL, PAY, ROUNDS, START_DUCATS, WAREHOUSE_GOODS, privilegePayout, type Good, type Special } from '../../../../engine/genoa/data';
import { BUILDINGS, type BuildingId } from '../../../../engine/genoa/map';

/** The figures no source gives, marked * on the aid (the chapter says why). */
const RECONSTRUCTED_ROUNDS = new Set([3, 4]);
const RECONSTRUCTED_GROUPS = new Set([2, 3]);

const GOOD_NAMES: Readonly<Record<Good, Bilingual>> = {
  silver: { zh: '銀', en: 'silver' },
  copper: { zh: '銅', en: 'copper' },
  salt: { zh: '鹽', en: 'salt' },
  pepper: { zh: '胡椒', en: 'pepper' },
  wheat: { zh: '小麥', en: 'wheat' },
  rice: { zh: '米', en: 'rice' },
  linen: { zh: '亞麻', en: 'linen' },
  silk: { zh: '絲綢', en: 'silk' },
};
const SPECIAL_NAMES: Readonly<Record<Special, Bilingual>> = {
  extraAction: { zh: '額外行動卡', en: 'an Extra action card' },
  anyStart: { zh: '任意起始位置卡', en: 'an Any start space card' },
  anyGood: { zh: '任意貨物卡', en: 'an Any good card' },
  buildingAction: { zh: '建築行動卡', en: 'a Building action card' },
  trade: { zh: '1 換 1 卡', en: 'a Trade 1:1 card' },
};
const CIVIC_ACTIONS: Readonly<Partial<Record<BuildingId, Bilingual>>> = {
  guild_hall: { zh: '抽 1 張大訂單', en: 'draw 1 large order' },
  city_hall: { zh: '抽 2 張小訂單', en: 'draw 2 small orders' },
  post_office: { zh: '抽 2 張信件', en: 'draw 2 messages' },
  cathedral: { zh: '拿 2 個自己的指示物', en: 'take 2 of your ownership markers' },
};

export const GENOA_ROUNDS = Object.entries(ROUNDS).map(([players, rounds]) => ({ players: Number(players), rounds, reconstructed: RECONSTRUCTED_ROUNDS.has(Number(players)) }));

/** What a group of n adjacent privilege buildings pays, n = 1…6. */
export const GENOA_PRIVILEGES = [1, 2, 3, 4, 5, 6].map((n) => ({ n, ducats: privilegePayout(n), reconstructed: RECONSTRUCTED_GROUPS.has(n) }));

export const GENOA = {
  startMoney: START_DUCATS,
  startCards: 4,
  steps: 4,
  spaces: 5,
  offerUnit: 5,
  ownerIncome: PAY.owner,
  markerAtEnd: PAY.marker,
  largeOrder: PAY.large,
  smallOrder: PAY.small,
  message: PAY.message,
  /** What each building beyond the sixth adds to a privilege group. */
  privilegeStep: privilegePayout(7) - privilegePayout(6),
} as const;

/**
 * The buildings and their action: civic ones first, then those that hand out a special card (the
 * Tavern and the Restaurant together, as they share a stack), the warehouses, the villas.
 */
export const GENOA_BUILDINGS: readonly { name: Bilingual; action: Bilingual }[] = (() => {
  const out: { name: Bilingual; action: Bilingual }[] = [];
  for (const b of BUILDINGS.filter((x) => x.kind === 'civic')) out.push({ name: b.name, action: CIVIC_ACTIONS[b.id]! });
  const bySpecial = new Map<Special, Bilingual[]>();
  for (const b of BUILDINGS.filter((x) => x.kind === 'card')) {
    const s = CARD_BUILDING_SPECIAL[b.id]!;
    bySpecial.set(s, [...(bySpecial.get(s) ?? []), b.name]);
  }
  for (const [s, names] of bySpecial) out.push({ name: { zh: names.map((n) => n.zh).join('、'), en: names.map((n) => n.en).join(', ') }, action: SPECIAL_NAMES[s] });
  for (const b of BUILDINGS.filter((x) => x.kind === 'warehouse')) {
    const [a, c] = WAREHOUSE_GOODS[b.id]!;
    out.push({ name: b.name, action: { zh: `${GOOD_NAMES[a].zh} ＋ ${GOOD_NAMES[c].zh}`, en: `${GOOD_NAMES[a].en} + ${GOOD_NAMES[c].en}` } });
  }
  out.push({ name: { zh: '四棟別墅', en: 'The four villas' }, action: { zh: '抽 1 張特權卡，或交付 1 張這棟別墅的大訂單', en: 'draw 1 privilege, or deliver 1 large order for this villa' } });
  return out;
})();
