/**
 * What every game's end-to-end spec does with its chapter's free-play table: find it, open it
 * (optionally by a share link), start a game with given seats and seed, read a counted element.
 * `useFreePlay` also registers a `beforeEach` that clears the saved game, so each test starts fresh.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';

export function useFreePlay(chapter: string, started: (table: Locator) => Locator = (t) => t.getByTestId('new-game')) {
  const T = (page: Page) => page.locator('#free-play-table');

  async function openTable(page: Page, url = `${chapter}#free-play-table`) {
    await page.goto(url);
    const table = T(page);
    await table.scrollIntoViewIfNeeded();
    await expect(table).toHaveAttribute('data-ready', '');
    return table;
  }

  async function startGame(page: Page, seats: string[], seed: string) {
    await T(page).getByTestId(`players-${seats.length}`).check();
    for (let i = 0; i < seats.length; i++) await T(page).getByTestId(`seat-kind-${i}-${seats[i]}`).check();
    await T(page).getByTestId('seed').fill(seed);
    await T(page).getByTestId('start').click();
    await expect(started(T(page))).toBeVisible();
  }

  const count = async (page: Page, testId: string) => Number(await T(page).getByTestId(testId).getAttribute('data-count'));

  test.beforeEach(async ({ page }) => {
    await page.goto(chapter);
    await page.evaluate(() => localStorage.clear());
  });

  return { T, openTable, startGame, count };
}
