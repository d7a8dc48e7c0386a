#!/usr/bin/env node
/**
 * After `astro build`: tidies the not-found page and writes the service worker that precaches the whole built book, so that
 * after the first visit every page, its styles, scripts, figures and search index work offline.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { generateSW } from 'workbox-build';

// The not-found page answers every unknown address: it has no canonical address of its own and no
// translations to point at, so the frame's canonical and hreflang links are taken off it.
const notFound = 'dist/404.html';
writeFileSync(
  notFound,
  readFileSync(notFound, 'utf8').replace(/<link rel="(?:canonical|alternate)"[^>]*>/g, (tag) => (/hreflang=|rel="canonical"/.test(tag) ? '' : tag)),
);

const { count, size, warnings } = await generateSW({
  globDirectory: 'dist',
  globPatterns: ['**/*.{html,css,js,mjs,json,svg,png,ico,webmanifest,woff2,txt,xml,pf_meta,pf_index,pf_fragment,pagefind}'],
  globIgnores: ['sw.js', 'workbox-*.js'],
  swDest: 'dist/sw.js',
  maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
  cleanupOutdatedCaches: true,
  clientsClaim: true,
  skipWaiting: true,
  inlineWorkboxRuntime: true,
  // Directory URLs (trailingSlash: 'always') are served from their index.html.
  directoryIndex: 'index.html',
  ignoreURLParametersMatching: [/^mode$/, /^projector$/, /^example$/, /^step$/, /^game$/, /^utm_/],
  navigateFallback: '/404.html',
  navigateFallbackDenylist: [/^\/pagefind\//],
  mode: 'production',
});
for (const w of warnings) console.warn(`service worker: ${w}`);
console.log(`service worker: precached ${count} files, ${(size / 1024).toFixed(0)} KiB`);
