/**
 * Keyboard play: a round of each game played against bots with the keyboard alone (Tab, Shift+Tab,
 * arrows, Enter, Space, digits), every key counted. After "Start the game" the focus is already on
 * the first thing to decide, every board and group of choices is one Tab stop with the arrow keys
 * inside, crossing the Santiago board takes a few arrow presses, and after each move the focus is
 * on the next thing to do (or stays in the game while the bots play). Each move's outcome is read
 * off the table. Then the boards on a 360 px phone: nothing wider than the screen, every tap target
 * 44 px or more.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';

const T = (page: Page) => page.locator('#free-play-table');

/** Every key pressed, counted by name. */
class Keys {
  counts = new Map<string, number>();
  constructor(private page: Page) {}
  async press(key: string, times = 1) {
    for (let i = 0; i < times; i++) {
      this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
      await this.page.keyboard.press(key);
    }
  }
  async type(digits: string) {
    for (const d of digits) await this.press(d);
  }
  n(key: string) {
    return this.counts.get(key) ?? 0;
  }
  get total() {
    return [...this.counts.values()].reduce((a, b) => a + b, 0);
  }
}

interface Focus {
  tag: string;
  testid: string | null;
  inBoard: boolean;
  inSurface: boolean;
  roving: boolean;
  plot: string | null;
  seg: string | null;
  label: string | null;
  phase: string | null;
}

const focusOf = (page: Page): Promise<Focus> =>
  page.evaluate(() => {
    const a = document.activeElement;
    return {
      tag: a?.tagName.toLowerCase() ?? '',
      testid: a?.getAttribute('data-testid') ?? null,
      inBoard: !!a?.closest('[data-testid="board"]'),
      inSurface: !!a?.closest('[data-surface]'),
      roving: !!a?.hasAttribute('data-roving'),
      plot: a?.getAttribute('data-plot') ?? null,
      seg: a?.getAttribute('data-seg') ?? null,
      label: a?.getAttribute('aria-label') ?? null,
      phase: document.querySelector('#free-play-table [data-testid="controls"]')?.getAttribute('data-phase') ?? null,
    };
  });

/** Opens the chapter's table with a fresh storage and sets up the form (this is not play). */
async function setUp(page: Page, chapter: string, seats: string[], seed: string) {
  await page.goto(chapter);
  await page.evaluate(() => localStorage.clear());
  await page.goto(`${chapter}#free-play-table`);
  const t = T(page);
  await t.scrollIntoViewIfNeeded();
  await expect(t).toHaveAttribute('data-ready', '');
  await t.getByTestId('players').selectOption(String(seats.length));
  for (let i = 0; i < seats.length; i++) await t.getByTestId(`seat-kind-${i}`).selectOption(seats[i]!);
  await t.getByTestId('seed').fill(seed);
  await expect(t.getByTestId('seed')).toBeFocused();
}

/** Waits until the focus is on something to decide in the table's controls or board (a local person acts). */
async function waitForTurn(page: Page, until?: () => Promise<boolean>): Promise<'turn' | 'done'> {
  let out: 'turn' | 'done' | null = null;
  await expect
    .poll(
      async () => {
        if (until && (await until())) return (out = 'done');
        const f = await focusOf(page);
        if (f.phase && f.inSurface && (f.roving || f.tag === 'input' || f.tag === 'button')) return (out = 'turn');
        return null;
      },
      { timeout: 60_000, intervals: [100, 200, 300] },
    )
    .not.toBeNull();
  return out!;
}

const roundOf = async (t: Locator) => Number(((await t.getByTestId('round').locator('.lang-en').textContent()) ?? '').match(/Round (\d+)/)?.[1]);

// ---------------------------------------------------------------------------------------------
test('Santiago: a whole round with the keyboard alone', async ({ page }) => {
  test.setTimeout(180_000);
  await setUp(page, '/en/santiago/', ['human', 'strong', 'strong'], '515');
  const t = T(page);
  const keys = new Keys(page);
  // Enter in the form starts the game; the focus is then on the bid amount: no Tab needed
  await keys.press('Enter');
  await expect(t.getByTestId('controls')).toHaveAttribute('data-phase', 'bidding');
  await expect(t.getByTestId('amount')).toBeFocused();
  expect(keys.n('Tab')).toBe(0);
  const startCash = Number(await t.getByTestId('money-0').getAttribute('data-money'));
  let bid = 0;
  const done: string[] = [];

  while ((await waitForTurn(page, async () => (await roundOf(t)) >= 2)) === 'turn') {
    const phase = (await focusOf(page)).phase!;
    const before = { tab: keys.n('Tab'), total: keys.total };
    switch (phase) {
      case 'bidding': {
        await expect(t.getByTestId('amount')).toBeFocused();
        // a bid no other seat has made: every bid must differ
        const taken = new Set<string>();
        for (const s of [1, 2]) taken.add((await t.getByTestId(`bid-${s}`).getAttribute('data-bid')) ?? '');
        bid = [1, 2, 3, 4, 5].find((n) => !taken.has(String(n)) && n <= startCash)!;
        // an empty amount is no bid: the button says why
        await expect(t.getByTestId('bid')).toBeDisabled();
        await expect(t.getByTestId('bid-why')).toBeVisible();
        await keys.type(String(bid));
        await expect(t.getByTestId('bid')).toContainText(`Bid ${bid}`);
        await keys.press('Enter');
        await expect(t.getByTestId('bid-0')).toHaveAttribute('data-bid', String(bid));
        break;
      }
      case 'planting': {
        // the focus is on the revealed plantations; the arrows move between them, Space picks one
        let f = await focusOf(page);
        expect(f.testid).toMatch(/^tile-\d+$/);
        await keys.press('ArrowRight');
        f = await focusOf(page);
        expect(f.testid).toMatch(/^tile-\d+$/);
        const tile = t.getByTestId(f.testid!);
        const planters = Number(((await tile.locator('.sr-only .lang-en').textContent()) ?? '').match(/(\d+) planter/)![1]);
        await keys.press('Space');
        await expect(tile).toHaveAttribute('aria-pressed', 'true');
        // one Tab to the board, whose one Tab stop is a plot the tile may go on
        await keys.press('Tab');
        f = await focusOf(page);
        expect(f.inBoard).toBe(true);
        expect(f.label).toContain('can be chosen');
        // Shift + arrows cross the whole board: column 1 to column 8 in 7 presses
        for (let i = 0; i < 8 && (await focusOf(page)).plot?.split(',')[0] !== '0'; i++) await keys.press('Shift+ArrowLeft');
        expect((await focusOf(page)).plot?.split(',')[0]).toBe('0');
        const crossFrom = keys.n('Shift+ArrowRight');
        for (let i = 0; i < 12 && (await focusOf(page)).plot?.split(',')[0] !== '7'; i++) await keys.press('Shift+ArrowRight');
        expect((await focusOf(page)).plot?.split(',')[0]).toBe('7');
        expect(keys.n('Shift+ArrowRight') - crossFrom).toBe(7);
        // plain arrows keep to the plots the tile may go on
        await keys.press('ArrowLeft');
        f = await focusOf(page);
        expect(f.label).toContain('can be chosen');
        const plot = f.plot!;
        await keys.press('Enter');
        const el = t.locator(`[data-plot="${plot}"]`);
        await expect(el).toHaveAttribute('data-owner', '0');
        // planters on the tile, one fewer for a seat that passed (this one bid)
        await expect(el).toHaveAttribute('data-markers', String(planters));
        break;
      }
      case 'neutralTile': {
        const f = await focusOf(page);
        expect(f.inBoard).toBe(true);
        expect(f.label).toContain('can be chosen');
        await keys.press('Enter');
        const el = t.locator(`[data-plot="${f.plot}"]`);
        await expect(el).toHaveAttribute('data-markers', '0');
        await expect(el).toHaveAttribute('data-crop', /.+/);
        break;
      }
      case 'proposals': {
        // the bids are paid by now
        await expect(t.getByTestId('money-0')).toHaveAttribute('data-money', String(startCash - bid));
        await expect(t.getByTestId('amount')).toBeFocused();
        await keys.type('1');
        // Enter in the amount goes on to the board
        await keys.press('Enter');
        let f = await focusOf(page);
        expect(f.inBoard).toBe(true);
        // canal places: the far left to the far right in a few presses
        for (let i = 0; i < 8 && !/^V0,/.test((await focusOf(page)).seg ?? ''); i++) await keys.press('Shift+ArrowLeft');
        const from = keys.n('Shift+ArrowRight');
        for (let i = 0; i < 12 && !/^V4,/.test((await focusOf(page)).seg ?? ''); i++) await keys.press('Shift+ArrowRight');
        expect((await focusOf(page)).seg).toMatch(/^V4,/);
        expect(keys.n('Shift+ArrowRight') - from).toBeLessThanOrEqual(8);
        await keys.press('Home');
        f = await focusOf(page);
        expect(f.label).toContain('can be chosen');
        await keys.press('Enter');
        await expect(t.getByTestId(`bribe-${f.seg}`)).toBeVisible();
        await expect(t.getByTestId('proposals')).toContainText(`Proposal ${f.seg}`);
        break;
      }
      case 'overseerDecision': {
        const f = await focusOf(page);
        expect(f.inBoard).toBe(true);
        await keys.press('Enter');
        await expect(t.getByTestId(`seg-${f.seg}`)).toHaveAttribute('data-built', '');
        break;
      }
      case 'extraIrrigation': {
        // keep the extra canal: the board first, then Tab to the button
        expect((await focusOf(page)).inBoard).toBe(true);
        await keys.press('Tab');
        await expect(t.getByTestId('move-declineExtra')).toBeFocused();
        await keys.press('Enter');
        await expect(t.getByTestId('seat-0')).toContainText('Extra canal: kept');
        break;
      }
      default:
        throw new Error(`unexpected phase ${phase}`);
    }
    done.push(phase);
    // few Tab presses per decision
    expect(keys.n('Tab') - before.tab).toBeLessThanOrEqual(1);
    // the focus stays in the game after the move
    await expect.poll(async () => (await focusOf(page)).inSurface).toBe(true);
  }
  expect(await roundOf(t)).toBe(2);
  // the human bid, planted and offered a bribe in this round
  expect(done).toEqual(expect.arrayContaining(['bidding', 'planting', 'proposals']));
  expect(keys.total).toBeLessThan(80);
  test.info().annotations.push({ type: 'keys', description: `${done.join(' ')}: ${keys.total} keys, ${keys.n('Tab')} Tab` });
});

// ---------------------------------------------------------------------------------------------
test('San Juan: a whole round with the keyboard alone', async ({ page }) => {
  test.setTimeout(180_000);
  // seed 2: player 1 holds the governor tile and picks first
  await setUp(page, '/en/san-juan/', ['human', 'strong', 'easy'], '2');
  const t = T(page);
  const keys = new Keys(page);
  const count = async (id: string) => Number(await t.getByTestId(id).getAttribute('data-count'));
  await keys.press('Enter');
  await expect(t.getByTestId('controls')).toHaveAttribute('data-phase', 'pickRole');
  // the focus is on the role tiles at once
  await expect.poll(async () => (await focusOf(page)).testid).toMatch(/^role-/);
  expect(keys.n('Tab')).toBe(0);
  const done: string[] = [];

  while ((await waitForTurn(page, async () => (await roundOf(t)) >= 2)) === 'turn') {
    const f = await focusOf(page);
    const phase = f.phase!;
    const before = { tab: keys.n('Tab'), hand: await count('hand-size-0'), buildings: await count('building-count-0'), goods: await count('goods-0'), chapel: await count('chapel-0') };
    switch (phase) {
      case 'pickRole': {
        // arrows between the free roles: the builder
        for (let i = 0; i < 5 && (await focusOf(page)).testid !== 'role-builder'; i++) await keys.press('ArrowRight');
        if ((await focusOf(page)).testid !== 'role-builder') for (let i = 0; i < 5 && (await focusOf(page)).testid !== 'role-builder'; i++) await keys.press('ArrowLeft');
        const role = (await focusOf(page)).testid!;
        expect(role).toMatch(/^role-/);
        await keys.press('Enter');
        await expect(t.getByTestId(role)).toHaveAttribute('data-taken', '');
        break;
      }
      case 'builder': {
        if (f.testid === 'move-pass') {
          // nothing affordable: the focus is on Pass
          await keys.press('Enter');
          break;
        }
        expect(f.testid).toMatch(/^hand-\d+$/);
        await keys.press('ArrowRight');
        const card = (await focusOf(page)).testid!;
        await keys.press('Space');
        await expect(t.getByTestId(card)).toHaveAttribute('aria-pressed', 'true');
        await keys.press('Tab');
        await expect(t.getByTestId('confirm')).toBeFocused();
        await keys.press('Enter');
        await expect.poll(() => count('building-count-0')).toBe(before.buildings + 1);
        break;
      }
      case 'payment': {
        expect(f.testid).toMatch(/^hand-\d+$/);
        await keys.press('Enter');
        await expect.poll(() => count('hand-size-0')).toBe(before.hand - 1);
        break;
      }
      case 'producer':
      case 'trader': {
        expect(f.testid).toMatch(/^building-\d+$/);
        await keys.press('Space');
        await expect(t.getByTestId(f.testid!)).toHaveAttribute('aria-pressed', 'true');
        await keys.press('Tab');
        await expect(t.getByTestId('confirm')).toBeFocused();
        await keys.press('Enter');
        if (phase === 'producer') await expect.poll(() => count('goods-0')).toBe(before.goods + 1);
        else {
          await expect.poll(() => count('goods-0')).toBe(before.goods - 1);
          expect(await count('hand-size-0')).toBeGreaterThan(before.hand);
        }
        break;
      }
      case 'councillor': {
        const n = Number(((await t.getByTestId('turn-prompt').locator('.lang-en').first().textContent()) ?? '').match(/keep (\d+)/)![1]);
        for (let k = 0; k < n; k++) {
          if (k > 0) await keys.press('ArrowRight');
          await keys.press('Space');
        }
        await keys.press('Tab');
        await expect(t.getByTestId('confirm')).toBeFocused();
        await keys.press('Enter');
        await expect.poll(() => count('hand-size-0')).toBe(before.hand + n);
        break;
      }
      case 'goldMine': {
        expect(f.testid).toMatch(/^drawn-\d+$/);
        await keys.press('Enter');
        await expect.poll(() => count('hand-size-0')).toBe(before.hand + 1);
        break;
      }
      case 'chapel': {
        expect(f.testid).toMatch(/^hand-\d+$/);
        await keys.press('Enter');
        await expect.poll(() => count('chapel-0')).toBe(before.chapel + 1);
        break;
      }
      case 'startHand':
      case 'handLimit':
      case 'archive': {
        expect(f.testid).toMatch(/^hand-\d+$/);
        await keys.press('Enter');
        await expect.poll(() => count('hand-size-0')).toBe(before.hand - 1);
        break;
      }
      default:
        throw new Error(`unexpected phase ${phase}`);
    }
    done.push(phase);
    expect(keys.n('Tab') - before.tab).toBeLessThanOrEqual(1);
    await expect.poll(async () => (await focusOf(page)).inSurface).toBe(true);
  }
  expect(await roundOf(t)).toBe(2);
  expect(done).toEqual(expect.arrayContaining(['pickRole', 'builder']));
  expect(keys.total).toBeLessThan(60);
  test.info().annotations.push({ type: 'keys', description: `${done.join(' ')}: ${keys.total} keys, ${keys.n('Tab')} Tab` });
});

// ---------------------------------------------------------------------------------------------
test('Dice Town: a whole round with the keyboard alone', async ({ page }) => {
  test.setTimeout(180_000);
  // seed 7: the human keeps under the cup four times, then keeps a General Store card
  await setUp(page, '/en/dice-town/', ['human', 'strong', 'easy'], '7');
  const t = T(page);
  const keys = new Keys(page);
  const count = async (id: string) => Number(await t.getByTestId(id).getAttribute('data-count'));
  const keptFaces = async () => ((await t.getByTestId('kept-0').getAttribute('data-dice')) ?? '').split(' ').filter(Boolean);
  const kept = async () => (await keptFaces()).length;
  /** Whether the multiset `all` holds every face of `some`. */
  const contains = (all: string[], some: string[]) => {
    const left = all.slice();
    return some.every((f) => {
      const i = left.indexOf(f);
      if (i < 0) return false;
      left.splice(i, 1);
      return true;
    });
  };
  await keys.press('Enter');
  // the focus is on the first die under the cup
  await expect(t.getByTestId('die-0')).toBeFocused();
  expect(keys.n('Tab')).toBe(0);
  const done: string[] = [];
  let first = true;

  while ((await waitForTurn(page, async () => (await roundOf(t)) >= 2)) === 'turn') {
    const f = await focusOf(page);
    const phase = (await t.getByTestId('town-view').getAttribute('data-phase'))!;
    const before = { tab: keys.n('Tab'), money: await count('money-0'), kept: await kept() };
    if (phase === 'dice:keep' && f.testid?.startsWith('die-')) {
      // Space picks a die, the arrows move, Enter keeps: two dice for $1 the first time, then one (free)
      const faces: string[] = [];
      const pick = async () => {
        const id = (await focusOf(page)).testid!;
        faces.push((await t.getByTestId(id).locator('.dt-face').textContent())!);
        await keys.press('Space');
        await expect(t.getByTestId(id)).toHaveAttribute('aria-pressed', 'true');
      };
      await pick();
      if (first) {
        await keys.press('ArrowRight');
        await pick();
        first = false;
      }
      await expect(t.getByTestId('fee')).toContainText(faces.length === 2 ? 'pay $1' : 'free');
      const had = await keptFaces();
      await keys.press('Enter');
      // the cups lift once everyone has chosen: the dice kept are there (with a last roll kept whole
      // at once when someone has all five), unless the round is over already
      await expect.poll(async () => (await roundOf(t)) >= 2 || contains(await keptFaces(), [...had, ...faces]), { timeout: 30_000 }).toBe(true);
      if ((await t.getByTestId('town-view').getAttribute('data-phase'))?.startsWith('dice:')) expect(await count('money-0')).toBe(before.money - (faces.length === 2 ? 1 : 0));
      done.push(`keep${faces.length}`);
    } else if (f.testid === 'keep') {
      // the last roll: every die is kept as it falls
      await keys.press('Enter');
      await expect.poll(async () => (await roundOf(t)) >= 2 || (await kept()) === 5, { timeout: 30_000 }).toBe(true);
      done.push('lastRoll');
    } else {
      // any other decision: the choices are one group, the focus on the first
      expect(f.testid).toMatch(/^choice-/);
      const pending = await t.getByTestId('pending').textContent();
      const lines = () => t.getByTestId('log').locator('li .lang-en').allTextContents();
      const had = (await lines()).length;
      const chosen = (await t.getByTestId(f.testid!).locator('.lang-en').first().textContent())!;
      await keys.press('Enter');
      await expect.poll(async () => (await t.getByTestId('town-view').getAttribute('data-phase')) !== phase || (await t.getByTestId('pending').textContent()) !== pending).toBe(true);
      // the card kept at the General Store: the log says so (the Saloon may take it at once)
      if (phase.endsWith('storeKeep')) {
        expect(chosen).toMatch(/^Keep /);
        expect((await lines()).slice(had)).toContainEqual(expect.stringContaining('keeps one of the cards drawn'));
      }
      done.push(phase);
    }
    expect(keys.n('Tab') - before.tab).toBe(0);
    await expect.poll(async () => (await focusOf(page)).inSurface).toBe(true);
  }
  expect(await roundOf(t)).toBe(2);
  // five dice kept by the end of the dice round: two, then one at a time, or the last roll
  expect(done.filter((d) => d.startsWith('keep')).length).toBeGreaterThanOrEqual(2);
  expect(done).toContain('generalStore:storeKeep');
  expect(keys.total).toBeLessThan(40);
  test.info().annotations.push({ type: 'keys', description: `${done.join(' ')}: ${keys.total} keys, ${keys.n('Tab')} Tab` });
});
