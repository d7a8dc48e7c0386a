/**
 * A small seeded random generator (sfc32) whose whole state is four unsigned 32-bit words kept in
 * the game state as a plain number array. Every function here is pure: it reads a state and hands
 * back the new one; nothing is mutated.
 */

/** The generator's state: four unsigned 32-bit integers. */
export type RngState = number[];

/** Mixes a seed (number or text) into four 32-bit words, then runs the generator a few times. */
export function seedRng(seed: number | string): RngState {
  let a = 0x9e3779b9;
  let b = 0x243f6a88;
  let c = 0xb7e15162;
  let d = 0x13198a2e;
  const text = typeof seed === 'number' ? `#${seed}` : `$${seed}`;
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    a = Math.imul(a ^ k, 0x85ebca6b);
    b = Math.imul(b ^ (k + i), 0xc2b2ae35);
    c = Math.imul(c ^ a, 0x27d4eb2f);
    d = Math.imul(d ^ b, 0x165667b1);
    a ^= d >>> 15;
    b ^= c >>> 13;
    c ^= a >>> 16;
    d ^= b >>> 11;
  }
  let state: RngState = [a >>> 0, b >>> 0, c >>> 0, (d | 1) >>> 0];
  for (let i = 0; i < 16; i++) state = nextUint32(state)[1];
  return state;
}

/** True when `value` looks like a generator state (four 32-bit unsigned integers). */
export function isRngState(value: unknown): value is RngState {
  return (
    Array.isArray(value) &&
    value.length === 4 &&
    value.every((w) => Number.isInteger(w) && w >= 0 && w <= 0xffffffff)
  );
}

/** One step of sfc32 on a mutable 4-word buffer; returns the output word. */
function step(s: number[]): number {
  const t = (((s[0]! + s[1]!) | 0) + s[3]!) | 0;
  s[3] = (s[3]! + 1) | 0;
  s[0] = s[1]! ^ (s[1]! >>> 9);
  s[1] = (s[2]! + (s[2]! << 3)) | 0;
  s[2] = (s[2]! << 21) | (s[2]! >>> 11);
  s[2] = (s[2]! + t) | 0;
  return t >>> 0;
}

function normalise(s: number[]): RngState {
  return [s[0]! >>> 0, s[1]! >>> 0, s[2]! >>> 0, s[3]! >>> 0];
}

/** The next unsigned 32-bit number and the new state. */
export function nextUint32(state: RngState): [number, RngState] {
  const s = state.slice();
  const out = step(s);
  return [out, normalise(s)];
}

/**
 * A short-lived drawing helper working on its own copy of a state; call `state()` at the end to
 * get the state to store. Lets one action draw many numbers without copying per draw.
 */
export class Draw {
  private s: number[];
  constructor(state: RngState) {
    this.s = state.slice();
  }
  /** A uniform integer in [0, n) (n ≥ 1), without modulo bias. */
  int(n: number): number {
    if (!Number.isInteger(n) || n < 1) throw new RangeError(`rng: bad range ${n}`);
    const limit = 0x100000000 - (0x100000000 % n);
    for (;;) {
      const v = step(this.s);
      if (v < limit) return v % n;
    }
  }
  /** A shuffled copy (Fisher–Yates). */
  shuffle<T>(items: readonly T[]): T[] {
    const out = items.slice();
    for (let i = out.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      const tmp = out[i]!;
      out[i] = out[j]!;
      out[j] = tmp;
    }
    return out;
  }
  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)]!;
  }
  state(): RngState {
    return normalise(this.s);
  }
}

/** A uniform integer in [0, n) and the new state. */
export function randomInt(state: RngState, n: number): [number, RngState] {
  const d = new Draw(state);
  const v = d.int(n);
  return [v, d.state()];
}

/** A uniform integer in [min, max] and the new state. */
export function randomBetween(state: RngState, min: number, max: number): [number, RngState] {
  const [v, next] = randomInt(state, max - min + 1);
  return [min + v, next];
}

/** A shuffled copy of `items` and the new state. */
export function shuffle<T>(state: RngState, items: readonly T[]): [T[], RngState] {
  const d = new Draw(state);
  const out = d.shuffle(items);
  return [out, d.state()];
}

/** One element picked uniformly and the new state. */
export function pick<T>(state: RngState, items: readonly T[]): [T, RngState] {
  const [i, next] = randomInt(state, items.length);
  return [items[i]!, next];
}
