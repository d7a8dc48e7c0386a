/** Links into a chapter in the page's own locale. */
import { useEffect, useState } from 'preact/hooks';
export function localeOfPage(): 'zh-hant' | 'en' {
  if (typeof location === 'undefined') return 'zh-hant';
  return location.pathname.split('/')[1] === 'en' ? 'en' : 'zh-hant';
}

/** `/<locale>/<chapter>/#<section>` */
export const sectionHref = (chapter: string, section: string): string => `/${localeOfPage()}/${chapter}/#${section}`;

/** The page's locale, the same on the server and on first hydration, then the real one. */
export function useLocale(): 'zh-hant' | 'en' {
  const [locale, setLocale] = useState<'zh-hant' | 'en'>('zh-hant');
  useEffect(() => setLocale(localeOfPage()), []);
  return locale;
}

export const sectionHrefIn = (locale: string, chapter: string, section: string): string => `/${locale}/${chapter}/#${section}`;
