/** Helpers for Dice Town's tests: positions that must load, moves that must be legal, refusals. */
import { diceTown } from './game';
import type { DiceTownPosition } from './load';
import { legalMovesFor, toAct } from './moves';
import type { DiceTownMove, DiceTownState } from './types';

export function loaded(position: DiceTownPosition): DiceTownState {
  const r = diceTown.load(position);
  if (!r.ok) throw new Error(`position refused: ${r.error.en}`);
  return r.state;
}

export function run(state: DiceTownState, ...moves: DiceTownMove[]): DiceTownState {
  let s = state;
  for (const m of moves) {
    const r = diceTown.play(s, m);
    if (!r.ok) throw new Error(`move ${JSON.stringify(m)} refused: ${r.violation.rule} ${r.violation.message.en}`);
    s = r.state;
  }
  return s;
}

/** The rule id of a refused move (throws if the move was accepted or the state changed). */
export function refusal(state: DiceTownState, move: unknown): string {
  const before = JSON.stringify(state);
  const r = diceTown.play(state, move as DiceTownMove);
  if (r.ok) throw new Error(`move ${JSON.stringify(move)} was accepted`);
  if (JSON.stringify(state) !== before) throw new Error('a refused move changed the state');
  if (!r.violation.message.zh || !r.violation.message.en || !r.violation.section) throw new Error('violation not bilingual');
  return r.violation.rule;
}

/** A small xorshift chooser for random play in tests. */
export function chooser(seed: number): (n: number) => number {
  let x = seed >>> 0 || 1;
  return (n: number) => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    return x % n;
  };
}

/** Plays a whole game at random: every acting seat picks one of its own legal moves. */
export function randomGame(players: number, seed: number | string, pick: (n: number) => number, options = {}) {
  const start = diceTown.setup({ players, seed, options });
  if (!start.ok) throw new Error(start.error.en);
  let s = start.state;
  const moves: DiceTownMove[] = [];
  while (!diceTown.isOver(s)) {
    const acting = toAct(s);
    const seat = acting[pick(acting.length)]!;
    const legal = legalMovesFor(s, seat);
    const m = legal[pick(legal.length)]!;
    const r = diceTown.play(s, m);
    if (!r.ok) throw new Error(`${r.violation.rule}: ${r.violation.message.en} (${JSON.stringify(m)})`);
    s = r.state;
    moves.push(m);
    if (moves.length > 20000) throw new Error('game too long');
  }
  return { state: s, moves };
}
