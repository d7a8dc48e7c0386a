/** Shared by the end-to-end specs: bringing every island of a page into view. */
import type { Page } from '@playwright/test';

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
