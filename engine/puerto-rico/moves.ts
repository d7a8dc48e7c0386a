/** Who acts now and every legal move of that seat (kept cheap: bots and random tests call it per step). */
import { BUILDING } from './buildings';
import {
  affordable,
  availableRoles,
  bonusOptions,
  canHacienda,
  canWharf,
  cargoLoads,
  circlesOf,
  colonistsOf,
  nextPicker,
  sellable,
  settleOptions,
  storageChoices,
} from './rules';
import { GOODS, type PuertoRicoMove, type PuertoRicoState, type Seat } from './types';

type S = PuertoRicoState;

/** The one seat acting now, or undefined once the game is over. */
export function actingSeat(s: S): number | undefined {
  if (s.phase === 'gameOver') return undefined;
  if (s.phase === 'pickRole') return nextPicker(s);
  return s.order[0];
}

export function toAct(s: S): number[] {
  const seat = actingSeat(s);
  return seat === undefined ? [] : [seat];
}

/** At most this many arrangements are listed for one mayor turn (the checker accepts every legal one). */
export const ARRANGEMENT_LIMIT = 40;

/**
 * Distinct mayor arrangements for `n` colonists: circles grouped (island tiles by kind, each
 * building on its own), every way to share the colonists out that fills as many circles as can be,
 * up to `limit`, production buildings and their plantations first.
 */
export function arrangements<T = { island: number[]; city: number[] }>(
  seat: Seat,
  n: number,
  limit = ARRANGEMENT_LIMIT,
  make: (island: number[], city: number[]) => T = (island, city) => ({ island, city }) as T,
): T[] {
  // the circles in groups: each building its own group (group j is city building j), then the island
  // tiles by kind, kinds in the order they first appear. A tile is manned when its rank among its
  // kind's tiles is below its group's count. Each listed island is a copy of an all-zero one (a copy
  // is packed and exactly as long, where pushing would grow it).
  const caps: number[] = [];
  for (const b of seat.city) caps.push(BUILDING[b.id].circles);
  const nCity = caps.length;
  const island = seat.island;
  const nIsland = island.length;
  const kinds: string[] = [];
  const groupOf: number[] = [];
  const rankOf: number[] = [];
  for (let i = 0; i < nIsland; i++) {
    const kind = island[i]!.kind;
    let k = kinds.indexOf(kind);
    if (k < 0) {
      k = kinds.length;
      kinds.push(kind);
      caps.push(0);
    }
    groupOf.push(nCity + k);
    rankOf.push(caps[nCity + k]!);
    caps[nCity + k]!++;
  }
  const groups = caps.length;
  const place = Math.min(n, circlesOf(seat));
  const out: T[] = [];
  const counts: number[] = [];
  const capAfter: number[] = [];
  for (let g = 0; g <= groups; g++) {
    counts.push(0);
    capAfter.push(0);
  }
  for (let g = groups - 1; g >= 0; g--) capAfter[g] = capAfter[g + 1]! + caps[g]!;
  const none: number[] = [];
  for (let i = 0; i < nIsland; i++) none.push(0);
  const walk = (g: number, left: number) => {
    if (out.length >= limit) return;
    if (g < groups && (left === 0 || left === capAfter[g])) {
      // one way only to share the rest: every group after this one empty, or every one full
      for (let h = g; h < groups; h++) counts[h] = left === 0 ? 0 : caps[h]!;
      g = groups;
      left = 0;
    }
    if (g === groups) {
      if (left !== 0) return;
      const manned = none.slice();
      for (let i = 0; i < nIsland; i++) if (rankOf[i]! < counts[groupOf[i]!]!) manned[i] = 1;
      out.push(make(manned, counts.slice(0, nCity)));
      return;
    }
    const cap = caps[g]!;
    for (let k = Math.min(cap, left); k >= 0; k--) {
      if (left - k > capAfter[g + 1]!) break;
      counts[g] = k;
      walk(g + 1, left - k);
    }
    counts[g] = 0;
  };
  walk(0, place);
  return out;
}

export function legalMoves(s: S): PuertoRicoMove[] {
  const seat = actingSeat(s);
  if (seat === undefined) return [];
  const out: PuertoRicoMove[] = [];
  switch (s.phase) {
    case 'pickRole':
      for (const role of availableRoles(s)) out.push({ type: 'pickRole', seat, role });
      break;
    case 'settler':
      if (canHacienda(s, seat)) out.push({ type: 'hacienda', seat });
      for (const tile of settleOptions(s, seat)) out.push({ type: 'settle', seat, tile });
      out.push({ type: 'pass', seat });
      break;
    case 'mayor': {
      const me = s.seats[seat]!;
      const n = colonistsOf(me);
      for (const m of arrangements(me, n, ARRANGEMENT_LIMIT, (island, city): PuertoRicoMove => ({ type: 'arrange', seat, island, city }))) out.push(m);
      if (seat === s.picker && s.privilegeColonist)
        for (const m of arrangements(me, n - 1, ARRANGEMENT_LIMIT / 2, (island, city): PuertoRicoMove => ({ type: 'arrange', seat, island, city, declinePrivilege: true }))) out.push(m);
      break;
    }
    case 'builder':
      for (const building of affordable(s, seat)) out.push({ type: 'build', seat, building });
      out.push({ type: 'pass', seat });
      break;
    case 'craftsman':
      for (const good of bonusOptions(s)) out.push({ type: 'bonus', seat, good });
      out.push({ type: 'pass', seat });
      break;
    case 'trader':
      for (const good of sellable(s, seat)) out.push({ type: 'sell', seat, good });
      out.push({ type: 'pass', seat });
      break;
    case 'captain': {
      const loads = cargoLoads(s, seat);
      for (const l of loads) out.push({ type: 'load', seat, good: l.good, ship: l.ship });
      if (canWharf(s, seat)) for (const good of GOODS) if (s.seats[seat]!.goods[good] > 0) out.push({ type: 'load', seat, good, ship: 'wharf' });
      if (loads.length === 0) out.push({ type: 'pass', seat });
      break;
    }
    case 'storage':
      for (const c of storageChoices(s.seats[seat]!)) out.push({ type: 'store', seat, single: c.single, warehouse: c.warehouse });
      break;
  }
  return out;
}
