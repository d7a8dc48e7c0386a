/**
 * Class mode in Chromium: the class server (the bundled `npm run class`, started and stopped here on
 * loopback) with a teacher and students in separate browser contexts. Four students play a Dice
 * Town table to the end on their own screens, each seeing only their own cup; the server is killed
 * (kill -9) mid-game and started again, and every device comes back to its seat with no move lost.
 * A worked example presented by the teacher asks the class its question; three students answer
 * and the reveal shows the shares. A student at a Genoa table with bot traders goes offline and
 * comes back, and a reload finds the seat again.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bundleServer } from '../../scripts/class-bundle.mjs';
import { children, freePort, kill, startServer, type Child } from '../../server/process-kit';

test.describe.configure({ mode: 'serial', timeout: 420_000 });

const dist = join(process.cwd(), 'dist');
const data = mkdtempSync(join(tmpdir(), 'lr-class-e2e-'));
let port = 0;
let server: Child;
let base = '';
let teacherCtx: BrowserContext;
let teacher: Page;
let code = '';
const students: { ctx: BrowserContext; page: Page }[] = [];

test.beforeAll(async ({ browser }) => {
  await bundleServer();
  port = await freePort();
  server = await startServer(port, data, [], dist);
  base = `http://127.0.0.1:${port}`;
  teacherCtx = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  teacher = await teacherCtx.newPage();
});

test.afterAll(async () => {
  for (const s of students) await s.ctx.close();
  await teacherCtx?.close();
  for (const c of children) await kill(c);
});

async function student(browser: Browser, name: string, width: number): Promise<Page> {
  const ctx = await browser.newContext({ viewport: { width, height: width < 500 ? 844 : 768 } });
  const page = await ctx.newPage();
  students.push({ ctx, page });
  await page.goto(`${base}/class/?code=${code}`);
  await expect(page.getByTestId('class-code')).toHaveValue(code);
  await page.getByTestId('class-name').fill(name);
  await page.getByTestId('class-join-go').click();
  await expect(page.getByTestId('class-student')).toHaveAttribute('data-status', 'online');
  return page;
}

/** A student's device plays its own seat through the board: keep dice (at least one), take the first choice offered. */
async function autoplay(page: Page, done: () => Promise<boolean>) {
  const T = page.getByTestId('class-table');
  // a control may go away while it is clicked (the table moved on): the next look finds what is there now;
  // a control that stays and cannot be clicked for long is a fault of the page, said with what stood in the way
  let failed = 0;
  let why = '';
  const tryClick = async (target: ReturnType<Page['locator']>) => {
    try {
      await target.click({ timeout: 2000 });
      failed = 0;
    } catch (e) {
      failed++;
      why = String(e).slice(0, 1500);
    }
    if (failed >= 15) {
      await page.screenshot({ path: test.info().outputPath(`stuck-${Date.now()}.png`) });
      throw new Error(`a control stayed and could not be clicked: ${why}`);
    }
  };
  for (let i = 0; i < 3000; i++) {
    if (await done()) return;
    const keep = T.getByTestId('keep');
    if (await keep.isVisible()) {
      // every look is bounded: the cup may close between two looks (the last keep came in), and a wait
      // for a cup that only opens after this device's next choice would stop the whole table
      const label = await keep.textContent({ timeout: 1000 }).catch(() => null);
      if (label === null) continue;
      if (/Keep none/.test(label)) await T.getByTestId('die-0').click({ timeout: 2000 }).catch(() => {});
      await tryClick(keep);
      await page.waitForTimeout(80);
      continue;
    }
    const choice = T.locator('[data-testid^="choice-"]').first();
    if (await choice.isVisible()) {
      await tryClick(choice);
      await page.waitForTimeout(80);
      continue;
    }
    await page.waitForTimeout(100);
  }
  throw new Error('the game did not end');
}

/**
 * Plays every device on until `done`, and fails at once, with each screen saved and what each shows,
 * when no screen changes for a minute (a table that waits for a device that offers nothing to do).
 */
async function playAll(pages: Page[], done: (p: Page) => Promise<boolean>) {
  let finished = false;
  const look = () => Promise.all(pages.map(async (p) => `${await p.getByTestId('class-table').getByTestId('pending').textContent({ timeout: 2000 }).catch(() => '?')} | ${await p.getByTestId('class-table').getByTestId('controls').textContent({ timeout: 2000 }).catch(() => '?')}`));
  const watch = async () => {
    let last = '';
    let since = Date.now();
    while (!finished) {
      await pages[0]!.waitForTimeout(5000);
      const now = (await look()).join('\n');
      if (now !== last) [last, since] = [now, Date.now()];
      else if (Date.now() - since > 60_000 && !finished) {
        for (const [i, p] of pages.entries()) await p.screenshot({ path: test.info().outputPath(`stalled-${i}.png`) });
        throw new Error(`no screen changed for a minute:\n${now}`);
      }
    }
  };
  const play = Promise.all(pages.map((p) => autoplay(p, () => done(p)))).finally(() => (finished = true));
  play.catch(() => {});
  await Promise.race([play, watch()]);
  await play;
}

const logOf = (page: Page) => page.getByTestId('class-table').getByTestId('log').locator('li .lang-en').allTextContents();
const round = async (page: Page) => Number(((await page.getByTestId('class-table').getByTestId('round').textContent({ timeout: 1000 }).catch(() => null)) ?? '').match(/\d+/)?.[0] ?? 0);

test('four students play Dice Town to the end on their own devices, and a kill -9 of the server loses no move', async ({ browser }) => {
  await teacher.goto(`${base}/en/class/teacher/`);
  await teacher.getByTestId('class-open').click();
  await expect(teacher.getByTestId('class-code-shown')).toHaveText(/^[A-Z]{5}$/);
  code = (await teacher.getByTestId('class-code-shown').textContent())!.trim();
  await expect(teacher.locator('img.cl-qr')).toBeVisible();
  await teacher.getByTestId('class-game').selectOption('dice-town');
  await teacher.getByTestId('class-seat-count').selectOption('4');
  await teacher.getByTestId('class-open-table').click();
  await expect(teacher.getByTestId('class-card')).toHaveCount(1);

  const names = ['Ana', 'Bo', 'Chen', 'Dana'];
  const pages: Page[] = [];
  for (const [i, name] of names.entries()) pages.push(await student(browser, name, i % 2 ? 390 : 1366));
  for (const [i, p] of pages.entries()) {
    await p.locator(`[data-testid="class-sit"][data-seat="${i}"]`).click();
    await expect(p.getByTestId('class-table')).toBeVisible();
  }
  await expect(teacher.getByTestId('class-students').locator('li')).toHaveCount(4);

  // each screen shows its own cup and the others covered
  for (const [i, p] of pages.entries()) {
    const T = p.getByTestId('class-table');
    await expect(T.getByTestId('keep')).toBeVisible();
    await expect(T.getByTestId('cup').locator('[data-face]').first()).toBeVisible();
    for (let j = 0; j < 4; j++) if (j !== i) await expect(T.getByTestId(`cup-${j}`).locator('[data-face]')).toHaveCount(0);
  }

  // play on to round 2, then the server dies mid-game
  await playAll(pages, async (p) => (await round(p)) >= 2);
  await Promise.all(pages.map((p) => p.waitForTimeout(500)));
  const before = await Promise.all(pages.map(logOf));
  expect(before[0]!.length).toBeGreaterThan(10);
  await kill(server);
  for (const p of pages) await expect(p.getByTestId('class-student')).toHaveAttribute('data-status', 'offline', { timeout: 20_000 });
  server = await startServer(port, data, [], dist);
  // every device finds its seat again by itself, with every move it had seen
  for (const [i, p] of pages.entries()) {
    await expect(p.getByTestId('class-student')).toHaveAttribute('data-status', 'online', { timeout: 30_000 });
    await expect(p.getByTestId('class-table').locator('.cl-mine')).toContainText(names[i]!);
    const after = await logOf(p);
    expect(after.slice(0, before[i]!.length)).toEqual(before[i]);
  }

  await playAll(pages, (p) => p.getByTestId('class-table').getByTestId('final-score').isVisible());
  for (const p of pages) await expect(p.getByTestId('class-table').locator('[data-testid^="winner-"]').first()).toBeVisible();
  await expect(teacher.getByTestId('class-card-state')).toContainText('won');
});

test('a worked example presented by the teacher asks the class; three students answer and the reveal shows the shares', async () => {
  const three = students.slice(0, 3).map((s) => s.page);
  await teacher.goto(`${base}/en/genoa/#ex-forced-sale-3`);
  const ex = teacher.getByTestId('example-forced-sale');
  await ex.scrollIntoViewIfNeeded();
  await expect(teacher.locator('astro-island').filter({ has: ex }).last()).not.toHaveAttribute('ssr');
  await ex.getByTestId('ex-present').click();
  await expect(ex).toHaveAttribute('data-step', '3');
  for (const p of three) {
    const q = p.getByTestId('class-question');
    await expect(q).toContainText('How many ducats does A have after the deal?');
  }
  await three[0]!.getByTestId('class-answer').nth(2).click(); // 135, right
  await three[1]!.getByTestId('class-answer').nth(2).click();
  await three[2]!.getByTestId('class-answer').nth(0).click(); // 125
  await expect(ex.getByTestId('class-tally')).toContainText('Class: 3 answered');
  await teacher.keyboard.press('ArrowRight');
  await expect(ex).toHaveAttribute('data-step', '4');
  await expect(ex.getByTestId('class-tally')).toContainText('67% (2)');
  await expect(ex.getByTestId('class-tally').locator('.cl-right')).toContainText('135');
  for (const p of three) {
    await expect(p.getByTestId('class-share').nth(2)).toContainText('67% (2)');
    await expect(p.getByTestId('class-question').locator('.cl-right')).toContainText('the right answer');
  }
});

test('a student at a Genoa table with bot traders goes offline and comes back to the same seat; a reload finds it too', async ({ browser }) => {
  await teacher.goto(`${base}/en/class/teacher/`);
  await teacher.getByTestId('class-set-delay').fill('300');
  await teacher.getByTestId('class-set-delay').dispatchEvent('change');
  await teacher.getByTestId('class-game').selectOption('genoa');
  await teacher.getByTestId('class-seat-count').selectOption('3');
  await teacher.getByTestId('class-seat-kind').nth(1).selectOption('strong');
  await teacher.getByTestId('class-seat-kind').nth(2).selectOption('easy');
  await teacher.getByTestId('class-open-table').click();
  await expect(teacher.getByTestId('class-card')).toHaveCount(2);
  const genoa = (await teacher.getByTestId('class-card').nth(1).getAttribute('data-table'))!;
  const eve = await student(browser, 'Eve', 390);
  await eve.locator(`[data-testid="class-sit"][data-table="${genoa}"][data-seat="0"]`).click();
  const T = eve.getByTestId('class-table');
  await expect(T).toHaveAttribute('data-game', 'genoa');
  // the seat button went away: the focus went on into the table, not back to the page's start
  await expect.poll(() => eve.evaluate(() => !!document.activeElement?.closest('[data-testid="class-table"]'))).toBe(true);
  // Eve is the first trader: she rolls on her board, and the bots answer with their offers and say why
  await T.getByTestId('roll').click();
  await expect(T.getByTestId('bot-reason')).toBeVisible({ timeout: 60_000 });
  const ctx = students.at(-1)!.ctx;
  await ctx.setOffline(true);
  await expect(eve.getByTestId('class-student')).toHaveAttribute('data-status', 'offline', { timeout: 30_000 });
  await eve.waitForTimeout(3000);
  await ctx.setOffline(false);
  await expect(eve.getByTestId('class-student')).toHaveAttribute('data-status', 'online', { timeout: 30_000 });
  await expect(T.locator('.cl-mine')).toContainText('Eve');
  await eve.reload();
  await expect(eve.getByTestId('class-student')).toHaveAttribute('data-status', 'online');
  await expect(eve.getByTestId('class-table').locator('.cl-mine')).toContainText('Eve');
  // the teacher sees her online at the Genoa table
  await expect(teacher.locator(`[data-testid="class-card"][data-table="${genoa}"]`)).toContainText('Eve');
});

test('the class pages, a student at a live table and the teacher’s overview, have no serious or critical axe violation', async () => {
  const eve = students.at(-1)!.page;
  for (const page of [eve, teacher]) {
    await page.waitForTimeout(300);
    const results = await new AxeBuilder({ page }).analyze();
    const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`)).toEqual([]);
  }
});
