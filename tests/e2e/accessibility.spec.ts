import { violations } from './axe';
import { chooseSeatKind } from './controls';
import { expect, test } from './fixtures';
import { SIZES } from './layout';

/**
 * The menu screens of the game's own controls (issue 27) pass axe-core's checks: the new game's
 * table (its seats, the rule sets and options), the online room's and the settings, with every
 * kind of control shown, in English and in the longest words (German) on a phone. Each report
 * lists every violation with the elements it found.
 */

for (const size of SIZES)
  test(`${size.name}: the new game, the online room and the settings pass axe`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await page.goto('/?seed=91&speed=instant');
    await page.locator('.start-screen [data-action="new-game"]').click();
    const setup = page.locator('.setup-screen');
    await setup.locator('[data-action="add-seat"]').click();
    await chooseSeatKind(page, 4, 'expert');
    await setup.locator('input[name="rulesPreset"][value="russian"]').check();
    expect(await violations(page)).toEqual([]);

    await page.keyboard.press('Escape');
    await page.locator('.start-screen [data-action="play-online"]').click();
    await expect(page.locator('.online-screen')).toBeVisible();
    expect(await violations(page)).toEqual([]);

    await page.keyboard.press('Escape');
    await page.locator('.start-screen [data-action="settings"]').click();
    await expect(page.locator('.settings-screen')).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

test('in German on a phone, in high contrast: the screens still pass axe', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/?seed=92&speed=instant');
  await page.locator('.start-screen [data-action="settings"]').click();
  await page.locator('input[name="language"][value="de"]').click();
  await expect(page.locator('.settings-screen h2')).toHaveText('Einstellungen');
  await page.locator('input[name="highContrast"]').check();
  expect(await violations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await page.locator('.start-screen [data-action="new-game"]').click();
  expect(await violations(page)).toEqual([]);
});
