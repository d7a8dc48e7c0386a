/**
 * The frame with storage that fails, in a real browser: denied (reading localStorage or
 * sessionStorage throws SecurityError, as in a private window or a blocked frame), full (every
 * write throws QuotaExceededError) and absent. No page error, and the page still works: theme,
 * reading mode by the controls and by `?mode=`, projector mode.
 */
import { test, expect, type Page } from '@playwright/test';

const CHAPTER = '/zh-hant/santiago/';

const FAILURES: Record<string, () => void> = {
  denied: () => {
    for (const name of ['localStorage', 'sessionStorage'])
      Object.defineProperty(window, name, {
        configurable: true,
        get() {
          throw new DOMException(`Failed to read the '${name}' property from 'Window': Access is denied for this document.`, 'SecurityError');
        },
      });
  },
  full: () => {
    Storage.prototype.setItem = function () {
      throw new DOMException("Failed to execute 'setItem' on 'Storage': Setting the value exceeded the quota.", 'QuotaExceededError');
    };
  },
  absent: () => {
    for (const name of ['localStorage', 'sessionStorage']) Object.defineProperty(window, name, { configurable: true, value: undefined });
  },
};

const mode = (page: Page) => page.evaluate(() => document.documentElement.dataset.mode);

for (const [name, fail] of Object.entries(FAILURES)) {
  test(`with storage ${name}, the frame raises no error and still works`, async ({ page }) => {
    await page.addInitScript(fail);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.setViewportSize({ width: 1366, height: 768 });

    // the simulated failure is in place
    await page.goto('/zh-hant/');
    const probe = await page.evaluate(() => {
      try {
        localStorage.setItem('probe', '1');
        return 'works';
      } catch (e) {
        return (e as Error).name;
      }
    });
    expect(probe).toBe({ denied: 'SecurityError', full: 'QuotaExceededError', absent: 'TypeError' }[name]);
    await expect(page.locator('html')).toHaveAttribute('data-theme', /^(dark|light)$/);

    await page.goto(CHAPTER);
    expect(await mode(page)).toBe('zh');
    await expect(page.locator('html')).toHaveAttribute('data-theme', /^(dark|light)$/);
    // the theme picker still changes the theme for this page
    await page.locator('starlight-theme-select select').first().selectOption('light');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await page.locator('starlight-theme-select select').first().selectOption('dark');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

    // the reading mode, by the controls and by the address
    await page.getByRole('radio', { name: 'English' }).check();
    expect(await mode(page)).toBe('en');
    await expect(page.locator('.chapter .bi .lang-en').first()).toBeVisible();
    await expect(page.locator('.chapter .bi .lang-zh').first()).toBeHidden();
    expect(new URL(page.url()).searchParams.get('mode')).toBe('en');
    await page.goto(`${CHAPTER}?mode=both`);
    expect(await mode(page)).toBe('both');
    await expect(page.getByRole('radio', { name: '對照' })).toBeChecked();

    // projector mode
    await expect(page.locator('.sidebar-pane')).toBeVisible();
    await page.getByRole('button', { name: '投影模式' }).click();
    await expect(page.getByRole('button', { name: '投影模式' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('.sidebar-pane')).toBeHidden();
    await page.goto(`${CHAPTER}?projector=1&mode=en`);
    await expect(page.locator('.sidebar-pane')).toBeHidden();
    expect(await mode(page)).toBe('en');

    // every island on the page hydrates without an error: the first island still waiting is brought
    // into view until none waits (a quick scroll through the page can pass an island between two
    // frames on a loaded machine, and the page grows as its islands come alive)
    await expect(async () => {
      await page.evaluate(() => document.querySelector('astro-island[ssr]')?.firstElementChild?.scrollIntoView({ block: 'center' }));
      await expect(page.locator('astro-island[ssr]')).toHaveCount(0, { timeout: 1_500 });
    }).toPass({ timeout: 60_000 });
    expect(errors).toEqual([]);
  });
}
