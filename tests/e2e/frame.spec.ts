/** The book's frame in a real browser: reading modes, anchors, search, glossary, print, a11y (offline: offline.spec.ts). */
import { test, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { searchHits } from './page-kit';

const CHAPTER = '/zh-hant/santiago/';
const EN_CHAPTER = '/en/santiago/';

const mode = (page: Page) => page.evaluate(() => document.documentElement.dataset.mode);
const firstVisible = async (page: Page, selector: string) => page.locator(`.chapter ${selector}`).first().isVisible();

test.describe('reading modes', () => {
  test('default follows the locale, each mode shows the right language, and the choice persists', async ({ page }) => {
    await page.goto(CHAPTER);
    expect(await mode(page)).toBe('zh');
    expect(await firstVisible(page, '.bi .lang-zh')).toBe(true);
    expect(await firstVisible(page, '.bi .lang-en')).toBe(false);

    await page.getByRole('radio', { name: 'English' }).check();
    expect(await mode(page)).toBe('en');
    expect(await firstVisible(page, '.bi .lang-zh')).toBe(false);
    expect(await firstVisible(page, '.bi .lang-en')).toBe(true);
    expect(new URL(page.url()).searchParams.get('mode')).toBe('en');

    // persists across a reload without the parameter, and across pages and locales
    await page.goto(CHAPTER);
    expect(await mode(page)).toBe('en');
    await page.goto('/zh-hant/santiago/glossary/');
    expect(await mode(page)).toBe('en');

    await page.goto(CHAPTER);
    await page.getByRole('radio', { name: '對照' }).check();
    await page.reload();
    expect(await mode(page)).toBe('both');
    expect(await page.getByRole('radio', { name: '對照' }).isChecked()).toBe(true);
  });

  test('both languages side by side on a wide screen, interleaved on a narrow one', async ({ page }) => {
    await page.setViewportSize({ width: 1600, height: 1000 });
    await page.goto(CHAPTER + '?mode=both');
    const row = page.locator('.chapter .bi-paragraph').first();
    const zh = await row.locator('.lang-zh').boundingBox();
    const en = await row.locator('.lang-en').boundingBox();
    expect(zh && en).toBeTruthy();
    expect(en!.x).toBeGreaterThan(zh!.x + zh!.width - 1);
    expect(Math.abs(en!.y - zh!.y)).toBeLessThan(2);

    await page.setViewportSize({ width: 420, height: 900 });
    const zh2 = await row.locator('.lang-zh').boundingBox();
    const en2 = await row.locator('.lang-en').boundingBox();
    expect(en2!.y).toBeGreaterThanOrEqual(zh2!.y + zh2!.height - 1);
  });

  test('a link parameter sets the mode, and an unknown one falls back quietly', async ({ page }) => {
    await page.goto(EN_CHAPTER + '?mode=both#phase-4-bribing');
    expect(await mode(page)).toBe('both');
    await page.evaluate(() => localStorage.clear());
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(EN_CHAPTER + '?mode=klingon');
    expect(await mode(page)).toBe('en');
    expect(errors).toEqual([]);
  });
});

test('every heading has the same anchor in both locales, and a section link works in every mode', async ({ page }) => {
  await page.goto(CHAPTER);
  const zhIds = await page.locator('.chapter :is(h2, h3)').evaluateAll((hs) => hs.map((h) => h.id));
  await page.goto(EN_CHAPTER);
  const enIds = await page.locator('.chapter :is(h2, h3)').evaluateAll((hs) => hs.map((h) => h.id));
  expect(zhIds.length).toBeGreaterThan(10);
  expect(enIds).toEqual(zhIds);
  expect(zhIds).toContain('phase-4-bribing');
  for (const m of ['zh', 'en', 'both']) {
    await page.goto(`${EN_CHAPTER}?mode=${m}#phase-4-bribing`);
    await expect(page.locator('#phase-4-bribing')).toBeInViewport();
  }
});

test('no search code loads until search is opened', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  await page.goto(CHAPTER);
  await page.waitForTimeout(1500);
  expect(scripts.filter((u) => /pagefind|ui-core/.test(u))).toEqual([]);
  await page.getByRole('button', { name: '搜尋' }).click();
  await expect.poll(() => scripts.some((u) => /pagefind|ui-core/.test(u))).toBe(true);
});

test.describe('search', () => {
  for (const [locale, word, chapter] of [
    ['zh-hant', '水道', 'santiago'],
    ['en', 'canal', 'santiago'],
    ['zh-hant', '交易塔', 'genoa'],
    ['en', 'trade tower', 'genoa'],
  ]) {
    test(`finds "${word}" on the ${chapter} chapter (${locale})`, async ({ page }) => {
      const hit = (await searchHits(page, locale!, word!)).first();
      await expect(hit).toHaveAttribute('href', new RegExp(`/${locale}/${chapter}/`));
    });
  }
});

test('a glossary term shows its counterpart on hover and on keyboard focus', async ({ page }) => {
  await page.goto(CHAPTER);
  const term = page.locator('.chapter .lang-zh .term').first();
  const tip = term.locator('.term-tip');
  const shown = () => tip.evaluate((el) => getComputedStyle(el).clipPath === 'none');
  expect(await shown()).toBe(false);
  await term.hover();
  expect(await shown()).toBe(true);
  await expect(tip).toHaveAttribute('lang', 'en');
  await page.mouse.move(0, 0);
  expect(await shown()).toBe(false);
  await term.focus();
  expect(await shown()).toBe(true);
});

test('print media hides the controls and navigation', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto(CHAPTER);
  await expect(page.locator('.reading-controls')).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.reading-controls')).toBeHidden();
  await expect(page.locator('.sidebar-pane')).toBeHidden();
  await expect(page.locator('header.header')).toBeHidden();
  await expect(page.locator('.chapter h2').first()).toBeVisible();
});

test('projector mode gives large type and hides the side navigation', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto(CHAPTER);
  const size = () => page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).fontSize));
  const before = await size();
  await expect(page.locator('.sidebar-pane')).toBeVisible();
  await page.getByRole('button', { name: '投影模式' }).click();
  await expect(page.getByRole('button', { name: '投影模式' })).toHaveAttribute('aria-pressed', 'true');
  expect(await size()).toBeGreaterThan(before);
  await expect(page.locator('.sidebar-pane')).toBeHidden();
  await page.reload();
  await expect(page.locator('.sidebar-pane')).toBeHidden();
});

test('an unknown page says so in both languages', async ({ page }) => {
  const res = await page.goto('/zh-hant/no-such-game/');
  expect(res?.status()).toBe(404);
  await expect(page.getByText('找不到這一頁')).toBeVisible();
  await expect(page.locator('[lang="en"]', { hasText: 'There is no page at this address' })).toBeVisible();
});

test('/ leads to a locale', async ({ page }) => {
  await page.goto('/');
  await page.waitForURL(/\/(zh-hant|en)\/$/);
});

test.describe('accessibility', () => {
  // A chapter holds a dozen game boards of a hundred focusable parts each: axe takes its time.
  test.describe.configure({ timeout: 360_000 });
  for (const path of ['/zh-hant/', '/en/', CHAPTER, EN_CHAPTER + '?mode=both', '/en/santiago/glossary/', '/zh-hant/san-juan/', '/en/dice-town/?mode=both', '/zh-hant/genoa/?mode=both']) {
    test(`axe finds no serious or critical violation on ${path}`, async ({ page }) => {
      await page.goto(path);
      const results = await new AxeBuilder({ page }).analyze();
      const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`)).toEqual([]);
    });
  }
});
