import { expect, snap, startGame, test } from './fixtures';
import { keyboardTurn, playToTheEnd } from './play';

test.describe.configure({ timeout: 360_000 });

test('the statistics count a finished game, survive a reload, and can be reset', async ({
  page,
}) => {
  await page.goto('/?seed=31');
  await page.locator('.start-screen [data-action="statistics"]').click();
  await expect(page.locator('.stats-screen .stats-empty')).toBeVisible();

  await startGame(page, { seed: 31, targetScore: 1 });
  await playToTheEnd(page, keyboardTurn);
  await expect(page.locator('.summary-screen .score-chart')).toBeVisible();
  const rounds = await page.evaluate(() => window.skyjo!.record()!.rounds.length);
  const total = Number(
    await page.locator('.summary-screen .scores tr.person .total').textContent(),
  );

  await page.reload();
  await page.locator('.start-screen [data-action="statistics"]').click();
  const row = page.locator('.stats-screen tr[data-group="medium"]');
  await expect(row).toBeVisible();
  const cells = await row.locator('td').allTextContents();
  const average = new Intl.NumberFormat('en', { maximumFractionDigits: 1 }).format(total / rounds);
  expect(cells[0]).toBe('1');
  expect(['0', '1']).toContain(cells[1]);
  expect(cells[2]).toBe(average);
  expect(cells[3]).toBe(String(total));
  await snap(page, 'statistics');

  await page.locator('[data-action="reset-stats"]').click();
  await page.locator('[data-action="confirm-reset"]').click();
  await expect(page.locator('.stats-screen .stats-empty')).toBeVisible();
});
