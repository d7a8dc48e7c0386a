/**
 * The result screen and the table around it, in Chromium: places follow the game's own tie-break
 * (a Puerto Rico game where two seats end on 34 VP is ranked by doubloons + goods, one place each);
 * while the bots move after a person's decision the focus rests on the table's status line, in view,
 * not on a control that went away.
 */
import { expect, test } from '@playwright/test';
import { puertoRico } from '../../engine/puerto-rico/game';
import { puertoRicoBots } from '../../engine/puerto-rico/bots';
import { encodeRecord } from '../../engine/core/record-codec';
import type { PuertoRicoMove } from '../../engine/puerto-rico/types';

/** A whole 4-player game of easy bots (seed 5): seats B and D end on 34 VP, with tie-breaks 13 and 11. */
function tiedGame() {
  const made = puertoRico.setup({ players: 4, seed: 5 });
  if (!made.ok) throw new Error(made.error.en);
  let s = made.state;
  const moves: PuertoRicoMove[] = [];
  while (!puertoRico.isOver(s)) {
    const seat = puertoRico.toAct(s)[0]!;
    const m = puertoRicoBots.easy.choose(puertoRico.view(s, seat), puertoRico.legalMoves(s), moves.length).move;
    const r = puertoRico.play(s, m);
    if (!r.ok) throw new Error(r.violation.message.en);
    moves.push(m);
    s = r.state;
  }
  return { record: { game: 'puerto-rico', players: 4, seed: 5, options: {}, moves }, result: puertoRico.result(s)! };
}

test('Puerto Rico: two seats on 34 VP take the 3rd and 4th places by doubloons + goods, not a shared 3rd', async ({ page }) => {
  const { record, result } = tiedGame();
  // the game as the engine scores it
  expect(result.seats.map((x) => [x.seat, x.total, x.tieBreak])).toEqual([
    [0, 35, 8],
    [1, 34, 13],
    [2, 37, 13],
    [3, 34, 11],
  ]);
  await page.goto(`/en/puerto-rico/?game=${encodeURIComponent(`${encodeRecord(record)}~eeee`)}#free-play-table`);
  const table = page.locator('#free-play-table');
  await expect(table.getByTestId('final-score')).toBeVisible({ timeout: 30_000 });
  const place = (seat: number) => table.getByTestId(`score-${seat}`).getAttribute('data-place');
  expect([await place(2), await place(0), await place(1), await place(3)]).toEqual(['1', '2', '3', '4']);
  await expect(table.getByTestId('tiebreak-1')).toContainText('= 13');
  await expect(table.getByTestId('tiebreak-3')).toContainText('= 11');
  // the ranking reads in place order
  const order = await table.locator('[data-testid^="score-"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')));
  expect(order).toEqual(['score-2', 'score-0', 'score-1', 'score-3']);
});

test('while the bots move after a person’s decision, the focus rests on the table’s status line, in view', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/en/santiago/#free-play-table');
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  const table = page.locator('#free-play-table');
  await expect(table).toHaveAttribute('data-ready', '');
  await table.getByTestId('players-3').check();
  for (const [i, k] of ['human', 'strong', 'strong'].entries()) await table.getByTestId(`seat-kind-${i}-${k}`).check();
  await table.getByTestId('seed').fill('7');
  await table.getByTestId('start').click();
  await table.getByTestId('bot-speed-1500').check();
  const status = table.getByTestId('table-status');
  // the person passes in the bidding when asked (with the keyboard, as the focus is on the pass); the bots then bid, slowly
  for (let i = 0; i < 20 && !(await status.textContent())?.includes('thinking'); i++) {
    const pass = table.getByTestId('move-pass');
    if (await pass.isVisible().catch(() => false)) {
      await pass.focus();
      await page.keyboard.press('Enter');
    } else await page.waitForTimeout(150);
  }
  await expect(status).toContainText('thinking');
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? document.activeElement?.tagName), { timeout: 10_000 }).toBe('table-status');
  const box = await status.boundingBox();
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height).toBeLessThanOrEqual(768);
});
