/**
 * What the built book is made of, for the service worker and the bench: every page and the files it
 * needs (its styles, scripts, the island chunks it may hydrate later, the bot worker those start, the
 * fonts and images the styles name), read from the built HTML, CSS and JS in dist/.
 *
 * The book is cut into units:
 * - `frame`: the home pages, the not-found and offline pages, and the files they need at once, plus the
 *   files every other page needs too. Precached at the first visit.
 * - one unit per game and locale (`zh-hant/santiago`: the chapter, its glossary and any other page under
 *   it, with every file they need beyond the frame). Cached when one of its pages is visited. Each page
 *   of the Mechanisms part is a unit of its own (`zh-hant/mechanisms/auctions`), as it shows two games.
 * - `search`: the search UI's code (loaded when search is opened) and the Pagefind index. Cached as it is
 *   used, or in full by "make the book available offline".
 * - `print`: each chapter's and mechanism page's printed parts (`print/<chapter>/`, `print/mechanisms/<id>/`, loaded by a chapter page only when it is
 *   printed; styled by the chapter's own styles). Cached as they are used, or by "make the book
 *   available offline"; never part of a first visit.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Files that are not part of the book itself. */
const NOT_BOOK = /^(?:sw\.js|workbox-[^/]*\.js|.*\.map|sitemap[^/]*\.xml|robots\.txt)$/;
/** Pagefind ships UIs the book does not use (it bundles @pagefind/default-ui itself). */
const UNUSED_PAGEFIND = /^pagefind\/pagefind-(?:ui|component-ui|modular-ui|highlight)\.(?:js|css)$/;
/** Built files named by content hash: the address changes when the content does. */
export const HASHED = /^_astro\//;
/** A chapter's (or a mechanism page's) printed parts: a file its page loads when it is printed, not a page to visit. */
export const PRINT_PARTS = /^print\/(?:mechanisms\/)?[^/]+\/index\.html$/;

function walk(dir, base = '') {
  const out = [];
  for (const name of readdirSync(join(dir, base))) {
    const rel = base ? `${base}/${name}` : name;
    if (statSync(join(dir, rel)).isDirectory()) out.push(...walk(dir, rel));
    else out.push(rel);
  }
  return out;
}

/** The address a built file is served at: `zh-hant/santiago/index.html` → `/zh-hant/santiago/`. */
export const sitePath = (file) => (file === 'index.html' ? '/' : file.endsWith('/index.html') ? `/${file.slice(0, -'index.html'.length)}` : `/${file}`);
/** The built file behind an address (the inverse of sitePath). */
export const distFile = (path) => (path.endsWith('/') ? `${path.slice(1)}index.html` : path.slice(1));

/** Static imports of a module (`import … from "./x.js"`, `import "./x.js"`, `export … from`). */
function staticImports(code) {
  const out = [];
  const re = /(?:^|[;\s}])(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?["']([^"']+\.m?js)["']/g;
  for (const m of code.matchAll(re)) out.push(m[1]);
  return out;
}

/** Every file name (with any path before it) a piece of code mentions: the path as written, and the bare name. */
function namedFiles(code) {
  const out = new Set();
  for (const m of code.matchAll(/[\w$@.\/-]*?([\w$@-][\w$@.-]*\.(?:m?js|css|wasm|woff2?|svg|png|webp|json))\b/g)) {
    out.add(m[0]);
    out.add(m[1]);
  }
  return out;
}

/**
 * @typedef {{ revision: string | null, bytes: number, gzip: number }} BookFile
 * @typedef {{ pages: string[], files: string[], bytes: number, gzip: number }} BookUnit
 */

/**
 * Reads the built site. Returns every book file (a path in dist/) with its revision (null for
 * content-hashed files), size and gzip size, and the units with their pages and files.
 * @param {string} dist
 * @returns {{ files: Record<string, BookFile>, units: Record<string, BookUnit> }}
 */
export function bookMap(dist) {
  const all = walk(dist).filter((f) => !NOT_BOOK.test(f) && !UNUSED_PAGEFIND.test(f));
  const exists = new Set(all);
  const text = new Map();
  const read = (f) => {
    if (!text.has(f)) text.set(f, readFileSync(join(dist, f), 'utf8'));
    return text.get(f);
  };
  /** A reference found in `from` resolved to a built file, or null. */
  const resolve = (from, ref) => {
    const clean = ref.split(/[?#]/)[0];
    if (!clean) return null;
    let f;
    if (clean.startsWith('/')) f = clean.slice(1);
    else if (clean.startsWith('_astro/')) f = clean;
    else f = posix.normalize(posix.join(posix.dirname(from), clean));
    return exists.has(f) && !f.endsWith('.html') ? f : null;
  };

  /** References of one file: `now` are needed when the file loads, `later` when something runs (islands, dynamic imports, workers). */
  const refsCache = new Map();
  const refs = (f) => {
    if (refsCache.has(f)) return refsCache.get(f);
    const now = new Set();
    const later = new Set();
    const code = read(f);
    const add = (set, ref) => {
      const r = resolve(f, ref);
      if (r && r !== f) set.add(r);
    };
    if (f.endsWith('.html')) {
      for (const m of code.matchAll(/<(?:script|link|img|source)\b[^>]*?\b(?:src|href)="([^"]+)"/g)) add(now, m[1]);
      for (const m of code.matchAll(/\b(?:component-url|renderer-url|before-hydration-url)="([^"]+)"/g)) add(later, m[1]);
      // inline scripts may import built files too, at once or when something runs
      for (const m of code.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)) {
        const statics = new Set(staticImports(m[1]));
        for (const s of statics) add(now, s);
        for (const r of namedFiles(m[1])) if (!statics.has(r)) add(later, r);
      }
    } else if (f.endsWith('.css')) {
      for (const m of code.matchAll(/url\(\s*['"]?([^'")]+)['"]?\s*\)|@import\s+['"]([^'"]+)['"]/g)) add(now, m[1] ?? m[2]);
    } else if (/\.m?js$/.test(f)) {
      const statics = new Set(staticImports(code).map((s) => resolve(f, s)).filter(Boolean));
      for (const s of statics) now.add(s);
      // any other built file named in the code: dynamic imports, preload lists, worker URLs
      for (const ref of namedFiles(code)) {
        const r = resolve(f, ref);
        if (r && r !== f && !statics.has(r)) later.add(r);
      }
    }
    const out = { now: [...now], later: [...later] };
    refsCache.set(f, out);
    return out;
  };
  /** Every file reachable from `roots`; with `lazy`, also through islands, dynamic imports and workers. */
  const closure = (roots, lazy) => {
    const seen = new Set();
    const stack = [...roots];
    while (stack.length) {
      const f = stack.pop();
      if (seen.has(f)) continue;
      seen.add(f);
      const r = refs(f);
      stack.push(...r.now);
      if (lazy) stack.push(...r.later);
    }
    return seen;
  };

  const pages = all.filter((f) => f.endsWith('.html') && !PRINT_PARTS.test(f));
  const isFramePage = (f) => !f.includes('/') || /^[^/]+\/index\.html$/.test(f);
  const framePages = pages.filter(isFramePage);
  const frame = closure(framePages, false);
  const search = new Set([...closure(framePages, true)].filter((f) => !frame.has(f)));
  for (const f of all) if (f.startsWith('pagefind/')) search.add(f);

  const groups = new Map();
  for (const f of pages.filter((p) => !isFramePage(p))) {
    // a mechanism page shows examples of two games: each is a unit of its own, not one unit of all five games' code
    const key = f.split('/')[1] === 'mechanisms' ? posix.dirname(f) : f.split('/').slice(0, 2).join('/');
    if (!groups.has(key)) groups.set(key, []);
    groups.get(key).push(f);
  }
  // what every other page needs belongs to the frame too
  const full = new Map(pages.filter((p) => !isFramePage(p)).map((p) => [p, closure([p], true)]));
  const lists = [...full.values()];
  if (lists.length) for (const f of lists[0]) if (!f.endsWith('.html') && !search.has(f) && lists.every((l) => l.has(f))) frame.add(f);

  /** @type {Record<string, BookFile>} */
  const files = {};
  const info = (f) => {
    if (!files[f]) {
      const buf = readFileSync(join(dist, f));
      files[f] = {
        revision: HASHED.test(f) ? null : createHash('md5').update(buf).digest('hex').slice(0, 12),
        bytes: buf.length,
        gzip: gzipSync(buf, { level: 9 }).length,
      };
    }
    return files[f];
  };
  const unit = (list) => {
    const sorted = [...list].sort();
    let bytes = 0;
    let gzip = 0;
    for (const f of sorted) {
      bytes += info(f).bytes;
      gzip += info(f).gzip;
    }
    return { files: sorted, bytes, gzip };
  };
  /** @type {Record<string, BookUnit>} */
  const units = { frame: { pages: framePages, ...unit(frame) } };
  for (const [key, list] of groups) {
    const needed = new Set();
    for (const p of list) for (const f of full.get(p)) if (!frame.has(f) && !search.has(f)) needed.add(f);
    units[key] = { pages: list.sort(), ...unit(needed) };
  }
  units.search = { pages: [], ...unit(search) };
  units.print = { pages: [], ...unit(all.filter((f) => PRINT_PARTS.test(f))) };
  return { files, units };
}

/** The files a first visit to `page` (a built HTML file) brings onto the device: the frame and the page's unit. */
export function firstVisitFiles(map, page) {
  const own = Object.values(map.units).find((u) => u.pages.includes(page) && u !== map.units.frame);
  return [...new Set([...map.units.frame.files, ...(own ? own.files : [])])];
}

export const existsIn = (dist) => existsSync(join(dist, 'index.html'));
