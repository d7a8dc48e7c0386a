/**
 * Loading a position written declaratively, so examples and tests can start mid-game.
 *
 * Only `players` is required; everything else has a default. Plots may be written `[c, r]` or
 * `{ c, r }`, intersections `[x, y]` or `{ x, y }`, segments `'H1,2'` or `{ dir, x, y }`, tiles
 * `'bananas'` (two planters), `'bananas:1'` or `{ crop, planters }`. Bids are listed in the order
 * made, as `[seat, amount]`, `[seat, 'pass']` or `Bid` objects. Every problem is reported in both
 * languages, naming the item at fault.
 */
import { printable } from '../core/text';
import type { Bilingual, LoadResult } from '../core/contract';
import { Draw, seedRng } from '../core/rng';
import { isInt, isObject } from '../core/violation';
import {
  TOUCHING,
  canalsConnected,
  isPlot,
  isPoint,
  isSegment,
  legalSegmentIndices,
  plotIndex,
  sameSegment,
  segmentIndex,
  segmentKey,
  springPlots,
} from './board';
import {
  MARKERS_PER_PLAYER,
  START_MONEY,
  biddingOrder,
  choosingOrder,
  countRules,
  irrigationOrder,
  isPass,
  markersOnBoard,
  newOverseer,
  proposalOrder,
  scoreGame,
} from './rules';
import { resolveOptions } from './options';
import { ALL_TILES, CROPS, TILES_PER_CROP, isCrop } from './tiles';
import { toAct } from './turns';
import type {
  Bid,
  Crop,
  Plantation,
  Plot,
  Point,
  Proposal,
  SantiagoOptions,
  SantiagoPhase,
  SantiagoState,
  Segment,
  Tile,
} from './types';
import { seatLetter } from '../core/seats';

export type PlotLike = Plot | [number, number];
export type PointLike = Point | [number, number];
export type SegmentLike = Segment | string;
export type TileSpec = Crop | `${Crop}:${1 | 2}` | { crop: Crop; planters?: 1 | 2 };

export interface PlantationSpec {
  at: PlotLike;
  crop: Crop;
  /** Planter icons on the tile (default 2). */
  planters?: 1 | 2;
  /** The seat whose markers lie on it; null or absent = neutral. */
  owner?: number | null;
  /** Markers on it (default: `planters` when it has an owner, else 0). */
  markers?: number;
  palm?: boolean;
  desert?: boolean;
}

export interface ProposalSpec {
  segment: SegmentLike;
  /** Default: the first briber. */
  proposer?: number;
  bribes: ({ seat: number; amount: number } | [number, number])[];
}

export type BidSpec = Bid | [number, number | 'pass'];

/** A declarative Santiago position for `santiago.load`. */
export interface SantiagoPosition {
  players: number;
  /** Shuffles the tiles not named in the position into the stacks (default 1). */
  seed?: number | string;
  options?: Partial<SantiagoOptions>;
  /** Default `bidding`. */
  phase?: SantiagoPhase;
  /** Default: the round the number of tiles on the board implies. */
  round?: number;
  /** The overseer: in `bidding`, the one whose left neighbour bids first. Default 0. */
  overseer?: number;
  /** Required unless the phase is `placeSpring`. */
  spring?: PointLike | null;
  /** Palm trees still standing on empty plots. */
  palms?: PlotLike[];
  plantations?: PlantationSpec[];
  canals?: SegmentLike[];
  /** Default 10 escudos each; a single number gives everyone the same. */
  money?: number[] | number;
  /** Who still holds the personal extra canal (default: everybody). */
  extraCanal?: boolean[];
  /** Canals left beside the board (default: the starting supply less the non-extra canals built). */
  canalSupply?: number;
  /** Face-up tiles (default: drawn from the unused tiles, as many as the phase needs). */
  revealed?: TileSpec[];
  /** The tile removed at setup with 3–4 players (default: drawn from the unused tiles). */
  removed?: TileSpec | null;
  bids?: BidSpec[];
  /** Seats still to act in planting, proposals or extra irrigation (default: derived). */
  order?: number[];
  proposals?: ProposalSpec[];
}

class LoadError extends Error {
  constructor(readonly bilingual: Bilingual) {
    super(bilingual.en);
  }
}

const fail = (zh: string, en: string): never => {
  throw new LoadError({ zh, en });
};

function readPlot(v: unknown, what: Bilingual): Plot {
  const p = Array.isArray(v) ? { c: v[0], r: v[1] } : v;
  if (!isPlot(p)) fail(`${what.zh}：${JSON.stringify(v)} 不在圖板上（c 0–7、r 0–5）。`, `${what.en}: ${JSON.stringify(v)} is not a plot on the board (c 0–7, r 0–5).`);
  return { c: (p as Plot).c, r: (p as Plot).r };
}

function readPoint(v: unknown, what: Bilingual): Point {
  const p = Array.isArray(v) ? { x: v[0], y: v[1] } : v;
  if (!isPoint(p))
    fail(`${what.zh}：${JSON.stringify(v)} 不是交叉點（x 0–4、y 0–3）。`, `${what.en}: ${JSON.stringify(v)} is not an intersection (x 0–4, y 0–3).`);
  return { x: (p as Point).x, y: (p as Point).y };
}

function readSegment(v: unknown, what: Bilingual): Segment {
  let s: unknown = v;
  if (typeof v === 'string') {
    const m = /^([HV])(\d+),(\d+)$/.exec(v.trim());
    s = m ? { dir: m[1], x: Number(m[2]), y: Number(m[3]) } : null;
  }
  if (!isSegment(s))
    fail(`${what.zh}：${JSON.stringify(v)} 不是水道位置（H x 0–3 y 0–3，V x 0–4 y 0–2）。`, `${what.en}: ${JSON.stringify(v)} is not a canal segment (H x 0–3 y 0–3, V x 0–4 y 0–2).`);
  const q = s as Segment;
  return { dir: q.dir, x: q.x, y: q.y };
}

function readTileSpec(v: unknown, what: Bilingual): { crop: Crop; planters: 1 | 2 } {
  if (typeof v === 'string') {
    const [crop, pl] = v.split(':');
    const planters = pl === undefined ? 2 : Number(pl);
    if (isCrop(crop) && (planters === 1 || planters === 2)) return { crop, planters };
  } else if (isObject(v) && isCrop(v.crop) && (v.planters === undefined || v.planters === 1 || v.planters === 2)) {
    return { crop: v.crop, planters: (v.planters as 1 | 2 | undefined) ?? 2 };
  }
  return fail(
    `${what.zh}：${JSON.stringify(v)} 不是板塊（作物為 ${CROPS.join('、')}，農夫 1 或 2）。`,
    `${what.en}: ${JSON.stringify(v)} is not a tile (crop one of ${CROPS.join(', ')}, planters 1 or 2).`,
  );
}

const seatOk = (v: unknown, players: number): v is number => isInt(v, 0, players - 1);

const RESTING: readonly SantiagoPhase[] = [
  'placeSpring',
  'placePalms',
  'bidding',
  'planting',
  'neutralTile',
  'proposals',
  'overseerDecision',
  'extraIrrigation',
  'gameOver',
];

export function loadPosition(position: unknown): LoadResult<SantiagoState> {
  try {
    return { ok: true, state: build(position) };
  } catch (error) {
    if (error instanceof LoadError) return { ok: false, error: error.bilingual };
    throw error;
  }
}

function build(position: unknown): SantiagoState {
  if (!isObject(position)) fail('局面必須是一個物件。', 'A position must be an object.');
  const pos = position as Record<string, unknown>;
  const known = new Set([
    'players', 'seed', 'options', 'phase', 'round', 'overseer', 'spring', 'palms', 'plantations', 'canals',
    'money', 'extraCanal', 'canalSupply', 'revealed', 'removed', 'bids', 'order', 'proposals',
  ]);
  for (const k of Object.keys(pos)) if (!known.has(k)) fail(`局面裡有不認得的欄位「${k}」。`, `Unknown field "${k}" in the position.`);

  const players = pos.players;
  if (!isInt(players, 3, 5)) fail(`玩家人數必須是 3 到 5，收到 ${JSON.stringify(players)}。`, `players must be 3 to 5, not ${JSON.stringify(players)}.`);
  const n = players as number;
  const rules = countRules(n);
  const opts = resolveOptions(pos.options);
  if (!opts.ok) throw new LoadError(opts.error);
  const options = opts.options;

  const phase = (pos.phase ?? 'bidding') as SantiagoPhase;
  if (!RESTING.includes(phase))
    fail(`階段「${printable(pos.phase)}」不是可以載入的階段（${RESTING.join('、')}）。`, `Phase "${printable(pos.phase)}" cannot be loaded (use one of ${RESTING.join(', ')}).`);

  const overseer = pos.overseer ?? 0;
  if (!seatOk(overseer, n)) fail(`工頭必須是座位 0 到 ${n - 1}。`, `overseer must be a seat from 0 to ${n - 1}.`);

  // money
  let money: number[];
  if (pos.money === undefined) money = new Array<number>(n).fill(START_MONEY);
  else if (typeof pos.money === 'number') money = new Array<number>(n).fill(pos.money);
  else if (Array.isArray(pos.money)) money = pos.money.slice() as number[];
  else return fail('money 必須是數字或每位玩家一個數字的陣列。', 'money must be a number or one number per player.');
  if (money.length !== n) fail(`money 要有 ${n} 個數字，收到 ${money.length} 個。`, `money needs ${n} entries, got ${money.length}.`);
  money.forEach((m, i) => {
    if (!isInt(m, 0)) fail(`玩家 ${seatLetter(i)} 的錢必須是 0 以上的整數，收到 ${JSON.stringify(m)}。`, `Player ${seatLetter(i)}'s money must be a whole number ≥ 0, not ${JSON.stringify(m)}.`);
  });

  // spring
  let spring: Point | null = null;
  if (pos.spring !== undefined && pos.spring !== null) spring = readPoint(pos.spring, { zh: '水源', en: 'spring' });
  if (phase === 'placeSpring') {
    if (spring) fail('水源已經放好了，不能在「放置水源」階段載入。', 'The spring is already placed; the position cannot be in placeSpring.');
  } else if (!spring) fail('需要指定水源的位置（spring）。', 'The position needs a spring.');

  // plantations
  if (pos.plantations !== undefined && !Array.isArray(pos.plantations)) fail('plantations 必須是陣列。', 'plantations must be an array.');
  const specs = (pos.plantations ?? []) as unknown[];
  const byPlot = new Map<number, number>();
  const plantationsRaw = specs.map((raw, i) => {
    const what = { zh: `第 ${i + 1} 塊農地`, en: `plantation ${i + 1}` };
    if (!isObject(raw)) return fail(`${what.zh}的格式不正確。`, `${what.en} is malformed.`);
    const at = readPlot(raw.at, what);
    const key = plotIndex(at);
    if (byPlot.has(key))
      fail(`${what.zh}和第 ${byPlot.get(key)! + 1} 塊農地放在同一格 (${at.c},${at.r})。`, `${what.en} and plantation ${byPlot.get(key)! + 1} are both on plot (${at.c},${at.r}).`);
    byPlot.set(key, i);
    const tile = readTileSpec({ crop: raw.crop, planters: raw.planters }, what);
    const desert = raw.desert === true;
    const owner = raw.owner ?? null;
    if (owner !== null && !seatOk(owner, n)) fail(`${what.zh}的主人必須是座位 0 到 ${n - 1}。`, `${what.en}: owner must be a seat from 0 to ${n - 1}.`);
    const markers = raw.markers ?? (owner === null || desert ? 0 : tile.planters);
    if (!isInt(markers, 0, tile.planters))
      fail(`${what.zh}的標記數必須在 0 到 ${tile.planters} 之間。`, `${what.en}: markers must be between 0 and ${tile.planters}.`);
    if ((markers as number) > 0 && owner === null) fail(`${what.zh}有標記卻沒有主人。`, `${what.en} has markers but no owner.`);
    if (owner !== null && markers === 0)
      fail(`${what.zh}有主人卻沒有標記；沒有標記的農地是中立的，請把 owner 設為 null。`, `${what.en} has an owner but no markers; a marker-less plantation is neutral (owner null).`);
    const palm = raw.palm === true;
    if (desert && (owner !== null || palm)) fail(`${what.zh}是沙漠，不能有主人、標記或棕櫚樹。`, `${what.en} is desert: it has no owner, markers or palm.`);
    return { at, tile, owner: owner as number | null, markers: markers as number, palm, desert };
  });

  // palms
  if (pos.palms !== undefined && !Array.isArray(pos.palms)) fail('palms 必須是陣列。', 'palms must be an array.');
  const palms = ((pos.palms ?? []) as unknown[]).map((p, i) => readPlot(p, { zh: `第 ${i + 1} 棵棕櫚樹`, en: `palm ${i + 1}` }));
  const palmOnTiles = plantationsRaw.filter((p) => p.palm).map((p) => p.at);
  const allPalms = [...palms, ...palmOnTiles];
  if ((palms.length > 0 || palmOnTiles.length > 0) && !options.palms)
    fail('沒有開啟棕櫚樹變體（options.palms），局面卻有棕櫚樹。', 'The position has palm trees but the palm variant (options.palms) is off.');
  if (allPalms.length > 3) fail(`棕櫚樹只有 3 棵，局面裡有 ${allPalms.length} 棵。`, `There are only 3 palm trees; the position has ${allPalms.length}.`);
  palms.forEach((p, i) => {
    if (byPlot.has(plotIndex(p)))
      fail(`第 ${i + 1} 棵棕櫚樹所在的 (${p.c},${p.r}) 已經有農地；種在農地上的棕櫚樹請用 palm: true 標示。`, `Palm ${i + 1} stands on (${p.c},${p.r}), which holds a plantation; mark a palm on a tile with palm: true.`);
  });
  for (let i = 0; i < allPalms.length; i++) {
    const p = allPalms[i]!;
    if (spring && springPlots(spring).some((q) => plotIndex(q) === plotIndex(p)))
      fail(`(${p.c},${p.r}) 的棕櫚樹碰到水源的交叉點。`, `The palm on (${p.c},${p.r}) touches the spring's intersection.`);
    for (let j = 0; j < i; j++) {
      const q = allPalms[j]!;
      if (plotIndex(p) === plotIndex(q) || TOUCHING[plotIndex(p)]!.includes(plotIndex(q)))
        fail(`(${p.c},${p.r}) 和 (${q.c},${q.r}) 的棕櫚樹彼此相鄰。`, `The palms on (${p.c},${p.r}) and (${q.c},${q.r}) touch each other.`);
    }
  }
  if (phase === 'placePalms') {
    if (!options.palms || options.palmPlacement !== 'first-overseer' || allPalms.length >= 3)
      fail('只有在開啟棕櫚樹變體、由工頭種樹且還沒種滿 3 棵時，才能載入「種棕櫚樹」階段。', 'placePalms needs the palm variant, palms placed by the first overseer, and fewer than 3 palms placed.');
  }

  // canals
  if (pos.canals !== undefined && !Array.isArray(pos.canals)) fail('canals 必須是陣列。', 'canals must be an array.');
  const canals = ((pos.canals ?? []) as unknown[]).map((c, i) => readSegment(c, { zh: `第 ${i + 1} 條水道`, en: `canal ${i + 1}` }));
  canals.forEach((c, i) => {
    for (let j = 0; j < i; j++)
      if (sameSegment(c, canals[j]!)) fail(`水道 ${segmentKey(c)} 重複出現。`, `Canal ${segmentKey(c)} is listed twice.`);
  });
  if (!canalsConnected(spring, canals))
    fail('有水道沒有經由其他水道連到水源。', 'A canal is not connected to the spring through other canals.');

  // extra canals and supply
  const extraCanal = (pos.extraCanal ?? new Array<boolean>(n).fill(true)) as boolean[];
  if (!Array.isArray(extraCanal) || extraCanal.length !== n || !extraCanal.every((b) => typeof b === 'boolean'))
    fail(`extraCanal 必須是 ${n} 個 true/false。`, `extraCanal must be ${n} booleans.`);
  const extrasUsed = extraCanal.filter((b) => !b).length;
  const fromSupply = canals.length - extrasUsed;
  if (fromSupply < 0)
    fail(`有 ${extrasUsed} 人用掉額外水道，圖板上卻只有 ${canals.length} 條水道。`, `${extrasUsed} extra canals are marked used but only ${canals.length} canals are on the board.`);
  const canalSupply = pos.canalSupply ?? rules.supply - fromSupply;
  if (!isInt(canalSupply, 0, rules.supply))
    fail(`圖板上的水道太多：供應區只有 ${rules.supply} 條，另加每人一條額外水道。`, `Too many canals: the supply holds ${rules.supply}, plus one extra canal per player.`);
  if ((canalSupply as number) + fromSupply !== rules.supply)
    fail(
      `水道數目對不起來：供應區 ${canalSupply} 條加上工頭蓋的 ${fromSupply} 條應該等於 ${rules.supply}。`,
      `Canal counts do not add up: ${canalSupply} in the supply plus ${fromSupply} built by overseers should be ${rules.supply}.`,
    );

  // bids
  if (pos.bids !== undefined && !Array.isArray(pos.bids)) fail('bids 必須是陣列。', 'bids must be an array.');
  const bids: Bid[] = ((pos.bids ?? []) as unknown[]).map((b, i) => {
    const what = { zh: `第 ${i + 1} 個出價`, en: `bid ${i + 1}` };
    let seat: unknown;
    let amount: unknown;
    if (Array.isArray(b)) [seat, amount] = b;
    else if (isObject(b)) {
      seat = b.seat;
      amount = b.pass === true ? 'pass' : b.amount;
    }
    if (!seatOk(seat, n)) fail(`${what.zh}的座位不正確。`, `${what.en} has no valid seat.`);
    if (amount === 'pass' || amount === 0) return { seat: seat as number, pass: true as const };
    if (!isInt(amount, 1)) fail(`${what.zh}必須是 1 以上的整數或 'pass'。`, `${what.en} must be a whole number ≥ 1 or 'pass'.`);
    return { seat: seat as number, amount: amount as number };
  });
  const seenSeats = new Set<number>();
  const seenAmounts = new Set<number>();
  for (const b of bids) {
    if (seenSeats.has(b.seat)) fail(`玩家 ${seatLetter(b.seat)} 出價了兩次。`, `Player ${seatLetter(b.seat)} bids twice.`);
    seenSeats.add(b.seat);
    if (!isPass(b)) {
      if (seenAmounts.has(b.amount)) fail(`出價 ${b.amount} 重複了；每個出價都必須不同。`, `The bid ${b.amount} appears twice; bids must differ.`);
      seenAmounts.add(b.amount);
    }
  }
  const inRound = ['bidding', 'planting', 'neutralTile'].includes(phase);
  if (bids.length > 0 && !['bidding', 'planting', 'neutralTile', 'proposals', 'overseerDecision', 'extraIrrigation'].includes(phase))
    fail('這個階段不會有出價。', 'There are no bids in this phase.');
  if (phase === 'bidding') {
    const order = biddingOrder(overseer as number, n);
    bids.forEach((b, i) => {
      if (b.seat !== order[i])
        fail(`出價順序不對：第 ${i + 1} 個出價應該是玩家 ${seatLetter(order[i]!)}（從工頭左手邊開始）。`, `Bids out of order: bid ${i + 1} should be Player ${seatLetter(order[i]!)}'s (starting left of the overseer).`);
    });
    if (bids.length >= n) fail('所有人都已出價；請改為載入種植階段。', 'Everybody has bid already; load the planting phase instead.');
  } else if (phase !== 'placeSpring' && phase !== 'placePalms' && phase !== 'gameOver' && (inRound || bids.length > 0)) {
    if (bids.length !== n) fail(`這個階段需要全部 ${n} 位玩家的出價。`, `This phase needs the bids of all ${n} players.`);
    if (newOverseer(bids, overseer as number) !== overseer)
      fail(`依照這些出價，工頭應該是玩家 ${seatLetter(newOverseer(bids, overseer as number))}。`, `With these bids the overseer should be Player ${seatLetter(newOverseer(bids, overseer as number))}.`);
  }
  if (inRound)
    for (const b of bids)
      if (!isPass(b) && b.amount > money[b.seat]!)
        fail(`玩家 ${seatLetter(b.seat)} 出價 ${b.amount}，比手上的錢還多。`, `Player ${seatLetter(b.seat)} bids ${b.amount}, more than their cash.`);

  // revealed tiles, choosing order
  let revealedSpecs: { crop: Crop; planters: 1 | 2 }[] | null = null;
  if (pos.revealed !== undefined) {
    if (!Array.isArray(pos.revealed)) fail('revealed 必須是陣列。', 'revealed must be an array.');
    revealedSpecs = (pos.revealed as unknown[]).map((t, i) => readTileSpec(t, { zh: `第 ${i + 1} 張翻開的板塊`, en: `revealed tile ${i + 1}` }));
  }
  const leftover = n === 3 ? 1 : 0;
  let choosing: number[] = [];
  let revealCount: number;
  const orderGiven = pos.order !== undefined;
  if (orderGiven && (!Array.isArray(pos.order) || !(pos.order as unknown[]).every((s) => seatOk(s, n))))
    fail('order 必須是座位編號的陣列。', 'order must be an array of seats.');
  switch (phase) {
    case 'bidding':
      revealCount = rules.reveal;
      break;
    case 'planting': {
      const full = choosingOrder(bids);
      const done = revealedSpecs ? rules.reveal - revealedSpecs.length : 0;
      choosing = orderGiven ? (pos.order as number[]) : full.slice(done);
      if (choosing.length === 0) fail('種植階段至少要有一位玩家還沒拿板塊。', 'In planting at least one player must still be to choose.');
      const tail = full.slice(full.length - choosing.length);
      if (choosing.some((s, i) => s !== tail[i]))
        fail(`還沒拿板塊的順序應該是 ${tail.map((s) => `玩家 ${seatLetter(s)}`).join('、')}。`, `The players still to choose should be ${tail.map((s) => `Player ${seatLetter(s)}`).join(', ')}, in that order.`);
      revealCount = choosing.length + leftover;
      break;
    }
    case 'neutralTile':
      if (n !== 3) fail('只有 3 人遊戲才有中立板塊。', 'Only a 3-player game has a neutral tile.');
      revealCount = 1;
      break;
    default:
      revealCount = 0;
  }
  if (revealedSpecs && revealedSpecs.length !== revealCount)
    fail(`這個階段應該有 ${revealCount} 張翻開的板塊，收到 ${revealedSpecs.length} 張。`, `This phase has ${revealCount} revealed tiles, not ${revealedSpecs.length}.`);

  // tile accounting
  const pool = new Map<string, Tile[]>();
  for (const t of ALL_TILES) {
    const k = `${t.crop}:${t.planters}`;
    pool.set(k, [...(pool.get(k) ?? []), t]);
  }
  const takeTile = (spec: { crop: Crop; planters: 1 | 2 }): Tile => {
    const list = pool.get(`${spec.crop}:${spec.planters}`)!;
    const t = list.shift();
    if (!t)
      fail(
        `${spec.crop} 的 ${spec.planters} 名農夫板塊只有 ${TILES_PER_CROP[spec.planters]} 張，局面用了更多。`,
        `There are only ${TILES_PER_CROP[spec.planters]} ${spec.crop} tiles with ${spec.planters} planter${spec.planters > 1 ? 's' : ''}; the position uses more.`,
      );
    return t!;
  };
  const plantations: Plantation[] = plantationsRaw.map((p) => ({
    c: p.at.c,
    r: p.at.r,
    tile: takeTile(p.tile),
    owner: p.owner,
    markers: p.markers,
    palm: p.palm,
    desert: p.desert,
  }));
  const named = revealedSpecs ? revealedSpecs.map(takeTile) : [];
  let removed: Tile | null = null;
  if (pos.removed !== undefined && pos.removed !== null) {
    if (rules.removed === 0) fail('5 人遊戲不會移除板塊。', 'No tile is removed in a 5-player game.');
    removed = takeTile(readTileSpec(pos.removed, { zh: '移除的板塊', en: 'removed tile' }));
  }
  const draw = new Draw(seedRng((pos.seed as number | string | undefined) ?? 1));
  if (pos.seed !== undefined && typeof pos.seed !== 'number' && typeof pos.seed !== 'string')
    fail('seed 必須是數字或文字。', 'seed must be a number or a string.');
  const rest = draw.shuffle([...pool.values()].flat().sort((a, b) => a.id - b.id));
  if (rules.removed > 0 && !removed) removed = rest.pop() ?? fail('沒有板塊可以移除。', 'No tile is left to remove.');
  const revealed = revealedSpecs ? named : rest.splice(rest.length - revealCount, revealCount);
  if (revealed.length !== revealCount) fail('剩下的板塊不夠翻開。', 'Not enough tiles are left to reveal.');

  // round
  const drawn = plantations.length + revealed.length;
  const before = phase === 'placeSpring' || phase === 'placePalms';
  if (before && (plantations.length > 0 || canals.length > 0 || bids.length > 0))
    fail('遊戲準備階段的圖板上不能有農地、水道或出價。', 'During setup the board holds no plantations, canals or bids.');
  const round = pos.round ?? (before ? 1 : phase === 'gameOver' ? rules.rounds : Math.min(rules.rounds, Math.max(1, Math.ceil(drawn / rules.reveal))));
  if (!isInt(round, 1, rules.rounds)) fail(`回合必須在 1 到 ${rules.rounds} 之間。`, `round must be between 1 and ${rules.rounds}.`);
  const r = round as number;
  if (drawn > r * rules.reveal)
    fail(
      `第 ${r} 輪時最多翻開過 ${r * rules.reveal} 張板塊，局面裡卻有 ${drawn} 張（圖板上加翻開的）。`,
      `By round ${r} at most ${r * rules.reveal} tiles have been revealed, but the position has ${drawn} (on the board plus face up).`,
    );
  const perStack = before ? rules.rounds : phase === 'gameOver' ? 0 : rules.rounds - r;
  if (rest.length < perStack * rules.stacks)
    fail(`剩下的板塊不夠疊成 ${rules.stacks} 疊、每疊 ${perStack} 張。`, `Not enough tiles are left for ${rules.stacks} stacks of ${perStack}.`);
  const stacks = Array.from({ length: rules.stacks }, (_, k) => rest.slice(k * perStack, (k + 1) * perStack));

  // markers
  for (let seat = 0; seat < n; seat++) {
    const m = markersOnBoard(plantations, seat);
    if (m > MARKERS_PER_PLAYER)
      fail(`玩家 ${seatLetter(seat)} 在圖板上有 ${m} 個標記，但每人只有 ${MARKERS_PER_PLAYER} 個。`, `Player ${seatLetter(seat)} has ${m} markers on the board, but each player has only ${MARKERS_PER_PLAYER}.`);
  }

  // proposals
  if (pos.proposals !== undefined && !Array.isArray(pos.proposals)) fail('proposals 必須是陣列。', 'proposals must be an array.');
  const proposalSpecs = (pos.proposals ?? []) as unknown[];
  if (proposalSpecs.length > 0 && phase !== 'proposals' && phase !== 'overseerDecision')
    fail('只有在水道提議或工頭決定階段才會有提議。', 'Proposals exist only in the proposal and overseer-decision phases.');
  const legal = legalSegmentIndices(spring, canals);
  const offered = new Map<number, number>();
  const proposals: Proposal[] = proposalSpecs.map((raw, i) => {
    const what = { zh: `第 ${i + 1} 個提議`, en: `proposal ${i + 1}` };
    if (!isObject(raw) || !Array.isArray(raw.bribes) || raw.bribes.length === 0)
      return fail(`${what.zh}需要水道位置和至少一筆賄款。`, `${what.en} needs a segment and at least one bribe.`);
    const segment = readSegment(raw.segment, what);
    if (!legal.includes(segmentIndex(segment)))
      fail(`${what.zh}的 ${segmentKey(segment)} 不是可以蓋水道的位置。`, `${what.en}: ${segmentKey(segment)} is not a legal canal segment.`);
    const bribes = (raw.bribes as unknown[]).map((b) => {
      const [seat, amount] = Array.isArray(b) ? b : isObject(b) ? [b.seat, b.amount] : [undefined, undefined];
      if (!seatOk(seat, n) || !isInt(amount, 1)) fail(`${what.zh}有一筆賄款格式不正確。`, `${what.en} has a malformed bribe.`);
      if (seat === overseer) fail(`${what.zh}：工頭不能賄賂自己。`, `${what.en}: the overseer cannot bribe himself.`);
      if (offered.has(seat as number)) fail(`玩家 ${seatLetter((seat as number))} 在這一輪出了兩次賄款。`, `Player ${seatLetter((seat as number))} offers twice in one proposal round.`);
      offered.set(seat as number, amount as number);
      if ((amount as number) > money[seat as number]!)
        fail(`玩家 ${seatLetter((seat as number))} 的賄款比手上的錢還多。`, `Player ${seatLetter((seat as number))} offers more than their cash.`);
      return { seat: seat as number, amount: amount as number };
    });
    const proposer = raw.proposer ?? bribes[0]!.seat;
    if (proposer !== bribes[0]!.seat) fail(`${what.zh}的第一筆賄款必須是提議者的。`, `${what.en}: the first bribe must be the proposer's.`);
    return { segment, proposer: proposer as number, bribes };
  });
  proposals.forEach((p, i) => {
    for (let j = 0; j < i; j++)
      if (sameSegment(p.segment, proposals[j]!.segment))
        fail(`水道 ${segmentKey(p.segment)} 被提議了兩次；第二次應該算支持。`, `Canal ${segmentKey(p.segment)} is proposed twice; the second would be a support.`);
  });
  let proposalQueue: number[] = [];
  if (phase === 'proposals') {
    const all = proposalOrder(overseer as number, n);
    proposalQueue = orderGiven ? (pos.order as number[]) : all.filter((s) => !offered.has(s));
    const tail = all.slice(all.length - proposalQueue.length);
    if (proposalQueue.length === 0 || proposalQueue.some((s, i) => s !== tail[i]))
      fail('還沒行動的玩家必須是工頭左手邊順時針的最後幾位非工頭玩家。', 'The players still to act must be the last non-overseers clockwise from the overseer’s left.');
    if (proposalQueue.some((s) => offered.has(s))) fail('已經出過賄款的玩家不能再行動。', 'A player who already offered cannot act again.');
    if (canalSupply === 0 || legal.length === 0) fail('沒有水道可以蓋時不會有水道提議階段。', 'With no canal to build there is no proposal phase.');
  }
  if (phase === 'overseerDecision' && (canalSupply === 0 || legal.length === 0))
    fail('沒有水道可以蓋時工頭不必決定。', 'With no canal to build the overseer has nothing to decide.');

  let irrigation: number[] = [];
  if (phase === 'extraIrrigation') {
    const all = irrigationOrder(overseer as number, extraCanal);
    irrigation = orderGiven ? (pos.order as number[]) : all;
    const tail = all.slice(all.length - irrigation.length);
    if (irrigation.length === 0 || irrigation.some((s, i) => s !== tail[i]))
      fail('額外灌溉的順序必須是還留著額外水道的玩家，從工頭左手邊開始。', 'The extra-irrigation order must be seats still holding their extra canal, from the overseer’s left.');
  }
  if (orderGiven && !['planting', 'proposals', 'extraIrrigation'].includes(phase))
    fail('order 只用在種植、水道提議與額外灌溉階段。', 'order is used only in planting, proposals and extra irrigation.');

  const state: SantiagoState = {
    game: 'santiago',
    players: n,
    options,
    rng: draw.state(),
    round: r,
    rounds: rules.rounds,
    phase,
    overseer: overseer as number,
    stacks,
    removed,
    revealed,
    spring,
    palms,
    plantations,
    canals,
    canalSupply: canalSupply as number,
    extraCanal: extraCanal.slice(),
    money,
    bids,
    choosingOrder: choosing,
    proposals,
    proposalOrder: proposalQueue,
    irrigationOrder: irrigation,
    log: [['loadedAt', r]],
  };
  if (phase === 'gameOver') state.result = scoreGame(plantations, money);
  else if (toAct(state).length === 0) fail('這個局面沒有人可以行動。', 'Nobody can act in this position.');
  return state;
}
