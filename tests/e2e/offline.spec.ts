/**
 * The book offline, in a real browser against the built book behind a byte-counting relay
 * (scripts/bench/wire.mjs): what a first visit transfers (the page, its styles and scripts, the
 * service worker and everything it precaches), a visited chapter reloading and playing with the
 * network cut, a chapter not visited staying off the device until "make the book available offline"
 * is pressed, that button's progress and failures, a chapter's printed parts (cached when it is
 * printed, saved with the book, a message on paper when neither), and an update's clean-up of old caches.
 * Each test gets its own relay port, so the browser starts on a fresh origin: no worker, no cache.
 */
import { test, expect, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { wire } from '../../scripts/bench/wire.mjs';
import { bookMap, distFile, firstVisitFiles, sitePath } from '../../scripts/sw/book-map.mjs';
import { pdfPages } from '../../scripts/bench/pdf.mjs';

const UPSTREAM = Number(process.env.E2E_PORT ?? 4321);
const BUDGET = 500 * 1000;
const CHAPTERS = ['santiago', 'san-juan', 'dice-town'];
const map = bookMap('dist');
/** What `files` weigh gzipped (what the server sends, give or take its own compression). */
const sizeOf = (files: string[]) => files.reduce((t, f) => t + map.files[f]!.gzip, 0);

type Wire = Awaited<ReturnType<typeof wire>>;
async function open(browser: Browser): Promise<{ w: Wire; context: BrowserContext; page: Page; errors: string[] }> {
  const w = await wire(UPSTREAM);
  const context = await browser.newContext({ baseURL: w.origin, viewport: { width: 1366, height: 768 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return { w, context, page, errors };
}
/** Cache keys (path and query) in the book's cache, and the paths in every cache of the origin. */
const bookKeys = (page: Page) =>
  page.evaluate(async () => (await caches.has('lr-book') ? (await (await caches.open('lr-book')).keys()).map((r) => new URL(r.url).pathname + new URL(r.url).search) : []));
const keyOf = (file: string) => {
  const rev = map.files[file]!.revision;
  return rev ? `${sitePath(file)}?__rev=${rev}` : sitePath(file);
};
/** Every file of the unit `name` (`zh-hant/santiago`) is in the book's cache, at this build's revision. */
const unitSaved = (page: Page, name: string) =>
  expect.poll(async () => {
    const keys = new Set(await bookKeys(page));
    return map.units[name]!.files.map(keyOf).filter((k) => !keys.has(k));
  }, { timeout: 60_000 }).toEqual([]);
/** The unit a page belongs to (`zh-hant/santiago`, `zh-hant/mechanisms/auctions`). */
const unitOf = (path: string) => Object.entries(map.units).find(([name, u]) => name !== 'frame' && u.pages.includes(distFile(path)))![0];
/** The page at `path` (`/zh-hant/santiago/`) is saved with its unit, and its worker controls the page. */
async function chapterSaved(page: Page) {
  const path = new URL(page.url()).pathname;
  await unitSaved(page, unitOf(path));
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}
/** Brings every island into view once, so each hydrates. */
async function scrollThrough(page: Page) {
  // (the page grows as its islands come alive: its height is read again at every step)
  for (let y = 0; y < (await page.evaluate(() => document.documentElement.scrollHeight)); y += 500) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(40);
  }
  await page.waitForLoadState('networkidle');
}
/** Astro takes `ssr` off an island once it has hydrated. */
const hydrated = (el: Locator) => expect(el.locator('xpath=ancestor::astro-island[1]')).not.toHaveAttribute('ssr', { timeout: 30_000 });
const cachedPaths = (page: Page) =>
  page.evaluate(async () => {
    const out: string[] = [];
    for (const name of await caches.keys()) for (const r of await (await caches.open(name)).keys()) out.push(new URL(r.url).pathname);
    return out;
  });

test.describe('a first visit', () => {
  for (const locale of ['zh-hant', 'en']) {
    for (const chapter of CHAPTERS) {
      const path = `/${locale}/${chapter}/`;
      // one visit opened by a link with parameters: the worker's copy of the page comes from the browser's cache
      const query = locale === 'zh-hant' && chapter === 'santiago' ? '?mode=both&projector=1' : '';
      test(`to ${path}${query} transfers at most 500 KB, service worker and its precache included`, async ({ browser }) => {
        const { w, context, page, errors } = await open(browser);
        try {
          await page.goto(path + query);
          await chapterSaved(page);
          await scrollThrough(page);
          await page.waitForTimeout(500);
          const bytes = w.bytes();
          const asked = new Set(w.requests().map((r) => r.split('?')[0]!.replace(/\/index\.html$/, '/')));
          const html = gzipSync(readFileSync(`dist${path}index.html`)).length;
          // the page travelled once: a second copy would add its whole size
          if (query) expect(bytes).toBeLessThan(sizeOf(firstVisitFiles(map, `${path.slice(1)}index.html`)) + 60 * 1024);
          test.info().annotations.push({ type: 'transfer', description: `${path}: ${bytes} bytes, ${asked.size} addresses` });
          console.log(`first visit ${path}: ${(bytes / 1024).toFixed(1)} KiB on the wire, ${asked.size} addresses`);
          // the relay saw the page and everything the worker fetched for the frame and this chapter
          for (const f of firstVisitFiles(map, `${path.slice(1)}index.html`)) expect(asked, `fetched ${sitePath(f)}`).toContain(sitePath(f));
          expect(asked).toContain('/sw.js');
          expect(bytes).toBeGreaterThan(html);
          expect(bytes).toBeLessThanOrEqual(BUDGET);
          // nothing of the other chapters, nor the search index
          for (const other of CHAPTERS.filter((c) => c !== chapter)) expect([...asked].filter((a) => a.includes(`/${other}/`))).toEqual([]);
          expect([...asked].filter((a) => a.startsWith('/pagefind/'))).toEqual([]);
          // nor the chapter's printed parts: they come when it is printed
          expect([...asked].filter((a) => a.startsWith('/print/'))).toEqual([]);
          expect(errors).toEqual([]);
        } finally {
          await context.close();
          await w.close();
        }
      });
    }
  }
  // a page of the Mechanisms part shows two games' examples: their code comes, nothing else of the two chapters
  for (const path of ['/zh-hant/mechanisms/pickup-deliver/', '/en/mechanisms/']) {
    test(`to ${path} transfers at most 500 KB, service worker and its precache included`, async ({ browser }) => {
      const { w, context, page, errors } = await open(browser);
      try {
        await page.goto(path);
        await chapterSaved(page);
        await scrollThrough(page);
        await page.waitForTimeout(500);
        const bytes = w.bytes();
        const asked = new Set(w.requests().map((r) => r.split('?')[0]!.replace(/\/index\.html$/, '/')));
        console.log(`first visit ${path}: ${(bytes / 1024).toFixed(1)} KiB on the wire, ${asked.size} addresses`);
        for (const f of firstVisitFiles(map, distFile(path))) expect(asked, `fetched ${sitePath(f)}`).toContain(sitePath(f));
        expect(bytes).toBeLessThanOrEqual(BUDGET);
        for (const chapter of ['santiago', 'san-juan', 'dice-town', 'puerto-rico', 'genoa']) expect([...asked].filter((a) => a.includes(`/${chapter}/`))).toEqual([]);
        expect([...asked].filter((a) => a.startsWith('/pagefind/') || a.startsWith('/print/'))).toEqual([]);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
        await w.close();
      }
    });
  }
});

test('a visited chapter reloads with the network cut, and its islands hydrate and play offline', async ({ browser }) => {
  test.setTimeout(180_000);
  const { w, context, page, errors } = await open(browser);
  try {
    await page.goto('/zh-hant/santiago/');
    await chapterSaved(page);
    // nothing below the first screen has hydrated yet: those islands' code comes from the worker's cache
    w.cut();
    await context.setOffline(true);
    await page.reload();
    await expect(page.locator('.chapter h2').first()).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-mode', 'zh');
    // a link parameter is answered from the cache too
    await page.goto('/zh-hant/santiago/?mode=both&projector=0');
    await expect(page.locator('html')).toHaveAttribute('data-mode', 'both');
    await expect(page.locator('.chapter h2').first()).toBeVisible();

    // the last worked example, far below the first screen
    const ex = page.locator('[data-testid^="example-"]').last();
    await ex.scrollIntoViewIfNeeded();
    await hydrated(ex);
    await expect(ex).toHaveAttribute('data-step', '0');
    const narration = await ex.getByTestId('narration').textContent();
    await ex.getByTestId('ex-forward').click();
    await expect(ex).toHaveAttribute('data-step', '1');
    await expect(ex.getByTestId('narration')).not.toHaveText(narration!);

    // the free-play table: bots only, so the bot worker (never started online) has to run offline
    const table = page.locator('#free-play-table');
    await table.scrollIntoViewIfNeeded();
    await expect(table).toHaveAttribute('data-ready', '');
    await table.getByTestId('players-3').check();
    for (const s of [0, 1, 2]) await table.getByTestId(`seat-kind-${s}-easy`).check();
    await table.getByTestId('seed').fill('7');
    await table.getByTestId('start').click();
    await table.getByTestId('bot-speed-0').check();
    await expect(table.getByTestId('round')).toContainText(/Round (?:[2-9]|1[01]) of 11/, { timeout: 60_000 });
    expect(errors).toEqual([]);
  } finally {
    await context.close();
    await w.close();
  }
});

test('a chapter not visited is not on the device until the book is saved; then every page opens offline', async ({ browser }) => {
  test.setTimeout(240_000);
  const { w, context, page, errors } = await open(browser);
  try {
    await page.goto('/zh-hant/santiago/');
    await chapterSaved(page);
    const cached = await cachedPaths(page);
    expect(cached).toContain('/zh-hant/santiago/');
    expect(cached.filter((p) => /san-juan|dice-town|\/en\/santiago\/|pagefind/.test(p))).toEqual([]);

    w.cut();
    await context.setOffline(true);
    await page.goto('/zh-hant/san-juan/');
    await expect(page.getByText('這一頁還沒存到這台裝置上')).toBeVisible();
    await expect(page.locator('[lang="en"]', { hasText: 'has not been saved on this device yet' })).toBeVisible();

    w.cut(false);
    await context.setOffline(false);
    await page.goto('/zh-hant/santiago/');
    const box = page.locator('[data-offline]');
    await chapterSaved(page);
    const before = w.bytes();
    await box.getByRole('button', { name: '讓整本書可離線閱讀' }).click();
    await expect(box).toHaveAttribute('data-state', 'whole', { timeout: 120_000 });
    await expect(box.getByRole('status')).toContainText('整本書都已存到這台裝置上');
    for (const name of Object.keys(map.units).filter((n) => n !== 'frame')) await unitSaved(page, name);
    await expect(box.getByRole('button')).toBeHidden();
    console.log(`the whole book: ${((w.bytes() - before) / 1024).toFixed(1)} KiB on the wire`);

    w.cut();
    await context.setOffline(true);
    const pages = Object.values(map.units).flatMap((u) => u.pages).map(sitePath);
    expect(pages.length).toBeGreaterThan(10);
    for (const p of pages) {
      await page.goto(p);
      await expect(page.locator('h1').first(), p).toBeVisible();
      await expect(page.getByText('這一頁還沒存到這台裝置上'), p).toHaveCount(p === '/offline/' ? 1 : 0);
    }
    // a chapter never opened online prints whole, its printed parts saved with the book
    await page.goto('/en/dice-town/');
    await page.waitForLoadState('networkidle');
    await page.pdf({ format: 'A4' });
    expect(await page.locator('[data-print-slot] > [data-testid="print-missing"]').count()).toBe(0);
    expect(await page.locator('[data-print-slot] > [data-testid="print-example"]').count()).toBeGreaterThanOrEqual(9);
    // the islands of a chapter never opened online, and search, work too
    await page.reload();
    const ex = page.locator('[data-testid^="example-"]').first();
    await ex.scrollIntoViewIfNeeded();
    await hydrated(ex);
    await ex.getByTestId('ex-forward').click();
    await expect(ex).toHaveAttribute('data-step', '1');
    await page.locator('button[data-open-search]').first().click();
    await page.locator('book-search dialog input').first().fill('dice');
    await expect(page.locator('book-search dialog .pagefind-ui__result-link').first()).toBeVisible();
    expect(errors).toEqual([]);
  } finally {
    await context.close();
    await w.close();
  }
});

test('a chapter prints offline once it was printed online; before that, the printout says its parts are missing', async ({ browser }) => {
  test.setTimeout(180_000);
  const { w, context, page, errors } = await open(browser);
  const missing = page.locator('[data-print-slot] > [data-testid="print-missing"]');
  const placed = page.locator('[data-print-slot] > [data-print-part]');
  try {
    await page.goto('/zh-hant/santiago/');
    await chapterSaved(page);
    await page.waitForLoadState('networkidle');
    const slots = await page.locator('[data-print-slot]').count();
    expect((await bookKeys(page)).filter((k) => k.startsWith('/print/'))).toEqual([]);
    expect(w.requests().filter((r) => r.startsWith('/print/'))).toEqual([]);

    // offline, never printed: the chapter prints, each placeholder saying why its part is missing
    w.cut();
    await context.setOffline(true);
    await page.reload();
    await page.waitForLoadState('networkidle');
    expect(pdfPages(await page.pdf({ format: 'A4' }))).toBeGreaterThan(3);
    expect(await missing.count()).toBe(slots);
    await page.emulateMedia({ media: 'print' });
    await expect(missing.first().locator('.lang-zh')).toBeVisible();
    await page.emulateMedia({ media: 'screen' });

    // printed online (the browser's print command), the parts come over the network and the worker keeps them
    w.cut(false);
    await context.setOffline(false);
    await page.pdf({ format: 'A4' });
    expect(await missing.count()).toBe(0);
    expect(await placed.count()).toBe(slots);
    await expect.poll(() => bookKeys(page)).toContain(keyOf('print/santiago/index.html'));
    expect(w.requests().filter((r) => r.startsWith('/print/'))).toHaveLength(1);

    // so it prints whole offline
    w.cut();
    await context.setOffline(true);
    await page.reload();
    await page.waitForLoadState('networkidle');
    expect(await placed.count()).toBe(0);
    await page.pdf({ format: 'A4' });
    expect(await missing.count()).toBe(0);
    expect(await placed.count()).toBe(slots);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
    await w.close();
  }
});

test.describe('make the book available offline', () => {
  for (const [mode, label, status] of [
    ['zh', '讓整本書可離線閱讀', '整本書都已存到這台裝置上'],
    ['en', 'Make the book available offline', 'The whole book is saved on this device'],
  ]) {
    test(`speaks the reading mode (${mode}), on two lines in 對照, and shows its progress`, async ({ browser }) => {
      const { w, context, page, errors } = await open(browser);
      try {
        await page.goto(`/en/san-juan/?mode=${mode}`);
        await chapterSaved(page);
        const box = page.locator('[data-offline]');
        await expect(box.getByRole('button', { name: label, exact: true })).toBeVisible();
        // progress, then the result
        const seen: string[] = [];
        await page.exposeFunction('noteProgress', (v: string) => seen.push(v));
        await page.evaluate(() => {
          const bar = document.querySelector('[data-offline-progress]')!;
          new MutationObserver(() => (window as unknown as { noteProgress: (v: string) => void }).noteProgress(`${(bar as HTMLProgressElement).value}/${(bar as HTMLProgressElement).max}`)).observe(bar, { attributes: true });
        });
        await box.getByRole('button', { name: label, exact: true }).click();
        await expect(box).toHaveAttribute('data-state', 'whole', { timeout: 120_000 });
        expect(seen.length).toBeGreaterThan(2);
        await expect(box.getByRole('status')).toHaveText(new RegExp(status));
        await expect(box.locator('progress')).toBeHidden();
        await page.getByRole('radio', { name: 'Both' }).check();
        const szh = await box.locator('[role="status"] .lang-zh').boundingBox();
        const sen = await box.locator('[role="status"] .lang-en').boundingBox();
        expect(sen!.y).toBeGreaterThanOrEqual(szh!.y + szh!.height - 1);
        await page.reload();
        const zh = await box.locator('button .lang-zh').boundingBox();
        const en = await box.locator('button .lang-en').boundingBox();
        expect(en!.y).toBeGreaterThanOrEqual(zh!.y + zh!.height - 1);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
        await w.close();
      }
    });
  }

  test('says so when the network drops, and finishes when pressed again', async ({ browser }) => {
    test.setTimeout(180_000);
    const { w, context, page, errors } = await open(browser);
    try {
      await page.goto('/en/santiago/?mode=en');
      await chapterSaved(page);
      const box = page.locator('[data-offline]');
      w.cut();
      await box.getByRole('button', { name: 'Make the book available offline' }).click();
      await expect(box).toHaveAttribute('data-state', 'network', { timeout: 60_000 });
      await expect(box.getByRole('status')).toContainText('Not finished: the network or the server did not answer');
      w.cut(false);
      await box.getByRole('button', { name: 'Make the book available offline' }).click();
      await expect(box).toHaveAttribute('data-state', 'whole', { timeout: 120_000 });
      expect(errors).toEqual([]);
    } finally {
      await context.close();
      await w.close();
    }
  });

  test('says so when storage is full', async ({ browser }) => {
    const { w, context, page, errors } = await open(browser);
    try {
      await page.goto('/zh-hant/dice-town/');
      await chapterSaved(page);
      const usage = await page.evaluate(async () => (await navigator.storage.estimate()).usage ?? 0);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Storage.overrideQuotaForOrigin', { origin: w.origin, quotaSize: usage + 200 * 1024 });
      const box = page.locator('[data-offline]');
      await box.getByRole('button', { name: '讓整本書可離線閱讀' }).click();
      await expect(box).toHaveAttribute('data-state', 'quota', { timeout: 60_000 });
      await expect(box.getByRole('status')).toContainText('這台裝置的儲存空間不夠');
      await expect(box.getByRole('button', { name: '讓整本書可離線閱讀' })).toBeEnabled();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
      await w.close();
    }
  });
});

test('the button says so when the browser keeps no site data for the book', async ({ browser }) => {
  const { w, context, page, errors } = await open(browser);
  try {
    // as in a blocked frame: the service worker container cannot even be reached
    await context.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'serviceWorker', {
        configurable: true,
        get() {
          throw new DOMException("Failed to read the 'serviceWorker' property from 'Navigator': The document is sandboxed.", 'SecurityError');
        },
      }),
    );
    await page.goto('/en/santiago/?mode=en');
    await page.waitForLoadState('load');
    const box = page.locator('[data-offline]');
    await box.getByRole('button', { name: 'Make the book available offline' }).click();
    await expect(box).toHaveAttribute('data-state', 'none');
    await expect(box.getByRole('status')).toHaveText(/This browser does not let the site keep the book on the device/);
    await expect(box.getByRole('button')).toBeDisabled();
    expect(await page.evaluate(() => caches.keys())).toEqual([]);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
    await w.close();
  }
});

test('an update brings the chapters the reader had up to date and drops old caches', async ({ browser }) => {
  const { w, context, page } = await open(browser);
  try {
    // a device that read San Juan under an earlier build, before this worker: an outdated copy and an old cache
    await page.goto('/favicon.svg');
    await page.evaluate(async () => {
      const book = await caches.open('lr-book');
      await book.put('/zh-hant/san-juan/?__rev=0ld', new Response('an older San Juan'));
      await book.put('/_astro/gone.0ld.js', new Response('a file the new build no longer has'));
      await (await caches.open('lr-chapters-0ld')).put('/x', new Response('x'));
    });
    await page.goto('/zh-hant/santiago/');
    await chapterSaved(page);
    await expect.poll(() => page.evaluate(() => caches.keys())).not.toContain('lr-chapters-0ld');
    await expect.poll(() => bookKeys(page)).not.toContain('/zh-hant/san-juan/?__rev=0ld');
    expect(await bookKeys(page)).not.toContain('/_astro/gone.0ld.js');
    // San Juan is saved again, at the new build's revision, with all its files; nothing else was
    await unitSaved(page, 'zh-hant/san-juan');
    expect((await bookKeys(page)).filter((k) => /dice-town|\/en\//.test(k))).toEqual([]);
  } finally {
    await context.close();
    await w.close();
  }
});
