/**
 * The Genoa islands in a real browser against the built book: the chapter's map figure without
 * JavaScript; a human bidder builds an offer in the negotiation panel, sees the engine's refusal
 * before sending, and a bot trader accepts the offer; a game card offered, face down on the screen
 * of a seat outside the deal; a whole game of bots to the final score with
 * its ducats chart; a reload in the middle of a game; a share link that replays the game; broken
 * share links refused in both languages; axe on the table mid-negotiation.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator } from '@playwright/test';
import { encodeRecord } from '../../engine/core/record-codec';
import { offerTargets } from '../../engine/genoa/deals';
import { genoa } from '../../engine/genoa/game';
import { isBuilding } from '../../engine/genoa/map';
import { moveTargets, openBuilding } from '../../engine/genoa/rules';
import { offerSeen } from '../../engine/genoa/hidden';
import { cardName, offerText, spaceName } from '../../engine/genoa/text';
import { refusedCounter } from '../../engine/genoa/sentences';
import type { GenoaMove, GenoaState, OfferKind } from '../../engine/genoa/types';
import { useFreePlay } from './free-play';

const CHAPTER = '/en/genoa/';

const { T, openTable, startGame } = useFreePlay(CHAPTER);

/** One move, chosen from the position (null: this position will not do). */
type Step = (s: GenoaState) => GenoaMove | null;

/**
 * The first game of three players, from seed 1 on, that `steps` can be played through (an action
 * bought on the way is taken the first way it can be) to a position `when` accepts: that position
 * and a share link to the table there, with the seats' kinds (h, e or s for each seat).
 */
function position(steps: Step[], when: (s: GenoaState) => boolean = () => true) {
  for (let seed = 1; seed < 500; seed++) {
    const made = genoa.setup({ players: 3, seed, options: {} });
    if (!made.ok) continue;
    let s = made.state;
    const moves: GenoaMove[] = [];
    for (const step of steps) {
      const m = step(s);
      const r = m && genoa.play(s, m);
      if (!r || !r.ok) break;
      s = r.state;
      moves.push(m);
      while (s.phase === 'action') {
        const act = genoa.legalMoves(s)[0]!;
        s = (genoa.play(s, act) as { state: GenoaState }).state;
        moves.push(act);
      }
    }
    if (moves.length < steps.length || !when(s)) continue;
    const code = encodeRecord({ game: 'genoa', players: 3, seed, options: {}, moves });
    return { state: s, link: (seats: string) => `${CHAPTER}?game=${code}~${seats}#free-play-table` };
  }
  throw new Error('no seed gives that position');
}

const roll: Step = (s) => ({ type: 'roll', seat: s.trader });
/** The acting seat offers `ducats` for the first target of a kind it may bid for. */
const bid =
  (ducats: number, kinds: readonly OfferKind[] = ['actHere', 'moveAndAct', 'moveOnly']): Step =>
  (s) => {
    const t = offerTargets(s, s.order[0]!).find((x) => kinds.includes(x.kind));
    return t ? { type: 'offer', seat: s.order[0]!, offer: { target: t.target, kind: t.kind, bidderPays: { ducats }, traderPays: {}, promise: [] } } : null;
  };
const pass: Step = (s) => ({ type: 'noOffer', seat: s.order[0]! });
/** The tower starts on a building whose action is open, next to another building: an offer to act here makes a forced sale. */
const onBuildingNextToOne = (s: GenoaState) => openBuilding(s) !== null && moveTargets(s).some(isBuilding);

test('the city map figure shows every building with what its action gives', async ({ page }) => {
  await page.goto(CHAPTER);
  const map = page.getByTestId('genoa-map');
  await expect(map.locator('[data-space]')).toHaveCount(39);
  await expect(map.locator('[data-space="spices"]')).toContainText('salt + pepper');
  await expect(map.locator('[data-space="cathedral"]')).toContainText('2 ownership markers');
  await expect(map.locator('astro-island')).toHaveCount(0);
});

/**
 * Every run of Latin letters under `root` that is broken over two lines (its rectangles stand on more
 * than one line) or cut off by the edge of its square on the city. Text a screen reader only hears
 * (`.sr-only`) and text not shown in this reading mode are skipped.
 */
async function brokenWords(root: Locator): Promise<string[]> {
  return root.evaluateAll((roots) => {
    const out: string[] = [];
    for (const r of roots) {
      const walk = document.createTreeWalker(r, NodeFilter.SHOW_TEXT);
      for (let n = walk.nextNode(); n; n = walk.nextNode()) {
        const el = n.parentElement!;
        if (el.closest('.sr-only') || !el.checkVisibility()) continue;
        const square = el.closest('.gn-space')?.getBoundingClientRect();
        for (const m of (n.textContent ?? '').matchAll(/\p{Script=Latin}+/gu)) {
          const range = document.createRange();
          range.setStart(n, m.index!);
          range.setEnd(n, m.index! + m[0].length);
          const rects = [...range.getClientRects()].filter((x) => x.width > 0);
          const lines = new Set(rects.map((x) => Math.round(x.top)));
          if (lines.size > 1) out.push(`${m[0]} (broken over ${lines.size} lines in "${n.textContent}")`);
          else if (square && rects.some((x) => x.right > square.right + 0.5 || x.left < square.left - 0.5)) out.push(`${m[0]} (cut off by its square in "${n.textContent}")`);
        }
      }
    }
    return out;
  });
}

const MODES = [
  ['中文', '/zh-hant/genoa/'],
  ['English', '/en/genoa/'],
  ['對照', '/en/genoa/?mode=both'],
] as const;

for (const width of [390, 1366]) {
  test(`no word breaks inside or is cut off on the map, the boards and the seat panels at ${width} px, in all three modes`, async ({ page }) => {
    test.setTimeout(300_000);
    await page.setViewportSize({ width, height: 900 });
    for (const [mode, url] of MODES) {
      await page.goto(url);
      const map = page.getByTestId('genoa-map');
      await map.scrollIntoViewIfNeeded();
      // the building names are there to be measured
      await expect(map.locator('[data-space="restaurant"] .gn-name')).toBeVisible();
      expect(await brokenWords(map), `${mode}, the map figure`).toEqual([]);
      // every worked example's board, its city and its seats, once the example is live
      const examples = page.locator('[data-testid^="example-"]');
      expect(await examples.count()).toBeGreaterThan(5);
      for (const ex of await examples.all()) {
        await ex.scrollIntoViewIfNeeded();
        await expect(ex.locator('.gn-board .gn-city')).toBeVisible();
        expect(await ex.locator('.gn-board .gn-seat').count()).toBeGreaterThan(1);
        expect(await brokenWords(ex.locator('.gn-board')), `${mode}, ${await ex.getAttribute('data-testid')}`).toEqual([]);
      }
    }
  });
}

test('each L-shaped building is drawn as one shape: its corner square joins its main block with no line between, no second label, and the ring and the focus ring go round the whole shape', async ({ page }) => {
  await page.goto(CHAPTER);
  const map = page.getByTestId('genoa-map');
  for (const [space, join] of [['villa_colini', 'top'], ['coach_house', 'top'], ['villa_zasteri', 'bottom'], ['villa_monetti', 'bottom']] as const) {
    const main = map.locator(`[data-space="${space}"]`);
    await expect(main.locator('.gn-name')).toHaveCount(1);
    const corner = main.locator('xpath=following-sibling::*[1]');
    await expect(corner).toHaveClass(/gn-rest/);
    await expect(corner).toHaveText('');
    await expect(corner).toHaveAttribute('aria-hidden', 'true');
    const [m, c] = [(await main.boundingBox())!, (await corner.boundingBox())!];
    // the corner reaches into the main block, over the board's line between them
    if (join === 'top') expect(c.y).toBeLessThan(m.y + m.height - 2);
    else expect(c.y + c.height).toBeGreaterThan(m.y + 2);
    expect(c.x).toBeGreaterThanOrEqual(m.x);
    expect(c.x + c.width).toBeLessThanOrEqual(m.x + m.width);
    expect(await corner.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(await main.evaluate((el) => getComputedStyle(el).backgroundColor));
    expect(await corner.evaluate((el) => getComputedStyle(el).boxShadow)).not.toMatch(/rgb\(/);
  }

  // a worked example lights Villa Colini and the Coach House: the ring goes round their corner squares too, on the three outer sides
  const { genoaExamples } = await import('../../engine/genoa/examples');
  const x = genoaExamples.find((e) => e.id === 'trader-turn-path')!;
  const i = x.steps.findIndex((st) => st.highlight?.spaces?.includes('villa_colini'));
  await page.goto(`${CHAPTER}#ex-${x.id}-${i + 1}`);
  const ex = page.getByTestId(`example-${x.id}`);
  await ex.scrollIntoViewIfNeeded();
  await expect(ex).toHaveAttribute('data-step', String(i + 1));
  const orange = 'rgb(230, 81, 0)';
  const colini = ex.locator('[data-space="villa_colini"]');
  await expect(colini).toHaveAttribute('data-hi', '');
  const corner = colini.locator('xpath=following-sibling::*[1]');
  await expect(corner).toHaveAttribute('data-hi', '');
  // no band on top, where it joins the main block; 4px bands right, bottom and left
  expect(await corner.evaluate((el) => getComputedStyle(el).boxShadow)).toBe(
    `${orange} 0px 0px 0px 0px inset, ${orange} -4px 0px 0px 0px inset, ${orange} 0px -4px 0px 0px inset, ${orange} 4px 0px 0px 0px inset`,
  );
  // the reader moves the tower here: the focus ring of a building goes round its corner square as well
  const coach = ex.locator('button[data-space="coach_house"]');
  await expect(coach).toHaveAttribute('data-mark', 'reach');
  await coach.focus();
  expect(await coach.evaluate((el) => el.matches(':focus-visible'))).toBe(true);
  const focusCorner = coach.locator('xpath=following-sibling::*[1]');
  const ring = await focusCorner.evaluate((el) => getComputedStyle(el).boxShadow);
  expect(ring).toMatch(/^(rgb\([^)]*\)) 0px 0px 0px 0px inset, \1 -3px 0px 0px 0px inset, \1 0px -3px 0px 0px inset, \1 3px 0px 0px 0px inset$/);
  expect(ring.startsWith(await coach.evaluate((el) => getComputedStyle(el).outlineColor))).toBe(true);
});

/**
 * What reads badly in a phase diagram: a Chinese label with a line of one character alone, a box
 * split over two lines, a loop's ↺ on another line than its words.
 */
async function phaseDiagramFaults(root: Locator): Promise<string[]> {
  return root.evaluateAll((roots) => {
    const out: string[] = [];
    const lineOf = (node: Node, i: number) => {
      const r = document.createRange();
      r.setStart(node, i);
      r.setEnd(node, i + 1);
      const rect = [...r.getClientRects()].find((x) => x.width > 0);
      return rect ? Math.round(rect.top + rect.height / 2) : null;
    };
    for (const root of roots) {
      for (const el of root.querySelectorAll<HTMLElement>('[lang="zh-Hant"]')) {
        if (!el.checkVisibility()) continue;
        const lines = new Map<number, string>();
        const walk = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
        for (let n = walk.nextNode(); n; n = walk.nextNode()) {
          const text = n.textContent ?? '';
          for (let i = 0; i < text.length; i++) {
            if (!/\p{Script=Han}/u.test(text[i]!)) continue;
            const y = lineOf(n, i);
            if (y === null) continue;
            const near = [...lines.keys()].find((k) => Math.abs(k - y) < 4) ?? y;
            lines.set(near, (lines.get(near) ?? '') + text[i]);
          }
        }
        if (lines.size > 1) for (const chars of lines.values()) if (chars.length === 1) out.push(`"${chars}" alone on a line in "${el.textContent}"`);
      }
      for (const box of root.querySelectorAll<HTMLElement>('.pd a, .pd-alts')) if (box.checkVisibility() && box.getClientRects().length !== 1) out.push(`box split: "${box.textContent}"`);
      for (const loop of root.querySelectorAll<HTMLElement>('.pd-loop')) {
        if (!loop.checkVisibility()) continue;
        const sign = loop.firstChild!;
        const words = [...loop.querySelectorAll('[lang]')].find((x) => (x as HTMLElement).checkVisibility())!.firstChild!;
        const a = lineOf(sign, (sign.textContent ?? '').indexOf('↺'));
        const b = lineOf(words, 0);
        if (a === null || b === null || Math.abs(a - b) > 6) out.push(`↺ apart from its words: "${loop.textContent}"`);
      }
    }
    return out;
  });
}

for (const width of [390, 1366]) {
  test(`the phase diagram and "All phases" read well in Chinese at ${width} px: no character alone on a line, no box split`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const url of ['/zh-hant/genoa/', '/zh-hant/genoa/?mode=both']) {
      await page.goto(url);
      const diagram = page.getByTestId('phase-diagram-standalone');
      await diagram.scrollIntoViewIfNeeded();
      await expect(diagram.locator('.pd li[data-state]')).toHaveCount(9);
      await expect(diagram.locator('.pd-loop')).toHaveCount(5);
      expect(await phaseDiagramFaults(diagram), `${url}: the chapter's diagram`).toEqual([]);
      const strip = page.locator('[data-testid^="example-"]').first().getByTestId('phase-strip');
      await strip.locator('summary').click();
      await expect(strip.locator('details .pd li[data-state]')).toHaveCount(9);
      expect(await phaseDiagramFaults(strip), `${url}: "All phases"`).toEqual([]);
    }
  });
}

test('a human bidder builds an offer, sees a refusal before sending, and the bot trader accepts it', async ({ page }) => {
  await openTable(page);
  await startGame(page, ['strong', 'human', 'strong'], '11');
  const panel = T(page).getByTestId('offer-panel');
  await expect(panel).toBeVisible({ timeout: 30_000 });
  await expect(T(page).getByTestId('turn-prompt')).toContainText('Player B');
  // other seats' money stays secret; B's own is shown
  await expect(T(page).getByTestId('ducats-0')).toContainText('secret');
  await expect(T(page).getByTestId('ducats-1')).toContainText('130 ducats');
  // more money than B holds: the engine's refusal is shown and the offer cannot be sent
  const first = panel.getByTestId('targets').locator('button').first();
  await first.click();
  for (let i = 0; i < 27; i++) await panel.getByTestId('gives-ducats-plus').click();
  await expect(panel.getByTestId('gives-ducats-value')).toHaveText('135');
  await expect(panel.getByTestId('violation')).toHaveAttribute('data-rule', 'genoa.deal.own');
  await expect(panel.getByTestId('send-offer')).toBeDisabled();
  // 60 ducats: allowed, and generous enough for the trader
  for (let i = 0; i < 15; i++) await panel.getByTestId('gives-ducats-minus').click();
  await expect(panel.getByTestId('gives-ducats-value')).toHaveText('60');
  await expect(panel.getByTestId('violation')).toHaveCount(0);
  await expect(panel.getByTestId('offer-summary')).toContainText('Player B offers 60 ducats');
  await panel.getByTestId('send-offer').click();
  await T(page).getByTestId('bot-speed-0').check();
  await expect(T(page).getByTestId('log')).toContainText("Player A accepts Player B's offer: 60 ducats to the trader", { timeout: 30_000 });
  // and B is told so at the table, in both languages
  const note = T(page).getByTestId('answer-note');
  await expect(note).toHaveAttribute('data-answer', 'accepted');
  const accepted = (await T(page).getByTestId('log').locator('li .lang-en').allTextContents()).find((l) => l.startsWith("Player A accepts Player B's offer"))!;
  await expect(note.locator('[lang="en"]')).toHaveText(`Your offer: ${accepted}`);
  await expect(note.locator('[lang="zh-Hant"]')).toContainText('你的出價：玩家 A');
});

test('a person bidding sees every offer already on the table: who offers what, for which space', async ({ page }) => {
  // A (a bot) rolls, B (a bot) has bid: C, a person, bids next
  const p = position([roll, bid(10)]);
  await openTable(page, p.link('ssh'));
  const panel = T(page).getByTestId('offer-panel');
  await expect(panel).toBeVisible({ timeout: 30_000 });
  await expect(T(page).getByTestId('turn-prompt')).toContainText('Player C');
  const b = p.state.offers[0]!;
  const listed = panel.getByTestId('on-the-table').getByTestId('offer-1');
  await expect(listed).toContainText(`Player B: ${spaceName(b.target).en}`);
  await expect(listed).toContainText(offerText(b).en);
  await expect(listed.locator('[lang="zh-Hant"]').first()).toHaveText(`玩家 B：${spaceName(b.target).zh}`);
  // C's own offer is built below it, and once sent it is listed beside B's for everyone
  await panel.getByTestId('send-offer').click();
  await expect(T(page).getByTestId('offers').getByTestId('offer-2')).toBeVisible();
  await expect(T(page).getByTestId('offers').getByTestId('offer-1')).toContainText(offerText(b).en);
});

test("three people at one device: the game card B offers the trader is face down on C's screen, board and log, and named on the trader's", async ({ page }) => {
  // B (a bot) offers 10 ducats and the first card of his hand; C and A, the trader, are people
  const withCard: Step = (s) => {
    const seat = s.order[0]!;
    const t = offerTargets(s, seat)[0];
    const card = s.seats[seat]!.hand[0];
    return t && card !== undefined ? { type: 'offer', seat, offer: { target: t.target, kind: t.kind, bidderPays: { ducats: 10, cards: [card] }, traderPays: {}, promise: [] } } : null;
  };
  const p = position([roll, withCard], (s) => s.offers[0]?.bidder === 1 && s.order[0] === 2);
  const o = p.state.offers[0]!;
  const card = cardName(o.bidderPays.cards![0]!);
  await openTable(page, p.link('hsh'));
  const table = T(page);
  await expect(table.getByTestId('handoff')).toContainText('Player C', { timeout: 30_000 });
  await table.getByTestId('handoff-ready').click();
  const listed = table.getByTestId('on-the-table').getByTestId('offer-1');
  await expect(listed).toContainText(offerText(offerSeen(o, 0, 2)).en);
  await expect(listed).toContainText('card (face down)');
  for (const part of [listed, table.getByTestId('log')]) {
    await expect(part).not.toContainText(card.en);
    await expect(part).not.toContainText(card.zh);
  }
  await table.getByTestId('no-offer').click();
  await expect(table.getByTestId('handoff')).toContainText('Player A');
  await table.getByTestId('handoff-ready').click();
  const traderSees = table.getByTestId('trader-panel').getByTestId('offer-1');
  await expect(traderSees).toContainText(offerText(o).en);
  await expect(traderSees).toContainText(card.en);
  await expect(table.getByTestId('log')).toContainText(card.en);
});

test('a person as trader sees the answer to a counter-offer in the panel, until the next decision: refused, then agreed', async ({ page }) => {
  // A, a person, is the trader; B (a bot) offers 10 ducats, C passes
  const p = position([roll, bid(10), pass]);
  await openTable(page, p.link('hss'));
  const table = T(page);
  await expect(table.getByTestId('trader-panel')).toBeVisible({ timeout: 30_000 });
  const note = table.getByTestId('answer-note');
  await expect(note).toHaveText('');
  // 200 ducats: more than B can pay, so B can only refuse
  await table.getByTestId('counter-1').click();
  const editor = table.getByTestId('counter-panel');
  for (let i = 0; i < 38; i++) await editor.getByTestId('gives-ducats-plus').click();
  await expect(editor.getByTestId('gives-ducats-value')).toHaveText('200');
  await editor.getByTestId('send-counter').click();
  await expect(note).toHaveAttribute('data-answer', 'refused', { timeout: 30_000 });
  await expect(note.locator('[lang="en"]')).toHaveText(`Your counter-offer: ${refusedCounter(1).en}`);
  await expect(note.locator('[lang="zh-Hant"]')).toHaveText(`你的還價：${refusedCounter(1).zh}`);
  // the answer sits above the trader's panel, where the counter-offer was made
  await expect(table.getByTestId('trader-panel')).toBeVisible();
  expect(await note.evaluate((el) => !!(el.compareDocumentPosition(document.querySelector('[data-testid="trader-panel"]')!) & Node.DOCUMENT_POSITION_FOLLOWING))).toBe(true);
  // the next decision clears it: a cheaper counter-offer, which B takes
  await table.getByTestId('bot-speed-1500').check();
  await table.getByTestId('counter-1').click();
  await editor.getByTestId('gives-ducats-minus').click();
  await expect(editor.getByTestId('gives-ducats-value')).toHaveText('5');
  await editor.getByTestId('send-counter').click();
  await expect(note).not.toHaveAttribute('data-answer');
  await expect(note).toHaveText('');
  await expect(note).toHaveAttribute('data-answer', 'agreed', { timeout: 30_000 });
  await expect(note.locator('[lang="en"]')).toHaveText('Your counter-offer: Player B agrees to the counter-offer.');
  await expect(table.getByTestId('log')).toContainText("Player A accepts Player B's offer: 5 ducats to the trader");
});

test('two people at one device: the trader finds the bidder\'s answer to his counter-offer when the device comes back', async ({ page }) => {
  // A and B are people; B offered 10 ducats, C (a bot) passed
  const p = position([roll, bid(10), pass]);
  await openTable(page, p.link('hhs'));
  const table = T(page);
  await expect(table.getByTestId('handoff')).toContainText('Player A', { timeout: 30_000 });
  await table.getByTestId('handoff-ready').click();
  await table.getByTestId('counter-1').click();
  await table.getByTestId('counter-panel').getByTestId('gives-ducats-plus').click();
  await table.getByTestId('send-counter').click();
  await expect(table.getByTestId('handoff')).toContainText('Player B');
  await table.getByTestId('handoff-ready').click();
  await expect(table.getByTestId('answer-panel')).toBeVisible();
  await table.getByTestId('refuse').click();
  await expect(table.getByTestId('handoff')).toContainText('Player A');
  await table.getByTestId('handoff-ready').click();
  await expect(table.getByTestId('trader-panel')).toBeVisible();
  const note = table.getByTestId('answer-note');
  await expect(note).toHaveAttribute('data-answer', 'refused');
  await expect(note.locator('[lang="en"]')).toHaveText(`Your counter-offer: ${refusedCounter(1).en}`);
});

test('a person\'s offer that the trader passes over lapses, and the panel says why', async ({ page }) => {
  // the tower starts on a building; B (a bot) offers to act there: a forced sale, so C's offer to go elsewhere cannot be taken
  const p = position([roll, bid(30, ['actHere'])], onBuildingNextToOne);
  await openTable(page, p.link('ssh'));
  const panel = T(page).getByTestId('offer-panel');
  await expect(panel).toBeVisible({ timeout: 30_000 });
  await panel.getByTestId('targets').locator('button').filter({ hasText: 'move to' }).first().click();
  await panel.getByTestId('send-offer').click();
  await T(page).getByTestId('bot-speed-0').check();
  const note = T(page).getByTestId('answer-note');
  await expect(note).toHaveAttribute('data-answer', 'lapsed', { timeout: 30_000 });
  // it quotes the log's line of what the trader did: he took B's 30 ducats
  const log = await T(page).getByTestId('log').locator('li .lang-en').allTextContents();
  const took = log.find((l) => l.startsWith("Player A accepts Player B's offer"))!;
  expect(took).toContain('30 ducats');
  await expect(note.locator('[lang="en"]')).toHaveText(`Your offer lapsed: ${took}`);
  await expect(note.locator('[lang="zh-Hant"]')).toContainText('你的出價失效了：');
});

test('a bidder who has acted and may bid for no building is told why, with the rule', async ({ page }) => {
  // B (a person) bought the action where the tower started; in the next round of offers only "No offer" is left
  const p = position([roll, bid(10, ['actHere', 'moveAndAct']), pass, (s) => ({ type: 'accept', seat: s.trader, bidder: 1 })], (s) => s.phase === 'bidding' && s.order[0] === 1 && offerTargets(s, 1).length === 0);
  await openTable(page, p.link('shs'));
  const panel = T(page).getByTestId('offer-panel');
  await expect(panel).toBeVisible({ timeout: 30_000 });
  await expect(panel.getByTestId('targets')).toHaveCount(0);
  await expect(panel.getByTestId('no-offer')).toBeVisible();
  const why = panel.getByTestId('why-no-building');
  await expect(why.getByTestId('violation')).toHaveAttribute('data-rule', 'genoa.deal.acted');
  await expect(why.locator('[lang="en"]').first()).toHaveText('Rule ②: Player B has already acted this turn and may bid only for a street or the market (or commit an Extra action card).');
  await expect(why.locator('[lang="zh-Hant"]').first()).toContainText('規則②');
  await expect(why.getByTestId('violation-link')).toHaveAttribute('href', '/en/genoa/#negotiation-rules');
});

test('in a forced sale the trader is offered Counter only where the engine allows it, and told why not elsewhere', async ({ page }) => {
  // A, a person, is the trader; the tower starts on a building; B offers to act there, C to move on to the next building
  const p = position([roll, bid(10, ['actHere']), bid(10, ['moveAndAct'])], onBuildingNextToOne);
  await openTable(page, p.link('hss'));
  const table = T(page);
  await expect(table.getByTestId('trader-panel')).toBeVisible({ timeout: 30_000 });
  await expect(table.getByTestId('counter-1')).toBeVisible();
  await expect(table.getByTestId('accept-1')).toBeEnabled();
  await expect(table.getByTestId('offer-2')).toBeVisible();
  await expect(table.getByTestId('counter-2')).toHaveCount(0);
  await expect(table.getByTestId('accept-2')).toBeDisabled();
  const why = table.getByTestId('no-counter');
  await expect(why).toHaveCount(1);
  await expect(why).toHaveAttribute('data-bidders', '2');
  await expect(why.locator('.sg-note [lang="en"]')).toHaveText('No counter-offer to Player C:');
  await expect(why.getByTestId('violation')).toHaveAttribute('data-rule', 'genoa.special-a.forced-sale');
  await expect(why.getByTestId('violation-link')).toHaveAttribute('href', '/en/genoa/#negotiation-rules');
  // no moving on and no stopping either: the same reason
  await expect(table.getByTestId('stop')).toHaveCount(0);
});

test('a game of bots runs to the final score, its lines adding up and the ducats chart drawn', async ({ page }) => {
  test.setTimeout(300_000);
  await openTable(page);
  await startGame(page, ['strong', 'easy', 'strong'], '2024');
  await T(page).getByTestId('bot-speed-0').check();
  await expect(T(page).getByTestId('final-score')).toBeVisible({ timeout: 240_000 });
  for (let s = 0; s < 3; s++) {
    const total = Number(await T(page).getByTestId(`total-${s}`).textContent());
    const points = (await T(page).getByTestId(`score-${s}`).getByTestId('points').allTextContents()).map(Number);
    expect(points.reduce((a, b) => a + b, 0)).toBe(total);
    expect(points.length).toBeGreaterThanOrEqual(2);
  }
  await expect(T(page).locator('[data-testid^="winner-"]').first()).toBeVisible();
  await expect(T(page).getByTestId('history-chart')).toBeVisible();
  await expect(T(page).getByTestId('phase-current')).toContainText('Game over');
  expect(await T(page).getByTestId('log').locator('li').count()).toBeGreaterThan(100);
});

test('a reload in the middle of a game restores it and play goes on', async ({ page }) => {
  test.setTimeout(300_000);
  await openTable(page);
  await startGame(page, ['easy', 'strong', 'easy', 'strong'], '77');
  await T(page).getByTestId('bot-speed-0').check();
  await expect(T(page).getByTestId('round-track').locator('li[data-current]')).toHaveText(/^[3-8]/, { timeout: 120_000 });
  await T(page).getByTestId('bot-speed-1500').check();
  await page.waitForTimeout(300);
  const firstLines = await T(page).getByTestId('log').locator('li .lang-en').allTextContents();
  expect(firstLines.length).toBeGreaterThan(30);
  await page.reload();
  await openTable(page, page.url());
  const restored = await T(page).getByTestId('log').locator('li .lang-en').allTextContents();
  expect(restored.slice(0, firstLines.length - 1)).toEqual(firstLines.slice(0, firstLines.length - 1));
  await T(page).getByTestId('bot-speed-0').check();
  await expect(T(page).getByTestId('final-score')).toBeVisible({ timeout: 240_000 });
});

test('a share link replays the game', async ({ page, context }) => {
  await openTable(page);
  await startGame(page, ['human', 'strong', 'easy'], '5');
  await T(page).getByTestId('roll').click();
  await T(page).getByTestId('bot-speed-0').check();
  await expect(T(page).getByTestId('trader-panel')).toBeVisible({ timeout: 30_000 });
  await T(page).getByTestId('share').click();
  const link = await T(page).getByTestId('share-link').inputValue();
  expect(link).toMatch(/\?game=1\.[A-Za-z0-9_-]+(~|%7E)hse#free-play-table$/);
  const log = await T(page).getByTestId('log').locator('li .lang-en').allTextContents();
  const other = await context.newPage();
  await other.goto(CHAPTER);
  await other.evaluate(() => localStorage.clear());
  await other.goto(link);
  await T(other).scrollIntoViewIfNeeded();
  await expect(T(other).getByTestId('trader-panel')).toBeVisible({ timeout: 30_000 });
  await expect(T(other).getByTestId('info').first()).toContainText('share link');
  expect(await T(other).getByTestId('log').locator('li .lang-en').allTextContents()).toEqual(log);
});

test('a broken share link gives a bilingual message and a fresh table', async ({ page }) => {
  await page.goto(`${CHAPTER}?game=1.not-a-real-game!!~hss#free-play-table`);
  const table = T(page);
  await table.scrollIntoViewIfNeeded();
  const err = table.getByTestId('error');
  await expect(err.locator('[lang="zh-Hant"]')).toContainText('分享連結');
  await expect(err.locator('[lang="en"]')).toContainText('share link');
  await expect(table.getByTestId('setup-form')).toBeVisible();
  const bad = Buffer.from(JSON.stringify(['genoa', 3, 1, {}, [{ type: 'move', seat: 2, to: 'nowhere' }]])).toString('base64url');
  await page.goto(`${CHAPTER}?game=1.${bad}~hss#free-play-table`);
  await T(page).scrollIntoViewIfNeeded();
  await expect(T(page).getByTestId('error').locator('[lang="en"]')).toContainText('share link');
  await expect(T(page).getByTestId('setup-form')).toBeVisible();
});

test('axe finds no serious or critical violation on the table mid-negotiation and the phase diagram', async ({ page }) => {
  await openTable(page, `${CHAPTER}?mode=both#free-play-table`);
  await startGame(page, ['strong', 'human', 'strong'], '11');
  await expect(T(page).getByTestId('offer-panel')).toBeVisible({ timeout: 30_000 });
  await page.getByTestId('phase-diagram-standalone').scrollIntoViewIfNeeded();
  const results = await new AxeBuilder({ page }).include('#free-play-table').include('[data-testid="phase-diagram-standalone"]').include('[data-testid="genoa-map"]').analyze();
  const bad = results.violations.filter((x) => x.impact === 'serious' || x.impact === 'critical');
  expect(bad.map((x) => `${x.id}: ${x.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`)).toEqual([]);
});

test('a worked example played step by step: a market start, a legal move the example does not take, the reader stops the tower, then predicts and rolls', async ({ page }) => {
  await page.goto(CHAPTER);
  const ex = page.getByTestId('example-market-start');
  await ex.scrollIntoViewIfNeeded();
  // the buttons are drawn before the island hydrates: a click before then does nothing
  await expect(page.locator('astro-island').filter({ has: ex }).last()).not.toHaveAttribute('ssr');
  await expect(ex).toHaveAttribute('data-step', '0');
  await expect(ex.locator('[data-testid="round-track"] li[data-current]')).toHaveText(/^1/);

  // A rolls blue 4, red 5: the market, and the round marker moves at once
  await ex.getByTestId('ex-forward').click();
  await expect(ex).toHaveAttribute('data-step', '1');
  await expect(ex.getByTestId('dice')).toContainText('blue 4, red 5');
  await expect(ex.locator('[data-testid="round-track"] li[data-current]')).toHaveText(/^2/);
  await expect(ex.getByTestId('round-track')).toHaveAttribute('data-hi', '');
  await expect(ex.locator('[data-space="market"]')).toHaveAttribute('data-hi', '');
  await expect(ex.locator('[data-space="market"]')).toHaveAttribute('data-tower', '');

  // B and C make no offer
  await ex.getByTestId('ex-forward').click();
  await expect(ex.getByTestId('seat-1')).toHaveAttribute('data-hi', '');
  await ex.getByTestId('ex-forward').click();
  await expect(ex).toHaveAttribute('data-step', '3');

  // A's turn: moving the tower is legal, but the example stops
  await expect(ex.getByTestId('your-turn')).toContainText('Player A');
  const reach = ex.locator('button[data-space][data-mark="reach"]').first();
  await reach.click();
  await expect(ex.getByTestId('info')).toContainText('That move is legal, but the example goes on with a different one');
  await expect(ex).toHaveAttribute('data-step', '3');
  await ex.getByTestId('stop').click();
  await expect(ex).toHaveAttribute('data-step', '4');
  await expect(ex.getByTestId('info')).toContainText('Right!');
  await expect(ex.getByTestId('trader-badge')).toHaveCount(1);
  await expect(ex.getByTestId('seat-1').getByTestId('trader-badge')).toBeVisible();

  // B rolls the market too: think first, then roll
  await expect(ex.getByTestId('predict')).toBeVisible();
  await ex.getByTestId('guess-0').click();
  await ex.getByTestId('roll').click();
  await expect(ex).toHaveAttribute('data-step', '5');
  await expect(ex.getByTestId('answer')).toContainText('Circle 2');
  await expect(ex.getByTestId('answer')).toContainText('you guessed right');
  await expect(ex.locator('[data-testid="round-track"] li[data-current]')).toHaveText(/^2/);

  // back and restart replay the engine's positions
  await ex.getByTestId('ex-back').click();
  await expect(ex).toHaveAttribute('data-step', '4');
  await ex.getByTestId('ex-restart').click();
  await expect(ex).toHaveAttribute('data-step', '0');
  await expect(ex.locator('[data-testid="round-track"] li[data-current]')).toHaveText(/^1/);
});

test('what a worked example step points at is lit on its board: the tower path, the counter-offer, the goods and the special cards', async ({ page }) => {
  const { genoaExamples } = await import('../../engine/genoa/examples');
  const wanted = { path: false, counter: false, goods: false, specials: false };
  for (const x of genoaExamples) {
    for (let i = 0; i < x.steps.length; i++) {
      const h = x.steps[i]!.highlight;
      if (!h) continue;
      const kinds = (['path', 'counter', 'goods', 'specials'] as const).filter((k) => h[k] && !wanted[k]);
      if (!kinds.length) continue;
      await page.goto(`${CHAPTER}#ex-${x.id}-${i + 1}`);
      const ex = page.getByTestId(`example-${x.id}`);
      await ex.scrollIntoViewIfNeeded();
      await expect(ex).toHaveAttribute('data-step', String(i + 1));
      for (const k of kinds) {
        wanted[k] = true;
        if (k === 'path') {
          const onPath = ex.locator('.gn-space[data-disc]');
          expect(await onPath.count(), `${x.id} ${i + 1}: discs`).toBeGreaterThan(0);
          for (const el of await onPath.all()) await expect(el).toHaveAttribute('data-hi', '');
        }
        // the counter-offer is lit on the table, or it is the reader's own decision (the answer panel holds it)
        if (k === 'counter') await expect(ex.locator('[data-testid="counter-shown"][data-hi], [data-testid="answer-panel"]')).toContainText('counter-offer');
        if (k === 'goods') expect(await ex.locator('.gn-good[data-hi]').count(), `${x.id} ${i + 1}: goods`).toBeGreaterThan(0);
        if (k === 'specials') expect(await ex.locator('.gn-special[data-hi]').count(), `${x.id} ${i + 1}: special cards`).toBeGreaterThan(0);
      }
    }
  }
  expect(wanted).toEqual({ path: true, counter: true, goods: true, specials: true });
});
