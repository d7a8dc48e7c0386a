/**
 * Santiago's bots. Both decide from `santiago.view(state, seat)` and the legal moves only.
 *
 * Shared model: every plantation gets a chance of being watered before it dries out, from how many
 * canals its nearest thick side is away from the network and how many canal-building rounds are
 * left. From that, each field's expected size and each seat's expected markers give an expected
 * field income per seat; with (estimated) cash that is an expected final score per seat.
 * Others' cash is hidden in the view, but every payment is public, so it is rebuilt from the log.
 *
 * Both count a canal's new planting spots as a gain shared by the table, build a canal for 1 when
 * nobody bribed (a round without one leaves the network short), and spend the extra canal when it
 * saves a plantation's last marker or in the last rounds.
 *
 * Easy: greedy on its own expected score, with fields expected to grow into the room beside them;
 * simple bid and bribe rules (a share of what the best tile or canal is worth to it).
 * Strong: weighs its gain against its rivals' (the leader most), predicts the choosing order when
 * bidding (who picks what before it), and predicts the overseer's answer when bribing.
 */
import type { Bilingual } from '../core/contract';
import { a } from '../core/text';
import type { Bot, BotChoice, GameBots } from '../core/bot';
import { mixHash, spoken, unitNoise } from '../core/bot-kit';
import {
  PLOT_COUNT,
  PLOT_SEGMENTS,
  POINT_COUNT,
  SEGMENT_COUNT,
  SEGMENT_ENDS,
  SIDE_NEIGHBOURS,
  plotAt,
  plotIndex,
  pointIndex,
  segmentIndex,
  segmentKey,
  segmentPlots,
  springPlots,
} from './board';
import { cashFromLog } from './ledger';
import { CROP_NAMES } from './tiles';
import type { Crop, Plantation, Plot, SantiagoMove, SantiagoView, Segment, Tile } from './types';

// ---- cash estimate from public information ------------------------------------------------------

/**
 * Every seat's cash as far as this seat can know it: its own and any shown cash exactly; the rest
 * rebuilt from the public log (`ledger.ts`). If the log does not reach back to the start (a loaded
 * position), a hidden cash is guessed as equal to the seat's own.
 */
export function estimateMoney(v: SantiagoView): number[] {
  const shown = v.money;
  if (shown.every((m) => m !== null)) return shown as number[];
  const cash = cashFromLog(v);
  const own = shown[v.seat] ?? 0;
  return shown.map((m, s) => (m !== null ? m : cash ? Math.max(0, cash[s]!) : own));
}

// ---- water model --------------------------------------------------------------------------------

/** Chance that a plot one canal away from the network is watered in a given building round. */
const HIT = 0.35;
/** Each further canal of distance multiplies the chance by this. */
const FAR = 0.55;
const UNREACHABLE = 99;

/** Per plot: 0 if a canal lies on one of its sides, else the fewest canals that would water it. */
export function plotDistances(spring: { x: number; y: number } | null, built: readonly boolean[]): Uint8Array {
  const out = new Uint8Array(PLOT_COUNT).fill(UNREACHABLE);
  if (!spring) return out;
  const pd = new Array<number>(POINT_COUNT).fill(UNREACHABLE);
  pd[pointIndex(spring)] = 0;
  for (let i = 0; i < SEGMENT_COUNT; i++)
    if (built[i]) {
      const [a, b] = SEGMENT_ENDS[i]!;
      pd[a] = 0;
      pd[b] = 0;
    }
  // tiny graph: relax until stable
  for (let pass = 0; pass < POINT_COUNT; pass++) {
    let changed = false;
    for (let i = 0; i < SEGMENT_COUNT; i++) {
      const [a, b] = SEGMENT_ENDS[i]!;
      const w = built[i] ? 0 : 1;
      if (pd[a]! + w < pd[b]!) {
        pd[b] = pd[a]! + w;
        changed = true;
      }
      if (pd[b]! + w < pd[a]!) {
        pd[a] = pd[b]! + w;
        changed = true;
      }
    }
    if (!changed) break;
  }
  const segDist = (i: number): number => {
    if (built[i]) return 0;
    const [a, b] = SEGMENT_ENDS[i]!;
    return 1 + Math.min(pd[a]!, pd[b]!);
  };
  for (let p = 0; p < PLOT_COUNT; p++) {
    const [h, v] = PLOT_SEGMENTS[p]!;
    out[p] = Math.min(UNREACHABLE, segDist(h), segDist(v));
  }
  return out;
}

/**
 * Survival chance S and expected scoring markers E of a plantation with `m` markers (palm adds one
 * while a marker is left) at water distance `d`, with `left` canal-building rounds to come. A dry
 * tile loses one marker per drought and turns to desert at the drought after its last marker.
 */
export function outlook(d: number, m: number, palm: boolean, left: number): [number, number] {
  if (d === 0) return [1, m > 0 ? m + (palm ? 1 : 0) : 0];
  if (left <= 0 || d > left) return [0, 0];
  let s = 0;
  let e = 0;
  const reach = Math.pow(FAR, d - 1);
  const last = Math.min(left, m + 1);
  for (let j = d; j <= last; j++) {
    const p = reach * HIT * Math.pow(1 - HIT, j - d);
    s += p;
    const kept = m - (j - 1);
    if (kept > 0) e += p * (kept + (palm ? 1 : 0));
  }
  return [s, e];
}

// ---- board model --------------------------------------------------------------------------------

interface FieldAgg {
  crop: Crop;
  /** Expected surviving size. */
  size: number;
  /** Per seat: Σ E_i and Σ E_i·S_i over the seat's plantations in the field. */
  a: number[];
  b: number[];
  /** Empty plots near water beside the field: room for it to grow. */
  room: number;
}

interface Model {
  n: number;
  /** Building rounds left counting the current one (when its canal is still to come). */
  left: number;
  dist: Uint8Array;
  grid: Int16Array;
  plantations: readonly Plantation[];
  fieldOf: Int16Array;
  fields: FieldAgg[];
  /** Expected field income per seat. */
  income: number[];
  palms: Set<number>;
  /** Expected later growth per plot of room (0 = fields are valued as they stand). */
  growPerRoom: number;
}

/** Fields are expected to grow by a few plots while rounds remain; each plot of room counts a little. */
const MAX_ROOM = 3;
const growth = (m: { growPerRoom: number }, room: number): number => m.growPerRoom * Math.min(room, MAX_ROOM);
const fieldValue = (m: Model, f: FieldAgg, seat: number): number => f.a[seat]! * (1 + f.size + growth(m, f.room)) - f.b[seat]!;

/** Empty side neighbours of a plot that are at most two canals from water. */
function roomAround(grid: Int16Array, dist: Uint8Array, at: number): number {
  let k = 0;
  for (const nb of SIDE_NEIGHBOURS[at]!) if (grid[nb]! < 0 && dist[nb]! <= 2) k++;
  return k;
}

function buildModel(
  plantations: readonly Plantation[],
  dist: Uint8Array,
  left: number,
  n: number,
  palms: readonly Plot[],
  growWeight: number,
  rounds: number,
): Model {
  const grid = new Int16Array(PLOT_COUNT).fill(-1);
  plantations.forEach((p, i) => (grid[plotIndex(p)] = i));
  const fieldOf = new Int16Array(plantations.length).fill(-1);
  const fields: FieldAgg[] = [];
  for (let i = 0; i < plantations.length; i++) {
    const p0 = plantations[i]!;
    if (p0.desert || fieldOf[i] !== -1) continue;
    const f: FieldAgg = { crop: p0.tile.crop, size: 0, a: new Array(n).fill(0), b: new Array(n).fill(0), room: 0 };
    const id = fields.length;
    fields.push(f);
    const stack = [i];
    fieldOf[i] = id;
    while (stack.length) {
      const k = stack.pop()!;
      const p = plantations[k]!;
      const [s, e] = outlook(dist[plotIndex(p)]!, p.owner === null ? 0 : p.markers, p.palm, left);
      f.size += s;
      f.room += roomAround(grid, dist, plotIndex(p));
      if (p.owner !== null && e > 0) {
        f.a[p.owner]! += e;
        f.b[p.owner]! += e * s;
      }
      for (const nb of SIDE_NEIGHBOURS[plotIndex(p)]!) {
        const j = grid[nb]!;
        if (j < 0 || fieldOf[j] !== -1) continue;
        const q = plantations[j]!;
        if (q.desert || q.tile.crop !== f.crop) continue;
        fieldOf[j] = id;
        stack.push(j);
      }
    }
  }
  const growPerRoom = growWeight * Math.min(1, Math.max(0, left - 1) / Math.max(1, rounds / 2));
  const model: Model = { n, left, dist, grid, plantations, fieldOf, fields, income: [], palms: new Set(palms.map(plotIndex)), growPerRoom };
  const income = new Array<number>(n).fill(0);
  for (const f of fields) for (let s = 0; s < n; s++) income[s]! += fieldValue(model, f, s);
  model.income = income;
  return model;
}

/** Change of every seat's expected field income if `tile` is laid on empty plot `at` with `markers` of `owner`. */
function plantDelta(m: Model, crop: Crop, at: number, owner: number | null, markers: number, out: number[]): number[] {
  out.fill(0);
  const palm = m.palms.has(at);
  const [s, e] = outlook(m.dist[at]!, owner === null ? 0 : markers, palm, m.left);
  let size = s;
  const seen: number[] = [];
  for (const nb of SIDE_NEIGHBOURS[at]!) {
    const j = m.grid[nb]!;
    if (j < 0) continue;
    const q = m.plantations[j]!;
    if (q.desert || q.tile.crop !== crop) continue;
    const f = m.fieldOf[j]!;
    if (seen.includes(f)) continue;
    seen.push(f);
  }
  let room = roomAround(m.grid, m.dist, at);
  for (const f of seen) {
    size += m.fields[f]!.size;
    room += m.fields[f]!.room - 1;
  }
  const grow = growth(m, room);
  for (let seat = 0; seat < m.n; seat++) {
    let a = 0;
    let b = 0;
    let before = 0;
    for (const f of seen) {
      const fa = m.fields[f]!;
      a += fa.a[seat]!;
      b += fa.b[seat]!;
      before += fieldValue(m, fa, seat);
    }
    if (owner === seat && e > 0) {
      a += e;
      b += e * s;
    }
    out[seat] = a * (1 + size + grow) - b - before;
  }
  return out;
}

/** Everything a decision needs, computed once per choice. */
interface Ctx {
  v: SantiagoView;
  me: number;
  n: number;
  cash: number[];
  built: boolean[];
  model: Model;
  /** Building rounds left once this round's canal has been decided. */
  leftAfter: number;
  /** Estimated final score per seat (cash + expected field income). */
  score: number[];
  growWeight: number;
}

function buildingRoundsLeft(v: SantiagoView): number {
  return v.rounds - v.round + 1;
}

function makeCtx(v: SantiagoView, growWeight: number): Ctx {
  const n = v.players;
  const built = new Array<boolean>(SEGMENT_COUNT).fill(false);
  for (const c of v.canals) built[segmentIndex(c)] = true;
  const dist = plotDistances(v.spring, built);
  const left = buildingRoundsLeft(v);
  const model = buildModel(v.plantations, dist, left, n, v.palms, growWeight, v.rounds);
  const cash = estimateMoney(v);
  const score = cash.map((c, s) => c + model.income[s]!);
  return { v, me: v.seat, n, cash, built, model, leftAfter: left - 1, score, growWeight };
}

/**
 * Every seat's final score as the strong bot expects it from this view: its cash (estimated where
 * hidden) plus the field income its model expects in the rounds left.
 */
export function estimateScores(v: SantiagoView): number[] {
  return makeCtx(v, STRONG.fieldGrowth).score;
}

/** Expected field income per seat if the canals in `extra` were built now (this round's building used up). */
function incomeWith(ctx: Ctx, extra: readonly number[]): number[] {
  const built = ctx.built.slice();
  for (const i of extra) built[i] = true;
  const dist = plotDistances(ctx.v.spring, built);
  return buildModel(ctx.v.plantations, dist, ctx.leftAfter, ctx.n, ctx.v.palms, ctx.growWeight, ctx.v.rounds).income;
}

// ---- move values ----------------------------------------------------------------------------------

interface Style {
  level: 'easy' | 'strong';
  /** How much an opponent's gain counts against one's own (0 = purely selfish). */
  rivalry: number;
  /** Size of the seeded jitter added to scores. */
  jitter: number;
  /** Strong bidding: share of a rival's gain from bidding that it is expected to bid. */
  rivalBidShare: number;
  /** Cost of an escudo spent, on top of its face value, when cash is low (× 1/(cash+2)). */
  cashStrain: number;
  /** Value of becoming the overseer: base + per player beyond two. */
  overseerBase: number;
  overseerPerPlayer: number;
  /** Weight of room to grow beside a new plantation. */
  growth: number;
  /** Extra canal: build if worth more than base + per round left (not in the last round). */
  extraBase: number;
  extraPerRound: number;
  /** Extra canal threshold when it saves a plantation's last marker now, or in the last three rounds. */
  extraRescue: number;
  /** Bidding: a share of the best tile's value, or a prediction of who picks before whom. */
  bidding: 'simple' | 'predict';
  /** Bribing: a share of the best canal's value, or a prediction of the overseer's answer. */
  bribing: 'simple' | 'predict';
  /** Expected later growth of a field per empty plot near water beside it (capped at three plots). */
  fieldGrowth: number;
  /**
   * Worth of a canal built when nobody proposed, beyond what it waters now: the water model
   * assumes later overseers keep building, and a round without a canal leaves the network shorter.
   */
  keepBuilding: number;
}

const EASY: Style = {
  level: 'easy', rivalry: 0, jitter: 0.6, rivalBidShare: 0.5, cashStrain: 2, overseerBase: 1.5, overseerPerPlayer: 0.5,
  growth: 0.1, extraBase: 4, extraPerRound: 0.5, extraRescue: 1, bidding: 'simple', bribing: 'simple', fieldGrowth: 1, keepBuilding: 0.8,
};
const STRONG: Style = {
  level: 'strong', rivalry: 0.35, jitter: 0.01, rivalBidShare: 0.5, cashStrain: 1, overseerBase: 1.5, overseerPerPlayer: 0.5,
  growth: 0.15, extraBase: 2.5, extraPerRound: 0.6, extraRescue: 1, bidding: 'predict', bribing: 'predict', fieldGrowth: 1.5, keepBuilding: 0.9,
};

/** Weight of a gain for `seat` as seen by `me`: own gains count fully, the leader's against. */
function relative(ctx: Ctx, style: Style, me: number, delta: readonly number[]): number {
  if (style.rivalry === 0) return delta[me]!;
  let leader = -1;
  for (let s = 0; s < ctx.n; s++) if (s !== me && (leader < 0 || ctx.score[s]! > ctx.score[leader]!)) leader = s;
  let sum = 0;
  for (let s = 0; s < ctx.n; s++) if (s !== me) sum += delta[s]!;
  const mean = sum / Math.max(1, ctx.n - 1);
  return delta[me]! - style.rivalry * (0.5 * delta[leader]! + 0.5 * mean);
}

/**
 * Empty plots a new canal would water become good planting spots for the tiles still to come; every
 * seat shares that, so each gets this much per plot (fading over the last rounds).
 */
const OPEN_PLOT = 0.6;

/** Empty, unwatered plots beside segment `i`. */
function openPlotsBeside(ctx: Ctx, i: number): number {
  let k = 0;
  for (const pl of segmentPlots(segFromIndex(i))) {
    const at = plotIndex(pl);
    if (ctx.model.grid[at]! < 0 && ctx.model.dist[at]! > 0) k++;
  }
  return k;
}

/**
 * Per segment index: each seat's gain in expected income if that canal is built now (vs none),
 * plus every seat's share of the new planting spots it opens.
 */
function canalGains(ctx: Ctx, segments: readonly number[]): Map<number, number[]> {
  const base = incomeWith(ctx, []);
  const out = new Map<number, number[]>();
  const spots = OPEN_PLOT * Math.min(1, ctx.leftAfter / Math.max(1, ctx.v.rounds / 2)) / ctx.n;
  for (const i of segments) {
    const inc = incomeWith(ctx, [i]);
    const open = spots * openPlotsBeside(ctx, i);
    out.set(
      i,
      inc.map((x, s) => x - base[s]! + open),
    );
  }
  return out;
}

// ---- text helpers ------------------------------------------------------------------------------

const tileText = (t: Tile): Bilingual => ({
  zh: `${t.planters === 2 ? '兩名' : '一名'}農夫的${CROP_NAMES[t.crop].zh}`,
  en: `the ${t.planters === 2 ? 'two' : 'one'}-planter ${CROP_NAMES[t.crop].en}`,
});
const plotText = (p: Plot): string => `(${p.c},${p.r})`;
const yuan = (n: number): Bilingual => ({ zh: `${n} 元`, en: `${n} escudo${n === 1 ? '' : 's'}` });
const round1 = (x: number): number => Math.round(x * 10) / 10;

/** Own plantations (indices) a canal on segment `i` would water that are dry now. */
function ownDryOn(ctx: Ctx, i: number, seat: number): Plantation[] {
  const out: Plantation[] = [];
  for (const p of ctx.v.plantations) {
    if (p.desert || p.owner !== seat || ctx.model.dist[plotIndex(p)] === 0) continue;
    const [h, v] = PLOT_SEGMENTS[plotIndex(p)]!;
    if (h === i || v === i) out.push(p);
  }
  return out;
}

function canalReason(ctx: Ctx, i: number, seat: number): Bilingual {
  const dry = ownDryOn(ctx, i, seat);
  const key = segmentKey(segFromIndex(i));
  if (dry.length > 0) {
    const m = dry.reduce((t, p) => t + p.markers, 0);
    return {
      zh: `${key} 會灌溉我 ${dry.length} 塊還沒有水的農地（共 ${m} 個標記）`,
      en: `${key} would water ${dry.length} dry plantation${dry.length > 1 ? 's' : ''} of mine carrying ${m} marker${m === 1 ? '' : 's'}`,
    };
  }
  // someone else's (or a neutral) dry tile inside a field where I have markers
  const { model } = ctx;
  for (const pl of segmentPlots(segFromIndex(i))) {
    const at = plotIndex(pl);
    const j = model.grid[at]!;
    if (j < 0 || model.dist[at] === 0) continue;
    const f = model.fieldOf[j]!;
    if (f >= 0 && model.fields[f]!.a[seat]! > 0) {
      const crop = CROP_NAMES[model.fields[f]!.crop];
      return {
        zh: `${key} 會灌溉我那塊${crop.zh}田裡一塊還沒有水的農地，田保住了，我的收入也跟著保住`,
        en: `${key} would water a dry tile inside my ${crop.en} field, which keeps that field large`,
      };
    }
  }
  const built = ctx.built.slice();
  built[i] = true;
  const after = plotDistances(ctx.v.spring, built);
  const closer = ctx.v.plantations.filter((p) => !p.desert && p.owner === seat && after[plotIndex(p)]! < model.dist[plotIndex(p)]!).length;
  if (closer > 0) {
    return {
      zh: `${key} 讓水道離我 ${closer} 塊乾地更近一步`,
      en: `${key} brings water one canal closer to ${closer} dry plantation${closer > 1 ? 's' : ''} of mine`,
    };
  }
  const open = openPlotsBeside(ctx, i);
  if (open > 0) {
    return {
      zh: `${key} 旁邊有 ${open} 塊空地會有水，之後種下去的農地就不怕乾`,
      en: `${key} waters ${open} empty plot${open > 1 ? 's' : ''}, good places for the plantations still to come`,
    };
  }
  return {
    zh: `${key} 對對手幫助最小，水道網也能繼續往前`,
    en: `${key} helps my rivals least while the network keeps growing`,
  };
}

function segFromIndex(i: number): Segment {
  return i < 16 ? { dir: 'H', x: i % 4, y: Math.floor(i / 4) } : { dir: 'V', x: (i - 16) % 5, y: Math.floor((i - 16) / 5) };
}

/** Size of the own same-crop field the plot would join (0 if none). */
function joinsOwn(v: SantiagoView, grid: Int16Array, at: number, crop: Crop, seat: number): { size: number; own: boolean } {
  const seen = new Set<number>();
  const stack: number[] = [];
  for (const nb of SIDE_NEIGHBOURS[at]!) {
    const j = grid[nb]!;
    if (j >= 0 && !v.plantations[j]!.desert && v.plantations[j]!.tile.crop === crop) {
      seen.add(nb);
      stack.push(nb);
    }
  }
  let own = false;
  while (stack.length) {
    const pi = stack.pop()!;
    const p = v.plantations[grid[pi]!]!;
    if (p.owner === seat) own = true;
    for (const nb of SIDE_NEIGHBOURS[pi]!) {
      const j = grid[nb]!;
      if (j < 0 || seen.has(nb) || nb === at) continue;
      const q = v.plantations[j]!;
      if (q.desert || q.tile.crop !== crop) continue;
      seen.add(nb);
      stack.push(nb);
    }
  }
  return { size: seen.size, own };
}

function plantReason(ctx: Ctx, tile: Tile, at: Plot, markers: number, neutral = false): Bilingual {
  const idx = plotIndex(at);
  const join = joinsOwn(ctx.v, ctx.model.grid, idx, tile.crop, ctx.me);
  const wet = ctx.model.dist[idx] === 0;
  const water: Bilingual = wet
    ? { zh: '那裡已經有水', en: 'it is already watered there' }
    : ctx.model.dist[idx] === 1
      ? { zh: '只差一條水道就有水', en: 'one canal would water it' }
      : { zh: '離水道還有一段距離，但那裡空間大', en: 'it is still far from water but has room to grow' };
  const crop = CROP_NAMES[tile.crop];
  if (neutral) {
    return {
      zh: `我把剩下的${crop.zh}放在 ${plotText(at)}：${join.own ? `它能讓我的${crop.zh}田變大` : '這裡對對手幫助最小'}。`,
      en: `I lay the leftover ${crop.en} on ${plotText(at)}: ${join.own ? `it enlarges my ${crop.en} field` : 'there it helps my rivals least'}.`,
    };
  }
  const mk: Bilingual = { zh: `放 ${markers} 個標記`, en: `with ${markers} marker${markers === 1 ? '' : 's'}` };
  const joinText: Bilingual =
    join.size > 0 && join.own
      ? { zh: `接上我 ${join.size} 塊的${crop.zh}田`, en: `it joins my ${crop.en} field of ${join.size}` }
      : join.size > 0
        ? { zh: `接上 ${join.size} 塊的${crop.zh}田`, en: `it joins ${a(crop.en)} field of ${join.size}` }
        : { zh: '自己開一塊新田', en: 'it starts a new field' };
  return {
    zh: `我拿${tileText(tile).zh}種在 ${plotText(at)}，${mk.zh}：${joinText.zh}，${water.zh}。`,
    en: `I plant ${tileText(tile).en} on ${plotText(at)} ${mk.en}: ${joinText.en}, and ${water.en}.`,
  };
}

// ---- phase decisions ---------------------------------------------------------------------------------

type Move<T extends SantiagoMove['type']> = Extract<SantiagoMove, { type: T }>;

function pickBest<M>(items: readonly M[], scores: readonly number[], seed: number, jitter: number): number {
  let best = -1;
  let bestScore = -Infinity;
  for (let i = 0; i < items.length; i++) {
    const s = scores[i]! + jitter * (unitNoise(seed, i) - 0.5);
    if (s > bestScore) {
      bestScore = s;
      best = i;
    }
  }
  return best;
}

/** Best value for `seat` of laying `tile` anywhere empty with `markers`: [value, plot index]. */
function bestPlot(ctx: Ctx, style: Style, tile: Tile, seat: number, markers: number, buf: number[]): [number, number] {
  let best = -Infinity;
  let at = -1;
  for (let p = 0; p < PLOT_COUNT; p++) {
    if (ctx.model.grid[p]! >= 0) continue;
    plantDelta(ctx.model, tile.crop, p, seat, markers, buf);
    const val = seat === ctx.me ? relative(ctx, style, seat, buf) : buf[seat]!;
    if (val > best) {
      best = val;
      at = p;
    }
  }
  return [best, at];
}

function choosePlant(ctx: Ctx, style: Style, legal: Move<'plant'>[], seed: number): BotChoice<SantiagoMove> {
  const passed = ctx.v.bids.some((b) => b.seat === ctx.me && 'pass' in b);
  const buf = new Array<number>(ctx.n).fill(0);
  const tiles = new Map(ctx.v.revealed.map((t) => [t.id, t]));
  const scores = legal.map((mv) => {
    const tile = tiles.get(mv.tile)!;
    const markers = Math.max(0, tile.planters - (passed ? 1 : 0));
    plantDelta(ctx.model, tile.crop, plotIndex(mv.at), markers > 0 ? ctx.me : null, markers, buf);
    let val = relative(ctx, style, ctx.me, buf);
    val += growthRoom(ctx, tile.crop, plotIndex(mv.at)) * style.growth * markers;
    return val;
  });
  const k = pickBest(legal, scores, seed, style.jitter);
  const mv = legal[k]!;
  const tile = tiles.get(mv.tile)!;
  return { move: mv, reason: plantReason(ctx, tile, mv.at, Math.max(0, tile.planters - (passed ? 1 : 0))) };
}

/** Empty side neighbours of a plot that are near water: room for the field to grow. */
function growthRoom(ctx: Ctx, _crop: Crop, at: number): number {
  let room = 0;
  for (const nb of SIDE_NEIGHBOURS[at]!) if (ctx.model.grid[nb]! < 0 && ctx.model.dist[nb]! <= 1) room++;
  return Math.min(room, 2) * (ctx.model.left > 2 ? 1 : 0);
}

function chooseNeutral(ctx: Ctx, style: Style, legal: Move<'placeNeutral'>[], seed: number): BotChoice<SantiagoMove> {
  const tile = ctx.v.revealed[0]!;
  const buf = new Array<number>(ctx.n).fill(0);
  const scores = legal.map((mv) => {
    plantDelta(ctx.model, tile.crop, plotIndex(mv.at), null, 0, buf);
    return relative(ctx, { ...style, rivalry: style.rivalry || 0.5 }, ctx.me, buf);
  });
  const mv = legal[pickBest(legal, scores, seed, style.jitter)]!;
  return { move: mv, reason: plantReason(ctx, tile, mv.at, 0, true) };
}

/** What each revealed tile is worth to `seat` at its best plot, for a bidder and for a passer. */
function tileValues(ctx: Ctx, style: Style, seat: number): { bid: number[]; pass: number[] } {
  const buf = new Array<number>(ctx.n).fill(0);
  const bid: number[] = [];
  const pass: number[] = [];
  for (const t of ctx.v.revealed) {
    bid.push(bestPlot(ctx, style, t, seat, t.planters, buf)[0]);
    pass.push(bestPlot(ctx, style, t, seat, t.planters - 1, buf)[0]);
  }
  return { bid, pass };
}

/** The value `me` gets if the seats in `before` each take their favourite tile first. */
function valueAfterPicks(values: { bid: number[]; pass: number[] }[], before: { seat: number; passed: boolean }[], me: number, passed: boolean, tiles: number): number {
  const taken = new Array<boolean>(tiles).fill(false);
  for (const { seat, passed: p } of before) {
    const vals = p ? values[seat]!.pass : values[seat]!.bid;
    let best = -1;
    for (let t = 0; t < tiles; t++) if (!taken[t] && (best < 0 || vals[t]! > vals[best]!)) best = t;
    if (best >= 0) taken[best] = true;
  }
  const mine = passed ? values[me]!.pass : values[me]!.bid;
  let best = -Infinity;
  for (let t = 0; t < tiles; t++) if (!taken[t]) best = Math.max(best, mine[t]!);
  return best === -Infinity ? 0 : best;
}

/** Value of becoming the overseer this round: bribes to collect and the say over this round's canal. */
function overseerValue(ctx: Ctx, style: Style): number {
  if (ctx.model.left <= 0) return 0;
  return style.overseerBase + style.overseerPerPlayer * (ctx.n - 2);
}

function chooseBid(ctx: Ctx, style: Style, legal: SantiagoMove[], seed: number): BotChoice<SantiagoMove> {
  const v = ctx.v;
  const me = ctx.me;
  const cash = ctx.cash[me]!;
  const bids = legal.filter((m): m is Move<'bid'> => m.type === 'bid');
  const passMove = legal.find((m) => m.type === 'pass')!;
  const nobodyPassed = !v.bids.some((b) => 'pass' in b);
  const tiles = v.revealed.length;

  if (style.bidding === 'simple') {
    const { bid, pass } = tileValues(ctx, style, me);
    const best = Math.max(...bid);
    const bestPass = Math.max(...pass);
    const want = Math.floor((best - bestPass) * 0.6 + best * 0.15 + 2 * (unitNoise(seed, 99) - 0.5));
    const cap = Math.min(cash, Math.max(0, want), Math.ceil(cash * 0.5));
    let amount = 0;
    for (let a = cap; a >= 1; a--) if (bids.some((b) => b.amount === a)) {
      amount = a;
      break;
    }
    const top = v.revealed[bid.indexOf(best)]!;
    if (amount === 0) {
      return {
        move: passMove,
        reason: {
          zh: `我放棄出價：${tileText(top).zh}對我值不了多少錢，留著現金比較好。`,
          en: `I pass: ${tileText(top).en} is not worth a bid to me, so I keep my cash.`,
        },
      };
    }
    const where = bestPlot(ctx, style, top, me, top.planters, new Array<number>(ctx.n).fill(0))[1];
    const join = joinsOwn(v, ctx.model.grid, where, top.crop, me);
    const crop = CROP_NAMES[top.crop];
    const plan: Bilingual =
      join.own && join.size > 0
        ? { zh: `它能接上我 ${join.size} 塊的${crop.zh}田`, en: `it would join my ${crop.en} field of ${join.size}` }
        : ctx.model.dist[where] === 0
          ? { zh: `它可以種在已經有水的 ${plotText(plotAt(where))}`, en: `it can go on ${plotText(plotAt(where))}, already by the water` }
          : { zh: `它可以在 ${plotText(plotAt(where))} 開一塊新田`, en: `it can start a new field on ${plotText(plotAt(where))}` };
    return {
      move: bids.find((b) => b.amount === amount)!,
      reason: {
        zh: `我出價 ${amount} 元，想早點挑到${tileText(top).zh}：${plan.zh}。`,
        en: `I bid ${amount} to pick early and take ${tileText(top).en}: ${plan.en}.`,
      },
    };
  }

  // strong: predict who picks before me for each possible bid
  const values = Array.from({ length: ctx.n }, (_, s) => tileValues(ctx, style, s));
  const order = biddingOrderOf(v.overseer, ctx.n);
  const myPos = order.indexOf(me);
  const later = order.slice(myPos + 1);
  const madeBids = v.bids.filter((b): b is { seat: number; amount: number } => 'amount' in b);
  // each later seat's likely bid: a share of how much its best tile beats a passer's pick, within its cash
  const guess = later.map((s) => {
    const gain = Math.max(...values[s]!.bid) - Math.max(...values[s]!.pass);
    const est = Math.min(ctx.cash[s]!, Math.round(gain * style.rivalBidShare + 1));
    return { seat: s, est };
  });
  const pAbove = (g: { est: number }, b: number): number => (g.est < 1 ? 0.1 : 1 / (1 + Math.exp((b + 0.5 - g.est) / 1.2)));
  const ovValue = overseerValue(ctx, style);
  const moneyWeight = 1 + style.cashStrain / (cash + 2);

  const scoreBid = (b: number): number => {
    const higher = madeBids.filter((x) => x.amount > b).map((x) => ({ seat: x.seat, passed: false }));
    // the later seats most likely to outbid me, in that order
    const probs = guess.map((g) => ({ seat: g.seat, p: pAbove(g, b) })).sort((x, y) => y.p - x.p);
    let dist = [1];
    for (const { p } of probs) {
      const next = new Array<number>(dist.length + 1).fill(0);
      dist.forEach((q, k) => {
        next[k]! += q * (1 - p);
        next[k + 1]! += q * p;
      });
      dist = next;
    }
    let value = 0;
    dist.forEach((q, k) => {
      const before = [...higher, ...probs.slice(0, k).map((x) => ({ seat: x.seat, passed: false }))];
      value += q * valueAfterPicks(values, before, me, false, tiles);
    });
    // lowest bidder becomes overseer if nobody passes
    const lowest = madeBids.every((x) => x.amount > b);
    const ovChance = nobodyPassed && lowest ? guess.reduce((q, g) => q * (g.est >= 1 ? pAbove(g, b) : 0.2), 1) : 0;
    return value + ovChance * ovValue - b * moneyWeight;
  };
  const scorePass = (): number => {
    const before = [
      ...madeBids.map((x) => ({ seat: x.seat, passed: false })),
      ...guess.map((g) => ({ seat: g.seat, passed: g.est < 1 })),
    ];
    return valueAfterPicks(values, before, me, true, tiles) + (nobodyPassed ? ovValue : 0);
  };
  const options: SantiagoMove[] = [passMove, ...bids.filter((b) => b.amount <= Math.min(cash, 15))];
  const scores = options.map((m) => (m.type === 'pass' ? scorePass() : scoreBid((m as Move<'bid'>).amount)));
  const k = pickBest(options, scores, seed, style.jitter);
  const mv = options[k]!;
  const mine = values[me]!.bid;
  const top = v.revealed[mine.indexOf(Math.max(...mine))]!;
  if (mv.type === 'pass') {
    return {
      move: mv,
      reason: nobodyPassed
        ? {
            zh: `我放棄出價：第一個放棄的人會當上工頭，少一個標記也比花錢划算。`,
            en: `I pass: as the first to pass I become the overseer, which beats paying for a tile here.`,
          }
        : {
            zh: `我放棄出價：要搶到${tileText(top).zh}得花太多錢，晚點挑也還可以。`,
            en: `I pass: getting ${tileText(top).en} would cost too much, and a late pick is still fine.`,
          },
    };
  }
  const amount = (mv as Move<'bid'>).amount;
  return {
    move: mv,
    reason: {
      zh: `我出價 ${amount} 元，估計能比別人先挑到${tileText(top).zh}，值約 ${round1(mine[v.revealed.indexOf(top)]!)} 元。`,
      en: `I bid ${amount}: that should let me take ${tileText(top).en} before the others, worth about ${round1(mine[v.revealed.indexOf(top)]!)} to me.`,
    },
  };
}

function biddingOrderOf(overseer: number, n: number): number[] {
  const out: number[] = [];
  for (let k = 1; k <= n; k++) out.push((overseer + k) % n);
  return out;
}

/** The overseer's likely choice, given proposals as [segment index, total]: the index into `props` or -1 for his own canal. */
function predictOverseer(
  ctx: Ctx,
  style: Style,
  gains: Map<number, number[]>,
  props: { seg: number; total: number }[],
  legalSegs: readonly number[],
): { pick: number; own: number; value: number } {
  const o = ctx.v.overseer;
  const theirs = style.rivalry === 0 ? STRONG : style;
  const u = (seg: number): number => relative(ctx, theirs, o, gains.get(seg)!);
  let best = -Infinity;
  let pick = -1;
  props.forEach((p, k) => {
    const val = p.total + u(p.seg);
    if (val > best) {
      best = val;
      pick = k;
    }
  });
  const maxTotal = props.reduce((m, p) => Math.max(m, p.total), 0);
  const cost = props.length > 0 ? maxTotal + 1 : 1;
  let own = -1;
  if (ctx.cash[o]! >= cost) {
    for (const seg of legalSegs) {
      if (props.some((p) => p.seg === seg)) continue;
      const val = u(seg) - cost + (props.length === 0 ? theirs.keepBuilding : 0);
      if (val > best) {
        best = val;
        pick = -1;
        own = seg;
      }
    }
  }
  if (props.length === 0 && best < 0) return { pick: -1, own: -1, value: 0 };
  return { pick, own, value: best };
}

function legalSegIndices(ctx: Ctx): number[] {
  const wet = new Array<boolean>(POINT_COUNT).fill(false);
  if (!ctx.v.spring) return [];
  wet[pointIndex(ctx.v.spring)] = true;
  for (let i = 0; i < SEGMENT_COUNT; i++)
    if (ctx.built[i]) {
      const [a, b] = SEGMENT_ENDS[i]!;
      wet[a] = true;
      wet[b] = true;
    }
  const out: number[] = [];
  for (let i = 0; i < SEGMENT_COUNT; i++) {
    if (ctx.built[i]) continue;
    const [a, b] = SEGMENT_ENDS[i]!;
    if (wet[a] || wet[b]) out.push(i);
  }
  return out;
}

function chooseProposal(ctx: Ctx, style: Style, legal: SantiagoMove[], seed: number): BotChoice<SantiagoMove> {
  const me = ctx.me;
  const cash = ctx.cash[me]!;
  const passMove = legal.find((m) => m.type === 'passBribe')!;
  const segs = legalSegIndices(ctx);
  const gains = canalGains(ctx, segs);
  const mine = (seg: number): number => relative(ctx, style, me, gains.get(seg)!);
  const props = ctx.v.proposals.map((p) => ({ seg: segmentIndex(p.segment), total: p.bribes.reduce((t, b) => t + b.amount, 0) }));
  const passReason = (why: Bilingual): BotChoice<SantiagoMove> => ({ move: passMove, reason: why });
  if (cash < 1 || segs.length === 0) {
    return passReason({ zh: '我這次不出錢：手上已經沒有錢了。', en: 'I pass: I have no money left to offer.' });
  }

  if (style.bribing === 'simple') {
    let bestSeg = -1;
    for (const s of segs) if (bestSeg < 0 || mine(s) > mine(bestSeg)) bestSeg = s;
    const gain = mine(bestSeg);
    if (gain < 2) return passReason({ zh: '我這次不出錢：沒有哪條水道對我的農地有明顯幫助。', en: 'I pass: no canal would help my plantations much.' });
    const k = props.findIndex((p) => p.seg === bestSeg);
    const amount = Math.max(1, Math.min(cash, Math.floor(gain / (k >= 0 ? 4 : 3))));
    const why = canalReason(ctx, bestSeg, me);
    if (k >= 0) {
      const mv = legal.find((m) => m.type === 'support' && m.proposal === k && m.amount === amount)!;
      return { move: mv, reason: { zh: `我加碼 ${amount} 元支持這條水道：${why.zh}。`, en: `I add ${amount} to support this canal: ${why.en}.` } };
    }
    const seg = segFromIndex(bestSeg);
    const mv = legal.find((m) => m.type === 'propose' && segmentIndex(m.segment) === bestSeg && m.amount === amount)!;
    void seg;
    return { move: mv, reason: { zh: `我提議這條水道並出 ${amount} 元：${why.zh}。`, en: `I propose this canal with ${amount}: ${why.en}.` } };
  }

  // strong: my outcome for each offer, with the overseer's predicted answer
  const outcome = (list: { seg: number; total: number }[], myProp: number, paid: number): number => {
    const pred = predictOverseer(ctx, style, gains, list, segs);
    if (pred.pick >= 0) return mine(list[pred.pick]!.seg) - (pred.pick === myProp ? paid * 1.15 : 0);
    if (pred.own >= 0) return mine(pred.own);
    return 0;
  };
  const options: { move: SantiagoMove; score: number; seg: number; amount: number }[] = [
    { move: passMove, score: outcome(props, -1, 0), seg: -1, amount: 0 },
  ];
  const maxAmount = Math.min(cash, 12);
  for (const seg of segs) {
    const gain = mine(seg);
    if (gain <= 0.5) continue;
    const k = props.findIndex((p) => p.seg === seg);
    for (let a = 1; a <= maxAmount; a++) {
      if (a > gain + 1) break;
      const list = props.map((p) => ({ ...p }));
      let myProp = k;
      if (k >= 0) list[k]!.total += a;
      else {
        list.push({ seg, total: a });
        myProp = list.length - 1;
      }
      const move: SantiagoMove =
        k >= 0 ? { type: 'support', seat: me, proposal: k, amount: a } : { type: 'propose', seat: me, segment: segFromIndex(seg), amount: a };
      options.push({ move, score: outcome(list, myProp, a), seg, amount: a });
    }
  }
  const legalKeys = new Set(legal.map((m) => JSON.stringify(m)));
  const valid = options.filter((o) => legalKeys.has(JSON.stringify(o.move)));
  const k = pickBest(valid, valid.map((o) => o.score), seed, style.jitter);
  const best = valid[k]!;
  if (best.seg < 0) {
    return passReason(
      props.length > 0
        ? { zh: '我這次不出錢：工頭會選的水道已經差不多定了，加錢也改變不了。', en: 'I pass: my money would not change which canal the overseer builds.' }
        : { zh: '我這次不出錢：沒有哪條水道值得我付錢。', en: 'I pass: no canal is worth paying for to me.' },
    );
  }
  const why = canalReason(ctx, best.seg, me);
  if (best.move.type === 'support')
    return { move: best.move, reason: { zh: `我加碼 ${best.amount} 元支持這條水道：${why.zh}。`, en: `I add ${best.amount} to this proposal: ${why.en}.` } };
  return { move: best.move, reason: { zh: `我提議這條水道並出 ${best.amount} 元：${why.zh}。`, en: `I propose this canal with a bribe of ${best.amount}: ${why.en}.` } };
}

function chooseOverseer(ctx: Ctx, style: Style, legal: SantiagoMove[], seed: number): BotChoice<SantiagoMove> {
  const me = ctx.me;
  const segs = legalSegIndices(ctx);
  const gains = canalGains(ctx, segs);
  const u = (seg: number): number => relative(ctx, style, me, gains.get(seg)!);
  const props = ctx.v.proposals.map((p) => ({ seg: segmentIndex(p.segment), total: p.bribes.reduce((t, b) => t + b.amount, 0) }));
  const scored = legal.map((m) => {
    switch (m.type) {
      case 'accept':
        return props[m.proposal]!.total + u(props[m.proposal]!.seg);
      case 'refuse':
        return u(segmentIndex(m.segment)) - (props.reduce((t, p) => Math.max(t, p.total), 0) + 1) - (style.level === 'easy' ? 2 : 0);
      case 'buildOwn':
        return u(segmentIndex(m.segment)) - 1 + style.keepBuilding;
      default:
        return 0;
    }
  });
  const mv = legal[pickBest(legal, scored, seed, style.jitter)]!;
  if (mv.type === 'accept') {
    const p = props[mv.proposal]!;
    const key = segmentKey(segFromIndex(p.seg));
    const selfGain = gains.get(p.seg)![me]!;
    return {
      move: mv,
      reason: {
        zh: `我收下 ${key} 的 ${p.total} 元賄款${selfGain > 0.5 ? '，這條水道對我自己也有好處' : '：比自己付錢蓋水道划算'}。`,
        en: `I accept the ${yuan(p.total).en} on ${key}${selfGain > 0.5 ? ': that canal helps me too' : ': it pays better than building my own canal'}.`,
      },
    };
  }
  if (mv.type === 'refuse') {
    const cost = props.reduce((t, p) => Math.max(t, p.total), 0) + 1;
    const why = canalReason(ctx, segmentIndex(mv.segment), me);
    return {
      move: mv,
      reason: { zh: `我拒絕所有賄款，付 ${cost} 元自己蓋水道：${why.zh}。`, en: `I refuse every bribe and pay ${cost} to build my own canal: ${why.en}.` },
    };
  }
  if (mv.type === 'buildOwn') {
    const why = canalReason(ctx, segmentIndex(mv.segment), me);
    return { move: mv, reason: { zh: `沒有人提議，我付 1 元自己蓋水道：${why.zh}。`, en: `Nobody proposed, so I pay 1 to build a canal: ${why.en}.` } };
  }
  return {
    move: mv,
    reason: { zh: '沒有人提議，而且沒有哪條水道值得我花 1 元，這輪就不蓋。', en: 'Nobody proposed and no canal is worth 1 escudo to me, so I build nothing.' },
  };
}

function chooseExtra(ctx: Ctx, style: Style, legal: SantiagoMove[], seed: number): BotChoice<SantiagoMove> {
  const me = ctx.me;
  const decline = legal.find((m) => m.type === 'declineExtra')!;
  const extras = legal.filter((m): m is Move<'extraCanal'> => m.type === 'extraCanal');
  if (extras.length === 0) return { move: decline, reason: { zh: '沒有地方可以蓋水道，我保留額外水道。', en: 'There is nowhere to build, so I keep my extra canal.' } };
  const segs = extras.map((m) => segmentIndex(m.segment));
  const gains = canalGains(ctx, segs);
  const scores = segs.map((s) => relative(ctx, style, me, gains.get(s)!));
  const k = pickBest(extras, scores, seed, style.jitter * 0.1);
  const lastRound = ctx.v.round >= ctx.v.rounds;
  const roundsLeft = ctx.v.rounds - ctx.v.round;
  // a dry plantation of mine with one marker left loses it at this drought (all of them at the end)
  const atRisk = (i: number): Plantation[] => ownDryOn(ctx, i, me).filter((p) => lastRound || p.markers <= 1);
  const rescues = atRisk(segs[k]!);
  let threshold = lastRound ? 0.3 : style.extraBase + style.extraPerRound * roundsLeft;
  if (rescues.length > 0 || roundsLeft <= 2) threshold = Math.min(threshold, style.extraRescue);
  if (scores[k]! < threshold) {
    return {
      move: decline,
      reason: {
        zh: `我先保留額外水道：現在最好的位置只值約 ${round1(Math.max(0, scores[k]!))} 元，之後可能更有用。`,
        en: `I keep my extra canal: the best spot now is worth only about ${round1(Math.max(0, scores[k]!))}, and it may matter more later.`,
      },
    };
  }
  const key = segmentKey(segFromIndex(segs[k]!));
  if (rescues.length > 0 && !lastRound) {
    const n = rescues.length;
    return {
      move: extras[k]!,
      reason: {
        zh: `我現在用掉額外水道蓋 ${key}：不然我 ${n} 塊只剩一個標記的農地，這次乾旱就會變成沒有主人。`,
        en: `I use my extra canal on ${key} now: otherwise ${n === 1 ? 'my plantation' : `${n} plantations of mine`} with one marker left would lose ${n === 1 ? 'it' : 'them'} in this drought.`,
      },
    };
  }
  if (rescues.length > 0) {
    return {
      move: extras[k]!,
      reason: {
        zh: `最後一輪我用掉額外水道蓋 ${key}：不然我 ${rescues.length} 塊沒有水的農地在結算時會變成沙漠。`,
        en: `In the last round I use my extra canal on ${key}: otherwise ${rescues.length} dry plantation${rescues.length > 1 ? 's' : ''} of mine would turn to desert at the final scoring.`,
      },
    };
  }
  const why = canalReason(ctx, segs[k]!, me);
  return { move: extras[k]!, reason: { zh: `我現在用掉額外水道：${why.zh}。`, en: `I use my extra canal now: ${why.en}.` } };
}

function chooseSetup(ctx: Ctx, legal: SantiagoMove[], seed: number): BotChoice<SantiagoMove> {
  if (legal[0]!.type === 'placeSpring') {
    // a central spring reaches more plots with each canal
    const scores = legal.map((m) => {
      const at = (m as Move<'placeSpring'>).at;
      return springPlots(at).length - 0.01 * (Math.abs(at.x - 2) + Math.abs(at.y - 1.5));
    });
    const mv = legal[pickBest(legal, scores, seed, 0.005)] as Move<'placeSpring'>;
    return {
      move: mv,
      reason: {
        zh: `我把水源放在 (${mv.at.x},${mv.at.y})：靠中間的水源讓每條水道碰到更多農地。`,
        en: `I put the spring at (${mv.at.x},${mv.at.y}): a central spring lets each canal reach more plots.`,
      },
    };
  }
  const mv = legal[mixHash(seed, legal.length) % legal.length] as Move<'placePalm'>;
  return {
    move: mv,
    reason: {
      zh: `我把棕櫚樹種在 ${plotText(mv.at)}：它離水源夠遠，也不碰到別的棕櫚樹。`,
      en: `I place a palm tree on ${plotText(mv.at)}: far enough from the spring and from the other palms.`,
    },
  };
}

function decide(style: Style, view: SantiagoView, legal: SantiagoMove[], seed: number): BotChoice<SantiagoMove> {
  if (legal.length === 0) throw new Error('no legal move to choose from');
  const ctx = makeCtx(view, style.fieldGrowth);
  const first = legal[0]!;
  switch (first.type) {
    case 'placeSpring':
    case 'placePalm':
      return chooseSetup(ctx, legal, seed);
    case 'bid':
    case 'pass':
      if (legal.length === 1)
        return { move: first, reason: { zh: '我沒有錢可以出價，只能放棄。', en: 'I have no money to bid with, so I pass.' } };
      return chooseBid(ctx, style, legal, seed);
    case 'plant':
      return choosePlant(ctx, style, legal as Move<'plant'>[], seed);
    case 'placeNeutral':
      return chooseNeutral(ctx, style, legal as Move<'placeNeutral'>[], seed);
    case 'passBribe':
    case 'propose':
    case 'support':
      return chooseProposal(ctx, style, legal, seed);
    case 'accept':
    case 'refuse':
    case 'buildOwn':
    case 'buildNothing':
      return chooseOverseer(ctx, style, legal, seed);
    case 'extraCanal':
    case 'declineExtra':
      return chooseExtra(ctx, style, legal, seed);
    default:
      return { move: first, reason: { zh: '這是唯一能做的事。', en: 'This is the only thing I can do.' } };
  }
}

export const easyBot: Bot<SantiagoView, SantiagoMove> = {
  level: 'easy',
  choose: (view, legal, seed) => spoken(decide(EASY, view, legal, seed)),
};

export const strongBot: Bot<SantiagoView, SantiagoMove> = {
  level: 'strong',
  choose: (view, legal, seed) => spoken(decide(STRONG, view, legal, seed)),
};

export const santiagoBots: GameBots<SantiagoView, SantiagoMove> = { easy: easyBot, strong: strongBot };

/** A strong-style bot with some knobs changed (for comparing settings in the benchmark and tests). */
export function tunedStrongBot(changes: Partial<Omit<Style, 'level'>>): Bot<SantiagoView, SantiagoMove> {
  const style: Style = { ...STRONG, ...changes };
  return { level: 'strong', choose: (view, legal, seed) => spoken(decide(style, view, legal, seed)) };
}
