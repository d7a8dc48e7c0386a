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


// ---- movement: one whole turn of the trader -----------------------------------------------------------
const traderTurnPath: GenoaExample = {
  id: 'trader-turn-path',
  game: 'genoa',
  section: 'movement',
  title: { zh: '交易商人的一整個輪次：交易塔的路線', en: "A whole trader's turn: the tower's path" },
  intro: {
    zh: '三人遊戲第 1 回合，A 是交易商人。每位玩家都有 130 元，面前還沒有所有人指示物。看交易塔怎麼一步一步走，每一格都留下一個圓盤。',
    en: 'Three players, round 1; A is the trader. Everyone has 130 ducats and nobody has an ownership marker yet. Watch the tower go step by step, leaving a disc on every space.',
  },
  // on paper: the prediction and the outcome
  printSteps: [4, 16],
  start: at({ players: 3, rolls: [[3, 2]], decks: { large: { top: [1] } }, seats: [{}, {}, {}] }),
  steps: [
    {
      move: { type: 'roll', seat: 0 },
      narration: {
        zh: '藍 3、紅 2：左邊數來第 3 行、上面數來第 2 列，是一個街道格。交易塔放在這裡，這是起始格，也是第一個留下圓盤的地點。B 先說話，接著是 C。',
        en: 'Blue 3, red 2: third column from the left, second row from the top, a street square. The tower goes there: the start space, the first space to keep a disc. B speaks first, then C.',
      },
      highlight: { spaces: ['st-3-2'], path: true },
      expect: { path: ['st-3-2'], phase: 'bidding', order: [1, 2] },
    },
    {
      move: { type: 'offer', seat: 1, offer: { target: 'park', kind: 'moveAndAct', bidderPays: { ducats: 10 }, traderPays: {}, promise: [] } },
      narration: {
        zh: 'B 出 10 元，請 A 把交易塔往上走進公園，由 B 在那裡做行動。',
        en: 'B offers 10 ducats for the tower to step up into the Park, with B taking the action there.',
      },
      highlight: { offerBidder: 1, spaces: ['park'] },
      expect: { 'offers.0.bidder': 1, 'offers.0.target': 'park', order: [2] },
    },
    {
      move: { type: 'noOffer', seat: 2 },
      narration: { zh: 'C 不出價，輪到 A 決定。', en: 'C makes no offer; A decides.' },
      highlight: { seats: [0] },
      expect: { phase: 'trader', silent: [2] },
    },
    {
      move: { type: 'accept', seat: 0, bidder: 1 },
      predict: {
        question: { zh: 'A 接受 B 的出價。成交後 A 有多少錢？', en: "A accepts B's offer. How many ducats does A have then?" },
        path: 'seats.0.ducats',
        choices: [
          { value: 130, label: { zh: '130 元', en: '130' } },
          { value: 140, label: { zh: '140 元', en: '140' } },
          { value: 150, label: { zh: '150 元', en: '150' } },
        ],
      },
      narration: {
        zh: 'A 收下 10 元（130 → 140），交易塔走進公園，這是第 1 步。B 在公園做行動，拿到一張額外行動卡；B 這一輪的行動用掉了。',
        en: 'A takes the 10 (130 → 140) and the tower steps into the Park: step 1. B acts there and takes an Extra action card; B has used his action for this turn.',
      },
      highlight: { seats: [0, 1], spaces: ['park'], path: true, specials: ['extraAction'] },
      expect: { 'seats.0.ducats': 140, 'seats.1.ducats': 120, 'seats.1.specials.extraAction': 1, path: ['st-3-2', 'park'], usedBuildings: ['park'], acted: [0, 1, 0], phase: 'bidding' },
    },
    {
      move: { type: 'noOffer', seat: 1 },
      narration: { zh: '行動做完後，又有一輪出價的機會。B 不出價。', en: 'After the action comes another round of offers. B makes no offer.' },
      highlight: { seats: [1] },
      expect: { order: [2], silent: [1] },
    },
    {
      move: { type: 'noOffer', seat: 2 },
      narration: {
        zh: 'C 也不出價。剛才的街道格已經有圓盤，交易塔不能走回去；從公園還能去的是街道 4-2、Colini 別墅和馬車行。',
        en: 'C makes no offer either. The street the tower came from already holds a disc, so the tower may not go back there; from the Park it may go to the street 4-2, Villa Colini or the Coach House.',
      },
      highlight: { path: true, spaces: ['st-4-2', 'villa_colini', 'coach_house'] },
      expect: { phase: 'trader' },
    },
    {
      move: { type: 'move', seat: 0, to: 'st-4-2' },
      yourTurn: true,
      narration: {
        zh: 'A 把交易塔往下走到街道 4-2，在公園留下一個圓盤，這是第 2 步。街道沒有行動，但這個圓盤之後可以用來獲得建築。',
        en: 'A moves the tower down to the street 4-2, leaving a disc in the Park: step 2. A street has no action, but its disc can be used to acquire buildings later.',
      },
      highlight: { spaces: ['st-4-2'], path: true },
      expect: { path: ['st-3-2', 'park', 'st-4-2'], phase: 'bidding', order: [1, 2] },
    },
    {
      move: { type: 'noOffer', seat: 1 },
      narration: { zh: 'B 不出價。', en: 'B makes no offer.' },
      highlight: { seats: [1] },
      expect: { order: [2] },
    },
    {
      move: { type: 'noOffer', seat: 2 },
      narration: { zh: 'C 也不出價，沒有人想去公會。', en: 'C makes no offer either: nobody wants the Guild Hall.' },
      highlight: { seats: [2] },
      expect: { phase: 'trader' },
    },
    {
      move: { type: 'move', seat: 0, to: 'guild_hall' },
      narration: {
        zh: 'A 自己把交易塔往下走進公會，這是第 3 步。這棟建築是沒有談好就到的，其他人還可以出價。',
        en: 'A moves the tower down into the Guild Hall himself: step 3. It was reached without a deal, so the others may still bid for its action.',
      },
      highlight: { spaces: ['guild_hall'], path: true },
      expect: { path: ['st-3-2', 'park', 'st-4-2', 'guild_hall'], dealt: false, phase: 'bidding' },
    },
    {
      move: { type: 'noOffer', seat: 1 },
      narration: { zh: 'B 不出價。', en: 'B makes no offer.' },
      highlight: { seats: [1] },
      expect: { order: [2] },
    },
    {
      move: { type: 'noOffer', seat: 2 },
      narration: { zh: 'C 不出價。', en: 'C makes no offer.' },
      highlight: { seats: [2] },
      expect: { phase: 'trader' },
    },
    {
      move: { type: 'actHere', seat: 0 },
      yourTurn: true,
      narration: {
        zh: 'A 用自己的行動在公會抽一張大訂單。現在 A 和 B 都做過行動了，只剩 C 還有行動。',
        en: 'A uses his own action at the Guild Hall and draws a large order. A and B have now both acted; only C still has an action.',
      },
      highlight: { seats: [0], spaces: ['guild_hall'] },
      expect: { 'seats.0.hand': [1], usedBuildings: ['park', 'guild_hall'], acted: [1, 1, 0], phase: 'bidding' },
    },
    {
      move: { type: 'noOffer', seat: 1 },
      narration: { zh: 'B 不出價。', en: 'B makes no offer.' },
      highlight: { seats: [1] },
      expect: { order: [2] },
    },
    {
      move: { type: 'noOffer', seat: 2 },
      narration: { zh: 'C 不出價。', en: 'C makes no offer.' },
      highlight: { seats: [2] },
      expect: { phase: 'trader' },
    },
    {
      move: { type: 'stop', seat: 0 },
      narration: {
        zh: 'A 停下來，第 4 步沒有用到。交易塔走了 3 步、經過 4 個地點；兩個街道格上的圓盤本來可以用來獲得建築，但現在誰都沒有所有人指示物，所以直接跳過。A 收回圓盤，把塔交給左手邊的 B。',
        en: 'A stops; the fourth step goes unused. The tower made 3 steps and visited 4 spaces. The discs on the two streets could have been used to acquire buildings, but nobody has an ownership marker yet, so that phase is skipped. A gathers the discs and hands the tower to B on his left.',
      },
      highlight: { seats: [1] },
      expect: { phase: 'start', trader: 1, path: [], round: 1, 'seats.0.ducats': 140, 'seats.1.ducats': 120, 'seats.2.ducats': 130 },
    },
  ],
};

// ---- the round track: the first trader's market start ----------------------------------------------------
const marketStart: GenoaExample = {
  id: 'market-start',
  game: 'genoa',
  section: 'round-track',
  title: { zh: '市場起始：回合指示物立刻往下移', en: 'A market start: the round marker moves at once' },
  intro: {
    zh: '三人遊戲，一共 10 回合，現在是第 1 回合。A 是起始玩家，所以每一回合都是他第一個當交易商人。A 擲骰。',
    en: 'Three players and 10 rounds; this is round 1. A is the start player, so he is the first trader of every round. A rolls.',
  },
  start: at({ players: 3, rolls: [[4, 5], [5, 4]], seats: [{}, {}, {}] }),
  steps: [
    {
      move: { type: 'roll', seat: 0 },
      narration: {
        zh: '藍 4、紅 5 落在市場。A 是這一回合的第一位交易商人，所以回合指示物立刻從第 1 格移到第 2 格：整局少了一回合。市場本身沒有行動，交易塔照常從這裡出發。',
        en: "Blue 4, red 5: the market. A is this round's first trader, so the round marker moves at once from circle 1 to circle 2: the game has lost a round. The market has no action; the tower sets out from here as usual.",
      },
      highlight: { spaces: ['market'], roundTrack: true },
      expect: { path: ['market'], round: 2, phase: 'bidding', order: [1, 2] },
    },
    {
      move: { type: 'noOffer', seat: 1 },
      narration: { zh: 'B 不出價。', en: 'B makes no offer.' },
      highlight: { seats: [1] },
      expect: { order: [2], silent: [1] },
    },
    {
      move: { type: 'noOffer', seat: 2 },
      narration: { zh: 'C 也不出價。', en: 'C makes no offer either.' },
      highlight: { seats: [2] },
      expect: { phase: 'trader' },
    },
    {
      move: { type: 'stop', seat: 0 },
      yourTurn: true,
      narration: {
        zh: 'A 一步都不走，直接停下。交易商人隨時可以停。塔交給 B，回合指示物還在第 2 格，因為這一回合還沒結束。',
        en: 'A makes no step at all and stops; the trader may stop whenever he likes. The tower goes to B, and the marker stays on circle 2, since the round is not over.',
      },
      highlight: { seats: [1], roundTrack: true },
      expect: { phase: 'start', trader: 1, round: 2 },
    },
    {
      move: { type: 'roll', seat: 1 },
      yourTurn: true,
      predict: {
        question: { zh: 'B 也擲到市場（藍 5、紅 4）。回合指示物會在第幾格？', en: 'B rolls the market too (blue 5, red 4). Which circle is the round marker on then?' },
        path: 'round',
        choices: [
          { value: 2, label: { zh: '第 2 格', en: 'Circle 2' } },
          { value: 3, label: { zh: '第 3 格', en: 'Circle 3' } },
        ],
      },
      narration: {
        zh: '還是第 2 格。B 不是這一回合的第一位交易商人，他落在市場對回合軌沒有影響。',
        en: "Still circle 2. B is not this round's first trader, so his market start leaves the round track alone.",
      },
      highlight: { seats: [1], spaces: ['market'], roundTrack: true },
      expect: { path: ['market'], round: 2, trader: 1, phase: 'bidding', order: [2, 0] },
    },
  ],
};

// ---- messages: paid as soon as both buildings hold a disc ------------------------------------------------
const messageMidPath: GenoaExample = {
  id: 'message-mid-path',
  game: 'genoa',
  section: 'messages',
  title: { zh: '信件在路上就兌現', en: 'A message paid on the way' },
  intro: {
    zh: '三人遊戲，A 是交易商人。交易塔從公園出發，已經走到街道 4-2，公園上留著一個圓盤。B 手上有一張「公園－公會」的信件。',
    en: 'Three players; A is the trader. The tower started in the Park and has moved on to the street 4-2, leaving a disc in the Park. B holds the message Park – Guild Hall.',
  },
  // on paper: the prediction and the outcome
  printSteps: [3, 6],
  start: at({ players: 3, path: ['park', 'st-4-2'], decks: { large: { top: [3] } }, seats: [{}, { hand: [32] }, {}] }),
  steps: [
    {
      move: { type: 'noOffer', seat: 1 },
      narration: { zh: 'B 不出價：他不想讓人知道自己想去公會。', en: 'B makes no offer: he would rather not show that he wants the Guild Hall.' },
      highlight: { seats: [1] },
      expect: { order: [2], silent: [1] },
    },
    {
      move: { type: 'noOffer', seat: 2 },
      narration: { zh: 'C 也不出價，輪到 A 決定。', en: 'C makes no offer either; A decides.' },
      highlight: { seats: [0] },
      expect: { phase: 'trader' },
    },
    {
      move: { type: 'move', seat: 0, to: 'guild_hall' },
      yourTurn: true,
      predict: {
        question: { zh: 'A 把交易塔走進公會，還沒有人在那裡做行動。B 現在有多少錢？', en: 'A moves the tower into the Guild Hall; nobody has acted there yet. How many ducats does B have now?' },
        path: 'seats.1.ducats',
        choices: [
          { value: 130, label: { zh: '130 元', en: '130' } },
          { value: 160, label: { zh: '160 元', en: '160' } },
        ],
      },
      narration: {
        zh: '160 元。公園和公會現在都有圓盤，B 的信件馬上兌現，30 元，信件放到牌堆下面正面朝上。誰在這兩棟建築做行動都沒關係，連交易商人是誰也沒關係。',
        en: '160. The Park and the Guild Hall both hold a disc now, so B\'s message pays at once, 30 ducats, and the card goes face up under its deck. It does not matter who acts at either building, or who the trader is.',
      },
      highlight: { seats: [1], spaces: ['park', 'guild_hall'], path: true },
      expect: { 'seats.1.ducats': 160, 'seats.1.hand': [], 'decks.message.up': [32], usedBuildings: [], phase: 'bidding', order: [1, 2] },
    },
    {
      move: { type: 'offer', seat: 1, offer: { target: 'guild_hall', kind: 'actHere', bidderPays: { ducats: 20 }, traderPays: {}, promise: [] } },
      yourTurn: true,
      narration: {
        zh: '公會的行動還沒人做。B 拿剛到手的錢出 20 元，要在公會做行動。',
        en: 'Nobody has taken the Guild Hall\'s action yet. B spends some of the new money: 20 ducats to act there.',
      },
      highlight: { offerBidder: 1, spaces: ['guild_hall'] },
      expect: { 'offers.0.bidder': 1, 'offers.0.kind': 'actHere', order: [2] },
    },
    {
      move: { type: 'noOffer', seat: 2 },
      narration: { zh: 'C 不出價。', en: 'C makes no offer.' },
      highlight: { seats: [2] },
      expect: { phase: 'trader' },
    },
    {
      move: { type: 'accept', seat: 0, bidder: 1 },
      narration: {
        zh: 'A 接受，收下 20 元（130 → 150）。B 在公會抽一張大訂單，剩 140 元：信件的 30 元付了這筆出價還有找。',
        en: 'A accepts and takes the 20 (130 → 150). B draws a large order at the Guild Hall and has 140 left: the message\'s 30 more than paid for the offer.',
      },
      highlight: { seats: [0, 1], spaces: ['guild_hall'] },
      expect: { 'seats.0.ducats': 150, 'seats.1.ducats': 140, 'seats.1.hand': [3], usedBuildings: ['guild_hall'], acted: [0, 1, 0] },
    },
  ],
};

// ---- orders: a small order rides on a building's action ---------------------------------------------------
const smallOrderBuilding: GenoaExample = {
  id: 'small-order-building',
  game: 'genoa',
  section: 'small-orders',
  title: { zh: '在建築做行動時交付小訂單', en: "A small order delivered with a building's action" },
  intro: {
    zh: '三人遊戲，A 是交易商人，交易塔停在公會上方的街道 4-2。C 手上有一張公會的小訂單（銅），面前也有 1 個銅。',
    en: 'Three players; A is the trader and the tower stands on the street 4-2 above the Guild Hall. C holds a small order for the Guild Hall (copper) and has 1 copper.',
  },
  start: at({ players: 3, path: ['st-4-2'], decks: { large: { top: [5] } }, seats: [{}, {}, { goods: { copper: 1 }, hand: [24] }] }),
  steps: [
    {
      move: { type: 'noOffer', seat: 1 },
      narration: { zh: 'B 不出價。', en: 'B makes no offer.' },
      highlight: { seats: [1] },
      expect: { order: [2], silent: [1] },
    },
    {
      move: { type: 'offer', seat: 2, offer: { target: 'guild_hall', kind: 'moveAndAct', bidderPays: { ducats: 10 }, traderPays: {}, promise: [] } },
      yourTurn: true,
      narration: {
        zh: 'C 出 10 元，請 A 把交易塔走進公會，由 C 在那裡做行動。',
        en: 'C offers 10 ducats for the tower to step into the Guild Hall, with C taking the action there.',
      },
      highlight: { offerBidder: 2, spaces: ['guild_hall'] },
      expect: { phase: 'trader', 'offers.0.bidder': 2 },
    },
    {
      move: { type: 'accept', seat: 0, bidder: 2 },
      narration: {
        zh: 'A 接受，收下 10 元。交易塔走進公會，C 要在這裡做行動，由他決定要不要順便交付小訂單。',
        en: 'A accepts and takes the 10. The tower steps into the Guild Hall and C must act there; he chooses whether to deliver his small order with it.',
      },
      highlight: { seats: [0, 2], spaces: ['guild_hall'], path: true, goods: ['copper'] },
      expect: { 'seats.0.ducats': 140, 'seats.2.ducats': 120, phase: 'action', 'pending.seat': 2, 'pending.building': 'guild_hall' },
    },
    {
      move: { type: 'act', seat: 2, smallOrder: 24 },
      yourTurn: true,
      predict: {
        question: { zh: 'C 做公會的行動，同時交付小訂單。C 最後有多少錢？', en: 'C takes the Guild Hall\'s action and delivers the small order with it. How many ducats does C end with?' },
        path: 'seats.2.ducats',
        choices: [
          { value: 120, label: { zh: '120 元', en: '120' } },
          { value: 160, label: { zh: '160 元', en: '160' } },
          { value: 170, label: { zh: '170 元', en: '170' } },
        ],
      },
      narration: {
        zh: 'C 照常抽一張大訂單，再交出 1 個銅和小訂單，拿到 40 元：120 → 160。小訂單不用另外花一個行動，但一定要跟著寫在卡上的那棟建築的行動一起交付，一次最多一張。',
        en: 'C draws a large order as usual, then hands in 1 copper and the small order for 40 ducats: 120 → 160. The small order costs no action of its own, but it must go with the action of the building it names, at most one at a time.',
      },
      highlight: { seats: [2], spaces: ['guild_hall'] },
      expect: { 'seats.2.ducats': 160, 'seats.2.goods.copper': 0, 'seats.2.hand': [5], 'goods.copper': 5, usedBuildings: ['guild_hall'], acted: [0, 0, 1] },
    },
  ],
};

// ---- acquisition: street discs, markers and a takeover ------------------------------------------------------
const acquisitionTakeover: GenoaExample = {
  id: 'acquisition-takeover',
  game: 'genoa',
  section: 'acquisition',
  title: { zh: '獲得建築：用街道上的圓盤放指示物，搶下別人的建築', en: "Acquiring buildings: street discs, markers, and a takeover" },
  intro: {
    zh: '三人遊戲，A 的交易塔走完了：街道 5-2、馬車行、街道 7-2。街道 5-2 挨著公會和馬車行；街道 7-2 挨著馬車行、香料倉庫和 Ricci 別墅。A 面前有 2 個所有人指示物，B 沒有，C 有 3 個。',
    en: "Three players; A's tower has finished moving: the street 5-2, the Coach House, the street 7-2. The street 5-2 touches the Guild Hall and the Coach House; the street 7-2 touches the Coach House, the Spices warehouse and Villa Ricci. A has 2 ownership markers in front of him, B none, C 3.",
  },
  // on paper: the takeover done
  printSteps: [2],
  start: at({ players: 3, path: ['st-5-2', 'coach_house', 'st-7-2'], phase: 'acquisition', seats: [{ markers: 2 }, {}, { markers: 3 }] }),
  steps: [
    {
      move: { type: 'acquire', seat: 0, street: 'st-5-2', buildings: ['guild_hall', 'coach_house'] },
      yourTurn: true,
      narration: {
        zh: '從交易商人開始。A 選街道 5-2，在公會和馬車行各放 1 個指示物，拿走那裡的圓盤。B 沒有指示物，跳過；接下來輪到 C。馬車行上的圓盤在這裡沒有用，只有街道上的才算。',
        en: "The trader goes first. A takes the street 5-2, puts 1 marker on the Guild Hall and 1 on the Coach House, and removes that disc. B has no marker and is skipped; C is next. The disc on the Coach House plays no part here: only street discs count.",
      },
      highlight: { seats: [0], spaces: ['st-5-2'], markers: ['guild_hall', 'coach_house'] },
      expect: { 'owners.guild_hall': 0, 'owners.coach_house': 0, 'seats.0.markers': 0, takenStreets: ['st-5-2'], phase: 'acquisition', order: [2] },
    },
    {
      move: { type: 'acquire', seat: 2, street: 'st-7-2', buildings: ['coach_house', 'spices'] },
      yourTurn: true,
      predict: {
        question: { zh: 'C 用街道 7-2 搶下 A 的馬車行，再佔香料倉庫。C 面前還剩幾個指示物？', en: "C uses the street 7-2 to take over A's Coach House and to claim the Spices warehouse. How many markers does C have left in front of him?" },
        path: 'seats.2.markers',
        choices: [
          { value: 0, label: { zh: '0 個', en: '0' } },
          { value: 1, label: { zh: '1 個', en: '1' } },
          { value: 2, label: { zh: '2 個', en: '2' } },
        ],
      },
      narration: {
        zh: '一個都不剩。搶馬車行要 2 個：1 個和 A 的指示物一起回到供應區，1 個放上去；香料倉庫再放 1 個，3 個全用完。A 的指示物回到供應區，之後還可以從大教堂再拿。街道上沒有圓盤了，輪次結束，塔交給 B。',
        en: "None. Taking over the Coach House costs 2: one goes back to the supply with A's marker, one goes on the building; the Spices warehouse takes another, so all 3 are spent. A's marker is back in the supply, to be won again at the Cathedral. No street disc is left, the turn ends and the tower goes to B.",
      },
      highlight: { seats: [0, 2], spaces: ['st-7-2'], markers: ['coach_house', 'spices'] },
      expect: { 'owners.coach_house': 2, 'owners.spices': 2, 'owners.guild_hall': 0, 'seats.2.markers': 0, markerSupply: [6, 7, 5], phase: 'start', trader: 1 },
    },
  ],
};

// ---- negotiation: the trader's counter-offer ---------------------------------------------------------------
const counterOffer: GenoaExample = {
  id: 'counter-offer',
  game: 'genoa',
  section: 'negotiation',
  title: { zh: '交易商人的還價', en: "The trader's counter-offer" },
  intro: {
    zh: '三人遊戲，A 是交易商人，交易塔停在公會上方的街道 4-2。B 很想去公會抽大訂單。',
    en: 'Three players; A is the trader and the tower stands on the street 4-2 above the Guild Hall. B badly wants the Guild Hall and its large order.',
  },
  start: at({ players: 3, path: ['st-4-2'], decks: { large: { top: [9] } }, seats: [{}, {}, {}] }),
  steps: [
    {
      move: { type: 'offer', seat: 1, offer: { target: 'guild_hall', kind: 'moveAndAct', bidderPays: { ducats: 10 }, traderPays: {}, promise: [] } },
      narration: { zh: 'B 出 10 元，要 A 把交易塔走進公會，由 B 做行動。', en: 'B offers 10 ducats for the tower to step into the Guild Hall, with B taking the action.' },
      highlight: { offerBidder: 1, spaces: ['guild_hall'] },
      expect: { 'offers.0.bidder': 1, 'offers.0.bidderPays.ducats': 10, order: [2] },
    },
    {
      move: { type: 'noOffer', seat: 2 },
      narration: { zh: 'C 不出價，輪到 A。', en: 'C makes no offer; it is up to A.' },
      highlight: { seats: [0] },
      expect: { phase: 'trader', silent: [2] },
    },
    {
      move: { type: 'counter', seat: 0, offer: { bidder: 1, target: 'guild_hall', kind: 'moveAndAct', bidderPays: { ducats: 20 }, traderPays: {}, promise: [] } },
      yourTurn: true,
      narration: {
        zh: 'A 覺得 10 元太少，還價：「同樣是公會，你出 20 元。」還價不能換目的地，只能改條件。現在由 B 回答：答應，或拒絕而讓原來的出價留著。',
        en: 'A finds 10 too little and counters: "The same Guild Hall, for 20." A counter-offer cannot change the destination, only the terms. Now B answers: agree, or refuse and let his first offer stand.',
      },
      highlight: { counter: true, seats: [1], spaces: ['guild_hall'] },
      expect: { phase: 'counter', 'counter.bidder': 1, 'counter.bidderPays.ducats': 20, counters: 1 },
    },
    {
      move: { type: 'agree', seat: 1 },
      yourTurn: true,
      predict: {
        question: { zh: 'B 答應還價。B 在公會做完行動後有多少錢？', en: 'B agrees to the counter-offer. How many ducats does B have after his action at the Guild Hall?' },
        path: 'seats.1.ducats',
        choices: [
          { value: 100, label: { zh: '100 元', en: '100' } },
          { value: 110, label: { zh: '110 元', en: '110' } },
          { value: 120, label: { zh: '120 元', en: '120' } },
        ],
      },
      narration: {
        zh: 'B 答應，交易照新的條件成立：B 付 20 元（130 → 110），A 有 150 元。交易塔走進公會，B 抽一張大訂單。公會抽牌不花錢，所以 B 就是 110 元。',
        en: 'B agrees and the deal binds on the new terms: B pays 20 (130 → 110) and A has 150. The tower steps into the Guild Hall and B draws a large order. Drawing costs nothing, so B stays at 110.',
      },
      highlight: { seats: [0, 1], spaces: ['guild_hall'], path: true },
      expect: { 'seats.0.ducats': 150, 'seats.1.ducats': 110, 'seats.1.hand': [9], counter: null, path: ['st-4-2', 'guild_hall'], usedBuildings: ['guild_hall'], acted: [0, 1, 0] },
    },
  ],
};

// ---- special case B: a wish for a far space -----------------------------------------------------------------
const farWish: GenoaExample = {
  id: 'far-wish',
  game: 'genoa',
  section: 'far-wish',
  title: { zh: '兩步以外的地點：只是希望', en: 'A space two steps away: only a wish' },
  intro: {
    zh: '三人遊戲，A 是交易商人，交易塔的起始格是街道 3-2。B 想去郵局抽信件，可是郵局離這裡還有兩步：要先經過街道 3-3。',
    en: 'Three players; A is the trader and the tower started on the street 3-2. B wants the Post Office and its messages, but it is two steps away: the tower must pass the street 3-3 first.',
  },
  // on paper: the prediction and the outcome
  printSteps: [3, 6],
  start: at({ players: 3, path: ['st-3-2'], decks: { message: { top: [36, 37] } }, seats: [{}, {}, {}] }),
  steps: [
    {
      move: { type: 'wish', seat: 1, target: 'post_office', bundle: { ducats: 10 } },
      narration: {
        zh: 'B 說：「如果塔走到郵局，我願意出 10 元。」郵局不在交易塔旁邊，所以這只是一個公開的希望，不算出價：A 不能接受，也不能拒絕，也沒有人被綁住。',
        en: 'B says: "If the tower reaches the Post Office, I would pay 10." The Post Office is not next to the tower, so this is only a wish made in the open, not an offer: A can neither accept nor refuse it, and nobody is bound.',
      },
      highlight: { seats: [1], spaces: ['post_office'] },
      expect: { 'wishes.0.target': 'post_office', 'wishes.0.bundle.ducats': 10, offers: [], order: [2] },
    },
    {
      move: { type: 'noOffer', seat: 2 },
      narration: {
        zh: 'C 不出價。A 能做的只有移動或停下；引擎不接受「接受 B」這一步，因為桌上沒有 B 的出價，只有希望。',
        en: 'C makes no offer. A may only move or stop; the engine refuses "accept B", since B has made no offer, only a wish.',
      },
      highlight: { seats: [0] },
      expect: { phase: 'trader', offers: [] },
    },
    {
      move: { type: 'move', seat: 0, to: 'st-3-3' },
      yourTurn: true,
      narration: {
        zh: 'A 看到了 B 的希望，把交易塔往下走到街道 3-3。塔一移動，希望就消失了；郵局現在就在旁邊，開始新的談判。',
        en: "A has seen B's wish and moves the tower down to the street 3-3. As soon as the tower moves, the wish is gone; the Post Office is now next to it, and a fresh negotiation begins.",
      },
      highlight: { spaces: ['st-3-3', 'post_office'], path: true },
      expect: { path: ['st-3-2', 'st-3-3'], wishes: [], phase: 'bidding', order: [1, 2] },
    },
    {
      move: { type: 'offer', seat: 1, offer: { target: 'post_office', kind: 'moveAndAct', bidderPays: { ducats: 10 }, traderPays: {}, promise: [] } },
      yourTurn: true,
      narration: {
        zh: '這一次 B 可以真的出價了：10 元，把塔走進郵局，由他做行動。他也可以改變主意出別的價，之前的希望不算數。',
        en: 'This time B can make a real offer: 10 ducats for the tower to step into the Post Office, with him acting there. He could have changed his mind too; the earlier wish binds nobody.',
      },
      highlight: { offerBidder: 1, spaces: ['post_office'] },
      expect: { 'offers.0.bidder': 1, 'offers.0.target': 'post_office', order: [2] },
    },
    {
      move: { type: 'noOffer', seat: 2 },
      narration: { zh: 'C 不出價。', en: 'C makes no offer.' },
      highlight: { seats: [2] },
      expect: { phase: 'trader' },
    },
    {
      move: { type: 'accept', seat: 0, bidder: 1 },
      predict: {
        question: { zh: 'A 接受。B 在郵局做完行動後，手上有幾張牌？', en: 'A accepts. How many cards does B hold after his action at the Post Office?' },
        path: 'seats.1.hand.length',
        choices: [
          { value: 1, label: { zh: '1 張', en: '1' } },
          { value: 2, label: { zh: '2 張', en: '2' } },
          { value: 3, label: { zh: '3 張', en: '3' } },
        ],
      },
      narration: {
        zh: '2 張。A 收下 10 元（130 → 140），交易塔走進郵局，B 抽兩張信件，剩 120 元。',
        en: 'Two. A takes the 10 (130 → 140), the tower steps into the Post Office, and B draws two messages and has 120 left.',
      },
      highlight: { seats: [0, 1], spaces: ['post_office'], path: true },
      expect: { 'seats.0.ducats': 140, 'seats.1.ducats': 120, 'seats.1.hand': [36, 37], usedBuildings: ['post_office'], acted: [0, 1, 0] },
    },
  ],
};

// ---- scoring: privilege groups on the edge ring, markers 10 each -------------------------------------------
const finalPrivileges: GenoaExample = {
  id: 'final-privileges',
  game: 'genoa',
  section: 'scoring',
  title: { zh: '最後計分：相鄰的特權卡和所有人指示物', en: 'Final scoring: adjacent privileges and ownership markers' },
  intro: {
    zh: '三人遊戲的第 10 回合，也就是最後一回合。C 是這一回合最後一位交易商人，交易塔停在街道 3-2。A 有 130 元，3 棟建築上有他的指示物（公會、大教堂、酒館），手上有 5 張特權卡：Colini 別墅、公園、馬車行、Ricci 別墅和港口。',
    en: "Three players, round 10, the last. C is the round's last trader and the tower stands on the street 3-2. A has 130 ducats, his markers on 3 buildings (the Guild Hall, the Cathedral, the Tavern) and 5 privileges: Villa Colini, the Park, the Coach House, Villa Ricci and the Harbor.",
  },
  // on paper: the final scoring
  printSteps: [3],
  start: at({
    players: 3,
    round: 10,
    trader: 2,
    path: ['st-3-2'],
    owners: { guild_hall: 0, cathedral: 0, tavern: 0 },
    seats: [{ hand: [46, 47, 48, 49, 54] }, {}, {}],
  }),
  steps: [
    {
      move: { type: 'noOffer', seat: 0 },
      yourTurn: true,
      narration: { zh: 'A 不出價，他留著錢等計分。', en: 'A makes no offer; he keeps his money for the count.' },
      highlight: { seats: [0] },
      expect: { phase: 'bidding', order: [1], silent: [0] },
    },
    {
      move: { type: 'noOffer', seat: 1 },
      narration: { zh: 'B 也不出價。', en: 'B makes no offer either.' },
      highlight: { seats: [1] },
      expect: { phase: 'trader' },
    },
    {
      move: { type: 'stop', seat: 2 },
      predict: {
        question: { zh: 'C 停下，遊戲結束。A 最後一共有多少錢？', en: 'C stops and the game ends. What is A\'s final total?' },
        path: 'result.seats.0.total',
        choices: [
          { value: 210, label: { zh: '210 元', en: '210' } },
          { value: 270, label: { zh: '270 元', en: '270' } },
          { value: 290, label: { zh: '290 元', en: '290' } },
        ],
      },
      narration: {
        zh: '270 元。最後一回合的最後一位交易商人停下，遊戲結束。A 的 3 個指示物各 10 元，共 30 元。Colini 別墅、公園、馬車行、Ricci 別墅沿著上邊一棟挨著一棟，是一組 4 張，得 100 元；港口單獨一張，得 10 元。130 ＋ 30 ＋ 100 ＋ 10 ＝ 270。',
        en: "270. The last trader of the last round stops and the game is over. A's 3 markers are worth 10 each, 30 in all. Villa Colini, the Park, the Coach House and Villa Ricci touch one another along the top edge, a group of 4 for 100; the Harbor stands alone, for 10. 130 + 30 + 100 + 10 = 270.",
      },
      highlight: { seats: [0], markers: ['guild_hall', 'cathedral', 'tavern'], buildings: ['villa_colini', 'park', 'coach_house', 'villa_ricci', 'harbor'] },
      expect: { phase: 'gameOver', 'result.seats.0.total': 270, 'result.seats.1.total': 130, 'result.seats.2.total': 130, 'result.winners': [0] },
    },
  ],
};


// ---- two players: an offer with a good, and the trader's second action -------------------------------
const noBid = (seat: number, expect: Record<string, unknown>, zh: string, en: string) => ({
  move: { type: 'noOffer', seat } as GenoaMove,
  narration: { zh, en },
  highlight: { seats: [seat] },
  expect,
});

const twoPlayerBonus: GenoaExample = {
  id: 'two-player-bonus',
  game: 'genoa',
  section: 'two-players',
  title: { zh: '兩人遊戲：出價要有物品，交易商人多一次行動', en: 'Two players: an offer needs an item, and the trader gets a second action' },
  intro: {
    zh: '兩人遊戲，A 是交易商人，兩人都有 130 元。B 有 1 個鹽。A 擲骰。',
    en: 'Two players; A is the trader and both have 130 ducats. B has 1 salt. A rolls.',
  },
  start: at({ players: 2, rolls: [[3, 2]], seats: [{}, { goods: { salt: 1 } }] }),
  steps: [
    {
      move: { type: 'roll', seat: 0 },
      narration: {
        zh: '藍 3、紅 2：交易塔從 3-2 的街道出發，旁邊是公園和 Colini 別墅。',
        en: 'Blue 3, red 2: the tower starts on the street at 3-2, next to the Park and Villa Colini.',
      },
      highlight: { spaces: ['st-3-2'], path: true },
      expect: { path: ['st-3-2'], phase: 'bidding', order: [1] },
    },
    {
      move: { type: 'offer', seat: 1, offer: { target: 'park', kind: 'moveAndAct', bidderPays: { ducats: 5, goods: { salt: 1 } }, traderPays: {}, promise: [] } },
      yourTurn: true,
      narration: {
        zh: 'B 想去公園。兩人遊戲裡只出錢不算數，所以 B 出 5 元再加 1 個鹽。',
        en: 'B wants the Park. With two players money alone is no offer, so B adds 1 salt to 5 ducats.',
      },
      highlight: { offerBidder: 1, spaces: ['park'], goods: ['salt'] },
      expect: { phase: 'trader', 'offers.0.bidderPays': { ducats: 5, goods: { salt: 1 } } },
    },
    {
      move: { type: 'accept', seat: 0, bidder: 1 },
      narration: {
        zh: 'A 接受：拿到 5 元和鹽。交易塔走進公園，B 在那裡做行動，拿一張額外行動卡。對手在 A 的回合裡做了行動，所以 A 這一回合可以做兩次行動。',
        en: 'A accepts and takes the 5 ducats and the salt. The tower enters the Park and B acts there, taking an Extra action card. The opponent has acted in A\'s turn, so A may now take two actions this turn.',
      },
      highlight: { seats: [0, 1], spaces: ['park'], specials: ['extraAction'] },
      expect: { 'seats.0.ducats': 135, 'seats.0.goods.salt': 1, 'seats.1.specials.extraAction': 1, acted: [0, 1], usedBuildings: ['park'] },
    },
    noBid(1, { phase: 'trader' }, 'B 這一步不出價。', 'B makes no offer for this step.'),
    {
      move: { type: 'move', seat: 0, to: 'coach_house' },
      narration: { zh: 'A 自己把交易塔移到馬車行。', en: 'A moves the tower to the Coach House himself.' },
      highlight: { spaces: ['coach_house'], path: true },
      expect: { path: ['st-3-2', 'park', 'coach_house'], phase: 'bidding' },
    },
    noBid(1, { phase: 'trader' }, 'B 不出價。', 'B makes no offer.'),
    {
      move: { type: 'actHere', seat: 0 },
      narration: { zh: 'A 用第一次行動在馬車行拿一張任意起始位置卡。', en: 'A uses his first action at the Coach House and takes an Any start space card.' },
      highlight: { seats: [0], spaces: ['coach_house'], specials: ['anyStart'] },
      expect: { 'seats.0.specials.anyStart': 1, acted: [1, 1] },
    },
    noBid(1, { phase: 'trader' }, 'B 不出價。', 'B makes no offer.'),
    {
      move: { type: 'move', seat: 0, to: 'st-5-2' },
      narration: { zh: 'A 走到 5-2 的街道。', en: 'A steps onto the street at 5-2.' },
      highlight: { spaces: ['st-5-2'], path: true },
      expect: { path: ['st-3-2', 'park', 'coach_house', 'st-5-2'] },
    },
    noBid(1, { phase: 'trader' }, 'B 不出價。', 'B makes no offer.'),
    {
      move: { type: 'move', seat: 0, to: 'guild_hall' },
      narration: { zh: '第四步，也是最後一步：公會。', en: 'The fourth and last step: the Guild Hall.' },
      highlight: { spaces: ['guild_hall'], path: true },
      expect: { path: ['st-3-2', 'park', 'coach_house', 'st-5-2', 'guild_hall'] },
    },
    noBid(1, { phase: 'trader' }, 'B 不出價。', 'B makes no offer.'),
    {
      move: { type: 'actHere', seat: 0 },
      yourTurn: true,
      predict: {
        question: { zh: 'A 已經做過一次行動了。他還能在公會抽大訂單嗎？', en: 'A has already taken one action. Can he still draw a large order at the Guild Hall?' },
        path: 'seats.0.hand.length',
        choices: [
          { value: 0, label: { zh: '不行，一人一次', en: 'No, one action each' } },
          { value: 1, label: { zh: '可以，兩人遊戲的第二次行動', en: 'Yes, the 2-player second action' } },
        ],
      },
      narration: {
        zh: '可以：B 在 A 的回合做過行動，A 就有第二次行動。A 在公會抽一張大訂單。交易塔走完四步，沒有人有所有人指示物可放，回合結束，換 B 當交易商人。',
        en: 'Yes: B acted in A\'s turn, so A has a second action. He draws a large order at the Guild Hall. The tower has made its four steps, nobody has ownership markers to place, and the turn ends; B is the trader now.',
      },
      highlight: { seats: [0], spaces: ['guild_hall'] },
      expect: { 'seats.0.hand.length': 1, trader: 1, phase: 'start' },
    },
  ],
};

// ---- offers the rules refuse, and what may be offered instead -----------------------------------------
const refusedOffers: GenoaExample = {
  id: 'refused-offers',
  game: 'genoa',
  section: 'negotiation-rules',
  title: { zh: '被拒絕的出價，和可以改出的價', en: 'Offers the rules refuse, and what may be offered instead' },
  intro: {
    zh: '兩人遊戲，A 是交易商人，交易塔從公園旁的 3-2 街道出發。B 有 1 個鹽，想去公園。引擎會拒絕兩種出價：只有錢的出價（兩人遊戲不行），以及拿公園不會給的東西來約定（規則⑥）。',
    en: 'Two players; A is the trader and the tower starts on the street at 3-2 by the Park. B has 1 salt and wants the Park. The engine refuses two offers: money alone (not with two players), and a promise of something the Park does not yield (rule ⑥).',
  },
  // on paper: the offer that stands
  printSteps: [3],
  start: at({ players: 2, rolls: [[3, 2]], seats: [{}, { goods: { salt: 1 } }] }),
  steps: [
    {
      move: { type: 'roll', seat: 0 },
      narration: {
        zh: '交易塔放在 3-2。B 先試著只出 10 元：引擎拒絕，因為兩人遊戲的出價至少要有 1 件物品。B 又試著約定「之後給你一張任意貨物卡」：也被拒絕，因為公園只給額外行動卡，約定只能拿這次行動會得到的東西。',
        en: 'The tower stands at 3-2. B first tries 10 ducats alone: refused, because with two players an offer needs at least one item. Then B tries to promise "an Any good card afterwards": refused too, because the Park gives only an Extra action card, and a promise can only be part of what this very action yields.',
      },
      highlight: { spaces: ['st-3-2', 'park'] },
      expect: { phase: 'bidding', order: [1] },
    },
    {
      move: { type: 'offer', seat: 1, offer: { target: 'park', kind: 'moveAndAct', bidderPays: { goods: { salt: 1 } }, traderPays: {}, promise: [{ kind: 'special', special: 'extraAction' }] } },
      yourTurn: true,
      narration: {
        zh: 'B 改出：現在給 1 個鹽，行動之後再把拿到的額外行動卡交給 A。這兩樣都合規則：鹽是物品，額外行動卡正是公園的收穫。',
        en: 'B offers instead: 1 salt now, and the Extra action card he will get, handed to A after the action. Both are allowed: the salt is an item, and the Extra action card is exactly what the Park yields.',
      },
      highlight: { offerBidder: 1, spaces: ['park'] },
      expect: { phase: 'trader', 'offers.0.promise': [{ kind: 'special', special: 'extraAction' }] },
    },
    {
      move: { type: 'accept', seat: 0, bidder: 1 },
      narration: {
        zh: 'A 接受。B 付鹽，在公園做行動拿到額外行動卡，行動一做完就照約定交給 A。',
        en: 'A accepts. B pays the salt, acts at the Park, takes the Extra action card, and hands it to A as promised as soon as the action is done.',
      },
      highlight: { seats: [0, 1], specials: ['extraAction'] },
      expect: { 'seats.0.goods.salt': 1, 'seats.0.specials.extraAction': 1, 'seats.1.specials.extraAction': 0, usedBuildings: ['park'] },
    },
  ],
};

export const genoaExamples: readonly GenoaExample[] = [
  forcedSale,
  promiseLargeOrder,
  traderTurnPath,
  marketStart,
  messageMidPath,
  smallOrderBuilding,
  acquisitionTakeover,
  counterOffer,
  farWish,
  finalPrivileges,
  twoPlayerBonus,
  refusedOffers,
];
