/**
 * Puerto Rico's determinization: from what one seat sees, a whole state that seat cannot tell from
 * the true one, for bots and reviews that look ahead without cheating.
 *
 * A seat's view (`view` in `game.ts`) hides three things, and each is drawn here from what is unseen:
 * - the order of the face-down plantation stack. Its contents are known: every plantation tile of
 *   the game that lies on no island, in no face-up row and among no discards is in the stack. So
 *   the stack is that multiset, shuffled;
 * - the other seats' face-down VP chips (open to all when the option shows them or the game is
 *   over). Only their sum is known: the chips the supply has given out, less the chips the seat can
 *   see. That sum is split among the hidden seats, every split equally likely (a snapshot keeps no
 *   record of who shipped what);
 * - the generator of future reshuffles of the discards, which nobody can foresee: a fresh one.
 * Everything else is the view's own, copied, so the sample shares nothing with the view.
 */
import type { Lookahead } from '../core/contract';
import type { MachineGame } from '../core/machine-game';
import type { PuertoRicoMove, PuertoRicoOptions } from './types';
import type { Draw, RngState } from '../core/rng';
import { puertoRico, plantationPool, vpChips } from './game';
import { shown } from './shown';
import { GOODS, type Good, type PuertoRicoState, type PuertoRicoView } from './types';

/** The plantations of the face-down stack as a multiset: the game's tiles not seen anywhere. */
export function unseenPlantations(v: PuertoRicoView): Good[] {
  const left: Record<Good, number> = { corn: 0, indigo: 0, sugar: 0, tobacco: 0, coffee: 0 };
  for (const g of plantationPool(v.players)) left[g]++;
  for (const seat of v.seats) for (const t of seat.island) if (t.kind !== 'quarry') left[t.kind]--;
  for (const g of [...v.row, ...v.discards]) left[g]--;
  const out: Good[] = [];
  for (const g of GOODS) {
    if (left[g] < 0) throw new RangeError(`puerto-rico sample: more ${g} plantations in sight than the game has`);
    for (let i = 0; i < left[g]; i++) out.push(g);
  }
  if (out.length !== v.stackSize)
    throw new RangeError(`puerto-rico sample: ${out.length} plantations unseen, but the stack holds ${v.stackSize}`);
  return out;
}

/**
 * The VP chips on the seats the view hides: the chips given out by the supply less those in sight
 * (never below 0: a loaded position may set the supply apart from the seats' chips).
 */
export function unseenVp(v: PuertoRicoView): number {
  let seen = 0;
  for (const seat of v.seats) seen += seat.vp ?? 0;
  return Math.max(0, vpChips(v.players, v.options) - v.vpSupply - seen);
}

/** `total` split into `parts` counts ≥ 0, each of the possible splits equally likely (stars and bars). */
export function randomSplit(total: number, parts: number, draw: Draw): number[] {
  if (parts === 0) return [];
  const slots = Array.from({ length: total + parts - 1 }, (_, i) => i);
  const bars = draw.shuffle(slots).slice(0, parts - 1).sort((a, b) => a - b);
  const out: number[] = [];
  let from = 0;
  for (const bar of bars) {
    out.push(bar - from);
    from = bar + 1;
  }
  out.push(total + parts - 1 - from);
  return out;
}

/** A fresh generator state of four words drawn from `draw`. */
const freshRng = (draw: Draw): RngState => [0, 1, 2, 3].map(() => draw.int(0x100000000));

/** A whole state consistent with `view` (what `seat` sees), its hidden parts drawn with `draw`. */
export function sample(view: PuertoRicoView, seat: number, draw: Draw): PuertoRicoState {
  if (view.seat !== seat) throw new RangeError(`puerto-rico sample: a view of seat ${view.seat}, not of seat ${seat}`);
  const base = shown(structuredClone(view));
  const stack = draw.shuffle(unseenPlantations(view));
  const hidden = view.seats.flatMap((x, i) => (x.vp === null ? [i] : []));
  const split = randomSplit(unseenVp(view), hidden.length, draw);
  const seats = base.seats.map((x, i) => (hidden.includes(i) ? { ...x, vp: split[hidden.indexOf(i)]! } : x));
  return { ...base, stack, seats, rng: freshRng(draw) };
}

/** The game with its determinization, for bots and reviews that look ahead (a chapter page plays `puertoRico` without it). */
export const puertoRicoLookahead: Lookahead<MachineGame<PuertoRicoState, PuertoRicoMove, PuertoRicoOptions, PuertoRicoView>> = { ...puertoRico, sample };
