/**
 * The Dice Town islands in a real browser against the built book: a worked example where the
 * reader keeps dice under the cup with the keyboard, stepped forward and back and opened by deep
 * link; a whole game of bots to the final score table; a reload in the middle of a game; a human
 * keep checked by the engine and a share link replayed; two human seats passing the device with
 * each cup hidden from the other; broken links and saves refused with a bilingual message; the
 * probability table; a game taken over from a worked example at the very position it shows, with
 * the example's own dice still to come, played on against bots.
 */
import { expect, test, type Locator } from '@playwright/test';
import { useFreePlay } from './free-play';

const CHAPTER = '/en/dice-town/';

const { T, openTable, startGame, count } = useFreePlay(CHAPTER);

test('a worked example: the reader keeps three kings with the keys, steps forward and back, and a deep link opens a step', async ({ page }) => {
  await page.goto(`${CHAPTER}#ex-keep-one-then-pay-two-1`);
  const ex = page.getByTestId('example-keep-one-then-pay-two');
  await ex.scrollIntoViewIfNeeded();
  await expect(ex).toHaveAttribute('data-step', '1');
  await expect(ex.getByTestId('your-turn')).toBeVisible();
  const narration = ex.getByTestId('narration').locator('.lang-en');
  const first = await narration.textContent();
  // B has chosen under his cup; A's cup shows K K K 9 J
  await expect(ex.getByTestId('chosen-1')).toBeVisible();
  await expect(ex.getByTestId('cup').locator('[data-face] .dt-face')).toHaveText(['K', 'K', 'K', '9', 'J']);

  // keys 1–3 pick the three kings; a wrong pick first is refused by nothing but the example
  await ex.getByTestId('die-0').focus();
  await page.keyboard.press('1');
  await page.keyboard.press('2');
  await page.keyboard.press('3');
  await expect(ex.getByTestId('die-2')).toHaveAttribute('aria-pressed', 'true');
  await expect(ex.getByTestId('fee')).toContainText('Keep 3 dice: pay $2 to the stagecoach.');
  await ex.getByTestId('keep').click();
  await expect(ex).toHaveAttribute('data-step', '2');
  await expect(ex.getByTestId('info')).toContainText('Right!');
  await expect(ex.getByTestId('kept-0')).toHaveAttribute('data-dice', 'K K K');
  await expect(ex.getByTestId('kept-1')).toHaveAttribute('data-dice', '10');
  await expect(ex.getByTestId('money-0')).toHaveAttribute('data-count', '6');
  await expect(ex.getByTestId('stagecoach')).toHaveAttribute('data-count', '2');
  await expect(ex.getByTestId('phase-current')).toContainText('Keep dice under the cup');

  await ex.getByTestId('ex-back').click();
  await expect(ex).toHaveAttribute('data-step', '1');
  await expect(narration).toHaveText(first!);
  await expect(ex.getByTestId('kept-0')).toHaveAttribute('data-dice', '');
  await ex.getByTestId('ex-restart').click();
  await expect(ex).toHaveAttribute('data-step', '0');
  await expect(ex.getByTestId('chosen-1')).toHaveCount(0);

  // → and ← while the player has focus
  await ex.getByTestId('ex-forward').focus();
  await page.keyboard.press('ArrowRight');
  await expect(ex).toHaveAttribute('data-step', '1');
  await page.keyboard.press('ArrowLeft');
  await expect(ex).toHaveAttribute('data-step', '0');

  // a legal keep that is not the example's: told so, the step stays
  await ex.getByTestId('ex-forward').click();
  await ex.getByTestId('die-3').click();
  await ex.getByTestId('keep').click();
  await expect(ex.getByTestId('info')).toContainText('legal, but the example goes on');
  await expect(ex).toHaveAttribute('data-step', '1');

  // deep link to the last step in a fresh page
  await page.goto(`${CHAPTER}#ex-keep-one-then-pay-two-2`);
  await page.reload();
  const again = page.getByTestId('example-keep-one-then-pay-two');
  await again.scrollIntoViewIfNeeded();
  await expect(again).toHaveAttribute('data-step', '2');
  await expect(again.getByTestId('money-0')).toHaveAttribute('data-count', '6');
});

test('the sheriff settles a tie in an example: the button goes to the sheriff and the nuggets to the winner', async ({ page }) => {
  await page.goto(`${CHAPTER}#ex-gold-mine-majority-tie-0`);
  const ex = page.getByTestId('example-gold-mine-majority-tie');
  await ex.scrollIntoViewIfNeeded();
  await expect(ex.getByTestId('pending')).toContainText('Gold Mine is tied');
  // the page shows the example before its island has hydrated: wait for it before choosing
  await expect(page.locator('astro-island').filter({ has: ex }).last()).not.toHaveAttribute('ssr');
  await ex.getByTestId('choices').getByRole('button', { name: /Rule for Player B/ }).click();
  await expect(ex).toHaveAttribute('data-step', '1');
  await expect(ex.getByTestId('nuggets-1')).toHaveAttribute('data-count', '2');
  await expect(ex.getByTestId('won-goldMine')).toContainText('Player B');
});

test('a game of bots runs to the final score table, line by line', async ({ page }) => {
  // whole games of bots: generous on a busy two-core machine
  test.setTimeout(300_000);
  await openTable(page);
  await startGame(page, ['strong', 'easy', 'strong'], '2024');
  await T(page).getByTestId('bot-speed-0').check();
  const score = T(page).getByTestId('final-score');
  await expect(score).toBeVisible({ timeout: 240_000 });
  for (let s = 0; s < 3; s++) {
    const total = Number(await T(page).getByTestId(`total-${s}`).textContent());
    const points = (await T(page).getByTestId(`score-${s}`).getByTestId('points').allTextContents()).map(Number);
    expect(points).toHaveLength(5);
    expect(points.reduce((a, b) => a + b, 0)).toBe(total);
    // cash counts $2 a point
    const money = await count(page, `money-${s}`);
    expect(points[3]).toBe(Math.floor(money / 2));
  }
  await expect(T(page).locator('[data-testid^="winner-"]').first()).toBeVisible();
  await expect(T(page).getByTestId('phase-current')).toContainText('Game over');
  // the game ended: the mine is empty or the Town Hall row could not be refilled
  const mine = await count(page, 'mine');
  const row = await T(page).getByTestId('row').locator('li').count();
  expect(mine === 0 || row < 3).toBe(true);
  const lines = await T(page).getByTestId('log').locator('li').count();
  expect(lines).toBeGreaterThan(60);
  await expect(T(page).getByTestId('log').locator('li').first()).toContainText('3 players start');
  // the bots said why
  await expect(T(page).getByTestId('bot-reason')).toBeVisible();
});

test('a reload in the middle of a game restores it and play goes on', async ({ page }) => {
  // whole games of bots: generous on a busy two-core machine
  test.setTimeout(300_000);
  await openTable(page);
  await startGame(page, ['easy', 'strong', 'easy', 'strong'], '77');
  await T(page).getByTestId('bot-speed-0').check();
  await expect(T(page).getByTestId('round')).toContainText(/Round [3-9]/, { timeout: 60_000 });
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
  expect(restored[0]).toContain('4 players start');
  await T(page).getByTestId('bot-speed-0').check();
  await expect(T(page).getByTestId('final-score')).toBeVisible({ timeout: 240_000 });
});

test('a human keep is checked by the engine, other cups stay covered, and a share link replays the game', async ({ page, context }) => {
  await openTable(page);
  await startGame(page, ['human', 'strong'], '5');
  const cup = T(page).getByTestId('cup');
  await expect(cup).toBeVisible();
  // the bot's cup is covered: only its count shows
  await expect(T(page).getByTestId('cup-1')).toContainText('5 (covered)');
  await expect(T(page).getByTestId('cup-1').locator('[data-face]')).toHaveCount(0);
  const faces = await cup.locator('[data-face] .dt-face').allTextContents();
  expect(faces).toHaveLength(5);
  // keep the first two dice: $1 to the stagecoach
  await T(page).getByTestId('die-0').focus();
  await page.keyboard.press('1');
  await page.keyboard.press('2');
  await T(page).getByTestId('keep').click();
  // kept dice are shown as the engine orders them: compare as a set of faces
  const pair = (d: string | null) => (d ?? '').split(' ').sort().join(' ');
  const mine = pair(`${faces[0]} ${faces[1]}`);
  await expect.poll(async () => pair(await T(page).getByTestId('kept-0').getAttribute('data-dice')), { timeout: 15_000 }).toBe(mine);
  await expect(T(page).getByTestId('money-0')).toHaveAttribute('data-count', '7');
  await expect(T(page).getByTestId('cup-0')).toHaveAttribute('data-count', '3');

  await T(page).getByTestId('share').click();
  const link = await T(page).getByTestId('share-link').inputValue();
  expect(link).toContain('?game=');
  expect(link).toMatch(/(~|%7E)hs#free-play-table$/);
  const other = await context.newPage();
  await other.goto(link);
  const t2 = other.locator('#free-play-table');
  await t2.scrollIntoViewIfNeeded();
  await expect(t2.getByTestId('info')).toContainText(/Replayed \d+ moves from the share link/);
  expect(pair(await t2.getByTestId('kept-0').getAttribute('data-dice'))).toBe(mine);
  await expect(t2.getByTestId('money-0')).toHaveAttribute('data-count', '7');
  await expect(t2.getByTestId('table-seed').locator('.lang-en')).toHaveText('Seed 5');

  // the same dice again: the first roll is the same
  await T(page).getByTestId('play-again').click();
  await expect(T(page).getByTestId('cup').locator('[data-face] .dt-face')).toHaveText(faces);
  await expect(T(page).getByTestId('money-0')).toHaveAttribute('data-count', '8');
});

test('two human seats pass the device: each keeps under the cup with the other cup covered', async ({ page }) => {
  await openTable(page);
  await startGame(page, ['human', 'human'], '9');
  await expect(T(page).getByTestId('handoff')).toContainText('Player A');
  await expect(T(page).locator('[data-face]')).toHaveCount(0);
  await T(page).getByTestId('handoff-ready').click();
  await expect(T(page).getByTestId('cup-1')).toContainText('covered');
  await T(page).getByTestId('die-0').click();
  await T(page).getByTestId('keep').click();
  await expect(T(page).getByTestId('handoff')).toContainText('Player B');
  await T(page).getByTestId('handoff-ready').click();
  // player 1's choice is made but hidden: no kept dice before the cups lift
  await expect(T(page).getByTestId('chosen-0')).toBeVisible();
  await expect(T(page).getByTestId('cup-0')).toContainText('covered');
  await expect(T(page).getByTestId('kept-0')).toHaveAttribute('data-dice', '');
  await T(page).getByTestId('die-0').click();
  await T(page).getByTestId('keep').click();
  // the cups lift together: both kept one die
  await expect(T(page).getByTestId('kept-0')).toHaveAttribute('data-dice', /^\S+$/);
  await expect(T(page).getByTestId('kept-1')).toHaveAttribute('data-dice', /^\S+$/);
});

test('a broken share link or save gives a bilingual message and a fresh table', async ({ page }) => {
  await page.goto(`${CHAPTER}?game=not-a-game~hs#free-play-table`);
  const t = T(page);
  await t.scrollIntoViewIfNeeded();
  await expect(t).toHaveAttribute('data-ready', '');
  const err = t.getByTestId('error');
  // the link says what is wrong once, and that a fresh table is set
  await expect(err.locator('.lang-en')).toHaveText('The share link is broken or incomplete; no game could be read from it. A fresh table has been set.');
  await expect(err.locator('.lang-zh')).toHaveText('分享連結已損壞或不完整，無法讀出對局。已經擺好一張新的牌桌。');
  await expect(t.getByTestId('setup-form')).toBeVisible();

  await page.evaluate(() => localStorage.setItem('lr-table:dice-town', '{"format":"living-rulebook/table","version":1,"seats":["human"],"start":{}}'));
  await page.reload();
  await openTable(page, page.url());
  await expect(T(page).getByTestId('error').locator('.lang-zh')).toContainText('已經擺好一張新的牌桌');
  await expect(T(page).getByTestId('error').locator('.lang-en')).toContainText('a fresh table has been set');
  await expect(T(page).getByTestId('setup-form')).toBeVisible();
});

test('the probability table gives the exact counts and a repeatable simulation', async ({ page }) => {
  await page.goto(`${CHAPTER}#probability`);
  const p = page.getByTestId('probability');
  await p.scrollIntoViewIfNeeded();
  // the form is drawn before the island hydrates: a seed typed or a click made before then is lost
  await expect(page.locator('astro-island').filter({ has: p }).last()).not.toHaveAttribute('ssr');
  await expect(p.getByTestId('odds-pair')).toHaveAttribute('data-count', '3600');
  await expect(p.getByTestId('odds-five')).toHaveAttribute('data-count', '6');
  await expect(p.getByTestId('odds-straight').getByTestId('percent')).toHaveText('3.09%');
  await p.getByTestId('sim-seed').fill('3');
  await p.getByTestId('simulate').click();
  const once = await p.getByTestId('observed').allTextContents();
  const total = once.map((x) => Number(x.split(' ')[0])).reduce((a, b) => a + b, 0);
  expect(total).toBe(1000);
  await p.getByTestId('simulate').click();
  await expect(p.getByTestId('observed')).toHaveText(once);
});

/** What a town view shows of a position that every seat may see: round, stage, stakes, each seat's money, dice and cards. */
async function position(scope: Locator) {
  const players = await scope.locator('[data-testid^="money-"]').count();
  const seats = [];
  for (let s = 0; s < players; s++) {
    const cup = scope.getByTestId(`cup-${s}`);
    const cards = scope.getByTestId(`cards-${s}`);
    seats.push({
      money: await scope.getByTestId(`money-${s}`).getAttribute('data-count'),
      nuggets: await scope.getByTestId(`nuggets-${s}`).getAttribute('data-count'),
      kept: await scope.getByTestId(`kept-${s}`).getAttribute('data-dice'),
      underCup: (await cup.count()) ? await cup.getAttribute('data-count') : '0',
      chosen: await scope.getByTestId(`chosen-${s}`).count(),
      sheriff: await scope.getByTestId(`sheriff-${s}`).count(),
      store: await cards.getAttribute('data-store'),
      property: await cards.getAttribute('data-property'),
    });
  }
  return {
    round: await scope.getByTestId('round').locator('.lang-en').textContent(),
    phase: await scope.getByTestId('town-view').getAttribute('data-phase'),
    mine: await scope.getByTestId('mine').getAttribute('data-count'),
    stagecoach: await scope.getByTestId('stagecoach').getAttribute('data-count'),
    row: await scope.getByTestId('row').locator('[data-card]').evaluateAll((els) => els.map((e) => e.getAttribute('data-card'))),
    seats,
  };
}

/** Kept dice as a multiset (the order of a keep is the reader's own). */
const sortedKept = (p: Awaited<ReturnType<typeof position>>) => ({ ...p, seats: p.seats.map((s) => ({ ...s, kept: (s.kept ?? '').split(' ').sort().join(' ') })) });

test('take over from an example: the table opens at the position shown, the example’s dice come next, and play goes on', async ({ page }) => {
  // bots think in a worker on a busy two-core machine
  test.setTimeout(180_000);
  await page.goto(`${CHAPTER}#ex-finishing-early-last-roll-2`);
  const ex = page.getByTestId('example-finishing-early-last-roll');
  await ex.scrollIntoViewIfNeeded();
  await expect(ex).toHaveAttribute('data-step', '2');
  await expect(ex.getByTestId('your-turn')).toBeVisible();
  const shown = await position(ex);
  // what the introduction and the first two steps narrate: A has kept K K K and rolls K, A; B has
  // kept 10 10 and chose one more 10 under his 3-dice cup; C chose a Q under his 5-dice cup
  expect(shown).toMatchObject({ round: 'Round 1', phase: 'dice:keep', stagecoach: '3', mine: '30' });
  expect(shown.seats).toEqual([
    { money: '6', nuggets: '0', kept: 'K K K', underCup: '2', chosen: 0, sheriff: 1, store: '0', property: '0' },
    { money: '8', nuggets: '0', kept: '10 10', underCup: '3', chosen: 1, sheriff: 0, store: '0', property: '0' },
    { money: '7', nuggets: '0', kept: '', underCup: '5', chosen: 1, sheriff: 0, store: '0', property: '0' },
  ]);
  await expect(ex.getByTestId('cup').locator('[data-face] .dt-face')).toHaveText(['K', 'A']);

  await expect(ex.getByTestId('take-over')).toContainText('Take over from here (same dice)');
  await ex.getByTestId('take-over').click();
  const table = page.getByTestId('table').filter({ hasText: 'Taken over from here' });
  await expect(table.getByTestId('town-view')).toBeVisible();
  // the very position the example shows, B's and C's hidden choices included
  expect(await position(table)).toEqual(shown);
  await expect(table.getByTestId('phase-current')).toContainText('Keep dice under the cup');
  await expect(table).toContainText('A game taken over from an example cannot be shared as a link.');
  // the reader plays A: A's own cup is shown, the bots' cups stay covered
  await expect(table.getByTestId('cup').locator('[data-face] .dt-face')).toHaveText(['K', 'A']);
  await expect(table.getByTestId('cup-1')).toContainText('3 (covered)');
  await expect(table.getByTestId('cup-2')).toContainText('5 (covered)');

  // A keeps both dice for $1: her five are set, and B and C get the example's last roll
  await table.getByTestId('die-0').click();
  await table.getByTestId('die-1').click();
  await expect(table.getByTestId('fee')).toHaveText(/Keep 2 dice: pay \$1 to the stagecoach\./);
  await table.getByTestId('keep').click();
  await expect(table.getByTestId('town-view')).toHaveAttribute('data-phase', 'goldMine:tie');
  await expect(table.getByTestId('kept-1')).toHaveAttribute('data-dice', '10 10 10 10 9');
  await expect(table.getByTestId('kept-2')).toHaveAttribute('data-dice', 'Q Q Q 9 K');
  await expect(table.getByTestId('money-0')).toHaveAttribute('data-count', '5');
  await expect(table.getByTestId('stagecoach')).toHaveAttribute('data-count', '4');
  await expect(table.getByTestId('pending')).toContainText('Gold Mine is tied');
  // the same move in the example leads to the same position
  await ex.getByTestId('ex-forward').click();
  await expect(ex).toHaveAttribute('data-step', '3');
  expect(sortedKept(await position(table))).toEqual(sortedKept(await position(ex)));

  // the sheriff (the reader) rules for B; the bots then choose under their cups in round 2
  await table.getByTestId('choices').getByRole('button', { name: /Rule for Player B/ }).click();
  await expect(table.getByTestId('round')).toContainText('Round 2');
  await expect(table.getByTestId('won-goldMine')).toContainText('Player B');
  await expect(table.getByTestId('nuggets-1')).toHaveAttribute('data-count', '1');
  await expect(table.getByTestId('money-1')).toHaveAttribute('data-count', '11');
  await expect(table.getByTestId('mine')).toHaveAttribute('data-count', '29');
  await expect(table.getByTestId('stagecoach')).toHaveAttribute('data-count', '0');
  await expect(table.getByTestId('chosen-1')).toBeVisible({ timeout: 60_000 });
  await expect(table.getByTestId('chosen-2')).toBeVisible({ timeout: 60_000 });
  await expect(table.getByTestId('cup').locator('[data-face]')).toHaveCount(5);
  // the reader keeps one die; the cups lift together and the next roll comes
  const first = await table.getByTestId('cup').locator('[data-face] .dt-face').first().textContent();
  await table.getByTestId('die-0').click();
  await table.getByTestId('keep').click();
  await expect(table.getByTestId('kept-0')).toHaveAttribute('data-dice', first!);
  await expect(table.getByTestId('money-0')).toHaveAttribute('data-count', '5');
  await expect(table.getByTestId('cup-0')).toHaveAttribute('data-count', '4');
  await expect(table.getByTestId('log')).toContainText(`Player A keeps ${first}.`);
});
