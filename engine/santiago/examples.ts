/**
 * Santiago's worked examples. Each starts from a declared position (so the board is exactly the one
 * the narration talks about) and plays a few moves through the engine; every step states what the
 * narration claims in `expect`, and the tests run them all. Seats and colours follow the board:
 * seat 0 white, 1 beige, 2 grey, 3 black, 4 purple.
 */
import type { Example } from '../core/example';
import { santiago } from './game';
import type { SantiagoPosition } from './load';
import type { Crop, Plot, Point, SantiagoMove, SantiagoOptions, Segment } from './types';

/** What a step lights up on the board. */
export interface SantiagoHighlight {
  plots?: Plot[];
  segments?: Segment[];
  points?: Point[];
  seats?: number[];
}

export type SantiagoExample = Example<SantiagoMove, SantiagoOptions, SantiagoHighlight>;

const seg = (key: string): Segment => {
  const m = /^([HV])(\d),(\d)$/.exec(key)!;
  return { dir: m[1] as 'H' | 'V', x: Number(m[2]), y: Number(m[3]) };
};
const plot = (c: number, r: number): Plot => ({ c, r });

/** The id the loader gives the face-up tile of this kind (tiles are dealt in manifest order). */
function revealedId(position: SantiagoPosition, crop: Crop, planters: 1 | 2): number {
  const loaded = santiago.load(position);
  if (!loaded.ok) throw new Error(`example position: ${loaded.error.en}`);
  const tile = loaded.state.revealed.find((t) => t.crop === crop && t.planters === planters);
  if (!tile) throw new Error(`example position: no face-up ${crop} with ${planters} planters`);
  return tile.id;
}

// ---- 1. bidding D > A > B > E = C ----------------------------------------------------------------
// A–E are seats 0–4. B held the overseer figure, so C bids first, then D, E, A and B.
const dabec: SantiagoPosition = {
  players: 5,
  phase: 'bidding',
  round: 1,
  overseer: 1,
  spring: [2, 1],
  revealed: ['bananas', 'beans', 'chili:1', 'potatoes', 'sugarcane:1'],
};
const dabecTile = (crop: Crop, planters: 1 | 2) => revealedId(dabec, crop, planters);

const biddingDabec: SantiagoExample = {
  id: 'bidding-dabec',
  game: 'santiago',
  section: 'phase-2-new-overseer',
  title: { zh: '出價順序 D > A > B > E = C', en: 'Bids D > A > B > E = C' },
  intro: {
    zh: '五人局，上一輪的工頭是 B，所以從他左手邊的 C 開始出價，依序是 C、D、E、A，B 最後。每人只有一次機會：出一個沒人出過的價，或是放棄。',
    en: 'Five players. B held the overseer figure, so bidding starts on his left: C, then D, E, A, and B last. Each player acts once: a bid nobody has made yet, or a pass.',
  },
  start: { position: dabec },
  expectAtStart: { phase: 'bidding', overseer: 1, 'money.2': 10 },
  // on paper: the ranking with the new overseer, then every tile planted and the bids paid
  printSteps: [5, 10],
  steps: [
    {
      move: { type: 'pass', seat: 2 },
      narration: {
        zh: 'C 第一個放棄出價。到目前為止他是唯一放棄的人，這一點等一下會決定誰當工頭。',
        en: 'C passes first. Being the first to pass will matter in a moment: it decides the new overseer.',
      },
      highlight: { seats: [2] },
      expect: { 'bids.0': { seat: 2, pass: true } },
    },
    {
      move: { type: 'bid', seat: 3, amount: 5 },
      narration: { zh: 'D 出價 5 元，錢先擺在自己面前，大家都看得到。', en: 'D bids 5 and puts the money in front of him for all to see.' },
      highlight: { seats: [3] },
      expect: { 'bids.1': { seat: 3, amount: 5 } },
    },
    {
      move: { type: 'pass', seat: 4 },
      yourTurn: true,
      narration: {
        zh: 'E 也放棄。放棄的人可以不只一個，但 E 比 C 晚放棄。',
        en: 'E passes too. Any number of players may pass, but E passed after C.',
      },
      highlight: { seats: [4] },
      expect: { 'bids.2': { seat: 4, pass: true } },
    },
    {
      move: { type: 'bid', seat: 0, amount: 3 },
      narration: { zh: 'A 出價 3 元：比 D 低也可以，只要沒有人出過 3。', en: 'A bids 3: lower than D is fine, as long as nobody has bid 3.' },
      highlight: { seats: [0] },
      expect: { 'bids.3': { seat: 0, amount: 3 } },
    },
    {
      move: { type: 'bid', seat: 1, amount: 2 },
      predict: {
        question: {
          zh: 'B 是最後一個出價的人，他出 2 元。想一想：這一輪誰會接下工頭？',
          en: 'B bids last, and bids 2. Think first: who becomes the overseer this round?',
        },
        path: 'overseer',
        choices: [0, 1, 2, 3, 4].map((seat) => ({ value: seat, label: { zh: 'ABCDE'[seat]!, en: 'ABCDE'[seat]! } })),
      },
      narration: {
        zh: 'B 最後出價 2 元。排名是 D > A > B > E = C。C 是第一個放棄的人，所以由 C 接下工頭；拿板塊的順序是 D、A、B，接著是較晚放棄的 E，最後才是 C。',
        en: 'B bids 2 last. The ranking is D > A > B > E = C. C passed first, so C becomes the overseer; the choosing order is D, A, B, then E (the later passer), and C last.',
      },
      highlight: { seats: [2] },
      expect: { phase: 'planting', overseer: 2, choosingOrder: [3, 0, 1, 4, 2] },
    },
    {
      move: { type: 'plant', seat: 3, tile: dabecTile('bananas', 2), at: plot(4, 2) },
      narration: { zh: 'D 出價最高，先挑：兩名農夫的香蕉種在 (4,2)，放 2 個標記。', en: 'D, the highest bidder, chooses first: the two-planter bananas on (4,2), with 2 markers.' },
      highlight: { plots: [plot(4, 2)], seats: [3] },
      expect: { 'plantations.0.owner': 3, 'plantations.0.markers': 2 },
    },
    {
      move: { type: 'plant', seat: 0, tile: dabecTile('beans', 2), at: plot(5, 1) },
      narration: { zh: 'A 接著拿豆子種在 (5,1)，也放 2 個標記。', en: 'A comes next and plants the beans on (5,1), also with 2 markers.' },
      highlight: { plots: [plot(5, 1)], seats: [0] },
      expect: { 'plantations.1.owner': 0, 'plantations.1.markers': 2 },
    },
    {
      move: { type: 'plant', seat: 1, tile: dabecTile('chili', 1), at: plot(3, 3) },
      narration: { zh: 'B 拿一名農夫的辣椒種在 (3,3)，放 1 個標記。', en: 'B takes the one-planter chili for (3,3) and puts 1 marker on it.' },
      highlight: { plots: [plot(3, 3)], seats: [1] },
      expect: { 'plantations.2.owner': 1, 'plantations.2.markers': 1 },
    },
    {
      move: { type: 'plant', seat: 4, tile: dabecTile('potatoes', 2), at: plot(2, 2) },
      narration: {
        zh: '輪到放棄的人。E 比 C 晚放棄，所以先挑：兩名農夫的馬鈴薯，但放棄過要少放一個，只有 1 個標記。',
        en: 'Now the passers. E passed after C, so E picks first: the two-planter potatoes, but a passer puts one marker fewer, so only 1.',
      },
      highlight: { plots: [plot(2, 2)], seats: [4] },
      expect: { 'plantations.3.owner': 4, 'plantations.3.markers': 1 },
    },
    {
      move: { type: 'plant', seat: 2, tile: dabecTile('sugarcane', 1), at: plot(4, 0) },
      narration: {
        zh: 'C 最後拿剩下的一名農夫甘蔗：少放一個就是 0 個，這塊田沒有主人，是中立的。之後所有出價都付給銀行：D 剩 5 元，A 剩 7 元，B 剩 8 元，C 和 E 不必付錢。',
        en: 'C takes the last tile, the one-planter sugar cane: one fewer means 0 markers, so it is neutral. Then every bid goes to the bank: D is left with 5, A with 7, B with 8; C and E pay nothing.',
      },
      highlight: { plots: [plot(4, 0)], seats: [2] },
      expect: {
        'plantations.4.owner': null,
        'plantations.4.markers': 0,
        money: [7, 8, 10, 5, 10],
        phase: 'proposals',
        overseer: 2,
      },
    },
  ],
};

// ---- 2. passers plant with one marker fewer -------------------------------------------------------
// Four players, the previous overseer was black (3): white 4, beige passes, grey 2, black passes.
const passersPos: SantiagoPosition = {
  players: 4,
  phase: 'planting',
  round: 3,
  overseer: 1,
  spring: [2, 1],
  canals: ['V2,1', 'H2,1'],
  bids: [
    [0, 4],
    [1, 'pass'],
    [2, 2],
    [3, 'pass'],
  ],
  plantations: [
    { at: [5, 3], crop: 'potatoes', owner: 3, markers: 2 },
    { at: [2, 2], crop: 'chili', owner: 1, markers: 1 },
    { at: [6, 0], crop: 'bananas', owner: 0, markers: 2 },
    { at: [1, 4], crop: 'beans', owner: 2, markers: 2 },
  ],
  revealed: ['beans', 'bananas', 'potatoes', 'chili:1'],
};
const passersTile = (crop: Crop, planters: 1 | 2) => revealedId(passersPos, crop, planters);

const plantingPassers: SantiagoExample = {
  id: 'planting-passers',
  game: 'santiago',
  section: 'phase-3-planting',
  title: { zh: '放棄出價的人少放一個標記', en: 'Passers put one marker fewer' },
  intro: {
    zh: '白出 4 元、灰出 2 元，米和黑都放棄；米先放棄，所以米當工頭。挑選順序：白、灰，接著是較晚放棄的黑，最後是米。',
    en: 'White bid 4 and grey 2; beige and black passed, beige first, so beige is the overseer. Choosing order: white, grey, then black (the later passer), and beige last.',
  },
  start: { position: passersPos },
  expectAtStart: { phase: 'planting', choosingOrder: [0, 2, 3, 1], overseer: 1 },
  steps: [
    {
      move: { type: 'plant', seat: 0, tile: passersTile('bananas', 2), at: plot(4, 2) },
      narration: { zh: '白出價最高，拿兩名農夫的香蕉種在有水的 (4,2)，放滿 2 個標記。', en: 'White, the top bidder, plants the two-planter bananas on watered (4,2) with the full 2 markers.' },
      highlight: { plots: [plot(4, 2)], seats: [0] },
      expect: { 'plantations.4.owner': 0, 'plantations.4.markers': 2 },
    },
    {
      move: { type: 'plant', seat: 2, tile: passersTile('beans', 2), at: plot(3, 3) },
      narration: { zh: '灰拿豆子種在 (3,3)，也是 2 個標記：有出價的人照農夫數量放。', en: 'Grey plants the beans on (3,3), again 2 markers: a bidder puts one per planter.' },
      highlight: { plots: [plot(3, 3)], seats: [2] },
      expect: { 'plantations.5.owner': 2, 'plantations.5.markers': 2 },
    },
    {
      move: { type: 'plant', seat: 3, tile: passersTile('potatoes', 2), at: plot(5, 2) },
      yourTurn: true,
      narration: {
        zh: '黑放棄過，拿兩名農夫的馬鈴薯接在自己 (5,3) 的馬鈴薯旁邊，種在 (5,2)；因為放棄過，只能放 1 個標記。',
        en: 'Black passed. He takes the two-planter potatoes for (5,2), next to his own potatoes on (5,3); as a passer he puts only 1 marker.',
      },
      highlight: { plots: [plot(5, 2), plot(5, 3)], seats: [3] },
      expect: { 'plantations.6.owner': 3, 'plantations.6.markers': 1 },
    },
    {
      move: { type: 'plant', seat: 1, tile: passersTile('chili', 1), at: plot(2, 3) },
      narration: {
        zh: '米最後拿一名農夫的辣椒：少一個就是 0 個標記，這塊 (2,3) 的辣椒成了中立農地，雖然沒有主人，仍會讓旁邊 (2,2) 的辣椒田變大。出價付給銀行：白剩 6 元，灰剩 8 元。',
        en: 'Beige takes the one-planter chili last: one fewer leaves 0 markers, so the chili on (2,3) is neutral. It has no owner, yet it still makes the chili field with (2,2) bigger. The bids go to the bank: white has 6 left, grey 8.',
      },
      highlight: { plots: [plot(2, 3), plot(2, 2)], seats: [1] },
      expect: { 'plantations.7.owner': null, 'plantations.7.markers': 0, money: [6, 10, 8, 10], phase: 'proposals' },
    },
  ],
};

// ---- 3. three players: the leftover tile --------------------------------------------------------------
const leftoverPos: SantiagoPosition = {
  players: 3,
  phase: 'planting',
  round: 3,
  overseer: 0,
  spring: [2, 1],
  canals: ['V2,0'],
  bids: [
    [1, 3],
    [2, 1],
    [0, 'pass'],
  ],
  plantations: [
    { at: [4, 0], crop: 'chili', owner: 1, markers: 2 },
    { at: [4, 1], crop: 'chili', owner: 1, markers: 2 },
    { at: [3, 0], crop: 'beans', owner: 2, markers: 2 },
    { at: [5, 0], crop: 'potatoes', owner: 0, markers: 2 },
    { at: [3, 1], crop: 'bananas', owner: 0, markers: 2 },
    { at: [5, 1], crop: 'sugarcane', owner: 2, markers: 2 },
  ],
  revealed: ['sugarcane', 'beans', 'potatoes:1', 'chili'],
};
const leftoverTile = (crop: Crop, planters: 1 | 2) => revealedId(leftoverPos, crop, planters);

const threePlayerLeftover: SantiagoExample = {
  id: 'three-player-leftover',
  game: 'santiago',
  section: 'phase-3-planting',
  title: { zh: '三人局剩下的第四塊板塊', en: 'Three players: the fourth tile' },
  intro: {
    zh: '三人局每輪翻開四塊板塊，三個人各拿一塊之後會剩一塊。米出 3 元最高，灰出 1 元，白放棄並當上工頭。',
    en: 'With three players four tiles are revealed, so one is left after everybody has taken one. Beige bid highest (3), grey bid 1, white passed and is the overseer.',
  },
  start: { position: leftoverPos },
  expectAtStart: { phase: 'planting', choosingOrder: [1, 2, 0] },
  steps: [
    {
      move: { type: 'plant', seat: 1, tile: leftoverTile('sugarcane', 2), at: plot(6, 1) },
      narration: { zh: '米先挑，把甘蔗種在 (6,1)。', en: 'Beige chooses first and plants the sugar cane on (6,1).' },
      highlight: { plots: [plot(6, 1)], seats: [1] },
      expect: { 'plantations.6.owner': 1, 'plantations.6.markers': 2 },
    },
    {
      move: { type: 'plant', seat: 2, tile: leftoverTile('beans', 2), at: plot(2, 0) },
      narration: { zh: '灰把豆子接在自己 (3,0) 的豆子旁邊，種在 (2,0)。', en: 'Grey adds the beans to his beans on (3,0), planting them on (2,0).' },
      highlight: { plots: [plot(2, 0)], seats: [2] },
      expect: { 'plantations.7.owner': 2, 'plantations.7.markers': 2 },
    },
    {
      move: { type: 'plant', seat: 0, tile: leftoverTile('potatoes', 1), at: plot(6, 0) },
      narration: {
        zh: '白放棄過，拿一名農夫的馬鈴薯只能放 0 個標記；他還是把它種在 (6,0)，讓自己 (5,0) 的馬鈴薯田變大。現在只剩辣椒。',
        en: 'White passed, so the one-planter potatoes get 0 markers; he still lays them on (6,0) to enlarge his potatoes on (5,0). Only the chili is left.',
      },
      highlight: { plots: [plot(6, 0)], seats: [0] },
      expect: { 'plantations.8.owner': null, 'plantations.8.markers': 0, phase: 'neutralTile' },
    },
    {
      move: { type: 'placeNeutral', seat: 1, at: plot(4, 2) },
      yourTurn: true,
      narration: {
        zh: '剩下的辣椒由出價最高的米來放，不放任何標記，而且必須緊鄰一塊農地。米把它放在 (4,2)，他的辣椒田從 2 塊變成 3 塊。之後出價付給銀行：米剩 7 元，灰剩 9 元。',
        en: 'The highest bidder, beige, lays the leftover chili with no markers on a plot sharing a side with a plantation. He picks (4,2): his chili field grows from 2 plots to 3. Then the bids are paid: beige keeps 7, grey 9.',
      },
      highlight: { plots: [plot(4, 2), plot(4, 1), plot(4, 0)], seats: [1] },
      expect: { 'plantations.9.owner': null, 'plantations.9.markers': 0, 'plantations.9.tile.crop': 'chili', money: [10, 7, 9], phase: 'proposals' },
    },
  ],
};

// ---- 4 and 5. bribes: accepted and refused -----------------------------------------------------------------
// White (0) is the overseer; proposals go beige, grey, black, purple.
const bribeBoard: SantiagoPosition['plantations'] = [
  { at: [5, 1], crop: 'bananas', owner: 3, markers: 2 },
  { at: [5, 2], crop: 'bananas', owner: 4, markers: 2 },
  { at: [3, 3], crop: 'beans', owner: 2, markers: 2 },
  { at: [2, 1], crop: 'potatoes', owner: 0, markers: 2 },
  { at: [2, 2], crop: 'potatoes', owner: 0, markers: 1 },
  { at: [0, 4], crop: 'chili', owner: 1, markers: 2 },
];
const bribePos: SantiagoPosition = {
  players: 5,
  phase: 'proposals',
  round: 2,
  overseer: 0,
  spring: [2, 1],
  plantations: bribeBoard,
};

const bribeAccepted: SantiagoExample = {
  id: 'bribe-accepted',
  game: 'santiago',
  section: 'phase-4-bribing',
  title: { zh: '工頭收下 2 + 1 = 3 元', en: 'The overseer takes 2 + 1 = 3' },
  intro: {
    zh: '白是工頭。其他人從他左手邊開始，依序是米、灰、黑、紫，每人一次：提議一條水道並出錢、加錢支持別人的提議，或是不出。',
    en: 'White is the overseer. Starting on his left — beige, grey, black, purple — each may once propose a canal with a bribe, add money to a proposal already made, or pass.',
  },
  start: { position: bribePos },
  expectAtStart: { phase: 'proposals', proposalOrder: [1, 2, 3, 4] },
  steps: [
    {
      move: { type: 'passBribe', seat: 1 },
      narration: { zh: '米的辣椒離水源太遠，這次不出錢。', en: 'Beige’s chili is too far from the spring; he offers nothing.' },
      highlight: { seats: [1] },
      expect: { proposalOrder: [2, 3, 4] },
    },
    {
      move: { type: 'propose', seat: 2, segment: seg('V2,1'), amount: 2 },
      narration: { zh: '灰提議在 V2,1 蓋水道，灌溉他 (3,3) 的豆子，出 2 元。', en: 'Grey proposes canal V2,1, which would water his beans on (3,3), with 2 escudos.' },
      highlight: { segments: [seg('V2,1')], seats: [2] },
      expect: { 'proposals.0.bribes': [{ seat: 2, amount: 2 }] },
    },
    {
      move: { type: 'propose', seat: 3, segment: seg('H2,1'), amount: 1 },
      narration: { zh: '黑提議 H2,1，出 1 元：這條水道會碰到他 (5,1) 和紫 (5,2) 的香蕉。', en: 'Black proposes H2,1 with 1 escudo: that canal would touch his bananas on (5,1) and purple’s on (5,2).' },
      highlight: { segments: [seg('H2,1')], seats: [3] },
      expect: { 'proposals.1.bribes': [{ seat: 3, amount: 1 }] },
    },
    {
      move: { type: 'support', seat: 4, proposal: 1, amount: 2 },
      narration: {
        zh: '紫想要同一條水道，就在黑的提議上加 2 元。這個提議現在是 2 + 1 = 3 元，錢仍分開記在各自名下。',
        en: 'Purple wants the same canal and adds 2 escudos to black’s proposal. It is now worth 2 + 1 = 3, each player’s money still kept apart.',
      },
      highlight: { segments: [seg('H2,1')], seats: [4, 3] },
      expect: { 'proposals.1.bribes': [{ seat: 3, amount: 1 }, { seat: 4, amount: 2 }] },
    },
    {
      move: { type: 'accept', seat: 0, proposal: 1 },
      yourTurn: true,
      narration: {
        zh: '白收下 3 元那一項：從供應區拿一條水道蓋在 H2,1，黑付 1 元、紫付 2 元給白。灰的 2 元退回給灰。',
        en: 'White accepts the 3-escudo proposal: a canal from the supply goes on H2,1, black pays him 1 and purple 2. Grey takes his 2 back.',
      },
      highlight: { segments: [seg('H2,1')], seats: [0] },
      expect: { money: [13, 10, 10, 9, 8], canals: [seg('H2,1')], canalSupply: 8, phase: 'extraIrrigation' },
    },
  ],
};

const refusedPos: SantiagoPosition = {
  ...bribePos,
  phase: 'overseerDecision',
  proposals: [
    { segment: 'V2,1', bribes: [[2, 2]] },
    { segment: 'H2,1', bribes: [[3, 1], [4, 2]] },
  ],
};

const bribeRefused: SantiagoExample = {
  id: 'bribe-refused',
  game: 'santiago',
  section: 'phase-4-bribing',
  title: { zh: '工頭拒絕：付 3 + 1 = 4 元', en: 'The overseer refuses: 3 + 1 = 4' },
  intro: {
    zh: '同樣的提議：灰在 V2,1 出 2 元，黑和紫在 H2,1 合出 3 元。但白的馬鈴薯在 (2,1) 和 (2,2)，兩條提議的水道都碰不到。',
    en: 'The same offers: grey 2 on V2,1, black and purple 3 together on H2,1. But white’s potatoes lie on (2,1) and (2,2), and neither proposed canal touches them.',
  },
  start: { position: refusedPos },
  expectAtStart: { phase: 'overseerDecision', money: [10, 10, 10, 10, 10] },
  steps: [
    {
      move: { type: 'refuse', seat: 0, segment: seg('H1,1') },
      yourTurn: true,
      narration: {
        zh: '白拒絕所有賄款，自己把水道蓋在 H1,1，灌溉兩塊馬鈴薯。代價是最高的提議再加 1：3 + 1 = 4 元付給銀行，白剩 6 元；所有賄款都退回原主。',
        en: 'White refuses every bribe and builds on H1,1 himself, watering both potato plots. The price is the highest proposal plus 1: 3 + 1 = 4 to the bank, leaving him 6; every offer goes back to its owner.',
      },
      highlight: { segments: [seg('H1,1')], plots: [plot(2, 1), plot(2, 2)], seats: [0] },
      expect: { money: [6, 10, 10, 10, 10], canals: [seg('H1,1')], proposals: [], canalSupply: 8, phase: 'extraIrrigation' },
    },
  ],
};

// ---- 6. extra irrigation ----------------------------------------------------------------------------------
const extraPos: SantiagoPosition = {
  players: 5,
  phase: 'extraIrrigation',
  round: 4,
  overseer: 3,
  spring: [2, 1],
  canals: ['V2,1', 'H2,1'],
  plantations: [
    { at: [6, 2], crop: 'sugarcane', owner: 4, markers: 2 },
    { at: [7, 2], crop: 'sugarcane', owner: 4, markers: 1, planters: 1 },
    { at: [1, 4], crop: 'beans', owner: 0, markers: 2 },
    { at: [4, 2], crop: 'bananas', owner: 3, markers: 2 },
  ],
};

const extraIrrigation: SantiagoExample = {
  id: 'extra-irrigation',
  game: 'santiago',
  section: 'phase-5-extra-irrigation',
  title: { zh: '第一個用額外水道的人結束這個階段', en: 'The first extra canal ends the phase' },
  intro: {
    zh: '黑是工頭，所以從他左手邊的紫開始問，依序是紫、白、米、灰，黑最後。每人都還有自己的一條藍色水道。紫在 (6,2) 和 (7,2) 的甘蔗還沒有水。',
    en: 'Black is the overseer, so the offer goes round from his left: purple, white, beige, grey, and black last. Everyone still has his own blue canal. Purple’s sugar cane on (6,2) and (7,2) is dry.',
  },
  start: { position: extraPos },
  expectAtStart: { irrigationOrder: [4, 0, 1, 2, 3], extraCanal: [true, true, true, true, true] },
  steps: [
    {
      move: { type: 'extraCanal', seat: 4, segment: seg('H3,1') },
      yourTurn: true,
      narration: {
        zh: '紫免費把自己的水道蓋在 H3,1，兩塊甘蔗都有水了。一有人蓋，這個階段立刻結束：白、米、灰、黑這輪都沒機會，但他們的水道留到以後再用。白 (1,4) 的豆子仍然沒水，乾旱時少了一個標記；接著大家各拿 3 元，進入第 5 輪。',
        en: 'Purple builds his own canal on H3,1 for free, watering both sugar cane plots. As soon as one player builds, the phase is over: white, beige, grey and black get no turn this round, but they keep their canals for later. White’s dry beans on (1,4) lose a marker in the drought; then everyone takes 3 and round 5 begins.',
      },
      highlight: { segments: [seg('H3,1')], plots: [plot(6, 2), plot(7, 2)], seats: [4] },
      expect: {
        extraCanal: [true, true, true, true, false],
        'plantations.0.markers': 2,
        'plantations.1.markers': 1,
        'plantations.2.markers': 1,
        round: 5,
        phase: 'bidding',
        money: [13, 13, 13, 13, 13],
      },
    },
  ],
};

// ---- 7. drought and desert ------------------------------------------------------------------------------
// Only grey (2) still has his extra canal; black (3) used his earlier, white and beige theirs.
const droughtPos: SantiagoPosition = {
  players: 4,
  phase: 'extraIrrigation',
  round: 6,
  overseer: 1,
  spring: [2, 1],
  canals: ['V2,0', 'V2,1', 'H2,1'],
  extraCanal: [false, false, true, false],
  plantations: [
    { at: [4, 1], crop: 'bananas', owner: 0, markers: 2 },
    { at: [0, 5], crop: 'beans', owner: 1, markers: 2 },
    { at: [1, 5], crop: 'chili', owner: 2, markers: 1 },
    { at: [7, 5], crop: 'potatoes', owner: null, markers: 0 },
    { at: [7, 0], crop: 'sugarcane', owner: 3, markers: 1, planters: 1 },
  ],
};

const droughtDesert: SantiagoExample = {
  id: 'drought-desert',
  game: 'santiago',
  section: 'phase-6-drought',
  title: { zh: '乾旱：少一個標記，沒有標記就變沙漠', en: 'Drought: one marker less, or desert' },
  intro: {
    zh: '第 6 輪的額外灌溉只剩灰可以用。白在 (4,1) 的香蕉旁邊有水道；(0,5) 的豆子、(1,5) 的辣椒、(7,0) 的甘蔗，還有 (7,5) 沒有標記的中立馬鈴薯，全都離水很遠。',
    en: 'Only grey may still build an extra canal in round 6. White’s bananas on (4,1) have a canal beside them; the beans on (0,5), the chili on (1,5), the sugar cane on (7,0) and the marker-less potatoes on (7,5) are all far from water.',
  },
  start: { position: droughtPos },
  expectAtStart: { irrigationOrder: [2] },
  steps: [
    {
      move: { type: 'declineExtra', seat: 2 },
      yourTurn: true,
      narration: {
        zh: '灰的水道這輪接不到任何乾掉的農地，他先留著。接著乾旱：有水的香蕉不受影響；豆子從 2 個剩 1 個；辣椒和甘蔗掉光最後一個標記，成了沒有主人的中立農地；本來就沒有標記的馬鈴薯直接翻面變成沙漠。最後每人拿 3 元收入。',
        en: 'No canal grey could build this round reaches a dry plantation, so he keeps his. Then the drought: the watered bananas are untouched; the beans go from 2 markers to 1; the chili and the sugar cane lose their last marker and become neutral; the potatoes, which had no marker, turn over to desert. Last, everyone takes 3 escudos of income.',
      },
      highlight: { plots: [plot(0, 5), plot(1, 5), plot(7, 0), plot(7, 5)] },
      expect: {
        'plantations.0.markers': 2,
        'plantations.1.markers': 1,
        'plantations.2.markers': 0,
        'plantations.2.owner': null,
        'plantations.2.desert': false,
        'plantations.3.desert': true,
        'plantations.4.owner': null,
        'plantations.4.desert': false,
        extraCanal: [false, false, true, false],
        money: [13, 13, 13, 13],
        round: 7,
        phase: 'bidding',
      },
    },
  ],
};

// ---- 8. palm trees in a drought ------------------------------------------------------------------------
const palmPos: SantiagoPosition = {
  players: 4,
  options: { palms: true },
  phase: 'extraIrrigation',
  round: 5,
  overseer: 1,
  spring: [2, 1],
  canals: ['V2,0', 'V2,1', 'H2,1'],
  extraCanal: [false, false, true, false],
  plantations: [
    { at: [0, 0], crop: 'beans', owner: 0, markers: 2, palm: true },
    { at: [7, 0], crop: 'chili', owner: 1, markers: 1, palm: true },
    { at: [0, 5], crop: 'bananas', owner: null, markers: 0, palm: true },
    { at: [4, 2], crop: 'potatoes', owner: 3, markers: 2 },
  ],
};

const palmDrought: SantiagoExample = {
  id: 'palm-drought',
  game: 'santiago',
  section: 'palm-trees',
  title: { zh: '棕櫚樹農地遇到乾旱', en: 'Palm-tree plantations in a drought' },
  intro: {
    zh: '三棵棕櫚樹都已移到農地上：(0,0) 白的豆子有 2 個標記，(7,0) 米的辣椒有 1 個，(0,5) 的香蕉沒有標記。三塊都沒有水。棕櫚樹只替有標記的主人多算一個。',
    en: 'All three palms have moved onto tiles: white’s beans on (0,0) carry 2 markers, beige’s chili on (7,0) 1, and the bananas on (0,5) none. All three are dry. A palm counts as one more marker, but only for an owner who still has a marker there.',
  },
  start: { position: palmPos },
  expectAtStart: { 'plantations.0.palm': true, 'plantations.2.palm': true },
  steps: [
    {
      move: { type: 'declineExtra', seat: 2 },
      yourTurn: true,
      narration: {
        zh: '灰自己沒有農地需要水，保留額外水道，乾旱開始。白的豆子拿掉一個標記，剩 1 個加棕櫚樹，計分時仍算 2 個；米的辣椒拿掉最後一個標記，棕櫚樹還在，但這塊地變成中立，棕櫚樹不替任何人計分；香蕉上只剩棕櫚樹，要拿標記時已經沒有，於是翻成沙漠，棕櫚樹也離開遊戲。',
        en: 'Grey has nothing of his own to water, so he keeps his canal, and the drought comes. White’s beans lose a marker: 1 marker plus the palm still count as 2. Beige’s chili loses its last marker; the palm stays, but the tile is neutral now and the palm scores for nobody. The bananas have only the palm and no marker to lose, so they turn to desert and the palm leaves the game.',
      },
      highlight: { plots: [plot(0, 0), plot(7, 0), plot(0, 5)] },
      expect: {
        'plantations.0.markers': 1,
        'plantations.0.owner': 0,
        'plantations.0.palm': true,
        'plantations.1.markers': 0,
        'plantations.1.owner': null,
        'plantations.1.palm': true,
        'plantations.1.desert': false,
        'plantations.2.desert': true,
        'plantations.2.palm': false,
        'plantations.3.markers': 2,
        round: 6,
      },
    },
  ],
};

// ---- 9. a field of 4 × markers 1, 2, 0, 2 = 20 ------------------------------------------------------------
const field20Pos: SantiagoPosition = {
  players: 4,
  phase: 'extraIrrigation',
  round: 11,
  overseer: 3,
  spring: [2, 1],
  canals: ['V2,1', 'V2,2'],
  money: [5, 5, 5, 5],
  plantations: [
    { at: [4, 2], crop: 'bananas', owner: 0, markers: 1, planters: 1 },
    { at: [5, 3], crop: 'bananas', owner: 0, markers: 2 },
    { at: [4, 3], crop: 'bananas', owner: 1, markers: 1, planters: 1 },
    { at: [4, 4], crop: 'bananas', owner: 0, markers: 2 },
  ],
};

const field20: SantiagoExample = {
  id: 'field-20',
  game: 'santiago',
  section: 'scoring',
  title: { zh: '4 塊香蕉 × 5 個標記 = 20', en: '4 banana plots × 5 markers = 20' },
  intro: {
    zh: '最後一輪的額外灌溉。白的香蕉田有 4 塊，他在上面依序放了 1、2、0、2 個標記（0 的那塊是米的）。可是 (5,3) 還沒有水，遊戲結束時沒水的農地都會變成沙漠。',
    en: 'Extra irrigation in the last round. White’s bananas form a field of 4 plots carrying 1, 2, 0 and 2 of his markers (the plot with 0 is beige’s). But (5,3) is dry, and at the end every dry plantation turns to desert.',
  },
  start: { position: field20Pos },
  expectAtStart: { irrigationOrder: [0, 1, 2, 3], round: 11 },
  steps: [
    {
      move: { type: 'extraCanal', seat: 0, segment: seg('H2,2') },
      yourTurn: true,
      predict: {
        question: {
          zh: '白把額外水道蓋在 H2,2，讓 (5,3) 有水。遊戲就此結束：白的香蕉田能幫他賺多少錢？',
          en: 'White puts his extra canal on H2,2 to water (5,3), and the game ends. What does his bananas field earn him?',
        },
        path: 'result.seats.0.breakdown.1.points',
        choices: [9, 12, 16, 20].map((n) => ({ value: n, label: { zh: `${n} 元`, en: `${n} escudos` } })),
      },
      narration: {
        zh: '白把額外水道蓋在 H2,2，(5,3) 有水了。遊戲結束、計分：香蕉田 4 塊，白的標記 1 + 2 + 0 + 2 = 5 個，得 4 × 5 = 20 元；米只有 1 個標記，得 4 × 1 = 4 元。要是沒蓋這條水道，(5,3) 會變沙漠，白只剩 3 × 3 = 9 元。',
        en: 'White builds his extra canal on H2,2 and (5,3) gets water. The game ends and is scored: a bananas field of 4 plots where white has 1 + 2 + 0 + 2 = 5 markers earns him 4 × 5 = 20; beige, with 1 marker, earns 4 × 1 = 4. Without that canal (5,3) would have turned to desert, leaving white 3 × 3 = 9.',
      },
      highlight: { segments: [seg('H2,2')], plots: [plot(4, 2), plot(5, 3), plot(4, 3), plot(4, 4)], seats: [0] },
      expect: {
        phase: 'gameOver',
        'result.seats.0.breakdown.1.points': 20,
        'result.seats.0.total': 25,
        'result.seats.1.breakdown.1.points': 4,
        'result.seats.1.total': 9,
        'result.winners': [0],
      },
    },
  ],
};

// ---- 10. final scoring: purple 24, black 14 ----------------------------------------------------------------
const finalPos: SantiagoPosition = {
  players: 5,
  phase: 'extraIrrigation',
  round: 9,
  overseer: 3,
  spring: [2, 1],
  canals: ['V2,0', 'V2,1', 'H2,1', 'H2,0'],
  extraCanal: [false, false, false, false, true],
  money: [20, 15, 12, 18, 11],
  plantations: [
    // bananas: a field of 5 — purple 2 + 2, black 2, two neutral tiles
    { at: [3, 1], crop: 'bananas', owner: 4, markers: 2 },
    { at: [4, 1], crop: 'bananas', owner: 4, markers: 2 },
    { at: [3, 2], crop: 'bananas', owner: 3, markers: 2 },
    { at: [4, 2], crop: 'bananas', owner: null, markers: 0 },
    { at: [5, 2], crop: 'bananas', owner: null, markers: 0, planters: 1 },
    // beans: a field of 2 — purple 2, black 1
    { at: [4, 0], crop: 'beans', owner: 4, markers: 2 },
    { at: [5, 0], crop: 'beans', owner: 3, markers: 1 },
    // sugar cane: two single plots of black's
    { at: [5, 1], crop: 'sugarcane', owner: 3, markers: 1, planters: 1 },
    { at: [3, 3], crop: 'sugarcane', owner: 3, markers: 1, planters: 1 },
    // purple's potatoes far from water
    { at: [7, 5], crop: 'potatoes', owner: 4, markers: 2 },
  ],
};

const finalScoring: SantiagoExample = {
  id: 'final-scoring-24-14',
  game: 'santiago',
  section: 'scoring',
  title: { zh: '最後計分：紫 24、黑 14', en: 'Final scoring: purple 24, black 14' },
  intro: {
    zh: '五人局的第 9 輪，也是最後一輪。只剩紫還有額外水道。紫在 (7,5) 的馬鈴薯離水道太遠，已經救不回來了。',
    en: 'Round 9 of a five-player game, the last one. Only purple still has an extra canal. His potatoes on (7,5) are too far from any canal to be saved.',
  },
  start: { position: finalPos },
  expectAtStart: { irrigationOrder: [4] },
  steps: [
    {
      move: { type: 'declineExtra', seat: 4 },
      yourTurn: true,
      narration: {
        zh: '紫不蓋，遊戲結束。沒水的馬鈴薯變成沙漠，上面的標記都不算。計分：香蕉田 5 塊，紫 4 個標記得 20、黑 2 個得 10；豆子田 2 塊，紫 2 個得 4、黑 1 個得 2；黑的兩塊甘蔗各自成田，各得 1 × 1 = 1。紫共 24 元，黑共 14 元，再加上手上的現金。',
        en: 'Purple does not build, and the game ends. The dry potatoes turn to desert and their markers count for nothing. Scoring: the bananas field of 5 gives purple (4 markers) 20 and black (2) 10; the beans field of 2 gives purple (2) 4 and black (1) 2; black’s two separate sugar cane plots give 1 × 1 = 1 each. Purple earns 24, black 14, on top of their cash.',
      },
      highlight: { plots: [plot(3, 1), plot(4, 1), plot(3, 2), plot(4, 2), plot(5, 2), plot(4, 0), plot(5, 0), plot(5, 1), plot(3, 3), plot(7, 5)], seats: [4, 3] },
      expect: {
        phase: 'gameOver',
        'plantations.9.desert': true,
        'result.seats.4.total': 11 + 24,
        'result.seats.3.total': 18 + 14,
        // fields are listed from the top-left of the board: beans (row 0) before bananas
        'result.seats.4.breakdown.1.points': 4,
        'result.seats.4.breakdown.2.points': 20,
        'result.seats.3.breakdown.1.points': 2,
        'result.seats.3.breakdown.2.points': 10,
        'result.seats.3.breakdown.3.points': 1,
        'result.seats.3.breakdown.4.points': 1,
        'result.winners': [4],
      },
    },
  ],
};

export const santiagoExamples: SantiagoExample[] = [
  biddingDabec,
  plantingPassers,
  threePlayerLeftover,
  bribeAccepted,
  bribeRefused,
  extraIrrigation,
  droughtDesert,
  palmDrought,
  field20,
  finalScoring,
];
