/** San Juan's setup options with their defaults and checks. */
import type { Bilingual } from '../core/contract';
import { isObject } from '../core/violation';
import { DEFAULT_OPTIONS } from './rules';
import type { SanJuanOptions } from './types';

export { DEFAULT_OPTIONS };

const OPTION_KEYS = new Set(['startingHands', 'privilege', 'afterBuild']);

/** Options with defaults filled in, or a bilingual error naming the bad one. */
export function resolveOptions(raw: unknown): { ok: true; options: SanJuanOptions } | { ok: false; error: Bilingual } {
  if (raw === undefined || raw === null) return { ok: true, options: { ...DEFAULT_OPTIONS } };
  if (!isObject(raw)) return { ok: false, error: { zh: '選項必須是一個物件。', en: 'Options must be an object.' } };
  for (const key of Object.keys(raw))
    if (!OPTION_KEYS.has(key)) return { ok: false, error: { zh: `不認得的選項「${key}」。`, en: `Unknown option "${key}".` } };
  const o = { ...DEFAULT_OPTIONS, ...raw } as SanJuanOptions;
  if (typeof o.startingHands !== 'boolean')
    return { ok: false, error: { zh: '選項 startingHands 必須是 true 或 false。', en: 'Option "startingHands" must be true or false.' } };
  if (o.privilege !== 'picker' && o.privilege !== 'governor')
    return { ok: false, error: { zh: '選項 privilege 必須是 picker 或 governor。', en: 'Option "privilege" must be picker or governor.' } };
  if (o.afterBuild !== 'carpenter-first' && o.afterBuild !== 'poor-house-first')
    return {
      ok: false,
      error: { zh: '選項 afterBuild 必須是 carpenter-first 或 poor-house-first。', en: 'Option "afterBuild" must be carpenter-first or poor-house-first.' },
    };
  return { ok: true, options: o };
}

