/** Helpers for Genoa's tests: load positions, play moves that must succeed, read refusals. */
import type { Violation } from '../core/contract';
import { genoa } from './game';
import type { GenoaPosition } from './load';
import type { GenoaMove, GenoaState } from './types';

/** Loads a position that must be valid. */
export function loaded(position: GenoaPosition): GenoaState {
  const r = genoa.load(position);
  if (!r.ok) throw new Error(`position refused: ${r.error.en}`);
  return r.state;
}

/** Plays moves that must all be legal. */
export function run(state: GenoaState, ...moves: GenoaMove[]): GenoaState {
  let s = state;
  for (const m of moves) {
    const r = genoa.play(s, m);
    if (!r.ok) throw new Error(`move ${JSON.stringify(m)} refused: ${r.violation.rule} ${r.violation.message.en}`);
    s = r.state;
  }
  return s;
}

/** The violation of a refused move (throws if the move was accepted, the state changed, or the text is not bilingual). */
export function refused(state: GenoaState, move: unknown): Violation {
  const before = JSON.stringify(state);
  const r = genoa.play(state, move as GenoaMove);
  if (r.ok) throw new Error(`move ${JSON.stringify(move)} was accepted`);
  if (JSON.stringify(state) !== before) throw new Error('a refused move changed the state');
  if (!/\p{Script=Han}/u.test(r.violation.message.zh) || !r.violation.message.en || !r.violation.section) throw new Error('violation not bilingual');
  return r.violation;
}

/** The rule id of a refused move. */
export const refusal = (state: GenoaState, move: unknown): string => refused(state, move).rule;
