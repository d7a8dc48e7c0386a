/**
 * The classroom surface in a real browser: the presenter view of a worked example fits a projector's
 * screen and answers a clicker's keys; a prediction is asked and answered by the engine; no page is
 * wider than a phone; undo against bots takes back the student's move with the bots' replies; a
 * table with storage denied or full plays on and says saving is off; a share link with an
 * unreadable seat code says so; axe finds nothing serious on any page, nor a duplicate landmark
 * or a skipped heading level.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { hydrateAll } from './page-kit';

const CHAPTERS = ['santiago', 'san-juan', 'dice-town', 'puerto-rico', 'genoa'] as const;
/** Every page of the book: the home pages, each chapter, its glossary and its player aid, and the offline notice. */
const PAGES = [...['zh-hant', 'en'].flatMap((l) => [`/${l}/`, ...CHAPTERS.flatMap((c) => [`/${l}/${c}/`, `/${l}/${c}/glossary/`, `/${l}/${c}/aid/`])]), '/offline/'];

/** One worked example per game, at a step with something on the board. */
const SHOWN: Record<(typeof CHAPTERS)[number], { id: string; step: number }> = {
  santiago: { id: 'field-20', step: 0 },
  'san-juan': { id: 'builder-smithy-quarry-library', step: 1 },
  'dice-town': { id: 'town-hall-hands', step: 0 },
  'puerto-rico': { id: 'captain-four-players', step: 3 },
  genoa: { id: 'promise-large-order', step: 2 },
};

const box = async (l: Locator) => (await l.boundingBox())!;
const within = (inner: { x: number; y: number; width: number; height: number }, outer: { x: number; y: number; width: number; height: number }) =>
  inner.x >= outer.x - 1 && inner.y >= outer.y - 1 && inner.x + inner.width <= outer.x + outer.width + 1 && inner.y + inner.height <= outer.y + outer.height + 1;

test.describe('a table ships its game only when a game is opened', () => {
  for (const chapter of CHAPTERS) {
    test(`${chapter}: every island hydrated, no table code until Start; then the game part arrives and plays`, async ({ page }) => {
      const played: string[] = [];
      page.on('request', (r) => {
        if (/\/_astro\/(?:Play|useTable)\.[\w-]+\.js$/.test(new URL(r.url()).pathname)) played.push(new URL(r.url()).pathname);
      });
      await page.goto(`/en/${chapter}/`);
      await page.evaluate(() => localStorage.clear());
      await page.reload();
      await hydrateAll(page);
      const table = page.locator('#free-play-table');
      // The page scrolls the table into view and the click is dispatched to the button: Playwright's own
      // scroll and click first wait for the element to hold still between two frames, and in two full
      // runs (Puerto Rico's, under the class test's load) that wait went on past the test's limit. This
      // test is about which code loads when, not about the pointer.
      await table.evaluate((el) => el.scrollIntoView({ block: 'start' }));
      await expect(table).toHaveAttribute('data-ready', '');
      expect(played).toEqual([]);
      await table.getByTestId('start').dispatchEvent('click');
      await expect(table.getByTestId('new-game')).toBeVisible();
      expect(played.length).toBeGreaterThan(0);
      // the same section throughout: the anchor a link scrolled to is still the table
      await expect(page.locator('#free-play-table')).toHaveCount(1);
    });
  }
});

test.describe('the presenter view', () => {
  for (const [width, height] of [
    [1366, 768],
    [1920, 1080],
  ] as const) {
    for (const chapter of CHAPTERS) {
      test(`${chapter} at ${width}×${height}: narration, controls and the whole board on one screen, readable type`, async ({ page }) => {
        await page.setViewportSize({ width, height });
        const { id, step } = SHOWN[chapter];
        await page.goto(`/zh-hant/${chapter}/#ex-${id}-${step}`);
        const ex = page.getByTestId(`example-${id}`);
        await ex.scrollIntoViewIfNeeded();
        // the button is drawn before its island hydrates: a click before then does nothing
        await expect(page.locator('astro-island').filter({ has: ex }).last()).not.toHaveAttribute('ssr');
        await expect(ex).toHaveAttribute('data-step', String(step));
        await ex.getByTestId('ex-present').click();
        await expect(ex).toHaveAttribute('data-present', '');
        const screen = { x: 0, y: 0, width, height };
        // the example covers the screen; nothing of the page shows through, nothing needs scrolling
        expect(await box(ex)).toEqual(screen);
        for (const part of ['narration', 'ex-forward', 'ex-back', 'progress', 'phase-strip']) expect(within(await box(ex.getByTestId(part)), screen), part).toBe(true);
        // the whole board: the fitted stage holds its content, and the stage is on the screen
        const stage = ex.locator('.sg-fit');
        const content = ex.locator('.sg-fit-inner');
        expect(within(await box(stage), screen)).toBe(true);
        expect(within(await box(content), await box(stage))).toBe(true);
        expect(Number(await content.getAttribute('data-zoom'))).toBeGreaterThan(0.3);
        // type: ≥ 24 px on a 1080p screen (≥ 20 px on a smaller one), lines of at most 45 characters
        const type = await ex.getByTestId('narration').evaluate((el) => {
          const zh = el.querySelector('.lang-zh')!;
          const size = parseFloat(getComputedStyle(zh).fontSize);
          return { size, perLine: zh.getBoundingClientRect().width / size };
        });
        expect(type.size).toBeGreaterThanOrEqual(height >= 1080 ? 24 : 20);
        expect(type.perLine).toBeLessThanOrEqual(45);
      });
    }
  }

  test('a clicker and the keyboard drive it: → ← Space PageDown PageUp Home End, F, Esc', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto('/en/santiago/#ex-bidding-dabec-0');
    const ex = page.getByTestId('example-bidding-dabec');
    await ex.scrollIntoViewIfNeeded();
    // the button is drawn before its island hydrates: a click before then does nothing
    await expect(page.locator('astro-island').filter({ has: ex }).last()).not.toHaveAttribute('ssr');
    await ex.getByTestId('ex-present').click();
    await expect(ex).toHaveAttribute('data-present', '');
    const step = () => ex.getAttribute('data-step');
    const bar = ex.getByRole('progressbar');
    await page.keyboard.press('ArrowRight');
    await expect(ex).toHaveAttribute('data-step', '1');
    await page.keyboard.press('PageDown');
    await expect(ex).toHaveAttribute('data-step', '2');
    await page.keyboard.press('Space');
    await expect(ex).toHaveAttribute('data-step', '3');
    await expect(bar).toHaveAttribute('aria-valuenow', '3');
    await page.keyboard.press('PageUp');
    await expect(ex).toHaveAttribute('data-step', '2');
    await page.keyboard.press('ArrowLeft');
    await expect(ex).toHaveAttribute('data-step', '1');
    await page.keyboard.press('End');
    await expect(ex).toHaveAttribute('data-step', '10');
    await expect(ex.getByTestId('step-number')).toContainText('Step 10 of 10');
    await page.keyboard.press('Home');
    expect(await step()).toBe('0');
    await page.keyboard.press('f');
    await expect.poll(() => page.evaluate(() => document.fullscreenElement?.getAttribute('data-testid') ?? null)).toBe('example-bidding-dabec');
    await page.evaluate(() => document.exitFullscreen());
    await expect.poll(() => page.evaluate(() => document.fullscreenElement)).toBeNull();
    await page.keyboard.press('Escape');
    await expect(ex).not.toHaveAttribute('data-present', '');
    await expect(ex.getByTestId('ex-present')).toBeFocused();
    // out of the presenter view the page scrolls again and the keys are the page's
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
  });
});

test('projector mode for the prose: large type, lines of at most about 45 characters, no header', async ({ page }) => {
  for (const [width, height, least] of [
    [1920, 1080, 24],
    [1366, 768, 20],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.goto('/zh-hant/santiago/?projector=1#setup');
    const p = page.locator('.chapter .bi-paragraph .lang-zh p').first();
    const m = await p.evaluate((el) => ({ size: parseFloat(getComputedStyle(el).fontSize), width: el.getBoundingClientRect().width }));
    expect(m.size).toBeGreaterThanOrEqual(least);
    expect(m.width / m.size).toBeLessThanOrEqual(46);
    await expect(page.locator('header.header')).toBeHidden();
    await expect(page.locator('.sidebar-pane')).toBeHidden();
  }
});

test.describe('predict, then reveal', () => {
  test('Santiago: the class guesses the overseer, Forward reveals the engine’s answer', async ({ page }) => {
    await page.goto('/en/santiago/#ex-bidding-dabec-4');
    const ex = page.getByTestId('example-bidding-dabec');
    await ex.scrollIntoViewIfNeeded();
    await expect(ex).toHaveAttribute('data-step', '4');
    const ask = ex.getByTestId('predict');
    await expect(ask).toContainText('who becomes the overseer');
    await expect(ex.getByTestId('ex-forward')).toContainText('Reveal');
    await ex.getByTestId('guess-3').click();
    await expect(ex.getByTestId('guess-3')).toHaveAttribute('aria-pressed', 'true');
    await ex.getByTestId('ex-forward').click();
    await expect(ex).toHaveAttribute('data-step', '5');
    const answer = ex.getByTestId('answer');
    await expect(answer.locator('.lang-en')).toHaveText(['Answer', '(your guess: D)']);
    // the answer is the letter the engine gives, the same in both languages
    await expect(answer.locator('.bi-same')).toHaveText('C');
    await expect(ex.getByTestId('predict')).toHaveCount(0);
    // back, guess again, and this time it is right
    await ex.getByTestId('ex-back').click();
    await ex.getByTestId('guess-2').click();
    await ex.getByTestId('ex-forward').click();
    await expect(answer.locator('.lang-en').last()).toHaveText('(you guessed right!)');
  });

  for (const [chapter, id, step, text] of [
    ['san-juan', 'end-scoring-six-cost', 'palace', '11 VP'],
    ['dice-town', 'town-hall-hands', 'Town Hall', 'Player B'],
  ] as const) {
    test(`${chapter}: a prediction about the ${step} is answered by the engine`, async ({ page }) => {
      await page.goto(`/en/${chapter}/#ex-${id}-0`);
      const ex = page.getByTestId(`example-${id}`);
      await ex.scrollIntoViewIfNeeded();
      while (!(await ex.getByTestId('predict').isVisible())) await ex.getByTestId('ex-forward').click();
      await expect(ex.getByTestId('predict')).toContainText(step);
      await ex.getByTestId('ex-forward').click();
      await expect(ex.getByTestId('answer').locator('.lang-en').nth(1)).toHaveText(text);
    });
  }
});

test('no page is wider than a 360 px phone, in any reading mode, with every island shown', async ({ page }) => {
  test.setTimeout(480_000);
  await page.setViewportSize({ width: 360, height: 740 });
  const wide: string[] = [];
  for (const mode of ['zh', 'en', 'both']) {
    for (const path of PAGES) {
      await page.goto(`${path}?mode=${mode}`);
      await hydrateAll(page);
      const w = await page.evaluate(() => document.documentElement.scrollWidth);
      if (w > 360) wide.push(`${path}?mode=${mode}: ${w}px`);
    }
  }
  expect(wide).toEqual([]);
});

test.describe('free play', () => {
  test.beforeEach(async ({ page }) => {
    // the home page, so that opening the chapter afterwards is a whole new page load
    await page.goto('/en/');
    await page.evaluate(() => localStorage.clear());
  });

  async function startSantiago(page: Page, seats: string[], seed = '5') {
    await page.goto('/en/santiago/#free-play-table');
    const table = page.locator('#free-play-table');
    await table.scrollIntoViewIfNeeded();
    await expect(table).toHaveAttribute('data-ready', '');
    await table.getByTestId(`players-${seats.length}`).check();
    for (let i = 0; i < seats.length; i++) await table.getByTestId(`seat-kind-${i}-${seats[i]}`).check();
    await table.getByTestId('seed').fill(seed);
    await table.getByTestId('start').click();
    return table;
  }

  test('undo against bots takes back the student’s bid together with the bots’ replies', async ({ page }) => {
    // seed 6, 4 players: the student (Player A) bids first, the three bots after
    const table = await startSantiago(page, ['human', 'strong', 'easy', 'strong'], '6');
    await table.getByTestId('bot-speed-0').check();
    const log = table.getByTestId('log');
    const amount = table.getByTestId('amount');
    await expect(amount).toBeVisible({ timeout: 30_000 });
    const linesBefore = await log.locator('li').count();
    await amount.fill('3');
    await table.getByTestId('bid').click();
    // the bots answer, until it is the student's turn again (to plant): more than one line after the student's own
    await expect.poll(async () => (await log.locator('li').count()) - linesBefore, { timeout: 30_000 }).toBeGreaterThan(1);
    await expect(table.getByTestId('turn-prompt')).toContainText('Player A', { timeout: 30_000 });
    const undo = table.getByTestId('undo');
    await expect(undo).toBeEnabled();
    const depth = Number(await undo.getAttribute('data-depth'));
    expect(depth).toBeGreaterThan(1);
    await expect(undo).toContainText(`with ${depth - 1} bot move`);
    await undo.click();
    await expect(table.getByTestId('info')).toContainText(`with the ${depth - 1} bot move`);
    // back to the student's decision: the log has only what it had before the bid, and the bid can be made again
    await expect(log.locator('li')).toHaveCount(linesBefore);
    await expect(amount).toBeVisible();
  });

  for (const trouble of ['denied', 'full'] as const) {
    test(`with storage ${trouble}, the table plays on and says once that saving is off`, async ({ page, context }) => {
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await context.addInitScript((kind) => {
        if (kind === 'denied') {
          Object.defineProperty(window, 'localStorage', {
            configurable: true,
            get() {
              throw new DOMException('The operation is insecure.', 'SecurityError');
            },
          });
        } else {
          Storage.prototype.setItem = function () {
            throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
          };
        }
      }, trouble);
      const table = await startSantiago(page, ['human', 'strong', 'strong']);
      await table.getByTestId('bot-speed-0').check();
      await expect(table.getByTestId('amount')).toBeVisible({ timeout: 30_000 });
      await table.getByTestId('amount').fill('2');
      await table.getByTestId('bid').click();
      const off = table.getByTestId('saving-off');
      await expect(off).toHaveCount(1);
      await expect(off.locator('[lang="en"]')).toContainText('Saving is off');
      await expect(off.locator('[lang="zh-Hant"]')).toContainText('存檔已關閉');
      await expect(off.locator('[lang="en"]')).toContainText(trouble === 'full' ? 'storage is full' : 'does not let the page store');
      // play goes on: the bots answer after the student's bid
      await expect(table.getByTestId('log')).toContainText('Player A bids 2 escudos.');
      await expect.poll(() => table.getByTestId('log').locator('li').count()).toBeGreaterThan(3);
      expect(errors).toEqual([]);
    });
  }

  test('a share link with an unreadable seat code opens the game and says how the seats were set', async ({ page }) => {
    const table = await startSantiago(page, ['human', 'strong', 'strong']);
    await table.getByTestId('share').click();
    const link = new URL(await table.getByTestId('share-link').inputValue());
    const [code, seats] = link.searchParams.get('game')!.split('~');
    expect(seats).toBe('hss');
    link.searchParams.set('game', `${code}~hxz`);
    await page.evaluate(() => localStorage.clear());
    await page.goto(link.toString());
    const again = page.locator('#free-play-table');
    await again.scrollIntoViewIfNeeded();
    await expect(again.getByTestId('info').locator('[lang="en"]')).toContainText('The seats in the link ("hxz") cannot be read');
  });

  test('a broken share link says what is wrong once', async ({ page }) => {
    await page.goto('/en/dice-town/?game=1.broken!!#free-play-table');
    const table = page.locator('#free-play-table');
    await table.scrollIntoViewIfNeeded();
    const en = table.getByTestId('error').locator('[lang="en"]');
    await expect(en).toHaveText('The share link is broken or incomplete; no game could be read from it. A fresh table has been set.');
  });
});

test.describe('accessibility of every page', () => {
  test.describe.configure({ timeout: 360_000 });
  for (const path of [...PAGES, '/en/santiago/?mode=both', '/zh-hant/dice-town/?mode=both', '/en/genoa/?mode=both']) {
    test(`axe on ${path}: nothing serious, no duplicate landmark, no skipped heading level`, async ({ page }) => {
      await page.goto(path);
      await hydrateAll(page);
      const results = await new AxeBuilder({ page }).analyze();
      const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical' || v.id === 'landmark-unique' || v.id === 'heading-order');
      expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`)).toEqual([]);
    });
  }
});
