/**
 * Card instances: every physical card gets an id made from its kind id in `cards.ts`, with `#k`
 * for the k-th copy when a kind has several (`deed-4#2`); a single-copy kind keeps its bare id
 * (`dynamite`). The kind of any instance is the part before `#`.
 */
import { DOC_BADLUCK_CARDS, DOC_BADLUCK_MENU_FIRST_EDITION, GENERAL_STORE_CARDS, PROPERTY_CARDS } from './cards';
import { FIRST_EDITION_PROPERTY } from './first-edition';
import type { DiceTownOptions } from './types';

export const kindOf = (card: string): string => {
  const i = card.indexOf('#');
  return i < 0 ? card : card.slice(0, i);
};

/** Whether `card` is an instance of `kind` (a kind id, without `#`): `kindOf(card) === kind` without cutting a new string. */
export function isKind(card: string, kind: string): boolean {
  return card.startsWith(kind) && (card.length === kind.length || card.charCodeAt(kind.length) === 35); // 35: '#'
}

function instances(kinds: readonly { id: string; count: number }[]): string[] {
  const out: string[] = [];
  for (const k of kinds) {
    if (k.count === 1) out.push(k.id);
    else for (let i = 1; i <= k.count; i++) out.push(`${k.id}#${i}`);
  }
  return out;
}

/** Every General Store card of the game (unshuffled). */
export const STORE_INSTANCES: readonly string[] = instances(GENERAL_STORE_CARDS);

/** Every property card of the edition (unshuffled). */
export function propertyInstances(edition: DiceTownOptions['edition']): string[] {
  return instances(edition === 'first' ? FIRST_EDITION_PROPERTY : PROPERTY_CARDS);
}

/** Every Elixir card (revised edition only). */
export const ELIXIR_INSTANCES: readonly string[] = instances(DOC_BADLUCK_CARDS);

const STORE_BY_ID = new Map(GENERAL_STORE_CARDS.map((c) => [c.id, c]));
const PROPERTY_VP = new Map(PROPERTY_CARDS.map((c) => [c.id, c.vp]));
for (const c of FIRST_EDITION_PROPERTY) PROPERTY_VP.set(c.id, c.vp);

export const storeCard = (card: string) => STORE_BY_ID.get(kindOf(card));
export const isStoreKind = (id: string): boolean => STORE_BY_ID.has(id);
export const isPropertyKind = (id: string): boolean => PROPERTY_VP.has(id);
export const isElixirKind = (id: string): boolean => DOC_BADLUCK_CARDS.some((c) => c.id === id);
export const FIRST_EDITION_MENU: readonly string[] = DOC_BADLUCK_MENU_FIRST_EDITION.map((m) => m.id);

/** Points of a property card. */
export const propertyVp = (card: string): number => PROPERTY_VP.get(kindOf(card)) ?? 0;

/** Points of a General Store card kept to the end (equipment; one-shot cards score nothing). */
export function storeVp(card: string): number {
  const c = STORE_BY_ID.get(kindOf(card));
  return c && c.kind === 'equipment' ? c.vp : 0;
}
