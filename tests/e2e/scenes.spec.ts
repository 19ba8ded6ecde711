import { expect, settled, snap, test } from './fixtures';

test('the menu screens', async ({ page }) => {
  await page.goto('/?seed=31');
  await expect(page.locator('.start-screen')).toBeVisible();
  await snap(page, 'start');
  await page.locator('.start-screen [data-action="rules"]').click();
  await expect(page.locator('.rules-screen h3').first()).toBeVisible();
  await snap(page, 'rules');
  await page.keyboard.press('Escape');
  await page.locator('.start-screen [data-action="settings"]').click();
  await page.locator('input[name="music"]').check();
  await page.locator('input[name="volume"]').fill('0.4');
  await page.locator('input[name="sound"]').uncheck();
  await snap(page, 'settings');
  await page.reload();
  await page.locator('.start-screen [data-action="settings"]').click();
  await expect(page.locator('input[name="music"]')).toBeChecked();
  await expect(page.locator('input[name="sound"]')).not.toBeChecked();
  await page.locator('input[name="music"]').uncheck();
  await page.keyboard.press('Escape');
  await page.locator('.start-screen [data-action="new-game"]').click();
  await snap(page, 'setup');
});

test('eight seats on a portrait phone, in reduced motion', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await page.goto('/?seed=32&motion=reduced&speed=normal');
  await page.locator('.start-screen [data-action="new-game"]').click();
  for (let i = 0; i < 4; i++) await page.locator('[data-action="add-seat"]').click();
  await expect(page.locator('.seat-list li')).toHaveCount(8);
  await expect(page.locator('[data-action="add-seat"]')).toBeDisabled();
  await page.locator('[data-action="start"]').click();
  expect(await settled(page)).toBe('input');
  const cards = page.locator('button[aria-label^="Your card"]');
  await expect(cards).toHaveCount(12);
  for (const box of await cards.evaluateAll((buttons) =>
    buttons.map((b) => b.getBoundingClientRect().toJSON() as DOMRect),
  )) {
    expect(box.left).toBeGreaterThanOrEqual(0);
    expect(box.right).toBeLessThanOrEqual(360);
    expect(box.bottom).toBeLessThanOrEqual(640);
    expect(box.width).toBeGreaterThanOrEqual(30);
  }
  await snap(page, 'phone-8-seats');
  for (let turn = 0; turn < 3; turn++) {
    const version = await page.evaluate(() => document.body.dataset.version);
    await page.keyboard.press(
      (await page.evaluate(() => document.body.dataset.phase)) === 'setup' ? 'Enter' : 'd',
    );
    await page.waitForFunction((v) => document.body.dataset.version !== v, version);
    expect(await settled(page)).toBe('input');
  }
  await snap(page, 'phone-8-seats-playing');
});
