/**
 * Worked examples as a teacher and a student meet them in the page, in Chromium against the built
 * book: at 1366×768 and 1920×1080, every step of every example, reached by Forward, shows what it
 * lights on screen together with Forward, and Forward keeps its place; the presenter view draws the
 * board's type at 16 px and more and the phase strip at 14 px and more; no word is broken inside its
 * letters on a board, at any width, in any reading mode; a step link lands below what stays on top
 * of the page; "Take over" brings the new table into view with the focus on its first decision; the
 * buttons say the example is not live yet until it is, and then work at the first press.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';

const CHAPTERS = ['santiago', 'san-juan', 'dice-town', 'puerto-rico', 'genoa'] as const;
type Chapter = (typeof CHAPTERS)[number];

/** One worked example per game (the one the presenter checks step through). */
const SHOWN: Record<Chapter, string> = {
  santiago: 'field-20',
  'san-juan': 'builder-smithy-quarry-library',
  'dice-town': 'town-hall-hands',
  'puerto-rico': 'captain-four-players',
  genoa: 'promise-large-order',
};

test.use({ reducedMotion: 'reduce' });
test.describe.configure({ timeout: 600_000 });

const exampleIds = (page: Page) => page.locator('[data-testid^="example-"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')!.replace(/^example-/, '')));

/** Opens an example at a step by its link and waits until it is live. */
async function openAt(page: Page, id: string, step: number) {
  await page.evaluate((h) => (location.hash = h), `#ex-${id}-${step}`);
  const ex = page.getByTestId(`example-${id}`);
  await expect(ex).toHaveAttribute('data-live', '', { timeout: 20_000 });
  await expect(ex).toHaveAttribute('data-step', String(step));
  return ex;
}

/** Waits until the page stops scrolling. */
async function settle(page: Page) {
  let last = -1;
  for (let i = 0; i < 40; i++) {
    const y = await page.evaluate(() => scrollY);
    if (y === last) return;
    last = y;
    await page.waitForTimeout(40);
  }
}

/** What a step lights that is not on screen (below the header, inside the window), as short names. */
const offScreen = (ex: Locator) =>
  ex.evaluate((el) => {
    let top = 0;
    for (const h of document.querySelectorAll<HTMLElement>('header.header, html[data-projector] .reading-controls')) {
      const p = getComputedStyle(h).position;
      if (p === 'fixed' || p === 'sticky') top = Math.max(top, h.getBoundingClientRect().bottom);
    }
    const out: string[] = [];
    for (const m of el.querySelectorAll('.ex-stage [data-hi]')) {
      const r = m.getBoundingClientRect();
      if (r.width === 0 && r.height === 0) continue;
      if (r.top < top - 1 || r.bottom > innerHeight + 1 || r.left < -1 || r.right > innerWidth + 1)
        out.push(`${m.getAttribute('data-testid') ?? m.tagName.toLowerCase()} (${Math.round(r.top)}–${Math.round(r.bottom)})`);
    }
    return out;
  });

for (const [width, height] of [
  [1366, 768],
  [1920, 1080],
] as const) {
  for (const chapter of CHAPTERS) {
    test(`${chapter} at ${width}×${height}: after every Forward what the step lights is on screen with Forward, and Forward keeps its place`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      await page.goto(`/en/${chapter}/`);
      const problems: string[] = [];
      for (const id of await exampleIds(page)) {
        const ex = await openAt(page, id, 0);
        const forward = ex.getByTestId('ex-forward');
        await settle(page);
        const at = (await forward.boundingBox())!;
        for (let step = 1; await forward.isEnabled(); step++) {
          await forward.click();
          await expect(ex).toHaveAttribute('data-step', String(step));
          await settle(page);
          const now = (await forward.boundingBox())!;
          if (Math.abs(now.y - at.y) > 2 || Math.abs(now.x - at.x) > 2) problems.push(`${id} step ${step}: Forward moved from ${Math.round(at.y)} to ${Math.round(now.y)}`);
          if (now.y < 0 || now.y + now.height > height) problems.push(`${id} step ${step}: Forward off screen`);
          const out = await offScreen(ex);
          if (out.length) problems.push(`${id} step ${step}: off screen ${out.join(', ')}`);
        }
      }
      expect(problems).toEqual([]);
    });
  }
}

/** The smallest type drawn in `sel` inside the example: font size times the zoom it is drawn at (SVG: times its scale). */
const smallestType = (ex: Locator, sel: string) =>
  ex.evaluate(
    (el, sel) => {
      let min = Infinity;
      let where = '';
      for (const root of el.querySelectorAll(sel)) {
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
        for (let n = walker.nextNode(); n; n = walker.nextNode()) {
          if (!n.textContent?.trim()) continue;
          const host = n.parentElement as Element;
          const r = host.getBoundingClientRect();
          if (r.width === 0 || r.height === 0 || getComputedStyle(host).visibility === 'hidden') continue;
          if (host.closest('.sr-only, [aria-hidden="true"] .sr-only')) continue;
          const size = parseFloat(getComputedStyle(host).fontSize);
          const scale = host instanceof SVGGraphicsElement ? (host.getScreenCTM()?.a ?? 1) : ((host as HTMLElement & { currentCSSZoom?: number }).currentCSSZoom ?? 1);
          const px = size * scale;
          if (px < min) {
            min = px;
            where = `${host.tagName.toLowerCase()}.${host.getAttribute('class') ?? ''} “${n.textContent.trim().slice(0, 24)}”`;
          }
        }
      }
      return { min: Math.round(min * 10) / 10, where };
    },
    sel,
  );

test.describe('the presenter view at 1366×768: type read from the back of a room', () => {
  for (const chapter of CHAPTERS) {
    test(`${chapter}: at every step of its example, in 中文, English and 對照, the board's type is 16 px or more, the phase strip's 14 px or more`, async ({ page }) => {
      await page.setViewportSize({ width: 1366, height: 768 });
      const problems: string[] = [];
      for (const mode of ['zh', 'en', 'both']) {
      await page.goto(`/zh-hant/${chapter}/?mode=${mode}`);
      const id = SHOWN[chapter];
      const ex = await openAt(page, id, 0);
      await ex.getByTestId('ex-present').click();
      await expect(ex).toHaveAttribute('data-present', '');
      for (let step = 0; ; step++) {
        await expect(ex).toHaveAttribute('data-step', String(step));
        await page.waitForTimeout(100);
        const board = await smallestType(ex, '.ex-stage');
        if (board.min < 16) problems.push(`${mode} step ${step}: board ${board.min} px at ${board.where}`);
        const strip = await smallestType(ex, '[data-testid="phase-strip"]');
        if (strip.min < 14) problems.push(`${mode} step ${step}: phase strip ${strip.min} px at ${strip.where}`);
        if (!(await ex.getByTestId('ex-forward').isEnabled())) break;
        await page.keyboard.press('ArrowRight');
      }
      }
      expect(problems).toEqual([]);
    });
  }
});

/** Words (runs of Latin letters) drawn on more than one line in `sel`. */
const brokenWords = (page: Page, sel: string) =>
  page.evaluate((sel) => {
    const out: string[] = [];
    for (const root of document.querySelectorAll(sel)) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        const host = n.parentElement!;
        if (host.getClientRects().length === 0 || host.closest('.sr-only')) continue;
        const text = n.textContent ?? '';
        for (const m of text.matchAll(/[A-Za-z]{3,}/g)) {
          const range = document.createRange();
          range.setStart(n, m.index!);
          range.setEnd(n, m.index! + m[0].length);
          const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
          if (tops.size > 1) out.push(`“${m[0]}” in ${host.tagName.toLowerCase()}.${host.getAttribute('class') ?? ''}`);
        }
      }
    }
    return [...new Set(out)];
  }, sel);

test.describe('no word is broken inside its letters on a board', () => {
  for (const chapter of CHAPTERS) {
    for (const [width, height] of [
      [390, 844],
      [1366, 768],
    ] as const) {
      test(`${chapter} at ${width} px in 中文, English and 對照: every example's board and the presenter`, async ({ page }) => {
        await page.setViewportSize({ width, height });
        const problems: string[] = [];
        for (const [path, mode] of [
          [`/zh-hant/${chapter}/`, '中文'],
          [`/en/${chapter}/`, 'English'],
          [`/zh-hant/${chapter}/?mode=both`, '對照'],
        ] as const) {
          await page.goto(path);
          for (const id of await exampleIds(page)) {
            await openAt(page, id, 1);
            for (const w of await brokenWords(page, `[data-testid="example-${id}"] .ex-stage`)) problems.push(`${mode} ${id}: ${w}`);
          }
          if (width >= 1366) {
            const ex = await openAt(page, SHOWN[chapter], 1);
            await ex.getByTestId('ex-present').click();
            await expect(ex).toHaveAttribute('data-present', '');
            await page.waitForTimeout(200);
            for (const w of await brokenWords(page, `[data-testid="example-${SHOWN[chapter]}"] .ex-stage`)) problems.push(`${mode} presenter: ${w}`);
            await page.keyboard.press('Escape');
          }
        }
        expect(problems).toEqual([]);
      });
    }
  }
});

test.describe('links, take-over and the first press', () => {
  for (const projector of [false, true]) {
    for (const [width, height] of [
      [1366, 768],
      [390, 844],
    ] as const) {
      test(`a step link lands below what stays on top${projector ? ' in projector mode' : ''} at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height });
        await page.goto('/en/puerto-rico/');
        if (projector) {
          await page.locator('.projector-toggle').first().click();
          await expect(page.locator('html')).toHaveAttribute('data-projector', '');
        }
        await page.goto(`/en/puerto-rico/#ex-${SHOWN['puerto-rico']}-3`);
        const ex = page.getByTestId(`example-${SHOWN['puerto-rico']}`);
        await expect(ex).toHaveAttribute('data-live', '');
        await settle(page);
        const covered = await ex.evaluate((el) => {
          let bottom = 0;
          for (const h of document.querySelectorAll<HTMLElement>('header.header, .reading-controls, mobile-starlight-toc nav')) {
            const p = getComputedStyle(h).position;
            const r = h.getBoundingClientRect();
            if ((p === 'fixed' || p === 'sticky') && r.top <= 1 && r.height > 0) bottom = Math.max(bottom, r.bottom);
          }
          const title = el.querySelector('.ex-title')!.getBoundingClientRect();
          const step = el.querySelector('[data-testid="step-number"]')!.getBoundingClientRect();
          return { bottom, title: title.top, step: step.top };
        });
        expect(covered.title).toBeGreaterThanOrEqual(covered.bottom);
        expect(covered.step).toBeGreaterThanOrEqual(covered.bottom);
      });
    }
  }

  for (const chapter of CHAPTERS) {
    test(`${chapter}: "Take over from here" brings the new table into view, the focus on its first decision`, async ({ page }) => {
      await page.setViewportSize({ width: 1366, height: 768 });
      await page.goto(`/en/${chapter}/`);
      const id = SHOWN[chapter];
      const ex = await openAt(page, id, 0);
      await ex.getByTestId('take-over').click();
      const table = page.getByTestId(`takeover-${id}`);
      await expect(table.getByTestId('table')).toHaveAttribute('data-ready', '', { timeout: 20_000 });
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.closest('[data-testid^="takeover-"]') !== null && document.activeElement !== document.body), { timeout: 10_000 })
        .toBe(true);
      await settle(page);
      const focus = await page.evaluate(() => {
        const r = document.activeElement!.getBoundingClientRect();
        return { top: r.top, bottom: r.bottom, isDecision: document.activeElement!.matches('button, input, select, [tabindex="0"], [data-table-status]') };
      });
      expect(focus.isDecision).toBe(true);
      expect(focus.top).toBeGreaterThanOrEqual(-1);
      expect(focus.bottom).toBeLessThanOrEqual(768 + 1);
    });
  }

  test('before an example is live its buttons are disabled and say so; once live, Present works at the first press', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    // the page as it arrives: scripts held back, so no island is live
    await page.route(/\/_astro\/.*\.js$/, (route) => route.abort());
    await page.goto('/en/santiago/');
    const ex = page.getByTestId('example-bidding-dabec');
    await expect(ex).toHaveAttribute('aria-busy', 'true');
    await expect(ex.getByTestId('ex-present')).toBeDisabled();
    await expect(ex.getByTestId('ex-forward')).toBeDisabled();
    await expect(ex.getByTestId('ex-waiting')).toBeVisible();
    await page.unroute(/\/_astro\/.*\.js$/);
    await page.goto('/en/santiago/#ex-bidding-dabec-0');
    const live = await openAt(page, 'bidding-dabec', 0);
    await live.getByTestId('ex-present').click();
    await expect(live).toHaveAttribute('data-present', '');
  });
});
