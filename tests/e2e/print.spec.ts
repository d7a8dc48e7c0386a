/**
 * Print = a handout. Each chapter, printed from Chromium in its locale's reading mode, fits 16 A4
 * pages and 4 MB, is complete (its last section is in the PDF's outline), and shows no form, no
 * button, no interactive island and no step-0 board: each worked example appears as its key steps,
 * small boards with their narration. Each game's player aid prints on exactly one page in 中文,
 * English and 對照, and is reached from its chapter.
 */
import { test, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { pdfPages } from '../../scripts/bench/pdf.mjs';
import { printComplete } from '../../scripts/bench/print.mjs';

const CHAPTERS = ['santiago', 'san-juan', 'dice-town', 'puerto-rico', 'genoa'];
/** The chapters whose worked examples stand in the text (Genoa's are placeholders until its examples land). */
const WITH_EXAMPLES = ['santiago', 'san-juan', 'dice-town', 'puerto-rico', 'genoa'];
const LOCALES = [
  { locale: 'zh-hant', mode: 'zh' },
  { locale: 'en', mode: 'en' },
];
const MAX_PAGES = 16;
const MAX_BYTES = 4 * 1024 * 1024;

test.use({ serviceWorkers: 'block' });
test.describe.configure({ timeout: 180_000 });

const squash = (t: string) => t.replace(/[^\p{L}\p{N}]+/gu, '');
/** A complete print (A4, backgrounds, with an outline), see scripts/bench/print.mjs. */
const printed = (page: Page, mustHold: string[]) => printComplete(page, mustHold) as Promise<{ pdf: Buffer; outline: string[]; complete: boolean }>;

for (const chapter of CHAPTERS) {
  for (const { locale, mode } of LOCALES) {
    const path = `/${locale}/${chapter}/`;

    test(`${path} prints complete on at most ${MAX_PAGES} A4 pages and 4 MB`, async ({ page }) => {
      await page.goto(path);
      expect(await page.evaluate(() => document.documentElement.dataset.mode)).toBe(mode);
      await page.emulateMedia({ media: 'print' });
      const headings = await page.locator('.chapter h2').evaluateAll((hs) => hs.map((h) => (h as HTMLElement).innerText.trim()));
      expect(headings.length).toBeGreaterThan(5);
      const ends = [headings[0]!, headings[headings.length - 1]!];
      const { pdf, outline } = await printed(page, ends);
      // nothing cut off: the first and the last section both made it onto paper
      for (const h of ends) expect(outline).toContain(squash(h));
      const pages = pdfPages(pdf);
      expect(pages).toBeGreaterThan(3);
      expect(pages).toBeLessThanOrEqual(MAX_PAGES);
      expect(pdf.length).toBeLessThanOrEqual(MAX_BYTES);
    });

    if (WITH_EXAMPLES.includes(chapter)) {
      test(`${path} on paper: no form, button or island, every worked example as key-step boards with narration`, async ({ page }) => {
        await page.setViewportSize({ width: 794, height: 1123 });
        await page.goto(path);
        const examples = await page.locator('astro-island [data-testid^="example-"]').evaluateAll((els) =>
          els.map((e) => e.getAttribute('data-testid')!.replace(/^example-/, '')),
        );
        expect(examples.length).toBeGreaterThanOrEqual(9);

        // on screen the print blocks are neither shown nor read
        const blocks = page.locator('[data-testid="print-example"]');
        expect(await blocks.count()).toBe(examples.length);
        expect(await page.locator('[data-testid="print-example"]:visible').count()).toBe(0);
        expect(await blocks.evaluateAll((els) => els.every((e) => e.getAttribute('aria-hidden') === 'true'))).toBe(true);

        await page.emulateMedia({ media: 'print' });
        for (const control of ['form', 'fieldset', 'select', 'input', 'textarea', 'button', 'astro-island', '[data-testid="controls"]'])
          expect(await page.locator(`${control}:visible`).count(), `${control} on paper`).toBe(0);

        // every board on paper is a print step after a move (step ≥ 1), never the island's step 0
        const boards = await page.locator('.sg-board:visible, .sj-surface:visible, .dt-view:visible, .pr-surface:visible, .gn-board .gn-city:visible').evaluateAll((els) =>
          els.map((e) => {
            const step = e.closest('[data-testid="print-step"]');
            return step ? Number(step.getAttribute('data-step')) : -1;
          }),
        );
        expect(boards.length).toBeGreaterThanOrEqual(examples.length);
        expect(boards.filter((n) => !(n >= 1))).toEqual([]);

        for (const id of examples) {
          const block = page.locator(`[data-testid="print-example"][data-example="${id}"]`);
          await expect(block).toBeVisible();
          const steps = block.locator('[data-testid="print-step"]');
          const count = await steps.count();
          expect(count, id).toBeGreaterThanOrEqual(1);
          expect(count, id).toBeLessThanOrEqual(3);
          for (let i = 0; i < count; i++) {
            const s = steps.nth(i);
            expect(Number(await s.getAttribute('data-step'))).toBeGreaterThanOrEqual(1);
            const narration = (await s.locator('.print-narration').innerText()).trim();
            expect(narration.length, `${id} narration`).toBeGreaterThan(8);
            expect(await s.locator('.sg-board:visible, .sj-surface:visible, .dt-view:visible, .pr-surface:visible, .gn-board .gn-city:visible').count(), `${id} board`).toBe(1);
          }
        }
      });
    }
  }

  for (const { locale, query, name } of [
    { locale: 'zh-hant', query: '', name: '中文' },
    { locale: 'en', query: '', name: 'English' },
    { locale: 'zh-hant', query: '?mode=both', name: '對照' },
  ]) {
    const path = `/${locale}/${chapter}/aid/${query}`;
    test(`${path} (${name}) prints on exactly one A4 page`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('.aid h2').first()).toBeVisible();
      await page.emulateMedia({ media: 'print' });
      const boxes = await page.locator('.aid h2').evaluateAll((hs) => hs.map((h) => (h as HTMLElement).innerText));
      expect(boxes.length).toBeGreaterThanOrEqual(4);
      const { pdf, outline } = await printed(page, boxes);
      // the whole aid is on it: every box heading is in the outline, and it is one page
      for (const b of boxes) expect(outline).toContain(squash(b));
      expect(pdfPages(pdf)).toBe(1);
    });
  }

  test(`the ${chapter} chapter links to its player aid, which links back`, async ({ page }) => {
    await page.goto(`/zh-hant/${chapter}/`);
    await page.locator('.chapter-facts a[href$="/aid/"]').click();
    await expect(page).toHaveURL(new RegExp(`/zh-hant/${chapter}/aid/$`));
    await expect(page.locator('h1')).toContainText('玩家輔助卡');
    await page.locator(`.aid-intro a[href="/zh-hant/${chapter}/"]`).click();
    await expect(page).toHaveURL(new RegExp(`/zh-hant/${chapter}/$`));
  });
}

test('no player aid is wider than a 360 px phone, in any reading mode', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const wide: string[] = [];
  for (const locale of ['zh-hant', 'en'])
    for (const chapter of CHAPTERS)
      for (const mode of ['zh', 'en', 'both']) {
        const path = `/${locale}/${chapter}/aid/?mode=${mode}`;
        await page.goto(path);
        const w = await page.evaluate(() => document.documentElement.scrollWidth);
        if (w > 360) wide.push(`${path}: ${w}px`);
      }
  expect(wide).toEqual([]);
});

for (const path of [
  '/zh-hant/santiago/aid/',
  '/en/santiago/aid/?mode=both',
  '/zh-hant/san-juan/aid/?mode=both',
  '/en/san-juan/aid/',
  '/zh-hant/dice-town/aid/?mode=en',
  '/en/dice-town/aid/?mode=both',
  '/zh-hant/puerto-rico/aid/?mode=both',
  '/en/puerto-rico/aid/',
  '/zh-hant/genoa/aid/?mode=both',
  '/en/genoa/aid/',
]) {
  test(`axe finds no serious or critical violation on the player aid ${path}`, async ({ page }) => {
    await page.goto(path);
    const results = await new AxeBuilder({ page }).analyze();
    const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`)).toEqual([]);
  });
}
