/**
 * The Puerto Rico islands in a real browser against the built book: a worked example played by the
 * reader (a load chosen kind first, then ship; the storage choice), stepped forward and back and
 * opened by deep link; a mayor's arrangement made with the keyboard alone, refused by the engine
 * first and then accepted; a whole game of bots to the final score; a reload in the middle of a game;
 * a share link that replays the game; broken share links refused in both languages.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { useFreePlay } from './free-play';

const CHAPTER = '/en/puerto-rico/';

const { T, openTable, startGame, count } = useFreePlay(CHAPTER);

const focused = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? null);

test('a worked example: the reader loads a ship and stores goods, steps forward and back, and a deep link opens a step', async ({ page }) => {
  await page.goto(`${CHAPTER}#ex-captain-four-players-2`);
  const ex = page.getByTestId('example-captain-four-players');
  await ex.scrollIntoViewIfNeeded();
  await expect(ex).toHaveAttribute('data-step', '2');
  await expect(ex.getByTestId('your-turn')).toContainText('Player B');
  await expect(ex.getByTestId('ship-0')).toHaveAttribute('data-load', '5');

  // B's turn: a ship before a kind is asked for the kind first
  await ex.getByTestId('good-sugar').click();
  await expect(ex.getByTestId('good-sugar')).toHaveAttribute('aria-pressed', 'true');
  await expect(ex.getByTestId('load-chosen')).toContainText('sugar');
  // the corn ship is full: the engine refuses it with the rule
  await ex.getByTestId('ship-0').click();
  await expect(ex.getByTestId('violation')).toBeVisible();
  await expect(ex.getByTestId('violation').locator('.lang-zh').first()).not.toBeEmpty();
  await expect(ex).toHaveAttribute('data-step', '2');
  // the kind stays chosen: now the 6-hold ship
  await expect(ex.getByTestId('good-sugar')).toHaveAttribute('aria-pressed', 'true');
  await ex.getByTestId('ship-1').click();
  await expect(ex).toHaveAttribute('data-step', '3');
  await expect(ex.getByTestId('info')).toContainText('Right!');
  await expect(ex.getByTestId('ship-1')).toHaveAttribute('data-load', '3');
  await expect(ex.getByTestId('vp-1')).toHaveAttribute('data-count', '3');

  // the prediction: C's points with the harbour
  await expect(ex.getByTestId('predict')).toBeVisible();
  await ex.getByTestId('guess-1').click();
  await ex.getByTestId('ex-forward').click();
  await expect(ex).toHaveAttribute('data-step', '4');
  await expect(ex.getByTestId('answer')).toContainText('6');
  await expect(ex.getByTestId('answer')).toContainText('you guessed right');
  await expect(ex.getByTestId('vp-2')).toHaveAttribute('data-count', '6');
  await ex.getByTestId('ex-back').click();
  await expect(ex).toHaveAttribute('data-step', '3');
  await ex.getByTestId('ex-restart').click();
  await expect(ex).toHaveAttribute('data-step', '0');
  await expect(ex.getByTestId('ship-1')).toHaveAttribute('data-load', '0');

  // keyboard: → and ← while the player has focus
  await ex.getByTestId('ex-forward').focus();
  await page.keyboard.press('ArrowRight');
  await expect(ex).toHaveAttribute('data-step', '1');
  await page.keyboard.press('ArrowLeft');
  await expect(ex).toHaveAttribute('data-step', '0');

  // deep link to the storage step in a fresh page: D keeps the tobacco in the warehouse and one coffee
  await page.goto(`${CHAPTER}#ex-captain-four-players-6`);
  await page.reload();
  const again = page.getByTestId('example-captain-four-players');
  await again.scrollIntoViewIfNeeded();
  await expect(again).toHaveAttribute('data-step', '6');
  await again.getByTestId('keepall-tobacco').click();
  await again.getByTestId('keep1-coffee').click();
  await expect(again.getByTestId('store-summary')).toContainText('keep 1 barrel of coffee');
  await again.getByTestId('confirm').click();
  await expect(again).toHaveAttribute('data-step', '7');
  await expect(again.getByTestId('good-3-tobacco')).toHaveAttribute('data-count', '2');
  await expect(again.getByTestId('good-3-coffee')).toHaveAttribute('data-count', '1');
  await expect(again.getByTestId('good-3-corn')).toHaveCount(0);
});

test('a mayor’s arrangement made with the keyboard alone: refused while a colonist waits, then accepted', async ({ page }) => {
  await page.goto(`${CHAPTER}#ex-mayor-ship-refill-1`);
  const ex = page.getByTestId('example-mayor-ship-refill');
  await ex.scrollIntoViewIfNeeded();
  await expect(ex).toHaveAttribute('data-step', '1');
  await expect(ex.getByTestId('mayor-left')).toHaveAttribute('data-count', '3');
  // from the Forward button, Tab reaches the board: one Tab stop for all its circles
  await ex.getByTestId('ex-forward').focus();
  for (let k = 0; k < 30 && !(await focused(page))?.startsWith('circle-'); k++) await page.keyboard.press('Tab');
  expect(await focused(page)).toBe('circle-island-0-0');

  // corn: Enter places a colonist, Space takes it back, Enter again
  await page.keyboard.press('Enter');
  await expect(ex.getByTestId('circle-island-0-0')).toHaveAttribute('aria-pressed', 'true');
  await expect(ex.getByTestId('mayor-left')).toHaveAttribute('data-count', '2');
  await page.keyboard.press(' ');
  await expect(ex.getByTestId('mayor-left')).toHaveAttribute('data-count', '3');
  await page.keyboard.press('Enter');
  // the next Tab stops: the privilege checkbox, then Confirm; an arrangement with colonists left waiting is refused
  await page.keyboard.press('Tab');
  expect(await focused(page)).toBe('decline-privilege');
  await page.keyboard.press('Tab');
  expect(await focused(page)).toBe('confirm');
  await page.keyboard.press('Enter');
  const v = ex.getByTestId('violation');
  await expect(v).toHaveAttribute('data-rule', 'puerto-rico.mayor.fill');
  await expect(v.locator('.lang-en').first()).toContainText('No colonist may wait in San Juan');
  await expect(v.locator('.lang-zh').first()).toContainText('中轉區');
  await expect(ex).toHaveAttribute('data-step', '1');

  // back to the board, arrows to the indigo plantation and the indigo plant
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  expect(await focused(page)).toBe('circle-island-0-0');
  await page.keyboard.press('ArrowRight');
  expect(await focused(page)).toBe('circle-island-1-0');
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowRight');
  expect(await focused(page)).toBe('circle-island-2-0');
  // on to the city beside the island: a circle of the indigo plant (any of its circles takes the next colonist)
  await page.keyboard.press('ArrowRight');
  expect(await focused(page)).toMatch(/^circle-city-0-[0-2]$/);
  await page.keyboard.press('Enter');
  await expect(ex.getByTestId('mayor-left')).toHaveAttribute('data-count', '0');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  expect(await focused(page)).toBe('confirm');
  await page.keyboard.press('Enter');
  await expect(ex).toHaveAttribute('data-step', '2');
  await expect(ex.getByTestId('info')).toContainText('Right!');
  await expect(ex.getByTestId('building-0-indigo_plant')).toHaveAttribute('data-colonists', '1');
  await expect(ex.getByTestId('san-juan-0')).toHaveAttribute('data-count', '0');
});

test('a game of bots runs to the final score, its lines adding up and the round chart drawn', async ({ page }) => {
  test.setTimeout(300_000);
  await openTable(page);
  await startGame(page, ['strong', 'easy', 'strong'], '2024');
  await T(page).getByTestId('bot-speed-0').check();
  await expect(T(page).getByTestId('final-score')).toBeVisible({ timeout: 240_000 });
  for (let s = 0; s < 3; s++) {
    const total = Number(await T(page).getByTestId(`total-${s}`).textContent());
    const points = (await T(page).getByTestId(`score-${s}`).getByTestId('points').allTextContents()).map(Number);
    expect(points.reduce((a, b) => a + b, 0)).toBe(total);
    // shipping chips, printed building points, then one line per large building
    expect(points.length).toBeGreaterThanOrEqual(2);
    await expect(T(page).getByTestId(`tiebreak-${s}`)).toContainText('=');
    // every seat's chips are face up once the game is over
    expect(await count(page, `vp-${s}`)).toBe(points[0]);
  }
  await expect(T(page).locator('[data-testid^="winner-"]').first()).toBeVisible();
  await expect(T(page).getByTestId('history-chart')).toBeVisible();
  await expect(T(page).getByTestId('phase-current')).toContainText('Game over');
  const lines = await T(page).getByTestId('log').locator('li').count();
  expect(lines).toBeGreaterThan(100);
  await expect(T(page).getByTestId('log').locator('li').first()).toContainText('3 players');
});

test('a reload in the middle of a game restores it and play goes on', async ({ page }) => {
  test.setTimeout(300_000);
  await openTable(page);
  await startGame(page, ['easy', 'strong', 'easy', 'strong'], '77');
  await T(page).getByTestId('bot-speed-0').check();
  await expect(T(page).getByTestId('round')).toContainText(/Round ([4-9]|1\d)/, { timeout: 120_000 });
  await T(page).getByTestId('bot-speed-1500').check();
  await page.waitForTimeout(300);
  const seed = await T(page).getByTestId('table-seed').locator('.lang-en').textContent();
  const firstLines = await T(page).getByTestId('log').locator('li .lang-en').allTextContents();
  expect(firstLines.length).toBeGreaterThan(30);

  await page.reload();
  await openTable(page, page.url());
  await expect(T(page).getByTestId('table-seed').locator('.lang-en')).toHaveText(seed!);
  const restored = await T(page).getByTestId('log').locator('li .lang-en').allTextContents();
  expect(restored.slice(0, firstLines.length - 1)).toEqual(firstLines.slice(0, firstLines.length - 1));
  expect(restored[0]).toContain('4 players');
  await T(page).getByTestId('bot-speed-0').check();
  await expect(T(page).getByTestId('final-score')).toBeVisible({ timeout: 240_000 });
});

test('a human move is checked by the engine, other seats’ VP chips stay face down, and a share link replays the game', async ({ page, context }) => {
  await openTable(page);
  await startGame(page, ['human', 'strong', 'easy'], '2');
  const controls = T(page).getByTestId('controls');
  // player A holds the governor card and picks first
  await expect(controls).toHaveAttribute('data-phase', 'pickRole');
  await expect(T(page).getByTestId('governor-0')).toBeVisible();
  await expect(T(page).getByTestId('vp-0')).toHaveAttribute('data-count', '0');
  await expect(T(page).getByTestId('vp-1')).toHaveAttribute('data-count', '');
  await expect(T(page).getByTestId('vp-1')).toContainText('face down');

  // the builder: a building A cannot afford is refused with the rule, in both languages
  await T(page).getByTestId('role-builder').click();
  await expect(controls).toHaveAttribute('data-phase', 'builder');
  await expect(T(page).getByTestId('role-builder')).toContainText('taken by player A');
  await expect(T(page).getByTestId('price-coffee_roaster')).toHaveAttribute('data-price', '5');
  await T(page).getByTestId('build-coffee_roaster').click();
  const v = T(page).getByTestId('violation');
  await expect(v).toHaveAttribute('data-rule', 'puerto-rico.builder.money');
  await expect(v.locator('.lang-en').first()).not.toBeEmpty();
  await expect(v.locator('.lang-zh').first()).not.toBeEmpty();
  await expect(T(page).getByTestId('violation-link')).toHaveAttribute('href', /\/en\/puerto-rico\/#builder$/);
  // the small market, priced 0 with the privilege
  await expect(T(page).getByTestId('build-small_market')).toHaveAttribute('data-legal', '');
  await T(page).getByTestId('build-small_market').click();
  await expect(T(page).getByTestId('building-0-small_market')).toBeVisible();

  await T(page).getByTestId('bot-speed-0').check();
  await expect(controls).toBeVisible({ timeout: 30_000 });
  const phase = await controls.getAttribute('data-phase');
  await T(page).getByTestId('share').click();
  const link = await T(page).getByTestId('share-link').inputValue();
  expect(link).toMatch(/\?game=1\.[A-Za-z0-9_-]+(~|%7E)hse#free-play-table$/);
  const log = await T(page).getByTestId('log').locator('li .lang-en').allTextContents();
  const money = await count(page, 'doubloons-0');

  const other = await context.newPage();
  await other.goto(CHAPTER);
  await other.evaluate(() => localStorage.clear());
  await other.goto(link);
  await T(other).scrollIntoViewIfNeeded();
  await expect(T(other).getByTestId('controls')).toBeVisible({ timeout: 30_000 });
  await expect(T(other).getByTestId('controls')).toHaveAttribute('data-phase', phase!);
  await expect(T(other).getByTestId('info').first()).toContainText('share link');
  expect(await T(other).getByTestId('log').locator('li .lang-en').allTextContents()).toEqual(log);
  expect(Number(await T(other).getByTestId('doubloons-0').getAttribute('data-count'))).toBe(money);
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

  // a link whose move is illegal is refused too: ["puerto-rico",3,1,{},[{"type":"pickRole","seat":2,"role":"nobody"}]]
  const bad = Buffer.from(JSON.stringify(['puerto-rico', 3, 1, {}, [{ type: 'pickRole', seat: 2, role: 'nobody' }]])).toString('base64url');
  await page.goto(`${CHAPTER}?game=1.${bad}~hss#free-play-table`);
  const t2 = T(page);
  await t2.scrollIntoViewIfNeeded();
  await expect(t2.getByTestId('error').locator('[lang="en"]')).toContainText('share link');
  await expect(t2.getByTestId('error').locator('[lang="zh-Hant"]')).toContainText('分享連結');
  await expect(t2.getByTestId('setup-form')).toBeVisible();
});

test('axe finds no serious or critical violation with the islands hydrated, a game on the table and a mayor’s draft', async ({ page }) => {
  await openTable(page, `${CHAPTER}?mode=both#free-play-table`);
  await startGame(page, ['human', 'strong', 'easy'], '2');
  await expect(T(page).getByTestId('controls')).toHaveAttribute('data-phase', 'pickRole');
  const ex = page.getByTestId('example-mayor-ship-refill');
  await page.goto(`${CHAPTER}?mode=both#ex-mayor-ship-refill-1`);
  await ex.scrollIntoViewIfNeeded();
  await expect(ex.getByTestId('mayor-draft')).toBeVisible();
  await page.getByTestId('phase-diagram-standalone').scrollIntoViewIfNeeded();
  const results = await new AxeBuilder({ page }).include('#free-play-table').include('#ex-mayor-ship-refill').include('[data-testid="phase-diagram-standalone"]').analyze();
  const bad = results.violations.filter((x) => x.impact === 'serious' || x.impact === 'critical');
  expect(bad.map((x) => `${x.id}: ${x.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`)).toEqual([]);
});
