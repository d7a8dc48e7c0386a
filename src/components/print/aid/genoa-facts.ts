/**
 * The figures The Traders of Genoa's player aid prints, as the chapter gives them (fact sheet
 * §3, §5, §8, §9, §13). Genoa's engine does not exist yet; once `engine/genoa/` holds its rule
 * constants and data files (rounds per player count, privilege payouts), read these from there,
 * as facts.ts does for the other games, so the aid can never disagree with the game the book plays.
 */
import type { Bilingual } from '../../../../engine/core/contract';

/** Rounds per player count (with no market start); `reconstructed` marks the counts no source gives. */
export const GENOA_ROUNDS: readonly { players: number; rounds: number; reconstructed: boolean }[] = [
  { players: 2, rounds: 12, reconstructed: false },
  { players: 3, rounds: 10, reconstructed: true },
  { players: 4, rounds: 8, reconstructed: true },
  { players: 5, rounds: 7, reconstructed: false },
];

/** What a group of n adjacent privilege buildings pays, n = 1…6; beyond 6, `PRIVILEGE_STEP` more each. */
export const GENOA_PRIVILEGES: readonly { n: number; ducats: number; reconstructed: boolean }[] = [
  { n: 1, ducats: 10, reconstructed: false },
  { n: 2, ducats: 30, reconstructed: true },
  { n: 3, ducats: 60, reconstructed: true },
  { n: 4, ducats: 100, reconstructed: false },
  { n: 5, ducats: 150, reconstructed: false },
  { n: 6, ducats: 200, reconstructed: false },
];

export const GENOA = {
  startMoney: 130,
  startCards: 4,
  steps: 4,
  spaces: 5,
  offerUnit: 5,
  ownerIncome: 10,
  markerAtEnd: 10,
  cathedralMarkers: 2,
  largeOrder: 100,
  smallOrder: 40,
  message: 30,
  privilegeStep: 50,
} as const;

/** The buildings by kind, with their action, in the order of the chapter's table. */
export const GENOA_BUILDINGS: readonly { name: Bilingual; action: Bilingual }[] = [
  { name: { zh: '公會', en: 'Guild Hall' }, action: { zh: '抽 1 張大訂單', en: 'draw 1 large order' } },
  { name: { zh: '市政廳', en: 'City Hall' }, action: { zh: '抽 2 張小訂單', en: 'draw 2 small orders' } },
  { name: { zh: '郵局', en: 'Post Office' }, action: { zh: '抽 2 張信件', en: 'draw 2 messages' } },
  { name: { zh: '大教堂', en: 'Cathedral' }, action: { zh: `拿 2 個自己的指示物`, en: 'take 2 of your ownership markers' } },
  { name: { zh: '公園', en: 'Park' }, action: { zh: '額外行動卡', en: 'an Extra action card' } },
  { name: { zh: '馬車行', en: 'Coach House' }, action: { zh: '任意起始位置卡', en: 'an Any start space card' } },
  { name: { zh: '港口', en: 'Harbor' }, action: { zh: '任意貨物卡', en: 'an Any good card' } },
  { name: { zh: '皇宮', en: 'Palace' }, action: { zh: '建築行動卡', en: 'a Building action card' } },
  { name: { zh: '酒館、餐廳', en: 'Tavern, Restaurant' }, action: { zh: '1 換 1 卡', en: 'a Trade 1:1 card' } },
  { name: { zh: '金屬倉庫', en: 'Metals warehouse' }, action: { zh: '銀 ＋ 銅', en: 'silver + copper' } },
  { name: { zh: '香料倉庫', en: 'Spices warehouse' }, action: { zh: '鹽 ＋ 胡椒', en: 'salt + pepper' } },
  { name: { zh: '穀物倉庫', en: 'Grains warehouse' }, action: { zh: '小麥 ＋ 米', en: 'wheat + rice' } },
  { name: { zh: '布料倉庫', en: 'Fabrics warehouse' }, action: { zh: '亞麻 ＋ 絲綢', en: 'linen + silk' } },
  { name: { zh: '四棟別墅', en: 'The four villas' }, action: { zh: '抽 1 張特權卡，或交付 1 張這棟別墅的大訂單', en: 'draw 1 privilege, or deliver 1 large order for this villa' } },
];
