/**
 * Every game's compiled phase machine against XState's own: the same starting state from `setup`, and
 * random complete games at every player count, each move played both ways, with the same new state, the same state values
 * passed through, and the same refusal for a move that no longer fits (see core/compiled-machine.ts).
 */
import { describe, expect, test } from 'vitest';
import { mixHash } from '../../engine/core/bot-kit';
import type { MachineGame } from '../../engine/core/machine-game';
import { diceTown } from '../../engine/dice-town';
import { genoa } from '../../engine/genoa';
import { puertoRico } from '../../engine/puerto-rico';
import { sanJuan } from '../../engine/san-juan';
import { santiago } from '../../engine/santiago';

type AnyGame = MachineGame<object, { type: string; seat: number }, object, unknown>;
const GAMES = [santiago, sanJuan, diceTown, puertoRico, genoa] as unknown as AnyGame[];

describe.each(GAMES.map((g) => [g.id, g] as const))('%s: compiled machine = XState', (_id, game) => {
  test('the machine compiles', () => {
    expect(game.notCompiled).toBeNull();
  });

  test('a wrong player count is refused the same way', () => {
    const wrong = { players: game.maxPlayers + 1, seed: 1 };
    const r = game.setup(wrong);
    expect(r.ok).toBe(false);
    expect(r).toEqual(game.throughXState.setup(wrong));
  });

  const counts = Array.from({ length: game.maxPlayers - game.minPlayers + 1 }, (_, i) => game.minPlayers + i);
  test.each(counts)('%i players: random games step for step', (players) => {
    let moves = 0;
    let refusals = 0;
    for (let g = 0; g < 3; g++) {
      const seed = 7_000 + players * 10 + g;
      const start = game.setup({ players, seed });
      expect(start).toEqual(game.throughXState.setup({ players, seed }));
      if (!start.ok) throw new Error(start.error.en);
      let s = start.state;
      let stale: { type: string; seat: number } | null = null;
      for (let n = 0; !game.isOver(s); n++) {
        const legal = game.legalMoves(s);
        const move = legal[mixHash(seed, n) % legal.length]!;
        const mine = game.playTraced(s, move);
        const ref = game.throughXState.playTraced(s, move);
        expect(mine.visited).toEqual(ref.visited);
        expect(mine.result).toEqual(ref.result);
        if (!mine.result.ok) throw new Error(`${game.id} seed ${seed}: ${mine.result.violation.rule}`);
        if (stale) {
          // a move from an earlier position: refused (or played) the same way both ways
          const a = game.play(s, stale);
          const b = game.throughXState.play(s, stale);
          expect(a).toEqual(b);
          if (!a.ok) refusals++;
        }
        stale = move;
        s = mine.result.state;
        moves++;
      }
    }
    expect(moves).toBeGreaterThan(50);
    expect(refusals).toBeGreaterThan(0);
  });
});
