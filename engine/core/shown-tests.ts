/**
 * The checks every game's `shown` (a seat's view turned back into a state the board draws) shares,
 * registered as vitest tests (import this only from test files). Along seeded random complete
 * games, at every state and for every seat: the view of the shown state is the view itself; the
 * shown state is in the same machine state, has the same seats to act and gives the seat the same
 * legal moves as the real one; it is plain JSON. The same holds along the worked examples (which
 * start from loaded positions). A game's twins (the same state with something the
 * seat may not see changed) show the same.
 */
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { mixHash } from './bot-kit';
import type { Game, SetupConfig } from './contract';
import { runExample, type Example } from './example';

/** What every game's state has: its seats and a generator. */
interface Hidden {
  players: number;
  rng: number[];
}

export interface ShownSpec<S extends Hidden, M extends { seat: number }, O, V> {
  game: Game<S, M, O, V>;
  shown: (view: V) => S;
  /** The setup of the random game `seed` for `players` (options varied by seed). */
  config: (players: number, seed: number) => SetupConfig<O>;
  /**
   * One seat's legal moves (default: the game's legal moves that are that seat's). A game where
   * several seats act at once and `legalMoves` lists only the first one's gives its per-seat list.
   */
  movesOf?: (state: S, seat: number) => M[];
  /** The worked examples: their loaded positions and every state after are checked as well. */
  examples: readonly Example<M, O, unknown>[];
  /** Random games per player count (default 20). */
  games?: number;
  /**
   * Parts of an unfinished state `s` changed where every seat but `other` may not look: `other`'s
   * hand, money or choice, the order of a face-down pile. The checks change the generator too.
   */
  hide: (s: S, other: number) => Partial<S>;
}

/** Every state of one random complete game (each move uniform over the legal moves, by a seeded hash). */
export function randomStates<S, M, O, V>(game: Game<S, M, O, V>, config: SetupConfig<O>, seed: number): S[] {
  const start = game.setup(config);
  if (!start.ok) throw new Error(start.error.en);
  const states = [start.state];
  let s = start.state;
  while (!game.isOver(s)) {
    if (states.length > 20_000) throw new Error(`seed ${seed}: no end after 20000 moves`);
    const legal = game.legalMoves(s);
    const move = legal[mixHash(seed, states.length) % legal.length]!;
    const r = game.play(s, move);
    if (!r.ok) throw new Error(`seed ${seed}: legal move refused: ${r.violation.rule}`);
    s = r.state;
    states.push(s);
  }
  return states;
}

/** Deep equality without the cost of `expect` on every step; `expect` draws the difference on a failure. */
function same(actual: unknown, wanted: unknown, what: string): void {
  if (!isDeepStrictEqual(actual, wanted)) expect(actual, what).toStrictEqual(wanted);
}

export function shownTests<S extends Hidden, M extends { seat: number }, O, V>(spec: ShownSpec<S, M, O, V>): void {
  const { game, shown } = spec;
  const games = spec.games ?? 20;
  const seeds = Array.from({ length: games }, (_, k) => 1 + k);
  const movesOf = spec.movesOf ?? ((s: S, seat: number) => game.legalMoves(s).filter((m) => m.seat === seat));
  /** The round trip, plain JSON, machine state and seats to act of one seat's shown state. */
  const checkShown = (s: S, seat: number, where: string): void => {
    const v = game.view(s, seat);
    const x = shown(v);
    same(game.view(x, seat), v, `${where}: view of the shown state`);
    same(JSON.parse(JSON.stringify(x)), x, `${where}: the shown state as JSON`);
    same(game.meta(x), game.meta(s), `${where}: machine state`);
    same(game.toAct(x), game.toAct(s), `${where}: seats to act`);
  };
  /** The acting seats' own legal moves in their shown states; how many seats had any. */
  const checkMoves = (s: S, where: string): number => {
    let acting = 0;
    for (const seat of game.toAct(s)) {
      const want = movesOf(s, seat);
      same(movesOf(shown(game.view(s, seat)), seat), want, `${where}, seat ${seat}: legal moves`);
      if (want.length > 0) acting++;
    }
    return acting;
  };

  it('every state of every worked example, for every seat: the same checks as along random games', () => {
    let checked = 0;
    for (const example of spec.examples) {
      const run = runExample(game, example);
      if (!run.ok) throw new Error(`${example.id}: step ${run.step}: ${run.error}`);
      run.states.forEach((s, step) => {
        for (let seat = 0; seat < s.players; seat++) checkShown(s, seat, `${example.id} step ${step}, seat ${seat}`);
        checked += checkMoves(s, `${example.id} step ${step}`);
      });
    }
    expect(checked).toBeGreaterThan(spec.examples.length);
  });

  for (let players = game.minPlayers; players <= game.maxPlayers; players++) {
    describe(`${games} random ${players}-player games`, () => {
      let cache: { seed: number; states: S[] }[] | null = null;
      const played = () => (cache ??= seeds.map((seed) => ({ seed, states: randomStates(game, spec.config(players, seed), seed) })));
      it('every seat at every state: the view survives the round trip, and the shown state is plain JSON in the same machine state with the same seats to act', () => {
        let checked = 0;
        for (const { seed, states } of played()) {
          for (const s of states) {
            for (let seat = 0; seat < players; seat++) checkShown(s, seat, `seed ${seed}, seat ${seat}`);
            checked += players;
          }
        }
        expect(checked).toBeGreaterThan(games * players * 20);
      });

      it("the acting seats' own legal moves are the same in the shown state", () => {
        let checked = 0;
        for (const { seed, states } of played()) {
          for (const s of states) checked += checkMoves(s, `seed ${seed}`);
        }
        expect(checked).toBeGreaterThan(games * 20);
      });

      it('a state with hidden things changed shows the seat the same', () => {
        let twins = 0;
        let more = 0;
        for (const { seed, states } of played().slice(0, 5)) {
          for (const s of states) {
            if (game.isOver(s)) continue;
            for (let seat = 0; seat < players; seat++) {
              const changed = { ...s, ...spec.hide(s, (seat + 1) % players) };
              if (!isDeepStrictEqual(changed, s)) more++;
              const t: S = { ...changed, rng: s.rng.map((w) => (w ^ 1) >>> 0) };
              const where = `seed ${seed}, seat ${seat}`;
              same(game.view(t, seat), game.view(s, seat), `${where}: view of the twin`);
              same(shown(game.view(t, seat)), shown(game.view(s, seat)), `${where}: shown twin`);
              twins++;
            }
          }
        }
        expect(twins).toBeGreaterThan(5 * players * 10);
        // most twins differ in more than the generator
        expect(more).toBeGreaterThan(twins / 2);
      });
    });
  }
}
