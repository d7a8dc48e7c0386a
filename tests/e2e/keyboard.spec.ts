/**
 * Keyboard play: a round of each game played against bots with the keyboard alone (Tab, Shift+Tab,
 * arrows, Enter, Space, digits), every key counted. After "Start the game" the focus is already on
 * the first thing to decide, every board and group of choices is one Tab stop with the arrow keys
 * inside, crossing the Santiago board takes a few arrow presses, and after each move the focus is
 * on the next thing to do (or stays in the game while the bots play). Each move's outcome is read
 * off the table. Then the boards on a 360 px phone: nothing wider than the screen, every tap target
 * 44 px or more.
 */
import AxeBuilder from '@axe-core/playwright';
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
  await t.getByTestId(`players-${seats.length}`).check();
  for (let i = 0; i < seats.length; i++) await t.getByTestId(`seat-kind-${i}-${seats[i]}`).check();
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

/** Waits until the island holding `scope` has hydrated (Astro drops its `ssr` mark then). */
const hydrated = (page: Page, scope: Locator) => expect(page.locator('astro-island').filter({ has: scope }).last()).not.toHaveAttribute('ssr');

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
        // picking it moves the focus on to the board, no Tab: to the first plot the tile may go on
        await expect.poll(async () => (await focusOf(page)).inBoard).toBe(true);
        f = await focusOf(page);
        expect(f.label).toContain('can be chosen');
        expect(f.plot).toBe(await t.getByTestId('board').locator('.sg-plot.sg-target').first().getAttribute('data-plot'));
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
        // the log is drawn a moment after the board, and its window may have slid: the newest lines are read until the line comes
        await expect.poll(async () => (await lines()).slice(Math.min(had, (await lines()).length - 6)).some((l) => /^Player A\b.*keeps one of the cards drawn/.test(l))).toBe(true);
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

// ---------------------------------------------------------------------------------------------
test('The Traders of Genoa: a whole round with the keyboard alone, an offer built with the arrow keys', async ({ page }) => {
  test.setTimeout(240_000);
  await setUp(page, '/en/genoa/', ['human', 'strong', 'strong'], '3');
  const t = T(page);
  const keys = new Keys(page);
  const round = async () => Number(((await t.getByTestId('round-track').locator('li[data-current]').textContent()) ?? '').match(/\d+/)?.[0]);
  const at = () =>
    page.evaluate(() => {
      const a = document.activeElement;
      return {
        testid: a?.getAttribute('data-testid') ?? null,
        mark: a?.getAttribute('data-mark') ?? null,
        roving: !!a?.hasAttribute('data-roving'),
        inSurface: !!a?.closest('[data-surface]'),
        control: !!a && (a.hasAttribute('data-roving') || a.tagName === 'BUTTON' || a.tagName === 'INPUT'),
        phase: document.querySelector('#free-play-table .gn-board')?.getAttribute('data-phase') ?? null,
        deciding: !!document.querySelector('#free-play-table [data-testid="turn-prompt"]'),
        steps: document.querySelectorAll('#free-play-table .gn-space[data-disc]').length,
      };
    });
  /** Tab (counted) until the focus is on one of `ids`. */
  const tabTo = async (ids: string[]) => {
    for (let i = 0; i < 12; i++) {
      const f = await at();
      if (f.testid && ids.includes(f.testid)) return f.testid;
      await keys.press('Tab');
    }
    throw new Error(`no ${ids.join(' or ')} within 12 Tab presses`);
  };
  // Enter in the form starts the game; the focus is then on the roll: no Tab needed
  await keys.press('Enter');
  await expect(t.getByTestId('roll')).toBeFocused();
  const done: string[] = [];
  let offered = false;
  let movedAt = -1;
  while (true) {
    let f = await at();
    await expect
      .poll(async () => {
        f = await at();
        return (await round()) >= 2 || (f.deciding && f.inSurface && f.control);
      }, { timeout: 60_000, intervals: [100, 200, 300] })
      .toBe(true);
    if ((await round()) >= 2) break;
    switch (f.phase) {
      case 'start':
        await expect(t.getByTestId('roll')).toBeFocused();
        await keys.press('Enter');
        done.push('roll');
        break;
      case 'trader': {
        // the first time the tower may move, the focus is on the city: arrows to a space it can reach, Enter
        if (f.roving && f.mark !== null && movedAt < 0) {
          for (let i = 0; i < 16 && (await at()).mark !== 'reach'; i++) await keys.press('ArrowRight');
          expect((await at()).mark).toBe('reach');
          const steps = f.steps;
          await keys.press('Enter');
          await expect.poll(async () => (await at()).steps).toBeGreaterThan(steps);
          movedAt = steps;
          done.push('move');
        } else {
          done.push(await tabTo(['act-here', 'stop']));
          await keys.press('Enter');
        }
        break;
      }
      case 'bidding':
        if (!offered) {
          // the offer: the target is chosen already (focus on it); Tab past "No offer" to the ducats, ↑ ↑ for 10, Tab on to send it
          expect(f.testid).toMatch(/^target-/);
          await keys.press('Tab', 2);
          await expect(t.getByTestId('gives-ducats-value')).toBeFocused();
          await keys.press('ArrowUp', 2);
          await expect(t.getByTestId('gives-ducats-value')).toHaveAttribute('aria-valuenow', '10');
          await tabTo(['send-offer']);
          await keys.press('Enter');
          await expect(t.getByTestId('log')).toContainText(/Player A offers 10 ducats/);
          offered = true;
          done.push('offer');
        } else {
          await tabTo(['no-offer']);
          await keys.press('Enter');
          done.push('no-offer');
        }
        break;
      case 'action':
        await keys.press('Enter');
        done.push('act');
        break;
      case 'acquisition':
        await tabTo(['pass']);
        await keys.press('Enter');
        done.push('acquisition-pass');
        break;
      case 'counter':
        await tabTo(['refuse']);
        await keys.press('Enter');
        done.push('refuse');
        break;
      default:
        throw new Error(`a turn in phase ${f.phase}`);
    }
    // after each move the focus stays in the game (on the next decision, or the board while the bots play)
    await expect.poll(async () => (await at()).inSurface).toBe(true);
  }
  expect(done[0]).toBe('roll');
  expect(done).toContain('offer');
  expect(done.some((d) => d === 'act-here' || d === 'stop')).toBe(true);
  // passing is one Tab from the targets; the whole round stays within a few keys per decision
  expect(keys.total).toBeLessThan(3 * done.length + 12);
  test.info().annotations.push({ type: 'keys', description: `${done.join(' ')}: ${keys.total} keys, ${keys.n('Tab')} Tab` });
});

// ---------------------------------------------------------------------------------------------
/**
 * What is wrong with the boards in `scope` on this screen: anything of a surface wider than the
 * screen or sticking out of it, and any control or choosable place smaller than 44 px either way
 * (a checkbox counts by its label; places of a zoomed board only where they are shown).
 */
function boardProblems(page: Page, scope: string): Promise<string[]> {
  return page.evaluate((scope) => {
    const out: string[] = [];
    const vw = document.documentElement.clientWidth;
    const name = (el: Element) => `${el.tagName.toLowerCase()}${el.getAttribute('data-testid') ? `[${el.getAttribute('data-testid')}]` : ''}.${[...el.classList].join('.')}`;
    const surfaces = [...document.querySelectorAll(`${scope} [data-surface]`)];
    if (surfaces.length === 0) out.push('no board');
    for (const s of surfaces) {
      if (s.scrollWidth > s.clientWidth + 1) out.push(`${name(s)} scrolls sideways: ${s.scrollWidth} > ${s.clientWidth}`);
      for (const el of [s, ...s.querySelectorAll('*')]) {
        // inside the SVG board (its window clips), or text for screen readers only (clipped to 1 px)
        if ((el.closest('svg') && el.tagName.toLowerCase() !== 'svg') || el.closest('.sr-only')) continue;
        const r = el.getBoundingClientRect();
        if (r.width === 0 && r.height === 0) continue;
        if (r.right > vw + 0.5 || r.left < -0.5) out.push(`${name(el)} "${(el.textContent ?? "").slice(0, 40)}" outside the screen: ${Math.round(r.left)}–${Math.round(r.right)} of ${vw}`);
      }
      const targets = s.querySelectorAll('button:not([disabled]), [role="button"], input, select, [data-roving]');
      for (const el of targets) {
        const svg = el.closest('svg');
        let r = el.getBoundingClientRect();
        if (r.width === 0 && r.height === 0) continue;
        if (svg) {
          const b = svg.getBoundingClientRect();
          // a place outside the zoomed window is not shown
          if (r.right <= b.left + 1 || r.left >= b.right - 1) continue;
          r = new DOMRect(Math.max(r.left, b.left), r.top, Math.min(r.right, b.right) - Math.max(r.left, b.left), r.height);
          // a place cut by the window's edge is still a full place when panned to: measure its height
          if (r.width < 44 && (r.left <= b.left + 1 || r.right >= b.right - 1)) continue;
        }
        const input = el as HTMLInputElement;
        if (el.tagName === 'INPUT' && (input.type === 'checkbox' || input.type === 'radio')) r = (el.closest('label') ?? el).getBoundingClientRect();
        if (r.width < 44 || r.height < 44) out.push(`${name(el)} is ${Math.round(r.width)}×${Math.round(r.height)} px`);
      }
    }
    return out;
  }, scope);
}

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test('the boards fit the screen and every tap target is 44 px or more', async ({ page }) => {
    test.setTimeout(240_000);
    const table = '#free-play-table';

    // Santiago: bidding, then planting (the zoomed board), then the canal proposals
    await setUp(page, '/en/santiago/', ['human', 'strong', 'strong'], '515');
    await page.keyboard.press('Enter');
    await expect(T(page).getByTestId('amount')).toBeFocused();
    expect(await boardProblems(page, table)).toEqual([]);
    const board = T(page).getByTestId('board');
    // the board shows some of its columns, large enough to tap, with buttons for the rest
    await expect(board).toHaveAttribute('data-zoom', /^\d-\d$/);
    await expect(T(page).getByTestId('pan-right')).toBeVisible();
    await page.keyboard.type('1');
    await page.keyboard.press('Enter');
    await expect(T(page).getByTestId('controls')).toHaveAttribute('data-phase', 'planting', { timeout: 30_000 });
    expect(await boardProblems(page, table)).toEqual([]);
    const plot = await board.locator('[data-roving]').first().boundingBox();
    expect(Math.min(plot!.width, plot!.height)).toBeGreaterThanOrEqual(44);
    await T(page).getByTestId('pan-right').click();
    expect(await boardProblems(page, table)).toEqual([]);
    await T(page).getByTestId('zoom').click();
    await expect(board).not.toHaveAttribute('data-zoom');
    await T(page).getByTestId('zoom').click();

    // San Juan: picking a role, then building from the hand
    await setUp(page, '/en/san-juan/', ['human', 'strong', 'easy'], '2');
    await page.keyboard.press('Enter');
    await expect(T(page).getByTestId('controls')).toHaveAttribute('data-phase', 'pickRole');
    expect(await boardProblems(page, table)).toEqual([]);
    await T(page).getByTestId('role-builder').click();
    await expect(T(page).getByTestId('controls')).toHaveAttribute('data-phase', 'builder');
    expect(await boardProblems(page, table)).toEqual([]);

    // Dice Town: the cup, then a General Store card to keep
    await setUp(page, '/en/dice-town/', ['human', 'strong', 'easy'], '7');
    await page.keyboard.press('Enter');
    await expect(T(page).getByTestId('die-0')).toBeFocused();
    expect(await boardProblems(page, table)).toEqual([]);
    for (let i = 0; i < 6 && !(await T(page).getByTestId('choices').isVisible()); i++) {
      await expect(T(page).getByTestId('die-0').or(T(page).getByTestId('choices'))).toBeVisible({ timeout: 30_000 });
      if (await T(page).getByTestId('choices').isVisible()) break;
      await T(page).getByTestId('die-0').click();
      await T(page).getByTestId('keep').click();
    }
    await expect(T(page).getByTestId('choices')).toBeVisible();
    expect(await boardProblems(page, table)).toEqual([]);
  });

  test('the worked examples fit the screen too', async ({ page }) => {
    for (const [chapter, id] of [
      ['/en/santiago/', 'bidding-dabec'],
      ['/en/san-juan/', 'builder-smithy-quarry-library'],
      ['/en/dice-town/', 'keep-one-then-pay-two'],
    ] as const) {
      await page.goto(`${chapter}#ex-${id}-1`);
      const ex = page.getByTestId(`example-${id}`);
      await ex.scrollIntoViewIfNeeded();
      await hydrated(page, ex);
      await expect(ex.locator('[data-surface]')).toBeVisible();
      expect(await boardProblems(page, `[data-testid="example-${id}"]`)).toEqual([]);
    }
  });
});

// ---------------------------------------------------------------------------------------------
test('axe finds no serious or critical issue on the boards while a person plays', async ({ page }) => {
  test.setTimeout(120_000);
  const check = async () => {
    const r = await new AxeBuilder({ page }).include('#free-play-table [data-surface]').analyze();
    return r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`);
  };
  // Santiago in both languages: the board to plant on, one Tab stop of 48 plots
  await setUp(page, '/en/santiago/?mode=both', ['human', 'strong', 'strong'], '515');
  await page.keyboard.press('Enter');
  await expect(T(page).getByTestId('amount')).toBeFocused();
  await page.keyboard.type('3');
  await page.keyboard.press('Enter');
  await expect(T(page).getByTestId('controls')).toHaveAttribute('data-phase', 'planting', { timeout: 30_000 });
  expect(await check()).toEqual([]);
  await expect(T(page).getByTestId('board').locator('[tabindex="0"]')).toHaveCount(1);
  await expect(T(page).getByTestId('board').locator('[tabindex="-1"]')).toHaveCount(47);
  // San Juan: the role tiles; Dice Town: the cup
  await setUp(page, '/en/san-juan/', ['human', 'strong', 'easy'], '2');
  await page.keyboard.press('Enter');
  await expect(T(page).getByTestId('controls')).toHaveAttribute('data-phase', 'pickRole');
  expect(await check()).toEqual([]);
  await setUp(page, '/zh-hant/dice-town/', ['human', 'strong', 'easy'], '7');
  await page.keyboard.press('Enter');
  await expect(T(page).getByTestId('die-0')).toBeFocused();
  expect(await check()).toEqual([]);
});

// ---------------------------------------------------------------------------------------------
test('Santiago: a plantation picked with the keys sends the focus to the board, where the arrows and Enter plant it', async ({ page }) => {
  // black's turn in the example: the two-planter potatoes on (5,2)
  await page.goto('/en/santiago/#ex-planting-passers-2');
  const ex = page.getByTestId('example-planting-passers');
  await ex.scrollIntoViewIfNeeded();
  await expect(ex).toHaveAttribute('data-live', '');
  await expect(ex).toHaveAttribute('data-step', '2');
  await expect(ex.getByTestId('turn-prompt').locator('.lang-en')).toContainText('pick a revealed plantation, then a plot on the board');
  const keys = new Keys(page);
  // the revealed plantations are one Tab stop: the arrows to the potatoes, Space picks them
  await ex.locator('[data-testid^="tile-"][tabindex="0"]').focus();
  for (let i = 0; i < 4 && !((await page.evaluate(() => document.activeElement?.textContent)) ?? '').includes('potatoes'); i++) await keys.press('ArrowRight');
  const tile = ex.getByTestId((await focusOf(page)).testid!);
  await expect(tile).toContainText('potatoes');
  await expect(tile).toBeFocused();
  await keys.press('Space');
  await expect(tile).toHaveAttribute('aria-pressed', 'true');
  // the focus is on the board at once, on the first plot the potatoes may go on
  await expect.poll(async () => (await focusOf(page)).inBoard).toBe(true);
  let f = await focusOf(page);
  expect(f.label).toContain('can be chosen');
  const board = ex.getByTestId('board');
  expect(f.plot).toBe(await board.locator('.sg-plot.sg-target').first().getAttribute('data-plot'));
  expect(keys.n('Tab')).toBe(0);
  // the arrows go from plot to plot, then Enter plants: the example's own move
  const at = () => focusOf(page).then((x) => x.plot?.split(',').map(Number) ?? [-1, -1]);
  for (let i = 0; i < 8 && (await at())[0]! < 5; i++) await keys.press('ArrowRight');
  for (let i = 0; i < 8 && (await at())[0]! > 5; i++) await keys.press('ArrowLeft');
  for (let i = 0; i < 6 && (await at())[1]! < 2; i++) await keys.press('ArrowDown');
  for (let i = 0; i < 6 && (await at())[1]! > 2; i++) await keys.press('ArrowUp');
  f = await focusOf(page);
  expect(f.plot).toBe('5,2');
  await keys.press('Enter');
  await expect(ex).toHaveAttribute('data-step', '3');
  await expect(ex.getByTestId('info')).toContainText('Right!');
  const plot = board.locator('[data-plot="5,2"]');
  await expect(plot).toHaveAttribute('data-owner', '3');
  await expect(plot).toHaveAttribute('data-crop', 'potatoes');
  // a passer: one marker fewer than the two planters
  await expect(plot).toHaveAttribute('data-markers', '1');
  expect(keys.n('Tab')).toBe(0);
});

// ---------------------------------------------------------------------------------------------
test('in a worked example, the reader’s move is made with the keys and the focus goes on to Forward', async ({ page }) => {
  await page.goto('/en/dice-town/#ex-keep-one-then-pay-two-1');
  const ex = page.getByTestId('example-keep-one-then-pay-two');
  await ex.scrollIntoViewIfNeeded();
  await expect(ex).toHaveAttribute('data-step', '1');
  await hydrated(page, ex);
  // the same turn prompt as at the table: whose turn, what to decide
  await expect(ex.getByTestId('turn-prompt').locator('.lang-en')).toContainText('choose the dice to keep under your cup');
  // the reading stays where it is until the reader goes to the cup (nothing took the focus)
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
  await ex.getByTestId('die-0').focus();
  const keys = new Keys(page);
  // the three kings: Space, arrow, Space, arrow, Space; Enter keeps them
  await keys.press('Space');
  await keys.press('ArrowRight');
  await keys.press('Space');
  await keys.press('ArrowRight');
  await keys.press('Space');
  await expect(ex.getByTestId('fee')).toContainText('Keep 3 dice: pay $2 to the stagecoach.');
  await keys.press('Enter');
  await expect(ex).toHaveAttribute('data-step', '2');
  await expect(ex.getByTestId('info')).toContainText('Right!');
  await expect(ex.getByTestId('kept-0')).toHaveAttribute('data-dice', 'K K K');
  // the example's last step: Forward is off, the focus stays in the example's game
  await expect(ex.getByTestId('ex-forward')).toBeDisabled();
  await expect.poll(async () => (await focusOf(page)).inSurface).toBe(true);
  expect(keys.total).toBe(6);

  // San Juan: build the hero from the hand; the next step is the example's, so the focus goes to Forward
  await page.goto('/en/san-juan/#ex-builder-smithy-quarry-library-0');
  const sj = page.getByTestId('example-builder-smithy-quarry-library');
  await sj.scrollIntoViewIfNeeded();
  await hydrated(page, sj);
  await expect(sj.getByTestId('turn-prompt').locator('.lang-en')).toContainText('choose a hand card to build, then Build; or pass');
  await sj.getByTestId('hand').locator('[tabindex="0"]').focus();
  for (let i = 0; i < 6 && !((await page.evaluate(() => document.activeElement?.textContent)) ?? '').includes('Hero'); i++) await keys.press('ArrowRight');
  await keys.press('Space');
  await keys.press('Tab');
  await expect(sj.getByTestId('confirm')).toBeFocused();
  await expect(sj.getByTestId('confirm')).toContainText('Build the Hero, paying 2 cards');
  await keys.press('Enter');
  await expect(sj).toHaveAttribute('data-step', '1');
  await expect(sj.getByTestId('info')).toContainText('Right!');
  await expect(sj.getByTestId('ex-forward')).toBeFocused();
  // and Forward is one key away
  await keys.press('Enter');
  await expect(sj).toHaveAttribute('data-step', '2');
});

// ---------------------------------------------------------------------------------------------
test('the focus is never taken from elsewhere on the page when the bots hand the turn back', async ({ page }) => {
  test.setTimeout(90_000);
  await setUp(page, '/en/santiago/', ['human', 'strong', 'strong'], '515');
  await page.keyboard.press('Enter');
  await expect(T(page).getByTestId('amount')).toBeFocused();
  await page.keyboard.type('3');
  await page.keyboard.press('Enter');
  // the reader goes to read the rules while the bots bid
  const link = page.locator('.sl-markdown-content a[href^="#"]:visible').first();
  await link.focus();
  await expect(link).toBeFocused();
  await expect(T(page).getByTestId('controls')).toHaveAttribute('data-phase', 'planting', { timeout: 30_000 });
  await page.waitForTimeout(500);
  await expect(link).toBeFocused();
  // back in the game, the board's places are one Tab stop away from the plantations
  await T(page).locator('[data-testid^="tile-"][tabindex="0"]').focus();
  await page.keyboard.press('Tab');
  expect((await focusOf(page)).inBoard).toBe(true);
});
