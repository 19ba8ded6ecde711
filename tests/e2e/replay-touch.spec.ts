import { expect, pasteRecord, settled, snap, test } from './fixtures';
import { lastTurnRecord } from './records';

test('the replay queues clicks: N clicks on a step button move N actions', async ({ page }) => {
  const record = lastTurnRecord(true);
  await page.goto('/?seed=91&speed=normal');
  await page.locator('.start-screen [data-action="import"]').click();
  await pasteRecord(page, record);
  await page.locator('[data-action="watch"]').click();
  await expect(page.locator('body')).toHaveAttribute('data-screen', 'replay');
  const status = page.locator('.status');
  await expect(status).toContainText('action 0 of');
  const forward = page.locator('.replay-bar [data-action="forward"]');
  const back = page.locator('.replay-bar [data-action="back"]');
  // Clicks come faster than the steps animate: every one of them counts.
  for (let i = 0; i < 5; i++) await forward.click();
  await expect(status).toContainText('action 5 of');
  for (let i = 0; i < 2; i++) await back.click();
  await expect(status).toContainText('action 3 of');
  await forward.click();
  await back.click();
  await forward.click();
  await expect(status).toContainText('action 4 of');
  await snap(page, 'desktop-replay');
  await page.setViewportSize({ width: 390, height: 844 });
  await snap(page, 'phone-replay');
});

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

  test('no keyboard hints anywhere', async ({ page }) => {
    await page.goto('/?seed=92&speed=instant');
    await expect(page.locator('html')).toHaveAttribute('data-input', 'touch');
    await page.locator('.start-screen [data-action="rules"]').tap();
    await expect(page.locator('.rules-screen')).toBeVisible();
    await expect(page.locator('.rules-screen .keys')).toBeHidden();
    await page.locator('.rules-screen button', { hasText: 'Back' }).tap();
    await page.locator('.start-screen [data-action="new-game"]').tap();
    await page.locator('[data-action="start"]').tap();
    expect(await settled(page)).toBe('input');
    const hint = page.locator('.hud [data-action="hint"]');
    await expect(hint).toHaveText('Hint');
    await expect(hint).not.toHaveAttribute('title', /Keys/);
    // Set-up by touch: tap two face-down cards.
    for (const pos of [0, 1]) {
      const version = await page.evaluate(() => document.body.dataset.version);
      const rect = await page.evaluate(
        (p) => window.skyjo!.targetRect({ kind: 'card', seat: 0, pos: p }),
        pos,
      );
      await page.touchscreen.tap(rect!.x + rect!.width / 2, rect!.y + rect!.height / 2);
      await page.waitForFunction((v) => document.body.dataset.version !== v, version);
      await settled(page);
    }
    expect(await settled(page)).toBe('input');
    await expect(page.locator('.status')).toContainText('Your turn');
    await expect(page.locator('.status')).not.toContainText('(D)');
    await expect(page.locator('.status')).not.toContainText('(T)');
    await snap(page, 'phone-touch-turn');
  });
});
