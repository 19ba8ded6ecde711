import { expect, settled, snap, startGame, test } from './fixtures';
import { choose } from './controls';

test('colour-blind cards, high contrast and larger text apply at once and are remembered', async ({
  page,
}) => {
  await page.goto('/?seed=32');
  const rootFontSize = () =>
    page.evaluate(() => getComputedStyle(document.documentElement).fontSize);
  const statusFontSize = () =>
    page.locator('.status').evaluate((status) => getComputedStyle(status).fontSize);
  expect(await rootFontSize()).toBe('16px');
  await page.locator('.start-screen [data-action="settings"]').click();
  await choose(page, 'cardPalette', 'colour-blind');
  await page.locator('input[name="highContrast"]').check();
  await choose(page, 'textSize', 'larger');
  await expect(page.locator('body')).toHaveClass(/high-contrast/);
  await expect(page.locator('body')).toHaveClass(/colour-blind/);
  expect(await rootFontSize()).toBe('24px');
  await expect(page.locator('.settings-screen')).toHaveCSS('background-color', 'rgb(0, 0, 0)');
  await snap(page, 'settings-high-contrast');

  await page.reload();
  await page.locator('.start-screen [data-action="settings"]').click();
  await expect(page.locator('input[name="cardPalette"][value="colour-blind"]')).toBeChecked();
  await expect(page.locator('input[name="highContrast"]')).toBeChecked();
  await expect(page.locator('input[name="textSize"][value="larger"]')).toBeChecked();

  await startGame(page, { seed: 32 });
  expect(await settled(page)).toBe('input');
  // The status pill's 0.9375rem at the larger text's 24 px root.
  expect(await statusFontSize()).toBe('22.5px');
  await snap(page, 'table-high-contrast-colour-blind');

  await page.locator('.hud [data-action="menu"]').click();
  await page.locator('.start-screen [data-action="settings"]').click();
  await page.locator('input[name="highContrast"]').uncheck();
  await choose(page, 'cardPalette', 'classic');
  await choose(page, 'textSize', 'normal');
  await expect(page.locator('body')).not.toHaveClass(/high-contrast|colour-blind/);
  expect(await rootFontSize()).toBe('16px');
});
