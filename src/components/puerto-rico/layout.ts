/**
 * What the boards show first: the parts a position is about, by its phase and by what a worked
 * example's step lights. The seats a step names come before the supply board (beside it where the
 * board is wide); of the supply board, the parts the step lights come first, then the part in play
 * in this phase, then the rest in the order of the printed board. Nothing is left out: only the
 * order changes (and, in the presenter view, the other seats shrink to one line).
 */
import type { PuertoRicoHighlight } from '../../../engine/puerto-rico/examples';
import type { PuertoRicoPhase } from '../../../engine/puerto-rico/types';

/** The supply board's parts, in the order of the printed board. */
export const SUPPLY_PARTS = ['roles', 'ships', 'house', 'colonists', 'goods', 'row', 'buildings'] as const;
export type SupplyPart = (typeof SUPPLY_PARTS)[number];

/** The part of the supply board each phase plays on. */
const IN_PLAY: Partial<Record<PuertoRicoPhase, SupplyPart>> = {
  pickRole: 'roles',
  settler: 'row',
  mayor: 'colonists',
  builder: 'buildings',
  craftsman: 'goods',
  trader: 'house',
  captain: 'ships',
  storage: 'ships',
};

/** The supply board's parts a step lights (goods and buildings only when it names no seat: else they are the seats'). */
export function litParts(hi: PuertoRicoHighlight | undefined): Set<SupplyPart> {
  const onSupply = !hi?.seats?.length;
  const lit = new Set<SupplyPart>();
  if (hi?.roles?.length) lit.add('roles');
  if (hi?.ships?.length) lit.add('ships');
  if (hi?.house) lit.add('house');
  if (hi?.colonistShip) lit.add('colonists');
  if (onSupply && hi?.goods?.length) lit.add('goods');
  if (hi?.row || hi?.quarries) lit.add('row');
  if (onSupply && hi?.buildings?.length) lit.add('buildings');
  return lit;
}

/**
 * The parts of the supply board a position is about: lit by the step, or (but for the role cards,
 * which a step names when it is about them) in play in its phase. A printed step shows these alone,
 * and so does the presenter view.
 */
export function relevantParts(phase: PuertoRicoPhase, hi: PuertoRicoHighlight | undefined): Set<SupplyPart> {
  const rel = litParts(hi);
  const play = IN_PLAY[phase];
  if (play && play !== 'roles') rel.add(play);
  return rel;
}

/** The supply board's parts in the order drawn: lit, then in play, then the rest as printed. */
export function supplyOrder(phase: PuertoRicoPhase, hi: PuertoRicoHighlight | undefined): SupplyPart[] {
  const lit = litParts(hi);
  const play = IN_PLAY[phase];
  const rank = (p: SupplyPart) => (lit.has(p) ? 0 : p === play ? 1 : 2);
  return [...SUPPLY_PARTS].sort((a, b) => rank(a) - rank(b) || SUPPLY_PARTS.indexOf(a) - SUPPLY_PARTS.indexOf(b));
}

export interface SeatOrder {
  /** Drawn before the supply board (beside it on a wide board): the seat deciding on its own board here, then the seats the step names. */
  first: number[];
  /** The other seats, in seat order, after the supply board (under the first ones on a wide board). */
  rest: number[];
  /** Drawn in full in the presenter view: the first seats and the seat to act; the others are one line each. */
  full: Set<number>;
}

export function seatOrder(players: number, hi: PuertoRicoHighlight | undefined, own: number | null, toAct: number | undefined): SeatOrder {
  const first: number[] = [];
  for (const s of [...(own === null ? [] : [own]), ...(hi?.seats ?? [])]) if (s >= 0 && s < players && !first.includes(s)) first.push(s);
  const rest = Array.from({ length: players }, (_, s) => s).filter((s) => !first.includes(s));
  const full = new Set(first);
  if (toAct !== undefined) full.add(toAct);
  return { first, rest, full };
}
