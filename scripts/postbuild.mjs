#!/usr/bin/env node
/**
 * After `astro build`: tidies the not-found and offline pages and writes the service worker
 * (scripts/sw/service-worker.js, bundled with workbox). The worker precaches only the frame (home
 * pages, not-found and offline pages, the styles and scripts every page needs); a chapter is cached
 * when it is visited, with every file its islands may need later (scripts/sw/book-map.mjs reads them
 * from the built HTML and JS); a chapter's printed parts are cached when it is printed; the whole book is
 * cached on demand.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { injectManifest } from 'workbox-build';
import { HASHED, bookMap, sitePath } from './sw/book-map.mjs';

// The not-found and offline pages answer many addresses: they have no canonical address of their own
// and no translations to point at, so the frame's canonical and hreflang links are taken off them.
for (const page of ['dist/404.html', 'dist/offline/index.html']) {
  if (!existsSync(page)) continue;
  writeFileSync(page, readFileSync(page, 'utf8').replace(/<link rel="(?:canonical|alternate)"[^>]*>/g, (tag) => (/hreflang=|rel="canonical"/.test(tag) ? '' : tag)));
}
// The offline page is only ever shown by the service worker, and a chapter's printed parts only ever
// loaded by its page when it is printed: not pages to list.
for (const file of ['dist/sitemap-0.xml']) {
  if (existsSync(file)) writeFileSync(file, readFileSync(file, 'utf8').replace(/<url><loc>[^<]*\/(?:offline|print\/(?:mechanisms\/)?[^/<]+)\/<\/loc>.*?<\/url>/g, ''));
}

const map = bookMap('dist');
const files = {};
const units = {};
for (const [name, unit] of Object.entries(map.units)) {
  if (name === 'frame') continue;
  units[name] = { pages: unit.pages.map(sitePath), files: unit.files.map(sitePath) };
  for (const f of unit.files) files[sitePath(f)] = [map.files[f].revision, map.files[f].bytes, map.files[f].gzip];
}
const book = { files, units };
book.version = createHash('md5').update(JSON.stringify(book)).digest('hex').slice(0, 12);

const tmp = mkdtempSync(join(tmpdir(), 'lr-sw-'));
try {
  const src = join(tmp, 'sw.js');
  await build({
    entryPoints: ['scripts/sw/service-worker.js'],
    bundle: true,
    format: 'iife',
    target: 'es2020',
    minify: true,
    outfile: src,
    define: { __BOOK__: JSON.stringify(book), 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
  });
  const { count, size, warnings } = await injectManifest({
    swSrc: src,
    swDest: 'dist/sw.js',
    globDirectory: 'dist',
    globPatterns: map.units.frame.files,
    // built files named by content hash need no revision: the browser's HTTP cache may answer them
    dontCacheBustURLsMatching: HASHED,
    maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
  });
  for (const w of warnings) console.warn(`service worker: ${w}`);
  if (count !== map.units.frame.files.length) throw new Error(`service worker: the frame has ${map.units.frame.files.length} files but ${count} were precached`);
  const kib = (n) => `${(n / 1024).toFixed(0)} KiB`;
  console.log(`service worker: precaches the frame, ${count} files, ${kib(size)} (${kib(map.units.frame.gzip)} gzip)`);
  for (const [name, unit] of Object.entries(map.units))
    if (name !== 'frame') console.log(`service worker: ${name}: ${unit.files.length} files, ${kib(unit.bytes)} (${kib(unit.gzip)} gzip), cached when ${unit.pages.length ? 'visited' : 'used'}`);
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
