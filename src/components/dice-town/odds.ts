/**
 * The probability lesson's numbers: the engine's exact odds of each hand on one roll of five
 * poker dice (all 7776 rolls counted), and a seeded simulation of many rolls to compare with them.
 * The simulation draws with the engine's seeded generator, so a seed always gives the same tallies.
 */
import { Draw, seedRng } from '../../../engine/core/rng';
import { FACES, HAND_CATEGORIES, HAND_PROBABILITIES, rankHand, type HandCategory } from '../../../engine/dice-town/rules';
import type { Face } from '../../../engine/dice-town/types';

export interface OddsRow {
  category: HandCategory;
  count: number;
  outcomes: number;
  /** Exact chance in percent. */
  percent: number;
  /** Times seen in the simulation (null before one is run). */
  observed: number | null;
}

/** A percentage to `digits` decimals, as text. */
export const pct = (x: number, digits = 2): string => x.toFixed(digits);

/** Rolls five dice `times` times from `seed` and tallies the hands. */
export function simulate(seed: number | string, times: number): Record<HandCategory, number> {
  const tally = Object.fromEntries(HAND_CATEGORIES.map((c) => [c, 0])) as Record<HandCategory, number>;
  const draw = new Draw(seedRng(seed));
  const dice: Face[] = ['9', '9', '9', '9', '9'];
  for (let n = 0; n < times; n++) {
    for (let i = 0; i < 5; i++) dice[i] = FACES[draw.int(6)]!;
    tally[rankHand(dice).category]++;
  }
  return tally;
}

/** The table's rows, rarest hand last as in the ranking, with the simulation's tallies if any. */
export function oddsRows(tally: Record<HandCategory, number> | null): OddsRow[] {
  return HAND_PROBABILITIES.map((o) => ({
    category: o.category,
    count: o.count,
    outcomes: o.outcomes,
    percent: o.probability * 100,
    observed: tally ? tally[o.category] : null,
  }));
}
