import { choose, chooseSeatKind } from './controls';
import { expect, snap, test } from './fixtures';

/**
 * Pass-and-play: each person seat of a game on this device wears a look of its own, picked from
 * the avatar on its plate on the new game's table and kept for that seat on the device.
 */
test('each person seat picks its look on its setup plate; the table shows each, and the device keeps them', async ({
  page,
}) => {
  await page.goto('/?seed=7&speed=instant');
  await page.locator('.start-screen [data-action="new-game"]').click();
  const setup = page.locator('.setup-screen');
  // Seat 1 is the device's person; seat 2 becomes a second person, Bea.
  await chooseSeatKind(page, 1, 'person');
  await setup.locator('.seat-plate[data-seat="1"] input.seat-name').fill('Bea');
  const picker = setup.locator('.seat-look-picker');
  await expect(picker).toHaveAttribute('data-seat', '0');
  await choose(picker, 'avatar', 'owl');
  await choose(picker, 'avatar-colour', 'sky');
  // Bea's avatar on her plate dresses her seat in the picker.
  const beaLook = setup.locator('.seat-plate[data-seat="1"] [data-action="seat-look"]');
  await expect(beaLook).toHaveAttribute('aria-label', 'Choose the avatar of Bea');
  await beaLook.click();
  await expect(beaLook).toHaveAttribute('aria-pressed', 'true');
  await expect(picker).toHaveAttribute('data-seat', '1');
  await expect(picker.locator('h3')).toHaveText('Avatar of Bea');
  await expect(picker.locator('input[name="avatar"][value="none"]')).toBeChecked();
  await choose(picker, 'avatar', 'fox');
  await choose(picker, 'avatar-colour', 'rose');
  // Computers have no avatar to pick.
  await expect(setup.locator('.seat-plate[data-seat="2"] [data-action="seat-look"]')).toHaveCount(
    0,
  );
  for (const [width, height] of [
    [1280, 800],
    [1024, 768],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await setup.locator('.seat-board').scrollIntoViewIfNeeded();
    await snap(page, `setup-seat-looks-${width}x${height}`);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.locator('input[name="targetScore"]').fill('100');
  await page.locator('[data-action="start"]').click();
  await page.waitForFunction(() => window.skyjo?.table().plates.length === 4);
  const owl = { avatar: 'owl', colour: 'sky' };
  const fox = { avatar: 'fox', colour: 'rose' };
  await expect
    .poll(() => page.evaluate(() => window.skyjo!.table().looks))
    .toEqual([owl, fox, null, null]);
  await snap(page, 'table-seat-looks-1280x800');
  // Kept on the device: the game, reloaded, shows them again.
  await page.reload();
  await page.waitForFunction(() => window.skyjo?.table().plates.length === 4);
  await expect
    .poll(() => page.evaluate(() => window.skyjo!.table().looks))
    .toEqual([owl, fox, null, null]);
  expect(
    await page.evaluate(() => JSON.parse(localStorage.getItem('skyjo.seat-looks')!)[1]),
  ).toEqual(fox);
});
