import type { Page } from '@playwright/test';
import { seatCount } from './controls';
import { expect, settled, test } from './fixtures';

/**
 * The game's controls (src/app/ui/controls) as a player uses them by keyboard, by touch and
 * with a screen reader (roles, names, values), on the screens that show them: the new game's
 * table and rules, and the settings. Their stepping is unit-tested (control-stepping.test.ts);
 * here the DOM, the keys and what a game starts with.
 */

/** The seat plate `seat` (zero-based) on the new game's table. */
const plate = (page: Page, seat: number) => page.locator(`.seat-plate[data-seat="${seat}"]`);

/** The seats a started game saved: who plays each (from the saved game). */
const savedSeats = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('skyjo.save')!).seats as string[]);

test('the new game by keyboard: a seat goes through its kinds, seats come and go, the game starts with them', async ({
  page,
}) => {
  await page.goto('/?seed=93&speed=instant');
  await page.locator('.start-screen [data-action="new-game"]').click();
  const kind = plate(page, 1).locator('.seat-kind');
  const name = plate(page, 1).locator('.seat-name');
  await expect(kind).toHaveAttribute('data-value', 'medium');
  await expect(kind).toHaveAccessibleName('Who plays seat 2: Computer: medium');
  await expect(kind).toHaveAccessibleDescription('Press a seat to change who plays it.');

  // Right, Enter and Space go forward, round to a person; each change is said aloud.
  await kind.focus();
  await page.keyboard.press('ArrowRight');
  await expect(kind).toHaveAttribute('data-value', 'hard');
  await page.keyboard.press('Enter');
  await expect(kind).toHaveAttribute('data-value', 'expert');
  await page.keyboard.press(' ');
  await expect(kind).toHaveAttribute('data-value', 'person');
  await expect(kind).toHaveAccessibleName('Who plays seat 2: Person');
  await expect(page.locator('.seat-table [role="status"]')).toHaveText('Who plays seat 2: Person');
  // A name the player did not type follows the kind; a typed one stays.
  await expect(name).toHaveValue('Player 2');
  await page.keyboard.press('ArrowLeft');
  await expect(kind).toHaveAttribute('data-value', 'expert');
  await expect(name).toHaveValue('Robot 2');
  await name.fill('Ada');
  await kind.press('ArrowDown');
  await expect(kind).toHaveAttribute('data-value', 'hard');
  await expect(name).toHaveValue('Ada');
  await expect(plate(page, 1)).toHaveAttribute('data-emblem', 'hard');

  // A seat added at the free place takes the focus; one taken away hands it to the next.
  const add = page.locator('[data-action="add-seat"]');
  await add.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('.seat-plate')).toHaveCount(5);
  await expect(plate(page, 4).locator('.seat-kind')).toBeFocused();
  await expect(plate(page, 4).locator('.seat-name')).toHaveValue('Robot 5');
  await expect(page.locator('.seat-count')).toHaveText('5 seats');
  const remove = plate(page, 2).locator('[data-action="remove-seat"]');
  await expect(remove).toHaveAccessibleName('Remove seat 3');
  await remove.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('.seat-plate')).toHaveCount(4);
  await expect(plate(page, 2).locator('.seat-kind')).toBeFocused();
  // The seats after it moved up, their names with them.
  await expect(plate(page, 2).locator('.seat-name')).toHaveValue('Robot 3');
  await expect(plate(page, 3).locator('.seat-name')).toHaveValue('Robot 4');

  await page.locator('[data-action="start"]').click();
  expect(await settled(page)).toBe('input');
  expect(await savedSeats(page)).toEqual(['person', 'hard', 'medium', 'medium']);
  const record = await page.evaluate(() => window.skyjo!.record()!);
  expect(record.players).toEqual(['Player 1', 'Ada', 'Robot 3', 'Robot 4']);
});

test('at two seats no seat can be taken away, at eight none added', async ({ page }) => {
  await page.goto('/?seed=94&speed=instant');
  await page.locator('.start-screen [data-action="new-game"]').click();
  await seatCount(page, 2);
  const remove = page.locator('[data-action="remove-seat"]');
  await expect(remove).toHaveCount(0);
  const add = page.locator('[data-action="add-seat"]');
  for (let seats = 2; seats < 8; seats++) await add.click();
  await expect(page.locator('.seat-plate')).toHaveCount(8);
  await expect(add).toBeHidden();
  await expect(remove).toHaveCount(8);
});

test('the table rules by keyboard: the target steps and is typed, switches and choices flip, a rule set sets them all', async ({
  page,
}) => {
  await page.goto('/?seed=95&speed=instant');
  await page.locator('.start-screen [data-action="new-game"]').click();
  const target = page.getByRole('spinbutton', { name: 'The game ends when a total reaches' });
  await expect(target).toHaveValue('100');
  await expect(
    page.getByRole('group', { name: 'The game ends when a total reaches' }),
  ).toBeVisible();
  await target.focus();
  await page.keyboard.press('ArrowUp');
  await expect(target).toHaveValue('110');
  await page.keyboard.press('PageDown');
  await expect(target).toHaveValue('60');
  // A typed number is kept whole and in bounds; − and + step from it and stop at the bounds.
  await target.fill('5000');
  await target.press('Tab');
  await expect(target).toHaveValue('999');
  const raise = page.getByRole('button', { name: 'Raise the target' });
  await expect(raise).toBeDisabled();
  await page.getByRole('button', { name: 'Lower the target' }).click();
  await expect(target).toHaveValue('990');
  await target.fill('3');
  await target.press('Tab');
  await page.getByRole('button', { name: 'Lower the target' }).click();
  await expect(target).toHaveValue('1');
  await expect(page.getByRole('button', { name: 'Lower the target' })).toBeDisabled();
  await page.getByRole('button', { name: 'Raise the target' }).click();
  await expect(target).toHaveValue('10');

  // A switch: its role, its name; Space and Enter flip it.
  const doubling = page.getByRole('switch', {
    name: "Double the ender's score only when it is above zero",
  });
  // The doubling is on the page of the ender's penalty.
  await page.getByRole('tab', { name: 'Penalty' }).click();
  await expect(doubling).toBeChecked();
  await expect(doubling).toHaveAccessibleDescription(
    'An ender who is not strictly lowest scores double.',
  );
  await doubling.focus();
  await page.keyboard.press('Space');
  await expect(doubling).not.toBeChecked();
  // The options now follow the fan guides' rule set.
  await expect(page.locator('input[name="rulesPreset"][value="fan"]')).toBeChecked();
  await page.keyboard.press('Enter');
  await expect(doubling).toBeChecked();
  await expect(page.locator('input[name="rulesPreset"][value="official"]')).toBeChecked();

  // A choice: a radio group; the arrows move the choice and its caption says what it does.
  const starter = page.getByRole('radiogroup', { name: 'Who starts the next round' });
  await page.getByRole('tab', { name: 'Rules' }).click();
  await expect(starter).toHaveAccessibleDescription('Whoever ended the last round');
  await starter.getByRole('radio', { name: 'The ender' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(starter.getByRole('radio', { name: 'Round winner' })).toBeChecked();
  await expect(starter).toHaveAccessibleDescription('The lowest scorer of the last round');
  // A mix no rule set has: none is lit, and the screen says so.
  await expect(page.locator('input[name="rulesPreset"]:checked')).toHaveCount(0);
  await expect(page.locator('.rules-custom')).toBeVisible();
  // The Russian edition sets both of its options.
  await page.getByRole('radio', { name: /Russian edition/ }).check();
  await expect(page.getByRole('radio', { name: 'Play on', exact: true })).toBeChecked();
  await expect(starter.getByRole('radio', { name: 'Round winner' })).toBeChecked();
  await expect(page.locator('.rules-custom')).toBeHidden();

  await page.locator('[data-action="start"]').click();
  expect(await settled(page)).toBe('input');
  const rules = await page.evaluate(() => window.skyjo!.record()!.rules);
  expect(rules).toMatchObject({
    targetScore: 10,
    doubleOnlyPositive: true,
    nextRoundStarter: 'round-winner',
    tie: 'extra-round',
  });
});

test('the settings by keyboard: sliders say their values in words, switches and tiles apply at once', async ({
  page,
}) => {
  await page.goto('/?seed=96&speed=instant');
  await page.locator('.start-screen [data-action="settings"]').click();
  const volume = page.getByRole('slider', { name: 'Volume' });
  await expect(volume).toHaveAttribute('aria-valuetext', '70%');
  await volume.focus();
  await page.keyboard.press('ArrowRight');
  await expect(volume).toHaveAttribute('aria-valuetext', '75%');
  await expect(page.locator('[data-control="volume"] .ctl-value')).toHaveText('75%');
  const speed = page.getByRole('slider', { name: 'Animation speed' });
  await expect(speed).toHaveAttribute('aria-valuetext', 'Normal');
  await speed.focus();
  await page.keyboard.press('End');
  await expect(speed).toHaveAttribute('aria-valuetext', 'Fast');
  await expect(page.locator('[data-control="speed"] .ctl-stop-on')).toHaveText('Fast');
  const motion = page.getByRole('switch', { name: 'Reduced motion' });
  await motion.focus();
  await page.keyboard.press('Space');
  await expect(page.locator('html')).toHaveAttribute('data-motion', 'reduced');
  // The languages are a radio group of tiles, each name in its own language.
  const languages = page.getByRole('radiogroup', { name: 'Language' });
  await expect(languages.getByRole('radio')).toHaveCount(4);
  await expect(page.locator('label[lang="ru"] .ctl-face-label')).toHaveText('Русский');
  await languages.getByRole('radio', { name: 'Svenska' }).click();
  await expect(page.locator('.settings-screen h2')).toHaveText('Inställningar');
  // Drawn again in Swedish, the screen keeps the focus on the language chosen.
  await expect(page.locator('input[name="language"][value="sv"]')).toBeFocused();
  // The chosen tile stays gold under the pointer (it turned navy, its words unreadable).
  const chosen = page.locator('label[lang="sv"]');
  await page.locator('input[name="language"][value="sv"]').hover();
  await expect(chosen).toHaveCSS('background-image', /gradient/);
  // Remembered: the same settings after a reload.
  await page.reload();
  await page.locator('.start-screen [data-action="settings"]').click();
  await expect(page.getByRole('slider', { name: 'Volym' })).toHaveAttribute(
    'aria-valuetext',
    /^75\s%$/,
  );
  await expect(page.locator('input[name="speed"]')).toHaveValue('2');
  await expect(page.locator('input[name="reducedMotion"]')).toBeChecked();
});

test.describe('by touch', () => {
  test.use({ hasTouch: true, viewport: { width: 390, height: 844 } });

  test('a tap on a seat changes who plays it, a tap on − or + steps the target', async ({
    page,
  }) => {
    await page.goto('/?seed=97&speed=instant');
    await page.locator('.start-screen [data-action="new-game"]').tap();
    const kind = plate(page, 2).locator('.seat-kind');
    await kind.tap();
    await expect(kind).toHaveAttribute('data-value', 'hard');
    // On touch the × of every seat shows whole, never faded.
    await expect(plate(page, 2).locator('[data-action="remove-seat"]')).toHaveCSS('opacity', '1');
    await page.getByRole('button', { name: 'Raise the target' }).tap();
    await expect(page.locator('input[name="targetScore"]')).toHaveValue('110');
    await page.locator('input[name="tie"][value="extra-round"]').tap();
    await expect(page.locator('input[name="tie"][value="extra-round"]')).toBeChecked();
  });
});

test('in reduced motion a seat changes without its emblem popping', async ({ page }) => {
  await page.goto('/?seed=98&speed=normal&motion=reduced');
  await page.locator('.start-screen [data-action="new-game"]').click();
  const kind = plate(page, 1).locator('.seat-kind');
  await kind.click();
  const animations = await kind.evaluate(
    (button) => button.querySelector('.seat-emblem')!.getAnimations().length,
  );
  expect(animations).toBe(0);
});
