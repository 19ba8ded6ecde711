import { seatCount } from './controls';
import { expect, test } from './fixtures';
import { expectScreenFits } from './layout';

/**
 * Issue 27: what looking at every screen of the gallery found, each a test that failed before
 * its fix: the new game's seats below the window on a desktop, the lobby's start below the fold
 * on a phone, the statistics scrolling sideways on a phone.
 */

for (const size of [
  { width: 1280, height: 800 },
  { width: 1024, height: 768 },
])
  for (const seats of [4, 8])
    test(`the new game shows all its ${seats} seats in the window at ${size.width}×${size.height}`, async ({
      page,
    }) => {
      // The rules beside the table grew taller than the window (the house rules); the table,
      // stretched to their height, became a tall oval with the person's seat below the window.
      await page.setViewportSize(size);
      await page.goto('/?seed=41&speed=instant');
      await page.locator('.start-screen [data-action="new-game"]').click();
      await seatCount(page, seats);
      const setup = page.locator('.setup-screen');
      await expect(setup.locator('.seat-list > li')).toHaveCount(seats);
      for (const seat of await setup.locator('.seat-list > li').all())
        await expect(seat).toBeInViewport({ ratio: 1 });
      await expect(setup.locator('[data-action="start"]')).toBeInViewport({ ratio: 1 });
      // Scrolled to the rules' last option, the table is still in view beside them.
      await setup.evaluate((screen) => screen.scrollTo(0, screen.scrollHeight));
      await expect(setup.locator('.seat-list > li').first()).toBeInViewport({ ratio: 1 });
    });

test('on a phone the lobby keeps the host’s start in view, under the thumb', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/?seed=42&speed=instant');
  await page.locator('.start-screen [data-action="play-online"]').click();
  await page.locator('.online-screen input[name="name"]').fill('Ada');
  await page.locator('[data-action="open-room"]').click();
  const lobby = page.locator('.lobby-screen[data-code]');
  await expect(lobby).toBeVisible();
  const start = lobby.locator('[data-action="start-online"]');
  await expect(start).toBeInViewport({ ratio: 1 });
  // Under the thumb: the last of the buttons, below leave and fill.
  const startBox = (await start.boundingBox())!;
  for (const other of ['leave', 'fill']) {
    const box = (await lobby.locator(`[data-action="${other}"]`).boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(startBox.y + 0.5);
  }
  await expectScreenFits(page);
});

test('on a phone the statistics do not scroll sideways', async ({ page }) => {
  // The recent games' table for screen readers, hidden as a table, kept its columns' width.
  await page.setViewportSize({ width: 390, height: 844 });
  const group = { columnClears: 3, lowRounds: 1, bestRound: -4, bestGame: 61 };
  await page.addInitScript((group) => {
    const stats = {
      version: 2,
      groups: { medium: { ...group, games: 2, wins: 1, rounds: 9, roundPoints: 150 } },
      streak: { current: 0, best: 1 },
      recent: [
        { group: 'medium', won: true, rounds: 4, roundPoints: 70, total: 52 },
        { group: 'medium', won: false, rounds: 5, roundPoints: 95, total: 95 },
      ],
      counted: [],
    };
    localStorage.setItem('skyjo.stats', JSON.stringify(stats));
  }, group);
  await page.goto('/?seed=44&speed=instant');
  await page.locator('.start-screen [data-action="statistics"]').click();
  await expect(page.locator('.stats-screen .recent-panel')).toBeVisible();
  await page.waitForFunction(() => document.querySelector('.overlay > [data-entered]') !== null);
  await expectScreenFits(page);
});
