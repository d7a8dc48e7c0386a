/**
 * Roving focus, the pure part: which item of a group holds the group's one Tab stop, and where an
 * arrow key (or Home / End) moves from an item. Items are given by their centres on screen; the
 * move may be limited to some of them (the places that can be chosen now). No DOM here: the hook
 * in useRoving.ts measures the items and moves the focus.
 */

export type Dir = 'left' | 'right' | 'up' | 'down';
export type Step = Dir | 'first' | 'last';

export interface Pt {
  x: number;
  y: number;
}

const VEC: Record<Dir, readonly [number, number]> = { left: [-1, 0], right: [1, 0], up: [0, -1], down: [0, 1] };

const KEYS: Record<string, Step> = { ArrowLeft: 'left', ArrowRight: 'right', ArrowUp: 'up', ArrowDown: 'down', Home: 'first', End: 'last' };

/** The step a key stands for, or null (Arrow keys, Home, End). */
export const stepOf = (key: string): Step | null => KEYS[key] ?? null;

/**
 * The nearest item lying in direction `dir` from item `from`, among the indices `among` (every item
 * when omitted): the one with the least distance along the direction plus twice the distance across
 * it. Ties go to the earlier item. With nothing that way, `from` itself. With `linear` (a wrapped row
 * of cards), left and right are the previous and next item in order, and up or down with nothing
 * that way go on to the previous or next item too.
 */
export function nextInDirection(items: readonly Pt[], from: number, dir: Dir, among?: readonly number[], linear = false): number {
  const o = items[from];
  if (!o) return from;
  const [vx, vy] = VEC[dir];
  const pool = among ?? items.map((_, i) => i);
  const order = () => [...pool].filter((i) => items[i]).sort((a, b) => a - b);
  const inOrder = (forward: boolean) => {
    const list = order();
    if (forward) return list.find((i) => i > from) ?? from;
    for (let k = list.length - 1; k >= 0; k--) if (list[k]! < from) return list[k]!;
    return from;
  };
  if (linear && (dir === 'left' || dir === 'right')) return inOrder(dir === 'right');
  let best = -1;
  let bestScore = Infinity;
  for (const i of pool) {
    if (i === from) continue;
    const it = items[i];
    if (!it) continue;
    const dx = it.x - o.x;
    const dy = it.y - o.y;
    const along = dx * vx + dy * vy;
    // less than a pixel: the same line (or column), not a step that way
    if (along < 1) continue;
    const across = Math.abs(dx * vy - dy * vx);
    const score = along + 2 * across;
    if (score < bestScore) {
      bestScore = score;
      best = i;
    }
  }
  if (best >= 0) return best;
  return linear ? inOrder(dir === 'down') : from;
}

/** Where a step goes: an arrow as in `nextInDirection`, Home and End to the first and last of `among`. */
export function stepFrom(items: readonly Pt[], from: number, step: Step, among?: readonly number[], linear = false): number {
  const pool = among ?? items.map((_, i) => i);
  if (step === 'first') return pool.length ? Math.min(...pool) : from;
  if (step === 'last') return pool.length ? Math.max(...pool) : from;
  return nextInDirection(items, from, step, pool, linear);
}

/**
 * The item that holds the group's Tab stop: the one last moved to while it is still there and still
 * choosable (or nothing is choosable), else the first choosable one, else the one last moved to,
 * else the first item. Null for an empty group.
 */
export function tabStop<K>(ids: readonly K[], preferred: readonly K[], active: K | null): K | null {
  const has = active !== null && ids.includes(active);
  const pref = preferred.filter((k) => ids.includes(k));
  if (has && (pref.length === 0 || pref.includes(active))) return active;
  return pref[0] ?? (has ? active : (ids[0] ?? null));
}

/**
 * The indices an arrow moves among: the choosable items when there are some (with the item the
 * focus is on, so that a step is measured from it), every item when there are none or `everywhere`
 * (Shift held: look at the whole board).
 */
export function movePool<K>(ids: readonly K[], preferred: readonly K[], from: number, everywhere = false): number[] {
  const all = ids.map((_, i) => i);
  if (everywhere) return all;
  const pref = all.filter((i) => preferred.includes(ids[i]!));
  if (pref.length === 0) return all;
  return pref.includes(from) ? pref : [...pref, from].sort((a, b) => a - b);
}
