/** The book's two locales and the helpers pages use to pick a language. */
export const LOCALES = ['zh-hant', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export type Lang = 'zh' | 'en';

export const langOf = (locale: string): Lang => (locale === 'en' ? 'en' : 'zh');
export const htmlLang = (lang: Lang) => (lang === 'zh' ? 'zh-Hant' : 'en');
export const pick = (text: { zh: string; en: string }, locale: string) => text[langOf(locale)];
