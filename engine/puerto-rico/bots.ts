/**
 * Puerto Rico's bots. Both decide from `puertoRico.view(state, seat)` and the legal moves only:
 * every board, the row, the ships, the trading house, the supplies and the role money, but never
 * the face-down stack's order nor another seat's VP chips (the view gives `null` for them; only
 * the public total of chips gone from the supply is used, shared out evenly). Every rule is asked
 * of the engine's own rule helpers (`rules.ts`): prices, production, legal loads, storage, what a
 * phase does; to look ahead, a bot plays a phase on a copy of what it sees (the stack left empty,
 * others' chips at 0), with every seat following a simple greedy policy.
 *
 * Everything is valued in victory points (VP): a doubloon is worth `money` VP (more while there
 * are rounds left to build), a barrel about 1 VP (more for the dearer goods), a production chain by
 * what it makes in the rounds still to come.
 *
 * Easy: the same arrangement and storage routines, but fixed values (no sense of how far the game
 * is), the builder's best buy by printed points and a flat bonus, the captain's load that ships the
 * most barrels now, and roles picked by its own gain only.
 * Strong: stage-aware values (rounds left estimated from the colonists, the VP chips and the fullest
 * city: early production, markets, hacienda and cheap violets; factory, harbor and wharf in mid-game;
 * large buildings late, and occupied), quarries valued while there are buildings to buy, the captain
 * looking ahead through the whole loading (what it scores now, what it keeps, what the others ship
 * and lose), and roles picked by its own gain less what the others get from the same role (the
 * leader weighted most), with the doubloons on it.
 *
 * Reasons name only public things: roles, tiles, buildings, goods, ships, doubloons and points the
 * move itself makes. None names the bot's own total of VP chips.
 */
import type { Bot, BotChoice, GameBots } from '../core/bot';
import type { Bilingual } from '../core/contract';
import { a } from '../core/text';
import { argmaxSeeded, spoken } from '../core/bot-kit';
import { BUILDING, CITY_SPACES, ISLAND_SPACES, isViolet, type BuildingId } from './buildings';
import {
  affordable,
  availableRoles,
  beginRole,
  buildPrice,
  canHacienda,
  canWharf,
  captainPass,
  cargoLoads,
  circlesOf,
  citySpaces,
  colonistsOf,
  emptyBuildingCircles,
  goodsTotal,
  keptGoods,
  largeBonus,
  load,
  occupied,
  occupiedQuarries,
  owns,
  produceAll,
  production,
  salePrice,
  sell,
  sellable,
  skipIdle,
  storageChoices,
  warehouseKinds,
} from './rules';
import { FACTORY_PAY, PRICE, SETUP } from './setup-table';
import { GOOD_NAMES, ROLE_NAMES, TILE_NAMES, buildingName } from './text';
import { GOODS, type Good, type GoodCounts, type PuertoRicoMove, type PuertoRicoState, type PuertoRicoView, type Role, type Seat, type TileKind } from './types';

type Move<T extends PuertoRicoMove['type']> = Extract<PuertoRicoMove, { type: T }>;
type S = PuertoRicoState;

// ---- knobs -----------------------------------------------------------------------------------

interface Style {
  level: 'easy' | 'strong';
  /** How much the others' gain from a role counts against it (0: only its own gain). */
  rivalry: number;
  /** Stage-aware values (rounds left); without it, a fixed middle-of-the-game horizon. */
  stage: boolean;
  /** The captain looks ahead through the loading; without it, the load that ships most now. */
  lookahead: boolean;
  /** In that look-ahead, how much the others' shipping counts against a load. */
  denial: number;
  /** Scales the VP a doubloon is worth. */
  thrift: number;
  /** What a barrel held (not yet shipped or sold) is worth, as a share of its value. */
  held: number;
  /** Production runs expected per round still to come. */
  runs: number;
}

const EASY: Style = { level: 'easy', rivalry: 0, stage: false, lookahead: false, denial: 0, thrift: 1, held: 0.6, runs: 0.55 };
const STRONG: Style = { level: 'strong', rivalry: 1, stage: true, lookahead: true, denial: 0.55, thrift: 1.8, held: 0.6, runs: 0.35 };

/** Easy's flat bonus (VP) for what a building does, on top of its printed points. */
const EASY_BONUS: Readonly<Record<BuildingId, number>> = {
  small_indigo_plant: 1.5,
  small_sugar_mill: 1.5,
  indigo_plant: 2,
  sugar_mill: 2,
  tobacco_storage: 2.5,
  coffee_roaster: 3,
  small_market: 1.5,
  hacienda: 1,
  construction_hut: 0.8,
  small_warehouse: 1,
  hospice: 1.2,
  office: 1,
  large_market: 2,
  large_warehouse: 1.2,
  factory: 2,
  university: 1,
  harbor: 2,
  wharf: 2,
  guild_hall: 3,
  residence: 3,
  fortress: 3,
  customs_house: 2,
  city_hall: 3,
};

// ---- what the seat knows -----------------------------------------------------------------------

interface Ctx {
  v: PuertoRicoView;
  /** What the seat sees as a plain state: the stack left empty, others' VP chips at 0. */
  s: S;
  style: Style;
  me: number;
  /** Rounds likely still to come, this one included. */
  left: number;
  /** VP a doubloon is worth now. */
  money: number;
  /** Each seat's estimated standing (printed points + chips, others' chips estimated). */
  standing: number[];
  /** `potential` of each seat of `s`, worked out when first asked for (`potentialOf`). */
  potentials: (GoodCounts | undefined)[];
}

/** The view as a plain state the rule helpers read: no stack order (empty), others' chips at 0. */
export function stateFromView(v: PuertoRicoView): S {
  const { seat: _seat, stackSize: _n, toAct: _t, seats, ...rest } = v;
  return { ...rest, rng: [1, 2, 3, 4], stack: [], seats: seats.map((x) => ({ ...x, vp: x.vp ?? 0 })) };
}

/**
 * Rounds likely left, this one included: the soonest of the three end triggers at the pace of a
 * typical game (the colonists by the ship's refill, the VP chips by shipping, the fullest city).
 */
export function roundsLeft(v: PuertoRicoView): number {
  if (v.end !== null || v.phase === 'gameOver') return 0.5;
  const n = v.players;
  let empty = 0;
  let fullest = 0;
  for (const seat of v.seats) {
    empty += emptyBuildingCircles(seat as Seat, v.options.refill === 'violet');
    fullest = Math.max(fullest, citySpaces(seat as Seat));
  }
  const refill = Math.max(n, empty) + 1;
  const byColonists = (v.colonists + 0.5 * v.ship) / refill + 1;
  const byVp = v.vpSupply / (1.7 * n) + 1;
  const byCity = (CITY_SPACES - fullest) / 1.1 + 1;
  return Math.max(1, Math.min(byColonists, byVp, byCity));
}

function makeCtx(v: PuertoRicoView, style: Style): Ctx {
  const s = stateFromView(v);
  const left = style.stage ? roundsLeft(v) : 8;
  const money = (left >= 2.5 ? 0.5 : left >= 1.5 ? 0.35 : 0.15) * style.thrift;
  // the chips gone from the supply are public; the others' share of them is spread evenly
  const start = v.players === 5 ? v.options.vpChips : SETUP[v.players]!.vp;
  const mine = v.seats[v.seat]!.vp ?? 0;
  const othersChips = Math.max(0, start - v.vpSupply - mine) / Math.max(1, v.players - 1);
  const standing = v.seats.map((x, i) => {
    let pts = i === v.seat ? mine : othersChips;
    for (const b of x.city) pts += BUILDING[b.id].vp;
    return pts + 0.2 * x.doubloons;
  });
  return { v, s, style, me: v.seat, left, money, standing, potentials: [] };
}

// ---- values ---------------------------------------------------------------------------------------

/** VP one barrel of `g` is worth, about: shipped for a point, or sold for its price now and then. */
const barrelValue = (ctx: Ctx, g: Good): number => 0.8 + 0.25 * PRICE[g] * ctx.money;

/** Production runs still to come (a craftsman most rounds, not every one). */
const productionRuns = (ctx: Ctx): number => Math.max(0, ctx.style.runs * (ctx.left - 0.6));

/**
 * VP of one production run making `counts`: within a kind the first 2 barrels count fully, the next
 * 2 at 0.7, any more at 0.4 (one ship and one trading-house place a kind); above 6 VP, half.
 */
function runValue(ctx: Ctx, counts: GoodCounts): number {
  let t = 0;
  for (const g of GOODS) {
    const c = counts[g];
    t += barrelValue(ctx, g) * (Math.min(c, 2) + 0.7 * Math.min(Math.max(c - 2, 0), 2) + 0.4 * Math.max(c - 4, 0));
  }
  return t > 6 ? 6 + 0.5 * (t - 6) : t;
}

/** What a board could make if every plantation and circle it has were occupied. */
function potential(seat: Seat): GoodCounts {
  const fields: GoodCounts = { corn: 0, indigo: 0, sugar: 0, tobacco: 0, coffee: 0 };
  const circles: GoodCounts = { corn: 0, indigo: 0, sugar: 0, tobacco: 0, coffee: 0 };
  for (const t of seat.island) if (t.kind !== 'quarry') fields[t.kind]++;
  for (const b of seat.city) {
    const p = BUILDING[b.id].produces;
    if (p) circles[p] += BUILDING[b.id].circles;
  }
  return {
    corn: fields.corn,
    indigo: Math.min(fields.indigo, circles.indigo),
    sugar: Math.min(fields.sugar, circles.sugar),
    tobacco: Math.min(fields.tobacco, circles.tobacco),
    coffee: Math.min(fields.coffee, circles.coffee),
  };
}

/** `potential(seat)`, kept for a seat of the position the bot decides in (asked for again and again while it weighs roles and buildings). */
function potentialOf(ctx: Ctx, seat: Seat): GoodCounts {
  const i = ctx.s.seats.indexOf(seat);
  if (i < 0) return potential(seat);
  return (ctx.potentials[i] ??= potential(seat));
}

const kindsMade = (c: GoodCounts): number => GOODS.filter((g) => c[g] > 0).length;
const barrelsMade = (c: GoodCounts): number => goodsTotal(c);

/** VP per round a violet building's effect brings its (occupied) owner. */
function yieldPerRound(ctx: Ctx, seat: Seat, id: BuildingId): number {
  const made = potentialOf(ctx, seat);
  const barrels = barrelsMade(made);
  const trades = barrels > 0 ? 1 : 0.3;
  const m = ctx.money;
  switch (id) {
    case 'small_market':
      return 0.35 * m * trades;
    case 'large_market':
      return 0.7 * m * trades;
    case 'office':
      return 0.25 * m * trades;
    case 'hacienda':
      return seat.island.length < ISLAND_SPACES - 1 ? 0.2 : 0;
    case 'construction_hut':
      return ctx.v.quarries > 0 && occupiedQuarries(seat) < 3 ? 0.12 : 0.02;
    case 'small_warehouse':
      return 0.25 * Math.min(1, kindsMade(made) / 2);
    case 'large_warehouse':
      return 0.4 * Math.min(1, kindsMade(made) / 3);
    case 'hospice':
      return seat.island.length < ISLAND_SPACES ? 0.2 : 0.02;
    case 'factory':
      return FACTORY_PAY[Math.min(5, kindsMade(made) + (ctx.left > 4 ? 1 : 0))]! * 0.55 * m;
    case 'university':
      return citySpaces(seat) < CITY_SPACES - 1 ? 0.2 : 0;
    case 'harbor':
      return 1.2 * Math.min(1, barrels / 3);
    case 'wharf':
      return 1.0 * Math.min(1, barrels / 4);
    default:
      return 0;
  }
}

/** The game-end bonus a large building would likely bring (if occupied), with growth to come. */
function largeBonusExpected(ctx: Ctx, seat: Seat, id: BuildingId, seatIndex: number): number {
  const L = ctx.left;
  switch (id) {
    case 'guild_hall': {
      let n = 0;
      for (const b of seat.city) if (BUILDING[b.id].kind === 'production') n += BUILDING[b.id].smallProduction ? 1 : 2;
      return Math.min(10, n + Math.min(3, L / 3));
    }
    case 'residence': {
      const f = Math.min(ISLAND_SPACES, seat.island.length + Math.min(ISLAND_SPACES - seat.island.length, L / 2.5));
      return f <= 9 ? 4 : f - 5;
    }
    case 'fortress':
      return Math.floor((colonistsOf(seat) + 1 + 0.8 * L) / 3);
    case 'customs_house': {
      const chips = seatIndex === ctx.me ? (ctx.v.seats[seatIndex]!.vp ?? 0) : ctx.standing[seatIndex]! / 2;
      return Math.floor((chips + 1.5 * L) / 4);
    }
    case 'city_hall':
      return seat.city.filter((b) => isViolet(b.id)).length + 1 + Math.min(3, L / 3);
    default:
      return 0;
  }
}

/** Chance a new building gets a colonist soon: sure with one waiting, likelier with rounds to come. */
function occupancy(ctx: Ctx, seat: Seat): number {
  if (seat.sanJuan > 0) return 1;
  return ctx.left >= 3 ? 0.85 : ctx.left >= 1.5 ? 0.65 : 0.35;
}

/** VP a building is worth to `seatIndex` if built now (printed points and what it does). */
function buildingValue(ctx: Ctx, seatIndex: number, id: BuildingId): number {
  const seat = ctx.s.seats[seatIndex]!;
  const info = BUILDING[id];
  if (!ctx.style.stage) return info.vp + EASY_BONUS[id];
  const L = ctx.left;
  const occ = occupancy(ctx, seat);
  if (info.kind === 'production') {
    // what the board could make with it: its fields of the kind, and one more to come while there is time
    const k = info.produces!;
    const before = potentialOf(ctx, seat);
    const fields = seat.island.filter((t) => t.kind === k).length;
    let circles = 0;
    for (const b of seat.city) if (BUILDING[b.id].produces === k) circles += BUILDING[b.id].circles;
    const extraField = L > 3 ? (ctx.v.row.includes(k) ? 1 : 0.5) : 0;
    const after = { ...before, [k]: Math.max(before[k], Math.min(fields + extraField, circles + info.circles)) };
    const gain = runValue(ctx, after) - runValue(ctx, before);
    return info.vp + gain * productionRuns(ctx) * occ + (owns(seat, 'guild_hall') ? (info.smallProduction ? 1 : 2) : 0);
  }
  if (info.kind === 'large') return info.vp + largeBonusExpected(ctx, seat, id, seatIndex) * occ;
  let v = info.vp + yieldPerRound(ctx, seat, id) * Math.max(0, L - 1) * occ;
  if (owns(seat, 'city_hall')) v += 1;
  return v;
}

/** A craftsman phase comes about every other round (for placing colonists, a round's worth). */
const RUNS_PER_ROUND = 0.5;

/** VP a round of the `k`-th occupied quarry is worth: a doubloon off the building bought (about 0.6 a round). */
const quarryPerRound = (ctx: Ctx, k: number): number =>
  (ctx.left > 1.5 ? 0.6 : 0.2) * ctx.money * (k <= 2 ? 1 : k <= 3 ? 0.6 : k <= 4 ? 0.3 : 0.05);

/** VP of a quarry (the `k`-th occupied one) over the rounds still to come. */
const quarryValue = (ctx: Ctx, k: number): number => quarryPerRound(ctx, k) * Math.max(0, ctx.left - 1);

// ---- the mayor: the seat's own best arrangement -------------------------------------------------

interface Plan {
  island: number[];
  city: number[];
  value: number;
  /** Goods whose plantation and building circles are paired (for the reason). */
  pairs: Good[];
  /** Violet buildings occupied (for the reason). */
  violet: BuildingId[];
  quarries: number;
}

/** A group of circles with the value of putting 0 … cap colonists in it. */
interface Group {
  values: number[];
  kind: 'good' | 'quarry' | 'building';
  good?: Good;
  building?: number;
}

const FILL = 0.001;

/**
 * The arrangement of `n` colonists that is worth most to the seat (production pairs of plantation
 * and building, violet buildings by what they do, large ones more as the end nears, quarries early),
 * filling as many circles as can be filled, as the rule wants. Exact: a knapsack over groups.
 */
function arrangementGroups(ctx: Ctx, seat: Seat): Group[] {
  const groups: Group[] = [];
  const L = ctx.left;
  // each kind but corn: x colonists make min(x/2, pairs) pairs, any left over only fill circles
  for (const g of GOODS) {
    const fields = seat.island.filter((t) => t.kind === g).length;
    let circles = 0;
    for (const b of seat.city) if (BUILDING[b.id].produces === g) circles += BUILDING[b.id].circles;
    if (g === 'corn') circles = 0;
    const cap = fields + circles;
    if (cap === 0) continue;
    const values: number[] = [0];
    for (let x = 1; x <= cap; x++) {
      const made = g === 'corn' ? x : Math.min(Math.floor(x / 2), fields, circles);
      const counts: GoodCounts = { corn: 0, indigo: 0, sugar: 0, tobacco: 0, coffee: 0 };
      counts[g] = made;
      const used = g === 'corn' ? x : 2 * made;
      values.push(runValue(ctx, counts) * RUNS_PER_ROUND + FILL * (x - used));
    }
    groups.push({ values, kind: 'good', good: g });
  }
  const quarries = seat.island.filter((t) => t.kind === 'quarry').length;
  if (quarries > 0) {
    const values = [0];
    for (let k = 1; k <= quarries; k++) values.push(values[k - 1]! + quarryPerRound(ctx, k) + FILL);
    groups.push({ values, kind: 'quarry' });
  }
  seat.city.forEach((b, j) => {
    const info = BUILDING[b.id];
    if (info.kind === 'production') return;
    const value =
      info.kind === 'large'
        ? largeBonus({ ...seat, city: seat.city.map((x, k) => (k === j ? { ...x, colonists: 1 } : x)) }, b.id) * Math.min(1, 3 / Math.max(1, L)) + 0.05
        : yieldPerRound(ctx, seat, b.id) + FILL;
    groups.push({ values: [0, value], kind: 'building', building: j });
  });
  return groups;
}

/** How many colonists an arrangement puts in each group (the groups of `arrangementGroups`). */
function groupCounts(seat: Seat, groups: Group[], island: number[], city: number[]): number[] {
  return groups.map((gr) => {
    if (gr.kind === 'building') return city[gr.building!]!;
    let x = 0;
    seat.island.forEach((t, i) => {
      if (gr.kind === 'quarry' ? t.kind === 'quarry' : t.kind === gr.good) x += island[i]!;
    });
    if (gr.kind === 'good' && gr.good !== 'corn') seat.city.forEach((b, j) => (BUILDING[b.id].produces === gr.good ? (x += city[j]!) : 0));
    return x;
  });
}

/** What an arrangement (any, legal or not) is worth to the seat by the values `bestArrangement` maximises. */
export function arrangementValue(view: PuertoRicoView, island: number[], city: number[], level: 'easy' | 'strong' = 'strong'): number {
  const ctx = makeCtx(view, level === 'strong' ? STRONG : EASY);
  const seat = ctx.s.seats[ctx.me]!;
  const groups = arrangementGroups(ctx, seat);
  const counts = groupCounts(seat, groups, island, city);
  return groups.reduce((t, gr, g) => t + (gr.values[Math.min(counts[g]!, gr.values.length - 1)] ?? 0), 0);
}

/**
 * What the seat's best arrangement of `have` colonists is worth, and of `more`: `bestArrangement`'s
 * values, by the same knapsack (the same sums in the same order) kept to the row it ends on and
 * without the choices. A row's entry for k colonists does not depend on how many the table goes up
 * to, so one pass answers both counts.
 */
function arrangementValues(ctx: Ctx, seatIndex: number, have: number, more: number): [number, number] {
  const seat = ctx.s.seats[seatIndex]!;
  const circles = circlesOf(seat);
  const groups = arrangementGroups(ctx, seat);
  const place = Math.min(Math.max(have, more), circles);
  // next: the row of groups g+1…; row: of groups g…, each with exactly k colonists (two rows, swapped)
  let next: number[] = new Array<number>(place + 1).fill(-Infinity);
  let row: number[] = new Array<number>(place + 1);
  next[0] = 0;
  for (let g = groups.length - 1; g >= 0; g--) {
    const vals = groups[g]!.values;
    for (let k = 0; k <= place; k++) {
      row[k] = -Infinity;
      for (let x = 0; x < vals.length && x <= k; x++) {
        const rest = next[k - x]!;
        if (rest === -Infinity) continue;
        const total = vals[x]! + rest;
        if (total > row[k]! + 1e-12) row[k] = total;
      }
    }
    [next, row] = [row, next];
  }
  return [next[Math.min(have, circles)]!, next[Math.min(more, circles)]!];
}

/**
 * The mayor's worth of `have` and of `more` colonists to a seat in `view`, by the whole knapsack
 * (`bestArrangement`) and by its one-row pass (`arrangementValues`, which weighing the mayor uses): the
 * two must agree, and the tests hold them to it.
 */
export function arrangementValuesBothWays(view: PuertoRicoView, seatIndex: number, have: number, more: number): { table: [number, number]; row: [number, number] } {
  const ctx = makeCtx(view, STRONG);
  return { table: [bestArrangement(ctx, seatIndex, have).value, bestArrangement(ctx, seatIndex, more).value], row: arrangementValues(ctx, seatIndex, have, more) };
}

function bestArrangement(ctx: Ctx, seatIndex: number, n: number): Plan {
  const seat = ctx.s.seats[seatIndex]!;
  const groups = arrangementGroups(ctx, seat);
  const place = Math.min(n, circlesOf(seat));
  // best[g][k]: the most value from groups g… with exactly k colonists; choice[g][k]: colonists in group g
  const G = groups.length;
  const best: number[][] = Array.from({ length: G + 1 }, () => new Array<number>(place + 1).fill(-Infinity));
  const choice: number[][] = Array.from({ length: G + 1 }, () => new Array<number>(place + 1).fill(0));
  best[G]![0] = 0;
  for (let g = G - 1; g >= 0; g--) {
    const vals = groups[g]!.values;
    for (let k = 0; k <= place; k++) {
      for (let x = 0; x < vals.length && x <= k; x++) {
        const rest = best[g + 1]![k - x]!;
        if (rest === -Infinity) continue;
        const total = vals[x]! + rest;
        if (total > best[g]![k]! + 1e-12) {
          best[g]![k] = total;
          choice[g]![k] = x;
        }
      }
    }
  }
  const island = seat.island.map(() => 0);
  const city = seat.city.map(() => 0);
  const pairs: Good[] = [];
  const violet: BuildingId[] = [];
  let quarriesUsed = 0;
  let k = place;
  for (let g = 0; g < G; g++) {
    const x = choice[g]![k]!;
    k -= x;
    const gr = groups[g]!;
    if (x === 0) continue;
    if (gr.kind === 'building') {
      city[gr.building!] = 1;
      violet.push(seat.city[gr.building!]!.id);
    } else if (gr.kind === 'quarry') {
      let left = x;
      seat.island.forEach((t, i) => {
        if (left > 0 && t.kind === 'quarry') {
          island[i] = 1;
          left--;
        }
      });
      quarriesUsed = x;
    } else {
      const good = gr.good!;
      const tiles = seat.island.map((t, i) => (t.kind === good ? i : -1)).filter((i) => i >= 0);
      const plants = seat.city.map((b, j) => (good !== 'corn' && BUILDING[b.id].produces === good ? j : -1)).filter((j) => j >= 0);
      let circles = 0;
      for (const j of plants) circles += BUILDING[seat.city[j]!.id].circles;
      const made = good === 'corn' ? 0 : Math.min(Math.floor(x / 2), tiles.length, circles);
      let onTiles = good === 'corn' ? x : made + Math.min(x - 2 * made, tiles.length - made);
      let onCircles = x - onTiles;
      if (made > 0 || good === 'corn') pairs.push(good);
      for (const i of tiles) if (onTiles > 0) (island[i] = 1), onTiles--;
      for (const j of plants) {
        const c = Math.min(onCircles, BUILDING[seat.city[j]!.id].circles);
        city[j] = c;
        onCircles -= c;
      }
    }
  }
  return { island, city, value: best[0]![place]!, pairs, violet, quarries: quarriesUsed };
}

// ---- texts ---------------------------------------------------------------------------------------

const n1 = (x: number): string => (Math.round(x * 10) / 10).toString();
/** "1 point", "2.5 points". */
const points = (x: number): string => `${n1(x)} ${n1(x) === '1' ? 'point' : 'points'}`;
/** "corn、染料" / "corn and indigo", "corn, indigo and sugar". */
const list = (items: Bilingual[]): Bilingual => ({
  zh: items.map((i) => i.zh).join('、'),
  en: items.length > 1 ? `${items.slice(0, -1).map((i) => i.en).join(', ')} and ${items[items.length - 1]!.en}` : (items[0]?.en ?? ''),
});
const dbl = (n: number): Bilingual => ({ zh: `${n} 元`, en: `${n} doubloon${n === 1 ? '' : 's'}` });

// ---- role choice ------------------------------------------------------------------------------------

interface RoleGain {
  mine: number;
  others: number[];
  /** Other seats, in the same order as `others`. */
  who: number[];
}

/** Each seat's gain (VP) from a phase played on the copy: chips, doubloons, barrels, minus barrels lost. */
function phaseGain(ctx: Ctx, before: S, after: S, seat: number): number {
  const a = before.seats[seat]!;
  const b = after.seats[seat]!;
  let g = b.vp - a.vp + (b.doubloons - a.doubloons) * ctx.money;
  for (const good of GOODS) g += (b.goods[good] - a.goods[good]) * barrelValue(ctx, good) * ctx.style.held;
  return g;
}

/** A seat's greedy cargo load in a look-ahead: the load that ships most (the dearer kind on a tie), or the wharf if it ships more. */
function greedyLoad(s: S, seat: number): { good: Good; ship: number | 'wharf' } | null {
  const loads = cargoLoads(s, seat);
  let best: { good: Good; ship: number | 'wharf'; n: number } | null = null;
  for (const l of loads) if (!best || l.n > best.n || (l.n === best.n && PRICE[l.good] > PRICE[best.good])) best = { good: l.good, ship: l.ship, n: l.n };
  if (canWharf(s, seat)) {
    const me = s.seats[seat]!;
    let g: Good | null = null;
    for (const x of GOODS) if (me.goods[x] > 0 && (g === null || me.goods[x] > me.goods[g])) g = x;
    if (g && (!best || me.goods[g] > best.n)) return { good: g, ship: 'wharf' };
  }
  return best;
}

/** Plays the rest of a captain phase on the copy, every seat greedy; then each seat stores its best. */
function finishCaptain(ctx: Ctx, start: S): S {
  let s = start;
  let guard = 0;
  while (s.order.length > 0 && guard++ < 60) {
    const seat = s.order[0]!;
    const l = greedyLoad(s, seat);
    s = l ? load(s, seat, l.good, l.ship) : captainPass(s, seat);
  }
  // storage: everyone keeps the most valuable barrels it may
  const seats = s.seats.map((x) => ({ ...x, goods: bestStorage(ctx, x).kept }));
  return { ...s, seats };
}

/** The storage choice that keeps the most value (a kind on a ship with room next time counts a little more). */
function bestStorage(ctx: Ctx, seat: Seat): { single: Good | null; warehouse: Good[]; kept: GoodCounts; value: number } {
  let best: { single: Good | null; warehouse: Good[]; kept: GoodCounts; value: number } | null = null;
  for (const c of storageChoices(seat)) {
    const kept = keptGoods(seat, c.single, c.warehouse);
    let value = 0;
    for (const g of GOODS) {
      const onShip = ctx.s.ships.some((x) => x.good === g && x.load < x.capacity);
      value += kept[g] * (barrelValue(ctx, g) + (onShip ? 0.25 : 0) + (ctx.s.house.includes(g) ? -0.1 : 0.05));
    }
    if (!best || value > best.value + 1e-9) best = { ...c, kept, value };
  }
  return best ?? { single: null, warehouse: [], kept: { ...seat.goods }, value: 0 };
}

/** Gains for every seat if `picker` picks `role` now (the phase played on the copy where it is cheap to). */
function roleGains(ctx: Ctx, role: Role, picker: number): number[] {
  const s0 = ctx.s;
  const n = s0.players;
  const gains = new Array<number>(n).fill(0);
  const money = (s0.roleMoney[role] ?? 0) * ctx.money;
  gains[picker]! += money;
  // the seats in turn from the picker (the builder and the settler)
  const order: number[] = [];
  if (role === 'builder' || role === 'settler') for (let k = 0; k < n; k++) order.push((picker + k) % n);
  switch (role) {
    case 'prospector':
    case 'prospector2':
      gains[picker]! += ctx.money;
      break;
    case 'craftsman': {
      const s1 = produceAll(beginRole(s0, picker, role));
      for (let i = 0; i < n; i++) gains[i]! += phaseGain(ctx, s0, s1, i) - (i === picker ? money : 0);
      // the privilege barrel: the dearest kind produced
      const extra = s1.produced.filter((g) => s1.goods[g] > 0).sort((a, b) => PRICE[b] - PRICE[a])[0];
      if (extra) gains[picker]! += barrelValue(ctx, extra) * ctx.style.held;
      break;
    }
    case 'trader': {
      let s = skipIdle(beginRole(s0, picker, role));
      let guard = 0;
      while (s.order.length > 0 && s.house.length < 4 && guard++ < 10) {
        const seat = s.order[0]!;
        const opts = sellable(s, seat);
        let g: Good | null = null;
        for (const x of opts) if (g === null || salePrice(s, seat, x) > salePrice(s, seat, g)) g = x;
        if (g === null || salePrice(s, seat, g) === 0) s = skipIdle({ ...s, order: s.order.slice(1) });
        else s = sell(s, seat, g);
      }
      for (let i = 0; i < n; i++) gains[i]! += phaseGain(ctx, s0, s, i) - (i === picker ? money : 0);
      break;
    }
    case 'captain': {
      const s1 = finishCaptain(ctx, skipIdle(beginRole(s0, picker, role)));
      for (let i = 0; i < n; i++) gains[i]! += phaseGain(ctx, s0, s1, i) - (i === picker ? money : 0);
      break;
    }
    case 'builder': {
      // each seat's best net gain among what it may buy (the most, whatever order they come in)
      const sB = { ...s0, picker };
      for (const i of order) {
        let best = 0;
        for (const id of affordable(sB, i)) {
          const net = buildingValue(ctx, i, id) - buildPrice(sB, i, id) * ctx.money;
          if (net > best) best = net;
        }
        gains[i]! += best;
      }
      break;
    }
    case 'settler': {
      const row = s0.row.slice();
      for (const i of order) {
        const seat = s0.seats[i]!;
        if (seat.island.length >= ISLAND_SPACES) continue;
        let best = 0;
        let pick = -1;
        row.forEach((g, k) => {
          const v = tileValue(ctx, i, g);
          if (v > best) (best = v), (pick = k);
        });
        const quarry = s0.quarries > 0 && (i === picker || occupied(seat, 'construction_hut')) ? tileValue(ctx, i, 'quarry') : 0;
        if (quarry > best) best = quarry;
        else if (pick >= 0) row.splice(pick, 1);
        if (occupied(seat, 'hacienda') && seat.island.length < ISLAND_SPACES - 1) best += 0.4;
        gains[i]! += best;
      }
      break;
    }
    case 'mayor': {
      const counts = new Array<number>(n).fill(0);
      for (let k = 0; k < s0.ship; k++) counts[(picker + k) % n]!++;
      if (s0.colonists > 0) counts[picker]!++;
      for (let i = 0; i < n; i++) {
        if (counts[i] === 0) continue;
        const have = colonistsOf(s0.seats[i]!);
        const L = Math.max(1, ctx.left - 0.5);
        const [now, later] = arrangementValues(ctx, i, have, have + counts[i]!);
        gains[i]! += (later - now) * L;
      }
      break;
    }
  }
  return gains;
}

/** VP an island tile is worth to a seat: a plantation by the production it completes, a quarry by the discounts to come. */
function tileValue(ctx: Ctx, seatIndex: number, kind: TileKind): number {
  const seat = ctx.s.seats[seatIndex]!;
  if (seat.island.length >= ISLAND_SPACES) return 0;
  const hospice = occupied(seat, 'hospice') ? 0.6 : 0;
  const residence = owns(seat, 'residence') && seat.island.length >= 9 ? 1 : 0;
  if (kind === 'quarry') {
    const q = seat.island.filter((t) => t.kind === 'quarry').length;
    return quarryValue(ctx, q + 1) * (ctx.style.stage ? 1 : 0.6) + hospice + residence + 0.1;
  }
  if (!ctx.style.stage) {
    const fields = seat.island.filter((t) => t.kind === kind).length;
    const circles = seat.city.reduce((a, b) => a + (BUILDING[b.id].produces === kind ? BUILDING[b.id].circles : 0), 0);
    return (kind === 'corn' ? 1 : circles > fields ? 2 : 0.5 + 0.1 * PRICE[kind]) + hospice;
  }
  const before = potentialOf(ctx, seat);
  const after = potential({ ...seat, island: [...seat.island, { kind, colonists: 0 }] });
  let gain = (runValue(ctx, after) - runValue(ctx, before)) * productionRuns(ctx) * occupancy(ctx, seat);
  // a field for a building still to come
  if (kind !== 'corn' && after[kind] === before[kind]) gain += barrelValue(ctx, kind) * 0.12 * productionRuns(ctx);
  return gain + hospice + residence + 0.05;
}

function scoreRole(ctx: Ctx, gains: number[]): { score: number; mine: number; most: number } {
  const mine = gains[ctx.me]!;
  const others: number[] = [];
  const leader = ctx.standing.reduce((b, x, i) => (i !== ctx.me && (b < 0 || x > ctx.standing[b]!) ? i : b), -1);
  for (let i = 0; i < gains.length; i++) if (i !== ctx.me) others.push(gains[i]! * (i === leader ? 1.4 : 1));
  if (others.length === 0) return { score: mine, mine, most: 0 };
  const max = Math.max(...others);
  const avg = others.reduce((a, b) => a + b, 0) / others.length;
  const rivalry = ctx.style.rivalry * (ctx.v.players === 2 ? 1.5 : 1);
  return { score: mine - rivalry * (0.6 * max + 0.4 * avg), mine, most: Math.max(0, ...gains.filter((_, i) => i !== ctx.me)) };
}

const ROLE_WHY: Readonly<Record<Role, Bilingual>> = {
  settler: { zh: '我能拿到一塊有用的島區板塊', en: 'I can take an island tile I need' },
  mayor: { zh: '我有空的圓圈等著移民', en: 'I have empty circles waiting for colonists' },
  builder: { zh: '我有一棟值得蓋的建築，特權便宜 1 元', en: 'I have a building worth buying, 1 doubloon cheaper with the privilege' },
  craftsman: { zh: '我的生產鏈能做出貨物，還多拿 1 個', en: 'my production chains make barrels, and I take one more' },
  trader: { zh: '我有貨物可以賣到好價錢', en: 'I have a barrel to sell at a good price' },
  captain: { zh: '我能運貨得分，還有船長多給的 1 分', en: 'I can ship for points, with the captain’s extra point' },
  prospector: { zh: '它只給我錢，對手什麼都拿不到', en: 'it pays me and gives the others nothing' },
  prospector2: { zh: '它只給我錢，對手什麼都拿不到', en: 'it pays me and gives the others nothing' },
};

function choosePick(ctx: Ctx, legal: Move<'pickRole'>[], seed: number): BotChoice<PuertoRicoMove> {
  const scored = legal.map((m) => scoreRole(ctx, roleGains(ctx, m.role, ctx.me)));
  const i = argmaxSeeded(scored.map((x) => x.score), seed, 1e-6);
  const move = legal[i]!;
  const sc = scored[i]!;
  const money = ctx.v.roleMoney[move.role] ?? 0;
  const coins = money > 0 ? { zh: `，並拿走卡上的 ${money} 元`, en: `, taking the ${dbl(money).en} on it` } : { zh: '', en: '' };
  // a role taken for what it keeps from the others rather than for what it brings
  const why =
    sc.mine <= 0.05
      ? { zh: '其他角色對對手更有利，這張對我損失最小', en: 'every other role helps the others more, and this one costs me least' }
      : ROLE_WHY[move.role];
  const tail =
    ctx.style.rivalry > 0
      ? { zh: `（我約得 ${n1(sc.mine)} 分，對手最多約 ${n1(sc.most)} 分）`, en: ` (about ${points(sc.mine)} for me, at most ${n1(sc.most)} for a rival)` }
      : { zh: `（我約得 ${n1(sc.mine)} 分）`, en: ` (about ${points(sc.mine)} for me)` };
  return {
    move,
    reason: {
      zh: `我選${ROLE_NAMES[move.role].zh}${coins.zh}：${why.zh}${tail.zh}。`,
      en: `I pick the ${ROLE_NAMES[move.role].en}${coins.en}: ${why.en}${tail.en}.`,
    },
  };
}

// ---- settler ---------------------------------------------------------------------------------------

function chooseSettle(ctx: Ctx, legal: PuertoRicoMove[], seed: number): BotChoice<PuertoRicoMove> {
  const me = ctx.s.seats[ctx.me]!;
  const hacienda = legal.find((m) => m.type === 'hacienda');
  // the hacienda's free tile first, while there is room for it and the tile to choose
  if (hacienda && canHacienda(ctx.s, ctx.me) && me.island.length <= ISLAND_SPACES - 2)
    return {
      move: hacienda,
      reason: {
        zh: '我先用大莊園抽一塊背面朝上的種植園：島上多一塊免費的板塊，之後還能照常拿一塊。',
        en: 'I first draw a face-down plantation with my hacienda: a free tile for my island, and I still take my usual one.',
      },
    };
  const scores = legal.map((m) => {
    if (m.type !== 'settle') return m.type === 'pass' ? 0 : -1;
    return tileValue(ctx, ctx.me, m.tile === 'quarry' ? 'quarry' : ctx.v.row[m.tile]!);
  });
  const i = argmaxSeeded(scores, seed, 1e-6);
  const move = legal[i]!;
  if (move.type !== 'settle')
    return { move, reason: { zh: '這次我不拿板塊：沒有一塊對我有用。', en: 'I take no tile this time: none of them is of use to me.' } };
  const kind: TileKind = move.tile === 'quarry' ? 'quarry' : ctx.v.row[move.tile]!;
  const name = TILE_NAMES[kind];
  let why: Bilingual;
  if (kind === 'quarry') why = { zh: '之後每棟建築都能便宜一點', en: 'it makes every building after this cheaper' };
  else if (kind === 'corn') why = { zh: '玉米不需要建築就能生產', en: 'corn needs no building to produce' };
  else {
    const fields = me.island.filter((t) => t.kind === kind).length;
    const circles = me.city.reduce((a, b) => a + (BUILDING[b.id].produces === kind ? BUILDING[b.id].circles : 0), 0);
    why =
      circles > fields
        ? { zh: `我的${GOOD_NAMES[kind].zh}建築還有空的圓圈，正好配成一條生產鏈`, en: `my ${GOOD_NAMES[kind].en} building has a circle free for it, a production chain` }
        : { zh: `翻開的板塊裡它最有用，可以配之後要蓋的${GOOD_NAMES[kind].zh}建築`, en: `it is the most useful tile in the row, for ${a(GOOD_NAMES[kind].en)} building to come` };
  }
  return { move, reason: { zh: `我拿${name.zh}：${why.zh}。`, en: `I take the ${name.en}: ${why.en}.` } };
}

// ---- mayor ---------------------------------------------------------------------------------------

function chooseArrange(ctx: Ctx, legal: Move<'arrange'>[]): BotChoice<PuertoRicoMove> {
  const me = ctx.s.seats[ctx.me]!;
  const n = colonistsOf(me);
  const plan = bestArrangement(ctx, ctx.me, n);
  const move: PuertoRicoMove = { type: 'arrange', seat: ctx.me, island: plan.island, city: plan.city };
  const placed = plan.island.reduce((a, b) => a + b, 0) + plan.city.reduce((a, b) => a + b, 0);
  const parts: Bilingual[] = [];
  if (plan.pairs.length) parts.push({ zh: `${list(plan.pairs.map((g) => GOOD_NAMES[g])).zh}的生產鏈`, en: `the ${list(plan.pairs.map((g) => GOOD_NAMES[g])).en} production` });
  if (plan.violet.length) parts.push(list(plan.violet.map((b) => buildingName(b))));
  if (plan.quarries) parts.push({ zh: `${plan.quarries} 座採石場`, en: `${plan.quarries} quarr${plan.quarries === 1 ? 'y' : 'ies'}` });
  const what = parts.length ? list(parts) : { zh: '能放的圓圈', en: 'the circles I have' };
  void legal;
  return {
    move,
    reason:
      placed === 0
        ? { zh: '我沒有移民可以安排。', en: 'I have no colonists to place.' }
        : {
            zh: `我把 ${placed} 位移民放在最有用的地方：${what.zh}${placed < n ? `，${n - placed} 位在中轉區等待` : ''}。`,
            en: `I put my ${placed === 1 ? '1 colonist where it does' : `${placed} colonists where they do`} most: ${what.en}${placed < n ? `; ${n - placed} ${n - placed === 1 ? 'waits' : 'wait'} in San Juan` : ''}.`,
          },
  };
}

// ---- builder ---------------------------------------------------------------------------------------

function chooseBuild(ctx: Ctx, legal: PuertoRicoMove[], seed: number): BotChoice<PuertoRicoMove> {
  const me = ctx.s.seats[ctx.me]!;
  const scores = legal.map((m) => {
    if (m.type !== 'build') return 0;
    const price = buildPrice(ctx.s, ctx.me, m.building);
    let s = buildingValue(ctx, ctx.me, m.building) - price * (ctx.style.stage ? ctx.money : 0.4);
    // filling the city ends the game: only when it is worth it
    if (ctx.style.stage && citySpaces(me) + BUILDING[m.building].size >= CITY_SPACES) {
      const lead = ctx.standing[ctx.me]! - Math.max(...ctx.standing.filter((_, i) => i !== ctx.me));
      s += lead > 0 ? 1 : -1;
    }
    return s;
  });
  const i = argmaxSeeded(scores, seed, 1e-6);
  const move = legal[i]!;
  if (move.type !== 'build')
    return { move, reason: { zh: '這次我不蓋：付得起的建築都不值那個價錢。', en: 'I do not build this time: nothing I can afford is worth its price.' } };
  const price = buildPrice(ctx.s, ctx.me, move.building);
  const name = buildingName(move.building);
  const v = buildingValue(ctx, ctx.me, move.building);
  return {
    move,
    reason: ctx.style.stage
      ? {
          zh: `我花 ${price} 元蓋${name.zh}：在這個階段它對我約值 ${n1(v)} 分。`,
          en: `I build the ${name.en} for ${dbl(price).en}: at this stage it is worth about ${n1(v)} points to me.`,
        }
      : {
          zh: `我花 ${price} 元蓋${name.zh}：付得起的建築裡它最划算。`,
          en: `I build the ${name.en} for ${dbl(price).en}: of what I can afford it is the best buy.`,
        },
  };
}

// ---- craftsman, trader ----------------------------------------------------------------------------

function chooseBonus(ctx: Ctx, legal: PuertoRicoMove[], seed: number): BotChoice<PuertoRicoMove> {
  const scores = legal.map((m) => (m.type === 'bonus' ? barrelValue(ctx, m.good) + (ctx.s.house.includes(m.good) ? 0 : 0.05 * PRICE[m.good]) : -1));
  const move = legal[argmaxSeeded(scores, seed, 1e-6)]!;
  if (move.type !== 'bonus') return { move, reason: { zh: '沒有可以多拿的貨物。', en: 'There is no extra barrel to take.' } };
  const good = GOOD_NAMES[move.good];
  return {
    move,
    reason:
      legal.filter((m) => m.type === 'bonus').length === 1
        ? { zh: `我多拿 1 個${good.zh}：這是我能多拿的唯一一種。`, en: `I take 1 more ${good.en}: the only kind I may take.` }
        : { zh: `我多拿 1 個${good.zh}：這是我生產的貨物裡最值錢的。`, en: `I take 1 more ${good.en}: the most valuable of the goods I produced.` },
  };
}

function chooseSell(ctx: Ctx, legal: PuertoRicoMove[], seed: number): BotChoice<PuertoRicoMove> {
  const me = ctx.s.seats[ctx.me]!;
  const scores = legal.map((m) => {
    if (m.type !== 'sell') return 0;
    const price = salePrice(ctx.s, ctx.me, m.good);
    if (price === 0) return -0.1;
    // a sale turns a barrel into doubloons; a kind held in numbers is the one to sell
    return price * (ctx.style.stage ? ctx.money : 0.5) - barrelValue(ctx, m.good) * 0.3 + 0.02 * me.goods[m.good];
  });
  const move = legal[argmaxSeeded(scores, seed, 1e-6)]!;
  if (move.type !== 'sell') {
    const paid = legal.some((m) => m.type === 'sell' && salePrice(ctx.s, ctx.me, m.good) > 0);
    return {
      move,
      reason: paid
        ? { zh: '我不賣：到了這個時候，貨物運上船比賣掉換的錢更值得。', en: 'I do not sell: this late, a barrel is worth more shipped than the doubloons it would bring.' }
        : { zh: '我不賣：能賣的貨物換不到錢。', en: 'I do not sell: no barrel I may sell brings any money.' },
    };
  }
  const price = salePrice(ctx.s, ctx.me, move.good);
  return {
    move,
    reason: {
      zh: `我賣 1 個${GOOD_NAMES[move.good].zh}，得到 ${price} 元：這是我能賣到最好的價錢。`,
      en: `I sell 1 ${GOOD_NAMES[move.good].en} for ${dbl(price).en}: the best price I can get.`,
    },
  };
}

// ---- captain and storage --------------------------------------------------------------------------

/** Value of a captain-phase move for the seat: its points and kept barrels after the whole loading, less the others' gains. */
function captainValue(ctx: Ctx, m: Move<'load'> | Move<'pass'>): number {
  const s0 = ctx.s;
  const s1 = m.type === 'load' ? load(s0, ctx.me, m.good, m.ship) : captainPass(s0, ctx.me);
  const end = finishCaptain(ctx, s1);
  let others = 0;
  for (let i = 0; i < s0.players; i++) if (i !== ctx.me) others += phaseGain(ctx, s0, end, i);
  return phaseGain(ctx, s0, end, ctx.me) + shipsLeft(end, ctx.me) - (ctx.style.denial * others) / Math.max(1, s0.players - 1);
}

/**
 * The ships a captain phase leaves behind, as the seat sees them: a ship still part loaded with a
 * kind it makes is room for its next shipment; with a kind it does not make, room lost to it.
 * (Full ships are unloaded and start empty.)
 */
function shipsLeft(end: S, seat: number): number {
  const made = potential(end.seats[seat]!);
  let v = 0;
  for (const x of end.ships) {
    if (x.good === null || x.load >= x.capacity) continue;
    const room = x.capacity - x.load;
    v += made[x.good] > 0 ? 0.1 * Math.min(room, made[x.good]) : -0.08 * room;
  }
  return v;
}

function shipName(ctx: Ctx, ship: number | 'wharf'): Bilingual {
  if (ship === 'wharf') return { zh: '從我的碼頭運走', en: 'from my wharf' };
  const cap = ctx.v.ships[ship]!.capacity;
  return { zh: `裝上 ${cap} 格的貨船`, en: `on the ${cap}-hold ship` };
}

function chooseLoad(ctx: Ctx, legal: PuertoRicoMove[], seed: number): BotChoice<PuertoRicoMove> {
  const me = ctx.s.seats[ctx.me]!;
  const amount = (m: Move<'load'>): number =>
    m.ship === 'wharf' ? me.goods[m.good] : Math.min(me.goods[m.good], ctx.v.ships[m.ship]!.capacity - ctx.v.ships[m.ship]!.load);
  const scores = legal.map((m) => {
    if (m.type !== 'load' && m.type !== 'pass') return -Infinity;
    if (ctx.style.lookahead) return captainValue(ctx, m);
    if (m.type === 'pass') return 0;
    // easy: the most barrels now, the wharf only to save barrels that have no ship
    return m.ship === 'wharf' ? amount(m) - 0.5 : amount(m) + 0.01 * PRICE[m.good];
  });
  const move = legal[argmaxSeeded(scores, seed, 1e-6)]!;
  if (move.type === 'pass')
    return { move, reason: { zh: '我先不用碼頭：留到之後更划算。', en: 'I keep my wharf for later: it ships more then.' } };
  if (move.type !== 'load') return { move, reason: { zh: '這是唯一能做的一步。', en: 'This is the only move there is.' } };
  const n = amount(move);
  const where = shipName(ctx, move.ship);
  const good = GOOD_NAMES[move.good];
  const most = Math.max(0, ...legal.map((m) => (m.type === 'load' ? amount(m) : 0)));
  const onShip = cargoLoads(ctx.s, ctx.me).some((l) => l.good === move.good);
  const why: Bilingual =
    move.ship === 'wharf'
      ? onShip
        ? { zh: '碼頭一次運走全部，比貨船裝得下的還多', en: 'the wharf takes them all, more than a cargo ship has room for' }
        : { zh: '沒有貨船能載它們，不運就會在存貨時丟掉', en: 'no cargo ship can take them, and they would be lost at storage' }
      : n < most
        ? { zh: '現在運得少一點，但整個裝貨下來我得分更多，大船也留給之後的貨', en: 'fewer now, but over the whole loading I score more and keep the bigger ships for later' }
        : { zh: '這樣我現在運走的貨物最多', en: 'it ships the most barrels I can now' };
  return {
    move,
    reason: { zh: `我把 ${n} 個${good.zh}${where.zh}：${why.zh}。`, en: `I ship ${n} ${good.en} ${where.en}: ${why.en}.` },
  };
}

function chooseStore(ctx: Ctx, legal: Move<'store'>[], seed: number): BotChoice<PuertoRicoMove> {
  const me = ctx.s.seats[ctx.me]!;
  const best = bestStorage(ctx, me);
  const key = (single: Good | null, warehouse: Good[]) => GOODS.map((g) => keptGoods(me, single, warehouse)[g]).join(',');
  const want = key(best.single, best.warehouse);
  const found = legal.filter((m) => key(m.single, m.warehouse) === want);
  const move = found.length ? found[seed % found.length]! : legal[0]!;
  const kept = keptGoods(me, move.single, move.warehouse);
  const names = GOODS.filter((g) => kept[g] > 0).map((g) => GOOD_NAMES[g]);
  const one = goodsTotal(kept) === 1;
  return {
    move,
    reason: names.length
      ? {
          zh: `我留下${list(names).zh}：能留的貨物裡${one ? '它' : '它們'}最值錢。`,
          en: `I keep my ${list(names).en}: the most valuable ${one ? 'barrel' : 'barrels'} I may keep.`,
        }
      : { zh: '我沒有貨物可留。', en: 'I have no barrels to keep.' },
  };
}

// ---- the decision ---------------------------------------------------------------------------------

function decide(style: Style, view: PuertoRicoView, legal: PuertoRicoMove[], seed: number): BotChoice<PuertoRicoMove> {
  const first = legal[0];
  if (!first) throw new Error('no legal move');
  const ctx = makeCtx(view, style);
  switch (view.phase) {
    case 'pickRole':
      return choosePick(ctx, legal as Move<'pickRole'>[], seed);
    case 'settler':
      return chooseSettle(ctx, legal, seed);
    case 'mayor':
      return chooseArrange(ctx, legal as Move<'arrange'>[]);
    case 'builder':
      return chooseBuild(ctx, legal, seed);
    case 'craftsman':
      return chooseBonus(ctx, legal, seed);
    case 'trader':
      return chooseSell(ctx, legal, seed);
    case 'captain':
      return chooseLoad(ctx, legal, seed);
    case 'storage':
      return chooseStore(ctx, legal as Move<'store'>[], seed);
    default:
      return { move: first, reason: { zh: '這是唯一能做的一步。', en: 'This is the only move there is.' } };
  }
}

export const easyBot: Bot<PuertoRicoView, PuertoRicoMove> = {
  level: 'easy',
  choose: (view, legal, seed) => spoken(decide(EASY, view, legal, seed)),
};

export const strongBot: Bot<PuertoRicoView, PuertoRicoMove> = {
  level: 'strong',
  choose: (view, legal, seed) => spoken(decide(STRONG, view, legal, seed)),
};

export const puertoRicoBots: GameBots<PuertoRicoView, PuertoRicoMove> = { easy: easyBot, strong: strongBot };

/** A strong bot with some knobs changed (for comparisons and tuning). */
export function tunedStrongBot(changes: Partial<Omit<Style, 'level'>>): Bot<PuertoRicoView, PuertoRicoMove> {
  const style = { ...STRONG, ...changes };
  return { level: 'strong', choose: (view, legal, seed) => spoken(decide(style, view, legal, seed)) };
}
