import { isDeepStrictEqual } from 'node:util';
import { describe, expect, test } from 'vitest';
import { mixHash } from '../core/bot-kit';
import { runExample } from '../core/example';
import { randomStates } from '../core/shown-tests';
import { Draw, isRngState, seedRng } from '../core/rng';
import { plantationPool, puertoRico, view, vpChips } from './game';
import { puertoRicoExamples } from './examples';
import { optionsFor } from './random-games';
import { randomSplit, sample, unseenPlantations, unseenVp } from './sample';
import { loaded } from './testing';
import { GOODS, type Good, type PuertoRicoState, type PuertoRicoView } from './types';

type S = PuertoRicoState;

/** Every state of random complete game `seed` (options varied by seed, as in the property tests). */
const randomGame = (players: number, seed: number): S[] => randomStates(puertoRico, { players, seed, options: optionsFor(players, seed) }, seed);

/** Deep equality without the cost of `expect` on every check; `expect` draws the difference on a failure. */
function same(actual: unknown, wanted: unknown, what: string): void {
  if (!isDeepStrictEqual(actual, wanted)) expect(actual, what).toStrictEqual(wanted);
}

/** Plays random legal moves from `s` to the end; the number of moves, or a thrown error naming what went wrong. */
function playout(s: S, seed: number): { moves: number; final: S } {
  let n = 0;
  while (!puertoRico.isOver(s)) {
    if (n > 3000) throw new Error(`no end after 3000 moves (phase ${s.phase})`);
    const acting = puertoRico.toAct(s);
    const legal = puertoRico.legalMoves(s);
    if (acting.length !== 1 || legal.length === 0 || legal.some((m) => m.seat !== acting[0])) throw new Error(`no legal move for the acting seat in ${s.phase}`);
    const r = puertoRico.play(s, legal[mixHash(seed, n) % legal.length]!);
    if (!r.ok) throw new Error(`a listed move is refused: ${r.violation.rule}`);
    s = r.state;
    n++;
  }
  return { moves: n, final: s };
}

/** A deep-frozen copy, so that a write into the view throws. */
function frozen<T>(x: T): T {
  const copy = structuredClone(x);
  const freeze = (o: unknown) => {
    if (o && typeof o === 'object') {
      Object.freeze(o);
      for (const v of Object.values(o)) freeze(v);
    }
  };
  freeze(copy);
  return copy;
}

const sorted = (goods: readonly Good[]): Good[] => goods.slice().sort();
const hiddenSeats = (v: PuertoRicoView): number[] => v.seats.flatMap((x, i) => (x.vp === null ? [i] : []));
/** The hidden part of a state as one seat sees it: the stack's order and the hidden seats' VP chips. */
const hiddenPart = (s: S, v: PuertoRicoView): string => JSON.stringify([s.stack, hiddenSeats(v).map((i) => s.seats[i]!.vp)]);

describe('puerto-rico sample: a whole state from one seat’s view', () => {
  test('over random games of 2 to 5 players, at every 4th state and for every seat, the sample shows that seat exactly its view, holds the unseen pool of the truth, and is plain JSON', () => {
    let checked = 0;
    let hiddenVp = 0;
    let shownVp = 0;
    let over = 0;
    for (const players of [2, 3, 4, 5]) {
      // seed 7 plays with every seat's VP chips shown (optionsFor)
      for (const seed of [1, 2, 3, 7]) {
        const states = randomGame(players, seed);
        const points = states.flatMap((_, k) => (k % 4 === 0 || k === states.length - 1 ? [k] : []));
        for (const k of points) {
          const truth = states[k]!;
          for (let seat = 0; seat < players; seat++) {
            const v = view(truth, seat);
            const input = frozen(v);
            const s = sample(input, seat, new Draw(seedRng(mixHash(players, seed, k, seat))));
            const where = `${players} players, seed ${seed}, state ${k}, seat ${seat}`;
            same(view(s, seat), v, `${where}: view of the sample`);
            same(input, v, `${where}: the view after sampling`);
            same(JSON.parse(JSON.stringify(s)), s, `${where}: the sample as JSON`);
            same(isRngState(s.rng), true, `${where}: a generator`);
            // the same pool, only placed differently: the stack's tiles, the hidden seats' chips in sum
            same(sorted(s.stack), sorted(truth.stack), `${where}: the stack's tiles`);
            const hidden = hiddenSeats(v);
            const sum = (x: S) => hidden.reduce((a, i) => a + x.seats[i]!.vp, 0);
            same(sum(s), sum(truth), `${where}: the hidden chips`);
            same(s.vpSupply + s.seats.reduce((a, x) => a + x.vp, 0), vpChips(players, truth.options), `${where}: every VP chip counted`);
            checked++;
            if (hidden.length > 0) hiddenVp++;
            else if (truth.phase === 'gameOver') over++;
            else shownVp++;
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(3500);
    // the three kinds of view: chips face down, chips shown by the option, all open at the end
    expect(hiddenVp).toBeGreaterThan(2500);
    expect(shownVp).toBeGreaterThan(800);
    expect(over).toBe(4 * (2 + 3 + 4 + 5));
  });

  test('every state of every worked example (loaded positions included), for every seat: the sample shows that seat its view, in the same machine state, with the same moves to choose from', () => {
    let checked = 0;
    for (const example of puertoRicoExamples) {
      const run = runExample(puertoRico, example);
      if (!run.ok) throw new Error(`${example.id}: step ${run.step}: ${run.error}`);
      run.states.forEach((truth, step) => {
        for (let seat = 0; seat < truth.players; seat++) {
          const v = view(truth, seat);
          const s = sample(v, seat, new Draw(seedRng(mixHash(step, seat))));
          const where = `${example.id} step ${step}, seat ${seat}`;
          same(view(s, seat), v, `${where}: view of the sample`);
          same(puertoRico.meta(s), puertoRico.meta(truth), `${where}: machine state`);
          same(puertoRico.legalMoves(s), puertoRico.legalMoves(truth), `${where}: legal moves`);
          checked++;
        }
      });
    }
    expect(checked).toBeGreaterThan(puertoRicoExamples.length * 10);
  });

  test('a sampled state is a game the engine plays on: toAct and legalMoves work and random play from it reaches a result', () => {
    let playouts = 0;
    for (const players of [2, 3, 4, 5]) {
      for (const seed of [11, 12]) {
        const states = randomGame(players, seed);
        for (let k = 0; k < states.length - 1; k += 37) {
          const seat = k % players;
          const s = sample(view(states[k]!, seat), seat, new Draw(seedRng(k)));
          expect(puertoRico.toAct(s)).toStrictEqual(puertoRico.toAct(states[k]!));
          expect(puertoRico.legalMoves(s).length).toBeGreaterThan(0);
          expect(puertoRico.meta(s)).toStrictEqual(puertoRico.meta(states[k]!));
          const { moves, final } = playout(s, mixHash(seed, k));
          expect(moves).toBeGreaterThan(0);
          const result = puertoRico.result(final);
          expect(result?.seats).toHaveLength(players);
          expect(result!.winners.length).toBeGreaterThan(0);
          playouts++;
        }
      }
    }
    expect(playouts).toBeGreaterThan(30);
  });

  test('on a position with three tiles in the stack and two chips face down, sampling brings out every one of the 3 × 3 placements, the true one among them', () => {
    // 3 players: the stack keeps corn, indigo, indigo; seat A (the viewer) has 3 chips, B 2 and C 0
    const rest = plantationPool(3);
    for (const g of ['corn', 'indigo', 'indigo', 'coffee', 'sugar', 'tobacco', 'indigo'] as Good[]) rest.splice(rest.indexOf(g), 1);
    const truth = loaded({
      players: 3,
      seats: [{ vp: 3, island: ['coffee'] }, { vp: 2, island: ['sugar'] }, { island: ['tobacco'] }],
      row: ['indigo'],
      discards: rest,
    });
    const v = view(truth, 0);
    expect(v.stackSize).toBe(3);
    expect(unseenPlantations(v)).toStrictEqual(['corn', 'indigo', 'indigo']);
    expect(unseenVp(v)).toBe(2);
    const seen = new Map<string, number>();
    for (let i = 0; i < 300; i++) {
      const key = hiddenPart(sample(v, 0, new Draw(seedRng(i))), v);
      seen.set(key, (seen.get(key) ?? 0) + 1);
    }
    const want: string[] = [];
    for (const stack of [['corn', 'indigo', 'indigo'], ['indigo', 'corn', 'indigo'], ['indigo', 'indigo', 'corn']])
      for (const b of [0, 1, 2]) want.push(JSON.stringify([stack, [b, 2 - b]]));
    expect([...seen.keys()].sort()).toStrictEqual(want.sort());
    expect(seen.has(hiddenPart(truth, v))).toBe(true);
    // each placement comes out about as often as the others (300 / 9 ≈ 33)
    for (const n of seen.values()) expect(n).toBeGreaterThan(12);
  });

  test('two draws give two different hidden parts: the stack order, the hidden chips, the generator', () => {
    const states = randomGame(4, 5);
    const start = view(states[0]!, 2);
    const a = sample(start, 2, new Draw(seedRng('a')));
    const b = sample(start, 2, new Draw(seedRng('b')));
    expect(a.stack).not.toStrictEqual(b.stack);
    expect(a.rng).not.toStrictEqual(b.rng);
    expect(sorted(a.stack)).toStrictEqual(sorted(b.stack));
    // the same draw gives the same sample
    expect(sample(start, 2, new Draw(seedRng('a')))).toStrictEqual(a);
    // late in the game chips lie face down: over a few draws they are split in more than one way
    const late = states.find((s) => s.phase === 'pickRole' && s.seats.filter((x, i) => i !== 2 && x.vp > 0).length >= 2)!;
    const v = view(late, 2);
    expect(unseenVp(v)).toBeGreaterThan(1);
    const splits = new Set<string>();
    for (let i = 0; i < 10; i++) {
      const s = sample(v, 2, new Draw(seedRng(i)));
      splits.add(JSON.stringify(hiddenSeats(v).map((k) => s.seats[k]!.vp)));
    }
    expect(splits.size).toBeGreaterThan(1);
  });

  test('once the game is over every chip is open: the sample is the finished game but for the stack order and the generator', () => {
    const states = randomGame(3, 4);
    const end = states[states.length - 1]!;
    const s = sample(view(end, 1), 1, new Draw(seedRng(9)));
    expect(sorted(s.stack)).toStrictEqual(sorted(end.stack));
    expect({ ...s, rng: end.rng, stack: end.stack }).toStrictEqual({ ...end, result: end.result ?? null });
  });

  test('randomSplit: every split of a total equally likely, always adding up', () => {
    const counts = new Map<string, number>();
    const draw = new Draw(seedRng(3));
    for (let i = 0; i < 1000; i++) {
      const parts = randomSplit(3, 3, draw);
      expect(parts.reduce((a, b) => a + b, 0)).toBe(3);
      expect(parts.every((p) => p >= 0)).toBe(true);
      counts.set(parts.join(','), (counts.get(parts.join(',')) ?? 0) + 1);
    }
    // the 10 splits of 3 into 3 parts, each about 100 times
    expect(counts.size).toBe(10);
    for (const n of counts.values()) expect(n).toBeGreaterThan(60);
    expect(randomSplit(5, 1, draw)).toStrictEqual([5]);
    expect(randomSplit(0, 2, draw)).toStrictEqual([0, 0]);
    expect(randomSplit(4, 0, draw)).toStrictEqual([]);
  });

  test('a view that does not add up, or of another seat, is refused', () => {
    const v = view(randomGame(3, 1)[10]!, 0);
    expect(() => sample(v, 1, new Draw(seedRng(1)))).toThrow(/seat 0, not of seat 1/);
    expect(() => sample({ ...v, stackSize: v.stackSize + 1 }, 0, new Draw(seedRng(1)))).toThrow(/unseen, but the stack holds/);
    const more = { ...v, row: [...v.row, ...GOODS.flatMap((g) => new Array<Good>(12).fill(g))] };
    expect(() => sample(more, 0, new Draw(seedRng(1)))).toThrow(/more corn plantations in sight/);
  });
});
