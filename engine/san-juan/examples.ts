/**
 * San Juan's worked examples. Each starts from a declared position, with the top of the draw pile
 * named so that every card drawn is the one the narration talks about, and plays the moves through
 * the engine; every step states what the narration claims in `expect`, and the tests run them all.
 * The chapter's people sit at fixed seats in each example (named in its introduction).
 */
import type { Example } from '../core/example';
import { CARD_BUILDING, type BuildingId } from './cards';
import { sanJuan } from './game';
import type { SanJuanPosition } from './load';
import type { SanJuanMove, SanJuanOptions, SanJuanState } from './types';

/** What a step lights up on the table: seats, cards (in hands or turned up) and buildings (card ids). */
export interface SanJuanHighlight {
  seats?: number[];
  cards?: number[];
  buildings?: number[];
}

export type SanJuanExample = Example<SanJuanMove, SanJuanOptions, SanJuanHighlight>;

/** The state a position loads to (the examples read their card ids from it). */
function loadedAt(position: SanJuanPosition): SanJuanState {
  const r = sanJuan.load(position);
  if (!r.ok) throw new Error(`example position: ${r.error.en}`);
  return r.state;
}

/** The card id of the `nth` card named `id` in a seat's hand. */
function inHand(s: SanJuanState, seat: number, id: BuildingId, nth = 0): number {
  const cards = s.hands[seat]!.filter((c) => CARD_BUILDING[c] === id);
  if (cards[nth] === undefined) throw new Error(`example: no ${id} in seat ${seat}'s hand`);
  return cards[nth]!;
}

/** The card id of the building named `id` in a seat's tableau. */
function standing(s: SanJuanState, seat: number, id: BuildingId): number {
  const b = s.buildings[seat]!.find((x) => CARD_BUILDING[x.card] === id);
  if (!b) throw new Error(`example: no ${id} in seat ${seat}'s buildings`);
  return b.card;
}

/** The card id of the draw pile's card `k` (0 = top). */
const deckAt = (s: SanJuanState, k: number): number => s.deck[k]!;

// ---- 1. builder: library, smithy and quarry ----------------------------------------------------------
// Hal is seat 0 and picked the builder; May is seat 1, Fay seat 2.
const p1: SanJuanPosition = {
  players: 3,
  phase: 'builder',
  governor: 0,
  picks: [['builder', 0]],
  buildings: [['indigo_plant', 'library', 'smithy', 'quarry'], ['indigo_plant'], ['indigo_plant']],
  hands: [['hero', 'coffee_roaster', 'sugar_mill', 'well', 'statue'], ['tower', 'crane'], ['indigo_plant', 'chapel']],
};
const s1 = loadedAt(p1);
const hero1 = inHand(s1, 0, 'hero');

const builderReductions: SanJuanExample = {
  id: 'builder-smithy-quarry-library',
  game: 'san-juan',
  section: 'builder',
  title: { zh: '建築師：圖書館、鐵匠鋪與採石場', en: 'Builder: library, smithy and quarry' },
  intro: {
    zh: '三人局。阿豪（玩家 A）選了建築師，他有圖書館、鐵匠鋪和採石場，手上 5 張牌，其中有英雄像和咖啡廠。小美（玩家 B）和小芳（玩家 C）接在後面。',
    en: 'Three players. Hal (Player A) picked the builder; he owns a library, a smithy and a quarry and holds 5 cards, among them a hero and a coffee roaster. May (Player B) and Fay (Player C) follow.',
  },
  start: { position: p1 },
  expectAtStart: { phase: 'builder', privileged: 0, doubled: true, order: [0, 1, 2] },
  steps: [
    {
      move: { type: 'build', seat: 0, card: hero1 },
      yourTurn: true,
      narration: {
        zh: '阿豪蓋英雄像，印的費用是 5。圖書館讓特權變成少付 2 張，採石場對紫色建築再少 1 張，鐵匠鋪只管生產建築，這次幫不上。所以他只要付 5 − 2 − 1 = 2 張。要是改蓋咖啡廠，就是 4 − 2 − 1 = 1 張：那時換鐵匠鋪有用，採石場沒用。',
        en: 'Hal builds the hero, printed cost 5. The library makes his privilege 2 cards off, the quarry takes 1 more off a violet building, and the smithy, which only helps production buildings, does nothing here. He owes 5 − 2 − 1 = 2 cards. A coffee roaster would have cost 4 − 2 − 1 = 1: then the smithy counts and the quarry does not.',
      },
      highlight: { seats: [0], cards: [hero1], buildings: [standing(s1, 0, 'library'), standing(s1, 0, 'quarry')] },
      expect: { phase: 'payment', payment: { card: hero1, owed: 2 }, 'buildings.0.length': 5 },
    },
    {
      move: { type: 'pay', seat: 0, card: inHand(s1, 0, 'well') },
      narration: { zh: '他先丟出水井當作第一張錢，背面朝上放進棄牌堆。', en: 'He discards the well face down as the first card of the price.' },
      highlight: { seats: [0], cards: [inHand(s1, 0, 'well')] },
      expect: { 'payment.owed': 1, 'discard.length': 1 },
    },
    {
      move: { type: 'pay', seat: 0, card: inHand(s1, 0, 'statue') },
      narration: {
        zh: '再丟雕鑄像，付清了。英雄像正面朝上放在他面前，手上剩咖啡廠和蔗糖廠 2 張。接下來輪到小美。',
        en: 'Then the statue, and the hero is paid for. It stands face up in front of him; his hand is down to 2 cards, the coffee roaster and the sugar mill. May is next.',
      },
      highlight: { seats: [0], buildings: [hero1] },
      expect: { phase: 'builder', payment: null, 'hands.0.length': 2, order: [1, 2] },
    },
    {
      move: { type: 'pass', seat: 1 },
      narration: { zh: '小美手上的牌不夠她想蓋的建築，這次選擇不蓋。', en: 'May cannot afford what she would like to build, so she builds nothing this time.' },
      highlight: { seats: [1] },
      expect: { order: [2] },
    },
    {
      move: { type: 'build', seat: 2, card: inHand(s1, 2, 'indigo_plant') },
      yourTurn: true,
      narration: {
        zh: '小芳不是挑建築師的人，沒有特權，也沒有減費的建築：染料廠照印的費用付 1 張。',
        en: 'Fay did not pick the builder, so she has no privilege and no reducing building: the indigo plant costs her its printed 1 card.',
      },
      highlight: { seats: [2], cards: [inHand(s1, 2, 'indigo_plant')] },
      expect: { phase: 'payment', 'payment.owed': 1 },
    },
    {
      move: { type: 'pay', seat: 2, card: inHand(s1, 2, 'chapel') },
      narration: { zh: '她丟出禮拜堂付款。建築師階段結束，輪到小美挑角色。', en: 'She pays with the chapel. The builder phase is over and May picks the next role.' },
      highlight: { seats: [2] },
      expect: { phase: 'pickRole', 'hands.2.length': 0, 'buildings.2.length': 2, picks: [{ role: 'builder', seat: 0 }] },
    },
  ],
};

// ---- 2. crane -------------------------------------------------------------------------------------
const p2: SanJuanPosition = {
  players: 3,
  phase: 'builder',
  governor: 0,
  picks: [['builder', 0]],
  buildings: [['indigo_plant', { card: 'sugar_mill', good: 'well' }, 'crane'], ['indigo_plant'], ['indigo_plant']],
  hands: [['silver_smelter', 'statue', 'tower', 'indigo_plant'], 2, 2],
};
const s2 = loadedAt(p2);
const silver2 = inHand(s2, 0, 'silver_smelter');
const sugar2 = standing(s2, 0, 'sugar_mill');
const good2 = s2.buildings[0]![1]!.good!;

const craneExample: SanJuanExample = {
  id: 'crane-over-building',
  game: 'san-juan',
  section: 'builder',
  title: { zh: '起重機：蓋在自己的建築上', en: 'Crane: building over your own building' },
  intro: {
    zh: '三人局。阿豪（玩家 A）選了建築師，他有起重機，還有一座蔗糖廠，上面放著 1 個貨品。他手上有一張白銀廠。',
    en: 'Three players. Hal (Player A) picked the builder. He owns a crane and a sugar mill with one good on it, and holds a silver smelter.',
  },
  start: { position: p2 },
  expectAtStart: { phase: 'builder', 'buildings.0.length': 3, discard: [] },
  steps: [
    {
      move: { type: 'build', seat: 0, card: silver2, over: sugar2 },
      yourTurn: true,
      narration: {
        zh: '阿豪用起重機把白銀廠蓋在蔗糖廠上：費用 5 減掉蔗糖廠的 2，再減特權 1，只要付 2 張。蔗糖廠和上面的貨品一起進棄牌堆，他的建築還是 3 棟。',
        en: 'Hal uses the crane to put the silver smelter over the sugar mill: 5 minus the mill’s 2, minus 1 for the privilege, so he owes 2 cards. The sugar mill and the good on it both go to the discard pile; he still has 3 buildings.',
      },
      highlight: { seats: [0], cards: [silver2], buildings: [sugar2, standing(s2, 0, 'crane')] },
      expect: {
        phase: 'payment',
        'payment.owed': 2,
        'buildings.0.length': 3,
        'buildings.0.1': { card: silver2, good: null },
        discard: [sugar2, good2],
      },
    },
    {
      move: { type: 'pay', seat: 0, card: inHand(s2, 0, 'statue') },
      narration: { zh: '第一張付雕鑄像。', en: 'The statue pays the first card.' },
      highlight: { seats: [0] },
      expect: { 'payment.owed': 1 },
    },
    {
      move: { type: 'pay', seat: 0, card: inHand(s2, 0, 'tower') },
      narration: {
        zh: '第二張付塔樓，付清了。被蓋住的蔗糖廠不再計分，也不能再生產；那個貨品也跟著沒了。',
        en: 'The tower pays the second, and it is done. The covered sugar mill no longer scores or produces, and its good is gone with it.',
      },
      highlight: { seats: [0], buildings: [silver2] },
      expect: { phase: 'builder', 'hands.0.length': 1, 'discard.length': 4, order: [1, 2] },
    },
  ],
};

// ---- 3. black market -------------------------------------------------------------------------------
const p3: SanJuanPosition = {
  players: 3,
  phase: 'builder',
  governor: 0,
  picks: [['builder', 0]],
  buildings: [['indigo_plant'], [{ card: 'indigo_plant', good: true }, { card: 'sugar_mill', good: true }, 'black_market'], ['indigo_plant']],
  hands: [2, ['tobacco_storage', 'chapel', 'statue'], 2],
};
const s3 = loadedAt(p3);
const indigo3 = s3.buildings[1]![0]!.card;
const sugar3 = s3.buildings[1]![1]!.card;
const tobacco3 = inHand(s3, 1, 'tobacco_storage');

const blackMarket: SanJuanExample = {
  id: 'black-market',
  game: 'san-juan',
  section: 'builder',
  title: { zh: '黑市：用貨品付費', en: 'Black market: paying with goods' },
  intro: {
    zh: '三人局。阿豪（玩家 A）選了建築師。小芳（玩家 B）有黑市，她的染料廠和蔗糖廠上各有 1 個貨品，手上 3 張牌，其中一張是菸草廠。',
    en: 'Three players. Hal (Player A) picked the builder. Fay (Player B) owns a black market and has a good on her indigo plant and on her sugar mill; she holds 3 cards, one of them a tobacco storage.',
  },
  start: { position: p3 },
  expectAtStart: { phase: 'builder', order: [0, 1, 2] },
  steps: [
    {
      move: { type: 'pass', seat: 0 },
      narration: { zh: '阿豪這次不蓋，輪到小芳。', en: 'Hal builds nothing this time; Fay is next.' },
      highlight: { seats: [0] },
      expect: { order: [1, 2] },
    },
    {
      move: { type: 'build', seat: 1, card: tobacco3, goods: [indigo3, sugar3] },
      yourTurn: true,
      narration: {
        zh: '小芳蓋菸草廠，費用 3，她沒有特權。黑市讓她交出 2 個貨品，各抵 1 張，所以手牌只要再付 1 張。兩個貨品丟進棄牌堆。',
        en: 'Fay builds the tobacco storage, cost 3, with no privilege. The black market lets her hand in 2 goods worth 1 card each, so she owes just 1 hand card. Both goods go to the discard pile.',
      },
      highlight: { seats: [1], cards: [tobacco3], buildings: [indigo3, sugar3, standing(s3, 1, 'black_market')] },
      expect: { phase: 'payment', 'payment.owed': 1, 'buildings.1.0.good': null, 'buildings.1.1.good': null, 'discard.length': 2 },
    },
    {
      move: { type: 'pay', seat: 1, card: inHand(s3, 1, 'statue') },
      narration: {
        zh: '她丟出雕鑄像付最後 1 張。1 張手牌加 2 個貨品，剛好是 3。她現在有 4 棟建築，手上還剩 1 張。',
        en: 'She pays the last card with the statue: 1 hand card plus 2 goods makes the 3. She now has 4 buildings and 1 card left in hand.',
      },
      highlight: { seats: [1], buildings: [tobacco3] },
      expect: { phase: 'builder', 'hands.1.length': 1, 'buildings.1.length': 4, order: [2], 'discard.length': 3 },
    },
  ],
};

// ---- 4. producer: aqueduct and well -------------------------------------------------------------------
// May is seat 1 and the governor; Fay seat 2, Hal seat 0.
const p4: SanJuanPosition = {
  players: 3,
  governor: 1,
  buildings: [['indigo_plant'], ['indigo_plant', 'sugar_mill', 'tobacco_storage', 'coffee_roaster', 'aqueduct', 'well'], ['indigo_plant']],
  hands: [3, 2, 3],
  deckTop: ['statue', 'hero', 'palace', 'library', 'chapel', 'tower'],
};
const s4 = loadedAt(p4);
const [sugar4, tobacco4, coffee4] = [standing(s4, 1, 'sugar_mill'), standing(s4, 1, 'tobacco_storage'), standing(s4, 1, 'coffee_roaster')];

const producerExample: SanJuanExample = {
  id: 'producer-aqueduct-well',
  game: 'san-juan',
  section: 'producer',
  title: { zh: '生產者：溝渠與水井', en: 'Producer: aqueduct and well' },
  intro: {
    zh: '三人局，小美（玩家 B）是總督。她有溝渠和水井，還有 4 棟空的生產建築：染料廠、蔗糖廠、菸草廠、咖啡廠。手上 2 張牌。',
    en: 'Three players; May (Player B) is the governor. She owns an aqueduct and a well and has 4 empty production buildings: indigo plant, sugar mill, tobacco storage and coffee roaster. She holds 2 cards.',
  },
  start: { position: p4 },
  expectAtStart: { phase: 'pickRole', governor: 1, 'hands.1.length': 2 },
  steps: [
    {
      move: { type: 'pickRole', seat: 1, role: 'producer' },
      yourTurn: true,
      narration: { zh: '小美挑生產者，特權歸她，她先生產。', en: 'May picks the producer: the privilege is hers and she produces first.' },
      highlight: { seats: [1] },
      expect: { phase: 'producer', privileged: 1, order: [1, 2, 0] },
    },
    {
      move: { type: 'produce', seat: 1, buildings: [sugar4, tobacco4, coffee4] },
      yourTurn: true,
      narration: {
        zh: '她可以生產 1 + 1（特權）+ 1（溝渠）= 3 個貨品，就放在蔗糖廠、菸草廠和咖啡廠上，每棟 1 張牌背面朝上；染料廠還空著。生產了 2 個以上，水井讓她再抽 1 張到手上。如果她只有 2 棟空的生產建築，就只能做 2 個，水井一樣給她 1 張。',
        en: 'She may produce 1 + 1 (privilege) + 1 (aqueduct) = 3 goods, so a card goes face down on her sugar mill, tobacco storage and coffee roaster; the indigo plant stays empty. With 2 or more goods made, the well draws her 1 card. With only 2 empty buildings she could make just 2 — and the well would still give her the card.',
      },
      highlight: { seats: [1], buildings: [coffee4, tobacco4, sugar4, standing(s4, 1, 'aqueduct'), standing(s4, 1, 'well')] },
      expect: {
        'buildings.1.1.good': deckAt(s4, 0),
        'buildings.1.2.good': deckAt(s4, 1),
        'buildings.1.3.good': deckAt(s4, 2),
        'buildings.1.0.good': null,
        'hands.1.length': 3,
        'hands.1.2': deckAt(s4, 3),
        order: [2, 0],
      },
    },
    {
      move: { type: 'produce', seat: 2, buildings: [s4.buildings[2]![0]!.card] },
      narration: { zh: '小芳沒有特權，只能生產 1 個，放在她的染料廠上。', en: 'Fay has no privilege and produces just 1, on her indigo plant.' },
      highlight: { seats: [2] },
      expect: { 'buildings.2.0.good': deckAt(s4, 4), order: [0] },
    },
    {
      move: { type: 'produce', seat: 0, buildings: [s4.buildings[0]![0]!.card] },
      narration: { zh: '阿豪也生產 1 個。階段結束，輪到小芳挑角色。', en: 'Hal produces 1 as well. The phase is over and Fay picks next.' },
      highlight: { seats: [0] },
      expect: { 'buildings.0.0.good': deckAt(s4, 5), phase: 'pickRole', 'deck.length': s4.deck.length - 6 },
    },
  ],
};

// ---- 5. trader under price tile 3 -------------------------------------------------------------------
// Hal seat 0 picked the trader; Fay seat 1; May seat 2 owns a trading post.
const p5: SanJuanPosition = {
  players: 3,
  phase: 'trader',
  governor: 0,
  picks: [['trader', 0]],
  priceTile: 3,
  buildings: [
    ['indigo_plant', { card: 'silver_smelter', good: true }, { card: 'coffee_roaster', good: true }, 'market_stand', 'market_hall'],
    ['indigo_plant', { card: 'tobacco_storage', good: true }],
    [{ card: 'indigo_plant', good: true }, { card: 'sugar_mill', good: true }, 'trading_post'],
  ],
  hands: [1, 2, 2],
  deckTop: ['statue', 'hero', 'tower', 'chapel', 'well', 'crane', 'smithy', 'archive', 'poor_house', 'gold_mine', 'quarry'],
};
const s5 = loadedAt(p5);
const [silver5, coffee5] = [standing(s5, 0, 'silver_smelter'), standing(s5, 0, 'coffee_roaster')];

const traderExample: SanJuanExample = {
  id: 'trader-price-tile',
  game: 'san-juan',
  section: 'trader',
  title: { zh: '商人：價目板、攤販、市場與交易所', en: 'Trader: price tile, market stand, market hall and trading post' },
  intro: {
    zh: '三人局。阿豪（玩家 A）挑了商人，翻開的價目板是染料 1、蔗糖 1、菸草 2、咖啡 2、白銀 3。阿豪的白銀廠和咖啡廠上有貨品，他還有攤販和市場。小芳（玩家 B）有 1 個菸草；小美（玩家 C）有交易所，染料和蔗糖各 1 個。',
    en: 'Three players. Hal (Player A) picked the trader; the tile turned over reads indigo 1, sugar 1, tobacco 2, coffee 2, silver 3. Hal has goods on his silver smelter and coffee roaster and owns a market stand and a market hall. Fay (Player B) has one tobacco; May (Player C) owns a trading post and has one indigo and one sugar.',
  },
  start: { position: p5 },
  expectAtStart: { phase: 'trader', priceTile: 2, privileged: 0, 'hands.0.length': 1 },
  steps: [
    {
      move: { type: 'sell', seat: 0, buildings: [silver5, coffee5] },
      yourTurn: true,
      narration: {
        zh: '阿豪有特權，可以賣 2 個：白銀換 3 張、咖啡換 2 張，共 5 張。他賣了 2 個，攤販多給 1 張；至少賣了 1 個，市場再多給 1 張。一共抽 7 張，手牌從 1 張變成 8 張。',
        en: 'With the privilege Hal may sell 2: the silver fetches 3 cards and the coffee 2, making 5. Having sold 2, his market stand adds 1; having sold at least 1, his market hall adds 1 more. He draws 7 in all and his hand goes from 1 card to 8.',
      },
      highlight: { seats: [0], buildings: [silver5, coffee5, standing(s5, 0, 'market_stand'), standing(s5, 0, 'market_hall')] },
      expect: { 'hands.0.length': 8, 'buildings.0.1.good': null, 'buildings.0.2.good': null, order: [1, 2] },
    },
    {
      move: { type: 'sell', seat: 1, buildings: [standing(s5, 1, 'tobacco_storage')] },
      narration: { zh: '小芳沒有特權，只能賣 1 個。她賣菸草，這張價目板上菸草值 2 張。', en: 'Fay has no privilege and may sell only 1. She sells her tobacco, worth 2 cards on this tile.' },
      highlight: { seats: [1], buildings: [standing(s5, 1, 'tobacco_storage')] },
      expect: { 'hands.1.length': 4, order: [2] },
    },
    {
      move: { type: 'sell', seat: 2, buildings: [s5.buildings[2]![0]!.card, standing(s5, 2, 'sugar_mill')] },
      yourTurn: true,
      narration: {
        zh: '小美也沒有特權，但交易所讓她多賣 1 個，所以能賣 2 個：染料 1 張加蔗糖 1 張，共 2 張。她沒有攤販，賣兩個也不會多抽。階段結束，價目板蓋回那一疊的最下面。',
        en: 'May has no privilege either, but her trading post lets her sell 1 more, so she sells 2: indigo 1 card plus sugar 1 card, 2 in all. Without a market stand, selling two brings nothing extra. The phase ends and the tile goes face down under the stack.',
      },
      highlight: { seats: [2], buildings: [standing(s5, 2, 'trading_post')] },
      expect: { 'hands.2.length': 4, phase: 'pickRole', priceTile: null, 'priceStack.4': 2 },
    },
  ],
};

// ---- 6. councillor: prefecture and archive ----------------------------------------------------------------
// Fay is seat 1, the governor, and picked the councillor; May seat 2, Hal seat 0.
const p6: SanJuanPosition = {
  players: 3,
  phase: 'councillor',
  governor: 1,
  picks: [['councillor', 1]],
  buildings: [['indigo_plant'], ['indigo_plant', 'prefecture', 'archive'], ['indigo_plant']],
  hands: [2, ['sugar_mill', 'indigo_plant', 'statue'], 2],
  deckTop: ['library', 'palace', 'tower', 'chapel', 'well', 'hero', 'crane', 'quarry', 'smithy'],
};
const s6 = loadedAt(p6);
const hand6 = (id: BuildingId) => inHand(s6, 1, id);

const councillorExample: SanJuanExample = {
  id: 'councillor-prefecture-archive',
  game: 'san-juan',
  section: 'councillor',
  title: { zh: '議員：辦公處與檔案館', en: 'Councillor: prefecture and archive' },
  intro: {
    zh: '三人局。小芳（玩家 B）挑了議員，她有辦公處和檔案館，原本手上 3 張：蔗糖廠、染料廠、雕鑄像。特權讓她抽 5 張：圖書館、宮殿、塔樓、禮拜堂、水井。有檔案館，這 5 張先全部進手牌，所以她現在拿著 8 張。',
    en: 'Three players. Fay (Player B) picked the councillor; she owns a prefecture and an archive and held 3 cards: a sugar mill, an indigo plant and a statue. Her privilege draws 5 — library, palace, tower, chapel, well — and with the archive all 5 go into her hand first, so she now holds 8.',
  },
  start: { position: p6 },
  expectAtStart: { phase: 'archive', count: 3, 'hands.1.length': 8, order: [1, 2, 0] },
  steps: [
    {
      move: { type: 'discard', seat: 1, card: hand6('statue') },
      yourTurn: true,
      narration: {
        zh: '辦公處讓她留 2 張，抽了 5 張，所以要丟 3 張。檔案館讓她從整手 8 張裡挑：她先丟掉原本就有的雕鑄像。',
        en: 'The prefecture lets her keep 2 of the 5 she drew, so 3 must go. The archive lets her choose them from all 8: first she drops the statue she already held.',
      },
      highlight: { seats: [1], cards: [hand6('statue')] },
      expect: { count: 2, 'hands.1.length': 7 },
    },
    {
      move: { type: 'discard', seat: 1, card: hand6('indigo_plant') },
      narration: { zh: '再丟掉舊的染料廠。', en: 'Then the old indigo plant.' },
      highlight: { seats: [1], cards: [hand6('indigo_plant')] },
      expect: { count: 1 },
    },
    {
      move: { type: 'discard', seat: 1, card: hand6('well') },
      narration: {
        zh: '最後丟掉剛抽到的水井。她手上剩 5 張：原本 3 張加抽到 5 張，再丟 3 張。接著輪到小美，她抽 2 張留 1 張。',
        en: 'Last, the well she has just drawn. She keeps 5 cards: 3 held plus 5 drawn, less 3. Now May draws 2 and keeps 1.',
      },
      highlight: { seats: [1] },
      expect: { 'hands.1.length': 5, phase: 'councillor', order: [2, 0], count: 1, drawn: [deckAt(s6, 0), deckAt(s6, 1)] },
    },
    {
      move: { type: 'keep', seat: 2, cards: [deckAt(s6, 0)] },
      narration: { zh: '小美沒有辦公處也沒有檔案館：從英雄像和起重機裡留下英雄像，起重機丟掉。', en: 'May has neither building: of the hero and the crane she keeps the hero and discards the crane.' },
      highlight: { seats: [2], cards: [deckAt(s6, 0)] },
      expect: { 'hands.2.length': 3, order: [0] },
    },
    {
      move: { type: 'keep', seat: 0, cards: [deckAt(s6, 2)] },
      narration: { zh: '阿豪抽到採石場和鐵匠鋪，留下採石場。議員階段結束。', en: 'Hal draws a quarry and a smithy and keeps the quarry. The councillor phase is over.' },
      highlight: { seats: [0] },
      expect: { 'hands.0.length': 3, phase: 'pickRole' },
    },
  ],
};

// ---- 7. prospector and two gold mines ------------------------------------------------------------------
// Hal seat 0 (governor) and May seat 1 both own a gold mine.
const p7: SanJuanPosition = {
  players: 3,
  governor: 0,
  buildings: [['indigo_plant', 'gold_mine'], ['indigo_plant', 'gold_mine'], ['indigo_plant']],
  hands: [2, 2, 2],
  deckTop: ['statue', 'well', 'crane', 'tower', 'palace', 'smithy', 'chapel', 'quarry', 'library'],
};
const s7 = loadedAt(p7);
const halReveal = [1, 2, 3, 4].map((k) => deckAt(s7, k));
const mayReveal = [5, 6, 7, 8].map((k) => deckAt(s7, k));
const library7 = deckAt(s7, 8);

const prospectorExample: SanJuanExample = {
  id: 'prospector-gold-mine',
  game: 'san-juan',
  section: 'prospector',
  title: { zh: '淘金者與金礦坑：一次成功，一次落空', en: 'Prospector and gold mines: one strike, one miss' },
  intro: {
    zh: '三人局。阿豪（玩家 A）是總督，他和小美（玩家 B）都有金礦坑。',
    en: 'Three players. Hal (Player A) is the governor; he and May (Player B) both own a gold mine.',
  },
  start: { position: p7 },
  expectAtStart: { phase: 'pickRole', 'hands.0.length': 2 },
  steps: [
    {
      move: { type: 'pickRole', seat: 0, role: 'prospector' },
      yourTurn: true,
      narration: {
        zh: '阿豪挑淘金者，特權讓他抽 1 張。接著金礦坑從挑的人開始順時針輪：阿豪翻出水井、起重機、塔樓、宮殿，費用 2、2、3、6，有兩張 2，四張全丟。再來是小美，翻出鐵匠鋪、禮拜堂、採石場、圖書館，費用 1、3、4、5 全都不同，她可以留 1 張。',
        en: 'Hal picks the prospector and his privilege draws 1 card. Then the gold mines go clockwise from the picker: Hal turns up a well, a crane, a tower and a palace — costs 2, 2, 3, 6, two 2s, so all four are discarded. May turns up a smithy, a chapel, a quarry and a library — costs 1, 3, 4, 5, all different, so she may keep one.',
      },
      highlight: { seats: [0, 1], cards: mayReveal },
      expect: { phase: 'goldMine', 'hands.0.length': 3, 'hands.0.2': deckAt(s7, 0), discard: halReveal, drawn: mayReveal, order: [1], count: 1 },
    },
    {
      move: { type: 'keep', seat: 1, cards: [library7] },
      yourTurn: true,
      narration: {
        zh: '小美留下費用 5 的圖書館，另外 3 張丟進棄牌堆。小芳沒有金礦坑，什麼都不做。',
        en: 'May keeps the library, the card costing 5, and the other 3 go to the discard pile. Fay has no gold mine and does nothing.',
      },
      highlight: { seats: [1], cards: [library7] },
      expect: { 'hands.1.length': 3, 'hands.1.2': library7, 'discard.length': 7, phase: 'pickRole', 'hands.2.length': 2 },
    },
  ],
};

// ---- 8. round start: chapel, then the hand limit, with and without a tower -----------------------------
// May seat 0 (chapel) and Hal seat 1 (chapel and tower), 14 cards each, at the start of round 2.
const p8: SanJuanPosition = {
  players: 2,
  phase: 'chapel',
  round: 2,
  governor: 0,
  buildings: [['indigo_plant', 'chapel'], ['indigo_plant', 'chapel', 'tower']],
  hands: [14, 14],
};
const s8 = loadedAt(p8);
const may8 = s8.hands[0]!;
const hal8 = s8.hands[1]!;

const chapelExample: SanJuanExample = {
  id: 'chapel-tower-hand-limit',
  game: 'san-juan',
  section: 'round-start',
  title: { zh: '回合開始：禮拜堂、手牌上限與塔樓', en: 'Round start: chapel, hand limit and tower' },
  intro: {
    zh: '兩人局，第 2 回合開始。小美（玩家 A）有禮拜堂，沒有塔樓；阿豪（玩家 B）禮拜堂和塔樓都有。兩人手上都是 14 張牌。',
    en: 'Two players, round 2 begins. May (Player A) owns a chapel but no tower; Hal (Player B) owns a chapel and a tower. Each holds 14 cards.',
  },
  start: { position: p8 },
  expectAtStart: { phase: 'chapel', order: [0, 1] },
  steps: [
    {
      move: { type: 'tuck', seat: 0, card: may8[0]! },
      yourTurn: true,
      narration: { zh: '先處理禮拜堂。小美把 1 張手牌背面朝上壓到禮拜堂下，剩 13 張；這張牌終局值 1 分。', en: 'Chapels come first. May tucks a hand card face down under her chapel, leaving 13; it will be worth 1 point at the end.' },
      highlight: { seats: [0], cards: [may8[0]!] },
      expect: { 'chapel.0.length': 1, 'hands.0.length': 13 },
    },
    {
      move: { type: 'tuck', seat: 1, card: hal8[0]! },
      narration: {
        zh: '阿豪也壓 1 張，剩 13 張。接著才檢查手牌上限：小美的上限是 7，要丟 6 張；阿豪有塔樓，上限 12，只要丟 1 張。',
        en: 'Hal tucks one too and holds 13. Only now is the hand limit checked: May’s limit is 7, so 6 must go; Hal’s tower raises his to 12, so he drops just 1.',
      },
      highlight: { seats: [1], buildings: [standing(s8, 1, 'tower')] },
      expect: { phase: 'handLimit', order: [0, 1], count: 6, 'hands.1.length': 13 },
    },
    ...[1, 2, 3, 4, 5].map((k) => ({
      move: { type: 'discard' as const, seat: 0, card: may8[k]! },
      narration: { zh: `小美棄掉第 ${k} 張，還要再棄 ${6 - k} 張。`, en: `May discards card ${k}; ${6 - k} still to go.` },
      highlight: { seats: [0] },
      expect: { count: 6 - k, 'hands.0.length': 13 - k },
    })),
    {
      move: { type: 'discard', seat: 0, card: may8[6]! },
      narration: { zh: '第 6 張棄完，小美剩下剛好 7 張。輪到阿豪。', en: 'With the sixth gone May holds exactly 7. Hal is next.' },
      highlight: { seats: [0] },
      expect: { 'hands.0.length': 7, order: [1], count: 1 },
    },
    {
      move: { type: 'discard', seat: 1, card: hal8[1]! },
      yourTurn: true,
      narration: { zh: '阿豪丟 1 張，留下 12 張。兩人都在上限之內，總督開始挑角色。', en: 'Hal discards 1 and keeps 12. Both are within their limits, and the governor picks a role.' },
      highlight: { seats: [1] },
      expect: { 'hands.1.length': 12, phase: 'pickRole', 'discard.length': 7 },
    },
  ],
};

// ---- 9. end scoring with the four 6-cost buildings ---------------------------------------------------------
// May seat 0 (governor) picked the builder and has 11 buildings; Hal seat 1.
const p9: SanJuanPosition = {
  players: 2,
  phase: 'builder',
  governor: 0,
  picks: [['builder', 0]],
  buildings: [
    ['indigo_plant', 'sugar_mill', 'coffee_roaster', 'silver_smelter', 'guild_hall', 'city_hall', 'triumphal_arch', 'statue', 'hero', 'chapel', 'library'],
    ['indigo_plant', 'statue', 'tobacco_storage'],
  ],
  chapel: [3, 0],
  hands: [['palace', 'well', 'crane', 'tower', 'smithy'], 3],
};
const s9 = loadedAt(p9);
const palace9 = inHand(s9, 0, 'palace');

const endScoring: SanJuanExample = {
  id: 'end-scoring-six-cost',
  game: 'san-juan',
  section: 'scoring',
  title: { zh: '終局計分：四種 6 元建築', en: 'Final scoring: the four 6-cost buildings' },
  intro: {
    zh: '兩人局。小美（玩家 A）挑了建築師，她已經有 11 棟建築：染料廠、蔗糖廠、咖啡廠、白銀廠、同業會館、市政廳、凱旋門、雕鑄像、英雄像、禮拜堂、圖書館，禮拜堂下壓了 3 張。她手上有一張宮殿。',
    en: 'Two players. May (Player A) picked the builder and already has 11 buildings: indigo plant, sugar mill, coffee roaster, silver smelter, guild hall, city hall, triumphal arch, statue, hero, chapel and library, with 3 cards under the chapel. She holds a palace.',
  },
  start: { position: p9 },
  expectAtStart: { 'buildings.0.length': 11, 'chapel.0.length': 3, doubled: true },
  steps: [
    {
      move: { type: 'build', seat: 0, card: palace9 },
      yourTurn: true,
      narration: {
        zh: '小美蓋宮殿，這是她的第 12 棟。圖書館讓特權少付 2 張，所以 6 − 2 = 4 張。',
        en: 'May builds the palace, her 12th building. The library doubles her privilege to 2 off, so it costs 6 − 2 = 4 cards.',
      },
      highlight: { seats: [0], cards: [palace9] },
      expect: { phase: 'payment', 'payment.owed': 4, 'buildings.0.length': 12 },
    },
    ...(['well', 'crane', 'tower'] as const).map((id, k) => ({
      move: { type: 'pay' as const, seat: 0, card: inHand(s9, 0, id) },
      narration: { zh: `她付出第 ${k + 1} 張。`, en: `She pays card ${k + 1}.` },
      highlight: { seats: [0] },
      expect: { 'payment.owed': 3 - k },
    })),
    {
      move: { type: 'pay', seat: 0, card: inHand(s9, 0, 'smithy') },
      narration: {
        zh: '第 4 張付清。有人蓋滿 12 棟了，但這個建築師階段要做完：阿豪還可以蓋。',
        en: 'The fourth card pays it off. Someone has 12 buildings, but the builder phase runs to its end: Hal may still build.',
      },
      highlight: { seats: [0] },
      expect: { phase: 'builder', order: [1] },
    },
    {
      move: { type: 'pass', seat: 1 },
      predict: {
        question: {
          zh: '阿豪不蓋的話，遊戲就結束了。小美的其他分數加起來是 45 分，宮殿會再給她幾分？',
          en: 'If Hal passes, the game is over. May’s other points come to 45: how many more does her palace give her?',
        },
        path: 'result.seats.0.breakdown.5.points',
        choices: [4, 9, 11, 12].map((n) => ({ value: n, label: { zh: `${n} 分`, en: `${n} VP` } })),
      },
      narration: {
        zh: '阿豪不蓋，遊戲結束。小美的分數：印著的分數 7 + 3 + 5 + 2 + 3 = 20；禮拜堂 3 張，23；同業會館 4 棟生產建築 × 2 = 8，31；市政廳 8 棟紫色建築 = 8，39；凱旋門 2 種紀念碑 6 分，45；最後宮殿 45 ÷ 4 捨去得 11，總分 56。',
        en: 'Hal passes and the game ends. May scores: printed points 7 + 3 + 5 + 2 + 3 = 20; 3 chapel cards, 23; guild hall, 4 production buildings × 2 = 8, 31; city hall, 8 violet buildings = 8, 39; triumphal arch, 2 kinds of monument, 6, 45; last the palace, 45 ÷ 4 rounded down = 11, for 56 in all.',
      },
      highlight: { seats: [0], buildings: [standing(s9, 0, 'guild_hall'), standing(s9, 0, 'city_hall'), standing(s9, 0, 'triumphal_arch'), palace9] },
      expect: {
        phase: 'gameOver',
        'result.seats.0.total': 56,
        'result.seats.0.breakdown': [
          { label: { zh: '12 棟建築上印的分數', en: 'printed points of 12 buildings' }, points: 20 },
          { label: { zh: '禮拜堂下 3 張牌', en: '3 cards under the chapel' }, points: 3 },
          { label: { zh: '同業會館：4 棟生產建築 × 2', en: 'guild hall: 4 production buildings × 2' }, points: 8 },
          { label: { zh: '市政廳：8 棟紫色建築', en: 'city hall: 8 violet buildings' }, points: 8 },
          { label: { zh: '凱旋門：2 座紀念碑', en: 'triumphal arch: 2 monuments' }, points: 6 },
          { label: { zh: '宮殿：其他分數 45 分的四分之一', en: 'palace: a quarter of the other 45 points' }, points: 11 },
        ],
        'result.winners': [0],
      },
    },
  ],
};

// ---- 10. a two-player round with a library ------------------------------------------------------------------
// Hal seat 0 is the governor and owns a library; Fay seat 1.
const p10: SanJuanPosition = {
  players: 2,
  governor: 0,
  buildings: [
    ['indigo_plant', { card: 'sugar_mill', good: true }, { card: 'coffee_roaster', good: true }, 'tobacco_storage', 'library'],
    ['indigo_plant', 'sugar_mill'],
  ],
  hands: [['statue', 'well', 'crane', 'smithy'], ['gold_mine', 'tower', 'chapel']],
  priceTiles: [1, 2, 3, 4, 5],
  deckTop: ['hero', 'palace', 'quarry', 'archive', 'poor_house', 'market_stand', 'aqueduct', 'prefecture'],
};
const s10 = loadedAt(p10);
const statue10 = inHand(s10, 0, 'statue');
const [sugar10, coffee10, tobacco10] = [standing(s10, 0, 'sugar_mill'), standing(s10, 0, 'coffee_roaster'), standing(s10, 0, 'tobacco_storage')];

const twoPlayerRound: SanJuanExample = {
  id: 'two-player-round',
  game: 'san-juan',
  section: 'two-players',
  title: { zh: '兩人局的一回合：總督挑兩次，圖書館只用一次', en: 'A two-player round: the governor picks twice, the library works once' },
  intro: {
    zh: '兩人局。阿豪（玩家 A）是總督，他有圖書館，蔗糖廠和咖啡廠上各有 1 個貨品，菸草廠空著。小芳（玩家 B）有染料廠和蔗糖廠。',
    en: 'Two players. Hal (Player A) is the governor and owns a library; his sugar mill and coffee roaster hold a good each and his tobacco storage is empty. Fay (Player B) has an indigo plant and a sugar mill.',
  },
  start: { position: p10 },
  expectAtStart: { phase: 'pickRole', governor: 0, libraryUsed: false },
  steps: [
    {
      move: { type: 'pickRole', seat: 0, role: 'builder', library: false },
      yourTurn: true,
      narration: {
        zh: '阿豪先挑建築師，但這次不用圖書館：特權只少付 1 張。兩人局每回合圖書館只能用一次，他想留給後面的商人。',
        en: 'Hal picks the builder first but saves the library: his privilege is just 1 card off. With two players the library works once a round, and he wants it for the trader later.',
      },
      highlight: { seats: [0], buildings: [standing(s10, 0, 'library')] },
      expect: { phase: 'builder', doubled: false, libraryUsed: false, privileged: 0 },
    },
    {
      move: { type: 'build', seat: 0, card: statue10 },
      narration: { zh: '他蓋雕鑄像，費用 3 − 1 = 2 張。', en: 'He builds the statue for 3 − 1 = 2 cards.' },
      highlight: { seats: [0], cards: [statue10] },
      expect: { phase: 'payment', 'payment.owed': 2 },
    },
    {
      move: { type: 'pay', seat: 0, card: inHand(s10, 0, 'well') },
      narration: { zh: '付水井。', en: 'He pays the well.' },
      expect: { 'payment.owed': 1 },
    },
    {
      move: { type: 'pay', seat: 0, card: inHand(s10, 0, 'crane') },
      narration: { zh: '再付起重機，付清了。換小芳蓋。', en: 'And the crane; it is paid. Fay builds next.' },
      expect: { phase: 'builder', order: [1], 'hands.0.length': 1 },
    },
    {
      move: { type: 'build', seat: 1, card: inHand(s10, 1, 'gold_mine') },
      narration: { zh: '小芳蓋金礦坑，費用 1。', en: 'Fay builds a gold mine for 1 card.' },
      highlight: { seats: [1] },
      expect: { phase: 'payment', 'payment.owed': 1 },
    },
    {
      move: { type: 'pay', seat: 1, card: inHand(s10, 1, 'tower') },
      narration: { zh: '她付塔樓。第二次挑角色輪到小芳。', en: 'She pays with the tower. The second pick of the round is Fay’s.' },
      expect: { phase: 'pickRole', 'hands.1.length': 1 },
    },
    {
      move: { type: 'pickRole', seat: 1, role: 'producer' },
      narration: { zh: '小芳挑生產者，特權讓她生產 2 個。', en: 'Fay picks the producer; her privilege lets her produce 2.' },
      highlight: { seats: [1] },
      expect: { phase: 'producer', privileged: 1, order: [1, 0] },
    },
    {
      move: { type: 'produce', seat: 1, buildings: [s10.buildings[1]![0]!.card, standing(s10, 1, 'sugar_mill')] },
      narration: { zh: '她在染料廠和蔗糖廠上各放 1 個貨品。', en: 'She puts a good on her indigo plant and on her sugar mill.' },
      highlight: { seats: [1] },
      expect: { 'buildings.1.0.good': deckAt(s10, 0), 'buildings.1.1.good': deckAt(s10, 1) },
    },
    {
      move: { type: 'produce', seat: 0, buildings: [tobacco10] },
      narration: { zh: '阿豪只能生產 1 個，放在空著的菸草廠上。現在他有 3 個貨品。', en: 'Hal may produce 1, on his empty tobacco storage. He now has 3 goods.' },
      highlight: { seats: [0], buildings: [tobacco10] },
      expect: { 'buildings.0.3.good': deckAt(s10, 2), phase: 'pickRole' },
    },
    {
      move: { type: 'pickRole', seat: 0, role: 'trader', library: true },
      yourTurn: true,
      narration: {
        zh: '總督阿豪第二次挑角色：商人，這次用上圖書館，特權加倍，最多可以賣 3 個。翻開的價目板是染料 1、蔗糖 1、菸草 1、咖啡 2、白銀 2。',
        en: 'Hal, the governor, picks again: the trader, and this time he uses the library, so his privilege doubles and he may sell up to 3. The tile turned over reads indigo 1, sugar 1, tobacco 1, coffee 2, silver 2.',
      },
      highlight: { seats: [0], buildings: [standing(s10, 0, 'library')] },
      expect: { phase: 'trader', doubled: true, libraryUsed: true, priceTile: 0 },
    },
    {
      move: { type: 'sell', seat: 0, buildings: [sugar10, coffee10, tobacco10] },
      narration: { zh: '阿豪賣 3 個：蔗糖 1 張、咖啡 2 張、菸草 1 張，共抽 4 張。', en: 'Hal sells 3: sugar 1 card, coffee 2, tobacco 1 — 4 cards in all.' },
      highlight: { seats: [0], buildings: [sugar10, coffee10, tobacco10] },
      expect: { 'hands.0.length': 5, order: [1] },
    },
    {
      move: { type: 'sell', seat: 1, buildings: [standing(s10, 1, 'sugar_mill')] },
      narration: {
        zh: '小芳賣 1 個蔗糖，抽 1 張。三個角色都做完了，回合結束：總督卡交給小芳，第 2 回合由她先挑。',
        en: 'Fay sells one sugar and draws 1. All three roles are done and the round ends: the governor tile passes to Fay, who picks first in round 2.',
      },
      highlight: { seats: [1] },
      expect: { phase: 'pickRole', governor: 1, round: 2, picks: [], libraryUsed: false, 'hands.1.length': 2 },
    },
  ],
};

export const sanJuanExamples: SanJuanExample[] = [
  builderReductions,
  blackMarket,
  craneExample,
  producerExample,
  traderExample,
  councillorExample,
  prospectorExample,
  chapelExample,
  endScoring,
  twoPlayerRound,
];
