/**
 * What things are worth to a seat, in ducats, as far as that seat can see: its own hand and money
 * and everything public (a `Table`: the state or the seat's view). These are estimates for bots and
 * hints, not rules: exact where the rules fix a price (an order delivered, a message paid, a
 * privilege group at the end), rough elsewhere (a card still to be used, a good for later). Every
 * function is pure and reads nothing a seat may not see.
 */
import { CARDS, CARD_BUILDING_SPECIAL, GOODS, PAY, WAREHOUSE_GOODS, privilegePayout, type Good, type Special } from './data';
import { BUILDING, BUILDINGS, isBuilding, type BuildingId, type SpaceId } from './map';
import { count, deliverableLarge, deliverableSmall, ownedBy, privilegeGroups } from './rules';
import type { Table } from './types';

/** Rough worth of things not yet used (a good or card also counts for the tie-break). */
export const WORTH = {
  good: 6,
  special: { extraAction: 20, anyStart: 12, anyGood: 22, buildingAction: 14, trade: 12 } as Record<Special, number>,
  largeCard: 30,
  smallCard: 15,
  messageCard: 14,
  /** A marker in front of a seat: a building later (10 at the end, 10 each time another seat uses it). */
  marker: 15,
} as const;

const handOf = (t: Table, seat: number): number[] => t.seats[seat]!.hand ?? [];

/** Score of a set of privilege cards at the end (the groups' payouts). */
export function privilegeScore(hand: readonly number[]): number {
  let total = 0;
  for (const g of privilegeGroups([...hand])) total += privilegePayout(g.length);
  return total;
}

/** What one more privilege for building `b` adds to the seat's final score (exact, given its hand). */
export function privilegeGain(t: Table, seat: number, b: BuildingId): number {
  const hand = handOf(t, seat);
  const id = CARDS.find((c) => c.deck === 'privilege' && c.building === b)?.id;
  if (id === undefined || hand.includes(id)) return 0;
  return privilegeScore([...hand, id]) - privilegeScore(hand);
}

/** The privilege the seat might draw: the average gain over the privileges it does not hold (it cannot see the others'). */
export function expectedPrivilegeGain(t: Table, seat: number): number {
  const hand = handOf(t, seat);
  const candidates = BUILDINGS.filter((b) => b.privilege).filter((b) => !hand.some((c) => CARDS[c]!.deck === 'privilege' && (CARDS[c] as { building: BuildingId }).building === b.id));
  if (!candidates.length) return 0;
  return candidates.reduce((a, b) => a + privilegeGain(t, seat, b.id), 0) / candidates.length;
}

/** A good to this seat: more if one of its orders still needs it. */
export function goodValue(t: Table, seat: number, g: Good): number {
  const me = t.seats[seat]!;
  let best: number = WORTH.good;
  for (const id of handOf(t, seat)) {
    const c = CARDS[id]!;
    if (c.deck === 'large' && c.goods.includes(g) && count(me.goods, g) < c.goods.filter((x) => x === g).length) best = Math.max(best, Math.round((PAY.large + WORTH.special.anyGood) / 3));
    if (c.deck === 'small' && c.good === g && count(me.goods, g) < 1) best = Math.max(best, PAY.small - 5);
  }
  return best;
}

/** A special card to this seat (a Building action is worth little without a building of its own). */
export function specialValue(t: Table, seat: number, sp: Special): number {
  if (sp === 'buildingAction' && ownedBy(t, seat).length === 0) return Math.round(WORTH.special.buildingAction / 2);
  return WORTH.special[sp];
}

/** Messages the seat holds that a disc on `space` would pay now (the other building already holds one). */
export function messagesPaidBy(t: Table, seat: number, space: SpaceId): number {
  if (!isBuilding(space) || t.path.includes(space)) return 0;
  let paid = 0;
  for (const id of handOf(t, seat)) {
    const c = CARDS[id]!;
    if (c.deck !== 'message') continue;
    const [a, b] = c.buildings;
    if ((a === space && t.path.includes(b)) || (b === space && t.path.includes(a))) paid += PAY.message;
  }
  return paid;
}

/**
 * What taking the action at `b` now is worth to `seat`: the yield (what is left in the supplies),
 * the best way at a villa (a large order delivered, or a privilege), a small order riding along.
 */
export function actionValue(t: Table, seat: number, b: BuildingId): number {
  const me = t.seats[seat]!;
  let v = 0;
  switch (BUILDING[b].kind) {
    case 'warehouse':
      for (const g of WAREHOUSE_GOODS[b]!) if (count(t.goods, g) > 0) v += goodValue(t, seat, g);
      break;
    case 'card': {
      const sp = CARD_BUILDING_SPECIAL[b]!;
      if (count(t.specials, sp) > 0) v += specialValue(t, seat, sp);
      break;
    }
    case 'civic':
      if (b === 'guild_hall') v += WORTH.largeCard;
      else if (b === 'city_hall') v += 2 * WORTH.smallCard;
      else if (b === 'post_office') v += 2 * WORTH.messageCard;
      else v += Math.min(2, t.markerSupply[seat]!) * WORTH.marker;
      break;
    case 'villa': {
      let best = expectedPrivilegeGain(t, seat) + WORTH.good;
      const bestSpecial = Math.max(0, ...(['extraAction', 'anyStart', 'anyGood', 'buildingAction', 'trade'] as Special[]).filter((sp) => count(t.specials, sp) > 0).map((sp) => specialValue(t, seat, sp)));
      for (const id of deliverableLarge(me, b)) {
        const c = CARDS[id] as { goods: Good[] };
        const spent = c.goods.reduce((a, g) => a + WORTH.good, 0);
        best = Math.max(best, PAY.large + bestSpecial - spent);
      }
      v += best;
      break;
    }
  }
  const smalls = deliverableSmall(me, b);
  if (smalls.length) v += PAY.small - WORTH.good;
  return v;
}

/** What moving the tower onto `space` is worth to `seat`: messages it pays at once, and the action there if the seat takes it. */
export function visitValue(t: Table, seat: number, space: SpaceId, takesAction: boolean): number {
  return messagesPaidBy(t, seat, space) + (takesAction && isBuilding(space) ? actionValue(t, seat, space) : 0);
}

/** The goods a seat still lacks for each of its large orders (to aim the tower at warehouses). */
export function missingForOrders(t: Table, seat: number): Partial<Record<Good, number>> {
  const me = t.seats[seat]!;
  const need: Partial<Record<Good, number>> = {};
  for (const id of handOf(t, seat)) {
    const c = CARDS[id]!;
    const goods = c.deck === 'large' ? c.goods : c.deck === 'small' ? [c.good] : [];
    for (const g of goods) need[g] = (need[g] ?? 0) + 1;
  }
  for (const g of GOODS) if (need[g] !== undefined) need[g] = Math.max(0, need[g]! - count(me.goods, g));
  return need;
}
