/**
 * The book's service worker (bundled by scripts/postbuild.mjs, which fills in the precache manifest and
 * the book map; see scripts/sw/book-map.mjs).
 *
 * - The frame (home pages, not-found and offline pages, the styles and scripts every page needs) is
 *   precached by workbox-precaching when the worker installs.
 * - Every other file of the book is served cache-first from the `lr-book` cache, under a key that carries
 *   the file's revision, so a new build is fetched again and an old copy is never served.
 * - Visiting a page caches its whole unit (the chapter in that locale with its glossary, every island
 *   chunk and the bot worker), so it reloads and plays offline even where no island had hydrated yet.
 * - A chapter's printed parts (the `print` unit, loaded by the chapter page only when it is printed) are
 *   cached as they are fetched, so a chapter printed once prints again offline.
 * - "Make the book available offline" (a `save-book` message) caches every unit, reporting progress.
 * - Query parameters never change a page (mode, projector, example, step, game, Pagefind's ts): the
 *   cached copy answers them all.
 * - An update re-fetches the units the reader had, then removes what the new build no longer has.
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkOnly } from 'workbox-strategies';

/**
 * `files`: each book file beyond the frame → [revision (null when the name carries a content hash), size, gzip size];
 * `units`: each unit → its pages and files.
 * @type {{ version: string, files: Record<string, [string | null, number, number]>, units: Record<string, { pages: string[], files: string[] }> }}
 */
// @ts-ignore filled in at build time
const BOOK = __BOOK__;
const BOOK_CACHE = 'lr-book';
/** Written once the whole book has been saved, so an update saves the whole book again. */
const SAVED_ALL = new URL('/__lr/whole-book-saved', self.location.origin).href;

self.skipWaiting();
clientsClaim();
precacheAndRoute(self.__WB_MANIFEST, { ignoreURLParametersMatching: [/./], directoryIndex: 'index.html', cleanURLs: false });
cleanupOutdatedCaches();

/** The book path behind a URL of this site (`/zh-hant/santiago/`, `/_astro/x.js`), or null. */
function bookPath(url) {
  const u = new URL(url, self.location.href);
  if (u.origin !== self.location.origin) return null;
  let p = u.pathname;
  if (p in BOOK.files) return p;
  if (p.endsWith('/index.html')) p = p.slice(0, -'index.html'.length);
  else if (!p.endsWith('/')) p += '/';
  return p in BOOK.files ? p : null;
}
/** The cache key of a book path: the address with its revision (content-hashed files are their own revision). */
function cacheKey(path) {
  const rev = BOOK.files[path][0];
  return new URL(rev ? `${path}?__rev=${rev}` : path, self.location.origin).href;
}

const pageUnit = new Map();
for (const [name, unit] of Object.entries(BOOK.units)) for (const p of unit.pages) pageUnit.set(p, name);

const book = new CacheFirst({
  cacheName: BOOK_CACHE,
  plugins: [
    {
      cacheKeyWillBeUsed: async ({ request }) => {
        const p = bookPath(request.url);
        return p ? cacheKey(p) : request;
      },
      // keep only complete answers; a redirected one cannot answer a navigation, so it is copied
      cacheWillUpdate: async ({ response }) => {
        if (!response || response.status !== 200) return null;
        if (!response.redirected) return response;
        return new Response(await response.blob(), { status: 200, statusText: response.statusText, headers: response.headers });
      },
    },
  ],
});

/**
 * Caches `paths` (skipping what is there), a few at a time; calls `onFile` after each. Rejects with the
 * first failure. `asked` gives the address a page was opened at (with its query), so that the browser's
 * own cache can answer for the page just loaded instead of the network.
 */
async function save(paths, event, onFile = () => {}, asked = new Map()) {
  const queue = [...paths];
  const one = async () => {
    while (queue.length) {
      const p = queue.shift();
      const [response, done] = book.handleAll({ request: new Request(asked.get(p) ?? p, { credentials: 'same-origin' }), event });
      try {
        await response;
        await done;
      } catch (e) {
        queue.length = 0; // the first failure ends the whole save
        throw e;
      }
      onFile(p);
    }
  };
  await Promise.all([one(), one(), one(), one()]);
}

const saveUnit = (name, event, asked) => save(BOOK.units[name]?.files ?? [], event, undefined, asked);
const bookUnits = () => Object.keys(BOOK.units);
const allFiles = () => Object.keys(BOOK.files);

/** The book files not in the cache yet. */
async function missingFiles() {
  const cache = await caches.open(BOOK_CACHE);
  const have = new Set((await cache.keys()).map((r) => r.url));
  return new Set(allFiles().filter((p) => !have.has(cacheKey(p))));
}
const sum = (paths, i) => [...paths].reduce((t, p) => t + BOOK.files[p][i], 0);

// A visited page brings its unit with it.
registerRoute(
  ({ url }) => bookPath(url.href) !== null,
  async (options) => {
    const response = await book.handle(options);
    if (options.request.mode === 'navigate') {
      const unit = pageUnit.get(bookPath(options.url.href));
      if (unit) options.event.waitUntil(saveUnit(unit, options.event).catch(() => {}));
    }
    return response;
  },
);
// Any other page goes to the network; offline, the offline page says why it cannot open.
registerRoute(({ request }) => request.mode === 'navigate', new NetworkOnly());
setCatchHandler(async ({ request }) => {
  if (request.mode === 'navigate') {
    const offline = await matchPrecache('/offline/index.html');
    if (offline) return offline;
  }
  return Response.error();
});

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      // The units the reader already had (or the whole book) are brought up to date before this worker
      // takes over: if that fails, the previous worker keeps serving the previous book whole.
      const cache = await caches.open(BOOK_CACHE);
      const keys = await cache.keys();
      const had = new Set(keys.map((r) => new URL(r.url).pathname));
      const kept = new Set();
      if (keys.some((r) => r.url === SAVED_ALL)) for (const n of bookUnits()) kept.add(n);
      for (const [p, n] of pageUnit) if (had.has(p)) kept.add(n);
      // The pages open right now (a first visit) are saved too; if one cannot be, the worker still
      // installs, and the page is saved on its next visit.
      const open = new Set();
      const asked = new Map();
      for (const c of await self.clients.matchAll({ type: 'window', includeUncontrolled: true })) {
        const p = bookPath(c.url);
        const n = pageUnit.get(p ?? '');
        if (!p || !n) continue;
        asked.set(p, c.url.split('#')[0]);
        if (!kept.has(n)) open.add(n);
      }
      for (const n of kept) await saveUnit(n, event, asked);
      for (const n of open) await saveUnit(n, event, asked).catch(() => {});
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(BOOK_CACHE);
      const current = new Set(Object.keys(BOOK.files).map(cacheKey));
      current.add(SAVED_ALL);
      for (const r of await cache.keys()) if (!current.has(r.url)) await cache.delete(r);
      // caches of earlier workers of this book (workbox's own are tidied by cleanupOutdatedCaches)
      for (const name of await caches.keys()) if (name.startsWith('lr-') && name !== BOOK_CACHE) await caches.delete(name);
    })(),
  );
});

const isQuota = (e) => e && (e.name === 'QuotaExceededError' || /quota/i.test(String(e.message)));

self.addEventListener('message', (event) => {
  const port = event.ports[0];
  const reply = (m) => (port ? port.postMessage(m) : event.source?.postMessage(m));
  const type = event.data?.type;
  if (type === 'save-book') {
    event.waitUntil(
      (async () => {
        try {
          const paths = [...(await missingFiles())];
          const total = paths.length;
          const bytes = sum(paths, 1);
          const { quota, usage } = (await self.navigator.storage?.estimate?.()) ?? {};
          if (quota !== undefined && usage !== undefined && quota - usage < bytes) {
            const e = new Error('quota');
            e.name = 'QuotaExceededError';
            throw e;
          }
          let done = 0;
          let failed = false;
          reply({ type: 'progress', done, total });
          await save(paths, event, () => failed || reply({ type: 'progress', done: ++done, total })).catch((e) => {
            failed = true;
            throw e;
          });
          const cache = await caches.open(BOOK_CACHE);
          await cache.put(SAVED_ALL, new Response(BOOK.version));
          reply({ type: 'saved', gzip: sum(paths, 2) });
        } catch (e) {
          reply({ type: 'failed', reason: isQuota(e) || isQuota(e?.details?.error) ? 'quota' : 'network' });
        }
      })(),
    );
  }
});
