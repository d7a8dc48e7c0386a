/**
 * The game review in Chromium: a finished Puerto Rico game (strong bots, Player A a person) opened
 * from the saved table; Review shows its first decisions within seconds with a progress bar, goes on to
 * the end, marks decisions; "Try it" on the worst one opens the table before that move with Player A
 * to act. The open panel passes axe, and its decision list is one Tab stop moved with the arrow keys.
 * Screenshots of the review at 1366×768, 1920×1080 and 390×844 in test-results/shots/ (to look at, not compared).
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { puertoRico } from '../../engine/puerto-rico/game';
import { puertoRicoBots } from '../../engine/puerto-rico/bots';
import { serializeTable } from '../../src/components/core/table';
import { playMatch } from '../../engine/core/bot-kit';
import type { PuertoRicoMove, PuertoRicoState } from '../../engine/puerto-rico/types';
import type { Bot } from '../../engine/core/bot';
import type { Game } from '../../engine/core/contract';
import { santiago } from '../../engine/santiago/game';
import { santiagoBots } from '../../engine/santiago/bots';
import { sanJuan } from '../../engine/san-juan/game';
import { sanJuanBots } from '../../engine/san-juan/bots';
import { diceTown } from '../../engine/dice-town/game';
import { diceTownBots } from '../../engine/dice-town/bots';
import { genoa } from '../../engine/genoa/game';
import { genoaBots } from '../../engine/genoa/bots';

const SHOTS = 'test-results/shots';

/** A whole 4-player game of strong bots (seed 7001). */
function strongGame() {
  const s = puertoRicoBots.strong;
  const out = playMatch(puertoRico, { players: 4, seed: 7001 }, [s, s, s, s]);
  if (!out.ok) throw new Error(out.error);
  return { game: 'puerto-rico', players: 4, seed: 7001, options: {}, moves: out.moves as PuertoRicoMove[] };
}
const record = strongGame();

/** The state before move `index`. */
function before(index: number): PuertoRicoState {
  const made = puertoRico.setup({ players: 4, seed: 7001 });
  if (!made.ok) throw new Error(made.error.en);
  let s = made.state;
  for (const m of record.moves.slice(0, index)) {
    const r = puertoRico.play(s, m);
    if (!r.ok) throw new Error(r.violation.message.en);
    s = r.state;
  }
  return s;
}

/** Opens the chapter with `moves` of the game saved as its table (a whole game is too long for a share link), Player A a person. */
async function openSaved(page: Page, lang: 'en' | 'zh-hant', mode: 'both' | 'zh' | 'en', moves = record.moves) {
  const saved = serializeTable({ start: { kind: 'record', record: { ...record, moves } }, seats: ['human', 'strong', 'strong', 'strong'], lastSeen: null });
  await page.goto(`/${lang}/puerto-rico/?mode=${mode}#free-play-table`);
  await page.evaluate((text) => localStorage.setItem('lr-table:puerto-rico', text), saved);
  await page.reload();
}

async function openReview(page: Page, lang: 'en' | 'zh-hant', mode: 'both' | 'zh' | 'en') {
  await openSaved(page, lang, mode);
  const table = page.locator('#free-play-table');
  await expect(table.getByTestId('final-score')).toBeVisible({ timeout: 30_000 });
  await table.getByTestId('review-0').click();
  return table.getByTestId('review-panel');
}

test('a finished game reviewed: first decisions within seconds, a progress bar, marks, and Try it on the worst one', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1366, height: 768 });
  const panel = await openReview(page, 'en', 'both');
  const started = Date.now();
  await expect(panel.getByTestId('review-progress-text')).toContainText(/Reviewing decision 1 of/, { timeout: 5_000 });
  const countedAfter = Date.now() - started;
  await expect(panel.getByTestId('review-item').first()).toBeVisible({ timeout: 5_000 });
  const firstAfter = Date.now() - started;
  // still under way: the bar and its words
  await expect(panel.getByTestId('review-progress-bar')).toBeVisible();
  await expect(panel.getByTestId('review-progress-text')).toContainText(/Reviewing decision \d+ of \d+/);
  const total = Number((await panel.getByTestId('review-progress-text').locator('.lang-en').textContent())!.match(/of (\d+)/)![1]);
  expect(total).toBeGreaterThan(20);
  // to the end
  await expect(panel.getByTestId('review-progress')).toHaveAttribute('data-done', '', { timeout: 150_000 });
  await expect(panel.getByTestId('review-progress-text')).toContainText(`All ${total} decisions reviewed.`);
  await expect(panel.getByTestId('review-progress-bar')).toHaveCount(0);
  await expect(panel.getByTestId('review-item')).toHaveCount(total);
  console.log(`review: worker answered with the count after ${countedAfter} ms, first decision shown ${firstAfter} ms after pressing Review; ${total} decisions in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const marks = await panel.getByTestId('review-item').evaluateAll((els) => els.map((e) => e.getAttribute('data-mark')));
  const bad = marks.filter((m) => m !== 'good');
  expect(bad.length).toBeGreaterThan(0);
  // each decision's mark is a symbol and a word, and the chart draws the same marks on its line
  await expect(panel.getByTestId('review-chart').locator('.rv-point')).toHaveCount(total);
  await expect(panel.getByTestId('review-chart').locator('.rv-point-sym')).toHaveCount(bad.length);

  // the worst decision: a blunder, else a mistake, else an inaccuracy
  const worst = (['blunder', 'mistake', 'inaccuracy'] as const).find((m) => marks.includes(m))!;
  const item = panel.locator(`[data-testid="review-item"][data-mark="${worst}"]`).first();
  const index = Number(await item.getAttribute('data-index'));
  await item.click();
  const detail = panel.getByTestId('review-detail');
  await expect(detail).toHaveAttribute('data-index', String(index));
  await expect(detail.getByTestId('review-mark').locator('.lang-en')).toHaveText({ blunder: 'Blunder', mistake: 'Mistake', inaccuracy: 'Inaccuracy' }[worst]);
  // the played move is among the alternatives, the expert's choice first, and why in both languages
  await expect(detail.locator('tr[data-played]')).toHaveCount(1);
  await expect(detail.locator('tbody tr').first()).toContainText('the expert’s choice');
  await expect(detail.getByTestId('review-why').locator('.lang-en')).toContainText('Your move won');
  await expect(detail.getByTestId('review-why').locator('.lang-zh')).toContainText('你走的那一步贏了');
  const state = before(index);
  expect(puertoRico.toAct(state)).toContain(0);
  await detail.getByTestId('review-try').click();
  const table = page.locator('#free-play-table');
  await expect(table.getByTestId('review-panel')).toHaveCount(0);
  await expect(table.getByTestId('final-score')).toHaveCount(0);
  // the table before that move, Player A (a person now) to act
  await expect(table.getByTestId('controls')).toHaveAttribute('data-phase', state.phase);
  await expect(table.getByTestId('controls')).toContainText('Player A');
  await expect(table.getByTestId('seat-0')).toHaveAttribute('data-acting', '');
  await expect(table.locator('.sg-info').filter({ hasText: `Back before move ${index + 1}` })).toBeVisible();
});

test('the open review panel passes axe, and its decision list is one Tab stop moved with the arrow keys; screenshots', async ({ page }) => {
  test.setTimeout(180_000);
  mkdirSync(SHOTS, { recursive: true });
  await page.setViewportSize({ width: 1366, height: 768 });
  const panel = await openReview(page, 'en', 'both');
  await expect(panel.getByTestId('review-progress')).toHaveAttribute('data-done', '', { timeout: 150_000 });
  const results = await new AxeBuilder({ page }).include('[data-testid="review-panel"]').include('[data-testid="review-bar"]').analyze();
  const bad = results.violations.filter((x) => x.impact === 'serious' || x.impact === 'critical');
  expect(bad.map((x) => `${x.id}: ${x.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`)).toEqual([]);

  // keyboard: from the close button, one Tab reaches the list, arrows move within it, the next Tab leaves it
  const items = panel.getByTestId('review-item');
  await expect(items.locator('xpath=self::*[@tabindex="0"]')).toHaveCount(1);
  await panel.getByTestId('review-close').focus();
  await page.keyboard.press('Tab');
  const focused = () => page.evaluate(() => ({ id: document.activeElement?.getAttribute('data-testid'), index: document.activeElement?.getAttribute('data-index') }));
  const first = await items.first().getAttribute('data-index');
  expect(await focused()).toEqual({ id: 'review-item', index: first });
  const ring = await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle);
  expect(ring).toBe('solid');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  const third = await items.nth(2).getAttribute('data-index');
  expect(await focused()).toEqual({ id: 'review-item', index: third });
  await expect(items.nth(2)).toHaveAttribute('aria-selected', 'true');
  await expect(panel.getByTestId('review-detail')).toHaveAttribute('data-index', third!);
  await page.keyboard.press('ArrowUp');
  expect((await focused()).index).toBe(await items.nth(1).getAttribute('data-index'));
  await page.keyboard.press('End');
  expect((await focused()).index).toBe(await items.last().getAttribute('data-index'));
  await page.keyboard.press('Tab');
  expect((await focused()).id).toBe('review-try');
  // a point of the chart clicked picks its decision, and the list's Tab stop follows
  await panel.getByTestId('review-chart').locator('.rv-point').nth(4).click();
  const fifth = await items.nth(4).getAttribute('data-index');
  await expect(panel.getByTestId('review-detail')).toHaveAttribute('data-index', fifth!);
  await expect(items.nth(4)).toHaveAttribute('tabindex', '0');

  // the worst decision selected for the pictures
  const worst = panel.locator('[data-testid="review-item"]:is([data-mark="blunder"], [data-mark="mistake"])').first();
  await worst.click();
  await panel.scrollIntoViewIfNeeded();
  await panel.evaluate((el) => {
    el.scrollIntoView({ block: 'start' });
    window.scrollBy(0, -80);
  });
  await page.screenshot({ path: `${SHOTS}/review-pr-1366.png` });
  await panel.locator('.rv-body').evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await page.screenshot({ path: `${SHOTS}/review-pr-1366-detail.png` });
  for (const [mode, file] of [
    ['zh', 'review-pr-1366-zh.png'],
    ['en', 'review-pr-1366-en.png'],
  ] as const) {
    const p = await openReview(page, mode === 'zh' ? 'zh-hant' : 'en', mode);
    await expect(p.getByTestId('review-progress')).toHaveAttribute('data-done', '', { timeout: 150_000 });
    await p.locator('[data-testid="review-item"]:is([data-mark="blunder"], [data-mark="mistake"])').first().click();
    await p.evaluate((el) => {
      el.scrollIntoView({ block: 'start' });
      window.scrollBy(0, -80);
    });
    await page.screenshot({ path: `${SHOTS}/${file}` });
  }
  await page.setViewportSize({ width: 1920, height: 1080 });
  const wide = await openReview(page, 'en', 'both');
  await expect(wide.getByTestId('review-progress')).toHaveAttribute('data-done', '', { timeout: 150_000 });
  await wide.locator('[data-testid="review-item"]:is([data-mark="blunder"], [data-mark="mistake"])').first().click();
  await wide.evaluate((el) => {
    el.scrollIntoView({ block: 'start' });
    window.scrollBy(0, -80);
  });
  await page.screenshot({ path: `${SHOTS}/review-pr-1920.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  const phone = await openReview(page, 'en', 'both');
  await expect(phone.getByTestId('review-progress')).toHaveAttribute('data-done', '', { timeout: 150_000 });
  await phone.locator('[data-testid="review-item"]:is([data-mark="blunder"], [data-mark="mistake"])').first().click();
  await phone.evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await page.screenshot({ path: `${SHOTS}/review-pr-390.png` });
  await phone.getByTestId('review-detail').evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await page.screenshot({ path: `${SHOTS}/review-pr-390-detail.png` });
});

test('during a game, a person reviews their decisions so far; closing the review cancels it and the table plays on', async ({ page }) => {
  test.setTimeout(120_000);
  // the first 40 moves of the same game: Player A has decided a few times
  const partial = { moves: record.moves.slice(0, 40) };
  await openSaved(page, 'en', 'zh', partial.moves);
  const table = page.locator('#free-play-table');
  await expect(table.getByTestId('review-0')).toBeVisible({ timeout: 30_000 });
  await expect(table.getByTestId('review-0')).toContainText('Review so far: Player A');
  await expect(table.getByTestId('review-1')).toHaveCount(0);
  await table.getByTestId('review-0').click();
  const panel = table.getByTestId('review-panel');
  await expect(panel.getByTestId('review-item').first()).toBeVisible({ timeout: 5_000 });
  await panel.getByTestId('review-close').click();
  await expect(panel).toHaveCount(0);
  await expect(table.getByTestId('controls')).toBeVisible();
});

test.describe('without the service worker (so the worker file can be refused)', () => {
  test.use({ serviceWorkers: 'block' });
  test('a review worker that fails says so in both languages, and the table plays on', async ({ page, context }) => {
    test.setTimeout(120_000);
    await context.route('**/review.worker-*.js', (route) => route.abort());
    await openSaved(page, 'en', 'both', record.moves.slice(0, 40));
    const table = page.locator('#free-play-table');
    await expect(table.getByTestId('review-0')).toBeVisible({ timeout: 30_000 });
    await table.getByTestId('review-0').click();
    const error = table.getByTestId('review-panel').getByTestId('review-error');
    await expect(error).toBeVisible({ timeout: 15_000 });
    await expect(error.locator('.lang-en').first()).toContainText('The review stopped');
    await expect(error.locator('.lang-zh').first()).toContainText('復盤中途停下來了');
    // the game goes on: Player A's turn comes, and the board takes a move
    await table.getByTestId('review-close').click();
    await expect(table.getByTestId('controls')).toBeVisible({ timeout: 30_000 });
    await expect(table.getByTestId('new-game')).toBeEnabled();
  });
});

/** The other four games: their review worker answers, first decision within seconds, from a finished strong-bot game. */
const OTHERS: [string, Game<unknown, { seat: number }, unknown, unknown>, Bot<unknown, { seat: number }>][] = [
  ['santiago', santiago as never, santiagoBots.strong as never],
  ['san-juan', sanJuan as never, sanJuanBots.strong as never],
  ['dice-town', diceTown as never, diceTownBots.strong as never],
  ['genoa', genoa as never, genoaBots.strong as never],
];
for (const [chapter, game, bot] of OTHERS)
  test(`${chapter}: a finished game's review shows its first decisions within seconds`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1920, height: 1080 });
    const out = playMatch(game, { players: 4, seed: 7001 }, [bot, bot, bot, bot]);
    if (!out.ok) throw new Error(out.error);
    const saved = serializeTable({ start: { kind: 'record', record: { game: game.id, players: 4, seed: 7001, options: {}, moves: out.moves } }, seats: ['human', 'strong', 'strong', 'strong'], lastSeen: null });
    await page.goto(`/en/${chapter}/#free-play-table`);
    await page.evaluate(([key, text]) => localStorage.setItem(key!, text!), [`lr-table:${chapter}`, saved]);
    await page.reload();
    const table = page.locator('#free-play-table');
    await expect(table.getByTestId('final-score')).toBeVisible({ timeout: 30_000 });
    await table.getByTestId('review-0').click();
    const panel = table.getByTestId('review-panel');
    await expect(panel.getByTestId('review-item').first()).toBeVisible({ timeout: 8_000 });
    await expect(panel.getByTestId('review-progress-text')).toContainText(/decision/);
    await expect(panel.getByTestId('review-detail').getByTestId('review-why').locator('.lang-en')).toContainText('playouts');
    mkdirSync(SHOTS, { recursive: true });
    await panel.evaluate((el) => {
      el.scrollIntoView({ block: 'start' });
      window.scrollBy(0, -80);
    });
    await page.screenshot({ path: `${SHOTS}/review-${chapter}-1920.png` });
    await panel.getByTestId('review-close').click();
    await expect(panel).toHaveCount(0);
  });
