/**
 * The browser's storage as the tables use it: every access may fail (a private window or a blocked
 * frame denies it, a full quota refuses a write) and none of them throws. A failure says why, so a
 * table can tell the student once that saving is off, and go on playing.
 */
import type { Bilingual } from '../../../engine/core/contract';

export type StorageTrouble = 'denied' | 'full';

export const SAVING_OFF: Record<StorageTrouble, Bilingual> = {
  denied: {
    zh: '存檔已關閉：這個瀏覽器不讓本頁存東西（例如無痕視窗）。可以照常玩，但重新整理或關掉頁面後，這一局就不會留下。',
    en: 'Saving is off: this browser does not let the page store anything (a private window, say). Play on as usual, but a reload or closing the page will lose this game.',
  },
  full: {
    zh: '存檔已關閉：瀏覽器的儲存空間滿了。可以照常玩，但重新整理或關掉頁面後，這一局就不會留下。',
    en: 'Saving is off: the browser’s storage is full. Play on as usual, but a reload or closing the page will lose this game.',
  },
};

const troubleOf = (e: unknown): StorageTrouble =>
  e instanceof DOMException && (e.name === 'QuotaExceededError' || e.name === 'NS_ERROR_DOM_QUOTA_REACHED' || e.code === 22) ? 'full' : 'denied';

/** The storage, or why there is none (the getter itself throws in a blocked frame). */
function store(): Storage | StorageTrouble {
  try {
    const s = globalThis.localStorage;
    return s ?? 'denied';
  } catch {
    return 'denied';
  }
}

export function readItem(key: string): { ok: true; value: string | null } | { ok: false; why: StorageTrouble } {
  const s = store();
  if (typeof s === 'string') return { ok: false, why: s };
  try {
    return { ok: true, value: s.getItem(key) };
  } catch (e) {
    return { ok: false, why: troubleOf(e) };
  }
}

export function writeItem(key: string, value: string): { ok: true } | { ok: false; why: StorageTrouble } {
  const s = store();
  if (typeof s === 'string') return { ok: false, why: s };
  try {
    s.setItem(key, value);
    return { ok: true };
  } catch (e) {
    return { ok: false, why: troubleOf(e) };
  }
}

export function removeItem(key: string): void {
  const s = store();
  if (typeof s === 'string') return;
  try {
    s.removeItem(key);
  } catch {
    /* nothing to remove where nothing can be stored */
  }
}
