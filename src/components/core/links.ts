/** Links into a chapter in the page's own locale. */
export function localeOfPage(): 'zh-hant' | 'en' {
  if (typeof location === 'undefined') return 'zh-hant';
  return location.pathname.split('/')[1] === 'en' ? 'en' : 'zh-hant';
}

/** `/<locale>/<chapter>/#<section>` */
export const sectionHref = (chapter: string, section: string): string => `/${localeOfPage()}/${chapter}/#${section}`;
