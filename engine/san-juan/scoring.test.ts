import { describe, expect, test } from 'vitest';
import { CARDS_OF, type BuildingId } from './cards';
import { scoreGame, scoreSeat } from './rules';
import type { Building } from './types';

/** A tableau from building names (distinct card ids per name). */
function tab(...ids: BuildingId[]): Building[] {
  const used = new Map<BuildingId, number>();
  return ids.map((id) => {
    const k = used.get(id) ?? 0;
    used.set(id, k + 1);
    return { card: CARDS_OF[id][k]!, good: null };
  });
}

describe('scoring (§6)', () => {
  test('printed points plus chapel cards', () => {
    expect(scoreSeat(tab('indigo_plant', 'silver_smelter', 'hero', 'chapel'), 4).total).toBe(1 + 3 + 5 + 2 + 4);
  });
  test('guild hall: 2 per production building, duplicates counted', () => {
    const r = scoreSeat(tab('guild_hall', 'indigo_plant', 'indigo_plant', 'coffee_roaster', 'smithy'), 0);
    expect(r.breakdown.map((l) => l.points)).toEqual([0 + 1 + 1 + 2 + 1, 6]);
    expect(r.total).toBe(5 + 6);
  });
  test('city hall: 1 per violet building, itself and monuments included', () => {
    expect(scoreSeat(tab('city_hall', 'statue', 'smithy', 'indigo_plant'), 0).total).toBe(0 + 3 + 1 + 1 + 3);
  });
  test('triumphal arch: 4 / 6 / 8 for 1 / 2 / 3 monuments, nothing for none', () => {
    expect(scoreSeat(tab('triumphal_arch', 'indigo_plant'), 0).total).toBe(1);
    expect(scoreSeat(tab('triumphal_arch', 'statue'), 0).total).toBe(3 + 4);
    expect(scoreSeat(tab('triumphal_arch', 'statue', 'hero'), 0).total).toBe(8 + 6);
    expect(scoreSeat(tab('triumphal_arch', 'statue', 'hero', 'victory_column'), 0).total).toBe(12 + 8);
  });
  test('palace: a quarter of every other point, rounded down, computed last', () => {
    const r = scoreSeat(tab('palace', 'hero', 'library', 'city_hall', 'silver_smelter'), 2);
    // printed 0+5+3+0+3 = 11, chapel 2, city hall 4 → 17; palace floor(17/4) = 4
    expect(r.breakdown.map((l) => l.points)).toEqual([11, 2, 4, 4]);
    expect(r.total).toBe(21);
    expect(r.breakdown[3]!.label.en).toBe('palace: a quarter of the other 17 points');
  });
  test('tie-break: most hand cards plus goods, then a shared win', () => {
    const buildings = [tab('hero'), tab('hero'), tab('statue')];
    buildings[1]![0] = { card: buildings[1]![0]!.card, good: 50 };
    const r = scoreGame({ buildings, chapel: [[], [], [1, 2]], hands: [[3], [], [4, 5, 6]] });
    expect(r.seats.map((s) => s.total)).toEqual([5, 5, 5]);
    expect(r.winners).toEqual([2]);
    const shared = scoreGame({ buildings: [tab('hero'), tab('hero')], chapel: [[], []], hands: [[1], [2]] });
    expect(shared.winners).toEqual([0, 1]);
  });
});
