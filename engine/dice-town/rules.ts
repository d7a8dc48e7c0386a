/**
 * Pure rule helpers for Dice Town (fact sheet §2–§5): dice faces, poker-hand ranking, the exact odds
 * of each hand on one roll, who wins a location, the fee for keeping dice, and the final score.
 * Nothing here mutates its arguments.
 */
import type { Bilingual, GameResult, ScoreLine } from '../core/contract';
import { propertyVp, storeVp } from './deck';
import type { Face, Hand, Location } from './types';

export const FACES: readonly Face[] = ['9', '10', 'J', 'Q', 'K', 'A'];
export const FACE_INDEX: Readonly<Record<Face, number>> = { '9': 0, '10': 1, J: 2, Q: 3, K: 4, A: 5 };
export const isFace = (v: unknown): v is Face => typeof v === 'string' && v in FACE_INDEX;

export const START_MONEY = 8;
export const START_BANK = 3;
export const NUGGETS = 30;
export const DICE = 5;
export const ROW = 3;
export const BADGE_VP = 5;

/** Money in play: $8 a player plus the bank's $3 (a closed economy, §1–§2). */
export const moneyInPlay = (players: number): number => START_MONEY * players + START_BANK;

/** The face each location counts (§4.2–§4.6). */
export const LOCATION_FACE: Readonly<Record<Exclude<Location, 'townHall'>, Face>> = {
  goldMine: '9',
  bank: '10',
  generalStore: 'J',
  saloon: 'Q',
  sheriff: 'K',
};

/** The resolution order of the locations (§3). */
export const LOCATIONS: readonly Location[] = ['goldMine', 'bank', 'generalStore', 'saloon', 'sheriff', 'townHall'];

export function countFaces(dice: readonly Face[]): number[] {
  const c = [0, 0, 0, 0, 0, 0];
  for (const d of dice) c[FACE_INDEX[d]]!++;
  return c;
}

export const countOf = (dice: readonly Face[], face: Face): number => {
  let n = 0;
  for (const d of dice) if (d === face) n++;
  return n;
};

/**
 * Fee for keeping `k` dice (§4.1): one die free, $1 per extra die, $1 for keeping none. With the
 * Scoundrel any number of kept dice is free.
 */
export function keepFee(k: number, scoundrel = false): number {
  if (k === 0) return 1;
  return scoundrel ? 0 : k - 1;
}

/** Seats with strictly the most of `face` (at least one); several = a tie for the sheriff. */
export function mostOf(kept: readonly Face[][], face: Face): number[] {
  let best = 0;
  let seats: number[] = [];
  for (let seat = 0; seat < kept.length; seat++) {
    const n = countOf(kept[seat]!, face);
    if (n > best) {
      best = n;
      seats = [seat];
    } else if (n === best && n > 0) seats.push(seat);
  }
  return seats;
}

// ---- poker hands (§4.7) -----------------------------------------------------------------------

export type HandCategory =
  | 'high'
  | 'pair'
  | 'two-pairs'
  | 'three'
  | 'straight'
  | 'full-house'
  | 'four'
  | 'five';

/** Low to high (fact sheet §4.7 table). */
export const HAND_CATEGORIES: readonly HandCategory[] = ['high', 'pair', 'two-pairs', 'three', 'straight', 'full-house', 'four', 'five'];

export const HAND_NAMES: Readonly<Record<HandCategory, Bilingual>> = {
  high: { zh: '沒有牌型', en: 'No combination' },
  pair: { zh: '一對', en: 'One pair' },
  'two-pairs': { zh: '兩對', en: 'Two pairs' },
  three: { zh: '三條', en: 'Three of a kind' },
  straight: { zh: '順子', en: 'Straight' },
  'full-house': { zh: '葫蘆', en: 'Full house' },
  four: { zh: '鐵支', en: 'Four of a kind' },
  five: { zh: '五條', en: 'Five of a kind' },
};

export interface HandRank {
  category: HandCategory;
  /** 0–7, the row of the ranking table. */
  rank: number;
  /** Face indices of the combination, most important first (a pair's face; two pairs high, low; …). */
  principal: number[];
  /** The other dice, high to low (used only with the kickers option). */
  kickers: number[];
}

/** The other dice than the faces in `used`, high to low, from the counts of each face. */
function kickersOf(c: readonly number[], used: readonly number[]): number[] {
  const out: number[] = [];
  for (let f = 5; f >= 0; f--) if (!used.includes(f)) for (let k = 0; k < c[f]!; k++) out.push(f);
  return out;
}

const handRank = (c: readonly number[], category: HandCategory, principal: number[]): HandRank => ({
  category,
  rank: HAND_CATEGORIES.indexOf(category),
  principal,
  kickers: kickersOf(c, principal),
});

/** Ranks five dice (fewer are ranked by what they hold, for partial hands). */
export function rankHand(dice: readonly Face[]): HandRank {
  const c = countFaces(dice);
  // the largest group of equal faces (f0) and the next (f1), the higher face first among groups of one size
  let f0 = -1;
  let f1 = -1;
  let groups = 0;
  for (let f = 5; f >= 0; f--) {
    const n = c[f]!;
    if (n === 0) continue;
    groups++;
    if (f0 < 0 || n > c[f0]!) {
      f1 = f0;
      f0 = f;
    } else if (f1 < 0 || n > c[f1]!) f1 = f;
  }
  if (f0 < 0) return handRank(c, 'high', []);
  const n0 = c[f0]!;
  const n1 = f1 < 0 ? 0 : c[f1]!;
  if (n0 >= 5) return handRank(c, 'five', [f0]);
  if (n0 === 4) return handRank(c, 'four', [f0]);
  if (n0 === 3 && n1 === 2) return handRank(c, 'full-house', [f0, f1]);
  if (dice.length === 5 && groups === 5) {
    if (c[5] === 0) return handRank(c, 'straight', [4]); // 9 10 J Q K
    if (c[0] === 0) return handRank(c, 'straight', [5]); // 10 J Q K A
  }
  if (n0 === 3) return handRank(c, 'three', [f0]);
  if (n0 === 2 && n1 === 2) return handRank(c, 'two-pairs', [f0, f1]);
  if (n0 === 2) return handRank(c, 'pair', [f0]);
  return { category: 'high', rank: 0, principal: [], kickers: kickersOf(c, []) };
}

/** > 0 when `a` beats `b`, < 0 when `b` wins, 0 for a tie (settled by the sheriff). */
export function compareHands(a: HandRank, b: HandRank, kickers = false): number {
  if (a.rank !== b.rank) return a.rank - b.rank;
  for (let i = 0; i < Math.max(a.principal.length, b.principal.length); i++) {
    const d = (a.principal[i] ?? -1) - (b.principal[i] ?? -1);
    if (d !== 0) return d;
  }
  if (kickers)
    for (let i = 0; i < Math.max(a.kickers.length, b.kickers.length); i++) {
      const d = (a.kickers[i] ?? -1) - (b.kickers[i] ?? -1);
      if (d !== 0) return d;
    }
  return 0;
}

/** Seats holding the best poker hand (several = a tie for the sheriff). */
export function bestHands(kept: readonly Face[][], kickers = false): number[] {
  const ranks = kept.map((d) => rankHand(d));
  let best: number[] = [];
  for (let seat = 0; seat < kept.length; seat++) {
    if (best.length === 0) {
      best = [seat];
      continue;
    }
    const d = compareHands(ranks[seat]!, ranks[best[0]!]!, kickers);
    if (d > 0) best = [seat];
    else if (d === 0) best.push(seat);
  }
  return best;
}

export interface HandOdds {
  category: HandCategory;
  name: Bilingual;
  /** Rolls of five dice (out of 6^5 = 7776) that make this hand. */
  count: number;
  outcomes: number;
  probability: number;
}

/** Exact odds of each hand on one roll of five poker dice, by enumerating all 6^5 rolls. */
export function handProbabilities(): HandOdds[] {
  const counts = new Map<HandCategory, number>(HAND_CATEGORIES.map((c) => [c, 0]));
  const dice: Face[] = ['9', '9', '9', '9', '9'];
  let outcomes = 0;
  for (let n = 0; n < 6 ** 5; n++) {
    let x = n;
    for (let i = 0; i < 5; i++) {
      dice[i] = FACES[x % 6]!;
      x = Math.floor(x / 6);
    }
    const cat = rankHand(dice).category;
    counts.set(cat, counts.get(cat)! + 1);
    outcomes++;
  }
  return HAND_CATEGORIES.map((category) => ({
    category,
    name: HAND_NAMES[category],
    count: counts.get(category)!,
    outcomes,
    probability: counts.get(category)! / outcomes,
  }));
}

/** Computed once when the module loads (7776 rolls). */
export const HAND_PROBABILITIES: readonly HandOdds[] = handProbabilities();

// ---- scoring (§5) -------------------------------------------------------------------------------

export function scoreGame(
  hands: readonly Hand[],
  nuggets: readonly number[],
  money: readonly number[],
  sheriff: number,
): GameResult {
  const seats = hands.map((h, seat) => {
    const property = [...h.property, ...h.protected].reduce((t, c) => t + propertyVp(c), 0);
    const equipment = h.store.reduce((t, c) => t + storeVp(c), 0);
    const cash = Math.floor(money[seat]! / 2);
    const breakdown: ScoreLine[] = [
      { label: { zh: '地產卡', en: 'Property cards' }, points: property },
      { label: { zh: '雜貨卡上的裝備', en: 'Equipment (General Store cards)' }, points: equipment },
      { label: { zh: `金塊 ${nuggets[seat]} 個`, en: `${nuggets[seat]} nugget${nuggets[seat] === 1 ? '' : 's'}` }, points: nuggets[seat]! },
      { label: { zh: `現金 ${money[seat]} 元（每 2 元 1 分）`, en: `$${money[seat]} cash ($2 = 1 VP)` }, points: cash },
      { label: { zh: '警徽', en: 'Sheriff Badge' }, points: seat === sheriff ? BADGE_VP : 0 },
    ];
    return { seat, total: breakdown.reduce((t, l) => t + l.points, 0), breakdown };
  });
  const best = Math.max(...seats.map((s) => s.total));
  return { seats, winners: seats.filter((s) => s.total === best).map((s) => s.seat) };
}
