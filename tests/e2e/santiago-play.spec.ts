/**
 * The Santiago islands in a real browser against the built book: a worked example stepped
 * forward and back and opened by deep link, a whole game of bots to the final score table, a
 * reload in the middle of a game, a share link replayed, and a broken share link refused.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { useFreePlay } from './free-play';

const CHAPTER = '/en/santiago/';

const { T, openTable, startGame } = useFreePlay(CHAPTER, (t) => t.getByTestId('board').last());

test('a worked example steps forward and back, and opens at a deep-linked step', async ({ page }) => {
  await page.goto(`${CHAPTER}#ex-bidding-dabec-0`);
  const ex = page.getByTestId('example-bidding-dabec');
  await ex.scrollIntoViewIfNeeded();
  await expect(ex).toHaveAttribute('data-step', '0');
  const narration = ex.getByTestId('narration').locator('.lang-en');
  const intro = await narration.textContent();
  const bidsBefore = await ex.locator('[data-testid^="bid-"]').allTextContents();

  await ex.getByTestId('ex-forward').click();
  await expect(ex).toHaveAttribute('data-step', '1');
  await expect(narration).not.toHaveText(intro!);
  const first = await narration.textContent();
  // the board and table show the step's outcome: one more seat has bid or passed
  const bidsAfter = await ex.locator('[data-testid^="bid-"]').allTextContents();
  const acted = (list: string[]) => list.filter((t) => !/not yet/.test(t)).length;
  expect(acted(bidsAfter)).toBe(acted(bidsBefore) + 1);

  await ex.getByTestId('ex-forward').click();
  await expect(ex).toHaveAttribute('data-step', '2');
  await expect(narration).not.toHaveText(first!);

  await ex.getByTestId('ex-back').click();
  await expect(ex).toHaveAttribute('data-step', '1');
  await expect(narration).toHaveText(first!);
  await ex.getByTestId('ex-restart').click();
  await expect(narration).toHaveText(intro!);

  // keyboard: → and ← while the player has focus
  await ex.getByTestId('ex-forward').focus();
  await page.keyboard.press('ArrowRight');
  await expect(ex).toHaveAttribute('data-step', '1');
  await page.keyboard.press('ArrowLeft');
  await expect(ex).toHaveAttribute('data-step', '0');

  // deep link to step 2 in a fresh page
  await page.goto(`${CHAPTER}#ex-bidding-dabec-2`);
  await page.reload();
  const again = page.getByTestId('example-bidding-dabec');
  await again.scrollIntoViewIfNeeded();
  await expect(again).toHaveAttribute('data-step', '2');
});

test('a game of bots runs to the final score table', async ({ page }) => {
  // whole games of bots: generous on a busy two-core machine
  test.setTimeout(300_000);
  await openTable(page);
  await startGame(page, ['strong', 'easy', 'strong'], '2024');
  await T(page).getByTestId('bot-speed-0').check();
  const score = T(page).getByTestId('final-score');
  await expect(score).toBeVisible({ timeout: 240_000 });
  for (let s = 0; s < 3; s++) {
    const total = Number(await T(page).getByTestId(`total-${s}`).textContent());
    expect(Number.isInteger(total)).toBe(true);
    await expect(T(page).getByTestId(`score-${s}`)).toContainText('cash in hand');
  }
  await expect(T(page).locator('[data-testid^="winner-"]').first()).toBeVisible();
  await expect(T(page).getByTestId('phase-current')).toContainText('Game over');
  await expect(T(page).getByTestId('round')).toContainText('Round 11 of 11');
  // a whole game's log scrolls: it is a Tab stop of its own, named by its summary, so a keyboard scrolls it
  const log = T(page).getByTestId('log');
  expect(await log.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
  await log.focus();
  await expect(log).toBeFocused();
  await expect(log).toHaveAccessibleName(/Log \(\d+ lines\)/);
  const top = await log.evaluate((el) => el.scrollTop);
  await page.keyboard.press('Home');
  await expect.poll(() => log.evaluate((el) => el.scrollTop)).toBeLessThan(top);
  const results = await new AxeBuilder({ page }).include('[data-testid="log"]').analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
});

test('a reload in the middle of a game restores it and play goes on', async ({ page }) => {
  // whole games of bots: generous on a busy two-core machine
  test.setTimeout(300_000);
  await openTable(page);
  await startGame(page, ['easy', 'strong', 'easy', 'strong'], '77');
  await T(page).getByTestId('bot-speed-0').check();
  await expect(T(page).getByTestId('round')).toContainText(/Round [3-9] of 11/, { timeout: 60_000 });
  await T(page).getByTestId('bot-speed-1500').check();
  await page.waitForTimeout(300);
  const seed = await T(page).getByTestId('table-seed').locator('.lang-en').textContent();
  const firstLines = await T(page).getByTestId('log').locator('li .lang-en').allTextContents();
  expect(firstLines.length).toBeGreaterThan(20);

  await page.reload();
  await openTable(page, page.url());
  await expect(T(page).getByTestId('table-seed').locator('.lang-en')).toHaveText(seed!);
  const restored = await T(page).getByTestId('log').locator('li .lang-en').allTextContents();
  // every line logged before the reload is there, in order
  expect(restored.slice(0, firstLines.length - 1)).toEqual(firstLines.slice(0, firstLines.length - 1));
  expect(restored.length).toBeGreaterThanOrEqual(firstLines.length - 1);
  // and the bots play on
  await T(page).getByTestId('bot-speed-0').check();
  await expect(T(page).getByTestId('final-score')).toBeVisible({ timeout: 240_000 });
});

test('a human move is checked by the engine, and a share link replays the game', async ({ page, context }) => {
  await openTable(page);
  await startGame(page, ['human', 'strong', 'strong'], '515');
  await T(page).getByTestId('bot-speed-0').check();
  const controls = T(page).getByTestId('controls');
  await expect(controls).toBeVisible({ timeout: 30_000 });
  await expect(controls).toHaveAttribute('data-phase', 'bidding');

  // more than the cash in hand: refused with the rule, in both languages, linking to the section
  await T(page).getByTestId('amount').fill('99');
  await T(page).getByTestId('bid').click();
  const v = T(page).getByTestId('violation');
  await expect(v).toBeVisible();
  await expect(v.locator('.lang-zh').first()).toContainText('出價');
  await expect(v.locator('.lang-en').first()).toContainText(/bid/i);
  await expect(T(page).getByTestId('violation-link')).toHaveAttribute('href', /\/en\/santiago\/#phase-1-bidding$/);

  await T(page).getByTestId('move-pass').click();
  await expect(controls).toBeVisible({ timeout: 30_000 });
  const phase = await controls.getAttribute('data-phase');
  await T(page).getByTestId('share').click();
  const link = await T(page).getByTestId('share-link').inputValue();
  expect(link).toMatch(/\?game=1\.[A-Za-z0-9_-]+(~|%7E)hss#free-play-table$/);
  const log = await T(page).getByTestId('log').locator('li .lang-en').allTextContents();
  const money = await T(page).getByTestId('money-0').getAttribute('data-money');

  const other = await context.newPage();
  await other.goto(CHAPTER);
  await other.evaluate(() => localStorage.clear());
  await other.goto(link);
  const t2 = T(other);
  await t2.scrollIntoViewIfNeeded();
  await expect(T(other).getByTestId('controls')).toBeVisible({ timeout: 30_000 });
  await expect(T(other).getByTestId('controls')).toHaveAttribute('data-phase', phase!);
  await expect(T(other).getByTestId('info').first()).toContainText('share link');
  expect(await T(other).getByTestId('log').locator('li .lang-en').allTextContents()).toEqual(log);
  await expect(T(other).getByTestId('money-0')).toHaveAttribute('data-money', money!);
  // the link's game is no longer in the address, so a reload keeps the saved game
  expect(other.url()).not.toContain('game=');
});

test('a broken share link gives a bilingual message and a fresh table', async ({ page }) => {
  await page.goto(`${CHAPTER}?game=1.not-a-real-game!!~hss#free-play-table`);
  const table = T(page);
  await table.scrollIntoViewIfNeeded();
  const err = table.getByTestId('error');
  await expect(err).toBeVisible();
  await expect(err.locator('[lang="zh-Hant"]')).toContainText('分享連結');
  await expect(err.locator('[lang="en"]')).toContainText('share link');
  await expect(table.getByTestId('setup-form')).toBeVisible();

  // a link whose moves are illegal is refused too
  await page.goto(`${CHAPTER}?game=1.WyJzYW50aWFnbyIsMywxLHt9LFt7InR5cGUiOiJwbGFudCIsInNlYXQiOjB9XV0#free-play-table`);
  const t2 = T(page);
  await t2.scrollIntoViewIfNeeded();
  await expect(t2.getByTestId('error').locator('[lang="en"]')).toContainText('not legal');
  await expect(t2.getByTestId('setup-form')).toBeVisible();
});
