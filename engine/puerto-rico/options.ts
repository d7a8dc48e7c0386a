/** Puerto Rico's setup options with their defaults and checks. */
import type { Bilingual } from '../core/contract';
import { isObject } from '../core/violation';
import type { PuertoRicoOptions } from './types';

export const DEFAULT_OPTIONS: PuertoRicoOptions = { vpChips: 122, showVp: false, refill: 'buildings', captainBonus: 'once' };

const OPTION_KEYS = new Set(Object.keys(DEFAULT_OPTIONS));

/** Options with defaults filled in, or a bilingual error naming the bad one. */
export function resolveOptions(raw: unknown): { ok: true; options: PuertoRicoOptions } | { ok: false; error: Bilingual } {
  if (raw === undefined || raw === null) return { ok: true, options: { ...DEFAULT_OPTIONS } };
  if (!isObject(raw)) return { ok: false, error: { zh: '選項必須是一個物件。', en: 'Options must be an object.' } };
  for (const key of Object.keys(raw))
    if (!OPTION_KEYS.has(key)) return { ok: false, error: { zh: `不認得的選項「${key}」。`, en: `Unknown option "${key}".` } };
  const o = { ...DEFAULT_OPTIONS, ...raw } as PuertoRicoOptions;
  if (o.vpChips !== 122 && o.vpChips !== 126)
    return { ok: false, error: { zh: '選項 vpChips 必須是 122 或 126。', en: 'Option "vpChips" must be 122 or 126.' } };
  if (typeof o.showVp !== 'boolean')
    return { ok: false, error: { zh: '選項 showVp 必須是 true 或 false。', en: 'Option "showVp" must be true or false.' } };
  if (o.refill !== 'buildings' && o.refill !== 'violet')
    return { ok: false, error: { zh: '選項 refill 必須是 buildings 或 violet。', en: 'Option "refill" must be buildings or violet.' } };
  if (o.captainBonus !== 'once' && o.captainBonus !== 'each')
    return { ok: false, error: { zh: '選項 captainBonus 必須是 once 或 each。', en: 'Option "captainBonus" must be once or each.' } };
  return { ok: true, options: o };
}
