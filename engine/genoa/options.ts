/** Genoa's setup options with their defaults and checks. */
import type { Bilingual } from '../core/contract';
import { isInt, isObject } from '../core/violation';
import { ROUNDS } from './data';
import type { GenoaOptions } from './types';

export const DEFAULT_OPTIONS: GenoaOptions = { rounds: {}, extraActionBids: true, twoPlayerItem: 'anyItem', counterCap: 3 };

const OPTION_KEYS = new Set(Object.keys(DEFAULT_OPTIONS));

/** Rounds for a player count: the option if set, else the table of `data.ts`. */
export const roundsFor = (players: number, options: GenoaOptions): number => options.rounds[players] ?? ROUNDS[players]!;

/** Options with defaults filled in, or a bilingual error naming the bad one. */
export function resolveOptions(raw: unknown): { ok: true; options: GenoaOptions } | { ok: false; error: Bilingual } {
  if (raw === undefined || raw === null) return { ok: true, options: { ...DEFAULT_OPTIONS, rounds: {} } };
  if (!isObject(raw)) return { ok: false, error: { zh: '選項必須是一個物件。', en: 'Options must be an object.' } };
  for (const key of Object.keys(raw))
    if (!OPTION_KEYS.has(key)) return { ok: false, error: { zh: `不認得的選項「${key}」。`, en: `Unknown option "${key}".` } };
  const o = { ...DEFAULT_OPTIONS, ...raw } as GenoaOptions;
  if (!isObject(o.rounds) || Object.entries(o.rounds).some(([k, v]) => !['2', '3', '4', '5'].includes(k) || !isInt(v, 1, 20)))
    return {
      ok: false,
      error: { zh: '選項 rounds 要寫成「人數 → 回合數」，人數 2 到 5，回合數 1 到 20。', en: 'Option "rounds" maps a player count (2–5) to a number of rounds (1–20).' },
    };
  if (typeof o.extraActionBids !== 'boolean')
    return { ok: false, error: { zh: '選項 extraActionBids 必須是 true 或 false。', en: 'Option "extraActionBids" must be true or false.' } };
  if (o.twoPlayerItem !== 'anyItem' && o.twoPlayerItem !== 'good')
    return { ok: false, error: { zh: '選項 twoPlayerItem 必須是 anyItem 或 good。', en: 'Option "twoPlayerItem" must be anyItem or good.' } };
  if (!isInt(o.counterCap, 0, 10))
    return { ok: false, error: { zh: '選項 counterCap 必須是 0 到 10 的整數。', en: 'Option "counterCap" must be a whole number from 0 to 10.' } };
  return { ok: true, options: { ...o, rounds: { ...o.rounds } } };
}
