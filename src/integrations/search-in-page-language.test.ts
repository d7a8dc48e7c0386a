import { describe, expect, it } from 'vitest';
import { markOtherLanguage } from './search-in-page-language.mjs';

const page = (lang: string, body: string) => `<!doctype html><html lang="${lang}" dir="ltr"><body>${body}</body></html>`;
const heading = '<h2 id="lesson-4"><span lang="zh-Hant" class="lang-zh">第 4 課</span><span class="bi-sep" aria-hidden="true"> · </span><span lang="en" class="lang-en">Lesson 4</span></h2>';

describe('the search index holds the page language only', () => {
  it('a Chinese page leaves its English text out of the index, and the separator between the two', () => {
    expect(markOtherLanguage(page('zh-TW', heading))).toBe(
      page('zh-TW', '<h2 id="lesson-4"><span lang="zh-Hant" class="lang-zh">第 4 課</span><span class="bi-sep" aria-hidden="true" data-pagefind-ignore> · </span><span lang="en" class="lang-en" data-pagefind-ignore>Lesson 4</span></h2>'),
    );
  });

  it('an English page leaves the Chinese half of a heading out, and the separator', () => {
    expect(markOtherLanguage(page('en', heading))).toBe(
      page('en', '<h2 id="lesson-4"><span lang="zh-Hant" class="lang-zh" data-pagefind-ignore>第 4 課</span><span class="bi-sep" aria-hidden="true" data-pagefind-ignore> · </span><span lang="en" class="lang-en">Lesson 4</span></h2>'),
    );
  });

  it('an English page leaves its Chinese text out, whatever else the class list holds', () => {
    const html = page('en', '<div class="bi"><p class="note lang-zh big" lang="zh-Hant">水道</p><p class="lang-en">canal</p></div>');
    expect(markOtherLanguage(html)).toBe(page('en', '<div class="bi"><p class="note lang-zh big" lang="zh-Hant" data-pagefind-ignore>水道</p><p class="lang-en">canal</p></div>'));
  });

  it('a class that only contains the word (lang-english) and an element already ignored are left alone', () => {
    const html = page('zh-TW', '<span class="lang-english">x</span><span class="lang-en" data-pagefind-ignore>y</span>');
    expect(markOtherLanguage(html)).toBe(html);
  });

  it('a page without a language is left alone', () => {
    expect(markOtherLanguage(`<p class="lang-en">x</p>`)).toBe(`<p class="lang-en">x</p>`);
  });
});
