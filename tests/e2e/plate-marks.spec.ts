import type { Page } from '@playwright/test';
import { expect, snap, test } from './fixtures';
import { awaiting, joinByLink, openRoom, person, playUntil, watch } from './online-people';

/**
 * Issue 26, online, on the plates of the table: after the game each person who pressed
 * "Play again" gets a ready mark on their plate on every table, gone once the new game deals;
 * a nudged seat's plate shakes on the tables that receive the nudge.
 */

/** Which plates show a ready mark on `page`'s table. */
const readyMarks = (page: Page) =>
  page.evaluate(() => window.skyjo!.table().plateParts.map((part) => part.ready !== null));

test.describe('online: marks on the plates', () => {
  test('after the game the plate of a person who pressed Play again is marked on both tables, until the new deal', async ({
    page: host,
    browser,
  }) => {
    const problems: string[] = [];
    watch(host, problems);
    const code = await openRoom(host, 'Ada', 1);
    const friend = await person(browser, problems);
    await joinByLink(friend.page, code, 'Bea');
    await host.locator('[data-action="start-online"]:not([disabled])').click();
    const pages = [host, friend.page];
    await playUntil(pages, async () => {
      for (const page of pages) if ((await awaiting(page)) !== 'game-over') return false;
      return true;
    });
    for (const page of pages) expect(await readyMarks(page)).toEqual([false, false, false]);
    await host.locator('.summary-screen [data-action="play-again"]').click();
    for (const page of pages) {
      await expect.poll(() => readyMarks(page)).toEqual([true, false, false]);
      // The mark sits on Ada's plate.
      const [plate, mark, total] = await page.evaluate(() => {
        const table = window.skyjo!.table();
        return [table.plates[0]!, table.plateParts[0]!.ready!, table.plateParts[0]!.total];
      });
      // Beside the total, never over it.
      expect(mark.x).toBeGreaterThanOrEqual(total.x + total.width);
      expect(mark.x + mark.width / 2).toBeGreaterThan(plate.x);
      expect(mark.x + mark.width / 2).toBeLessThan(plate.x + plate.width);
      expect(mark.width).toBeGreaterThanOrEqual(16);
    }
    // Bea looks at the table behind the summary: Ada's plate carries the mark.
    const summary = friend.page.locator('.summary-screen');
    await summary.locator('[data-action="view-table"]').click();
    await expect(summary).toHaveCount(0);
    await snap(friend.page, 'plate-ready-1280x800');
    await friend.page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => readyMarks(friend.page)).toEqual([true, false, false]);
    await snap(friend.page, 'plate-ready-390x844');
    await friend.page.setViewportSize({ width: 1280, height: 800 });
    await friend.page.locator('.hud [data-action="scores"]').click();
    await friend.page.locator('.summary-screen [data-action="play-again"]').click();
    for (const page of pages) {
      await page.waitForFunction(
        () =>
          document.body.dataset.screen === 'game' &&
          !['game-over', ''].includes(document.body.dataset.awaiting ?? '') &&
          (window.skyjo!.record()?.rounds.length ?? 0) === 1,
      );
      await expect.poll(() => readyMarks(page)).toEqual([false, false, false]);
    }
    expect(problems).toEqual([]);
  });

  test('a nudged seat’s plate shakes on the tables that receive the nudge', async ({
    page: host,
    browser,
  }) => {
    test.setTimeout(180_000);
    const problems: string[] = [];
    watch(host, problems);
    const code = await openRoom(host, 'Ada', 100);
    const friend = await person(browser, problems);
    await joinByLink(friend.page, code, 'Bea');
    await host.locator('[data-action="start-online"]:not([disabled])').click();
    const pages = [host, friend.page];
    // Play until Bea is to move in the turns; then she thinks (does nothing).
    await playUntil(
      pages,
      async () =>
        (await awaiting(friend.page)) === 'input' &&
        (await friend.page.evaluate(() => document.body.dataset.phase)) === 'turns',
    );
    const shakes = (page: Page) =>
      page.evaluate(() => window.skyjo!.table().plateParts.map((part) => part.shakes));
    expect(await shakes(friend.page)).toEqual([0, 0, 0]);
    // The nudge is offered once Bea has been to move a while: open the panel until it is.
    const nudge = host.locator('.reaction-panel [data-reaction="nudge"]');
    await expect(async () => {
      if (await host.locator('.reaction-panel').isVisible())
        await host.locator('[data-action="reactions"]').click();
      await host.locator('[data-action="reactions"]').click();
      await expect(nudge).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 60_000 });
    await nudge.click();
    // Bea's table (and Ada's) start shaking Bea's plate; Ada's stays still.
    for (const page of pages) {
      await page.waitForFunction(() => window.skyjo!.table().plateParts[1]!.shakes === 1);
      expect(await shakes(page)).toEqual([0, 1, 0]);
    }
    // It is short: over without anyone doing anything.
    await friend.page.waitForFunction(() => !window.skyjo!.table().plateParts[1]!.shaking);
    expect(problems).toEqual([]);
  });
});
