/**
 * The San Juan islands in a real browser against the built book: a worked example played by the
 * reader, stepped forward and back and opened by deep link; a whole game of bots to the final score
 * table; a reload in the middle of a game; a human move refused by the engine and a share link
 * replayed; hidden hands between two human seats; broken share links refused.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { useFreePlay } from './free-play';

const CHAPTER = '/en/san-juan/';

const { T, openTable, startGame, count } = useFreePlay(CHAPTER);

test('a worked example: the reader builds, steps forward and back, and a deep link opens a step', async ({ page }) => {
  await page.goto(`${CHAPTER}#ex-builder-smithy-quarry-library-0`);
  const ex = page.getByTestId('example-builder-smithy-quarry-library');
  await ex.scrollIntoViewIfNeeded();
  await expect(ex).toHaveAttribute('data-step', '0');
  const narration = ex.getByTestId('narration').locator('.lang-en');
  const intro = await narration.textContent();
  await expect(ex.getByTestId('your-turn')).toBeVisible();
  await expect(ex.getByTestId('building-count-0')).toHaveAttribute('data-count', '4');

  // the reader's turn: choose the hero in Hal's hand, then build it
  const hero = ex.getByTestId('hand').locator('button', { hasText: 'Hero' });
  await hero.click();
  await expect(hero).toHaveAttribute('aria-pressed', 'true');
  await expect(ex.getByTestId('confirm')).toContainText('paying 2 cards');
  await ex.getByTestId('confirm').click();
  await expect(ex).toHaveAttribute('data-step', '1');
  await expect(ex.getByTestId('info')).toContainText('Right!');
  await expect(ex.getByTestId('building-count-0')).toHaveAttribute('data-count', '5');
  await expect(ex.getByTestId('pending')).toContainText('2 more cards');
  await expect(ex.getByTestId('phase-current')).toContainText('Builder');
  const first = await narration.textContent();
  expect(first).toContain('5 − 2 − 1 = 2');

  await ex.getByTestId('ex-forward').click();
  await expect(ex).toHaveAttribute('data-step', '2');
  await expect(ex.getByTestId('pending')).toContainText('1 more card');
  await ex.getByTestId('ex-back').click();
  await expect(ex).toHaveAttribute('data-step', '1');
  await expect(narration).toHaveText(first!);
  await ex.getByTestId('ex-restart').click();
  await expect(narration).toHaveText(intro!);
  await expect(ex.getByTestId('building-count-0')).toHaveAttribute('data-count', '4');

  // keyboard: → and ← while the player has focus
  await ex.getByTestId('ex-forward').focus();
  await page.keyboard.press('ArrowRight');
  await expect(ex).toHaveAttribute('data-step', '1');
  await page.keyboard.press('ArrowLeft');
  await expect(ex).toHaveAttribute('data-step', '0');

  // deep link to step 3 in a fresh page: Hal has paid, his hand is down to 2
  await page.goto(`${CHAPTER}#ex-builder-smithy-quarry-library-3`);
  await page.reload();
  const again = page.getByTestId('example-builder-smithy-quarry-library');
  await again.scrollIntoViewIfNeeded();
  await expect(again).toHaveAttribute('data-step', '3');
  await expect(again.getByTestId('hand-size-0')).toHaveAttribute('data-count', '2');
});

test('a game of bots runs to the final score table, building by building', async ({ page }) => {
  // a whole game, move by move on screen: give a shared, busy machine room
  test.setTimeout(300_000);
  await openTable(page);
  await startGame(page, ['strong', 'easy', 'strong'], '2024');
  await T(page).getByTestId('bot-speed-0').check();
  const score = T(page).getByTestId('final-score');
  await expect(score).toBeVisible({ timeout: 240_000 });
  let someoneHas12 = false;
  for (let s = 0; s < 3; s++) {
    const total = Number(await T(page).getByTestId(`total-${s}`).textContent());
    const points = (await T(page).getByTestId(`score-${s}`).getByTestId('points').allTextContents()).map(Number);
    // every building and bonus listed, and they add up to the total
    expect(points.reduce((a, b) => a + b, 0)).toBe(total);
    const buildings = await count(page, `building-count-${s}`);
    expect(points.length).toBeGreaterThanOrEqual(buildings);
    if (buildings >= 12) someoneHas12 = true;
    await expect(T(page).getByTestId(`tiebreak-${s}`)).toContainText('=');
  }
  expect(someoneHas12).toBe(true);
  await expect(T(page).locator('[data-testid^="winner-"]').first()).toBeVisible();
  await expect(T(page).getByTestId('phase-current')).toContainText('Game over');
  // the log holds the whole game, not only the state's last lines
  const lines = await T(page).getByTestId('log').locator('li').count();
  expect(lines).toBeGreaterThan(60);
  await expect(T(page).getByTestId('log').locator('li').first()).toContainText('3 players start');
});

test('a reload in the middle of a game restores it and play goes on', async ({ page }) => {
  test.setTimeout(300_000);
  await openTable(page);
  await startGame(page, ['easy', 'strong', 'easy', 'strong'], '77');
  await T(page).getByTestId('bot-speed-0').check();
  await expect(T(page).getByTestId('round')).toContainText(/Round ([4-9]|1\d)/, { timeout: 90_000 });
  await T(page).getByTestId('bot-speed-1500').check();
  await page.waitForTimeout(300);
  const seed = await T(page).getByTestId('table-seed').locator('.lang-en').textContent();
  const firstLines = await T(page).getByTestId('log').locator('li .lang-en').allTextContents();
  expect(firstLines.length).toBeGreaterThan(30);

  await page.reload();
  await openTable(page, page.url());
  await expect(T(page).getByTestId('table-seed').locator('.lang-en')).toHaveText(seed!);
  const restored = await T(page).getByTestId('log').locator('li .lang-en').allTextContents();
  // every line logged before the reload is there, in order, from the first one on
  expect(restored.slice(0, firstLines.length - 1)).toEqual(firstLines.slice(0, firstLines.length - 1));
  expect(restored[0]).toContain('4 players start');
  await T(page).getByTestId('bot-speed-0').check();
  await expect(T(page).getByTestId('final-score')).toBeVisible({ timeout: 200_000 });
});

test('a human move is checked by the engine, hands stay hidden, and a share link replays the game', async ({ page, context }) => {
  await openTable(page);
  // seed 2: player 1 holds the governor tile and picks first
  await startGame(page, ['human', 'strong', 'easy'], '2');
  const controls = T(page).getByTestId('controls');
  await expect(controls).toHaveAttribute('data-phase', 'pickRole');
  // only the human's own hand is on screen; the bots' hands are counts
  await expect(T(page).getByTestId('hand')).toBeVisible();
  await expect(T(page).locator('[data-testid^="open-hand-"]')).toHaveCount(0);
  await expect(T(page).getByTestId('hand-size-1')).toHaveAttribute('data-count', '4');
  await expect(T(page).getByTestId('governor-0')).toBeVisible();

  await T(page).getByTestId('role-councillor').click();
  await expect(controls).toHaveAttribute('data-phase', 'councillor');
  await expect(T(page).getByTestId('role-councillor')).toContainText('taken by player A');
  const drawn = T(page).getByTestId('drawn').locator('button');
  await expect(drawn).toHaveCount(5);

  // keeping none of the five: refused with the rule, in both languages, linking to the section
  await T(page).getByTestId('confirm').click();
  const v = T(page).getByTestId('violation');
  await expect(v).toBeVisible();
  await expect(v).toHaveAttribute('data-rule', 'sanjuan.keep.count');
  await expect(v.locator('.lang-zh').first()).toContainText('留下 1 張');
  await expect(v.locator('.lang-en').first()).toContainText('Keep exactly 1 card');
  await expect(T(page).getByTestId('violation-link')).toHaveAttribute('href', /\/en\/san-juan\/#councillor$/);

  await drawn.first().click();
  await T(page).getByTestId('confirm').click();
  await expect(T(page).getByTestId('hand-size-0')).toHaveAttribute('data-count', '5');
  await T(page).getByTestId('bot-speed-0').check();
  await expect(controls).toBeVisible({ timeout: 30_000 });
  const phase = await controls.getAttribute('data-phase');
  await T(page).getByTestId('share').click();
  const link = await T(page).getByTestId('share-link').inputValue();
  expect(link).toMatch(/\?game=1\.[A-Za-z0-9_-]+(~|%7E)hse#free-play-table$/);
  const log = await T(page).getByTestId('log').locator('li .lang-en').allTextContents();
  const hand = await T(page).getByTestId('hand').locator('.sj-name .lang-en').allTextContents();

  const other = await context.newPage();
  await other.goto(CHAPTER);
  await other.evaluate(() => localStorage.clear());
  await other.goto(link);
  await T(other).scrollIntoViewIfNeeded();
  await expect(T(other).getByTestId('controls')).toBeVisible({ timeout: 30_000 });
  await expect(T(other).getByTestId('controls')).toHaveAttribute('data-phase', phase!);
  await expect(T(other).getByTestId('info').first()).toContainText('share link');
  expect(await T(other).getByTestId('log').locator('li .lang-en').allTextContents()).toEqual(log);
  expect(await T(other).getByTestId('hand').locator('.sj-name .lang-en').allTextContents()).toEqual(hand);
  expect(other.url()).not.toContain('game=');
});

test('two human seats: the device is passed and each sees only their own hand', async ({ page }) => {
  await openTable(page);
  await startGame(page, ['human', 'human'], '5');
  // seed 5: player 1 is the governor and picks first
  await expect(T(page).getByTestId('handoff')).toBeVisible();
  await expect(T(page).getByTestId('hand')).toHaveCount(0);
  await T(page).getByTestId('handoff-ready').click();
  const hand = T(page).getByTestId('hand');
  await expect(hand).toContainText('Player A');
  await expect(T(page).locator('[data-testid^="open-hand-"]')).toHaveCount(0);
  await T(page).getByTestId('role-prospector').click();
  // the prospector's privilege drew a card for player 1; player 2 passes nothing, so the next pick is player 2's
  await expect(T(page).getByTestId('handoff')).toBeVisible();
  await expect(T(page).getByTestId('hand')).toHaveCount(0);
  await T(page).getByTestId('handoff-ready').click();
  await expect(T(page).getByTestId('hand')).toContainText('Player B');
  await expect(T(page).getByTestId('role-prospector')).toContainText('taken by player A');
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

  // a link whose move is illegal is refused too
  await page.goto(`${CHAPTER}?game=1.WyJzYW4tanVhbiIsMywxLHt9LFt7InR5cGUiOiJwaWNrUm9sZSIsInNlYXQiOjIsInJvbGUiOiJub2JvZHkifV1d~hss#free-play-table`);
  const t2 = T(page);
  await t2.scrollIntoViewIfNeeded();
  await expect(t2.getByTestId('error').locator('[lang="en"]')).toContainText('share link');
  await expect(t2.getByTestId('error').locator('[lang="zh-Hant"]')).toContainText('分享連結');
  await expect(t2.getByTestId('setup-form')).toBeVisible();
});

test('axe finds no serious or critical violation with the islands hydrated and a game on the table', async ({ page }) => {
  await openTable(page, `${CHAPTER}?mode=both#free-play-table`);
  await startGame(page, ['human', 'strong', 'easy'], '2');
  await expect(T(page).getByTestId('controls')).toHaveAttribute('data-phase', 'pickRole');
  const ex = page.getByTestId('example-builder-smithy-quarry-library');
  await ex.scrollIntoViewIfNeeded();
  await expect(ex.getByTestId('seat-panel')).toBeVisible();
  await page.getByTestId('phase-diagram-standalone').scrollIntoViewIfNeeded();
  const results = await new AxeBuilder({ page }).include('#free-play-table').include('#ex-builder-smithy-quarry-library').include('[data-testid="phase-diagram-standalone"]').analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`)).toEqual([]);
});

test('take over from an example: the reader plays on against bots, asks a hint and takes a pick back', async ({ page }) => {
  await page.goto(`${CHAPTER}#ex-builder-smithy-quarry-library-6`);
  const ex = page.getByTestId('example-builder-smithy-quarry-library');
  await ex.scrollIntoViewIfNeeded();
  await expect(ex).toHaveAttribute('data-step', '6');
  // after the example's last step May (player 2) picks the next role
  await ex.getByTestId('take-over').click();
  const table = page.getByTestId('table').filter({ hasText: 'Taken over from here' });
  const controls = table.getByTestId('controls');
  await expect(controls).toHaveAttribute('data-phase', 'pickRole');
  await expect(table.getByTestId('hand')).toContainText('Player B');
  await expect(table.locator('[data-testid^="open-hand-"]')).toHaveCount(0);
  await expect(table.getByTestId('role-builder')).toContainText('taken by player A');

  await table.getByTestId('hint').click();
  await expect(table.getByTestId('info').filter({ hasText: 'Hint:' })).toBeVisible({ timeout: 30_000 });

  await table.getByTestId('bot-speed-1500').check();
  await table.getByTestId('role-producer').click();
  await expect(table.getByTestId('role-producer')).toContainText('taken by player B');
  const undo = table.getByTestId('undo');
  await expect(undo).toBeEnabled();
  await undo.click();
  await expect(table.getByTestId('info').filter({ hasText: 'taken back' })).toBeVisible();
  await expect(table.getByTestId('role-producer')).toContainText('free');
  await expect(controls).toHaveAttribute('data-phase', 'pickRole');
});
