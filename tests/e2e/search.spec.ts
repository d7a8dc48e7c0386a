/**
 * The search dialog in both locales: every string of the Pagefind UI in the page's language, and
 * excerpts free of the glossary tooltips' text (which used to run into the sentence: "藍色水道canal當作").
 */
import { test, expect, type Page } from '@playwright/test';

async function search(page: Page, locale: string, word: string) {
  await page.goto(`/${locale}/`);
  await page.locator('button[data-open-search]').first().click();
  const dialog = page.locator('book-search dialog');
  await dialog.locator('input').first().fill(word);
  await expect(dialog.locator('.pagefind-ui__result-excerpt').first()).toBeVisible();
  // each result's page loads on its own: until it has, it shows placeholders and no sections
  await expect(dialog.locator('.pagefind-ui__loading')).toHaveCount(0);
  return dialog;
}

/** A Chinese character touching a Latin letter, with no space or punctuation between. */
const RUN_IN = /[\u3400-\u9fff][A-Za-z]|[A-Za-z][\u3400-\u9fff]/;

test('Chinese excerpts carry no tooltip text run into the Chinese, and the UI speaks Chinese', async ({ page }) => {
  const dialog = await search(page, 'zh-hant', '水道');
  const excerpts = await dialog.locator('.pagefind-ui__result-excerpt').allTextContents();
  expect(excerpts.length).toBeGreaterThan(2);
  expect(excerpts.filter((e) => RUN_IN.test(e))).toEqual([]);
  expect(excerpts.join('\n')).not.toContain('水道canal');
  const sections = (await dialog.locator('.pagefind-ui__result-nested .pagefind-ui__result-link').allTextContents()).map((t) => t.trim());
  expect(sections).toContain('遊戲準備');
  expect(sections.filter((t) => /^·|·$|[A-Za-z]{2}/.test(t))).toEqual([]);
  await expect(dialog.locator('.pagefind-ui__search-clear')).toHaveText('清除');
  await expect(dialog.locator('.pagefind-ui__message')).toHaveText(/^「水道」有 \d+ 個結果$/);
  await expect(dialog.locator('input').first()).toHaveAttribute('placeholder', '搜尋這本書');
  await expect(dialog.locator('form[role="search"]')).toHaveAttribute('aria-label', '搜尋這本書');
  await expect(dialog.getByRole('button', { name: '取消' })).toBeVisible();
  // nothing found
  await dialog.locator('input').first().fill('xqzv');
  await expect(dialog.locator('.pagefind-ui__message')).toHaveText('找不到「xqzv」');
});

test('English excerpts carry no tooltip text either, and the UI speaks English', async ({ page }) => {
  const dialog = await search(page, 'en', 'canal');
  const excerpts = await dialog.locator('.pagefind-ui__result-excerpt').allTextContents();
  expect(excerpts.length).toBeGreaterThan(2);
  expect(excerpts.filter((e) => RUN_IN.test(e))).toEqual([]);
  // a bilingual heading's section is named in the page's language alone: "Setup", not "· Setup"
  const sections = (await dialog.locator('.pagefind-ui__result-nested .pagefind-ui__result-link').allTextContents()).map((t) => t.trim());
  expect(sections).toContain('Setup');
  expect(sections.filter((t) => /^·|·$|[\u3400-\u9fff]/.test(t))).toEqual([]);
  await expect(dialog.locator('.pagefind-ui__search-clear')).toHaveText('Clear');
  await expect(dialog.locator('.pagefind-ui__message')).toHaveText(/^\d+ results for canal$/);
  await expect(dialog.locator('input').first()).toHaveAttribute('placeholder', 'Search the book');
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeVisible();
});
