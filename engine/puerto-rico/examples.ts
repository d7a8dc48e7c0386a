/**
 * Puerto Rico's worked examples. Each starts from a declared position (a role is about to be
 * picked; the top of the plantation stack named where a tile is drawn) and plays the moves
 * through the engine; every step states what the narration claims in `expect`, and the tests run
 * them all. Seats are named by letter, Player A being seat 0.
 */
import type { Example } from '../core/example';
import type { BuildingId } from './buildings';
import type { PuertoRicoPosition } from './load';
import type { Good, PuertoRicoMove, PuertoRicoOptions, Role, TileKind } from './types';

/** What a step lights up on the table. */
export interface PuertoRicoHighlight {
  seats?: number[];
  /** Buildings, on the boards of `seats` (or in the supply when no seat is named). */
  buildings?: BuildingId[];
  ships?: number[];
  roles?: Role[];
  goods?: Good[];
  /** The trading house, the colonist ship, the plantation row, the quarries. */
  house?: boolean;
  colonistShip?: boolean;
  row?: boolean;
  quarries?: boolean;
}

export type PuertoRicoExample = Example<PuertoRicoMove, PuertoRicoOptions, PuertoRicoHighlight>;

const at = (position: PuertoRicoPosition) => ({ position });

// ---- 1. builder: quarries and the privilege ---------------------------------------------------------
const builder: PuertoRicoExample = {
  id: 'builder-quarries-privilege',
  game: 'puerto-rico',
  section: 'builder',
  title: { zh: '建築師：採石場與特權', en: 'Builder: quarries and the privilege' },
  intro: {
    zh: '四人局，第 4 回合，玩家 A 是總督。A 有 2 座有移民的採石場和 5 元；B 有 1 座採石場和 4 元；C 有 3 座採石場，只剩 1 元；D 沒有錢。',
    en: 'Four players, round 4, Player A is the governor. A has 2 occupied quarries and 5 doubloons; B has 1 quarry and 4 doubloons; C has 3 quarries and only 1 doubloon; D has no money.',
  },
  start: at({
    players: 4,
    round: 4,
    governor: 0,
    seats: [
      { doubloons: 5, island: [['quarry', 1], ['quarry', 1], ['indigo', 1], ['coffee', 1]], city: [['small_indigo_plant', 1]] },
      { doubloons: 4, island: [['quarry', 1], ['indigo', 1], ['sugar', 1]], city: [['small_sugar_mill', 1]] },
      { doubloons: 1, island: [['quarry', 1], ['quarry', 1], ['quarry', 1], ['corn', 1]] },
      { doubloons: 0, island: [['corn', 1], ['corn', 1], ['sugar', 0]] },
    ],
  }),
  steps: [
    {
      move: { type: 'pickRole', seat: 0, role: 'builder' },
      narration: {
        zh: 'A 選建築師。接下來從 A 開始，每個人都可以蓋一棟建築；只有 A 有特權，少付 1 元。',
        en: 'A picks the builder. Starting with A, everyone may now build one building; only A has the privilege of paying 1 less.',
      },
      highlight: { seats: [0], roles: ['builder'] },
      expect: { phase: 'builder', picker: 0, order: [0, 1, 2, 3] },
    },
    {
      move: { type: 'build', seat: 0, building: 'coffee_roaster' },
      yourTurn: true,
      predict: {
        question: { zh: 'A 蓋咖啡廠（印的價錢 6 元，在第 3 欄），付完以後還剩幾元？', en: 'A builds the coffee roaster (printed cost 6, column 3). How many doubloons does A have left?' },
        path: 'seats.0.doubloons',
        choices: [
          { value: 0, label: { zh: '0 元', en: '0' } },
          { value: 1, label: { zh: '1 元', en: '1' } },
          { value: 2, label: { zh: '2 元', en: '2' } },
          { value: 3, label: { zh: '3 元', en: '3' } },
        ],
      },
      narration: {
        zh: '咖啡廠在第 3 欄，所以最多可以用 3 座採石場減價；A 有 2 座有移民的採石場，減 2 元，特權再減 1 元：6 − 2 − 1 = 3 元。A 還剩 2 元。',
        en: 'The coffee roaster is in column 3, so up to 3 quarries count; A has 2 occupied quarries, 2 off, and the privilege takes 1 more: 6 − 2 − 1 = 3. A has 2 doubloons left.',
      },
      highlight: { seats: [0], buildings: ['coffee_roaster'] },
      expect: { 'seats.0.doubloons': 2, 'seats.0.city.1': { id: 'coffee_roaster', colonists: 0 }, order: [1, 2, 3] },
    },
    {
      move: { type: 'build', seat: 1, building: 'large_market' },
      narration: {
        zh: 'B 蓋大市場（5 元，第 2 欄）。B 只有 1 座採石場，減 1 元，又沒有特權：付 4 元，錢剛好用完。',
        en: 'B builds the large market (5, column 2). With one quarry B takes 1 off and has no privilege: 4 doubloons, all B has.',
      },
      highlight: { seats: [1], buildings: ['large_market'] },
      expect: { 'seats.1.doubloons': 0, 'supply.large_market': 1 },
    },
    {
      move: { type: 'build', seat: 2, building: 'hacienda' },
      narration: {
        zh: 'C 有 3 座採石場，可是大莊園在第 1 欄，最多只能減 1 元：2 − 1 = 1 元。欄位就是採石場能減的上限。D 一塊錢也沒有，什麼都蓋不起，輪過去；建築師階段結束。',
        en: 'C has 3 quarries, but the hacienda is in column 1, so only 1 counts: 2 − 1 = 1. The column is the cap on the quarry discount. D has no money and can afford nothing, so D is passed over, and the builder phase ends.',
      },
      highlight: { seats: [2], buildings: ['hacienda'] },
      expect: { 'seats.2.doubloons': 0, 'seats.3.city': [], phase: 'pickRole', picks: [{ role: 'builder', seat: 0 }] },
    },
  ],
};


// ---- 2. production with mismatched colonists -------------------------------------------------------
const production: PuertoRicoExample = {
  id: 'production-mismatch',
  game: 'puerto-rico',
  section: 'craftsman',
  title: { zh: '生產：種植園和工廠的移民要對得上', en: 'Production: plantations and plants must both be manned' },
  intro: {
    zh: '三人局。A 的島上有 3 塊玉米園（2 塊有移民）、3 塊有移民的染料園、1 塊蔗糖園和 1 塊菸草園；城裡的小型染料廠有 1 位移民，染料廠 3 個圓圈只放了 1 位，菸草廠放了 2 位，沒有蔗糖廠。',
    en: 'Three players. A has 3 corn plantations (2 manned), 3 manned indigo plantations, a sugar and a tobacco plantation; in the city the small indigo plant has its 1 colonist, the indigo plant only 1 on its 3 circles, the tobacco storage 2, and there is no sugar mill.',
  },
  start: at({
    players: 3,
    round: 5,
    seats: [
      {
        island: [['corn', 1], ['corn', 1], ['corn', 0], ['indigo', 1], ['indigo', 1], ['indigo', 1], ['sugar', 1], ['tobacco', 1]],
        city: [['small_indigo_plant', 1], ['indigo_plant', 1], ['tobacco_storage', 2]],
      },
      { island: [['corn', 1], ['indigo', 1]], city: [['small_indigo_plant', 0]], sanJuan: 1 },
      { island: [['sugar', 1], ['sugar', 1]], city: [['sugar_mill', 3]] },
    ],
  }),
  steps: [
    {
      move: { type: 'pickRole', seat: 0, role: 'craftsman' },
      predict: {
        question: { zh: 'A 選工匠。A 會生產幾個染料？', en: 'A picks the craftsman. How many indigo barrels does A produce?' },
        path: 'seats.0.goods.indigo',
        choices: [
          { value: 1, label: { zh: '1 個', en: '1' } },
          { value: 2, label: { zh: '2 個', en: '2' } },
          { value: 3, label: { zh: '3 個', en: '3' } },
        ],
      },
      narration: {
        zh: '每個人同時照自己的板子生產。A 的染料：3 塊有移民的染料園，可是兩座染料廠上一共只有 2 位移民，取小的那個，2 個。玉米不用工廠：2 塊有移民的玉米園就是 2 個。菸草園 1 塊、菸草廠 2 位，只有 1 個。蔗糖園有人卻沒有蔗糖廠，0 個。B 的小型染料廠沒人，只有玉米 1 個；C 生產 2 個蔗糖。',
        en: 'Everyone produces from their own board. A\'s indigo: 3 manned indigo plantations, but only 2 colonists on the two indigo plants together; the smaller number counts, 2 barrels. Corn needs no plant: 2 manned corn plantations give 2. One tobacco plantation and 2 colonists in the storage give just 1. The manned sugar plantation has no mill: 0. B\'s small indigo plant is empty, so B gets only 1 corn; C produces 2 sugar.',
      },
      highlight: { seats: [0], buildings: ['indigo_plant', 'small_indigo_plant', 'tobacco_storage'] },
      expect: {
        phase: 'craftsman',
        'seats.0.goods': { corn: 2, indigo: 2, sugar: 0, tobacco: 1, coffee: 0 },
        'seats.1.goods': { corn: 1, indigo: 0, sugar: 0, tobacco: 0, coffee: 0 },
        'seats.2.goods.sugar': 2,
        produced: ['corn', 'indigo', 'tobacco'],
      },
    },
    {
      move: { type: 'bonus', seat: 0, good: 'tobacco' },
      yourTurn: true,
      narration: {
        zh: '最後是工匠的特權：A 從這次生產過的貨物裡再拿 1 個。菸草最值錢，A 拿菸草，手上有 2 個。',
        en: 'Last comes the craftsman\'s privilege: one more barrel of a kind A produced this phase. Tobacco is worth the most, so A takes tobacco and now has 2.',
      },
      highlight: { seats: [0], goods: ['tobacco'] },
      expect: { 'seats.0.goods.tobacco': 2, phase: 'pickRole' },
    },
  ],
};

// ---- 3. craftsman: a shortage and the factory ------------------------------------------------------
const shortage: PuertoRicoExample = {
  id: 'craftsman-shortage-factory',
  game: 'puerto-rico',
  section: 'craftsman',
  title: { zh: '工匠：咖啡不夠了，工廠照實際拿到的種類付錢', en: 'Craftsman: coffee runs out, and the factory pays for what was received' },
  intro: {
    zh: '四人局。9 個咖啡裡，5 個在 6 格的貨船上、2 個在 D 手上，供應區只剩 2 個。A、B、C 都能生產咖啡，C 還有工廠，能生產四種貨物。',
    en: 'Four players. Of the 9 coffee barrels, 5 are on the 6-hold ship and D holds 2: only 2 are left in the supply. A, B and C can all produce coffee, and C has a factory and can produce four kinds.',
  },
  start: at({
    players: 4,
    round: 7,
    ships: [{ good: null, load: 0 }, { good: 'coffee', load: 5 }, { good: null, load: 0 }],
    seats: [
      { island: [['coffee', 1], ['corn', 1]], city: [['coffee_roaster', 1]] },
      { island: [['coffee', 1], ['coffee', 1]], city: [['coffee_roaster', 2]] },
      {
        doubloons: 0,
        island: [['corn', 1], ['indigo', 1], ['sugar', 1], ['coffee', 1]],
        city: [['factory', 1], ['small_indigo_plant', 1], ['small_sugar_mill', 1], ['coffee_roaster', 1]],
      },
      { island: [['corn', 0]], goods: { coffee: 2 } },
    ],
  }),
  steps: [
    {
      move: { type: 'pickRole', seat: 0, role: 'craftsman' },
      predict: {
        question: { zh: 'C 最後能拿到幾種貨物？工廠付 C 幾元？', en: 'How many kinds will C receive, and what does the factory pay C?' },
        path: 'seats.2.doubloons',
        choices: [
          { value: 0, label: { zh: '0 元（貨物不夠就不付）', en: '0 (nothing in a shortage)' } },
          { value: 2, label: { zh: '2 元（拿到 3 種）', en: '2 (3 kinds received)' } },
          { value: 3, label: { zh: '3 元（照能生產的 4 種）', en: '3 (the 4 kinds it could make)' } },
        ],
      },
      narration: {
        zh: '生產從 A 開始順著輪。A 拿到 1 個咖啡和 1 個玉米，供應區剩 1 個咖啡。B 能做 2 個咖啡，只拿得到最後 1 個。輪到 C 時咖啡已經沒了：C 拿到玉米、染料、蔗糖三種。工廠看實際拿到的種類，3 種付 2 元，不是 4 種的 3 元。',
        en: 'Production goes round from A. A takes 1 coffee and 1 corn, leaving 1 coffee. B could make 2 coffee but gets only the last one. By C\'s turn coffee is gone: C receives corn, indigo and sugar, three kinds. The factory counts the kinds actually received: 3 kinds pay 2 doubloons, not the 3 that four kinds would.',
      },
      highlight: { seats: [2], buildings: ['factory'], goods: ['coffee'] },
      expect: {
        phase: 'craftsman',
        'goods.coffee': 0,
        'seats.0.goods.coffee': 1,
        'seats.1.goods.coffee': 1,
        'seats.2.goods': { corn: 1, indigo: 1, sugar: 1, tobacco: 0, coffee: 0 },
        'seats.2.doubloons': 2,
      },
    },
    {
      move: { type: 'bonus', seat: 0, good: 'corn' },
      yourTurn: true,
      narration: {
        zh: 'A 的特權只能從自己生產過、而且供應區還有的種類裡挑：咖啡已經沒了，只剩玉米。',
        en: 'A\'s privilege barrel must be a kind A produced that the supply still has: coffee is gone, so it can only be corn.',
      },
      highlight: { seats: [0], goods: ['corn'] },
      expect: { 'seats.0.goods.corn': 2, phase: 'pickRole' },
    },
  ],
};

// ---- 4. trader: office and markets at a filling trading house --------------------------------------
const trader: PuertoRicoExample = {
  id: 'trader-office-markets',
  game: 'puerto-rico',
  section: 'trader',
  title: { zh: '商人：商館、小市場與大市場，商會滿了', en: 'Trader: office and markets, and the trading house fills up' },
  intro: {
    zh: '四人局。商會裡已經有 1 個咖啡和 1 個染料。A 有 1 個菸草和有移民的小市場；B 有 1 個咖啡，還有有移民的商館和大市場；C 有蔗糖。',
    en: 'Four players. The trading house already holds a coffee and an indigo. A has a tobacco and a manned small market; B has a coffee and a manned office and large market; C has sugar.',
  },
  start: at({
    players: 4,
    round: 6,
    house: ['coffee', 'indigo'],
    seats: [
      { doubloons: 0, island: [['tobacco', 1]], city: [['small_market', 1]], goods: { tobacco: 1 } },
      { doubloons: 0, island: [['coffee', 1]], city: [['office', 1], ['large_market', 1]], goods: { coffee: 1, corn: 1 } },
      { doubloons: 0, island: [['sugar', 1]], goods: { sugar: 2 } },
      { doubloons: 0, island: [['corn', 1]], goods: { corn: 1 } },
    ],
  }),
  steps: [
    {
      move: { type: 'pickRole', seat: 0, role: 'trader' },
      narration: { zh: 'A 選商人。每人輪一次，每次最多賣 1 個。', en: 'A picks the trader. Each player gets one turn and sells at most one barrel.' },
      highlight: { roles: ['trader'], house: true },
      expect: { phase: 'trader', order: [0, 1, 2, 3] },
    },
    {
      move: { type: 'sell', seat: 0, good: 'tobacco' },
      yourTurn: true,
      narration: {
        zh: 'A 賣菸草：底價 3 元，特權加 1，小市場加 1，一共 5 元。',
        en: 'A sells the tobacco: base price 3, +1 for the privilege, +1 for the small market: 5 doubloons.',
      },
      highlight: { seats: [0], buildings: ['small_market'], house: true },
      expect: { 'seats.0.doubloons': 5, house: ['coffee', 'indigo', 'tobacco'] },
    },
    {
      move: { type: 'sell', seat: 1, good: 'coffee' },
      predict: {
        question: { zh: 'B 用商館賣咖啡（商會裡已經有咖啡了），B 拿到幾元？', en: 'B uses the office to sell coffee although the house already has one. What does B get?' },
        path: 'seats.1.doubloons',
        choices: [
          { value: 4, label: { zh: '4 元', en: '4' } },
          { value: 5, label: { zh: '5 元', en: '5' } },
          { value: 6, label: { zh: '6 元', en: '6' } },
          { value: 7, label: { zh: '7 元', en: '7' } },
        ],
      },
      narration: {
        zh: '一般來說商會裡已經有的種類不能再賣，但 B 的商館讓他可以。咖啡底價 4 元，大市場加 2，B 不是商人沒有特權：6 元。商會 4 格滿了，C 和 D 這一回合都不能賣；階段結束時 4 個貨物退回供應區。',
        en: 'A kind already in the house normally cannot be sold, but B\'s office allows it. Coffee\'s base price 4, +2 for the large market, no privilege for B: 6 doubloons. The house\'s 4 spaces are full, so C and D cannot sell; at the end of the phase the 4 barrels go back to the supply.',
      },
      highlight: { seats: [1], buildings: ['office', 'large_market'], house: true },
      expect: { 'seats.1.doubloons': 6, house: [], phase: 'pickRole', 'seats.2.goods.sugar': 2 },
    },
  ],
};


// ---- 5. a whole 4-player captain phase -------------------------------------------------------------
const captain: PuertoRicoExample = {
  id: 'captain-four-players',
  game: 'puerto-rico',
  section: 'captain',
  title: { zh: '船長：四個人一整個運貨階段', en: 'Captain: a whole four-player shipping phase' },
  intro: {
    zh: '四人局，三艘貨船 5、6、7 格。5 格的船上已經有 2 個玉米，另外兩艘是空的。A 有 4 個玉米和 2 個染料；B 有 3 個蔗糖、2 個咖啡和有移民的碼頭；C 有 5 個染料和有移民的港口；D 有 2 個菸草、1 個玉米、1 個咖啡和有移民的小倉庫。',
    en: 'Four players and three cargo ships of 5, 6 and 7 holds. The 5-hold ship already carries 2 corn; the other two are empty. A has 4 corn and 2 indigo; B has 3 sugar, 2 coffee and a manned wharf; C has 5 indigo and a manned harbour; D has 2 tobacco, 1 corn, 1 coffee and a manned small warehouse.',
  },
  start: at({
    players: 4,
    round: 8,
    ships: [{ good: 'corn', load: 2 }, { good: null, load: 0 }, { good: null, load: 0 }],
    seats: [
      { island: [['corn', 1], ['indigo', 1]], goods: { corn: 4, indigo: 2 } },
      { island: [['sugar', 1]], city: [['wharf', 1]], goods: { sugar: 3, coffee: 2 } },
      { island: [['indigo', 1]], city: [['harbor', 1]], goods: { indigo: 5 } },
      { island: [['tobacco', 1]], city: [['small_warehouse', 1]], goods: { tobacco: 2, corn: 1, coffee: 1 } },
    ],
  }),
  steps: [
    {
      move: { type: 'pickRole', seat: 0, role: 'captain' },
      narration: {
        zh: 'A 選船長。從 A 開始一直輪下去，能裝貨的人一定要裝，直到沒有人能再裝為止。',
        en: 'A picks the captain. Turns go round from A, again and again: whoever can load must load, until nobody can.',
      },
      highlight: { roles: ['captain'], ships: [0, 1, 2] },
      expect: { phase: 'captain', captainBonus: true },
    },
    {
      move: { type: 'load', seat: 0, good: 'corn', ship: 0 },
      narration: {
        zh: 'A 把玉米裝上已經載著玉米的 5 格船：只剩 3 格，就裝 3 個（能裝多少就得裝多少）。3 個得 3 分，加上船長特權 1 分，共 4 分。',
        en: 'A loads corn on the 5-hold ship that already carries corn: 3 holds are left, so 3 barrels go (as many as fit must go). 3 VP for 3 barrels, +1 for the captain\'s privilege: 4 VP.',
      },
      highlight: { seats: [0], ships: [0] },
      expect: { 'ships.0': { capacity: 5, good: 'corn', load: 5 }, 'seats.0.vp': 4, 'seats.0.goods.corn': 1, captainBonus: false },
    },
    {
      move: { type: 'load', seat: 1, good: 'sugar', ship: 1 },
      yourTurn: true,
      narration: {
        zh: 'B 選裝蔗糖。兩艘空船都裝得下全部 3 個，所以哪一艘都可以；B 選 6 格的，把 7 格的大船留給別人不好用的貨。得 3 分。',
        en: 'B chooses sugar. Both empty ships take all 3 barrels, so either is allowed; B takes the 6-hold ship. 3 VP.',
      },
      highlight: { seats: [1], ships: [1] },
      expect: { 'ships.1': { capacity: 6, good: 'sugar', load: 3 }, 'seats.1.vp': 3 },
    },
    {
      move: { type: 'load', seat: 2, good: 'indigo', ship: 2 },
      predict: {
        question: { zh: 'C 把 5 個染料裝上 7 格的船。C 得幾分？', en: 'C loads 5 indigo on the 7-hold ship. How many VP does C score?' },
        path: 'seats.2.vp',
        choices: [
          { value: 5, label: { zh: '5 分', en: '5' } },
          { value: 6, label: { zh: '6 分', en: '6' } },
          { value: 7, label: { zh: '7 分', en: '7' } },
        ],
      },
      narration: {
        zh: '只剩 7 格的船是空的，C 的染料全部裝上：5 個 5 分，港口每次裝貨再加 1 分，共 6 分。船長的加分只給船長一次，C 沒有。',
        en: 'Only the 7-hold ship is still empty, and all of C\'s indigo fits: 5 VP for 5 barrels and +1 from the harbour for each load, 6 VP. The captain\'s +1 is the captain\'s alone, once.',
      },
      highlight: { seats: [2], ships: [2], buildings: ['harbor'] },
      expect: { 'ships.2': { capacity: 7, good: 'indigo', load: 5 }, 'seats.2.vp': 6, order: [0, 1, 2] },
    },
    {
      move: { type: 'load', seat: 0, good: 'indigo', ship: 2 },
      narration: {
        zh: 'D 的菸草沒有船能裝（三艘船都有貨了），玉米船也滿了，所以 D 這一回合跳過。又輪到 A：玉米船滿了，但染料船還有 2 格，A 必須把 2 個染料裝上去。這次 2 分，船長的 1 分已經拿過了。',
        en: 'No ship can take D\'s tobacco (all three carry a kind already) and the corn ship is full, so D is passed over. A again: the corn ship is full, but the indigo ship has 2 holds left and A must load both indigo. 2 VP; the captain\'s +1 was already taken.',
      },
      highlight: { seats: [0], ships: [2] },
      expect: { 'ships.2.load': 7, 'seats.0.vp': 6, 'seats.0.goods.indigo': 0 },
    },
    {
      move: { type: 'load', seat: 1, good: 'coffee', ship: 'wharf' },
      narration: {
        zh: 'B 的咖啡沒有船可以裝，但 B 有碼頭：一個階段一次，把一種貨物全部運走，像一艘自己的船。2 個咖啡得 2 分，貨物回到供應區。',
        en: 'No ship can take B\'s coffee, but B has a wharf: once a phase it ships all of one kind, like a private ship. 2 VP for 2 coffee, and the barrels go back to the supply.',
      },
      highlight: { seats: [1], buildings: ['wharf'] },
      expect: { 'seats.1.vp': 5, 'seats.1.goods.coffee': 0, wharfUsed: [1], phase: 'storage', order: [3] },
    },
    {
      move: { type: 'store', seat: 3, single: 'coffee', warehouse: ['tobacco'] },
      yourTurn: true,
      narration: {
        zh: '沒有人能再裝了，開始存貨。每人可以留 1 個；A 只剩 1 個玉米，直接留下。D 的小倉庫能把一整種貨物留下：D 把 2 個菸草放進倉庫，散裝的那 1 個留比較值錢的咖啡，玉米退回供應區。最後兩艘滿的船（玉米和染料）卸貨，蔗糖船還沒滿，貨留在船上。',
        en: 'Nobody can load any more: storage. Each player keeps 1 barrel; A has only 1 corn left and keeps it. D\'s small warehouse keeps one whole kind: D stores both tobacco there and keeps the more valuable coffee as the loose barrel; the corn goes back to the supply. Finally the two full ships (corn and indigo) are unloaded; the sugar ship is not full and keeps its cargo.',
      },
      highlight: { seats: [3], buildings: ['small_warehouse'], ships: [0, 1, 2] },
      expect: {
        'seats.3.goods': { corn: 0, indigo: 0, sugar: 0, tobacco: 2, coffee: 1 },
        'seats.0.goods.corn': 1,
        ships: [
          { capacity: 5, good: null, load: 0 },
          { capacity: 6, good: 'sugar', load: 3 },
          { capacity: 7, good: null, load: 0 },
        ],
        phase: 'pickRole',
      },
    },
  ],
};

// ---- 6. mayor: the ship is refilled from the empty circles -----------------------------------------
const mayor: PuertoRicoExample = {
  id: 'mayor-ship-refill',
  game: 'puerto-rico',
  section: 'mayor',
  title: { zh: '市長：分移民、安排、補滿移民船', en: 'Mayor: hand out, arrange, refill the ship' },
  intro: {
    zh: '三人局，移民船上有 5 位移民。A 的島上有玉米、染料、甘蔗園各 1 塊，城裡有染料廠、蔗糖廠和小市場，全都沒有人。B 有玉米園、染料園和小型染料廠；C 只有 1 塊染料園。',
    en: 'Three players, 5 colonists on the colonist ship. A has a corn, an indigo and a sugar plantation and, in the city, an indigo plant, a sugar mill and a small market, all empty. B has a corn and an indigo plantation and a small indigo plant; C only an indigo plantation.',
  },
  start: at({
    players: 3,
    round: 3,
    ship: 5,
    seats: [
      { island: ['corn', 'indigo', 'sugar'], city: ['indigo_plant', 'sugar_mill', 'small_market'] },
      { island: ['corn', 'indigo'], city: ['small_indigo_plant'] },
      { island: ['indigo'] },
    ],
  }),
  steps: [
    {
      move: { type: 'pickRole', seat: 0, role: 'mayor' },
      narration: {
        zh: 'A 選市長。特權：先從供應區多拿 1 位。接著船上的 5 位從 A 開始一位一位輪流分：A、B、C、A、B。A 有 3 位，B 有 2 位，C 有 1 位。',
        en: 'A picks the mayor. The privilege: 1 extra colonist from the supply first. Then the ship\'s 5 go round one at a time from A: A, B, C, A, B. A has 3, B 2, C 1.',
      },
      highlight: { roles: ['mayor'], colonistShip: true },
      expect: { phase: 'mayor', ship: 0, 'seats.0.sanJuan': 3, 'seats.1.sanJuan': 2, 'seats.2.sanJuan': 1, order: [0, 1, 2] },
    },
    {
      move: { type: 'arrange', seat: 0, island: [1, 1, 0], city: [1, 0, 0] },
      yourTurn: true,
      narration: {
        zh: 'A 有 9 個空圓圈、3 位移民，一定要全部放上去，不能留在中轉區。A 放在玉米園、染料園和染料廠：下次生產就有 1 個玉米和 1 個染料。',
        en: 'A has 9 empty circles and 3 colonists, and all 3 must be placed: none may wait in San Juan. A puts them on the corn and indigo plantations and the indigo plant, so the next production gives a corn and an indigo.',
      },
      highlight: { seats: [0] },
      expect: { 'seats.0.sanJuan': 0, 'seats.0.city.0.colonists': 1, order: [1, 2] },
    },
    {
      move: { type: 'arrange', seat: 1, island: [0, 1], city: [1] },
      predict: {
        question: {
          zh: '大家安排好以後，移民船要補上幾位移民？',
          en: 'Once everyone has placed their colonists, how many colonists board the colonist ship?',
        },
        path: 'ship',
        choices: [
          { value: 3, label: { zh: '3 位（玩家人數）', en: '3 (the number of players)' } },
          { value: 5, label: { zh: '5 位', en: '5' } },
          { value: 6, label: { zh: '6 位', en: '6' } },
          { value: 9, label: { zh: '9 位', en: '9' } },
        ],
      },
      narration: {
        zh: 'B 放在染料園和小型染料廠。C 只有 1 個圓圈、1 位移民，沒得選，自動放好。現在數所有建築上的空圓圈：A 的染料廠還空 2 個、蔗糖廠 3 個、小市場 1 個，一共 6 個，比玩家人數 3 多，所以船上補 6 位。（原文只算紫色建築，那樣只有 1 個，船上會補 3 位。）',
        en: 'B mans the indigo plantation and the small indigo plant. C has 1 circle and 1 colonist, no choice, so it is done at once. Now count the empty circles on all buildings: A\'s indigo plant has 2, the sugar mill 3, the small market 1: 6 in all, more than the 3 players, so 6 colonists board. (The seed counts violet buildings only: 1 circle, and the ship would get 3.)',
      },
      highlight: { colonistShip: true, seats: [0], buildings: ['indigo_plant', 'sugar_mill', 'small_market'] },
      expect: { ship: 6, 'seats.2.island.0.colonists': 1, phase: 'pickRole' },
    },
  ],
};

// ---- 7. settler: hacienda and construction hut ------------------------------------------------------
const settler: PuertoRicoExample = {
  id: 'hacienda-construction-hut',
  game: 'puerto-rico',
  section: 'settler',
  title: { zh: '拓荒者：大莊園與工寮', en: 'Settler: hacienda and construction hut' },
  intro: {
    zh: '四人局，B 是總督。翻開的種植園是玉米、染料、甘蔗、菸草、咖啡；背面朝上的牌堆最上面是咖啡和菸草。B 有大莊園，C 有工寮，D 兩座都有，全都有移民。',
    en: 'Four players, B is the governor. The face-up plantations are corn, indigo, sugar, tobacco and coffee; the top of the face-down stack is coffee, then tobacco. B has a hacienda, C a construction hut, D both, all manned.',
  },
  start: at({
    players: 4,
    round: 2,
    governor: 1,
    row: ['corn', 'indigo', 'sugar', 'tobacco', 'coffee'],
    stackTop: ['coffee', 'tobacco', 'corn', 'sugar', 'indigo', 'coffee', 'indigo'],
    seats: [
      { island: ['corn'] },
      { island: [['indigo', 1]], city: [['hacienda', 1]] },
      { island: [['indigo', 1]], city: [['construction_hut', 1]] },
      { island: [['corn', 1]], city: [['hacienda', 1], ['construction_hut', 1]] },
    ],
  }),
  steps: [
    {
      move: { type: 'pickRole', seat: 1, role: 'settler' },
      narration: { zh: 'B 選拓荒者，從 B 開始每人拿一塊。', en: 'B picks the settler; starting with B, everyone takes one tile.' },
      highlight: { roles: ['settler'], row: true },
      expect: { phase: 'settler', order: [1, 2, 3, 0] },
    },
    {
      move: { type: 'hacienda', seat: 1 },
      narration: {
        zh: '有大莊園的人在正常拿之前，可以先從背面朝上的牌堆抽一塊，抽到什麼就放什麼：B 抽到咖啡園。',
        en: 'A hacienda owner may first draw the top face-down plantation and must place whatever it is: B draws a coffee plantation.',
      },
      highlight: { seats: [1], buildings: ['hacienda'] },
      expect: { 'seats.1.island.1': { kind: 'coffee', colonists: 0 }, order: [1, 2, 3, 0] },
    },
    {
      move: { type: 'settle', seat: 1, tile: 'quarry' },
      narration: { zh: '然後 B 用特權拿一座採石場，不拿翻開的種植園。', en: 'Then B uses the privilege to take a quarry instead of a face-up plantation.' },
      highlight: { seats: [1], quarries: true },
      expect: { 'seats.1.island.2': { kind: 'quarry', colonists: 0 }, quarries: 7 },
    },
    {
      move: { type: 'settle', seat: 2, tile: 'quarry' },
      narration: { zh: 'C 不是拓荒者，但有工寮，一樣可以拿採石場。', en: 'C is not the settler, but the construction hut lets C take a quarry too.' },
      highlight: { seats: [2], buildings: ['construction_hut'], quarries: true },
      expect: { 'seats.2.island.1.kind': 'quarry', quarries: 6 },
    },
    {
      move: { type: 'hacienda', seat: 3 },
      narration: { zh: 'D 兩座建築都有：先用大莊園抽一塊，抽到菸草園。', en: 'D has both: first the hacienda draw, a tobacco plantation.' },
      highlight: { seats: [3], buildings: ['hacienda'] },
      expect: { 'seats.3.island.1.kind': 'tobacco' },
    },
    {
      move: { type: 'settle', seat: 3, tile: 'quarry' },
      yourTurn: true,
      predict: {
        question: { zh: 'D 還能再拿第二座採石場嗎？這個階段結束時 D 的島上有幾塊？', en: 'Could D take a second quarry? How many tiles will D\'s island have after this phase?' },
        path: 'seats.3.island.length',
        choices: [
          { value: 3, label: { zh: '3 塊', en: '3' } },
          { value: 4, label: { zh: '4 塊', en: '4' } },
        ],
      },
      narration: {
        zh: 'D 再用工寮拿一座採石場。大莊園那塊只能是種植園；一個階段最多一座採石場，所以 D 一共 3 塊：原來的玉米園、菸草園和採石場。',
        en: 'D takes a quarry through the construction hut. The hacienda tile is always a plantation, and no one gets more than one quarry a phase, so D ends with 3 tiles: the corn, the tobacco and the quarry.',
      },
      highlight: { seats: [3], buildings: ['construction_hut'], quarries: true },
      expect: { 'seats.3.island.length': 3, quarries: 5, order: [0] },
    },
    {
      move: { type: 'settle', seat: 0, tile: 3 },
      narration: {
        zh: 'A 沒有這些建築，拿翻開的菸草園。階段結束：剩下的 4 塊棄掉，從牌堆翻開 5 塊新的。',
        en: 'A has none of these buildings and takes the face-up tobacco. The phase ends: the 4 tiles left are discarded and 5 new ones turned up from the stack.',
      },
      highlight: { seats: [0], row: true },
      expect: { 'seats.0.island.1.kind': 'tobacco', row: ['corn', 'sugar', 'indigo', 'coffee', 'indigo'], discards: ['corn', 'indigo', 'sugar', 'coffee'], phase: 'pickRole' },
    },
  ],
};

// ---- 8. hospice and university ---------------------------------------------------------------------
const hospice: PuertoRicoExample = {
  id: 'hospice-university',
  game: 'puerto-rico',
  section: 'violet-buildings',
  title: { zh: '收容所與大學：新的板塊和建築自帶移民', en: 'Hospice and university: new tiles and buildings arrive manned' },
  intro: {
    zh: '三人局。A 有有移民的收容所和大學，還有 6 元。翻開的種植園是咖啡、玉米、染料、甘蔗。',
    en: 'Three players. A has a manned hospice and a manned university, and 6 doubloons. The face-up plantations are coffee, corn, indigo and sugar.',
  },
  start: at({
    players: 3,
    round: 6,
    row: ['coffee', 'corn', 'indigo', 'sugar'],
    stackTop: ['sugar', 'corn', 'tobacco', 'indigo'],
    seats: [
      { doubloons: 6, island: [['tobacco', 1], ['indigo', 1]], city: [['hospice', 1], ['university', 1]] },
      { doubloons: 2, island: [['corn', 1]] },
      { doubloons: 0, island: [['indigo', 1]] },
    ],
  }),
  steps: [
    {
      move: { type: 'pickRole', seat: 0, role: 'settler' },
      narration: { zh: 'A 選拓荒者。', en: 'A picks the settler.' },
      highlight: { roles: ['settler'] },
      expect: { phase: 'settler' },
    },
    {
      move: { type: 'settle', seat: 0, tile: 0 },
      yourTurn: true,
      narration: {
        zh: 'A 拿咖啡園。收容所讓新板塊帶著 1 位移民來（從供應區拿；供應區空了才從移民船拿），不用等市長。',
        en: 'A takes the coffee plantation. The hospice sends it with a colonist (from the supply, or from the colonist ship if the supply is empty), without waiting for a mayor.',
      },
      highlight: { seats: [0], buildings: ['hospice'] },
      expect: { 'seats.0.island.2': { kind: 'coffee', colonists: 1 } },
    },
    {
      move: { type: 'settle', seat: 1, tile: 0 },
      narration: { zh: 'B 拿玉米園，沒有收容所，板塊空著。', en: 'B takes the corn, which arrives empty: no hospice.' },
      highlight: { seats: [1] },
      expect: { 'seats.1.island.1': { kind: 'corn', colonists: 0 } },
    },
    {
      move: { type: 'pass', seat: 2 },
      narration: { zh: 'C 不拿。階段結束，翻開 4 塊新的種植園。', en: 'C takes nothing. The phase ends and 4 new plantations are turned up.' },
      highlight: { seats: [2], row: true },
      expect: { phase: 'pickRole', row: ['sugar', 'corn', 'tobacco', 'indigo'] },
    },
    {
      move: { type: 'pickRole', seat: 1, role: 'builder' },
      narration: { zh: 'B 選建築師。', en: 'B picks the builder.' },
      highlight: { roles: ['builder'] },
      expect: { phase: 'builder', order: [1, 2, 0] },
    },
    {
      move: { type: 'pass', seat: 1 },
      narration: { zh: 'B 有特權，但 2 元蓋不起想要的建築，不蓋。C 沒有錢，跳過。', en: 'B has the privilege but cannot afford what B wants with 2 doubloons, and passes. C has no money and is passed over.' },
      highlight: { seats: [1] },
      expect: { order: [0] },
    },
    {
      move: { type: 'build', seat: 0, building: 'coffee_roaster' },
      narration: {
        zh: 'A 花 6 元蓋咖啡廠。大學讓新建築帶 1 位移民來：咖啡廠有 2 個圓圈，還是只來 1 位。A 新拿的咖啡園和咖啡廠都有人了，下次工匠就能做咖啡。',
        en: 'A builds the coffee roaster for 6. The university sends one colonist with it: the roaster has 2 circles, but only one comes. A\'s new coffee plantation and roaster are both manned, so the next craftsman makes coffee.',
      },
      highlight: { seats: [0], buildings: ['university', 'coffee_roaster'] },
      expect: { 'seats.0.city.2': { id: 'coffee_roaster', colonists: 1 }, 'seats.0.doubloons': 0, phase: 'pickRole' },
    },
  ],
};


// ---- 9. the end by colonist shortage ---------------------------------------------------------------
const full = (...kinds: [string, number][]): [TileKind, number][] => kinds.flatMap(([k, n]) => Array.from({ length: n }, () => [k as TileKind, 1] as [TileKind, number]));

const colonistEnd: PuertoRicoExample = {
  id: 'end-colonist-shortage',
  game: 'puerto-rico',
  section: 'game-end',
  title: { zh: '遊戲結束：移民不夠補滿移民船', en: 'Game end: too few colonists to refill the ship' },
  intro: {
    zh: '三人局，遊戲快結束了。移民船上有 3 位，供應區只剩 2 位。A 和 B 的板子已經全部有人，C 只剩大學那 1 個圓圈是空的。大家都沒有錢了。',
    en: 'Three players, late in the game. The colonist ship has 3 colonists and the supply only 2. A\'s and B\'s boards are fully manned; only C\'s university circle is empty. Nobody has any money left.',
  },
  start: at({
    players: 3,
    round: 14,
    ship: 3,
    seats: [
      { doubloons: 0, vp: 20, island: full(['corn', 4], ['indigo', 4], ['sugar', 4]), city: [['indigo_plant', 3], ['sugar_mill', 3]], sanJuan: 3 },
      { doubloons: 0, vp: 18, island: full(['corn', 3], ['indigo', 3], ['sugar', 3], ['tobacco', 3]), city: [['tobacco_storage', 3], ['small_indigo_plant', 1], ['small_sugar_mill', 1]] },
      {
        doubloons: 0,
        vp: 15,
        island: full(['corn', 3], ['indigo', 3], ['sugar', 3], ['coffee', 2]),
        city: [['coffee_roaster', 2], ['small_indigo_plant', 1], ['small_sugar_mill', 1], ['university', 0]],
      },
    ],
  }),
  expectAtStart: { colonists: 2 },
  steps: [
    {
      move: { type: 'pickRole', seat: 0, role: 'mayor' },
      narration: {
        zh: 'A 選市長，用特權從供應區拿 1 位（供應區剩 1 位），船上的 3 位每人 1 位。',
        en: 'A picks the mayor and takes the privilege colonist from the supply (1 left there); the ship\'s 3 give everyone one.',
      },
      highlight: { roles: ['mayor'], colonistShip: true },
      expect: { phase: 'mayor', colonists: 1, 'seats.0.sanJuan': 5, order: [0, 1, 2] },
    },
    {
      move: { type: 'arrange', seat: 0, island: [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1], city: [3, 3] },
      yourTurn: true,
      predict: {
        question: { zh: '安排好以後，移民船需要補幾位？遊戲會怎樣？', en: 'After the placing, how many colonists must board the ship, and what happens to the game?' },
        path: 'end',
        choices: [
          { value: null, label: { zh: '補得滿，遊戲繼續', en: 'The ship is refilled; the game goes on' } },
          { value: 'colonists', label: { zh: '補不滿，這一回合結束時遊戲結束', en: 'It cannot be refilled; the game ends with this round' } },
        ],
      },
      narration: {
        zh: 'A 的圓圈全滿，多的 5 位在中轉區等。B 也沒有空位，C 的新移民放進大學，都是自動的。所有建築都沒有空圓圈了，但船至少要補玩家人數 3 位，供應區只有 1 位：全部上船，遊戲在這一回合結束時結束。',
        en: 'A\'s circles are all full, so the 5 extra wait in San Juan. B has no free circle either, and C\'s new colonist goes into the university, both done at once. No building has an empty circle, but the ship takes at least one per player, 3, and the supply has only 1: it boards, and the game ends at the end of this round.',
      },
      highlight: { colonistShip: true },
      expect: { ship: 1, colonists: 0, end: 'colonists', 'seats.2.city.3.colonists': 1, phase: 'pickRole' },
    },
    {
      move: { type: 'pickRole', seat: 1, role: 'craftsman' },
      narration: {
        zh: '這一回合還沒完，剩下的人照樣選角色。B 選工匠，大家生產：玉米剛好 10 個被拿光。',
        en: 'The round is not over: the others still pick. B picks the craftsman and everyone produces; the 10 corn barrels are exactly used up.',
      },
      highlight: { roles: ['craftsman'] },
      expect: { phase: 'craftsman', 'goods.corn': 0, 'seats.1.goods.tobacco': 3 },
    },
    {
      move: { type: 'bonus', seat: 1, good: 'tobacco' },
      narration: { zh: 'B 的特權多拿 1 個菸草。', en: 'B\'s privilege: one more tobacco.' },
      highlight: { seats: [1] },
      expect: { 'seats.1.goods.tobacco': 4, phase: 'pickRole' },
    },
    {
      move: { type: 'pickRole', seat: 2, role: 'settler' },
      narration: {
        zh: 'C 選最後一個角色，拓荒者。A 和 B 的島區都滿了，只有 C 能拿。',
        en: 'C picks the last role, the settler. A\'s and B\'s islands are full; only C can take a tile.',
      },
      highlight: { roles: ['settler'], seats: [2] },
      expect: { phase: 'settler', order: [2, 0, 1] },
    },
    {
      move: { type: 'pass', seat: 2 },
      narration: {
        zh: 'C 不拿。這一回合結束，遊戲也結束：A 有 20 分標記加 4 分建築，24 分；B 18 + 5 = 23；C 15 + 8 = 23。A 獲勝。',
        en: 'C takes nothing. The round ends and so does the game: A has 20 VP chips and 4 building points, 24; B 18 + 5 = 23; C 15 + 8 = 23. A wins.',
      },
      highlight: { seats: [0] },
      expect: { phase: 'gameOver', 'result.winners': [0], 'result.seats.0.total': 24, 'result.seats.1.total': 23, 'result.seats.2.total': 23 },
    },
  ],
};

// ---- 10. final scoring with all five large buildings -----------------------------------------------
const largeBuildings: PuertoRicoExample = {
  id: 'final-large-buildings',
  game: 'puerto-rico',
  section: 'scoring',
  title: { zh: '最後計分：五棟大型建築', en: 'Final scoring: all five large buildings' },
  intro: {
    zh: '四人局最後一回合，A 的城區已經蓋滿（所以遊戲會在這一回合結束）：五棟大型建築都有移民，加上小型染料廠和小型蔗糖廠。A 的島上 12 塊全滿、都有人，手上有 22 分的分數標記。大型建築的獎勵只在有移民時才算。',
    en: 'The last round of a four-player game. A\'s city is full (which is why the game ends this round): all five large buildings, manned, plus a small indigo plant and a small sugar mill. A\'s 12 island spaces are filled and manned, and A holds 22 VP in chips. A large building\'s bonus counts only when it is manned.',
  },
  start: at({
    players: 4,
    round: 15,
    end: 'city',
    picks: [
      ['builder', 0],
      ['mayor', 1],
      ['trader', 2],
    ],
    seats: [
      {
        vp: 22,
        island: [...full(['corn', 2], ['indigo', 4], ['sugar', 4]), ['quarry', 1], ['quarry', 1]],
        city: [['guild_hall', 1], ['residence', 1], ['fortress', 1], ['customs_house', 1], ['city_hall', 1], ['small_indigo_plant', 1], ['small_sugar_mill', 1]],
      },
      { vp: 30, island: full(['coffee', 3], ['tobacco', 3], ['corn', 2]), city: [['coffee_roaster', 2], ['tobacco_storage', 3], ['harbor', 0]] },
      { vp: 25, island: full(['indigo', 3]), city: [['indigo_plant', 3]] },
      { vp: 18, island: full(['sugar', 3]), city: [['sugar_mill', 3]] },
    ],
  }),
  steps: [
    {
      move: { type: 'pickRole', seat: 3, role: 'prospector' },
      yourTurn: true,
      predict: {
        question: { zh: 'D 選淘金者，這一回合結束、遊戲結束。A 一共幾分？', en: 'D picks the prospector; the round and the game end. What is A\'s total?' },
        path: 'result.seats.0.total',
        choices: [
          { value: 44, label: { zh: '44 分', en: '44' } },
          { value: 64, label: { zh: '64 分', en: '64' } },
          { value: 69, label: { zh: '69 分', en: '69' } },
        ],
      },
      narration: {
        zh: 'A：分數標記 22；建築上印的分數 5 × 4 + 1 + 1 = 22；同業會館 2 棟小型生產建築 +2；官邸 12 塊島區 +7；要塞 19 位移民 ÷ 3 = +6；海關 22 ÷ 4 = +5；市政廳 5 棟紫色建築 +5。一共 69 分。B 的分數標記最多，30 分，加上建築 3 + 3 + 3，只有 39 分。',
        en: 'A: VP chips 22; printed building points 5 × 4 + 1 + 1 = 22; guild hall, 2 small production buildings, +2; residence, 12 island spaces, +7; fortress, 19 colonists ÷ 3, +6; customs house, 22 ÷ 4, +5; city hall, 5 violet buildings, +5. 69 in all. B has the most chips, 30, but with buildings of 3 + 3 + 3 only 39.',
      },
      highlight: { seats: [0], buildings: ['guild_hall', 'residence', 'fortress', 'customs_house', 'city_hall'] },
      expect: {
        phase: 'gameOver',
        'result.seats.0.breakdown': [
          { label: { zh: '運貨得到的分數標記', en: 'VP chips from shipping' }, points: 22 },
          { label: { zh: '建築上印的分數', en: 'points printed on buildings' }, points: 22 },
          { label: { zh: '同業會館的獎勵', en: 'Guild hall bonus' }, points: 2 },
          { label: { zh: '官邸的獎勵', en: 'Residence bonus' }, points: 7 },
          { label: { zh: '要塞的獎勵', en: 'Fortress bonus' }, points: 6 },
          { label: { zh: '海關的獎勵', en: 'Customs house bonus' }, points: 5 },
          { label: { zh: '市政廳的獎勵', en: 'City hall bonus' }, points: 5 },
        ],
        'result.seats.1.total': 39,
        'result.winners': [0],
      },
    },
  ],
};

// ---- 11. a tie-break -------------------------------------------------------------------------------
const tieBreak: PuertoRicoExample = {
  id: 'tie-break',
  game: 'puerto-rico',
  section: 'scoring',
  title: { zh: '同分：比金幣加貨物', en: 'A tie: doubloons plus barrels decide' },
  intro: {
    zh: '三人局最後一回合：分數標記已經發完，遊戲會在這一回合結束。B 和 C 都是 28 分。B 有 3 元和 2 個玉米，C 有 4 元、沒有貨物。還剩 C 要選最後一個角色。',
    en: 'The last round of a three-player game: the VP chips have run out, so the game ends this round. B and C both have 28 points. B has 3 doubloons and 2 corn, C 4 doubloons and no goods. C still has the last pick.',
  },
  start: at({
    players: 3,
    round: 13,
    end: 'vp',
    picks: [
      ['settler', 0],
      ['builder', 1],
    ],
    seats: [
      { doubloons: 2, vp: 25, island: [['sugar', 1]], city: [['small_sugar_mill', 1]] },
      { doubloons: 3, vp: 25, island: [['indigo', 1]], city: [['indigo_plant', 1], ['small_market', 0]], goods: { corn: 2 } },
      { doubloons: 4, vp: 25, island: [['sugar', 1]], city: [['sugar_mill', 1], ['small_indigo_plant', 0]] },
    ],
  }),
  expectAtStart: { vpSupply: 0 },
  steps: [
    {
      move: { type: 'pickRole', seat: 2, role: 'trader' },
      narration: {
        zh: 'C 選商人。C 和 A 都沒有貨物可賣，跳過；只有 B 能賣玉米。',
        en: 'C picks the trader. C and A have nothing to sell and are passed over; only B could sell corn.',
      },
      highlight: { roles: ['trader'], seats: [1] },
      expect: { phase: 'trader', order: [1] },
    },
    {
      move: { type: 'pass', seat: 1 },
      yourTurn: true,
      predict: {
        question: { zh: 'B 不賣玉米，遊戲結束。誰贏？', en: 'B does not sell the corn and the game ends. Who wins?' },
        path: 'result.winners',
        choices: [
          { value: [1], label: { zh: '玩家 B', en: 'Player B' } },
          { value: [2], label: { zh: '玩家 C', en: 'Player C' } },
          { value: [1, 2], label: { zh: 'B 和 C 一起獲勝', en: 'B and C share the win' } },
        ],
      },
      narration: {
        zh: '玉米賣 0 元，B 沒有市場加價：賣掉只會少 1 個貨物。同分時比金幣加貨物：B 3 + 2 = 5，C 4 + 0 = 4，B 獲勝。要是 B 賣了，就是 4 比 4，兩人一起獲勝。',
        en: 'Corn sells for 0 and B has no manned market: selling would only lose a barrel. In a tie, doubloons plus barrels decide: B 3 + 2 = 5, C 4 + 0 = 4, and B wins. Had B sold, it would be 4 to 4 and a shared win.',
      },
      highlight: { seats: [1, 2] },
      expect: { phase: 'gameOver', 'result.seats.1.total': 28, 'result.seats.2.total': 28, 'result.winners': [1] },
    },
  ],
};

// ---- 12. a 2-player round --------------------------------------------------------------------------
const twoPlayer: PuertoRicoExample = {
  id: 'two-player-round',
  game: 'puerto-rico',
  section: 'two-players',
  title: { zh: '兩人遊戲的一回合：每人選三次角色', en: 'A 2-player round: three roles each' },
  intro: {
    zh: '兩人局第 2 回合，A 是總督。七張角色卡，兩人輪流各選三張：A、B、A、B、A、B。淘金者上次沒人選，上面有 1 元。',
    en: 'Round 2 of a two-player game, A is the governor. Of the seven roles, the two players pick three each, alternating: A, B, A, B, A, B. The prospector was not picked last round and has 1 doubloon on it.',
  },
  start: at({
    players: 2,
    round: 2,
    roleMoney: { prospector: 1 },
    row: ['sugar', 'coffee', 'indigo'],
    stackTop: ['tobacco', 'corn', 'sugar'],
    seats: [
      { doubloons: 3, island: [['indigo', 1], ['corn', 1]], city: [['small_indigo_plant', 1]] },
      { doubloons: 3, island: [['corn', 1], ['indigo', 1]] },
    ],
  }),
  steps: [
    {
      move: { type: 'pickRole', seat: 0, role: 'craftsman' },
      narration: { zh: 'A 選工匠：A 生產 1 個玉米、1 個染料；B 沒有染料廠，只有 1 個玉米。', en: 'A picks the craftsman: A makes a corn and an indigo; B has no indigo plant and makes only a corn.' },
      highlight: { roles: ['craftsman'] },
      expect: { phase: 'craftsman', 'seats.0.goods.indigo': 1, 'seats.1.goods.corn': 1 },
    },
    {
      move: { type: 'bonus', seat: 0, good: 'indigo' },
      narration: { zh: 'A 的特權多拿 1 個染料。', en: 'A\'s privilege: one more indigo.' },
      highlight: { seats: [0] },
      expect: { 'seats.0.goods.indigo': 2, phase: 'pickRole' },
    },
    {
      move: { type: 'pickRole', seat: 1, role: 'trader' },
      narration: { zh: '輪到 B 選：商人。', en: 'B\'s pick: the trader.' },
      highlight: { roles: ['trader'] },
      expect: { phase: 'trader', order: [1, 0] },
    },
    {
      move: { type: 'sell', seat: 1, good: 'corn' },
      narration: { zh: 'B 賣玉米：0 元加特權 1 元。', en: 'B sells the corn: 0, +1 for the privilege.' },
      highlight: { seats: [1], house: true },
      expect: { 'seats.1.doubloons': 4 },
    },
    {
      move: { type: 'sell', seat: 0, good: 'indigo' },
      yourTurn: true,
      narration: { zh: 'A 賣 1 個染料，1 元。商會只有 2 個，沒滿，貨物留著到下次商人。', en: 'A sells an indigo for 1. The house holds only 2 barrels, not full, so they stay until the next trader.' },
      highlight: { seats: [0], house: true },
      expect: { 'seats.0.doubloons': 4, house: ['corn', 'indigo'], phase: 'pickRole' },
    },
    {
      move: { type: 'pickRole', seat: 0, role: 'builder' },
      narration: { zh: 'A 第二次選：建築師。', en: 'A\'s second pick: the builder.' },
      highlight: { roles: ['builder'] },
      expect: { phase: 'builder', order: [0, 1] },
    },
    {
      move: { type: 'build', seat: 0, building: 'small_sugar_mill' },
      narration: { zh: 'A 用特權蓋小型蔗糖廠，2 − 1 = 1 元。', en: 'A builds a small sugar mill with the privilege: 2 − 1 = 1.' },
      highlight: { seats: [0], buildings: ['small_sugar_mill'] },
      expect: { 'seats.0.doubloons': 3 },
    },
    {
      move: { type: 'build', seat: 1, building: 'small_market' },
      narration: { zh: 'B 蓋小市場，1 元。', en: 'B builds a small market for 1.' },
      highlight: { seats: [1], buildings: ['small_market'] },
      expect: { 'seats.1.doubloons': 3, phase: 'pickRole' },
    },
    {
      move: { type: 'pickRole', seat: 1, role: 'prospector' },
      narration: { zh: 'B 選淘金者：卡上的 1 元加銀行的 1 元。只有 B 拿，A 什麼都沒有。', en: 'B picks the prospector: the 1 doubloon on it plus 1 from the bank. Only B gains; A gets nothing.' },
      highlight: { roles: ['prospector'], seats: [1] },
      expect: { 'seats.1.doubloons': 5, phase: 'pickRole', 'roleMoney.prospector': 0 },
    },
    {
      move: { type: 'pickRole', seat: 0, role: 'settler' },
      narration: { zh: 'A 第三次選：拓荒者。', en: 'A\'s third pick: the settler.' },
      highlight: { roles: ['settler'], row: true },
      expect: { phase: 'settler', order: [0, 1] },
    },
    {
      move: { type: 'settle', seat: 0, tile: 0 },
      narration: { zh: 'A 拿甘蔗園，配合新的小型蔗糖廠。', en: 'A takes the sugar plantation, to go with the new small sugar mill.' },
      highlight: { seats: [0], row: true },
      expect: { 'seats.0.island.2.kind': 'sugar', row: ['coffee', 'indigo'] },
    },
    {
      move: { type: 'settle', seat: 1, tile: 0 },
      narration: { zh: 'B 拿咖啡園。剩下的染料園棄掉，翻開 3 塊新的。', en: 'B takes the coffee. The indigo left over is discarded and 3 new tiles are turned up.' },
      highlight: { seats: [1], row: true },
      expect: { row: ['tobacco', 'corn', 'sugar'], discards: ['indigo'], phase: 'pickRole' },
    },
    {
      move: { type: 'pickRole', seat: 1, role: 'mayor' },
      narration: {
        zh: 'B 的第三次：市長。B 用特權從供應區拿 1 位，船上的 2 位 B、A 各 1 位。B 的 4 個圓圈剛好 4 位，可是 B 是市長，還是要自己確定（也可以把特權那位退回去）。',
        en: 'B\'s third pick: the mayor. B takes the privilege colonist from the supply, and the ship\'s 2 go to B and A. B has exactly 4 colonists for 4 circles, but as the mayor B still confirms (B could hand the privilege colonist back).',
      },
      highlight: { roles: ['mayor'], colonistShip: true },
      expect: { phase: 'mayor', 'seats.1.sanJuan': 2, 'seats.0.sanJuan': 1, order: [1, 0] },
    },
    {
      move: { type: 'arrange', seat: 1, island: [1, 1, 1], city: [1] },
      narration: { zh: 'B 把 4 位都放上：3 塊島區和小市場。', en: 'B places all 4: the 3 island tiles and the small market.' },
      highlight: { seats: [1] },
      expect: { 'seats.1.sanJuan': 0, 'seats.1.city.0.colonists': 1 },
    },
    {
      move: { type: 'arrange', seat: 0, island: [1, 0, 1], city: [1, 1] },
      yourTurn: true,
      narration: {
        zh: 'A 有 4 位移民、5 個圓圈，可以選哪一個空著：A 讓玉米園空著，把人放到甘蔗園和小型蔗糖廠。所有建築都滿了，船只補最少的 2 位。六張角色都選過了：沒人選的船長卡放 1 元，總督卡交給 B，第 3 回合由 B 先選。',
        en: 'A has 4 colonists for 5 circles and chooses which stays empty: A leaves the corn and mans the sugar plantation and the small sugar mill. Every building is full, so the ship gets the minimum, 2. Six roles have been picked: the unpicked captain gets 1 doubloon, the governor card passes to B, and B picks first in round 3.',
      },
      highlight: { seats: [0], roles: ['captain'] },
      expect: { ship: 2, 'roleMoney.captain': 1, governor: 1, round: 3, phase: 'pickRole', picks: [] },
    },
  ],
};


export const puertoRicoExamples: PuertoRicoExample[] = [
  builder,
  production,
  shortage,
  trader,
  captain,
  mayor,
  settler,
  hospice,
  colonistEnd,
  largeBuildings,
  tieBreak,
  twoPlayer,
];
