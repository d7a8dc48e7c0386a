/**
 * Every internal link and anchor in the built book resolves (run after `npm run build`;
 * `npm test` builds first).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const DIST = 'dist';

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === '_astro' || name === 'pagefind' ? [] : htmlFiles(path);
    return name.endsWith('.html') ? [path] : [];
  });
}

/** The file a site path is served from, or null. */
function fileFor(pathname: string): string | null {
  const clean = decodeURIComponent(pathname);
  const candidates = clean.endsWith('/') ? [join(DIST, clean, 'index.html')] : [join(DIST, clean), join(DIST, clean, 'index.html')];
  return candidates.find((p) => existsSync(p) && statSync(p).isFile()) ?? null;
}

const idsCache = new Map<string, Set<string>>();
function idsIn(file: string): Set<string> {
  if (!idsCache.has(file)) {
    const html = readFileSync(file, 'utf8');
    idsCache.set(file, new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1])));
  }
  return idsCache.get(file)!;
}

describe('links in the built book', () => {
  it('the book has been built', () => {
    expect(existsSync(join(DIST, 'zh-hant', 'index.html'))).toBe(true);
  });

  const files = existsSync(DIST) ? htmlFiles(DIST) : [];
  it('has pages in both locales', () => {
    expect(files.some((f) => f.includes('/zh-hant/'))).toBe(true);
    expect(files.some((f) => f.includes('/en/'))).toBe(true);
  });

  for (const file of files) {
    it(`${file}: every internal link and anchor resolves`, () => {
      const html = readFileSync(file, 'utf8');
      const broken: string[] = [];
      const base = new URL('http://book.test/' + file.slice(DIST.length + 1).replace(/index\.html$/, ''));
      for (const [, href] of html.matchAll(/\shref="([^"]+)"/g)) {
        if (/^(https?:|mailto:|data:|javascript:)/.test(href) && !href.startsWith('https://living-rulebook.example')) continue;
        const url = new URL(href.replace('https://living-rulebook.example', 'http://book.test'), base);
        if (url.host !== 'book.test') continue;
        const target = fileFor(url.pathname);
        if (!target) {
          broken.push(href);
          continue;
        }
        const anchor = decodeURIComponent(url.hash.slice(1));
        if (anchor && target.endsWith('.html') && !idsIn(target).has(anchor)) broken.push(href);
      }
      expect(broken).toEqual([]);
    });
  }
});
