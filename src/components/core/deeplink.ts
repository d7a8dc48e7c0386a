/**
 * Deep links into a worked example.
 *
 * Format: `#ex-<id>-<step>` (e.g. `#ex-bidding-dabec-3`), step 0 = the introduction, step n = the
 * position after the n-th move. The example island renders an empty anchor with that id for every
 * step, so the browser scrolls there before the island hydrates; once visible the island reads the
 * hash and opens the step. The query form `?example=<id>&step=<n>` is read too (add `#ex-<id>` so
 * the page scrolls to it).
 */
export interface ExampleLink {
  id: string;
  step: number;
}

export const exampleAnchor = (id: string, step?: number): string =>
  step === undefined ? `ex-${id}` : `ex-${id}-${step}`;

/** Reads a deep link from a location's hash and search; null when there is none or it is malformed. */
export function parseExampleLink(hash: string, search: string): ExampleLink | null {
  const h = decodeURIComponent(hash.replace(/^#/, ''));
  const m = /^ex-([a-z0-9]+(?:-[a-z0-9]+)*)-(\d{1,4})$/.exec(h);
  if (m) return { id: m[1]!, step: Number(m[2]) };
  const q = new URLSearchParams(search);
  const id = q.get('example');
  const step = q.get('step');
  if (id && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(id)) {
    if (step === null) return { id, step: 0 };
    if (/^\d{1,4}$/.test(step)) return { id, step: Number(step) };
  }
  return null;
}

/** The step a link asks of example `id` (clamped to 0..last), or null if the link is for another example. */
export function stepFor(link: ExampleLink | null, id: string, last: number): number | null {
  if (!link || link.id !== id) return null;
  return Math.max(0, Math.min(last, link.step));
}
