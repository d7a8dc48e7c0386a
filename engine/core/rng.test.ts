import { describe, expect, test } from 'vitest';
import { Draw, isRngState, nextUint32, pick, randomBetween, randomInt, seedRng, shuffle } from './rng';

describe('seeded generator', () => {
  test('same seed gives the same sequence; different seeds differ', () => {
    const a = seedRng(42);
    const b = seedRng(42);
    expect(a).toEqual(b);
    expect(seedRng('42')).not.toEqual(a);
    expect(seedRng(43)).not.toEqual(a);
    expect(seedRng('santiago')).toEqual(seedRng('santiago'));
    const seq = (s: number[]) => {
      const out: number[] = [];
      for (let i = 0; i < 5; i++) {
        const [v, n] = nextUint32(s);
        out.push(v);
        s = n;
      }
      return out;
    };
    expect(seq(a)).toEqual(seq(b));
    expect(new Set(seq(a)).size).toBe(5);
  });

  test('state is four 32-bit words and is never mutated', () => {
    const s = seedRng('x');
    expect(isRngState(s)).toBe(true);
    const copy = s.slice();
    nextUint32(s);
    randomInt(s, 10);
    shuffle(s, [1, 2, 3]);
    expect(s).toEqual(copy);
    expect(isRngState([1, 2, 3])).toBe(false);
    expect(isRngState([1, 2, 3, -1])).toBe(false);
  });

  test('ints stay in range and cover it', () => {
    let s = seedRng(7);
    const seen = new Set<number>();
    for (let i = 0; i < 500; i++) {
      const [v, n] = randomInt(s, 6);
      expect(v).toBeGreaterThanOrEqual(0);
      expect(v).toBeLessThan(6);
      seen.add(v);
      s = n;
    }
    expect([...seen].sort()).toEqual([0, 1, 2, 3, 4, 5]);
    const [w] = randomBetween(s, 3, 3);
    expect(w).toBe(3);
    expect(() => randomInt(s, 0)).toThrow(RangeError);
  });

  test('shuffle is a permutation and deterministic; Draw matches the pure functions', () => {
    const items = Array.from({ length: 45 }, (_, i) => i);
    const [a, sa] = shuffle(seedRng(1), items);
    const [b] = shuffle(seedRng(1), items);
    expect(a).toEqual(b);
    expect([...a].sort((x, y) => x - y)).toEqual(items);
    expect(a).not.toEqual(items);
    const d = new Draw(seedRng(1));
    expect(d.shuffle(items)).toEqual(a);
    expect(d.state()).toEqual(sa);
    const [p] = pick(seedRng(3), ['x', 'y', 'z']);
    expect(['x', 'y', 'z']).toContain(p);
  });
});
