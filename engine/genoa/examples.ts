/**
 * The Traders of Genoa's worked examples. Each starts from a declared position (`load.ts`: seats'
 * money, goods and hands, scripted dice, a tower path) and plays the moves through the engine;
 * every step states what its narration claims in `expect`, and the tests run them all. Seats are
 * named by letter, Player A being seat 0. Card ids are those of `data.ts` (large orders 0–15,
 * small orders 16–31, messages 32–45, privileges 46–59).
 */
import type { Example } from '../core/example';
import type { GenoaPosition } from './load';
import type { BuildingId, SpaceId } from './map';
import type { Good, GenoaMove, GenoaOptions, Special } from './types';

/** What a step lights up on the table. */
export interface GenoaHighlight {
  seats?: number[];
  /** Spaces on the city board (buildings, streets, the market). */
  spaces?: SpaceId[];
  buildings?: BuildingId[];
  /** The tower's path so far. */
  path?: boolean;
  /** The offer of this bidder, in the negotiation panel. */
  offerBidder?: number;
  /** The trader's counter-offer. */
  counter?: boolean;
  goods?: Good[];
  specials?: Special[];
  roundTrack?: boolean;
  /** Ownership markers on these buildings. */
  markers?: BuildingId[];
}

export type GenoaExample = Example<GenoaMove, GenoaOptions, GenoaHighlight>;

const at = (position: GenoaPosition) => ({ position });

// ---- special case A: the forced sale at the start space ---------------------------------------------
const forcedSale: GenoaExample = {
  id: 'forced-sale',
  game: 'genoa',
  section: 'negotiation-rules',
  title: { zh: '沒有談好就到的建築：強制出售', en: 'A building reached without a deal: the forced sale' },
  intro: {
    zh: '三人遊戲，A 是交易商人。A 手上有一張 Monetti 別墅的大訂單（胡椒、小麥、絲綢），三個貨物都備齊了，所以他想把自己的行動留給 Monetti 別墅。A 擲骰。',
    en: 'Three players; A is the trader. A holds a large order for Villa Monetti (pepper, wheat, silk) with all three goods, so he wants to keep his own action for Villa Monetti. A rolls.',
  },
  start: at({
    players: 3,
    rolls: [[5, 8]],
    seats: [{ goods: { pepper: 1, wheat: 1, silk: 1 }, hand: [8] }, {}, {}],
  }),
  steps: [
    {
      move: { type: 'roll', seat: 0 },
      narration: {
        zh: '藍 5、紅 8：這一格屬於港口。交易塔放在港口，這是起始格，沒有經過任何協議。現在從 A 的左手邊開始，B 和 C 各有一次出價的機會。',
        en: 'Blue 5, red 8: that square belongs to the Harbor. The tower goes there; it is the start space, reached without any deal. Now B and C, clockwise from A\'s left, each get one chance to make an offer.',
      },
      highlight: { spaces: ['harbor'], path: true },
      expect: { path: ['harbor'], phase: 'bidding', order: [1, 2], dealt: false },
    },
    {
      move: { type: 'offer', seat: 1, offer: { target: 'harbor', kind: 'actHere', bidderPays: { ducats: 5 }, traderPays: {}, promise: [] } },
      yourTurn: true,
      narration: {
        zh: 'B 出 5 元，要在港口做行動。出價是公開的，大家都看得到。',
        en: 'B offers 5 ducats to take the action at the Harbor. Offers are made in the open; everyone sees them.',
      },
      highlight: { offerBidder: 1, spaces: ['harbor'] },
      expect: { 'offers.0.bidder': 1, 'offers.0.bidderPays.ducats': 5, order: [2] },
    },
    {
      move: { type: 'noOffer', seat: 2 },
      narration: {
        zh: 'C 不出價。現在輪到 A 決定。因為有人出價買這棟沒有談好就到的建築，A 不能就這樣走開：他只能自己在港口做行動，或接受一個出價。',
        en: 'C makes no offer. Now A decides. Since someone has bid for a building reached without a deal, A may not simply walk away: he must act at the Harbor himself or accept an offer.',
      },
      highlight: { seats: [0] },
      expect: { phase: 'trader', silent: [2] },
    },
    {
      move: { type: 'accept', seat: 0, bidder: 1 },
      yourTurn: true,
      predict: {
        question: { zh: 'A 接受 B 的出價。成交後 A 有多少錢？', en: 'A accepts B\'s offer. How many ducats does A have after the deal?' },
        path: 'seats.0.ducats',
        choices: [
          { value: 125, label: { zh: '125 元', en: '125' } },
          { value: 130, label: { zh: '130 元', en: '130' } },
          { value: 135, label: { zh: '135 元', en: '135' } },
        ],
      },
      narration: {
        zh: 'A 把行動留給 Monetti 別墅，收下 B 的 5 元：A 從 130 元變成 135 元，B 剩 125 元。B 馬上在港口做行動，拿到一張任意貨物卡。港口這一輪用過了，A 的行動還在。',
        en: 'A keeps his action for Villa Monetti and takes B\'s 5 ducats: A goes from 130 to 135, B is down to 125. B acts at the Harbor at once and takes an Any good card. The Harbor is used for this turn, and A still has his action.',
      },
      highlight: { seats: [0, 1], spaces: ['harbor'], specials: ['anyGood'] },
      expect: { 'seats.0.ducats': 135, 'seats.1.ducats': 125, 'seats.1.specials.anyGood': 1, usedBuildings: ['harbor'], acted: [0, 1, 0] },
    },
  ],
};


// ---- rule ⑥: a share of a large order's yield ---------------------------------------------------------
const promiseLargeOrder: GenoaExample = {
  id: 'promise-large-order',
  game: 'genoa',
  section: 'negotiation',
  title: { zh: '用大訂單的收穫出價', en: 'An offer paid partly from a large order\'s yield' },
  intro: {
    zh: '三人遊戲，A 是交易商人，交易塔停在 Ricci 別墅旁邊的街道上。C 手上有一張 Ricci 別墅的大訂單（銅、胡椒、米），三個貨物都備齊了。',
    en: 'Three players; A is the trader and the tower stands on the street next to Villa Ricci. C holds a large order for Villa Ricci (copper, pepper, rice) and has all three goods.',
  },
  start: at({
    players: 3,
    path: ['st-7-2'],
    seats: [{}, {}, { goods: { copper: 1, pepper: 1, rice: 1 }, hand: [7] }],
  }),
  steps: [
    {
      move: { type: 'noOffer', seat: 1 },
      narration: { zh: 'B 先說話，他這一步不出價。', en: 'B speaks first and makes no offer for this step.' },
      highlight: { seats: [1] },
      expect: { phase: 'bidding', order: [2], silent: [1] },
    },
    {
      move: { type: 'offer', seat: 2, offer: { target: 'villa_ricci', kind: 'moveAndAct', bidderPays: { ducats: 20 }, traderPays: {}, promise: [{ kind: 'ducats', amount: 40 }] } },
      yourTurn: true,
      narration: {
        zh: 'C 出價：「現在付 20 元，交付之後再給你 100 元裡的 40 元。」這 40 元是這一次行動本身的收穫，所以可以拿來約定。',
        en: 'C offers: "20 ducats now, and 40 of the 100 once I have delivered." The 40 come from this very action\'s yield, so they may be promised.',
      },
      highlight: { offerBidder: 2, spaces: ['villa_ricci'] },
      expect: { phase: 'trader', 'offers.0.promise': [{ kind: 'ducats', amount: 40 }] },
    },
    {
      move: { type: 'accept', seat: 0, bidder: 2 },
      narration: {
        zh: 'A 接受。C 先付 20 元，交易塔走進 Ricci 別墅，C 必須立刻在這裡做行動，現在由他決定怎麼做。',
        en: 'A accepts. C pays the 20, the tower steps into Villa Ricci, and C must act there at once; it is now his choice how.',
      },
      highlight: { seats: [0, 2], spaces: ['villa_ricci'], path: true },
      expect: { 'seats.0.ducats': 150, 'seats.2.ducats': 110, path: ['st-7-2', 'villa_ricci'], phase: 'action', 'pending.seat': 2 },
    },
    {
      move: { type: 'act', seat: 2, largeOrder: 7, special: 'extraAction' },
      yourTurn: true,
      predict: {
        question: { zh: 'C 交付大訂單，也付了約定的 40 元。C 最後有多少錢？', en: 'C delivers the large order and pays the promised 40. How many ducats does C end with?' },
        path: 'seats.2.ducats',
        choices: [
          { value: 130, label: { zh: '130 元', en: '130' } },
          { value: 170, label: { zh: '170 元', en: '170' } },
          { value: 210, label: { zh: '210 元', en: '210' } },
        ],
      },
      narration: {
        zh: 'C 交出銅、胡椒和米，拿到 100 元，再選一張額外行動卡，然後立刻把 40 元交給 A。A 這一步一共賺了 60 元（150 → 190）；C 從 130 元變成 170 元，淨賺 40 元，還多了一張特殊卡。',
        en: 'C hands in the copper, pepper and rice, takes 100 ducats and chooses an Extra action card, then at once pays A the 40. A made 60 on this step (150 → 190); C went from 130 to 170, 40 up, plus a special card.',
      },
      highlight: { seats: [0, 2], specials: ['extraAction'] },
      expect: { 'seats.0.ducats': 190, 'seats.2.ducats': 170, 'seats.2.specials.extraAction': 1, 'seats.2.hand': [], usedBuildings: ['villa_ricci'] },
    },
  ],
};

export const genoaExamples: readonly GenoaExample[] = [forcedSale, promiseLargeOrder];
