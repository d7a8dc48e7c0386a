/** Small helpers every game shares for refusals and bilingual text. */
import type { Bilingual, Violation } from './contract';
import { spaced } from './text';

export function bilingual(zh: string, en: string): Bilingual {
  return { zh, en };
}

/** A refused move: rule id, chapter section anchor, and the reason in both languages (the Chinese spaced, see `text.ts`). */
export function violation(rule: string, section: string, zh: string, en: string): Violation {
  return { rule, section, message: { zh: spaced(zh), en } };
}

/** The violation for anything unexpected inside the engine (never a rule of the game). */
export function internalViolation(error: unknown): Violation {
  const detail = error instanceof Error ? error.message : String(error);
  return violation(
    'engine.internal',
    'play',
    `引擎內部發生錯誤，這一步沒有執行：${detail}`,
    `Internal engine error; the move was not played: ${detail}`,
  );
}

/** True for a plain JSON object (not null, not an array). */
export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** True for a whole number (optionally within bounds). */
export function isInt(value: unknown, min = -Infinity, max = Infinity): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
}
