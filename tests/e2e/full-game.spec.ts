import { expect, settled, snap, startGame, test } from './fixtures';
import { keyboardTurn, playToTheEnd, pointerTurn } from './play';

test.describe.configure({ timeout: 360_000 });

test('a whole game by keyboard: one person and three computers', async ({ page }) => {
  await startGame(page, { seed: 11, targetScore: 150 });
  await settled(page);
  await snap(page, 'setup');
  await playToTheEnd(page, keyboardTurn);
  await expect(page.locator('.summary-screen .winners')).toContainText(/wins|share/);
  const rounds = await page.evaluate(() => window.skyjo!.record()!.rounds.length);
  expect(rounds).toBeGreaterThan(1);
  await expect(page.locator('.summary-screen .scores tbody tr')).toHaveCount(4);
  await snap(page, 'game-over');
});

test('a whole game by pointer: one person and three computers', async ({ page }) => {
  await startGame(page, { seed: 12, targetScore: 15 });
  await playToTheEnd(page, pointerTurn);
  await expect(page.locator('.summary-screen .winners')).toContainText(/wins|share/);
});
