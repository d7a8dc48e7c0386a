/** Santiago's setup options with their defaults and checks. */
import type { Bilingual } from '../core/contract';
import { isObject } from '../core/violation';
import { isPoint } from './board';
import type { SantiagoOptions } from './types';

export const DEFAULT_OPTIONS: SantiagoOptions = {
  palms: false,
  spring: 'random',
  palmPlacement: 'random',
  openMoney: false,
};

const OPTION_KEYS = new Set(['palms', 'spring', 'springAt', 'palmPlacement', 'openMoney']);

/** Options with defaults filled in, or a bilingual error naming the bad one. */
export function resolveOptions(raw: unknown): { ok: true; options: SantiagoOptions } | { ok: false; error: Bilingual } {
  if (raw === undefined || raw === null) return { ok: true, options: { ...DEFAULT_OPTIONS } };
  if (!isObject(raw)) return { ok: false, error: { zh: '選項必須是一個物件。', en: 'Options must be an object.' } };
  for (const key of Object.keys(raw))
    if (!OPTION_KEYS.has(key)) return { ok: false, error: { zh: `不認得的選項「${key}」。`, en: `Unknown option "${key}".` } };
  const o = { ...DEFAULT_OPTIONS, ...raw } as SantiagoOptions;
  if (typeof o.palms !== 'boolean') return { ok: false, error: { zh: '選項 palms 必須是 true 或 false。', en: 'Option "palms" must be true or false.' } };
  if (typeof o.openMoney !== 'boolean')
    return { ok: false, error: { zh: '選項 openMoney 必須是 true 或 false。', en: 'Option "openMoney" must be true or false.' } };
  if (!['random', 'setup', 'first-overseer'].includes(o.spring))
    return { ok: false, error: { zh: '選項 spring 必須是 random、setup 或 first-overseer。', en: 'Option "spring" must be random, setup or first-overseer.' } };
  if (!['random', 'first-overseer'].includes(o.palmPlacement))
    return { ok: false, error: { zh: '選項 palmPlacement 必須是 random 或 first-overseer。', en: 'Option "palmPlacement" must be random or first-overseer.' } };
  if (o.spring === 'setup' && !isPoint(o.springAt))
    return {
      ok: false,
      error: { zh: '選擇在準備時指定水源，就要用 springAt 給一個交叉點 (x 0–4, y 0–3)。', en: 'With spring "setup", springAt must give an intersection (x 0–4, y 0–3).' },
    };
  if (o.springAt !== undefined && !isPoint(o.springAt))
    return { ok: false, error: { zh: 'springAt 不是圖板上的交叉點。', en: 'springAt is not an intersection of the board.' } };
  return { ok: true, options: o };
}

