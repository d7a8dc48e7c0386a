/**
 * A table's frames sent as what changed (the pages import this file too). The server keeps, for
 * each device and table, the last frame it sent and how many patches followed it; the next frame
 * goes as a JSON Patch (RFC 6902) from that one, numbered by the frame it applies to. The device
 * keeps the same pair and applies each patch to a copy (a new object for every frame, as the
 * boards expect); a patch numbered from a frame it does not hold means it missed a message, and it
 * asks for a whole frame again (`resync`).
 */
import jsonPatch from 'fast-json-patch';
import type { ServerMessage, TableFrame } from './protocol';

// the package is CommonJS for Node (no named exports there) and a module for the page's bundler: its default export is both
const { applyPatch, compare } = jsonPatch;

/** A table's frame as a device holds it: the frame, and how many patches came since the whole frame (0 for the whole frame itself). */
export interface HeldFrame {
  frame: TableFrame;
  n: number;
}

type Operation = Parameters<typeof applyPatch>[1][number];

/** The same JSON value (objects by their keys, in any order). */
function same(x: unknown, y: unknown): boolean {
  if (x === y) return true;
  if (typeof x !== 'object' || typeof y !== 'object' || x === null || y === null || Array.isArray(x) !== Array.isArray(y)) return false;
  const a = x as Record<string, unknown>;
  const b = y as Record<string, unknown>;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((k) => k in b && same(a[k], b[k]));
}

/** How far a window of the latest entries (a game's log, the bots' remarks) slid from `a` to `b`: its first `k` entries dropped, or 0. */
function slid(a: unknown[], b: unknown[]): number {
  if (a.length < 2 || b.length === 0 || same(a[0], b[0])) return 0;
  for (let k = 1; k <= Math.min(8, a.length - 1); k++) if (same(a[k], b[0]) && same(a[a.length - 1], b[Math.min(a.length - 1 - k, b.length - 1)])) return k;
  return 0;
}

/**
 * `a` with every window that slid on the way to `b` slid too (new objects along the way only), and
 * the removals that do it. compare() matches arrays index by index: a log that drops its oldest
 * entry for each new one would otherwise be sent again entry by entry.
 */
function slide(a: unknown, b: unknown, path: string, ops: Operation[]): unknown {
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return a;
  if (Array.isArray(a)) {
    if (!Array.isArray(b)) return a;
    const k = slid(a, b);
    for (let i = 0; i < k; i++) ops.push({ op: 'remove', path: `${path}/0` });
    return k ? a.slice(k) : a;
  }
  if (Array.isArray(b)) return a;
  let out: Record<string, unknown> | null = null;
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  for (const key of Object.keys(x)) {
    if (!(key in y) || x[key] === y[key]) continue;
    const v = slide(x[key], y[key], `${path}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`, ops);
    if (v !== x[key]) (out ??= { ...x })[key] = v;
  }
  return out ?? a;
}

/** A JSON Patch from `a` to `b`: windows that slid as removals at their start, the rest as compare() finds it. */
function diff(a: TableFrame, b: TableFrame): Operation[] {
  const ops: Operation[] = [];
  const from = slide(a, b, '', ops) as TableFrame;
  return ops.concat(compare(from, b));
}

/**
 * What to send a device that holds `held` (nothing: undefined) so that it holds `frame`: a whole
 * frame the first time, a patch after; and what it holds then. `frame` must not change afterwards.
 */
export function frameMessage(held: HeldFrame | undefined, frame: TableFrame): { message: Extract<ServerMessage, { t: 'table' | 'table-patch' }>; held: HeldFrame } {
  if (!held) return { message: { t: 'table', frame }, held: { frame, n: 0 } };
  return { message: { t: 'table-patch', table: frame.table, base: held.n, patch: diff(held.frame, frame) }, held: { frame, n: held.n + 1 } };
}

/**
 * What a device holds after a table message, given what it held of that table: the whole frame,
 * or a new copy of the held frame with the patch applied; null when the patch is not from the
 * frame it holds (a message was missed: ask for a whole frame again).
 */
export function receiveFrame(held: HeldFrame | undefined, m: Extract<ServerMessage, { t: 'table' | 'table-patch' }>): HeldFrame | null {
  if (m.t === 'table') return { frame: m.frame, n: 0 };
  if (!held || held.n !== m.base || held.frame.table !== m.table) return null;
  try {
    // validated, on a copy: the held frame stays as it was
    return { frame: applyPatch(held.frame, m.patch, true, false).newDocument, n: held.n + 1 };
  } catch {
    return null;
  }
}

/** What a table message does on a device: a new frame to show, a whole frame to ask for (`resync`), or nothing (one was asked for already). */
export type Heard = { frame: TableFrame } | { resync: string } | null;

/** The frames of every table a device is sent, as its connection keeps them (the page, and the tests as a device). */
export class FrameBook {
  private held = new Map<string, HeldFrame>();
  /** Tables asked for again: their patches are ignored until the whole frame comes. */
  private asked = new Set<string>();

  hear(m: Extract<ServerMessage, { t: 'table' | 'table-patch' }>): Heard {
    const table = m.t === 'table' ? m.frame.table : m.table;
    if (m.t === 'table-patch' && this.asked.has(table)) return null;
    const h = receiveFrame(this.held.get(table), m);
    if (!h) {
      this.asked.add(table);
      this.held.delete(table);
      return { resync: table };
    }
    this.asked.delete(table);
    this.held.set(table, h);
    return { frame: h.frame };
  }

  /** The device no longer sits at (or watches) `table`. */
  forget(table: string): void {
    this.held.delete(table);
    this.asked.delete(table);
  }
}
