/**
 * Print = a handout. A chapter page carries no printed boards: its worked examples' key steps and
 * its answer key are one file per chapter (/print/<chapter>/), loaded into the page's empty
 * placeholders only when it is printed — by the browser's own command (`beforeprint`, as
 * `page.pdf()` fires it) or by "Print handout" (which says it is preparing, then opens the dialog).
 * Printed, each chapter fits 16 A4 pages and 4 MB in its locale's reading mode and is complete;
 * every worked example appears as its key steps with narration, each prediction as a numbered
 * question with its choices and without its answer, and the answer key lists every question with
 * the engine's answer; no text on a printed board is smaller than 8 pt; no form, button or island
 * is on paper. When the printed parts cannot be loaded, each placeholder prints a message saying
 * so, and nothing breaks. Each game's player aid prints on exactly one page in 中文, English and
 * 對照, and is reached from its chapter.
 */
import { test, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { readFileSync } from 'node:fs';
import { pdfPages } from '../../scripts/bench/pdf.mjs';
import { printComplete } from '../../scripts/bench/print.mjs';
import type { Bilingual, Game } from '../../engine/core/contract';
import type { Example } from '../../engine/core/example';
import { santiago } from '../../engine/santiago/game';
import { santiagoExamples } from '../../engine/santiago/examples';
import { sanJuan } from '../../engine/san-juan/game';
import { sanJuanExamples } from '../../engine/san-juan/examples';
import { diceTown } from '../../engine/dice-town/game';
import { diceTownExamples } from '../../engine/dice-town/examples';
import { puertoRico } from '../../engine/puerto-rico/game';
import { puertoRicoExamples } from '../../engine/puerto-rico/examples';
import { genoa } from '../../engine/genoa/game';
import { genoaExamples } from '../../engine/genoa/examples';
import { printedExample, type PrintedExample } from '../../src/components/print/key-steps';
import { answerKey } from '../../src/components/print/answer-key';
import { exampleIdsOf } from '../../src/components/print/chapter-examples';

const CHAPTERS = ['santiago', 'san-juan', 'dice-town', 'puerto-rico', 'genoa'] as const;
type Chapter = (typeof CHAPTERS)[number];
const LOCALES = [
  { locale: 'zh-hant', mode: 'zh', lang: 'zh' },
  { locale: 'en', mode: 'en', lang: 'en' },
] as const;
const MAX_PAGES = 16;
const MAX_BYTES = 4 * 1024 * 1024;
/** 8 pt in CSS px, as Chromium prints at scale 1. */
const MIN_TEXT_PX = (8 * 96) / 72;
/**
 * What each chapter page weighs without its printed parts: its HTML (the built file) and its
 * elements once loaded at 1280 × 720, each bound a little above what the page holds now. With the
 * printed examples in the page they were 0.82–2.83 MB and 14,000–54,000 elements.
 */
const PAGE_LIMITS: Record<Chapter, { bytes: number; elements: number }> = {
  santiago: { bytes: 700_000, elements: 9_800 },
  'san-juan': { bytes: 580_000, elements: 10_000 },
  'dice-town': { bytes: 550_000, elements: 9_000 },
  'puerto-rico': { bytes: 1_300_000, elements: 22_500 },
  genoa: { bytes: 850_000, elements: 13_500 },
};

const GAMES: Record<Chapter, { game: Game<unknown, unknown, unknown, unknown>; examples: readonly Example<unknown, unknown, unknown>[] }> = {
  santiago: { game: santiago as never, examples: santiagoExamples as never },
  'san-juan': { game: sanJuan as never, examples: sanJuanExamples as never },
  'dice-town': { game: diceTown as never, examples: diceTownExamples as never },
  'puerto-rico': { game: puertoRico as never, examples: puertoRicoExamples as never },
  genoa: { game: genoa as never, examples: genoaExamples as never },
};
/** What the engine says a chapter prints: its examples in the chapter's order, and its answer key. */
function expected(chapter: Chapter) {
  const { game, examples } = GAMES[chapter];
  const printed: PrintedExample<unknown, unknown, unknown, unknown>[] = exampleIdsOf(readFileSync(`content/chapters/${chapter}.mdx`, 'utf8')).map((id) => printedExample(game, examples, id));
  return { printed, key: answerKey(printed) };
}

test.use({ serviceWorkers: 'block' });
test.describe.configure({ timeout: 180_000 });

const squash = (t: string) => t.replace(/[^\p{L}\p{N}]+/gu, '');
const inMode = (t: Bilingual, lang: 'zh' | 'en') => t[lang];
/** A complete print (A4, backgrounds, with an outline), see scripts/bench/print.mjs. */
const printed = (page: Page, mustHold: string[]) => printComplete(page, mustHold) as Promise<{ pdf: Buffer; outline: string[]; complete: boolean }>;

/** The smallest text on any printed board, in CSS px as printed: its font size times every scale above it (SVG: the drawing's own). */
const smallestBoardText = (page: Page) =>
  page.evaluate(() => {
    let least = { px: Infinity, text: '', where: '' };
    for (const board of document.querySelectorAll('.print-board')) {
      const walk = document.createTreeWalker(board, NodeFilter.SHOW_TEXT);
      for (let n = walk.nextNode(); n; n = walk.nextNode()) {
        const el = n.parentElement!;
        if (!n.textContent!.trim() || el.closest('.sr-only')) continue;
        const box = el.getBoundingClientRect();
        if (!box.width || !box.height || !el.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
        let px = parseFloat(getComputedStyle(el).fontSize);
        if (el instanceof SVGGraphicsElement) {
          const m = el.getScreenCTM()!;
          px *= Math.hypot(m.a, m.b);
        } else
          for (let a: Element | null = el; a; a = a.parentElement) {
            const cs = getComputedStyle(a);
            if (cs.transform !== 'none') {
              const m = new DOMMatrix(cs.transform);
              px *= Math.hypot(m.a, m.b);
            }
            px *= parseFloat(cs.zoom) || 1;
          }
        if (px < least.px) least = { px, text: n.textContent!.trim().slice(0, 40), where: el.closest('[data-example]')?.getAttribute('data-example') ?? '' };
      }
    }
    return least;
  });

for (const chapter of CHAPTERS) {
  for (const { locale, mode, lang } of LOCALES) {
    const path = `/${locale}/${chapter}/`;

    test(`${path} on screen holds no printed board, only empty placeholders, and does not download its printed parts`, async ({ page }) => {
      // (it asks for a copy already on the device, which never goes to the network: here there is none)
      const got: string[] = [];
      page.on('response', (r) => got.push(new URL(r.url()).pathname));
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const islands = await page.locator('astro-island [data-testid^="example-"]').count();
      expect(islands).toBeGreaterThanOrEqual(9);
      const slots = page.locator('[data-print-slot]');
      expect(await slots.count()).toBe(islands + 1);
      expect(await slots.evaluateAll((els) => els.filter((e) => e.childNodes.length > 0).length)).toBe(0);
      expect(await page.locator('[data-print-slot="answer-key"]').getAttribute('data-print-parts')).toBe(`/print/${chapter}/`);
      expect(await page.locator('.print-board, [data-testid="print-example"], [data-testid="answer-key"]').count()).toBe(0);
      const elements = await page.evaluate(() => document.getElementsByTagName('*').length);
      const bytes = readFileSync(`dist${path}index.html`).length;
      console.log(`${path}: ${bytes} bytes of HTML, ${elements} elements after load`);
      expect(bytes).toBeLessThanOrEqual(PAGE_LIMITS[chapter].bytes);
      expect(elements).toBeLessThanOrEqual(PAGE_LIMITS[chapter].elements);
      expect(got.filter((p) => p.startsWith('/print/'))).toEqual([]);
    });

    test(`${path} prints complete on at most ${MAX_PAGES} A4 pages and 4 MB, with its answer key`, async ({ page }) => {
      await page.goto(path);
      expect(await page.evaluate(() => document.documentElement.dataset.mode)).toBe(mode);
      await page.emulateMedia({ media: 'print' });
      const headings = await page.locator('.chapter h2').evaluateAll((hs) => hs.map((h) => (h as HTMLElement).innerText.trim()));
      expect(headings.length).toBeGreaterThan(5);
      const key = lang === 'zh' ? '答案' : 'Answer key';
      const ends = [headings[0]!, headings[headings.length - 1]!, key];
      const { pdf, outline } = await printed(page, ends);
      // nothing cut off: the first and the last section and the answer key all made it onto paper
      for (const h of ends) expect(outline).toContain(squash(h));
      const pages = pdfPages(pdf);
      console.log(`${path}: ${pages} A4 pages`);
      expect(pages).toBeGreaterThan(3);
      expect(pages).toBeLessThanOrEqual(MAX_PAGES);
      expect(pdf.length).toBeLessThanOrEqual(MAX_BYTES);
    });

    test(`${path} printed by the browser's command: every example as its key steps, questions without answers, the engine's answer key, boards at 8 pt or more, no control`, async ({ page }) => {
      await page.setViewportSize({ width: 794, height: 1123 });
      await page.goto(path);
      const islands = await page.locator('astro-island [data-testid^="example-"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')!.replace(/^example-/, '')));
      const { printed: want, key } = expected(chapter);
      // the chapter's example tags are its islands, in order
      expect(want.map((p) => p.example.id)).toEqual(islands);
      expect(key.length).toBeGreaterThanOrEqual(1);

      await page.pdf({ format: 'A4' });
      await page.emulateMedia({ media: 'print' });
      for (const control of ['form', 'fieldset', 'select', 'input', 'textarea', 'button', 'astro-island', '[data-testid="controls"]'])
        expect(await page.locator(`${control}:visible`).count(), `${control} on paper`).toBe(0);

      for (const p of want) {
        const id = p.example.id;
        // each example in its own placeholder, right after its island
        const block = page.locator(`[data-print-slot="${id}"] > [data-testid="print-example"][data-example="${id}"]`);
        await expect(block).toBeVisible();
        expect(await block.evaluate((b) => b.parentElement!.previousElementSibling?.tagName)).toBe('ASTRO-ISLAND');
        const steps = block.locator('[data-testid="print-step"]');
        expect(await steps.evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-step')))), id).toEqual(p.steps.map((s) => s.n));
        for (let i = 0; i < p.steps.length; i++) {
          const s = p.steps[i]!;
          const step = steps.nth(i);
          // the game's own board for the position, once
          expect(await step.locator('.print-board').locator('.sg-surface:visible, .sj-surface:visible, .dt-view:visible, .pr-surface:visible, .gn-board:visible').count(), `${id} board`).toBe(1);
          if (s.narration) expect((await step.locator('.print-narration').innerText()).replace(/\s+/g, ' ')).toContain(inMode(s.narration, lang).replace(/\s+/g, ' ').slice(0, 30));
          else expect(await step.locator('.print-narration').count()).toBe(0);
          const question = step.locator('[data-testid="print-question"]');
          if (!s.question) {
            expect(await question.count()).toBe(0);
            continue;
          }
          const entry = key.find((k) => k.example === id && k.question.move === s.question!.move)!;
          const text = (await question.innerText()).replace(/\s+/g, ' ').trim();
          const choices = s.question.choices.map((c) => inMode(c, lang)).join(lang === 'zh' ? '／' : ' / ');
          expect(text).toBe(
            lang === 'zh'
              ? `第 ${entry.number} 題（第 ${s.question.move} 步之前）${inMode(s.question.question, 'zh')}（${choices}）答：`
              : `Question ${entry.number} (before step ${s.question.move}) ${inMode(s.question.question, 'en')} (${choices}) Answer:`,
          );
        }
        // the narration of a move asked about, which states the answer, is not on paper
        for (const k of key.filter((e) => e.example === id)) expect(await block.innerText()).not.toContain(inMode(p.example.steps[k.question.move - 1]!.narration, lang).slice(0, 40));
      }

      // the answer key: last in the chapter, every question by number with the engine's answer
      const answers = page.locator('[data-print-slot="answer-key"] > [data-testid="answer-key"] [data-testid="answer"]');
      await expect(answers.first()).toBeVisible();
      expect(await answers.evaluateAll((els) => els.map((e) => [Number(e.getAttribute('data-question')), e.getAttribute('data-example'), Number(e.getAttribute('data-move')), (e.querySelector(`.lang-${document.documentElement.dataset.mode} .print-answer`) as HTMLElement).innerText]))).toEqual(
        key.map((k) => [k.number, k.example, k.question.move, inMode(k.question.answer, lang)]),
      );
      // nothing of the chapter after it
      expect(
        await page.locator('[data-print-slot="answer-key"]').evaluate((slot) => {
          let next = slot.nextElementSibling;
          while (next?.tagName === 'TEMPLATE') next = next.nextElementSibling;
          return next === null && slot.parentElement!.classList.contains('chapter');
        }),
      ).toBe(true);

      const least = await smallestBoardText(page);
      expect(least.px, `smallest printed board text: "${least.text}" in ${least.where}`).toBeGreaterThanOrEqual(MIN_TEXT_PX);
    });
  }
}

test("Puerto Rico's captain on paper: question without its answer, the key says 6 (and 6 分 in 中文)", async ({ page }) => {
  const { key } = expected('puerto-rico');
  const entry = key.find((k) => k.example === 'captain-four-players')!;
  await page.goto('/en/puerto-rico/');
  await page.pdf({ format: 'A4' });
  await page.emulateMedia({ media: 'print' });
  const block = page.locator('[data-testid="print-example"][data-example="captain-four-players"]');
  await expect(block.locator('[data-testid="print-question"]')).toHaveText(
    `Question ${entry.number} (before step 4) C loads 5 indigo on the 7-hold ship. How many VP does C score? (5 / 6 / 7) Answer:`,
    { useInnerText: true },
  );
  await expect(block.locator('.print-step[data-step="3"] .print-narration')).toContainText('Step 3 of 7');
  await expect(block).not.toContainText('6 VP');
  const answer = page.locator(`[data-testid="answer"][data-question="${entry.number}"]`);
  await expect(answer.locator('.lang-en .print-answer')).toHaveText('6');
  await expect(answer.locator('.lang-en')).toContainText(`Question ${entry.number}: 6 (Captain: a whole four-player shipping phase, step 4 of 7)`);
  await expect(answer.locator('.lang-en')).toHaveText(`Question ${entry.number}: 6 (Captain: a whole four-player shipping phase, step 4 of 7)`, { useInnerText: true });
  await expect(page.locator('[data-testid="answer-key"]')).not.toContainText('Only the 7-hold ship is still empty');
  await page.emulateMedia({ media: 'screen' });
  await page.getByRole('radio', { name: '中文' }).check();
  await page.emulateMedia({ media: 'print' });
  await expect(answer.locator('.lang-zh .print-answer')).toHaveText('6 分');
  await expect(answer.locator('.lang-zh .print-answer')).toBeVisible();
  await expect(answer.locator('.lang-en')).toBeHidden();
});

test('"Print handout" says it is preparing, loads the printed parts, puts them in place, then opens the print dialog', async ({ page }) => {
  let release = () => {};
  const held = new Promise<void>((r) => (release = r));
  await page.route('**/print/puerto-rico/', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/en/puerto-rico/?mode=both');
  await page.evaluate(() => {
    const w = window as unknown as { printed: number[] };
    w.printed = [];
    window.print = () => w.printed.push(document.querySelectorAll('[data-print-slot] > [data-print-part]').length);
  });
  const button = page.getByRole('button', { name: 'Print handout' });
  await button.click();
  // said in the status line, in both languages as the page is in 對照
  const status = page.getByRole('status').filter({ has: page.locator('[data-print-preparing]') });
  await expect(status.locator('.lang-en')).toHaveText('Preparing the handout…');
  await expect(status.locator('.lang-en')).toBeVisible();
  await expect(status.locator('.lang-zh')).toHaveText('正在準備講義……');
  await expect(status.locator('.lang-zh')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { printed: number[] }).printed)).toEqual([]);
  // a second press while it prepares opens no second dialog
  await button.click();
  release();
  const islands = await page.locator('astro-island [data-testid^="example-"]').count();
  await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number[] }).printed)).toEqual([islands + 1]);
  await expect(status).toBeHidden();
  // pressed again: the parts are there, the dialog opens at once
  await button.click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number[] }).printed)).toEqual([islands + 1, islands + 1]);
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('[data-testid="print-example"][data-example="captain-four-players"]')).toBeVisible();
  await expect(page.locator('[data-testid="answer-key"]')).toBeVisible();
});

test('without its printed parts (offline, not saved) a chapter still prints: each placeholder says so, in the reading mode', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.route('**/print/**', (route) => route.abort('internetdisconnected'));
  await page.goto('/en/genoa/');
  const slots = await page.locator('[data-print-slot]').count();
  const pdf = await page.pdf({ format: 'A4' });
  expect(pdfPages(pdf)).toBeGreaterThan(3);
  await page.emulateMedia({ media: 'print' });
  const missing = page.locator('[data-print-slot] > [data-testid="print-missing"]');
  expect(await missing.count()).toBe(slots);
  await expect(missing.first()).toBeVisible();
  await expect(missing.first().locator('.lang-en')).toHaveText('This part of the handout could not be loaded: no network, and not saved on this device yet. Print again once online.');
  await expect(missing.first().locator('.lang-zh')).toBeHidden();
  expect(await page.locator('[data-testid="print-example"]').count()).toBe(0);
  // by the button too: the message, then the dialog
  await page.emulateMedia({ media: 'screen' });
  await page.evaluate(() => {
    const w = window as unknown as { printed: number };
    w.printed = 0;
    window.print = () => w.printed++;
  });
  await page.getByRole('radio', { name: 'Both' }).check();
  await page.getByRole('button', { name: 'Print handout' }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  expect(await missing.count()).toBe(slots);
  await page.emulateMedia({ media: 'print' });
  await expect(missing.first().locator('.lang-zh')).toHaveText('這一部分的列印版沒有載入：沒有網路，也還沒存到這台裝置上。連上網路後再印一次。');
  await expect(missing.first().locator('.lang-en')).toBeVisible();
  // back online, the next print brings the parts
  await page.unroute('**/print/**');
  await page.pdf({ format: 'A4' });
  expect(await missing.count()).toBe(0);
  expect(await page.locator('[data-print-slot] > [data-testid="print-example"]').count()).toBe(slots - 1);
  expect(errors).toEqual([]);
});

test('a player aid prints at once: it has no printed parts to load', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (r) => asked.push(new URL(r.url()).pathname));
  await page.goto('/en/genoa/aid/');
  await page.evaluate(() => {
    const w = window as unknown as { printed: number };
    w.printed = 0;
    window.print = () => w.printed++;
  });
  await page.getByRole('button', { name: 'Print handout' }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  await page.pdf({ format: 'A4' });
  expect(asked.filter((p) => p.startsWith('/print/'))).toEqual([]);
});

for (const chapter of CHAPTERS) {
  for (const { locale, query, name } of [
    { locale: 'zh-hant', query: '', name: '中文' },
    { locale: 'en', query: '', name: 'English' },
    { locale: 'zh-hant', query: '?mode=both', name: '對照' },
  ]) {
    const path = `/${locale}/${chapter}/aid/${query}`;
    test(`${path} (${name}) prints on exactly one A4 page`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('.aid h2').first()).toBeVisible();
      await page.emulateMedia({ media: 'print' });
      const boxes = await page.locator('.aid h2').evaluateAll((hs) => hs.map((h) => (h as HTMLElement).innerText));
      expect(boxes.length).toBeGreaterThanOrEqual(4);
      const { pdf, outline } = await printed(page, boxes);
      // the whole aid is on it: every box heading is in the outline, and it is one page
      for (const b of boxes) expect(outline).toContain(squash(b));
      expect(pdfPages(pdf)).toBe(1);
    });
  }

  test(`the ${chapter} chapter links to its player aid, which links back`, async ({ page }) => {
    await page.goto(`/zh-hant/${chapter}/`);
    await page.locator('.chapter-facts a[href$="/aid/"]').click();
    await expect(page).toHaveURL(new RegExp(`/zh-hant/${chapter}/aid/$`));
    await expect(page.locator('h1')).toContainText('玩家輔助卡');
    await page.locator(`.aid-intro a[href="/zh-hant/${chapter}/"]`).click();
    await expect(page).toHaveURL(new RegExp(`/zh-hant/${chapter}/$`));
  });
}

test('no player aid is wider than a 360 px phone, in any reading mode', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const wide: string[] = [];
  for (const locale of ['zh-hant', 'en'])
    for (const chapter of CHAPTERS)
      for (const mode of ['zh', 'en', 'both']) {
        const path = `/${locale}/${chapter}/aid/?mode=${mode}`;
        await page.goto(path);
        const w = await page.evaluate(() => document.documentElement.scrollWidth);
        if (w > 360) wide.push(`${path}: ${w}px`);
      }
  expect(wide).toEqual([]);
});

for (const path of [
  '/zh-hant/santiago/aid/',
  '/en/santiago/aid/?mode=both',
  '/zh-hant/san-juan/aid/?mode=both',
  '/en/san-juan/aid/',
  '/zh-hant/dice-town/aid/?mode=en',
  '/en/dice-town/aid/?mode=both',
  '/zh-hant/puerto-rico/aid/?mode=both',
  '/en/puerto-rico/aid/',
  '/zh-hant/genoa/aid/?mode=both',
  '/en/genoa/aid/',
]) {
  test(`axe finds no serious or critical violation on the player aid ${path}`, async ({ page }) => {
    await page.goto(path);
    const results = await new AxeBuilder({ page }).analyze();
    const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`)).toEqual([]);
  });
}
