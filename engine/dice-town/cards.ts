/**
 * Dice Town card data (revised edition): the General Store cards, Doc Badluck's Elixir cards and
 * the property cards, with names and effects in both languages, the moment each card is used, and
 * counts and victory points. One data file; the engine and the chapter's card tables read it.
 *
 * PROVISIONAL: the printed make-up of the 19 General Store cards (copies of each effect, the
 * equipment cards' points) and the point values of the 20 property cards could not be confirmed
 * against the published cards (fact sheet Q1, Q2). The figures below marked `PROVISIONAL` are a
 * working assumption that fits the known totals; every such field is also listed in the card's
 * `provisional` array and explained in `PROVISIONAL` at the end of this file. The seven Elixir
 * cards (one of each) are confirmed.
 */

export interface Bilingual {
  zh: string;
  en: string;
}

/** When a General Store card may be played (the timing windows of chapter section #general-store-cards). */
export type StoreTiming =
  | 'gold-mine' // you take the Gold Mine reward
  | 'bank-robbed' // another player takes the Bank reward
  | 'on-acquire' // at once, as soon as the card is yours
  | 'general-store' // you take the General Store reward
  | 'store-card-played' // any player plays a General Store card
  | 'saloon' // you take the Saloon reward
  | 'sheriff-change' // the Sheriff Badge would change hands
  | 'town-hall' // you take the Town Hall reward
  | 'keep-reveal' // the kept dice are revealed
  | 'after-roll' // your roll is revealed
  | 'doc-badluck' // Doc Badluck is resolved
  | 'game-end'; // final scoring (equipment)

export const STORE_TIMING_TEXT: Readonly<Record<StoreTiming, Bilingual>> = {
  'gold-mine': { zh: '你拿金礦的獎勵時', en: 'When you take the Gold Mine reward' },
  'bank-robbed': { zh: '別的玩家拿走銀行的錢時', en: 'When another player takes the Bank money' },
  'on-acquire': { zh: '拿到這張牌的當下', en: 'At once, when you get the card' },
  'general-store': { zh: '你拿雜貨店的獎勵時', en: 'When you take the General Store reward' },
  'store-card-played': { zh: '任何人打出雜貨卡時', en: 'When anyone plays a General Store card' },
  saloon: { zh: '你拿酒館的獎勵時', en: 'When you take the Saloon reward' },
  'sheriff-change': { zh: '警徽要換人時', en: 'When the Sheriff Badge would change hands' },
  'town-hall': { zh: '你拿鎮公所的獎勵時', en: 'When you take the Town Hall reward' },
  'keep-reveal': { zh: '亮出保留的骰子時', en: 'When the kept dice are revealed' },
  'after-roll': { zh: '你的骰盅掀開以後', en: 'After your cup is lifted' },
  'doc-badluck': { zh: '輪到開運專家時', en: 'When Doc Badluck is resolved' },
  'game-end': { zh: '遊戲結束計分時', en: 'At the final scoring' },
};

/** Fields of a card whose printed value could not be confirmed. */
export type ProvisionalField = 'count' | 'vp';

export interface GeneralStoreCard {
  id: string;
  /** `effect`: a one-shot power, discarded after use. `equipment`: kept in hand, scores at the end. */
  kind: 'effect' | 'equipment';
  name: Bilingual;
  timing: StoreTiming;
  effect: Bilingual;
  /** Copies in the deck. */
  count: number;
  /** Victory points at the end of the game (0 for one-shot effects). */
  vp: number;
  /** The fields above that are a working assumption, not the printed figure. */
  provisional: readonly ProvisionalField[];
}

export const GENERAL_STORE_DECK_SIZE = 19;

export const GENERAL_STORE_CARDS: readonly GeneralStoreCard[] = [
  {
    id: 'dynamite',
    kind: 'effect',
    name: { zh: '炸藥', en: 'Dynamite' },
    timing: 'gold-mine',
    effect: { zh: '這次從金礦拿的金塊變成兩倍。', en: 'Take twice as many nuggets from the Gold Mine this time.' },
    count: 1, // PROVISIONAL
    vp: 0,
    provisional: ['count'],
  },
  {
    id: 'share-of-the-loot',
    kind: 'effect',
    name: { zh: '見者有份', en: 'Share of the loot' },
    timing: 'bank-robbed',
    effect: {
      zh: '拿走銀行鈔票的那位玩家，要把拿到的錢分一半給你，有零頭就少給。',
      en: 'The player who takes the Bank money must hand you half of it, rounded down.',
    },
    count: 1, // PROVISIONAL
    vp: 0,
    provisional: ['count'],
  },
  {
    id: 'hold-up',
    kind: 'effect',
    name: { zh: '搶劫', en: 'Hold-up' },
    timing: 'on-acquire',
    effect: {
      zh: '點名一位玩家，他付你 4 元；不夠 4 元就把身上的錢全給你。',
      en: 'Name a player: he pays you $4, or all he has if that is less.',
    },
    count: 1, // PROVISIONAL
    vp: 0,
    provisional: ['count'],
  },
  {
    id: 'two-for-one',
    kind: 'effect',
    name: { zh: '買一送一', en: 'Two for one' },
    timing: 'general-store',
    effect: { zh: '雜貨店的獎勵你可以接連拿兩次。', en: 'Take the General Store reward twice in a row.' },
    count: 1, // PROVISIONAL
    vp: 0,
    provisional: ['count'],
  },
  {
    id: 'wanted-poster',
    kind: 'effect',
    name: { zh: '通緝令', en: 'Wanted poster' },
    timing: 'store-card-played',
    effect: { zh: '剛打出的那張雜貨卡不生效。', en: 'The General Store card just played has no effect.' },
    count: 1, // PROVISIONAL
    vp: 0,
    provisional: ['count'],
  },
  {
    id: 'saloon-girl',
    kind: 'effect',
    name: { zh: '酒家女', en: 'Saloon girl' },
    timing: 'saloon',
    effect: {
      zh: '酒館的獎勵你可以接連拿兩次，兩次可以挑不同的對手。',
      en: 'Take the Saloon reward twice in a row; the two targets may be different players.',
    },
    count: 1, // PROVISIONAL
    vp: 0,
    provisional: ['count'],
  },
  {
    id: 'not-leaving-office',
    kind: 'effect',
    name: { zh: '休想撤職', en: 'Not leaving office' },
    timing: 'sheriff-change',
    effect: { zh: '警徽不換人，現任警長繼續當。', en: 'The badge does not move: the present sheriff stays in office.' },
    count: 1, // PROVISIONAL
    vp: 0,
    provisional: ['count'],
  },
  {
    id: 'corruption',
    kind: 'effect',
    name: { zh: '貪污', en: 'Corruption' },
    timing: 'town-hall',
    effect: {
      zh: '再多拿地產卡牌堆最上面的一張，不必給別人看。',
      en: 'Also take the top card of the property deck, without showing it to anyone.',
    },
    count: 1, // PROVISIONAL
    vp: 0,
    provisional: ['count'],
  },
  {
    id: 'scoundrel',
    kind: 'effect',
    name: { zh: '無賴', en: 'Scoundrel' },
    timing: 'keep-reveal',
    effect: {
      zh: '這一次你保留幾顆骰子都可以，一毛錢也不用付。',
      en: 'This time you may keep as many dice as you like without paying.',
    },
    count: 1, // PROVISIONAL
    vp: 0,
    provisional: ['count'],
  },
  {
    id: 'cheater',
    kind: 'effect',
    name: { zh: '職業老千', en: 'Cheater' },
    timing: 'after-roll',
    effect: { zh: '把你的一顆骰子轉到你說的那一面。', en: 'Turn one of your dice to the face you name.' },
    count: 1, // PROVISIONAL
    vp: 0,
    provisional: ['count'],
  },
  {
    id: 'lucky-tonic',
    kind: 'effect',
    name: { zh: '開運酒', en: 'Lucky tonic' },
    timing: 'doc-badluck',
    effect: {
      zh: '就算你這一回合已經在別的地點拿過獎勵，也可以去找開運專家。',
      en: 'You may visit Doc Badluck even though you won a location this round.',
    },
    count: 1, // PROVISIONAL
    vp: 0,
    provisional: ['count'],
  },
  ...[1, 2, 3, 4, 5, 6, 7, 8].map(
    (vp): GeneralStoreCard => ({
      id: `equipment-${vp}`,
      kind: 'equipment',
      name: { zh: `裝備（${vp} 分）`, en: `Equipment (${vp} VP)` },
      timing: 'game-end',
      effect: {
        zh: `留在手上，遊戲結束時值 ${vp} 分。`,
        en: `Keep it in hand; it is worth ${vp} VP at the end of the game.`,
      },
      count: 1, // PROVISIONAL
      vp, // PROVISIONAL: the published range is 1–8 VP; one card of each value is assumed
      provisional: ['count', 'vp'],
    }),
  ),
];

export interface DocBadluckCard {
  id: string;
  name: Bilingual;
  effect: Bilingual;
  count: number;
}

/** Revised edition: seven Elixir cards, one of each; the chosen card is used at once. Confirmed. */
export const DOC_BADLUCK_CARDS: readonly DocBadluckCard[] = [
  {
    id: 'donation',
    name: { zh: '捐獻', en: 'Donation' },
    effect: {
      zh: '指定一位對手，他從自己的地產卡中挑一張送給你。',
      en: 'Name an opponent: he gives you one of his property cards, of his own choosing.',
    },
    count: 1,
  },
  {
    id: 'wealth',
    name: { zh: '財富', en: 'Wealth' },
    effect: {
      zh: '每位對手給你 1 個金塊；沒有金塊的人不用給。',
      en: 'Every opponent gives you 1 nugget; a player with none gives nothing.',
    },
    count: 1,
  },
  {
    id: 'power',
    name: { zh: '權力', en: 'Power' },
    effect: { zh: '馬上拿走警徽，你就是新警長。', en: 'Take the Sheriff Badge now: you are the new sheriff.' },
    count: 1,
  },
  {
    id: 'protection',
    name: { zh: '保護', en: 'Protection' },
    effect: {
      zh: '挑兩張自己的地產卡，正面朝上擺在面前；在酒館再也偷不走它們。',
      en: 'Lay 2 of your property cards face up in front of you; they can no longer be stolen at the Saloon.',
    },
    count: 1,
  },
  {
    id: 'luck',
    name: { zh: '運氣', en: 'Luck' },
    effect: { zh: '拿雜貨卡牌堆最上面的一張。', en: 'Take the top card of the General Store deck.' },
    count: 1,
  },
  {
    id: 'friendship',
    name: { zh: '友誼', en: 'Friendship' },
    effect: {
      zh: '指定一位對手，他從自己的雜貨卡中挑一張送給你。',
      en: 'Name an opponent: he gives you one of his General Store cards, of his own choosing.',
    },
    count: 1,
  },
  {
    id: 'charm',
    name: { zh: '魅力', en: 'Charm' },
    effect: {
      zh: '每位對手付你 2 元；錢不夠的人把身上的錢全給你，不必欠。',
      en: 'Every opponent pays you $2, or all he has if that is less; nobody owes the rest.',
    },
    count: 1,
  },
];

/** How many Elixir cards lie face up: the published revised rulebook says 2, the source text 3. */
export const DOC_BADLUCK_FACE_UP = { published: 2, sourceText: 3 } as const;

/** First edition only: Doc Badluck is a menu printed on the board (no cards). Choose one. */
export const DOC_BADLUCK_MENU_FIRST_EDITION: readonly { id: string; effect: Bilingual }[] = [
  {
    id: 'barbed-wire',
    effect: {
      zh: '用鐵絲網圍住自己的 2 張地產卡，別人再也偷不走。',
      en: 'Fence 2 of your property claims with barbed wire: they can no longer be stolen.',
    },
  },
  { id: 'store-card', effect: { zh: '拿 1 張雜貨卡。', en: 'Take 1 General Store card.' } },
  { id: 'money', effect: { zh: '每位其他玩家付你 2 元。', en: 'Take $2 from every other player.' } },
  { id: 'nugget', effect: { zh: '每位其他玩家給你 1 個金塊。', en: 'Take 1 nugget from every other player.' } },
];

export interface PropertyCardKind {
  id: string;
  name: Bilingual;
  /** Victory points printed on the card. */
  vp: number;
  /** Copies in the deck. */
  count: number;
  provisional: readonly ProvisionalField[];
}

/** Revised edition: 20 Property Deeds (first edition: 25 Property Claims), each worth 1–5 VP. */
export const PROPERTY_DECK_SIZE = 20;
export const PROPERTY_DECK_SIZE_FIRST_EDITION = 25;
/** Face-up property cards in the Town Hall row; the row is refilled to this after each Town Hall. */
export const PROPERTY_ROW = 3;

export const PROPERTY_CARDS: readonly PropertyCardKind[] = [1, 2, 3, 4, 5].map((vp) => ({
  id: `deed-${vp}`,
  name: { zh: `地產卡（${vp} 分）`, en: `Property Deed (${vp} VP)` },
  vp, // PROVISIONAL: the published range is 1–5 VP; the split per value is assumed
  count: 4, // PROVISIONAL: 4 of each value, 20 in all
  provisional: ['count', 'vp'],
}));

/** What is provisional in this file, and why. Shown beside the chapter's card tables. */
export const PROVISIONAL = {
  generalStore: {
    provisional: true,
    fields: ['count', 'vp'] as const,
    confirmed: {
      zh: '共 19 張；11 種一次性效果的名稱、時機與效果；裝備卡值 1 到 8 分。',
      en: '19 cards in all; the names, timing and effects of the 11 one-shot cards; equipment worth 1 to 8 VP.',
    },
    assumed: {
      zh: '每種效果各 1 張，加上 8 張裝備卡，分別值 1、2、3、4、5、6、7、8 分。',
      en: 'One copy of each effect plus 8 equipment cards worth 1, 2, 3, 4, 5, 6, 7 and 8 VP.',
    },
  },
  property: {
    provisional: true,
    fields: ['count', 'vp'] as const,
    confirmed: {
      zh: '改版共 20 張地產卡（初版 25 張），每張值 1 到 5 分。',
      en: '20 Property Deeds in the revised edition (25 Property Claims in the first), each worth 1 to 5 VP.',
    },
    assumed: {
      zh: '1、2、3、4、5 分各 4 張。',
      en: '4 cards each of 1, 2, 3, 4 and 5 VP.',
    },
  },
  docBadluck: {
    provisional: false,
    fields: [] as const,
    confirmed: {
      zh: '改版共 7 張開運專家卡，每種效果 1 張。英文名稱是照中文意思翻的說明性名稱。',
      en: 'Seven Elixir cards in the revised edition, one of each effect. The English names are descriptive translations.',
    },
    assumed: { zh: '無。', en: 'Nothing.' },
  },
} as const;
