/**
 * The Mechanisms part in Chromium: the overview's matrix on a laptop and a phone, a mechanism page's
 * two worked examples stepped side by side, a mechanism page and the course outline printed as
 * handouts (no control on paper, the examples' key steps in), search in both languages, axe, and no
 * page wider than a 360 px phone in any reading mode.
 */
import { readdirSync, readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import yaml from 'js-yaml';
import { expect, test, type Page } from '@playwright/test';
import { hydrateAll, searchHits } from './page-kit';
import { pdfPages } from '../../scripts/bench/pdf.mjs';

const DIR = 'content/mechanisms';
const SOURCES = readdirSync(DIR)
  .filter((f) => f.endsWith('.mdx'))
  .map((f) => ({ id: f.replace(/\.mdx$/, ''), data: yaml.load(readFileSync(`${DIR}/${f}`, 'utf8').split('---\n')[1]!) as any }));
const MECHANISMS = SOURCES.filter((s) => (s.data.kind ?? 'mechanism') === 'mechanism').sort((a, b) => a.data.order - b.data.order);
const GAMES = ['santiago', 'dice-town', 'san-juan', 'puerto-rico', 'genoa'];
/** The page whose two examples are stepped here. */
const PAIRED = MECHANISMS.find((m) => m.id === 'auctions')!;
/** Every page of the part, in both locales. */
const PAGES = ['zh-hant', 'en'].flatMap((l) => [`/${l}/mechanisms/`, `/${l}/mechanisms/course/`, ...MECHANISMS.map((m) => `/${l}/mechanisms/${m.id}/`)]);

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);
test.describe('the overview matrix', () => {
  test('at 1366×768: a row per mechanism, a column per game, every filled cell linking to its rule and example, nothing wider than the page', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto('/zh-hant/mechanisms/');
    const matrix = page.getByTestId('mechanism-matrix');
    await expect(matrix.locator('thead th')).toHaveCount(1 + GAMES.length);
    await expect(matrix.locator('tbody tr')).toHaveCount(13);
    expect(await matrix.locator('tbody tr').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-mechanism')))).toEqual(MECHANISMS.map((m) => m.id));
    for (const m of MECHANISMS) {
      const row = matrix.locator(`tr[data-mechanism="${m.id}"]`);
      await expect(row.locator('th a')).toHaveAttribute('href', `/zh-hant/mechanisms/${m.id}/`);
      for (const g of GAMES) {
        const use = m.data.games.find((u: any) => u.game === g);
        const cell = row.locator(`td[data-game="${g}"]`);
        if (!use) {
          await expect(cell).toHaveClass(/mech-none/);
          continue;
        }
        await expect(cell.locator('.mech-how .lang-zh')).toHaveText(use.how.zh);
        await expect(cell.locator('a[data-link="rule"]')).toHaveAttribute('href', `/zh-hant/${g}/#${use.section}`);
        await expect(cell.locator('a[data-link="example"]')).toHaveAttribute('href', `/zh-hant/${g}/#ex-${use.example}`);
      }
    }
    expect(await pageWidth(page)).toBeLessThanOrEqual(1366);
    const table = (await matrix.boundingBox())!;
    const main = (await page.locator('main').boundingBox())!;
    expect(table.x + table.width).toBeLessThanOrEqual(main.x + main.width + 1);
    // a cell's example link opens the chapter at that example
    const first = MECHANISMS[0]!.data.games[0];
    await matrix.locator(`tr[data-mechanism="${MECHANISMS[0]!.id}"] td[data-game="${first.game}"] a[data-link="example"]`).click();
    await expect(page).toHaveURL(new RegExp(`/zh-hant/${first.game}/#ex-${first.example}$`));
    await expect(page.getByTestId(`example-${first.example}`)).toBeInViewport();
  });

  test('at 390 px: each mechanism a card naming its games, empty cells left out, no sideways scrolling, in every mode', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const mode of ['zh', 'en', 'both']) {
      await page.goto(`/en/mechanisms/?mode=${mode}`);
      expect(await pageWidth(page), mode).toBeLessThanOrEqual(390);
      const row = page.locator(`tr[data-mechanism="${PAIRED.id}"]`);
      const head = (await row.locator('th').boundingBox())!;
      const cell = (await row.locator(`td[data-game="${PAIRED.data.games[0].game}"]`).boundingBox())!;
      // the card's cells stand under its name, full width, not beside it
      expect(cell.y).toBeGreaterThan(head.y + head.height - 1);
      expect(Math.abs(cell.x - head.x)).toBeLessThan(2);
      expect(cell.width).toBeGreaterThan(300);
      await expect(row.locator('td.mech-none').first()).toBeHidden();
      await expect(row.locator('td:not(.mech-none) .mech-cell-game').first()).toBeVisible();
    }
  });
});

test.describe('a mechanism page', () => {
  const [a, b] = PAIRED.data.examples as { game: string; id: string }[];

  test(`the two examples of ${PAIRED.id} stand side by side at 1366×768 and step on their own`, async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto(`/en/mechanisms/${PAIRED.id}/`);
    const left = page.getByTestId(`example-${a!.id}`);
    const right = page.getByTestId(`example-${b!.id}`);
    await left.scrollIntoViewIfNeeded();
    await expect(left.getByTestId('ex-forward')).toBeEnabled({ timeout: 30_000 });
    await expect(right.getByTestId('ex-forward')).toBeEnabled({ timeout: 30_000 });
    const l = (await left.boundingBox())!;
    const r = (await right.boundingBox())!;
    expect(Math.abs(l.y - r.y)).toBeLessThan(4);
    expect(r.x).toBeGreaterThan(l.x + l.width);
    // both in view at once: the teacher steps one, then the other, without scrolling
    await expect(left.getByTestId('ex-forward')).toBeInViewport();
    await expect(right.getByTestId('ex-forward')).toBeInViewport();
    await left.getByTestId('ex-forward').click();
    await expect(left.getByTestId('step-number')).toContainText('1');
    await expect(right.getByTestId('step-number')).toContainText('0');
    await right.getByTestId('ex-forward').click();
    await right.getByTestId('ex-forward').click();
    await expect(right.getByTestId('step-number')).toContainText('2');
    await expect(left.getByTestId('step-number')).toContainText('1');
    await left.getByTestId('ex-back').click();
    await expect(left.getByTestId('step-number')).toContainText('0');
    // each is labelled with its game and links to its place in its chapter
    const label = page.locator(`.mech-example[data-example-of="${a!.id}"] .mech-example-game a`);
    await expect(label).toHaveAttribute('href', `/en/${a!.game}/#ex-${a!.id}`);
    expect(await pageWidth(page)).toBeLessThanOrEqual(1366);
  });

  test('at 390 px the two examples stand one above the other', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/zh-hant/mechanisms/${PAIRED.id}/?mode=both`);
    const left = page.getByTestId(`example-${a!.id}`);
    const right = page.getByTestId(`example-${b!.id}`);
    await left.scrollIntoViewIfNeeded();
    await expect(left.getByTestId('ex-forward')).toBeEnabled({ timeout: 30_000 });
    const l = (await left.boundingBox())!;
    const r = (await right.boundingBox())!;
    expect(r.y).toBeGreaterThan(l.y + l.height - 1);
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  });

  test('prints as a handout: no control on paper, both examples as key steps, on a few A4 pages', async ({ page }) => {
    await page.setViewportSize({ width: 794, height: 1123 });
    await page.goto(`/zh-hant/mechanisms/${PAIRED.id}/`);
    expect(await page.locator('[data-print-slot="answer-key"]').getAttribute('data-print-parts')).toBe(`/print/mechanisms/${PAIRED.id}/`);
    const pdf = await page.pdf({ format: 'A4', printBackground: true });
    await page.emulateMedia({ media: 'print' });
    for (const control of ['form', 'fieldset', 'select', 'input', 'textarea', 'button', 'astro-island', '.reading-controls', '.no-print'])
      expect(await page.locator(`${control}:visible`).count(), `${control} on paper`).toBe(0);
    await expect(page.locator('.sidebar-pane')).toBeHidden();
    const printedExamples = await page.locator('[data-testid="print-example"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-example')));
    expect(printedExamples).toEqual([a!.id, b!.id]);
    for (const id of ['what', 'compare', 'decision', 'examples', 'discussion', 'lesson']) await expect(page.locator(`[id="${id}"]`)).toBeVisible();
    const pages = pdfPages(pdf);
    console.log(`/zh-hant/mechanisms/${PAIRED.id}/: ${pages} A4 pages`);
    expect(pages).toBeGreaterThanOrEqual(2);
    expect(pages).toBeLessThanOrEqual(16);
  });
});

test('the course outline: eight lessons, every game played, and it prints without controls', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/en/mechanisms/course/');
  const lessons = page.getByTestId('course').locator('.course-lesson');
  await expect(lessons).toHaveCount(8);
  const games = new Set(await lessons.evaluateAll((ls) => ls.map((l) => l.getAttribute('data-game'))));
  expect([...games].sort()).toEqual([...GAMES].sort());
  const pdf = await page.pdf({ format: 'A4', printBackground: true });
  await page.emulateMedia({ media: 'print' });
  for (const control of ['button', 'input', '.reading-controls']) expect(await page.locator(`${control}:visible`).count(), `${control} on paper`).toBe(0);
  await expect(lessons.nth(7)).toBeVisible();
  const pages = pdfPages(pdf);
  console.log(`/en/mechanisms/course/: ${pages} A4 pages`);
  expect(pages).toBeLessThanOrEqual(8);
});

test.describe('search finds the mechanism pages in both languages', () => {
  for (const [locale, word, id] of [
    ['zh-hant', '拍賣', 'auctions'],
    ['en', 'auction', 'auctions'],
    ['zh-hant', '角色選擇', 'role-selection'],
    ['en', 'role selection', 'role-selection'],
  ]) {
    test(`"${word}" (${locale})`, async ({ page }) => {
      const hits = await searchHits(page, locale!, word!);
      await expect.poll(() => hits.evaluateAll((as) => as.map((x) => x.getAttribute('href')).slice(0, 5))).toContainEqual(expect.stringMatching(new RegExp(`/${locale}/mechanisms/${id}/`)));
    });
  }
});

test('the home page and a chapter link each mechanism to its page', async ({ page }) => {
  await page.goto('/zh-hant/');
  await expect(page.getByTestId('by-mechanism').locator('dt a')).toHaveCount(13);
  await page.getByTestId('by-mechanism').locator('dt a').first().click();
  await expect(page).toHaveURL(/\/zh-hant\/mechanisms\/[a-z-]+\/$/);
  await page.goto('/en/santiago/');
  const facts = page.getByTestId('chapter-mechanisms').locator('a');
  await expect(facts).toHaveCount(3);
  await expect(facts.first()).toHaveAttribute('href', '/en/mechanisms/auctions/');
});

test('no page of the part is wider than a 360 px phone, in any reading mode, with its examples shown', async ({ page }) => {
  test.setTimeout(480_000);
  await page.setViewportSize({ width: 360, height: 740 });
  const wide: string[] = [];
  for (const mode of ['zh', 'en', 'both'])
    for (const path of PAGES.filter((p) => mode === 'both' || p.startsWith(mode === 'zh' ? '/zh-hant/' : '/en/'))) {
      await page.goto(`${path}?mode=${mode}`);
      await hydrateAll(page);
      const w = await pageWidth(page);
      if (w > 360) wide.push(`${path}?mode=${mode}: ${w}px`);
    }
  expect(wide).toEqual([]);
});

test.describe('accessibility', () => {
  test.describe.configure({ timeout: 240_000 });
  for (const path of ['/zh-hant/mechanisms/', '/en/mechanisms/?mode=both', `/zh-hant/mechanisms/${PAIRED.id}/?mode=both`, `/en/mechanisms/${PAIRED.id}/`, '/zh-hant/mechanisms/course/', '/en/mechanisms/course/?mode=both']) {
    test(`axe finds no serious or critical violation on ${path}`, async ({ page }) => {
      await page.goto(path);
      await hydrateAll(page);
      const results = await new AxeBuilder({ page }).analyze();
      const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`)).toEqual([]);
    });
  }
});
