/**
 * The book's mechanisms: the vocabulary (content/mechanisms.json) every chapter's `mechanisms` and
 * every mechanism page is named by. Each id has its page at `/<locale>/mechanisms/<id>/`.
 */
import vocabulary from '../../content/mechanisms.json';

export interface Mechanism {
  id: string;
  name: { zh: string; en: string };
  short: { zh: string; en: string };
}

export const MECHANISMS: readonly Mechanism[] = vocabulary.mechanisms;
export const MECHANISM_IDS = MECHANISMS.map((m) => m.id) as [string, ...string[]];

export function mechanism(id: string): Mechanism {
  const m = MECHANISMS.find((x) => x.id === id);
  if (!m) throw new Error(`unknown mechanism "${id}" (content/mechanisms.json)`);
  return m;
}

export const mechanismPath = (locale: string, id?: string) => `/${locale}/mechanisms/${id ? `${id}/` : ''}`;
