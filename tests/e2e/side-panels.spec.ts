import type { Locator, Page } from '@playwright/test';
import { expect, pasteRecord, settled, test } from './fixtures';
import { overlap, PHONE_LANDSCAPE } from './layout';
import { expectReasonsWhole } from './reasons';
import { threeRoundRecord } from './records';

/**
 * A phone turned sideways (844 × 390): the replay's bar, a reviewed moment and the guided round's
 * coach stand at the right of the table, from under the status bar to the foot, and the table
 * takes the rest of the width and all of the height. At the foot they left the table a strip a
 * third of the window high (the review's moment drew the opponents' cards a few pixels tall).
 */

test.use({ viewport: { width: PHONE_LANDSCAPE.width, height: PHONE_LANDSCAPE.height } });

/** What stands where: the panel, and every card and pile on the table (CSS pixels). */
async function tableBeside(page: Page, panel: Locator): Promise<void> {
  await page.waitForFunction(() => !window.skyjo!.busy());
  const box = (await panel.boundingBox())!;
  expect(box.x, 'the panel stands at the right').toBeGreaterThan(PHONE_LANDSCAPE.width / 2);
  expect(box.y, 'from under the status bar').toBeLessThan(80);
  expect(box.y + box.height, 'to the foot').toBeGreaterThan(PHONE_LANDSCAPE.height - 40);
  const rects = await page.evaluate(() => {
    const hooks = window.skyjo!;
    const piles = (['draw', 'discard'] as const).map((kind) => hooks.targetRect({ kind }));
    return [...piles, ...hooks.table().cards.flat()].filter((rect) => rect !== null);
  });
  expect(rects.length).toBeGreaterThan(20);
  const panelRect = { x: box.x, y: box.y, width: box.width, height: box.height };
  const under = rects.filter((rect) => overlap(rect, panelRect));
  expect(under, 'no card under the panel').toEqual([]);
  const lowest = Math.max(...rects.map((rect) => rect.y + rect.height));
  expect(lowest, 'the table reaches the foot').toBeGreaterThan(0.8 * PHONE_LANDSCAPE.height);
}

/** Imports `record` into the page (with its start screen), ready to watch or resume. */
async function imported(page: Page, record: object): Promise<void> {
  await page.goto('/?seed=43&speed=instant');
  await page.locator('.start-screen [data-action="import"]').click();
  await pasteRecord(page, record);
}

test('the replay: its bar at the right of the table', async ({ page }) => {
  await imported(page, threeRoundRecord(false));
  await page.locator('.import-screen [data-action="watch"]').click();
  const bar = page.locator('.replay-bar');
  await bar.locator('[data-action="forward"]').click();
  await tableBeside(page, bar);
  await expect(bar.locator('.replay-words')).toBeInViewport({ ratio: 1 });
});

test('a reviewed moment: its panel at the right, its reasons cut between lines', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await imported(page, threeRoundRecord(true, 1000));
  await page.locator('[data-action="resume"]').click();
  expect(await settled(page)).toBe('input');
  await page.keyboard.press('d');
  await page.waitForFunction(() => window.skyjo!.table().hand.held);
  await page.keyboard.press('x');
  await page.keyboard.press('Enter');
  expect(await settled(page)).toBe('next-round');
  await page.locator('.summary-screen [data-action="review"]').click();
  const review = page.locator('.review-screen');
  await expect(review).toHaveAttribute('data-state', 'done', { timeout: 150_000 });
  await review.locator('.review-moment-card [data-action="show-moment"]').first().click();
  await page.waitForFunction(() => document.body.dataset.screen === 'review-moment');
  const moment = page.locator('.replay-bar .review-moment');
  await tableBeside(page, page.locator('.replay-bar'));
  await expectReasonsWhole(moment);
  for (const button of await moment.locator('button').all()) await expect(button).toBeInViewport();
});

test('the guided round: the coach at the right of the table', async ({ page }) => {
  await page.goto('/?seed=41&speed=instant');
  await page.locator('.start-screen [data-action="rules"]').click();
  await page.locator('.rules-screen [data-action="tutorial"]').click();
  const coach = page.locator('.coach');
  await expect(coach).toBeVisible();
  expect(await settled(page)).toBe('input');
  await tableBeside(page, coach);
  await expect(coach.locator('.coach-card')).toBeInViewport({ ratio: 1 });
});
