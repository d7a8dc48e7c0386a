/**
 * Determinization: a sample built from one seat's view shows that seat exactly its view, is a state
 * the game can play on to the end, deals the same unseen tiles as the truth (only placed
 * differently), and really redraws what is hidden.
 */
import { describe, expect, it } from 'vitest';
import { Draw, isRngState, seedRng } from '../core/rng';
import { santiago } from './game';
import { cashInPlay, committedCash, sample, splitUniformly, unseenTiles } from './sample';
import type { SantiagoPosition } from './load';
import { loaded, run } from './testing';
import type { SantiagoOptions, SantiagoState } from './types';

const GAMES_PER_COUNT = 12;
/** A sample is taken every this many moves, for every seat. */
const EVERY = 9;

const drawOf = (seed: number | string) => new Draw(seedRng(seed));

function start(players: number, seed: number, options: Partial<SantiagoOptions> = {}): SantiagoState {
  const r = santiago.setup({ players, seed, options });
  if (!r.ok) throw new Error(r.error.en);
  return r.state;
}

/** One random legal move, or null once the game is over. */
function randomStep(s: SantiagoState, draw: Draw): SantiagoState | null {
  if (santiago.isOver(s)) return null;
  const moves = santiago.legalMoves(s);
  if (santiago.toAct(s).length !== 1) throw new Error(`nobody to act in ${s.phase}`);
  if (moves.length === 0) throw new Error(`no legal move in ${s.phase}`);
  const move = moves[draw.int(moves.length)]!;
  const r = santiago.play(s, move);
  if (!r.ok) throw new Error(`legal move refused: ${r.violation.rule} (${JSON.stringify(move)})`);
  return r.state;
}

/** Plays random legal moves to the end; returns the final state and how many moves it took. */
function playOut(s: SantiagoState, draw: Draw): { end: SantiagoState; moves: number } {
  let cur = s;
  let moves = 0;
  for (let next = randomStep(cur, draw); next; next = randomStep(cur, draw)) {
    cur = next;
    moves++;
    if (moves > 5000) throw new Error('the playout does not end');
  }
  return { end: cur, moves };
}

/** Options varied from game to game: palms, who places spring and palms, open or hidden money. */
function optionsFor(g: number): Partial<SantiagoOptions> {
  return {
    palms: g % 2 === 1,
    spring: g % 3 === 0 ? 'first-overseer' : 'random',
    palmPlacement: g % 4 === 1 ? 'first-overseer' : 'random',
    openMoney: g % 5 === 4,
  };
}

/** Every state of a random game at which samples are taken: every EVERY-th move, and the last one. */
function positions(players: number, g: number): SantiagoState[] {
  const draw = drawOf(`walk ${players} ${g}`);
  const out: SantiagoState[] = [];
  let s = start(players, 1000 * players + g, optionsFor(g));
  let k = 0;
  for (;;) {
    if (k % EVERY === 0 || santiago.isOver(s)) out.push(s);
    const next = randomStep(s, draw);
    if (!next) break;
    s = next;
    k++;
  }
  return out;
}

const stackIds = (s: SantiagoState) => s.stacks.map((st) => st.map((t) => t.id));
const sortedUnseen = (s: SantiagoState) => s.stacks.flat().map((t) => t.id).sort((a, b) => a - b);

describe('Santiago determinization over random games', () => {
  for (const players of [3, 4, 5]) {
    it(`${players} players: the view is kept, the unseen tiles are the same pool, cash is rebuilt, the rest redrawn`, () => {
      let samples = 0;
      let redrawn = 0;
      for (let g = 0; g < GAMES_PER_COUNT; g++) {
        for (const truth of positions(players, g)) {
          for (let seat = 0; seat < players; seat++) {
            const v = santiago.view(truth, seat);
            const before = JSON.stringify(v);
            const a = sample(v, seat, drawOf(`${g} ${seat} ${samples}`));
            samples++;
            // 1. consistency: the seat sees exactly what it saw, and its view is left alone
            expect(santiago.view(a, seat)).toEqual(v);
            expect(JSON.stringify(v)).toBe(before);
            expect(JSON.parse(JSON.stringify(a))).toEqual(a);
            // 3. the same unseen tiles, in stacks of the same sizes
            expect(sortedUnseen(a)).toEqual(sortedUnseen(truth));
            expect(a.stacks.map((st) => st.length)).toEqual(truth.stacks.map((st) => st.length));
            // cash is never secret in a game from setup: shown, or rebuilt from the log
            expect(a.money).toEqual(truth.money);
            expect(isRngState(a.rng)).toBe(true);
            // 4. another draw deals the stacks and the generator anew
            const b = sample(v, seat, drawOf(`other ${g} ${seat} ${samples}`));
            expect(b.rng).not.toEqual(a.rng);
            if (sortedUnseen(truth).length >= 10) {
              expect(stackIds(b)).not.toEqual(stackIds(a));
              redrawn++;
            }
          }
        }
      }
      expect(samples).toBeGreaterThan(GAMES_PER_COUNT * players * 10);
      expect(redrawn).toBeGreaterThan(samples / 2);
    });

    it(`${players} players: a sample is a state the game plays on from, to a result`, () => {
      let playouts = 0;
      for (let g = 0; g < GAMES_PER_COUNT / 2; g++) {
        const all = positions(players, g);
        // a handful of points spread over the game, the first and the last included
        const picked = [0, 0.25, 0.5, 0.75, 1].map((f) => all[Math.round(f * (all.length - 1))]!);
        picked.forEach((truth, i) => {
          const seat = (g + i) % players;
          const s = sample(santiago.view(truth, seat), seat, drawOf(`valid ${g} ${i}`));
          expect(santiago.toAct(s)).toEqual(santiago.toAct(truth));
          expect(santiago.meta(s)).toEqual(santiago.meta(truth));
          expect(santiago.legalMoves(s).length).toBe(santiago.legalMoves(truth).length);
          const { end } = playOut(s, drawOf(`playout ${g} ${i}`));
          expect(end.phase).toBe('gameOver');
          const result = santiago.result(end);
          expect(result).not.toBeNull();
          expect(result!.seats.map((x) => x.seat)).toEqual([...Array(players).keys()]);
          playouts++;
        });
      }
      expect(playouts).toBe((GAMES_PER_COUNT / 2) * 5);
    });
  }
});

describe('the true placement is among the samples', () => {
  it('with four tiles left unseen, every one of the 4! placements comes out, the true one included', () => {
    // a 4-player game played on to the bidding of round 10: one tile left in each of the 4 stacks
    const draw = drawOf('tiny pool');
    let t = start(4, 7);
    while (!(t.round === 10 && t.phase === 'bidding')) t = randomStep(t, draw)!;
    expect(t.stacks.map((st) => st.length)).toEqual([1, 1, 1, 1]);
    const v = santiago.view(t, 2);
    const placements = new Map<string, number>();
    for (let i = 0; i < 600; i++) {
      const key = JSON.stringify(stackIds(sample(v, 2, drawOf(i))));
      placements.set(key, (placements.get(key) ?? 0) + 1);
    }
    expect(placements.has(JSON.stringify(stackIds(t)))).toBe(true);
    expect(placements.size).toBe(24);
    // each placement comes out about 600 / 24 = 25 times
    for (const n of placements.values()) expect(n).toBeGreaterThan(5);
  });
});

describe('hidden cash in a loaded position (no log back to the start)', () => {
  const position: SantiagoPosition = {
    players: 3,
    round: 1,
    phase: 'planting',
    overseer: 1,
    spring: [2, 1],
    money: [10, 10, 10],
    bids: [
      [0, 4],
      [1, 'pass'],
      [2, 2],
    ],
    seed: 5,
  };

  it('keeps the own cash, gives every hidden seat at least its unpaid bid, and stays within the cash in play', () => {
    const truth = loaded(position);
    expect(committedCash(santiago.view(truth, 1))).toEqual([4, 0, 2]);
    for (let i = 0; i < 300; i++) {
      const s = sample(santiago.view(truth, 1), 1, drawOf(i));
      expect(s.money[1]).toBe(10);
      expect(s.money[0]).toBeGreaterThanOrEqual(4);
      expect(s.money[2]).toBeGreaterThanOrEqual(2);
      expect(s.money.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(cashInPlay(3, 1));
      expect(santiago.view(s, 1)).toEqual(santiago.view(truth, 1));
    }
  });

  it('draws the hidden cash anew, the true cash among the draws', () => {
    const truth = loaded(position);
    const v = santiago.view(truth, 1);
    const seen = new Set<string>();
    for (let i = 0; i < 3000; i++) seen.add(JSON.stringify(sample(v, 1, drawOf(`cash ${i}`)).money));
    // seat 0 from 4 and seat 2 from 2, the two together at most 30 − 10 − 6 = 14 above that:
    // C(14 + 2, 2) = 120 ways, every one equally likely
    expect(seen.size).toBe(120);
    expect(seen.has(JSON.stringify(truth.money))).toBe(true);
  });

  it('plays on from a sample of a loaded position: bids are paid from the drawn cash', () => {
    const truth = loaded(position);
    const s = sample(santiago.view(truth, 0), 0, drawOf('loaded playout'));
    const { end } = playOut(s, drawOf('loaded moves'));
    expect(santiago.result(end)).not.toBeNull();
  });
});

describe('hidden cash in a loaded position while proposals are open', () => {
  it('every seat’s samples keep its view, leave each briber at least its bribe, and play on to a result', () => {
    const truth = loaded({
      players: 4,
      phase: 'proposals',
      overseer: 0,
      spring: [2, 1],
      money: [5, 6, 7, 8],
      proposals: [{ segment: 'H2,1', bribes: [[1, 6]] }],
    });
    expect(santiago.toAct(truth)).toEqual([2]);
    for (let seat = 0; seat < 4; seat++) {
      const v = santiago.view(truth, seat);
      const floors = committedCash(v);
      expect(floors).toEqual([0, 6, 0, 0]);
      for (let i = 0; i < 20; i++) {
        const s = sample(v, seat, drawOf(`bribes ${seat} ${i}`));
        expect(santiago.view(s, seat)).toEqual(v);
        expect(s.money[seat]).toBe(truth.money[seat]);
        s.money.forEach((m, k) => expect(m).toBeGreaterThanOrEqual(floors[k]!));
        const { end } = playOut(s, drawOf(`bribes playout ${seat} ${i}`));
        expect(santiago.result(end)).not.toBeNull();
      }
    }
  });
});

describe('cash once the game is over', () => {
  it('is read from the score sheet, which shows every seat’s cash', () => {
    const truth = loaded({
      players: 4,
      phase: 'gameOver',
      money: [3, 17, 8, 0],
      plantations: [{ at: [0, 0], crop: 'beans', owner: 1 }],
      canals: ['H0,0'],
      spring: [0, 0],
    });
    const s = sample(santiago.view(truth, 3), 3, drawOf('over'));
    expect(s.money).toEqual([3, 17, 8, 0]);
    expect(santiago.result(s)).toEqual(santiago.result(truth));
  });
});

describe('splitUniformly', () => {
  it('gives every list of parts adding up to at most the total equally often', () => {
    const draw = drawOf('split');
    const counts = new Map<string, number>();
    for (let i = 0; i < 10000; i++) {
      const parts = splitUniformly(3, 2, draw);
      expect(parts.length).toBe(2);
      expect(parts.every((p) => Number.isInteger(p) && p >= 0)).toBe(true);
      expect(parts[0]! + parts[1]!).toBeLessThanOrEqual(3);
      const key = parts.join(',');
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    // C(3 + 2, 2) = 10 lists, each about 1000 times
    expect(counts.size).toBe(10);
    for (const n of counts.values()) expect(Math.abs(n - 1000)).toBeLessThan(150);
    expect(splitUniformly(5, 0, draw)).toEqual([]);
    expect(splitUniformly(0, 3, draw)).toEqual([0, 0, 0]);
  });
});

describe('a seat with open money', () => {
  it('keeps everybody’s shown cash', () => {
    const s0 = start(5, 21, { openMoney: true });
    const s1 = run(s0, ...santiago.legalMoves(s0).filter((m) => m.type === 'bid').slice(2, 3));
    const s = sample(santiago.view(s1, 4), 4, drawOf('open'));
    expect(s.money).toEqual(s1.money);
  });
});
