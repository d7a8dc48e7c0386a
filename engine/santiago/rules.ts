/**
 * Pure rule helpers for Santiago (fact sheet §2–§6). The machine's guards and actions call these;
 * none of them mutates its arguments.
 */
import type { GameResult, ScoreLine } from '../core/contract';
import {
  COLS,
  PLOT_COUNT,
  PLOT_SEGMENTS,
  SIDE_NEIGHBOURS,
  TOUCHING,
  builtBits,
  plotIndex,
  springPlots,
} from './board';
import { CROP_NAMES } from './tiles';
import type { Bid, Crop, Plantation, Plot, Point, Proposal, Segment } from './types';

// ---- setup by player count (§2) ----------------------------------------------------------------

export interface CountRules {
  stacks: number;
  /** Tiles per stack = rounds. */
  rounds: number;
  /** Tiles removed face up before play. */
  removed: number;
  /** Tiles revealed per round (= stacks). */
  reveal: number;
  /** Blue canals beside the board for the overseers. */
  supply: number;
}

export function countRules(players: number): CountRules {
  if (players === 5) return { stacks: 5, rounds: 9, removed: 0, reveal: 5, supply: 9 };
  return { stacks: 4, rounds: 11, removed: 1, reveal: 4, supply: 11 };
}

export const START_MONEY = 10;
export const MARKERS_PER_PLAYER = 22;
export const INCOME = 3;

// ---- bidding and choosing (§4.1–§4.3) ----------------------------------------------------------

/** Bidding order: from the overseer's left, clockwise, the overseer last. */
export function biddingOrder(overseer: number, players: number): number[] {
  const out: number[] = [];
  for (let k = 1; k <= players; k++) out.push((overseer + k) % players);
  return out;
}

export const isPass = (b: Bid): b is { seat: number; pass: true } => 'pass' in b;

export function hasPassed(bids: readonly Bid[], seat: number): boolean {
  for (const b of bids) if (b.seat === seat && isPass(b)) return true;
  return false;
}

export function bidOf(bids: readonly Bid[], seat: number): number {
  for (const b of bids) if (b.seat === seat && !isPass(b)) return b.amount;
  return 0;
}

/** Choosing order: bidders from highest to lowest bid, then passers in reverse order of passing. */
export function choosingOrder(bids: readonly Bid[]): number[] {
  const bidders = bids.filter((b): b is { seat: number; amount: number } => !isPass(b));
  bidders.sort((a, b) => b.amount - a.amount);
  const passers = bids.filter(isPass).map((b) => b.seat).reverse();
  return [...bidders.map((b) => b.seat), ...passers];
}

/** New overseer (§4.2): the first passer, else the lowest bidder; nobody acted → unchanged. */
export function newOverseer(bids: readonly Bid[], current: number): number {
  const firstPasser = bids.find(isPass);
  if (firstPasser) return firstPasser.seat;
  let low: { seat: number; amount: number } | null = null;
  for (const b of bids) if (!isPass(b) && (low === null || b.amount < low.amount)) low = b;
  return low ? low.seat : current;
}

/**
 * Who lays the 3-player neutral tile: the highest bidder, or if everybody passed, the first to
 * choose (the last passer). Both are the head of the choosing order.
 */
export function neutralPlacer(bids: readonly Bid[]): number {
  return choosingOrder(bids)[0] ?? 0;
}

/** Markers put on a planted tile: one per planter icon, one fewer for a player who passed. */
export function markersFor(planters: number, passed: boolean): number {
  return Math.max(0, planters - (passed ? 1 : 0));
}

// ---- board occupancy --------------------------------------------------------------------------

/** Whether a plantation lies on `plot`. */
export function isOccupied(plantations: readonly Plantation[], plot: Plot): boolean {
  for (let i = 0; i < plantations.length; i++) if (plantations[i]!.c === plot.c && plantations[i]!.r === plot.r) return true;
  return false;
}

/** Per plot index: the index of the plantation on it, or -1. */
export function occupancy(plantations: readonly Plantation[]): Int8Array {
  const grid = new Int8Array(PLOT_COUNT).fill(-1);
  for (let i = 0; i < plantations.length; i++) {
    const p = plantations[i]!;
    grid[p.r * COLS + p.c] = i;
  }
  return grid;
}

/** Empty plots (palm plots count as empty, §4.3/§6.1), in index order. */
export function emptyPlotIndices(plantations: readonly Plantation[]): number[] {
  const grid = occupancy(plantations);
  const out: number[] = [];
  for (let i = 0; i < PLOT_COUNT; i++) if (grid[i] === -1) out.push(i);
  return out;
}

/**
 * Plots for the 3-player neutral tile (§4.3, Q9): empty plots sharing a side with a non-desert
 * plantation; if none, empty plots sharing a side with a desert; if none, any empty plot.
 */
export function neutralPlotIndices(plantations: readonly Plantation[]): number[] {
  const grid = occupancy(plantations);
  const byPlantation: number[] = [];
  const byDesert: number[] = [];
  const empty: number[] = [];
  for (let i = 0; i < PLOT_COUNT; i++) {
    if (grid[i] !== -1) continue;
    empty.push(i);
    let nearPlantation = false;
    let nearDesert = false;
    for (const n of SIDE_NEIGHBOURS[i]!) {
      const k = grid[n]!;
      if (k === -1) continue;
      if (plantations[k]!.desert) nearDesert = true;
      else nearPlantation = true;
    }
    if (nearPlantation) byPlantation.push(i);
    else if (nearDesert) byDesert.push(i);
  }
  if (byPlantation.length > 0) return byPlantation;
  if (byDesert.length > 0) return byDesert;
  return empty;
}

/** Yield markers of `seat` lying on the board. */
export function markersOnBoard(plantations: readonly Plantation[], seat: number): number {
  let n = 0;
  for (const p of plantations) if (p.owner === seat) n += p.markers;
  return n;
}

// ---- water (§4.6) -----------------------------------------------------------------------------

/** Irrigated: a canal lies on at least one of the plot's two thick sides. */
export function isIrrigated(plot: Plot, canals: readonly Segment[]): boolean {
  return irrigatedWith(plot, builtBits(canals));
}

/** `built`: the canals as bits by segment index (`builtBits`). */
function irrigatedWith(plot: Plot, built: number): boolean {
  const [h, v] = PLOT_SEGMENTS[plotIndex(plot)]!;
  return (built & ((1 << h) | (1 << v))) !== 0;
}

export interface DroughtOutcome {
  plantations: Plantation[];
  /** Markers lost per seat. */
  lost: number[];
  /** Plots that turned to desert. */
  deserts: Plot[];
}

/**
 * Drought (§4.6, §6.1, Q6): every dry non-desert plantation loses one marker; one with no marker
 * turns to desert (its palm leaves the game). A tile that loses its last marker becomes neutral.
 */
export function drought(plantations: readonly Plantation[], canals: readonly Segment[], players: number): DroughtOutcome {
  const built = builtBits(canals);
  const lost = new Array<number>(players).fill(0);
  const deserts: Plot[] = [];
  const out = plantations.map((p) => {
    if (p.desert || irrigatedWith(p, built)) return p;
    if (p.markers > 0) {
      lost[p.owner!]! += 1;
      const markers = p.markers - 1;
      return { ...p, markers, owner: markers > 0 ? p.owner : null };
    }
    deserts.push({ c: p.c, r: p.r });
    return { ...p, desert: true, owner: null, markers: 0, palm: false };
  });
  return { plantations: out, lost, deserts };
}

/** Final drying (§5.2): every dry plantation becomes desert, markers and palm lost. */
export function finalDrying(plantations: readonly Plantation[], canals: readonly Segment[]): DroughtOutcome {
  const built = builtBits(canals);
  const lost: number[] = [];
  const deserts: Plot[] = [];
  const out = plantations.map((p) => {
    if (p.desert || irrigatedWith(p, built)) return p;
    if (p.owner !== null) lost[p.owner] = (lost[p.owner] ?? 0) + p.markers;
    deserts.push({ c: p.c, r: p.r });
    return { ...p, desert: true, owner: null, markers: 0, palm: false };
  });
  return { plantations: out, lost, deserts };
}

// ---- fields and scoring (§5, §6.1, Q8) --------------------------------------------------------

export interface Field {
  crop: Crop;
  /** Indices into the plantation list. */
  members: number[];
}

/**
 * Fields: maximal groups of non-desert plantations of one crop joined side to side. Canals never
 * split a field; diagonal contact never joins; neutral tiles count toward size.
 */
export function fields(plantations: readonly Plantation[]): Field[] {
  const grid = occupancy(plantations);
  // each plot's field number (-1: none), flooded from the plots in index order, so that the fields
  // come in the order of their first plot and a scan of the plots lists each field's members in order
  const field = new Int8Array(PLOT_COUNT).fill(-1);
  const out: Field[] = [];
  const stack: number[] = [];
  for (let i = 0; i < PLOT_COUNT; i++) {
    const k = grid[i]!;
    if (k === -1 || field[i] !== -1 || plantations[k]!.desert) continue;
    const crop = plantations[k]!.tile.crop;
    const f = out.length;
    out.push({ crop, members: [] });
    field[i] = f;
    stack.push(i);
    while (stack.length > 0) {
      const at = stack.pop()!;
      for (const n of SIDE_NEIGHBOURS[at]!) {
        const j = grid[n]!;
        if (j === -1 || field[n] !== -1) continue;
        const q = plantations[j]!;
        if (q.desert || q.tile.crop !== crop) continue;
        field[n] = f;
        stack.push(n);
      }
    }
  }
  for (let i = 0; i < PLOT_COUNT; i++) if (field[i] !== -1) out[field[i]!]!.members.push(grid[i]!);
  return out;
}

/** Markers a plantation counts for its owner: its markers, plus 1 for a palm if it has ≥ 1 marker. */
export function scoringMarkers(p: Plantation): number {
  if (p.desert || p.owner === null || p.markers <= 0) return 0;
  return p.markers + (p.palm ? 1 : 0);
}

export interface FieldScore {
  crop: Crop;
  size: number;
  seat: number;
  markers: number;
  /** Whether a palm bonus is part of `markers`. */
  palms: number;
  points: number;
}

/** Field income per field and seat: size × that seat's markers in the field. */
export function fieldScores(plantations: readonly Plantation[], players: number): FieldScore[] {
  const out: FieldScore[] = [];
  for (const f of fields(plantations)) {
    const markers = new Array<number>(players).fill(0);
    const palms = new Array<number>(players).fill(0);
    for (const k of f.members) {
      const p = plantations[k]!;
      const m = scoringMarkers(p);
      if (m > 0) {
        markers[p.owner!]! += m;
        if (p.palm) palms[p.owner!]! += 1;
      }
    }
    for (let seat = 0; seat < players; seat++) {
      if (markers[seat]! > 0) {
        const size = f.members.length;
        out.push({ crop: f.crop, size, seat, markers: markers[seat]!, palms: palms[seat]!, points: size * markers[seat]! });
      }
    }
  }
  return out;
}

export function fieldLine(s: FieldScore): ScoreLine {
  const name = CROP_NAMES[s.crop];
  const palmEn = s.palms > 0 ? ` (${s.palms} palm${s.palms > 1 ? 's' : ''} included)` : '';
  const palmZh = s.palms > 0 ? `（含 ${s.palms} 棵棕櫚樹）` : '';
  return {
    label: {
      zh: `${name.zh}：${s.size} 塊農地 × ${s.markers} 個標記${palmZh} = ${s.points}`,
      en: `${name.en}: ${s.size} plot${s.size > 1 ? 's' : ''} × ${s.markers} marker${s.markers > 1 ? 's' : ''}${palmEn} = ${s.points}`,
    },
    points: s.points,
  };
}

/** Final result: cash + field income per seat, winners = all tied at the top (Q7). */
export function scoreGame(plantations: readonly Plantation[], money: readonly number[]): GameResult {
  const players = money.length;
  const scores = fieldScores(plantations, players);
  const seats = money.map((cash, seat) => {
    const breakdown: ScoreLine[] = [{ label: { zh: `手上現金 ${cash}`, en: `cash in hand: ${cash}` }, points: cash }];
    for (const s of scores) if (s.seat === seat) breakdown.push(fieldLine(s));
    const total = breakdown.reduce((t, l) => t + l.points, 0);
    return { seat, total, breakdown };
  });
  const best = Math.max(...seats.map((s) => s.total));
  return { seats, winners: seats.filter((s) => s.total === best).map((s) => s.seat) };
}

// ---- bribes (§4.4) ----------------------------------------------------------------------------

export function proposalTotal(p: Proposal): number {
  let t = 0;
  for (const b of p.bribes) t += b.amount;
  return t;
}

export function highestProposal(proposals: readonly Proposal[]): number {
  let best = 0;
  for (const p of proposals) best = Math.max(best, proposalTotal(p));
  return best;
}

/** Cost of refusing every proposal: the highest proposal total + 1, paid to the bank. */
export function refusalCost(proposals: readonly Proposal[]): number {
  return highestProposal(proposals) + 1;
}

/** Money after an accepted proposal: every briber on it pays the overseer; other offers go back. */
export function settleAcceptance(money: readonly number[], proposal: Proposal, overseer: number): number[] {
  const out = money.slice();
  for (const b of proposal.bribes) {
    out[b.seat]! -= b.amount;
    out[overseer]! += b.amount;
  }
  return out;
}

/** Money a seat has already offered in this proposal round. */
export function offeredBy(proposals: readonly Proposal[], seat: number): number {
  let t = 0;
  for (const p of proposals) for (const b of p.bribes) if (b.seat === seat) t += b.amount;
  return t;
}

/** Proposal round order: the non-overseers clockwise from the overseer's left. */
export function proposalOrder(overseer: number, players: number): number[] {
  return biddingOrder(overseer, players).slice(0, -1);
}

/** Extra irrigation order: from the overseer's left, overseer last, only seats still holding their canal. */
export function irrigationOrder(overseer: number, extraCanal: readonly boolean[]): number[] {
  return biddingOrder(overseer, extraCanal.length).filter((s) => extraCanal[s]);
}

// ---- palms (§6.1) -----------------------------------------------------------------------------

/**
 * Whether a palm may stand on `plot`: an empty plot not touching the spring's intersection and not
 * touching another palm by side or corner.
 */
export function palmPlotLegal(
  plot: Plot,
  spring: Point | null,
  palms: readonly Plot[],
  plantations: readonly Plantation[],
): boolean {
  const i = plotIndex(plot);
  for (const p of plantations) if (plotIndex(p) === i) return false;
  if (spring && springPlots(spring).some((q) => plotIndex(q) === i)) return false;
  for (const p of palms) {
    const j = plotIndex(p);
    if (j === i || TOUCHING[i]!.includes(j)) return false;
  }
  return true;
}
