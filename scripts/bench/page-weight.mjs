/**
 * The weight part of `npm run bench`: what a chapter page costs a school laptop. For each chapter:
 * its HTML (bytes as built, uncompressed), its elements once loaded (islands in view hydrated, as a
 * reader arriving at the top sees it) and once every island has been scrolled into view, and, in
 * Chromium with the CPU slowed down 4× (CDP Emulation.setCPUThrottlingRate), the time to
 * DOMContentLoaded and to load, and the time a Forward takes in each worked example (from the click
 * to the second animation frame after the step changed: the frame the reader sees). Serves the built
 * dist/ with `astro preview` (see transfer.mjs).
 */
import { statSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { serve } from './transfer.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const CHAPTERS = ['santiago', 'san-juan', 'dice-town', 'puerto-rico', 'genoa'];
const HTML_BUDGET = 800 * 1000;
const NODE_BUDGET = 20_000;
const FORWARD_BUDGET = 150;
const SLOWDOWN = 4;

const elements = (page) => page.evaluate(() => document.getElementsByTagName('*').length);

/** One Forward in example `id`: ms from the click to the second frame after its step changed (null at the last step). */
const forward = (page, id) =>
  page.evaluate(async (id) => {
    const ex = document.querySelector(`[data-testid="example-${id}"]`);
    const button = ex?.querySelector('[data-testid="ex-forward"]');
    if (!ex || !button || button.disabled) return null;
    const before = ex.getAttribute('data-step');
    const t0 = performance.now();
    button.click();
    await new Promise((resolve) => {
      const check = () => (ex.getAttribute('data-step') !== before ? resolve() : requestAnimationFrame(check));
      check();
    });
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    return performance.now() - t0;
  }, id);

const pct = (xs, p) => {
  const s = xs.slice().sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};

export async function benchPageWeight({ root, quick, row, measures }) {
  const dist = join(root, 'dist');
  for (const chapter of CHAPTERS)
    for (const locale of ['zh-hant', 'en']) {
      const file = join(dist, locale, chapter, 'index.html');
      if (!existsSync(file)) {
        row(`chapter HTML, /${locale}/${chapter}/`, 'not measured', `≤ ${HTML_BUDGET.toLocaleString('en')} bytes`, null, 'dist/ not found (run npm run build first)');
        continue;
      }
      const bytes = statSync(file).size;
      measures[`html_${locale}_${chapter}`] = bytes;
      row(`chapter HTML, /${locale}/${chapter}/ (bytes as built, uncompressed)`, `${bytes.toLocaleString('en')} bytes`, `≤ ${HTML_BUDGET.toLocaleString('en')} bytes`, bytes <= HTML_BUDGET);
    }
  if (!existsSync(CHROMIUM) || !existsSync(join(dist, 'sw.js'))) {
    row('chapter elements, load and Forward with a 4× CPU slowdown', 'not measured', '—', null, `needs Chromium at ${CHROMIUM} and a built dist/`);
    return;
  }
  const { chromium } = await import('@playwright/test');
  const server = await serve(root);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  try {
    for (const chapter of CHAPTERS) {
      const context = await browser.newContext({ viewport: { width: 1366, height: 768 }, serviceWorkers: 'block', reducedMotion: 'reduce' });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
      const url = `http://127.0.0.1:${server.port}/en/${chapter}/`;
      await page.goto(url, { waitUntil: 'load' });
      await page.waitForLoadState('networkidle');
      const timing = await page.evaluate(() => {
        const n = performance.getEntriesByType('navigation')[0];
        return { dcl: n.domContentLoadedEventEnd, load: n.loadEventEnd };
      });
      const loaded = await elements(page);
      // every island scrolled into view and hydrated
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      for (let y = 0; y < height; y += 600) {
        await page.evaluate((top) => scrollTo(0, top), y);
        await page.waitForTimeout(60);
      }
      await page.waitForLoadState('networkidle');
      const hydrated = await elements(page);
      // Forward in every worked example, every step
      const ids = await page.locator('[data-testid^="example-"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-testid').replace(/^example-/, '')));
      const times = [];
      for (const id of quick ? ids.slice(0, 3) : ids) {
        await page.evaluate((h) => (location.hash = h), `#ex-${id}-0`);
        await page.locator(`[data-testid="example-${id}"][data-live]`).waitFor({ timeout: 60_000 });
        for (let t = await forward(page, id); t !== null; t = await forward(page, id)) times.push(t);
      }
      await context.close();
      const f = { steps: times.length, p50: pct(times, 50), p95: pct(times, 95), max: Math.max(...times) };
      measures[`weight_${chapter}`] = { elementsLoaded: loaded, elementsHydrated: hydrated, dclMs: timing.dcl, loadMs: timing.load, forwardMs: f, slowdown: SLOWDOWN };
      row(`elements of /en/${chapter}/ once loaded (at its top; every island hydrated)`, `${loaded.toLocaleString('en')} (${hydrated.toLocaleString('en')})`, `≤ ${NODE_BUDGET.toLocaleString('en')} once loaded`, loaded <= NODE_BUDGET);
      row(`/en/${chapter}/ with the CPU ${SLOWDOWN}× slower: DOMContentLoaded; load`, `${timing.dcl.toFixed(0)} ms; ${timing.load.toFixed(0)} ms`, '—', null);
      row(
        `a Forward in /en/${chapter}/'s worked examples with the CPU ${SLOWDOWN}× slower (${f.steps} steps${quick ? ', first 3 examples' : ''}): p50; p95; max`,
        `${f.p50.toFixed(0)}; ${f.p95.toFixed(0)}; ${f.max.toFixed(0)} ms`,
        `< ${FORWARD_BUDGET} ms`,
        f.max < FORWARD_BUDGET,
      );
    }
  } finally {
    await browser.close();
    server.stop();
  }
}
