/** Who acts now and every legal move of that seat (kept cheap: bots and random tests call it per step). */
import { CARD_BUILDING, CARD_IS_PRODUCTION } from './cards';
import { allowance, buildPrice, chooser, libraryChoice, owns } from './rules';
import { ROLES, type SanJuanMove, type SanJuanState } from './types';

/** The one seat acting now, or undefined (no list built: the checker and legal moves ask this on every move). */
export function actingSeat(s: SanJuanState): number | undefined {
  switch (s.phase) {
    case 'gameOver':
      return undefined;
    case 'pickRole':
      return chooser(s) ?? undefined;
    default:
      return s.order[0];
  }
}

export function toAct(s: SanJuanState): number[] {
  const seat = actingSeat(s);
  return seat === undefined ? [] : [seat];
}

/** Every subset of `items` with `min`–`max` members, in a stable order. */
export function subsets<T>(items: readonly T[], min: number, max: number): T[][] {
  const out: T[][] = [];
  const pick: T[] = [];
  const walk = (from: number) => {
    if (pick.length >= min) out.push(pick.slice());
    if (pick.length >= max) return;
    for (let i = from; i < items.length; i++) {
      pick.push(items[i]!);
      walk(i + 1);
      pick.pop();
    }
  };
  walk(0);
  return out;
}

/** The builds `seat` can afford now: card, optional crane target and goods for the black market. */
export function buildMoves(s: SanJuanState, seat: number): SanJuanMove[] {
  const out: SanJuanMove[] = [];
  const hand = s.hands[seat]!;
  const tableau = s.buildings[seat]!;
  const crane = owns(tableau, 'crane');
  const blackMarket = owns(tableau, 'black_market');
  const withGoods = blackMarket ? tableau.filter((b) => b.good !== null).map((b) => b.card) : [];
  for (const card of hand) {
    const id = CARD_BUILDING[card]!;
    if (!CARD_IS_PRODUCTION[card] && owns(tableau, id)) continue;
    const targets: (number | undefined)[] = [undefined];
    if (crane) for (const b of tableau) targets.push(b.card);
    for (const over of targets) {
      const { cost } = buildPrice(s, seat, card, over);
      if (withGoods.length === 0) {
        // no goods to spend: the one plain build (the common case, no subsets listed)
        if (cost > hand.length - 1) continue;
        const move: SanJuanMove = { type: 'build', seat, card };
        if (over !== undefined) move.over = over;
        out.push(move);
        continue;
      }
      for (const goods of subsets(withGoods, 0, Math.min(2, cost))) {
        if (cost - goods.length > hand.length - 1) continue;
        const move: SanJuanMove = { type: 'build', seat, card };
        if (over !== undefined) move.over = over;
        if (goods.length > 0) move.goods = goods;
        out.push(move);
      }
    }
  }
  return out;
}

export function legalMoves(s: SanJuanState): SanJuanMove[] {
  const seat = actingSeat(s);
  if (seat === undefined) return [];
  const hand = s.hands[seat]!;
  const out: SanJuanMove[] = [];
  switch (s.phase) {
    case 'startHand':
    case 'handLimit':
    case 'archive':
      for (const card of hand) out.push({ type: 'discard', seat, card });
      break;
    case 'chapel':
      out.push({ type: 'pass', seat });
      for (const card of hand) out.push({ type: 'tuck', seat, card });
      break;
    case 'pickRole': {
      const taken = new Set(s.picks.map((p) => p.role));
      const choice = libraryChoice(s, seat);
      for (const role of ROLES) {
        if (taken.has(role)) continue;
        if (choice) {
          out.push({ type: 'pickRole', seat, role, library: true });
          out.push({ type: 'pickRole', seat, role, library: false });
        } else out.push({ type: 'pickRole', seat, role });
      }
      break;
    }
    case 'builder':
      out.push({ type: 'pass', seat });
      out.push(...buildMoves(s, seat));
      break;
    case 'payment':
      for (const card of hand) out.push({ type: 'pay', seat, card });
      break;
    case 'producer': {
      out.push({ type: 'pass', seat });
      const empty = s.buildings[seat]!.filter((b) => CARD_IS_PRODUCTION[b.card] && b.good === null).map((b) => b.card);
      for (const buildings of subsets(empty, 1, allowance(s, seat, 'producer'))) out.push({ type: 'produce', seat, buildings });
      break;
    }
    case 'trader': {
      out.push({ type: 'pass', seat });
      const full = s.buildings[seat]!.filter((b) => b.good !== null).map((b) => b.card);
      for (const buildings of subsets(full, 1, allowance(s, seat, 'trader'))) out.push({ type: 'sell', seat, buildings });
      break;
    }
    case 'councillor':
      for (const cards of subsets(s.drawn, s.count, s.count)) out.push({ type: 'keep', seat, cards });
      break;
    case 'goldMine':
      for (const card of s.drawn) out.push({ type: 'keep', seat, cards: [card] });
      break;
    default:
      break;
  }
  return out;
}
