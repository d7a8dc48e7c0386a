/**
 * Genoa's tables as data (fact sheet §3, §8, §9, §13): goods, special cards, the 60 game cards,
 * the privilege payout and the rounds per player count. Several of them are RECONSTRUCTED (no
 * source prints them); each says so, and the chapter says so too. Replace them here when the
 * printed lists are found: no code depends on their contents.
 */
import type { BuildingId } from './map';

export type Good = 'silver' | 'copper' | 'salt' | 'pepper' | 'wheat' | 'rice' | 'linen' | 'silk';
export const GOODS: readonly Good[] = ['silver', 'copper', 'salt', 'pepper', 'wheat', 'rice', 'linen', 'silk'];
export const GOODS_PER_KIND = 5;

export type Special = 'extraAction' | 'anyStart' | 'anyGood' | 'buildingAction' | 'trade';
export const SPECIALS: readonly Special[] = ['extraAction', 'anyStart', 'anyGood', 'buildingAction', 'trade'];
/** Special cards per stack (27 in all). */
export const SPECIAL_COUNT: Readonly<Record<Special, number>> = { extraAction: 5, anyStart: 5, anyGood: 5, buildingAction: 5, trade: 7 };

/** What each building hands out (the villas and the civic buildings are handled by kind). */
export const WAREHOUSE_GOODS: Readonly<Partial<Record<BuildingId, [Good, Good]>>> = {
  metals: ['silver', 'copper'],
  spices: ['salt', 'pepper'],
  grains: ['wheat', 'rice'],
  fabrics: ['linen', 'silk'],
};
export const CARD_BUILDING_SPECIAL: Readonly<Partial<Record<BuildingId, Special>>> = {
  park: 'extraAction',
  coach_house: 'anyStart',
  harbor: 'anyGood',
  palace: 'buildingAction',
  tavern: 'trade',
  restaurant: 'trade',
};

export type Deck = 'large' | 'small' | 'message' | 'privilege';
export const DECKS: readonly Deck[] = ['large', 'small', 'message', 'privilege'];

export type Card =
  | { id: number; deck: 'large'; villa: BuildingId; goods: [Good, Good, Good] }
  | { id: number; deck: 'small'; building: BuildingId; good: Good }
  | { id: number; deck: 'message'; buildings: [BuildingId, BuildingId] }
  | { id: number; deck: 'privilege'; building: BuildingId };

/** RECONSTRUCTED: each villa has 4 large orders, each asking for 3 of the villa's 4 goods. */
const VILLA_POOLS: [BuildingId, [Good, Good, Good, Good]][] = [
  ['villa_colini', ['silver', 'salt', 'wheat', 'linen']],
  ['villa_ricci', ['copper', 'pepper', 'rice', 'silk']],
  ['villa_monetti', ['silver', 'pepper', 'wheat', 'silk']],
  ['villa_zasteri', ['copper', 'salt', 'rice', 'linen']],
];

/** RECONSTRUCTED: small orders, each good twice, never for a villa or a warehouse. */
const SMALL: [BuildingId, Good][] = [
  ['tavern', 'wheat'],
  ['tavern', 'pepper'],
  ['restaurant', 'rice'],
  ['restaurant', 'salt'],
  ['palace', 'silk'],
  ['palace', 'silver'],
  ['cathedral', 'linen'],
  ['cathedral', 'silver'],
  ['guild_hall', 'copper'],
  ['guild_hall', 'silk'],
  ['city_hall', 'linen'],
  ['city_hall', 'copper'],
  ['harbor', 'wheat'],
  ['harbor', 'salt'],
  ['park', 'rice'],
  ['coach_house', 'pepper'],
];

/** RECONSTRUCTED: messages, two buildings the tower can reach in one turn on this map (a test checks it). */
const MESSAGES: [BuildingId, BuildingId][] = [
  ['park', 'guild_hall'],
  ['coach_house', 'guild_hall'],
  ['villa_ricci', 'restaurant'],
  ['spices', 'cathedral'],
  ['grains', 'harbor'],
  ['villa_monetti', 'city_hall'],
  ['palace', 'city_hall'],
  ['villa_zasteri', 'post_office'],
  ['fabrics', 'palace'],
  ['tavern', 'post_office'],
  ['metals', 'villa_colini'],
  ['villa_colini', 'tavern'],
  ['guild_hall', 'cathedral'],
  ['post_office', 'city_hall'],
];

/** Privileges: one per edge building. */
const PRIVILEGES: BuildingId[] = [
  'villa_colini', 'park', 'coach_house', 'villa_ricci', 'spices', 'restaurant', 'grains',
  'villa_monetti', 'harbor', 'palace', 'villa_zasteri', 'fabrics', 'tavern', 'metals',
];

export const CARDS: readonly Card[] = (() => {
  const out: Card[] = [];
  for (const [villa, pool] of VILLA_POOLS)
    for (let miss = 0; miss < 4; miss++) out.push({ id: out.length, deck: 'large', villa, goods: pool.filter((_, i) => i !== miss) as [Good, Good, Good] });
  for (const [building, good] of SMALL) out.push({ id: out.length, deck: 'small', building, good });
  for (const buildings of MESSAGES) out.push({ id: out.length, deck: 'message', buildings });
  for (const building of PRIVILEGES) out.push({ id: out.length, deck: 'privilege', building });
  return out;
})();

export const cardsOf = (deck: Deck): number[] => CARDS.filter((c) => c.deck === deck).map((c) => c.id);

/** Ducats for a large order, a small order, a message; owner income; a marker at the end. */
export const PAY = { large: 100, small: 40, message: 30, owner: 10, marker: 10 } as const;

/**
 * Privilege payout by the size of a group of adjacent privilege buildings. 1, 4 and beyond
 * (+50 each) are the 2009 rules' (fact sheet §13); 2 → 30 and 3 → 60 are RECONSTRUCTED.
 */
export function privilegePayout(n: number): number {
  const table = [0, 10, 30, 60, 100];
  return n <= 4 ? table[n]! : 100 + 50 * (n - 4);
}

/** Rounds by player count; 3 → 10 and 4 → 8 are RECONSTRUCTED (2 → 12 and 5 → 7 have a source). */
export const ROUNDS: Readonly<Record<number, number>> = { 2: 12, 3: 10, 4: 8, 5: 7 };

export const START_DUCATS = 130;
export const MARKERS_PER_COLOUR = 7;
