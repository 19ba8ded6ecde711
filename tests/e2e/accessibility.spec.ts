import { violations } from './axe';
import { expect, test } from './fixtures';

/**
 * The menu screens of the game's own controls (issue 27) pass axe-core's checks in the longest
 * words (German) on a phone, in high contrast. In English at every size the gallery's menus scene
 * checks the same screens (the new game with every kind of seat and a rule set chosen, the online
 * room, the settings) with axe-core on the whole page. Each report lists every violation with the
 * elements it found.
 */

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
