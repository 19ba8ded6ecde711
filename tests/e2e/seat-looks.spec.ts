import { choose, chooseSeatKind, setTarget } from './controls';
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
  await setTarget(page, '100');
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

test('issue 27: a seat taken away, added or handed over takes no other person’s look', async ({
  page,
}) => {
  await page.goto('/?seed=7&speed=instant');
  await page.locator('.start-screen [data-action="new-game"]').click();
  const setup = page.locator('.setup-screen');
  const picker = setup.locator('.seat-look-picker');
  const lookOf = (seat: number) =>
    setup.locator(`.seat-plate[data-seat="${seat}"] [data-action="seat-look"]`);
  // Four people: the device's (seat 1, the owl), Bea (the fox), Cai (the cat).
  await chooseSeatKind(page, 1, 'person');
  await chooseSeatKind(page, 2, 'person');
  await chooseSeatKind(page, 3, 'person');
  await choose(picker, 'avatar', 'owl');
  for (const [seat, avatar, colour] of [
    [1, 'fox', 'rose'],
    [2, 'cat', 'mint'],
  ] as const) {
    await lookOf(seat).click();
    await expect(picker).toHaveAttribute('data-seat', String(seat));
    await choose(picker, 'avatar', avatar);
    await choose(picker, 'avatar-colour', colour);
  }
  const tokens = () =>
    setup
      .locator('.seat-plate [data-action="seat-look"] [data-avatar]')
      .evaluateAll((found) => found.map((token) => token.getAttribute('data-avatar')));
  await expect.poll(tokens).toEqual(['owl', 'fox', 'cat', 'none']);
  // Bea leaves: Cai keeps the cat (it once became Bea's fox), the last seat stays plain.
  await setup.locator('.seat-plate[data-seat="1"] [data-action="remove-seat"]').click();
  await expect(setup.locator('.seat-plate')).toHaveCount(3);
  await expect.poll(tokens).toEqual(['owl', 'cat', 'none']);
  // A seat added is a new person: plain, not a look left behind by a seat gone.
  await setup.locator('[data-action="add-seat"]').click();
  await chooseSeatKind(page, 3, 'person');
  await expect.poll(tokens).toEqual(['owl', 'cat', 'none', 'none']);
  // The first seat handed to a computer: the next person keeps the cat, and gets the owl back
  // when the first seat is a person's again.
  await chooseSeatKind(page, 0, 'easy');
  await expect.poll(tokens).toEqual(['cat', 'none', 'none']);
  await chooseSeatKind(page, 0, 'person');
  await expect.poll(tokens).toEqual(['owl', 'cat', 'none', 'none']);
  await setTarget(page, '100');
  await page.locator('[data-action="start"]').click();
  await page.waitForFunction(() => window.skyjo?.table().plates.length === 4);
  await expect
    .poll(() => page.evaluate(() => window.skyjo!.table().looks.map((look) => look?.avatar)))
    .toEqual(['owl', 'cat', undefined, undefined]);
});
