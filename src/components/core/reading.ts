/**
 * The reader's language for attribute texts (aria-label, title) that cannot carry both spans:
 * read from <html data-mode> and followed when the reader switches mode.
 */
import { useEffect, useState } from 'preact/hooks';
import type { Bilingual } from '../../../engine/core/contract';

export type Mode = 'zh' | 'en' | 'both';

export function currentMode(): Mode {
  if (typeof document === 'undefined') return 'zh';
  const m = document.documentElement.dataset.mode;
  return m === 'en' || m === 'both' ? m : 'zh';
}

/** The page's own language (its locale): what an attribute says in 對照, where one text must do. */
const pageIsEnglish = (): boolean => typeof document !== 'undefined' && /^en\b/i.test(document.documentElement.lang);

/** Whether an attribute text in this mode is the English one. */
const english = (mode: Mode): boolean => mode === 'en' || (mode === 'both' && pageIsEnglish());

/**
 * A plain string for an attribute in the given mode. An attribute holds one language: in 對照 it is
 * the page's own (the visible text shows both, as two lines).
 */
export function say(t: Bilingual, mode: Mode): string {
  return english(mode) ? t.en : t.zh;
}

/** The language tag matching `say`. */
export const langFor = (mode: Mode): string => (english(mode) ? 'en' : 'zh-Hant');

export function useMode(): Mode {
  // starts as the server rendered it ('zh'), then follows the page after hydration
  const [mode, setMode] = useState<Mode>('zh');
  useEffect(() => {
    const root = document.documentElement;
    const obs = new MutationObserver(() => setMode(currentMode()));
    obs.observe(root, { attributes: true, attributeFilter: ['data-mode'] });
    setMode(currentMode());
    return () => obs.disconnect();
  }, []);
  return mode;
}
