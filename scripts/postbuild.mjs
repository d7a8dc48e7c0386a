#!/usr/bin/env node
/**
 * After `astro build`: writes the service worker that precaches the whole built book, so that
 * after the first visit every page, its styles, scripts, figures and search index work offline.
 */
import { generateSW } from 'workbox-build';

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
