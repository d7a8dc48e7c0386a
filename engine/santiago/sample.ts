/**
 * Determinization for Santiago: a whole state that one seat cannot tell from the true one, built
 * from that seat's view alone, for bots and reviews that look ahead without cheating.
 *
 * Santiago's view hides three things:
 * - the face-down stacks: which tiles they hold and in which order. The unseen tiles are the 45
 *   less those on the board, face up and removed at setup; they are shuffled and dealt into stacks
 *   of the sizes the view shows.
 * - other seats' cash, when money is kept hidden. Every payment is made in the open, so it is not
 *   really secret: once the game is over the score sheet shows it, and before that the public log
 *   rebuilds it exactly (`ledger.ts`). Only when the log does not reach back to the start (a loaded
 *   position) is it drawn at random (`drawCash`).
 * - the random generator, which only decides future draws: a fresh one is drawn.
 */
import type { Lookahead } from '../core/contract';
import type { MachineGame } from '../core/machine-game';
import { santiago } from './game';
import type { SantiagoMove, SantiagoOptions } from './types';
import type { Draw, RngState } from '../core/rng';
import { cashFromLog } from './ledger';
import { INCOME, START_MONEY, isPass } from './rules';
import { ALL_TILES } from './tiles';
import type { SantiagoState, SantiagoView, Tile } from './types';

/** A state `seat` cannot tell from the one its view `v` was taken of; `v` is left untouched. */
export function sample(v: SantiagoView, seat: number, draw: Draw): SantiagoState {
  const copy = JSON.parse(JSON.stringify(v)) as SantiagoView;
  const { seat: _seat, money: shown, stackSizes, ...shownState } = copy;
  return {
    ...shownState,
    rng: freshRng(draw),
    stacks: dealStacks(v, stackSizes, draw),
    money: cashOf(v, seat, draw),
  };
}

/** The tiles `v` does not show anywhere: neither on the board, nor face up, nor removed. */
export function unseenTiles(v: Pick<SantiagoView, 'plantations' | 'revealed' | 'removed'>): Tile[] {
  const seen = new Set<number>();
  for (const p of v.plantations) seen.add(p.tile.id);
  for (const t of v.revealed) seen.add(t.id);
  if (v.removed) seen.add(v.removed.id);
  return ALL_TILES.filter((t) => !seen.has(t.id)).map((t) => ({ ...t }));
}

/**
 * The unseen tiles shuffled into stacks of the given sizes (top = last). A game from setup has
 * exactly as many unseen tiles as the stacks hold; a loaded position may have set some aside, and
 * then the stacks are a random choice among them.
 */
function dealStacks(v: SantiagoView, sizes: readonly number[], draw: Draw): Tile[][] {
  const pool = draw.shuffle(unseenTiles(v));
  const needed = sizes.reduce((a, b) => a + b, 0);
  if (pool.length < needed)
    throw new RangeError(`santiago sample: the stacks hold ${needed} tiles but only ${pool.length} are unseen`);
  let next = 0;
  return sizes.map((size) => {
    const stack = pool.slice(next, next + size);
    next += size;
    return stack;
  });
}

/** Every seat's cash: as shown, else from the score sheet, else from the log, else drawn. */
function cashOf(v: SantiagoView, seat: number, draw: Draw): number[] {
  const shown = v.money;
  if (shown.every((m) => m !== null)) return shown.slice() as number[];
  if (v.result) return v.result.seats.map((s) => shown[s.seat] ?? cashOnScoreSheet(s.breakdown));
  const fromLog = cashFromLog(v);
  if (fromLog && fromLog[seat] === shown[seat] && fromLog.every((m) => m >= 0))
    return shown.map((m, s) => m ?? fromLog[s]!);
  return drawCash(v, draw);
}

/** The cash line of a seat's final score (`scoreGame` writes it first). */
function cashOnScoreSheet(breakdown: readonly { points: number }[]): number {
  return breakdown[0]?.points ?? 0;
}

/**
 * What each seat has committed on the table and not paid yet: its bid until bids are paid, its
 * bribe while proposals are open. Its cash is at least that.
 */
export function committedCash(v: Pick<SantiagoView, 'players' | 'phase' | 'bids' | 'proposals'>): number[] {
  const out = new Array<number>(v.players).fill(0);
  if (v.phase === 'bidding' || v.phase === 'planting' || v.phase === 'neutralTile')
    for (const b of v.bids) if (!isPass(b)) out[b.seat] = Math.max(out[b.seat]!, b.amount);
  if (v.phase === 'proposals' || v.phase === 'overseerDecision')
    for (const p of v.proposals) for (const b of p.bribes) out[b.seat] = Math.max(out[b.seat]!, b.amount);
  return out;
}

/**
 * The most cash all seats can hold together in round `round`: the starting money and every income
 * paid so far (money only ever goes to the bank or from seat to seat).
 */
export function cashInPlay(players: number, round: number): number {
  return players * (START_MONEY + INCOME * (round - 1));
}

/**
 * Hidden cash nothing public tells: drawn uniformly among all the ways to give each hidden seat at
 * least what it has committed on the table, with all seats together holding no more than the cash
 * in play (`cashInPlay`). The shown cash is kept.
 */
function drawCash(v: SantiagoView, draw: Draw): number[] {
  const hidden: number[] = [];
  let shownTotal = 0;
  v.money.forEach((m, s) => {
    if (m === null) hidden.push(s);
    else shownTotal += m;
  });
  const floor = committedCash(v);
  const floorTotal = hidden.reduce((t, s) => t + floor[s]!, 0);
  const spare = Math.max(0, cashInPlay(v.players, v.round) - shownTotal - floorTotal);
  const extra = splitUniformly(spare, hidden.length, draw);
  const out = v.money.slice() as number[];
  hidden.forEach((s, i) => {
    out[s] = floor[s]! + extra[i]!;
  });
  return out;
}

/**
 * `parts` whole numbers ≥ 0 adding up to at most `total`, each such list equally likely: stars and
 * bars, with one more part for what is left over, so `parts` bars among `total + parts` places.
 */
export function splitUniformly(total: number, parts: number, draw: Draw): number[] {
  const places = total + parts;
  const chosen = new Set<number>();
  while (chosen.size < parts) chosen.add(draw.int(places));
  const bars = [...chosen].sort((a, b) => a - b);
  return bars.map((bar, i) => bar - (i === 0 ? 0 : bars[i - 1]! + 1));
}

/** A new generator for the draws still to come, which no seat can know. */
function freshRng(draw: Draw): RngState {
  return [draw.int(0x100000000), draw.int(0x100000000), draw.int(0x100000000), draw.int(0x100000000)];
}

/** The game with its determinization, for bots and reviews that look ahead (a chapter page plays `santiago` without it). */
export const santiagoLookahead: Lookahead<MachineGame<SantiagoState, SantiagoMove, SantiagoOptions, SantiagoView>> = { ...santiago, sample };
