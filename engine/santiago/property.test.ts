/**
 * Property tests: random legal games for 3, 4 and 5 players with the invariants checked after
 * every move. Money is tracked independently of the engine, move by move, from the rules.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { canalsConnected, plotIndex } from './board';
import { checkMove } from './checks';
import { santiago } from './game';
import { countRules, fields, isPass, markersFor, proposalTotal, refusalCost } from './rules';
import type { SantiagoMove, SantiagoState } from './types';

const GAMES_PER_COUNT = 700;

function fail(msg: string, s: SantiagoState, m?: SantiagoMove): never {
  throw new Error(`${msg} (round ${s.round}, phase ${s.phase}${m ? `, move ${JSON.stringify(m)}` : ''})`);
}

/** The money every seat should hold after `move`, computed from the rules alone. */
function expectedMoney(before: SantiagoState, move: SantiagoMove, after: SantiagoState): number[] {
  const money = before.money.slice();
  const o = before.overseer;
  if (move.type === 'accept' || (move.type === 'refuse' && before.proposals.some((p) => p.segment.dir === move.segment.dir && p.segment.x === move.segment.x && p.segment.y === move.segment.y))) {
    const p =
      move.type === 'accept'
        ? before.proposals[move.proposal]!
        : before.proposals.find((q) => q.segment.dir === move.segment.dir && q.segment.x === move.segment.x && q.segment.y === move.segment.y)!;
    for (const b of p.bribes) {
      money[b.seat]! -= b.amount;
      money[o]! += b.amount;
    }
    if (proposalTotal(p) < 1) fail('an accepted proposal carries no money', before, move);
  } else if (move.type === 'refuse') {
    money[o]! -= refusalCost(before.proposals);
  } else if (move.type === 'buildOwn') {
    money[o]! -= 1;
  }
  const leftPlanting = (before.phase === 'planting' || before.phase === 'neutralTile') && after.phase !== 'planting' && after.phase !== 'neutralTile';
  if (leftPlanting) for (const b of after.bids) if (!isPass(b)) money[b.seat]! -= b.amount;
  if (after.round > before.round) for (let i = 0; i < money.length; i++) money[i]! += 3;
  return money;
}

function checkInvariants(s: SantiagoState, placed: number[]) {
  const rules = countRules(s.players);
  // money
  for (const m of s.money) if (!Number.isInteger(m) || m < 0) fail(`money ${m}`, s);
  // markers: never more than 22 placed, never more than 22 on the board
  for (let seat = 0; seat < s.players; seat++) {
    if (placed[seat]! > 22) fail(`seat ${seat} placed ${placed[seat]} markers`, s);
    let onBoard = 0;
    for (const p of s.plantations) if (p.owner === seat) onBoard += p.markers;
    if (onBoard > 22) fail(`seat ${seat} has ${onBoard} markers on the board`, s);
  }
  // tiles: one per plot, 45 in all, each exactly once
  const plots = new Set<number>();
  for (const p of s.plantations) {
    const i = plotIndex(p);
    if (plots.has(i)) fail(`two tiles on plot ${i}`, s);
    plots.add(i);
    if (p.desert && (p.owner !== null || p.markers !== 0 || p.palm)) fail('a desert with markers', s);
    if (p.owner === null && p.markers !== 0) fail('markers without owner', s);
    if (p.owner !== null && (p.markers < 1 || p.markers > p.tile.planters)) fail('bad marker count', s);
  }
  for (const palm of s.palms) if (plots.has(plotIndex(palm))) fail('a standing palm under a tile', s);
  const ids = new Set<number>();
  let count = 0;
  const add = (id: number) => {
    ids.add(id);
    count++;
  };
  for (const p of s.plantations) add(p.tile.id);
  for (const t of s.revealed) add(t.id);
  for (const st of s.stacks) for (const t of st) add(t.id);
  if (s.removed) add(s.removed.id);
  if (count !== 45 || ids.size !== 45) fail(`tiles: ${count} counted, ${ids.size} distinct`, s);
  // canals: at most supply + one extra each, all distinct and connected
  const extrasUsed = s.extraCanal.filter((x) => !x).length;
  if (s.canalSupply < 0) fail('negative canal supply', s);
  if (s.canals.length !== rules.supply - s.canalSupply + extrasUsed) fail('canal count does not add up', s);
  if (s.canals.length > 15) fail('more than 15 canals', s);
  if (new Set(s.canals.map((c) => `${c.dir}${c.x},${c.y}`)).size !== s.canals.length) fail('a canal built twice', s);
  if (!canalsConnected(s.spring, s.canals)) fail('a canal not connected to the spring', s);
  if (s.round < 1 || s.round > s.rounds) fail('round out of range', s);
}

function playRandomGame(players: number, seed: number, choice: number, palms: boolean): SantiagoState {
  const start = santiago.setup({ players, seed, options: { palms } });
  if (!start.ok) throw new Error(start.error.en);
  let s = start.state;
  const placed = new Array<number>(players).fill(0);
  let x = choice >>> 0 || 1;
  let step = 0;
  while (!santiago.isOver(s)) {
    const acting = santiago.toAct(s);
    if (acting.length !== 1) fail('nobody to act', s);
    const moves = santiago.legalMoves(s);
    if (moves.length === 0) fail('no legal move', s);
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    const move = moves[x % moves.length]!;
    if (move.seat !== acting[0]) fail('legal move for the wrong seat', s, move);
    if (step % 16 === 0) {
      // a move by a seat that is not acting is refused and leaves the state alone
      const before = JSON.stringify(s);
      const wrong = santiago.play(s, { ...move, seat: (move.seat + 1) % players } as SantiagoMove);
      if (wrong.ok || wrong.violation.rule !== 'santiago.turn.seat') fail('a wrong seat was not refused', s, move);
      if (JSON.stringify(s) !== before) fail('a refused move changed the state', s, move);
    }
    const line = santiago.describe(s, move);
    if (!line.zh || !line.en || line.en === 'Unknown move.') fail('no log line for a move', s, move);
    // the checker itself accepts the listed move (play trusts a move it has just listed: core/machine-game.ts)
    const refusal = checkMove(s, move);
    if (refusal) fail(`legal move refused by the checker: ${refusal.rule}`, s, move);
    const r = santiago.play(s, move);
    if (!r.ok) fail(`legal move refused: ${r.violation.rule}`, s, move);
    if (r.state.log.length <= s.log.length) fail('the move left no line in the log', s, move);
    const next = r.state;
    if (move.type === 'plant') {
      const tile = s.revealed.find((t) => t.id === move.tile)!;
      placed[move.seat]! += markersFor(tile.planters, s.bids.some((b) => b.seat === move.seat && isPass(b)));
      if (!next.plantations.some((p) => p.c === move.at.c && p.r === move.at.r && p.tile.id === move.tile)) fail('tile not on its plot', s, move);
    }
    const expected = expectedMoney(s, move, next);
    for (let i = 0; i < players; i++) if (next.money[i] !== expected[i]) fail(`money ${JSON.stringify(next.money)} ≠ ${JSON.stringify(expected)}`, s, move);
    checkInvariants(next, placed);
    s = next;
    step++;
  }
  // end of game
  if (s.round !== s.rounds) fail('game ended early', s);
  if (s.stacks.some((st) => st.length > 0) || s.revealed.length > 0) fail('tiles left at the end', s);
  const result = santiago.result(s)!;
  const deserts = new Set(s.plantations.filter((p) => p.desert).map(plotIndex));
  for (const f of fields(s.plantations)) for (const k of f.members) if (deserts.has(plotIndex(s.plantations[k]!))) fail('a desert in a field', s);
  let fieldPoints = 0;
  for (const f of fields(s.plantations)) {
    let m = 0;
    for (const k of f.members) {
      const p = s.plantations[k]!;
      if (p.owner !== null) m += p.markers + (p.palm ? 1 : 0);
    }
    fieldPoints += f.members.length * m;
  }
  const totals = result.seats.reduce((t, x) => t + x.total, 0);
  const cash = s.money.reduce((a, b) => a + b, 0);
  if (totals !== cash + fieldPoints) fail(`scores ${totals} ≠ cash ${cash} + fields ${fieldPoints}`, s);
  for (const seat of result.seats) {
    const sum = seat.breakdown.reduce((t, l) => t + l.points, 0);
    if (sum !== seat.total) fail('breakdown does not add up', s);
  }
  const best = Math.max(...result.seats.map((x) => x.total));
  expect(result.winners).toEqual(result.seats.filter((x) => x.total === best).map((x) => x.seat));
  // every plantation left is watered after final drying
  return s;
}

describe('random legal games keep every invariant', () => {
  test.each([3, 4, 5])('%i players', (players) => {
    let games = 0;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.integer({ min: 1, max: 2 ** 31 - 1 }), fc.boolean(), (seed, choice, palms) => {
        const end = playRandomGame(players, seed, choice, palms);
        games++;
        return end.phase === 'gameOver';
      }),
      { numRuns: GAMES_PER_COUNT },
    );
    expect(games).toBe(GAMES_PER_COUNT);
  });
});
