/** Dice Town's setup options with their defaults and checks. */
import type { Bilingual } from '../core/contract';
import { isInt, isObject } from '../core/violation';
import type { DiceTownOptions } from './types';

/**
 * The revised edition the seed describes: 2 face-up Elixirs, the cap of 3 at the Gold Mine, General
 * Store and Saloon (fact sheet Q3: the seed's cap is the default, the uncapped first-edition reading
 * an option), first sheriff drawn at random.
 */
export const DEFAULT_OPTIONS: DiceTownOptions = {
  edition: 'revised',
  elixirsFaceUp: 2,
  capAtThree: true,
  firstSheriff: 'random',
  kickers: false,
};

const KEYS = new Set(Object.keys(DEFAULT_OPTIONS));

export function resolveOptions(
  raw: unknown,
  players: number,
): { ok: true; options: DiceTownOptions } | { ok: false; error: Bilingual } {
  if (raw === undefined || raw === null) return { ok: true, options: { ...DEFAULT_OPTIONS } };
  if (!isObject(raw)) return { ok: false, error: { zh: '選項必須是一個物件。', en: 'Options must be an object.' } };
  for (const key of Object.keys(raw))
    if (!KEYS.has(key)) return { ok: false, error: { zh: `不認得的選項「${key}」。`, en: `Unknown option "${key}".` } };
  const o = { ...DEFAULT_OPTIONS, ...raw } as DiceTownOptions;
  if (o.edition !== 'revised' && o.edition !== 'first')
    return { ok: false, error: { zh: '選項 edition 必須是 revised 或 first。', en: 'Option "edition" must be revised or first.' } };
  if (o.elixirsFaceUp !== 2 && o.elixirsFaceUp !== 3)
    return { ok: false, error: { zh: '選項 elixirsFaceUp 必須是 2 或 3。', en: 'Option "elixirsFaceUp" must be 2 or 3.' } };
  if (typeof o.capAtThree !== 'boolean')
    return { ok: false, error: { zh: '選項 capAtThree 必須是 true 或 false。', en: 'Option "capAtThree" must be true or false.' } };
  if (typeof o.kickers !== 'boolean')
    return { ok: false, error: { zh: '選項 kickers 必須是 true 或 false。', en: 'Option "kickers" must be true or false.' } };
  if (o.firstSheriff !== 'random' && !isInt(o.firstSheriff, 0, players - 1))
    return {
      ok: false,
      error: {
        zh: `選項 firstSheriff 必須是 random 或座位 0 到 ${players - 1}。`,
        en: `Option "firstSheriff" must be "random" or a seat from 0 to ${players - 1}.`,
      },
    };
  return { ok: true, options: o };
}
