import { expect, settled, test } from './fixtures';

test('Skip finishes the running animation and the computers’ pauses at once', async ({ page }) => {
  await page.clock.install();
  await page.goto('/?seed=93&speed=fast');
  await page.locator('.start-screen [data-action="new-game"]').click();
  await page.locator('[data-action="start"]').click();
  while ((await settled(page)) === 'input') {
    if ((await page.evaluate(() => document.body.dataset.phase)) !== 'setup') break;
    const version = await page.evaluate(() => document.body.dataset.version);
    await page.keyboard.press('Enter');
    await page.waitForFunction((v) => document.body.dataset.version !== v, version);
  }
  expect(await settled(page)).toBe('input');
  // Time stands still: the draw's animation cannot end by itself. From here waits poll on an
  // interval, not on animation frames: in a page whose clock is paused, Playwright's frame polling
  // may never check again (7 of 9 runs hung, three at a time, with the predicate true all along).
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 2000));
  const polling = { polling: 50 };
  const version = await page.evaluate(() => document.body.dataset.version);
  await page.keyboard.press('d');
  await page.waitForFunction((v) => document.body.dataset.version !== v, version, polling);
  expect(await page.evaluate(() => window.skyjo!.busy())).toBe(true);
  expect(await page.evaluate(() => document.body.dataset.awaiting)).toBe('none');
  await page.keyboard.press(' ');
  await expect(page.locator('body')).toHaveAttribute('data-awaiting', 'input');
  expect(await page.evaluate(() => window.skyjo!.busy())).toBe(false);
  // The person swaps the card in; with time still, only Skip moves the three computers along.
  await page.keyboard.press('Enter');
  let skips = 0;
  for (; skips < 60; skips++) {
    await page.waitForFunction(
      () => window.skyjo!.busy() || document.body.dataset.awaiting === 'input',
      null,
      polling,
    );
    if ((await page.evaluate(() => document.body.dataset.awaiting)) === 'input') break;
    await page.keyboard.press(' ');
  }
  expect(await page.evaluate(() => document.body.dataset.awaiting)).toBe('input');
  // The person's animation and each computer's pause and moves took a skip.
  expect(skips).toBeGreaterThanOrEqual(4);
});
