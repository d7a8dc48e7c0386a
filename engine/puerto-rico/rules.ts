/**
 * Puerto Rico's rule effects as pure functions of the plain state: prices, production, the
 * captain's legal loads, storage, the mayor's arrangement, scoring. The machine (`machine.ts`)
 * sequences them; the checker (`checks.ts`) and the legal-move list (`moves.ts`) ask them what is
 * allowed. Each function returns a new state and never changes its input (`logged` alone writes the
 * log into the state its caller has just built).
 *
 * Readings (fact sheet §10), where the published rules leave a choice to the table:
 * - Player A is the first governor and the starting plantations go by seat from A (§2).
 * - The mayor's privilege colonist is taken at once; the mayor may hand it back with the
 *   arrangement (`declinePrivilege`). Every circle that can be filled must be (Q2).
 * - A turn with nothing to decide is not asked for: a seat that can take no tile, afford no
 *   building, sell nothing or load nothing is passed over, and an arrangement or a storage with
 *   one possible outcome is made at once. Storage keeps as many barrels as may be kept.
 * - A seat that can only use its wharf and passes is out of that captain phase (its options can
 *   only shrink while the others load).
 * - Refill (Q1, Q7), captain (Q3–Q5), factory (Q6), bank (Q8), VP supply (Q9, Q16), hacienda
 *   with an empty stack (Q10), quarries (Q13), kept barrels (Q14), the wharf (Q15) as recommended.
 */
import { resultOf } from '../core/ranking';
import type { Bilingual, GameResult, ScoreLine } from '../core/contract';
import { shuffle } from '../core/rng';
import { BUILDING, CITY_SPACES, ISLAND_SPACES, isViolet, type BuildingId } from './buildings';
import { FACTORY_PAY, PRICE } from './setup-table';
import type { LogLine } from './log';
import { GOODS, type Good, type GoodCounts, type PuertoRicoState, type Role, type Seat, type Ship } from './types';

type S = PuertoRicoState;

// ---- the log -----------------------------------------------------------------------------------

export const LOG_WINDOW = 60;

/**
 * `next`, a state the caller has just built from `s`, with `lines` added to `s`'s log (the newest
 * `LOG_WINDOW` kept). It sets the two fields of that new object: spreading a `{ log, logCount }` into
 * the caller's object literal would copy it key by key, several times the cost (this runs on most
 * moves). Lines are data, worded when read (log.ts).
 */
export function logged<T extends Pick<S, 'log' | 'logCount'>>(next: T, s: Pick<S, 'log' | 'logCount'>, ...lines: LogLine[]): T {
  const old = s.log;
  const all = old.length + lines.length;
  const from = all > LOG_WINDOW ? all - LOG_WINDOW : 0;
  const log = from < old.length ? old.slice(from) : [];
  for (let i = from > old.length ? from - old.length : 0; i < lines.length; i++) log.push(lines[i]!);
  next.log = log;
  next.logCount = s.logCount + lines.length;
  return next;
}

// ---- small reads -------------------------------------------------------------------------------

/** Seats clockwise starting with `first`. */
export function clockwise(first: number, players: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < players; i++) out.push((first + i) % players);
  return out;
}

export const emptyGoods = (): GoodCounts => ({ corn: 0, indigo: 0, sugar: 0, tobacco: 0, coffee: 0 });

export const goodsTotal = (g: GoodCounts): number => g.corn + g.indigo + g.sugar + g.tobacco + g.coffee;

/** Whether the seat owns building `id` with at least one colonist on it (its function works). */
export function occupied(seat: Seat, id: BuildingId): boolean {
  for (const b of seat.city) if (b.id === id) return b.colonists > 0;
  return false;
}

export const owns = (seat: Seat, id: BuildingId): boolean => seat.city.some((b) => b.id === id);

/** City spaces in use (a large building takes 2). */
export function citySpaces(seat: Seat): number {
  let n = 0;
  for (const b of seat.city) n += BUILDING[b.id].size;
  return n;
}

export function occupiedQuarries(seat: Seat): number {
  let n = 0;
  for (const t of seat.island) if (t.kind === 'quarry' && t.colonists > 0) n++;
  return n;
}

/** Every colonist the seat has: on the island, in the city and waiting in San Juan. */
export function colonistsOf(seat: Seat): number {
  let n = seat.sanJuan;
  for (const t of seat.island) n += t.colonists;
  for (const b of seat.city) n += b.colonists;
  return n;
}

/** Circles on the seat's board: one per island tile, the buildings' circles. */
export function circlesOf(seat: Seat): number {
  let n = seat.island.length;
  for (const b of seat.city) n += BUILDING[b.id].circles;
  return n;
}

/** Empty circles on buildings (for the mayor's refill), all buildings or violet ones only. */
export function emptyBuildingCircles(seat: Seat, violetOnly: boolean): number {
  let n = 0;
  for (const b of seat.city) if (!violetOnly || isViolet(b.id)) n += BUILDING[b.id].circles - b.colonists;
  return n;
}

const updateSeat = (s: S, i: number, seat: Seat): Seat[] => s.seats.map((x, k) => (k === i ? seat : x));

/** The seat whose turn it is to pick a role (3–5 players: clockwise from the governor; 2: alternating). */
export const nextPicker = (s: S): number => (s.governor + s.picks.length) % s.players;

/** Picks a round has: one each, or three each with 2 players. */
export const picksPerRound = (s: Pick<S, 'players'>): number => (s.players === 2 ? 6 : s.players);

export const availableRoles = (s: S): Role[] => s.roles.filter((r) => !s.picks.some((p) => p.role === r));

// ---- picking a role ----------------------------------------------------------------------------

/** The picker takes the doubloons on the role; the phase begins with the picker. */
export function beginRole(s: S, seat: number, role: Role): S {
  const money = s.roleMoney[role] ?? 0;
  const seats = money > 0 ? updateSeat(s, seat, { ...s.seats[seat]!, doubloons: s.seats[seat]!.doubloons + money }) : s.seats;
  return logged({
    ...s,
    seats,
    roleMoney: { ...s.roleMoney, [role]: 0 },
    picks: [...s.picks, { role, seat }],
    picker: seat,
    order: clockwise(seat, s.players),
    haciendaDrawn: false,
    produced: [],
    captainBonus: role === 'captain',
    wharfUsed: [],
    passed: [],
    privilegeColonist: false,
  }, s, ['picked', seat, role, money]);
}

/** Drops the acting seat from the order and every following seat with nothing it could do. */
export function nextTurn(s: S): S {
  return skipIdle({ ...s, order: s.order.slice(1), haciendaDrawn: false });
}

/**
 * Drops leading seats that cannot act in the current phase. A mayor's turn with one possible
 * arrangement is made at once (every colonist on a circle); in other phases a seat passed over
 * changes nothing but the order, which no seat's options depend on, so they are cut at once.
 */
export function skipIdle(s: S): S {
  const mayor = currentRole(s) === 'mayor';
  let next = s;
  let k = 0;
  while (k < next.order.length && !canAct(next, next.order[k]!)) {
    if (mayor) next = autoArrange(next, next.order[0]!);
    else k++;
  }
  return k === 0 ? next : { ...next, order: next.order.slice(k) };
}

export const currentRole = (s: S): Role | undefined => s.picks[s.picks.length - 1]?.role;

function autoArrange(s: S, seat: number): S {
  const me = s.seats[seat]!;
  const n = colonistsOf(me);
  if (n === 0) return { ...s, order: s.order.slice(1) };
  const { island, city } = fillInOrder(me, n);
  return arrange(s, seat, island, city, false);
}

/** Whether `seat` has any decision in the phase being played (else its turn is skipped). */
export function canAct(s: S, seat: number): boolean {
  switch (currentRole(s)) {
    case 'mayor':
      return !arrangementForced(s, seat) || (seat === s.picker && s.privilegeColonist);
    case 'settler':
      return canSettle(s, seat) || canHacienda(s, seat);
    case 'builder':
      return affordable(s, seat, true).length > 0;
    case 'trader':
      return canSell(s, seat);
    case 'captain':
      return canLoad(s, seat) || canWharf(s, seat);
    default:
      return true;
  }
}

// ---- settler -----------------------------------------------------------------------------------

/** What the seat may take: face-up plantation indices, and 'quarry' (the picker, or a construction hut). */
export function settleOptions(s: S, seat: number): (number | 'quarry')[] {
  const me = s.seats[seat]!;
  if (me.island.length >= ISLAND_SPACES) return [];
  const out: (number | 'quarry')[] = s.row.map((_, i) => i);
  if (s.quarries > 0 && (seat === s.picker || occupied(me, 'construction_hut'))) out.push('quarry');
  return out;
}

/** Whether `settleOptions` lists anything (asked for every seat as turns pass: no list built). */
function canSettle(s: S, seat: number): boolean {
  const me = s.seats[seat]!;
  if (me.island.length >= ISLAND_SPACES) return false;
  return s.row.length > 0 || (s.quarries > 0 && (seat === s.picker || occupied(me, 'construction_hut')));
}

/** The hacienda's extra draw: occupied, not used this turn, room for it and the normal tile, a tile to draw. */
export function canHacienda(s: S, seat: number): boolean {
  const me = s.seats[seat]!;
  return (
    !s.haciendaDrawn &&
    occupied(me, 'hacienda') &&
    me.island.length < ISLAND_SPACES &&
    (s.stack.length > 0 || s.discards.length > 0)
  );
}

/** A colonist for the hospice or the university: from the supply, else the ship, else none. */
function freeColonist(s: S): { from: 'supply' | 'ship' | null; colonists: number; ship: number } {
  if (s.colonists > 0) return { from: 'supply', colonists: s.colonists - 1, ship: s.ship };
  if (s.ship > 0) return { from: 'ship', colonists: s.colonists, ship: s.ship - 1 };
  return { from: null, colonists: s.colonists, ship: s.ship };
}

/** Draws `n` plantations from the stack, reshuffling the discards when it runs out. */
function drawPlantations(s: S, n: number): { drawn: Good[]; stack: Good[]; discards: Good[]; rng: number[]; lines: LogLine[] } {
  let stack = s.stack;
  let discards = s.discards;
  let rng = s.rng;
  const drawn: Good[] = [];
  const lines: LogLine[] = [];
  while (drawn.length < n) {
    if (stack.length === 0) {
      if (discards.length === 0) break;
      lines.push(['reshuffled', discards.length]);
      [stack, rng] = shuffle(rng, discards);
      discards = [];
    }
    drawn.push(stack[0]!);
    stack = stack.slice(1);
  }
  return { drawn, stack, discards, rng, lines };
}

export function hacienda(s: S, seat: number): S {
  const d = drawPlantations(s, 1);
  const kind = d.drawn[0]!;
  const me = s.seats[seat]!;
  const seats = updateSeat(s, seat, { ...me, island: [...me.island, { kind, colonists: 0 }] });
  const next: S = logged({ ...s, seats, stack: d.stack, discards: d.discards, rng: d.rng, haciendaDrawn: true }, s, ...d.lines, ['haciendaDraw', seat, kind]);
  // with nothing left to take (the island full, or no tile it may take) the turn is over
  return settleOptions(next, seat).length === 0 ? nextTurn(next) : next;
}

export function settle(s: S, seat: number, tile: number | 'quarry'): S {
  const me = s.seats[seat]!;
  const kind = tile === 'quarry' ? 'quarry' : s.row[tile]!;
  const hospice = occupied(me, 'hospice');
  const c = hospice ? freeColonist(s) : null;
  const arrives = c?.from ? 1 : 0;
  const seats = updateSeat(s, seat, { ...me, island: [...me.island, { kind, colonists: arrives }] });
  return nextTurn(logged({
    ...s,
    seats,
    row: tile === 'quarry' ? s.row : s.row.filter((_, i) => i !== tile),
    quarries: tile === 'quarry' ? s.quarries - 1 : s.quarries,
    colonists: c ? c.colonists : s.colonists,
    ship: c ? c.ship : s.ship,
  }, s, ['settled', seat, kind, arrives > 0]));
}

/** Settler phase end: the row left over is discarded and N+1 new plantations turned up. */
export function refillRow(s: S): S {
  const discards = [...s.discards, ...s.row];
  const d = drawPlantations({ ...s, discards }, s.players + 1);
  return logged({ ...s, row: d.drawn, stack: d.stack, discards: d.discards, rng: d.rng }, s, ...d.lines, ['rowRefilled', d.drawn.length]);
}

// ---- mayor -------------------------------------------------------------------------------------

/** Mayor phase start: the privilege colonist from the supply, then the ship's colonists one at a time from the picker. */
export function mayorStart(s: S): S {
  const picker = s.picker!;
  const extra = s.colonists > 0 ? 1 : 0;
  const counts = new Array<number>(s.players).fill(0);
  for (let k = 0; k < s.ship; k++) counts[(picker + k) % s.players]!++;
  counts[picker]! += extra;
  const seats = s.seats.map((x, i) => (counts[i] ? { ...x, sanJuan: x.sanJuan + counts[i]! } : x));
  const shipCounts = counts.slice();
  shipCounts[picker]! -= extra;
  const lines: LogLine[] = [...(extra ? [['privilegeColonist', picker] as LogLine] : []), ['distributed', shipCounts]];
  return logged({ ...s, seats, colonists: s.colonists - extra, ship: 0, privilegeColonist: extra > 0 }, s, ...lines);
}

/** The colonists a seat places in its arrangement (its own, less a declined privilege colonist). */
export function colonistsToPlace(s: S, seat: number, declinePrivilege: boolean): number {
  return colonistsOf(s.seats[seat]!) - (declinePrivilege && seat === s.picker && s.privilegeColonist ? 1 : 0);
}

/** Whether an arrangement is the only one possible (no colonists, or enough for every circle). */
export function arrangementForced(s: S, seat: number): boolean {
  const me = s.seats[seat]!;
  const n = colonistsOf(me);
  return n === 0 || n >= circlesOf(me);
}

/**
 * Checks an arrangement: a count per island tile (0 or 1) and per building (0 … circles), and as
 * many colonists placed as can be (every circle filled, or no colonist left waiting). Returns the
 * rule broken, or null.
 */
export function arrangementProblem(
  s: S,
  seat: number,
  island: number[],
  city: number[],
  declinePrivilege: boolean,
): 'shape' | 'range' | 'too-many' | 'idle' | null {
  const me = s.seats[seat]!;
  if (island.length !== me.island.length || city.length !== me.city.length) return 'shape';
  let placed = 0;
  for (const n of island) {
    if (!Number.isInteger(n) || n < 0 || n > 1) return 'range';
    placed += n;
  }
  for (let j = 0; j < city.length; j++) {
    const n = city[j]!;
    if (!Number.isInteger(n) || n < 0 || n > BUILDING[me.city[j]!.id].circles) return 'range';
    placed += n;
  }
  const total = colonistsToPlace(s, seat, declinePrivilege);
  if (placed > total) return 'too-many';
  if (placed < Math.min(total, circlesOf(me))) return 'idle';
  return null;
}

export function arrange(s: S, seat: number, island: number[], city: number[], declinePrivilege: boolean): S {
  const me = s.seats[seat]!;
  const decline = declinePrivilege && seat === s.picker && s.privilegeColonist;
  const total = colonistsToPlace(s, seat, decline);
  let placed = 0;
  for (const n of island) placed += n;
  for (const n of city) placed += n;
  const next: Seat = {
    ...me,
    island: me.island.map((t, i) => (t.colonists === island[i] ? t : { ...t, colonists: island[i]! })),
    city: me.city.map((b, j) => (b.colonists === city[j] ? b : { ...b, colonists: city[j]! })),
    sanJuan: total - placed,
  };
  const lines: LogLine[] = [...(decline ? [['declined', seat] as LogLine] : []), ['arranged', seat, placed, total - placed]];
  return nextTurn(logged({
    ...s,
    seats: updateSeat(s, seat, next),
    colonists: decline ? s.colonists + 1 : s.colonists,
    privilegeColonist: decline ? false : s.privilegeColonist,
  }, s, ...lines));
}

/** The arrangement that fills circles in board order (the forced one, when it is forced). */
export function fillInOrder(seat: Seat, n: number): { island: number[]; city: number[] } {
  let left = n;
  const city = seat.city.map((b) => {
    const k = Math.min(left, BUILDING[b.id].circles);
    left -= k;
    return k;
  });
  const island = seat.island.map(() => {
    const k = Math.min(left, 1);
    left -= k;
    return k;
  });
  return { island, city };
}

/** Mayor phase end: the ship takes max(N, empty building circles); too few colonists trigger the end. */
export function refillShip(s: S): S {
  const violet = s.options.refill === 'violet';
  let empty = 0;
  for (const seat of s.seats) empty += emptyBuildingCircles(seat, violet);
  const need = Math.max(s.players, empty);
  if (s.colonists >= need) return logged({ ...s, ship: need, colonists: s.colonists - need }, s, ['refilled', need, false]);
  return logged({
    ...s,
    ship: s.colonists,
    colonists: 0,
    end: s.end ?? 'colonists',
  }, s, ['refilled', s.colonists, true]);
}

// ---- builder -----------------------------------------------------------------------------------

/** What `seat` pays for building `id`: cost − min(occupied quarries, column) − 1 for the picker, at least 0. */
export function buildPrice(s: S, seat: number, id: BuildingId): number {
  return priceWith(id, occupiedQuarries(s.seats[seat]!), seat === s.picker);
}

/** A building's price with `quarries` occupied quarries (one a column at most) and the builder's privilege. */
const priceWith = (id: BuildingId, quarries: number, privilege: boolean): number => {
  const info = BUILDING[id];
  return Math.max(0, info.cost - Math.min(quarries, info.column) - (privilege ? 1 : 0));
};

/** What a seat brings to every building it might buy: its free city spaces, occupied quarries, the builder's privilege. */
interface Builder {
  me: Seat;
  room: number;
  quarries: number;
  privilege: boolean;
}

const builderOf = (s: S, seat: number): Builder => {
  const me = s.seats[seat]!;
  return { me, room: CITY_SPACES - citySpaces(me), quarries: occupiedQuarries(me), privilege: seat === s.picker };
};

/** The rule of building: one in the supply, not owned yet, room in the city, money for its price. */
function problemFor(s: S, b: Builder, id: BuildingId): 'supply' | 'owned' | 'space' | 'money' | null {
  if ((s.supply[id] ?? 0) <= 0) return 'supply';
  if (owns(b.me, id)) return 'owned';
  if (BUILDING[id].size > b.room) return 'space';
  if (priceWith(id, b.quarries, b.privilege) > b.me.doubloons) return 'money';
  return null;
}

/** Why `seat` cannot build `id` now, or null. */
export const buildProblem = (s: S, seat: number, id: BuildingId): 'supply' | 'owned' | 'space' | 'money' | null => problemFor(s, builderOf(s, seat), id);

/** Every building `seat` may build now, or with `first` the first one only (the seat's spaces and quarries counted once: bots and playouts call this often). */
export function affordable(s: S, seat: number, first = false): BuildingId[] {
  const b = builderOf(s, seat);
  const out: BuildingId[] = [];
  for (const id in s.supply) {
    if (problemFor(s, b, id as BuildingId) !== null) continue;
    out.push(id as BuildingId);
    if (first) break;
  }
  return out;
}

export function build(s: S, seat: number, id: BuildingId): S {
  const me = s.seats[seat]!;
  const price = buildPrice(s, seat, id);
  const university = occupied(me, 'university');
  const c = university ? freeColonist(s) : null;
  const arrives = c?.from ? 1 : 0;
  const next: Seat = { ...me, doubloons: me.doubloons - price, city: [...me.city, { id, colonists: arrives }] };
  const full = citySpaces(next) >= CITY_SPACES;
  return nextTurn(logged({
    ...s,
    seats: updateSeat(s, seat, next),
    supply: { ...s.supply, [id]: (s.supply[id] ?? 0) - 1 },
    colonists: c ? c.colonists : s.colonists,
    ship: c ? c.ship : s.ship,
    end: full ? (s.end ?? 'city') : s.end,
  }, s, ['built', seat, id, price, arrives > 0], ...(full ? [['cityFull', seat] as LogLine] : [])));
}

// ---- craftsman ---------------------------------------------------------------------------------

/** What a seat's board produces of each good (before the supply limits it). */
export function production(seat: Seat): GoodCounts {
  const fields = emptyGoods();
  for (const t of seat.island) if (t.kind !== 'quarry' && t.colonists > 0) fields[t.kind]++;
  const plants = emptyGoods();
  for (const b of seat.city) {
    const p = BUILDING[b.id].produces;
    if (p) plants[p] += b.colonists;
  }
  return {
    corn: fields.corn,
    indigo: Math.min(fields.indigo, plants.indigo),
    sugar: Math.min(fields.sugar, plants.sugar),
    tobacco: Math.min(fields.tobacco, plants.tobacco),
    coffee: Math.min(fields.coffee, plants.coffee),
  };
}

/** Everyone produces, the picker first; the supply may run short; the factory pays by kinds received. */
export function produceAll(s: S): S {
  const goods = { ...s.goods };
  const seats = s.seats.slice();
  const lines: LogLine[] = [];
  let pickerKinds: Good[] = [];
  for (const i of clockwise(s.picker!, s.players)) {
    const me = seats[i]!;
    const want = production(me);
    const got: [Good, number][] = [];
    const mine = { ...me.goods };
    for (const g of GOODS) {
      const n = Math.min(want[g], goods[g]);
      if (n > 0) {
        got.push([g, n]);
        goods[g] -= n;
        mine[g] += n;
      }
    }
    const factory = occupied(me, 'factory') ? FACTORY_PAY[got.length]! : 0;
    seats[i] = { ...me, goods: mine, doubloons: me.doubloons + factory };
    if (i === s.picker) pickerKinds = got.map(([g]) => g);
    lines.push(['produced', i, got, factory]);
  }
  const produced = logged({ ...s, seats, goods, produced: pickerKinds }, s, ...lines);
  return { ...produced, order: bonusOptions(produced).length > 0 ? [s.picker!] : [] };
}

/** The kinds the craftsman's privilege barrel may be: produced this phase, still in the supply. */
export const bonusOptions = (s: S): Good[] => s.produced.filter((g) => s.goods[g] > 0);

export function bonus(s: S, seat: number, good: Good): S {
  const me = s.seats[seat]!;
  return logged({
    ...s,
    seats: updateSeat(s, seat, { ...me, goods: { ...me.goods, [good]: me.goods[good] + 1 } }),
    goods: { ...s.goods, [good]: s.goods[good] - 1 },
    order: [],
  }, s, ['bonusBarrel', seat, good]);
}

// ---- trader ------------------------------------------------------------------------------------

/** The goods `seat` may sell now (one sale each, a free space, a kind not there unless an office). */
export function sellable(s: S, seat: number): Good[] {
  if (s.house.length >= 4) return [];
  const me = s.seats[seat]!;
  const office = occupied(me, 'office');
  return GOODS.filter((g) => me.goods[g] > 0 && (office || !s.house.includes(g)));
}

/** Whether `sellable` lists anything. */
function canSell(s: S, seat: number): boolean {
  if (s.house.length >= 4) return false;
  const me = s.seats[seat]!;
  const office = occupied(me, 'office');
  for (const g of GOODS) if (me.goods[g] > 0 && (office || !s.house.includes(g))) return true;
  return false;
}

/** Base price + 1 for the picker + 1 small market + 2 large market. */
export function salePrice(s: S, seat: number, good: Good): number {
  const me = s.seats[seat]!;
  return (
    PRICE[good] +
    (seat === s.picker ? 1 : 0) +
    (occupied(me, 'small_market') ? 1 : 0) +
    (occupied(me, 'large_market') ? 2 : 0)
  );
}

export function sell(s: S, seat: number, good: Good): S {
  const me = s.seats[seat]!;
  const price = salePrice(s, seat, good);
  const next: S = logged({
    ...s,
    seats: updateSeat(s, seat, { ...me, doubloons: me.doubloons + price, goods: { ...me.goods, [good]: me.goods[good] - 1 } }),
    house: [...s.house, good],
  }, s, ['sold', seat, good, price]);
  return next.house.length >= 4 ? { ...next, order: [] } : nextTurn(next);
}

/** Trader phase end: a full trading house is emptied into the supply. */
export function emptyHouse(s: S): S {
  if (s.house.length < 4) return s;
  const goods = { ...s.goods };
  for (const g of s.house) goods[g]++;
  return logged({ ...s, goods, house: [] }, s, ['houseEmptied']);
}

// ---- captain -----------------------------------------------------------------------------------

/** Whether cargo ship `k` may take good `g` (it carries g and has room, or it is empty and no other ship carries g). */
export function shipTakes(ships: Ship[], k: number, g: Good): boolean {
  const ship = ships[k]!;
  if (ship.good === g) return ship.load < ship.capacity;
  if (ship.good !== null) return false;
  return !ships.some((x) => x.good === g);
}

/**
 * The seat's legal cargo loads: for each good it has, the ship carrying it (if it has room), or the
 * empty ships that take the most of it (ties all allowed).
 */
export function cargoLoads(s: S, seat: number): { good: Good; ship: number; n: number }[] {
  const me = s.seats[seat]!;
  const out: { good: Good; ship: number; n: number }[] = [];
  for (const g of GOODS) {
    const have = me.goods[g];
    if (have === 0) continue;
    const carrying = s.ships.findIndex((x) => x.good === g);
    if (carrying >= 0) {
      const room = s.ships[carrying]!.capacity - s.ships[carrying]!.load;
      if (room > 0) out.push({ good: g, ship: carrying, n: Math.min(have, room) });
      continue;
    }
    let best = 0;
    const fits: { k: number; n: number }[] = [];
    s.ships.forEach((x, k) => {
      if (x.good !== null) return;
      const n = Math.min(have, x.capacity);
      fits.push({ k, n });
      if (n > best) best = n;
    });
    for (const f of fits) if (f.n === best) out.push({ good: g, ship: f.k, n: f.n });
  }
  return out;
}

/** Whether `cargoLoads` lists anything: a good the seat has, on its ship with room, or with an empty ship when no ship carries it. */
function canLoad(s: S, seat: number): boolean {
  const me = s.seats[seat]!;
  let empty = false;
  for (const x of s.ships) if (x.good === null) empty = true;
  for (const g of GOODS) {
    if (me.goods[g] === 0) continue;
    let carrying: Ship | null = null;
    for (const x of s.ships)
      if (x.good === g) {
        carrying = x;
        break;
      }
    if (carrying ? carrying.capacity - carrying.load > 0 : empty) return true;
  }
  return false;
}

/** The wharf: occupied, not used this phase, not passed, some barrels to ship. */
export function canWharf(s: S, seat: number): boolean {
  const me = s.seats[seat]!;
  return occupied(me, 'wharf') && !s.wharfUsed.includes(seat) && !s.passed.includes(seat) && goodsTotal(me.goods) > 0;
}

/** VP for a load of `n` barrels: 1 each, +1 once for the captain, +1 with a harbor. */
export function loadVp(s: S, seat: number, n: number): number {
  const captain = seat === s.picker && (s.captainBonus || s.options.captainBonus === 'each');
  return n + (captain ? 1 : 0) + (occupied(s.seats[seat]!, 'harbor') ? 1 : 0);
}

export function load(s: S, seat: number, good: Good, target: number | 'wharf'): S {
  const me = s.seats[seat]!;
  let ships = s.ships;
  let goods = s.goods;
  let n: number;
  let capacity = 0;
  if (target === 'wharf') {
    n = me.goods[good];
    goods = { ...goods, [good]: goods[good] + n };
  } else {
    const ship = ships[target]!;
    n = Math.min(me.goods[good], ship.capacity - ship.load);
    capacity = ship.capacity;
    ships = ships.map((x, k) => (k === target ? { ...x, good, load: x.load + n } : x));
  }
  const vp = loadVp(s, seat, n);
  const vpSupply = s.vpSupply - vp;
  const out = vpSupply <= 0 && s.vpSupply > 0;
  const next: S = logged({
    ...s,
    seats: updateSeat(s, seat, { ...me, vp: me.vp + vp, goods: { ...me.goods, [good]: me.goods[good] - n } }),
    ships,
    goods,
    vpSupply,
    end: vpSupply <= 0 ? (s.end ?? 'vp') : s.end,
    captainBonus: seat === s.picker ? false : s.captainBonus,
    wharfUsed: target === 'wharf' ? [...s.wharfUsed, seat] : s.wharfUsed,
  }, s, ['loaded', seat, good, n, target, capacity, vp], ...(out ? [['vpOut'] as LogLine] : []));
  return captainNext(next);
}

/** The captain's turn passes on around the table: the seat goes to the back of the queue. */
function captainNext(s: S): S {
  const order = s.order.slice(1);
  if (s.order.length > 0) order.push(s.order[0]!);
  return skipIdle({ ...s, order });
}

/** A seat that can only use its wharf and does not: out of the loading for this phase. */
export function captainPass(s: S, seat: number): S {
  return skipIdle(logged({ ...s, order: s.order.slice(1), passed: [...s.passed, seat] }, s, ['passed', seat, 'captain']));
}

// ---- storage -----------------------------------------------------------------------------------

/** Kinds the seat's warehouses keep whole: 1 small, 2 large, 3 both (occupied only). */
export const warehouseKinds = (seat: Seat): number =>
  (occupied(seat, 'small_warehouse') ? 1 : 0) + (occupied(seat, 'large_warehouse') ? 2 : 0);

/** The goods kept by a storage choice: whole kinds in the warehouses, one barrel of `single`. */
export function keptGoods(seat: Seat, single: Good | null, warehouse: Good[]): GoodCounts {
  const kept = emptyGoods();
  for (const g of warehouse) kept[g] = seat.goods[g];
  if (single) kept[single] += 1;
  return kept;
}

/** Every distinct legal storage choice of a seat: the warehouses filled as far as they go, then one barrel, keeping as many barrels as may be kept. */
export function storageChoices(seat: Seat): { single: Good | null; warehouse: Good[] }[] {
  const kinds = GOODS.filter((g) => seat.goods[g] > 0);
  const w = Math.min(warehouseKinds(seat), kinds.length);
  // no warehouse at work (most seats, every phase): one barrel of any kind it has, else nothing to keep
  if (w === 0) return kinds.length === 0 ? [{ single: null, warehouse: [] }] : kinds.map((single) => ({ single, warehouse: [] }));
  const out: { single: Good | null; warehouse: Good[] }[] = [];
  const totals: number[] = [];
  const seen = new Set<number>();
  const walk = (from: number, pick: Good[]) => {
    if (pick.length === w) {
      const rest = kinds.filter((g) => !pick.includes(g));
      const singles: (Good | null)[] = rest.length ? rest : [null];
      for (const single of singles) {
        const kept = keptGoods(seat, single, pick);
        // the kept counts as one number (below 2^53 for up to 1,023 barrels a kind)
        let key = 0;
        for (const g of GOODS) key = key * 1024 + kept[g];
        if (seen.has(key)) continue;
        seen.add(key);
        out.push({ single, warehouse: pick.slice() });
        totals.push(goodsTotal(kept));
      }
      return;
    }
    for (let i = from; i < kinds.length; i++) walk(i + 1, [...pick, kinds[i]!]);
  };
  walk(0, []);
  // as many barrels kept as the warehouses and the loose barrel allow
  const most = Math.max(0, ...totals);
  return out.filter((_, i) => totals[i] === most);
}

/** Storage begins: seats with one way to store do so at once; the others choose, the picker first. */
export function storageStart(s: S): S {
  const order: number[] = [];
  let next = s;
  for (const i of clockwise(s.picker!, s.players)) {
    const choices = storageChoices(next.seats[i]!);
    if (choices.length > 1) order.push(i);
    else next = store(next, i, choices[0]?.single ?? null, choices[0]?.warehouse ?? []);
  }
  return { ...next, order };
}

export function store(s: S, seat: number, single: Good | null, warehouse: Good[]): S {
  const me = s.seats[seat]!;
  const kept = keptGoods(me, single, warehouse);
  const goods = { ...s.goods };
  const lost: [Good, number][] = [];
  for (const g of GOODS) {
    const n = me.goods[g] - kept[g];
    if (n > 0) {
      goods[g] += n;
      lost.push([g, n]);
    }
  }
  const line: LogLine[] = goodsTotal(me.goods) > 0 ? [['stored', seat, lost]] : [];
  return logged({
    ...s,
    seats: updateSeat(s, seat, { ...me, goods: kept }),
    goods,
    order: s.order[0] === seat ? s.order.slice(1) : s.order,
  }, s, ...line);
}

/** Captain phase end: every full ship is unloaded into the supply. */
export function unloadShips(s: S): S {
  const goods = { ...s.goods };
  let n = 0;
  const ships = s.ships.map((x) => {
    if (x.good === null || x.load < x.capacity) return x;
    goods[x.good] += x.load;
    n++;
    return { ...x, good: null, load: 0 };
  });
  return n === 0 ? s : logged({ ...s, ships, goods }, s, ['shipsUnloaded', n]);
}

// ---- prospector, phase and round end -----------------------------------------------------------

export function prospect(s: S): S {
  const seat = s.picker!;
  const me = s.seats[seat]!;
  return logged({ ...s, seats: updateSeat(s, seat, { ...me, doubloons: me.doubloons + 1 }) }, s, ['prospected', seat]);
}

export function endPhase(s: S): S {
  return { ...s, picker: null, order: [], haciendaDrawn: false, produced: [], captainBonus: false, wharfUsed: [], passed: [], privilegeColonist: false };
}

export const roundOver = (s: S): boolean => s.picks.length >= picksPerRound(s);

/** Round end: 1 doubloon on each unpicked role, the governor card passes on. */
export function endRound(s: S): S {
  const roleMoney = { ...s.roleMoney };
  for (const r of s.roles) if (!s.picks.some((p) => p.role === r)) roleMoney[r] = (roleMoney[r] ?? 0) + 1;
  const governor = (s.governor + 1) % s.players;
  const over = s.end !== null;
  return logged({
    ...s,
    roleMoney,
    picks: [],
    governor,
    round: over ? s.round : s.round + 1,
  }, s, ['roundEnds', governor], ...(over ? [] : [['roundStarts', s.round + 1, governor] as LogLine]));
}

// ---- scoring -----------------------------------------------------------------------------------

/** A large building's game-end bonus (0 unless occupied). */
export function largeBonus(seat: Seat, id: BuildingId): number {
  if (!occupied(seat, id)) return 0;
  switch (id) {
    case 'guild_hall': {
      let n = 0;
      for (const b of seat.city) {
        const info = BUILDING[b.id];
        if (info.kind === 'production') n += info.smallProduction ? 1 : 2;
      }
      return n;
    }
    case 'residence': {
      const f = seat.island.length;
      return f <= 9 ? 4 : f - 5;
    }
    case 'fortress':
      return Math.floor(colonistsOf(seat) / 3);
    case 'customs_house':
      return Math.floor(seat.vp / 4);
    case 'city_hall':
      return seat.city.filter((b) => isViolet(b.id)).length;
    default:
      return 0;
  }
}

export function seatScore(seat: Seat): { total: number; breakdown: ScoreLine[] } {
  let buildingVp = 0;
  for (const b of seat.city) buildingVp += BUILDING[b.id].vp;
  const breakdown: ScoreLine[] = [
    { label: { zh: '運貨得到的分數標記', en: 'VP chips from shipping' }, points: seat.vp },
    { label: { zh: '建築上印的分數', en: 'points printed on buildings' }, points: buildingVp },
  ];
  for (const b of seat.city) {
    if (BUILDING[b.id].kind !== 'large') continue;
    const name = BUILDING[b.id].name;
    const pts = largeBonus(seat, b.id);
    breakdown.push({
      label: { zh: `${name.zh}的獎勵${b.colonists > 0 ? '' : '（沒有移民，不計）'}`, en: `${name.en} bonus${b.colonists > 0 ? '' : ' (unoccupied: none)'}` },
      points: pts,
    });
  }
  return { total: breakdown.reduce((a, l) => a + l.points, 0), breakdown };
}

/** Tie-break: doubloons plus barrels. */
export const tieBreak = (seat: Seat): number => seat.doubloons + goodsTotal(seat.goods);

export function scoreGame(s: S): GameResult {
  return resultOf(s.seats.map((x, i) => ({ seat: i, ...seatScore(x), tieBreak: tieBreak(x) })));
}
