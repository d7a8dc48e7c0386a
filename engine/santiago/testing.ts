/** Helpers for Santiago's tests: build plantations and positions tersely, play moves that must succeed. */
import type { Plantation, SantiagoMove, SantiagoState, Crop } from './types';
import { santiago } from './game';
import type { SantiagoPosition } from './load';

let nextId = 1000;

/** A plantation for rule tests: `pl(c, r, crop, owner, markers)`. */
export function pl(c: number, r: number, crop: Crop, owner: number | null = null, markers = 0, extra: Partial<Plantation> = {}): Plantation {
  return {
    c,
    r,
    tile: { id: nextId++, crop, planters: 2 },
    owner,
    markers,
    palm: false,
    desert: false,
    ...extra,
  };
}

/** Loads a position that must be valid. */
export function loaded(position: SantiagoPosition): SantiagoState {
  const r = santiago.load(position);
  if (!r.ok) throw new Error(`position refused: ${r.error.en}`);
  return r.state;
}

/** Plays moves that must all be legal. */
export function run(state: SantiagoState, ...moves: SantiagoMove[]): SantiagoState {
  let s = state;
  for (const m of moves) {
    const r = santiago.play(s, m);
    if (!r.ok) throw new Error(`move ${JSON.stringify(m)} refused: ${r.violation.rule} ${r.violation.message.en}`);
    s = r.state;
  }
  return s;
}

/** The rule id of a refused move (throws if the move was accepted). */
export function refusal(state: SantiagoState, move: unknown): string {
  const before = JSON.stringify(state);
  const r = santiago.play(state, move as SantiagoMove);
  if (r.ok) throw new Error(`move ${JSON.stringify(move)} was accepted`);
  if (JSON.stringify(state) !== before) throw new Error('a refused move changed the state');
  if (!r.violation.message.zh || !r.violation.message.en || !r.violation.section) throw new Error('violation not bilingual');
  return r.violation.rule;
}
