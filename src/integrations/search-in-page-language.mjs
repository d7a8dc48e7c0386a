// @ts-check
/**
 * Every page carries both languages (the reading mode only hides one), so Pagefind would index a
 * heading as "出價買順序Lesson 4" and show excerpts with the two languages run together. Before
 * Starlight builds the search index, this marks the other language's text on each page with
 * `data-pagefind-ignore`: the Chinese pages' index holds the Chinese, the English pages' the English.
 * The " · " between the two halves of a bilingual heading (`bi-sep`) is left out on every page.
 * It adds an attribute and nothing else, so what a reader sees is unchanged.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Start tags whose class list holds `lang-zh`, `lang-en` or `bi-sep`. */
const TAG = /<([a-zA-Z][\w-]*)(\s[^>]*?\bclass="(?:[^"]*\s)?(lang-zh|lang-en|bi-sep)(?:\s[^"]*)?"[^>]*)>/g;

/**
 * The page's HTML with the text of the language it is not in left out of the search index.
 * @param {string} html
 */
export function markOtherLanguage(html) {
  const lang = html.match(/<html[^>]*\slang="([^"]+)"/)?.[1];
  if (!lang) return html;
  const left = new Set([lang.toLowerCase().startsWith('zh') ? 'lang-en' : 'lang-zh', 'bi-sep']);
  return html.replace(TAG, (tag, name, attrs, which) =>
    !left.has(which) || /\sdata-pagefind-ignore\b/.test(attrs) ? tag : `<${name}${attrs} data-pagefind-ignore>`,
  );
}

/**
 * @param {string} dir
 * @returns {AsyncGenerator<string>}
 */
async function* htmlFiles(dir) {
  for (const e of await readdir(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) yield* htmlFiles(p);
    else if (e.name.endsWith('.html')) yield p;
  }
}

/** @returns {import('astro').AstroIntegration} */
export default function searchInPageLanguage() {
  return {
    name: 'search-in-page-language',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        for await (const file of htmlFiles(fileURLToPath(dir))) {
          const html = await readFile(file, 'utf8');
          const marked = markOtherLanguage(html);
          if (marked !== html) await writeFile(file, marked);
        }
      },
    },
  };
}
