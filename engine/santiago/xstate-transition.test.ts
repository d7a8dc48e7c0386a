/**
 * The adapter in engine/core/machine-game.ts takes XState transitions through one reused, inert
 * actor scope for speed. This test holds it to XState's own exported pure `transition`: over
 * whole random games, every move gives the same next state both ways.
 */
import { transition } from 'xstate';
import { describe, expect, test } from 'vitest';
import { seedRng, randomInt } from '../core/rng';
import { santiago, santiagoMachine } from './index';
import type { SantiagoState } from './types';

function viaXState(state: SantiagoState, move: unknown): SantiagoState {
  const snapshot = santiagoMachine.resolveState({ value: state.phase, context: { state } });
  const [next] = transition(santiagoMachine, snapshot, move as never);
  const after = (next.context as { state: SantiagoState }).state;
  return { ...after, phase: next.value as SantiagoState['phase'] };
}

describe("the adapter agrees with XState's pure transition", () => {
  for (const players of [3, 4, 5]) {
    test(`${players} players: two whole random games, move by move`, () => {
      for (const seed of [players * 11, players * 11 + 1]) {
        const start = santiago.setup({ players, seed });
        if (!start.ok) throw new Error(start.error.en);
        let state = start.state;
        let rng = seedRng(`xstate-${seed}`);
        let moves = 0;
        while (!santiago.isOver(state)) {
          const legal = santiago.legalMoves(state);
          let i: number;
          [i, rng] = randomInt(rng, legal.length);
          const played = santiago.play(state, legal[i]!);
          if (!played.ok) throw new Error(played.violation.message.en);
          expect(viaXState(state, legal[i])).toEqual(played.state);
          state = played.state;
          moves++;
        }
        expect(moves).toBeGreaterThan(50);
        expect(state.phase).toBe('gameOver');
      }
    });
  }
});
