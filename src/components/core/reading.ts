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

/** A plain string for an attribute in the given mode. */
export function say(t: Bilingual, mode: Mode): string {
  if (mode === 'en') return t.en;
  if (mode === 'both') return `${t.zh} / ${t.en}`;
  return t.zh;
}

/** The language tag matching `say` (the Chinese one leads in "both"). */
export const langFor = (mode: Mode): string => (mode === 'en' ? 'en' : 'zh-Hant');

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
