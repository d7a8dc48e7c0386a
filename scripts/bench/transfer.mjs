/**
 * Bytes on the wire, in Chromium against the built book (`astro preview`, which compresses as a
 * web server would), counted by a relay in front of the server (scripts/bench/wire.mjs), so that
 * what the service worker fetches for itself (its precache, a visited chapter's unit) counts too:
 * - a first visit to each chapter (and to pages of the Mechanisms part): the page, its styles and scripts, every island hydrated (the page
 *   is scrolled through), the service worker and everything it caches, on a fresh origin;
 * - "make the book available offline" pressed after that first visit: what the button fetches.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';
import { join } from 'node:path';
import { bookMap, distFile, sitePath } from '../sw/book-map.mjs';
import { wire } from './wire.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const BUDGET = 500 * 1000;
const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;

const freePort = () =>
  new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

/** Serves the built dist/ with `astro preview` on a free local port (compressed as a web server would). */
export async function serve(root) {
  const port = await freePort();
  const child = spawn(process.execPath, [join(root, 'node_modules/astro/bin/astro.mjs'), 'preview', '--ignore-lock', '--host', '127.0.0.1', '--port', String(port)], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout.on('data', (d) => (log += d));
  child.stderr.on('data', (d) => (log += d));
  for (let i = 0; i < 120; i++) {
    try {
      const r = await fetch(`http://127.0.0.1:${port}/zh-hant/`);
      if (r.ok) return { port, stop: () => child.kill() };
    } catch {
      /* not up yet */
    }
    if (child.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill();
  throw new Error(`astro preview did not start: ${log.slice(-400)}`);
}

async function firstVisit(browser, upstream, path, unitKeys, { thenSaveBook = false } = {}) {
  const w = await wire(upstream);
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  try {
    const page = await context.newPage();
    await page.goto(w.origin + path);
    // the service worker has saved the chapter: every file of its unit is in the book's cache
    await page.waitForFunction(
      async (keys) => {
        if (!(await caches.has('lr-book'))) return false;
        const have = new Set((await (await caches.open('lr-book')).keys()).map((r) => new URL(r.url).pathname + new URL(r.url).search));
        return keys.every((k) => have.has(k));
      },
      unitKeys,
      { timeout: 120_000, polling: 250 },
    );
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0; y < height; y += 500) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.waitForTimeout(40);
    }
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    const first = w.bytes();
    const files = new Set(w.requests().map((r) => r.split('?')[0])).size;
    let book = null;
    if (thenSaveBook) {
      w.reset();
      await page.locator('[data-offline-save]').click();
      await page.waitForFunction(() => /^(whole|network|quota|none)$/.test(document.querySelector('[data-offline]')?.dataset.state ?? ''), null, { timeout: 300_000 });
      const state = await page.locator('[data-offline]').getAttribute('data-state');
      if (state !== 'whole') throw new Error(`saving the book ended in "${state}"`);
      book = { bytes: w.bytes(), files: new Set(w.requests().map((r) => r.split('?')[0])).size };
    }
    return { bytes: first, files, book };
  } finally {
    await context.close();
    await w.close();
  }
}

export async function transferBench({ root, quick, row, measures }) {
  const goal = `≤ ${BUDGET.toLocaleString('en')} bytes`;
  if (!existsSync(join(root, 'dist/sw.js'))) {
    row('first-visit transfer', 'not measured', goal, null, 'dist/sw.js not found (run npm run build first)');
    return;
  }
  if (!existsSync(CHROMIUM)) {
    row('first-visit transfer', 'not measured', goal, null, `no Chromium at ${CHROMIUM} (set CHROMIUM_PATH)`);
    return;
  }
  const { chromium } = await import('@playwright/test');
  const map = bookMap(join(root, 'dist'));
  const server = await serve(root);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  try {
    const chapters = ['santiago', 'san-juan', 'dice-town', 'puerto-rico', 'genoa'];
    // the Mechanisms part: its overview, the course, and its heaviest page (two games' examples)
    const part = ['mechanisms/', 'mechanisms/course/', 'mechanisms/pickup-deliver/'];
    const paths = (quick ? ['zh-hant'] : ['zh-hant', 'en']).flatMap((l) => [...chapters, ...part].map((c) => `/${l}/${c.replace(/\/$/, '')}/`));
    for (const path of paths) {
      const saveBook = path === paths[0];
      const unit = Object.values(map.units).find((u) => u !== map.units.frame && u.pages.includes(distFile(path)));
      const keys = unit.files.map((f) => (map.files[f].revision ? `${sitePath(f)}?__rev=${map.files[f].revision}` : sitePath(f)));
      const r = await firstVisit(browser, server.port, path, keys, { thenSaveBook: saveBook });
      measures[`firstVisit_${path}`] = { bytes: r.bytes, addresses: r.files };
      row(
        `first-visit transfer, ${path} (bytes on the wire: page, CSS/JS, all islands hydrated, service worker and its precache; ${r.files} addresses; Chromium)`,
        `${r.bytes.toLocaleString('en')} bytes (${kib(r.bytes)})`,
        goal,
        r.bytes <= BUDGET,
      );
      if (r.book) {
        measures.wholeBookDownload = { after: path, bytes: r.book.bytes, addresses: r.book.files };
        row(
          `"make the book available offline" download, after a first visit to ${path} (bytes on the wire, ${r.book.files} addresses)`,
          `${r.book.bytes.toLocaleString('en')} bytes (${kib(r.book.bytes)})`,
          '—',
          null,
        );
      }
    }
  } finally {
    await browser.close();
    server.stop();
  }
}
