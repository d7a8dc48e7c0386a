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
export function arrangements(seat: Seat, n: number, limit = ARRANGEMENT_LIMIT): { island: number[]; city: number[] }[] {
  type Group = { cap: number; tiles?: number[]; building?: number };
  const groups: Group[] = [];
  seat.city.forEach((b, j) => groups.push({ cap: BUILDING[b.id].circles, building: j }));
  const byKind = new Map<string, number[]>();
  seat.island.forEach((t, i) => {
    const list = byKind.get(t.kind) ?? [];
    list.push(i);
    byKind.set(t.kind, list);
  });
  for (const tiles of byKind.values()) groups.push({ cap: tiles.length, tiles });
  const place = Math.min(n, circlesOf(seat));
  const out: { island: number[]; city: number[] }[] = [];
  const counts = new Array<number>(groups.length).fill(0);
  const capAfter = new Array<number>(groups.length + 1).fill(0);
  const noIsland = seat.island.map(() => 0);
  const noCity = seat.city.map(() => 0);
  for (let g = groups.length - 1; g >= 0; g--) capAfter[g] = capAfter[g + 1]! + groups[g]!.cap;
  const walk = (g: number, left: number) => {
    if (out.length >= limit) return;
    if (g < groups.length && (left === 0 || left === capAfter[g])) {
      // one way only to share the rest: every group after this one empty, or every one full
      for (let h = g; h < groups.length; h++) counts[h] = left === 0 ? 0 : groups[h]!.cap;
      g = groups.length;
      left = 0;
    }
    if (g === groups.length) {
      if (left !== 0) return;
      const island = noIsland.slice();
      const city = noCity.slice();
      for (let k = 0; k < groups.length; k++) {
        const gr = groups[k]!;
        const c = counts[k]!;
        if (gr.building !== undefined) city[gr.building] = c;
        else for (let q = 0; q < c; q++) island[gr.tiles![q]!] = 1;
      }
      out.push({ island, city });
      return;
    }
    const cap = groups[g]!.cap;
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
      for (const a of arrangements(me, n)) out.push({ type: 'arrange', seat, island: a.island, city: a.city });
      if (seat === s.picker && s.privilegeColonist)
        for (const a of arrangements(me, n - 1, ARRANGEMENT_LIMIT / 2)) out.push({ type: 'arrange', seat, island: a.island, city: a.city, declinePrivilege: true });
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
