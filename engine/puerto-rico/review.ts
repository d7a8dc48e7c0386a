/**
 * How this game's decisions are reviewed (engine/core/review.ts): the expert's options and the
 * thresholds of the marks, in this game's own points. Puerto Rico, in victory points (a 4-player
 * game of strong bots ends near 40–55 VP). Four determinizations × up to four candidates (plus the
 * played move): a whole 4-player review takes 8 s and its first decision (the longest playouts,
 * from the game's start) 0.9 s, measured with `node scripts/bench.mjs --only expert` on a fresh
 * copy of the engine; in headless Chromium on a busy 2-core machine the first decision showed
 * 2.0–2.6 s after Review was pressed (five × five took 3.3 s, hence four × four). A loss at or
 * above a step gets inaccuracy, mistake, blunder (the worse of win share and points).
 */
import type { Bilingual } from '../core/contract';
import type { GameReview } from '../core/review';
import { describeMove } from './sentences';
import { buildingName, TILE_NAMES } from './text';
import type { PuertoRicoMove, PuertoRicoState } from './types';

/** Names with a count where more than one: "corn plantation ×2, quarry". */
function counted(names: Bilingual[]): Bilingual {
  const order: string[] = [];
  const n = new Map<string, { t: Bilingual; k: number }>();
  for (const t of names) {
    const e = n.get(t.en);
    if (e) e.k++;
    else {
      n.set(t.en, { t, k: 1 });
      order.push(t.en);
    }
  }
  const items = order.map((key) => n.get(key)!);
  return {
    zh: items.map(({ t, k }) => (k > 1 ? `${t.zh} ×${k}` : t.zh)).join('、'),
    en: items.map(({ t, k }) => (k > 1 ? `${t.en} ×${k}` : t.en)).join(', '),
  };
}

/** A move as the review tells it: the colonists' arrangement in full (manned, empty, waiting), else the log's line. */
export function describeForReview(state: PuertoRicoState, move: PuertoRicoMove): Bilingual {
  const base = describeMove(state, move);
  if (move.type !== 'arrange') return base;
  const seat = state.seats[move.seat]!;
  const manned: Bilingual[] = [];
  const empty: Bilingual[] = [];
  seat.island.forEach((tile, i) => ((move.island[i] ?? 0) > 0 ? manned : empty).push(TILE_NAMES[tile.kind]));
  seat.city.forEach((b, i) => {
    for (let k = 0; k < (move.city[i] ?? 0); k++) manned.push(buildingName(b.id));
    if ((move.city[i] ?? 0) === 0) empty.push(buildingName(b.id));
  });
  const total = seat.sanJuan + seat.island.reduce((t, x) => t + x.colonists, 0) + seat.city.reduce((t, x) => t + x.colonists, 0);
  const placed = move.island.reduce((t, x) => t + x, 0) + move.city.reduce((t, x) => t + x, 0);
  const waiting = Math.max(0, total - placed);
  const m = counted(manned);
  const e = counted(empty);
  return {
    zh: `${base.zh}：${m.zh || '沒有人上工'}${e.zh ? `；空著：${e.zh}` : ''}${waiting > 0 ? `；${waiting} 位在聖胡安等` : ''}`,
    en: `${base.en}: ${m.en || 'nobody at work'}${e.en ? `; empty: ${e.en}` : ''}${waiting > 0 ? `; ${waiting} waiting in San Juan` : ''}`,
  };
}

export const puertoRicoReview: GameReview<PuertoRicoState, PuertoRicoMove> = {
  options: { determinizations: 4, maxCandidates: 4 },
  thresholds: { share: [0.2, 0.35, 0.5], points: [3, 5, 8] },
  unit: { zh: '分', en: 'VP' },
  describe: describeForReview,
};
