/**
 * Dice Town's worked examples. Each starts from a declared position whose `dice` list fixes the
 * rolls the narration talks about (the loader uses them before the random generator, seat by seat),
 * and plays a few moves through the engine; every step states what the narration claims in `expect`,
 * and the tests run them all. Players A, B, C are seats 0, 1, 2.
 */
import type { Example } from '../core/example';
import type { DiceTownPosition } from './load';
import type { DiceTownMove, DiceTownOptions, Face, Location } from './types';

/** What a step lights up on the table view. */
export interface DiceTownHighlight {
  seats?: number[];
  locations?: (Location | 'docBadluck' | 'stagecoach')[];
  /** Dice by seat and position: in the kept row (`kept`) or under the cup (`rolled`). */
  dice?: { seat: number; index: number; where?: 'kept' | 'rolled' }[];
}

export type DiceTownExample = Example<DiceTownMove, DiceTownOptions, DiceTownHighlight>;

const d = (s: string): Face[] => s.split(' ') as Face[];
const pos = (p: DiceTownPosition) => ({ position: p });

// ---- keeping: one die free, then $2 for three at once ---------------------------------------------
const keepOneThenPayTwo: DiceTownExample = {
  id: 'keep-one-then-pay-two',
  game: 'dice-town',
  section: 'keeping',
  title: { zh: '免費留 1 顆，再付 2 元多留 2 顆', en: 'One die free, then $2 for two more' },
  intro: {
    zh: '兩人局，第一次擲骰。A 的骰盅下是 K、K、K、9、J，她想拿警徽；B 擲出 10、10、Q、9、A。兩人同時在骰盅下決定要留哪幾顆。',
    en: 'Two players, first roll. Under her cup A has K, K, K, 9, J and wants the Sheriff Badge; B has 10, 10, Q, 9, A. Both decide in secret, at the same time, which dice to keep.',
  },
  start: pos({ players: 2, sheriff: 1, dice: d('K K K 9 J 10 10 Q 9 A Q A 9 J K Q') }),
  expectAtStart: { 'rolled.0': d('K K K 9 J'), 'rolled.1': d('10 10 Q 9 A'), money: [8, 8], stagecoach: 0 },
  steps: [
    {
      move: { type: 'keep', seat: 1, dice: d('10') },
      narration: {
        zh: 'B 只留 1 顆 10。只留一顆不用付錢。他的選擇還藏著，A 看不到。',
        en: 'B keeps a single 10. Keeping one die is free. His choice stays hidden until the cups are lifted.',
      },
      highlight: { seats: [1], dice: [{ seat: 1, index: 0, where: 'rolled' }] },
      expect: { 'choices.1': { dice: d('10'), scoundrel: false, cheat: null }, 'money.1': 8, 'kept.1': [] },
    },
    {
      move: { type: 'keep', seat: 0, dice: d('K K K') },
      yourTurn: true,
      narration: {
        zh: 'A 一次留下 3 顆 K：第 1 顆免費，另外 2 顆每顆 1 元，一共付 2 元，錢放上驛馬車。兩人一起亮出保留的骰子；下一次 A 只擲剩下的 2 顆，B 擲 4 顆。',
        en: 'A keeps all three Ks at once: the first is free, the other two cost $1 each, $2 in all, which goes on the stagecoach. Both reveal their kept dice; next time A rolls only her other 2 dice and B rolls 4.',
      },
      highlight: { seats: [0], locations: ['stagecoach'], dice: [0, 1, 2].map((index) => ({ seat: 0, index, where: 'kept' as const })) },
      expect: { 'kept.0': d('K K K'), 'kept.1': d('10'), money: [6, 8], stagecoach: 2, 'rolled.0': d('Q A'), 'rolled.1': d('9 J K Q') },
    },
  ],
};

// ---- keeping none for $1 -------------------------------------------------------------------------------
const payToKeepNone: DiceTownExample = {
  id: 'pay-to-keep-none',
  game: 'dice-town',
  section: 'keeping',
  title: { zh: '付 1 元，一顆都不留', en: 'Pay $1 and keep nothing' },
  intro: {
    zh: 'B 想要 10 去搶銀行，第一次卻擲出 9、J、Q、Q、A，一顆 10 都沒有。A 擲出 K、K、9、J、Q。',
    en: 'B wants 10s for the Bank, but his first roll is 9, J, Q, Q, A without a single 10. A rolls K, K, 9, J, Q.',
  },
  start: pos({ players: 2, dice: d('K K 9 J Q 9 J Q Q A K A 10 9 10 10 10 J 9') }),
  expectAtStart: { 'rolled.1': d('9 J Q Q A'), money: [8, 8] },
  steps: [
    {
      move: { type: 'keep', seat: 0, dice: d('K') },
      narration: { zh: 'A 免費留 1 顆 K。', en: 'A keeps one K for free.' },
      highlight: { seats: [0] },
      expect: { 'choices.0': { dice: d('K'), scoundrel: false, cheat: null } },
    },
    {
      move: { type: 'keep', seat: 1, dice: [] },
      yourTurn: true,
      narration: {
        zh: 'B 付 1 元到驛馬車，這一次什麼都不留。亮骰之後，他面前沒有保留的骰子，下一次 5 顆全部重擲：這回擲出三顆 10。',
        en: 'B pays $1 to the stagecoach and keeps nothing this time. After the reveal he has no kept dice, and next time he rolls all 5 again: this time three 10s come up.',
      },
      highlight: { seats: [1], locations: ['stagecoach'] },
      expect: { 'kept.1': [], 'kept.0': d('K'), money: [8, 7], stagecoach: 1, 'rolled.0': d('K A 10 9'), 'rolled.1': d('10 10 10 J 9') },
    },
  ],
};

// ---- the last roll ---------------------------------------------------------------------------------------
const finishingEarly: DiceTownExample = {
  id: 'finishing-early-last-roll',
  game: 'dice-town',
  section: 'last-roll',
  title: { zh: '搶先留滿 5 顆，逼出最後一擲', en: 'Five dice first: the others get a last roll' },
  intro: {
    zh: '三人局。A 已經留了 3 顆 K，B 留了兩顆 10，C 上一次付錢重擲，還沒留任何骰子。這一次 A 擲出 K、A，B 擲出 10、J、9，C 擲出 Q、Q、9、10、A。',
    en: 'Three players. A has kept three Ks, B two 10s, and C paid to reroll last time, so he has kept nothing. Now A rolls K and A, B rolls 10, J, 9, and C rolls Q, Q, 9, 10, A.',
  },
  start: pos({
    players: 3,
    sheriff: 0,
    kept: [d('K K K'), d('10 10'), []],
    money: [6, 8, 7],
    stagecoach: 3,
    dice: d('K A 10 J 9 Q Q 9 10 A 10 9 Q Q 9 K'),
  }),
  expectAtStart: { 'rolled.0': d('K A'), 'rolled.1': d('10 J 9'), 'rolled.2': d('Q Q 9 10 A'), last: false },
  steps: [
    {
      move: { type: 'keep', seat: 1, dice: d('10') },
      narration: { zh: 'B 免費再留 1 顆 10，手上還剩 2 顆骰子。', en: 'B keeps one more 10 for free; 2 dice are left in his hand.' },
      highlight: { seats: [1] },
      expect: { 'choices.1': { dice: d('10'), scoundrel: false, cheat: null } },
    },
    {
      move: { type: 'keep', seat: 2, dice: d('Q') },
      narration: { zh: 'C 免費留 1 顆 Q，手上還剩 4 顆。', en: 'C keeps one Q for free; 4 dice are left.' },
      highlight: { seats: [2] },
      expect: { 'choices.2': { dice: d('Q'), scoundrel: false, cheat: null } },
    },
    {
      move: { type: 'keep', seat: 0, dice: d('A K') },
      yourTurn: true,
      narration: {
        zh: 'A 免費留 K，再付 1 元留 A：她的 5 顆骰子全部定好了。B 和 C 只剩最後一擲：B 擲出 10、9，C 擲出 Q、Q、9、K，全部照單收下，不能挑也不用付錢。接著逛小鎮，第一站金礦就是 B 和 C 各 1 顆 9 的平手，等警長 A 裁定。',
        en: 'A keeps the K for free and pays $1 for the A: all five of her dice are set. B and C get one last roll: B rolls 10 and 9, C rolls Q, Q, 9, K, and they keep everything, with no choice and no fee. The town visit starts, and at the very first stop, the Gold Mine, B and C tie with one 9 each, waiting for sheriff A.',
      },
      highlight: { seats: [0, 1, 2] },
      expect: {
        'kept.0': d('K K K A K'),
        'kept.1': d('10 10 10 10 9'),
        'kept.2': d('Q Q Q 9 K'),
        money: [5, 8, 7],
        stagecoach: 4,
        phase: 'goldMine:tie',
        pending: { kind: 'tie', seat: 0, location: 'goldMine', candidates: [1, 2] },
      },
    },
  ],
};

// ---- Gold Mine: a majority tie settled by the sheriff -----------------------------------------------------
const goldMineTie: DiceTownExample = {
  id: 'gold-mine-majority-tie',
  game: 'dice-town',
  section: 'gold-mine',
  title: { zh: '金礦平手，警長裁定', en: 'A tie at the Gold Mine, settled by the sheriff' },
  intro: {
    zh: 'A 是 9、9、K、K、Q，B 是 9、9、10、J、A，C 是 9、Q、Q、Q、K，C 是警長。A 和 B 各有 2 顆 9，平手；C 只有 1 顆，出局。',
    en: 'A has 9, 9, K, K, Q; B has 9, 9, 10, J, A; C has 9, Q, Q, Q, K and is the sheriff. A and B tie with two 9s each; C, with one, is out.',
  },
  start: pos({ players: 3, phase: 'town', sheriff: 2, kept: [d('9 9 K K Q'), d('9 9 10 J A'), d('9 Q Q Q K')], storeDeck: ['equipment-3'] }),
  expectAtStart: { phase: 'goldMine:tie', pending: { kind: 'tie', seat: 2, location: 'goldMine', candidates: [0, 1] }, mine: 30 },
  steps: [
    {
      move: { type: 'settleTie', seat: 2, winner: 1 },
      yourTurn: true,
      narration: {
        zh: '警長 C 判 B 贏（也許 B 答應過要給他好處）。B 有 2 顆 9，從金礦拿 2 個金塊，礦裡剩 28 個。小鎮接著往下結算：B 也以唯一的 10 搶到銀行的 3 元。',
        en: 'Sheriff C rules for B (perhaps B promised him something). B has two 9s and takes 2 nuggets; 28 are left in the mine. The visit goes on: B also robs the Bank with the only 10 and takes its $3.',
      },
      highlight: { seats: [1, 2], locations: ['goldMine'], dice: [0, 1].map((index) => ({ seat: 1, index })) },
      expect: { nuggets: [0, 2, 0], mine: 28, 'winners.goldMine': 1, 'winners.bank': 1, money: [8, 11, 8] },
    },
  ],
};

// ---- Town Hall: comparing poker hands ------------------------------------------------------------------------
const townHallHands: DiceTownExample = {
  id: 'town-hall-hands',
  game: 'dice-town',
  section: 'town-hall',
  title: { zh: '鎮公所：比牌型，再比點數', en: 'Town Hall: the hand first, then the face' },
  intro: {
    zh: '第 1 回合：A 是 10、10、10、A、A（葫蘆），B 是 9、9、9、9、J（鐵支），C 是 K、K、Q、Q、J（兩對），A 是警長。結算鎮公所之前，B 和 C 各有 1 顆 J，在雜貨店平手。',
    en: 'Round 1: A has 10, 10, 10, A, A (a full house), B has 9, 9, 9, 9, J (four of a kind), C has K, K, Q, Q, J (two pairs), and A is the sheriff. Before the Town Hall, B and C tie at the General Store with one J each.',
  },
  start: pos({
    players: 3,
    phase: 'town',
    sheriff: 0,
    kept: [d('10 10 10 A A'), d('9 9 9 9 J'), d('K K Q Q J')],
    row: ['deed-3', 'deed-2', 'deed-5'],
    propertyDeck: ['deed-1', 'deed-4', 'deed-4', 'deed-1'],
    storeDeck: ['equipment-1', 'equipment-2', 'equipment-3', 'equipment-4'],
    dice: d('10 10 10 A A J J J 9 9 K K Q Q J'),
  }),
  expectAtStart: { phase: 'generalStore:tie', pending: { kind: 'tie', seat: 0, location: 'generalStore', candidates: [1, 2] } },
  steps: [
    {
      move: { type: 'settleTie', seat: 0, winner: 2 },
      predict: {
        question: {
          zh: '警長 A 先把雜貨店的平手判給 C，然後一路結算到鎮公所：葫蘆、鐵支、兩對，誰會贏得鎮公所？',
          en: 'Sheriff A settles the General Store tie for C, then the town is resolved up to the Town Hall: full house, four of a kind, two pairs. Who wins the Town Hall?',
        },
        path: 'winners.townHall',
        choices: [0, 1, 2].map((seat) => ({ value: seat, label: { zh: `玩家 ${'ABC'[seat]}`, en: `Player ${'ABC'[seat]}` } })),
      },
      narration: {
        zh: '警長 A 把雜貨店判給 C。接著 C 以 2 顆 K 拿走警徽；到了鎮公所，鐵支比葫蘆和兩對都大，B 贏，拿走最前面那張 3 分的地產卡。',
        en: 'Sheriff A gives the General Store to C. C then takes the badge with two Ks, and at the Town Hall four of a kind beats the full house and the two pairs: B wins and takes the front card, a 3-VP deed.',
      },
      highlight: { seats: [1], locations: ['townHall'] },
      expect: { 'winners.townHall': 1, 'winners.sheriff': 2, sheriff: 2, 'hands.1.property': ['deed-3#1'], round: 2 },
    },
    {
      move: { type: 'keep', seat: 0, dice: d('10 10 10 A A') },
      narration: {
        zh: '第 2 回合，A 又擲出 10、10、10、A、A，付 4 元一次全部留下。',
        en: 'In round 2, A rolls 10, 10, 10, A, A again and pays $4 to keep them all at once.',
      },
      highlight: { seats: [0] },
      expect: { 'choices.0': { dice: d('10 10 10 A A'), scoundrel: false, cheat: null } },
    },
    {
      move: { type: 'keep', seat: 2, dice: d('K K Q Q J') },
      narration: { zh: 'C 也付 4 元，留下 K、K、Q、Q、J。', en: 'C also pays $4 and keeps K, K, Q, Q, J.' },
      highlight: { seats: [2] },
      expect: { 'choices.2': { dice: d('K K Q Q J'), scoundrel: false, cheat: null } },
    },
    {
      move: { type: 'keep', seat: 1, dice: d('J J J 9 9') },
      yourTurn: true,
      narration: {
        zh: '這回 B 擲出 J、J、J、9、9，也全部留下。A 和 B 都是葫蘆，牌型一樣大，就比三條的點數：J 大於 10。先到雜貨店：B 有 3 顆 J，翻 3 張雜貨卡。',
        en: 'This time B rolls J, J, J, 9, 9 and keeps them all. A and B both hold a full house, so the faces of the triples decide: J beats 10. First comes the General Store: B has three Js and draws 3 cards.',
      },
      highlight: { seats: [0, 1], locations: ['townHall'] },
      expect: { 'kept.1': d('J J J 9 9'), 'kept.0': d('10 10 10 A A'), phase: 'generalStore:storeKeep', 'winners.goldMine': 1 },
    },
    {
      move: { type: 'keepCard', seat: 1, card: 'equipment-4' },
      narration: {
        zh: 'B 留下 4 分的裝備卡。接著 C 以 2 顆 Q 上酒館，向手上有牌的 B 下手，把 B 的 2 張牌都抽了出來。',
        en: 'B keeps the 4-VP equipment card. Then C goes to the Saloon with two Qs and robs B, the only one holding cards, drawing both of them.',
      },
      highlight: { seats: [1, 2], locations: ['saloon'] },
      expect: { 'hands.1.store': ['equipment-4'], phase: 'saloon:saloonKeep', pending: { kind: 'saloonKeep', seat: 2, from: 1 } },
    },
    {
      move: { type: 'keepCard', seat: 2, card: 'equipment-4' },
      narration: {
        zh: 'C 留下裝備卡，地產卡還給 B。到了鎮公所，B 的 J 葫蘆贏過 A 的 10 葫蘆，B 再拿走最前面那張 2 分的地產卡。',
        en: 'C keeps the equipment card and gives the deed back. At the Town Hall, B’s full house of Js beats A’s full house of 10s, and B takes the front deed again, a 2-VP one.',
      },
      highlight: { seats: [0, 1], locations: ['townHall'] },
      expect: { 'winners.townHall': 1, 'hands.1.property': ['deed-3#1', 'deed-2#1'], 'hands.2.store': ['equipment-1', 'equipment-4'], round: 3 },
    },
  ],
};

// ---- Aces: more property cards ----------------------------------------------------------------------------------
const acesProperty: DiceTownExample = {
  id: 'aces-property',
  game: 'dice-town',
  section: 'aces',
  title: { zh: '幾顆 A 就多拿幾張地產卡', en: 'One more deed for every Ace' },
  intro: {
    zh: '兩人局。A 已經留了 A、A、A、K，B 留了 9、10、10、Q，兩人都只剩 1 顆骰子要擲：A 擲出 K，B 擲出 Q。鎮公所翻開的是 1、2、3 分的地產卡。',
    en: 'Two players. A has kept A, A, A, K and B has kept 9, 10, 10, Q; each has one die left to roll: A rolls a K, B a Q. The Town Hall row shows deeds worth 1, 2 and 3 VP.',
  },
  start: pos({
    players: 2,
    sheriff: 1,
    kept: [d('A A A K'), d('9 10 10 Q')],
    row: ['deed-1', 'deed-2', 'deed-3'],
    propertyDeck: ['deed-4', 'deed-5', 'deed-2', 'deed-3', 'deed-5', 'deed-1'],
    storeDeck: ['equipment-2'],
    dice: d('K Q Q Q Q A 9 10 10 K K J'),
  }),
  steps: [
    {
      move: { type: 'keep', seat: 1, dice: d('Q') },
      narration: { zh: 'B 留下 Q，湊成兩對。', en: 'B keeps the Q, making two pairs.' },
      highlight: { seats: [1] },
      expect: { 'choices.1': { dice: d('Q'), scoundrel: false, cheat: null } },
    },
    {
      move: { type: 'keep', seat: 0, dice: d('K') },
      yourTurn: true,
      narration: {
        zh: 'A 留下 K：A、A、A、K、K 是葫蘆，贏得鎮公所。最前面 1 張加上 3 顆 A 的 3 張是 4 張，但只翻開 3 張，所以她把 1、2、3 分三張全拿走，再從牌堆翻 3 張補滿。',
        en: 'A keeps the K: A, A, A, K, K is a full house and wins the Town Hall. The front card plus three for her Aces makes 4, but only 3 are face up, so she takes all three (1, 2 and 3 VP) and 3 new deeds are turned up.',
      },
      highlight: { seats: [0], locations: ['townHall'] },
      expect: {
        'winners.townHall': 0,
        'hands.0.property': ['deed-1#1', 'deed-2#1', 'deed-3#1'],
        row: ['deed-4#1', 'deed-5#1', 'deed-2#2'],
        round: 2,
      },
    },
    {
      move: { type: 'keep', seat: 0, dice: d('Q Q Q A 9') },
      narration: {
        zh: '下一回合 A 擲出 Q、Q、Q、A、9，付 4 元全部留下。',
        en: 'Next round A rolls Q, Q, Q, A, 9 and pays $4 to keep them all.',
      },
      highlight: { seats: [0] },
      expect: { 'choices.0': { dice: d('Q Q Q A 9'), scoundrel: false, cheat: null } },
    },
    {
      move: { type: 'keep', seat: 1, dice: d('K K J 10 10') },
      yourTurn: true,
      narration: {
        zh: 'B 付 4 元留下 10、10、K、K、J（兩對）。A 的三條贏得鎮公所；她只有 1 顆 A，所以拿最前面那張和下一張，一共 2 張：4 分和 5 分。',
        en: 'B pays $4 to keep 10, 10, K, K, J (two pairs). A’s three of a kind wins the Town Hall; with one Ace she takes the front card and the next one, 2 cards: the 4 and the 5.',
      },
      highlight: { seats: [0], locations: ['townHall'] },
      expect: {
        'winners.townHall': 0,
        'hands.0.property': ['deed-1#1', 'deed-2#1', 'deed-3#1', 'deed-4#1', 'deed-5#1'],
        round: 3,
      },
    },
  ],
};

// ---- Saloon: stealing a card --------------------------------------------------------------------------------------
const saloonSteal: DiceTownExample = {
  id: 'saloon-steal',
  game: 'dice-town',
  section: 'saloon',
  title: { zh: '酒館：從對手手上偷牌', en: 'Saloon: stealing from an opponent' },
  intro: {
    zh: 'C 的骰子是 Q、Q、10、9、K，2 顆 Q 最多。A 手上藏著 3 張牌，B 有 1 張。',
    en: 'C has Q, Q, 10, 9, K: two Qs are the most. A holds 3 hidden cards, B holds 1.',
  },
  start: pos({
    players: 3,
    phase: 'town',
    sheriff: 0,
    seed: 1,
    kept: [d('9 9 A A K'), d('10 10 K K Q'), d('Q Q 10 9 K')],
    hands: [{ store: ['equipment-5'], property: ['deed-4', 'deed-1'] }, { property: ['deed-2'] }],
    row: ['deed-3', 'deed-5', 'deed-1'],
  }),
  expectAtStart: { phase: 'saloon:saloonTarget', pending: { kind: 'saloonTarget', seat: 2, targets: [0, 1], draw: 2 } },
  steps: [
    {
      move: { type: 'steal', seat: 2, target: 0 },
      yourTurn: true,
      narration: {
        zh: 'C 挑 A 下手，從 A 的 3 張手牌隨機抽 2 張：抽到一張 4 分的地產卡和一張雜貨卡。',
        en: 'C picks A and draws 2 of her 3 cards at random: a 4-VP property card and a General Store card.',
      },
      highlight: { seats: [0, 2], locations: ['saloon'] },
      expect: { phase: 'saloon:saloonKeep', drawn: ['deed-4#1', 'equipment-5'] },
    },
    {
      move: { type: 'keepCard', seat: 2, card: 'deed-4#1' },
      narration: {
        zh: 'C 留下地產卡，把雜貨卡還給 A。A 手上還有那張雜貨卡和 1 分的地產卡。',
        en: 'C keeps the property card and gives the store card back to A, who still has it and her 1-VP deed.',
      },
      highlight: { seats: [0, 2] },
      expect: { 'hands.2.property': ['deed-4#1'], 'hands.0.store': ['equipment-5'], 'hands.0.property.0': 'deed-1#1', 'winners.saloon': 2 },
    },
  ],
};

// ---- General Store: Hold-up cancelled by the Wanted poster ----------------------------------------------------------
const generalStoreWanted: DiceTownExample = {
  id: 'general-store-wanted',
  game: 'dice-town',
  section: 'general-store',
  title: { zh: '雜貨店：搶劫遇上通緝令', en: 'General Store: a Hold-up meets the Wanted poster' },
  intro: {
    zh: 'B 有 2 顆 J，贏得雜貨店，翻 2 張牌。A 手上藏著一張「通緝令」。',
    en: 'B wins the General Store with two Js and draws 2 cards. A holds a Wanted poster in her hidden hand.',
  },
  start: pos({
    players: 3,
    phase: 'town',
    kept: [d('9 9 K K A'), d('J J 10 Q A'), d('10 10 Q Q K')],
    hands: [{ store: ['wanted-poster'] }],
    storeDeck: ['hold-up', 'equipment-6'],
  }),
  expectAtStart: { phase: 'generalStore:storeKeep', drawn: ['hold-up', 'equipment-6'] },
  steps: [
    {
      move: { type: 'keepCard', seat: 1, card: 'hold-up' },
      narration: {
        zh: 'B 留下「搶劫」，裝備卡塞回牌堆最下面。「搶劫」拿到就得馬上用。',
        en: 'B keeps Hold-up and puts the equipment card at the bottom of the deck. Hold-up must be used the moment it is taken.',
      },
      highlight: { seats: [1], locations: ['generalStore'] },
      expect: { 'hands.1.store': ['hold-up'], pending: { kind: 'holdUp', seat: 1 } },
    },
    {
      move: { type: 'holdUp', seat: 1, target: 0 },
      narration: { zh: 'B 點名 A 付他 4 元。', en: 'B names A to pay him $4.' },
      highlight: { seats: [0, 1] },
      expect: { pending: { kind: 'wanted', seat: 0, card: 'hold-up', by: 1 } },
    },
    {
      move: { type: 'cancel', seat: 0 },
      yourTurn: true,
      narration: {
        zh: 'A 馬上打出「通緝令」：「搶劫」不生效，A 一毛都不用付，兩張牌都進棄牌堆。',
        en: 'A plays the Wanted poster at once: Hold-up has no effect, A pays nothing, and both cards go to the discard pile.',
      },
      highlight: { seats: [0] },
      expect: { 'money.0': 8, 'money.1': 8, storeDiscard: ['hold-up', 'wanted-poster'], 'hands.0.store': [], 'hands.1.store': [] },
    },
  ],
};

// ---- Doc Badluck for those who won nothing --------------------------------------------------------------------------
const docBadluck: DiceTownExample = {
  id: 'doc-badluck-nothing',
  game: 'dice-town',
  section: 'doc-badluck',
  title: { zh: '什麼都沒拿到，去找開運專家', en: 'Nothing won: a visit to Doc Badluck' },
  intro: {
    zh: '這一回合 A 拿了銀行和警徽（也以葫蘆買下地產），B 和 C 什麼都沒拿到。翻開的開運專家卡是「權力」和「魅力」。C 這回合付了不少錢，只剩 1 元。',
    en: 'This round A won the Bank and the Sheriff Badge (and the Town Hall with a full house); B and C won nothing. Power and Charm are face up. C paid a lot this round and has only $1 left.',
  },
  start: pos({
    players: 3,
    phase: 'town',
    seed: 5,
    sheriff: 1,
    money: [8, 8, 1],
    bank: 3,
    stagecoach: 7,
    kept: [d('10 10 K K K'), d('10 K A A A'), d('10 K K A A')],
    elixirs: ['power', 'charm'],
  }),
  expectAtStart: { pending: { kind: 'docNext', seat: 0 }, visitors: [1, 2], sheriff: 0, money: [11, 8, 1] },
  steps: [
    {
      move: { type: 'docNext', seat: 0, visitor: 2 },
      narration: { zh: '警長 A 決定讓 C 先去。', en: 'A, the sheriff, sends C first.' },
      highlight: { seats: [0, 2], locations: ['docBadluck'] },
      expect: { pending: { kind: 'elixir', seat: 2 } },
    },
    {
      move: { type: 'elixir', seat: 2, card: 'power' },
      yourTurn: true,
      narration: {
        zh: 'C 選「權力」，馬上拿走警徽；補上來的是「財富」。',
        en: 'C takes Power and grabs the badge at once; Wealth is turned up in its place.',
      },
      highlight: { seats: [2] },
      expect: { sheriff: 2, elixirs: ['charm', 'wealth'], pending: { kind: 'elixir', seat: 1 } },
    },
    {
      move: { type: 'elixir', seat: 1, card: 'charm' },
      narration: {
        zh: '接著 B 選「魅力」：A 付他 2 元；C 只剩 1 元，就只給 1 元。',
        en: 'Then B takes Charm: A pays him $2, but C has only $1 left, so he pays $1.',
      },
      highlight: { seats: [1] },
      expect: { money: [9, 11, 0], round: 2 },
    },
  ],
};

// ---- final scoring --------------------------------------------------------------------------------------------------
const finalScoring: DiceTownExample = {
  id: 'final-scoring',
  game: 'dice-town',
  section: 'scoring',
  title: { zh: '終局計分：30 分對 32 分', en: 'Final scoring: 30 against 32' },
  intro: {
    zh: '金礦只剩最後 1 個金塊。三人都還剩 1 顆骰子要擲：A 已經留了 K、K、K、10，B 是 9、10、K、A，C 是 J、10、K、A。這次 A 擲出 10，B 和 C 都擲出 A。',
    en: 'One last nugget is left in the mine. Each player has one die left: A has kept K, K, K, 10, B 9, 10, K, A and C J, 10, K, A. Now A rolls a 10, and B and C each roll an A.',
  },
  start: pos({
    players: 3,
    sheriff: 0,
    money: [9, 12, 6],
    bank: 0,
    mine: 1,
    nuggets: [7, 4, 0],
    hands: [
      { property: ['deed-3', 'deed-5'], store: ['equipment-4'] },
      { property: ['deed-4', 'deed-4', 'deed-1', 'deed-5'], store: ['equipment-6', 'equipment-1'] },
    ],
    row: ['deed-2', 'deed-1', 'deed-3'],
    storeDeck: ['equipment-2'],
    kept: [d('K K K 10'), d('9 10 K A'), d('J 10 K A')],
    dice: d('10 A A'),
  }),
  expectAtStart: { 'rolled.0': d('10'), 'rolled.1': d('A'), 'rolled.2': d('A'), last: false },
  steps: [
    {
      move: { type: 'keep', seat: 1, dice: d('A') },
      narration: { zh: 'B 留下 A。', en: 'B keeps his A.' },
      highlight: { seats: [1] },
      expect: { 'choices.1': { dice: d('A'), scoundrel: false, cheat: null } },
    },
    {
      move: { type: 'keep', seat: 2, dice: d('A') },
      narration: { zh: 'C 也留下 A。', en: 'C keeps his A too.' },
      highlight: { seats: [2] },
      expect: { 'choices.2': { dice: d('A'), scoundrel: false, cheat: null } },
    },
    {
      move: { type: 'keep', seat: 0, dice: d('10') },
      yourTurn: true,
      narration: {
        zh: 'A 留下 10，湊成葫蘆，贏得鎮公所和 2 分的地產卡，也保住警徽；B 以唯一的 9 挖走最後一個金塊，金礦空了，遊戲在這回合結束。A：10 + 4 + 7 + 4 + 5 = 30 分（9 元算 4 分，剩 1 元不算）。B：14 + 7 + 5 + 6 = 32 分。B 獲勝。',
        en: 'A keeps the 10 for a full house, winning the Town Hall and a 2-VP deed and keeping the badge; B digs the last nugget with the only 9, the mine is empty and the game ends with this round. A: 10 + 4 + 7 + 4 + 5 = 30 VP ($9 makes 4, the last $1 is lost). B: 14 + 7 + 5 + 6 = 32 VP. B wins.',
      },
      highlight: { seats: [0, 1] },
      expect: {
        stage: 'over',
        mine: 0,
        nuggets: [7, 5, 0],
        'result.seats.0.total': 30,
        'result.seats.1.total': 32,
        'result.seats.0.breakdown': [
          { label: { zh: '地產卡', en: 'Property cards' }, points: 10 },
          { label: { zh: '雜貨卡上的裝備', en: 'Equipment (General Store cards)' }, points: 4 },
          { label: { zh: '金塊 7 個', en: '7 nuggets' }, points: 7 },
          { label: { zh: '現金 9 元（每 2 元 1 分）', en: '$9 cash ($2 = 1 VP)' }, points: 4 },
          { label: { zh: '警徽', en: 'Sheriff Badge' }, points: 5 },
        ],
        'result.winners': [1],
      },
    },
  ],
};

export const diceTownExamples: DiceTownExample[] = [
  keepOneThenPayTwo,
  payToKeepNone,
  finishingEarly,
  goldMineTie,
  townHallHands,
  acesProperty,
  saloonSteal,
  generalStoreWanted,
  docBadluck,
  finalScoring,
];
