/** Shared by the end-to-end specs: bringing every island of a page into view, searching the book. */
import { expect, type Locator, type Page } from '@playwright/test';

/** Scrolls the whole page so every island comes into view and hydrates, then back to the top. */
export async function hydrateAll(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 500) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 40));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
}

/** Opens search on the locale's home page, types `word`, and gives the result links (the first one visible). */
export async function searchHits(page: Page, locale: string, word: string): Promise<Locator> {
  await page.goto(`/${locale}/`);
  await page.locator('button[data-open-search]').first().click();
  await page.locator('book-search dialog input').first().fill(word);
  const hits = page.locator('book-search dialog .pagefind-ui__result-link');
  await expect(hits.first()).toBeVisible();
  return hits;
}
