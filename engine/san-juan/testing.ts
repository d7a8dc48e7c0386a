/** Helpers for San Juan's tests: load positions, play moves that must succeed, read refusals, name cards. */
import { CARD_BUILDING, type BuildingId } from './cards';
import { sanJuan } from './game';
import type { SanJuanPosition } from './load';
import type { SanJuanMove, SanJuanState } from './types';

/** Loads a position that must be valid. */
export function loaded(position: SanJuanPosition): SanJuanState {
  const r = sanJuan.load(position);
  if (!r.ok) throw new Error(`position refused: ${r.error.en}`);
  return r.state;
}

/** Plays moves that must all be legal. */
export function run(state: SanJuanState, ...moves: SanJuanMove[]): SanJuanState {
  let s = state;
  for (const m of moves) {
    const r = sanJuan.play(s, m);
    if (!r.ok) throw new Error(`move ${JSON.stringify(m)} refused: ${r.violation.rule} ${r.violation.message.en}`);
    s = r.state;
  }
  return s;
}

/** The rule id of a refused move (throws if the move was accepted or the state changed). */
export function refusal(state: SanJuanState, move: unknown): string {
  const before = JSON.stringify(state);
  const r = sanJuan.play(state, move as SanJuanMove);
  if (r.ok) throw new Error(`move ${JSON.stringify(move)} was accepted`);
  if (JSON.stringify(state) !== before) throw new Error('a refused move changed the state');
  if (!r.violation.message.zh || !r.violation.message.en || !r.violation.section) throw new Error('violation not bilingual');
  return r.violation.rule;
}

/** Building names of a list of cards, sorted (hands are compared as multisets). */
export const names = (cards: readonly number[]): BuildingId[] => cards.map((c) => CARD_BUILDING[c]!).sort();

/** Building names of a seat's tableau, in order. */
export const tableau = (s: SanJuanState, seat: number): BuildingId[] => s.buildings[seat]!.map((b) => CARD_BUILDING[b.card]!);

/** The card id of the first card named `id` in a seat's hand. */
export function inHand(s: SanJuanState, seat: number, id: BuildingId): number {
  const c = s.hands[seat]!.find((x) => CARD_BUILDING[x] === id);
  if (c === undefined) throw new Error(`no ${id} in seat ${seat}'s hand`);
  return c;
}

/** The card id of the building named `id` in a seat's tableau. */
export function built(s: SanJuanState, seat: number, id: BuildingId): number {
  const b = s.buildings[seat]!.find((x) => CARD_BUILDING[x.card] === id);
  if (!b) throw new Error(`no ${id} in seat ${seat}'s buildings`);
  return b.card;
}
