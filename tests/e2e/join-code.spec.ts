import type { Page } from '@playwright/test';
import { en } from '../../src/i18n/en';
import { screensEn } from '../../src/i18n/screens/en';
import { choose } from './controls';
import { expect, snap, test } from './fixtures';
import { SIZES } from './layout';
import { openRoom, person } from './online-people';

/**
 * Joining a room by its code, typed in eight large boxes as a game's party code: typing moves
 * on and upper-cases, Backspace goes back, a character no code holds is refused and said why,
 * a pasted code or invite link fills every box. (Joining a room for real: online.spec.ts.)
 */

/** The code the boxes hold now. */
const boxes = (page: Page) =>
  page
    .locator('.join-screen .code-box')
    .evaluateAll((all) => all.map((box) => (box as HTMLInputElement).value).join(''));

/** Opens "Join a room" from the online screen. */
async function openJoin(page: Page): Promise<void> {
  await page.goto('/?speed=instant');
  await page.locator('.start-screen [data-action="play-online"]').click();
  await page.locator('.online-screen [data-action="join"]').click();
  await expect(page.locator('.join-screen')).toBeVisible();
}

test('typing fills the boxes one by one, upper case, and moves on to the name', async ({
  page,
}) => {
  await openJoin(page);
  await expect(page.locator('.code-box').first()).toBeFocused();
  await page.keyboard.type('abcd');
  expect(await boxes(page)).toBe('ABCD');
  await expect(page.locator('.code-box').nth(4)).toBeFocused();
  // O, I and L are read as 0 and 1, as the codes are written.
  await page.keyboard.type('oil7');
  expect(await boxes(page)).toBe('ABCD0117');
  await expect(page.locator('.join-screen input[name="name"]')).toBeFocused();
});

test('Backspace goes back a box; a character no code holds is refused and said why', async ({
  page,
}) => {
  await openJoin(page);
  await page.keyboard.type('KMN');
  await page.keyboard.press('Backspace');
  expect(await boxes(page)).toBe('KM');
  await expect(page.locator('.code-box').nth(2)).toBeFocused();
  await page.keyboard.type('u');
  expect(await boxes(page)).toBe('KM');
  await expect(page.locator('.code-voice')).toHaveText(
    screensEn['join.refused'].replace('{char}', 'u'),
  );
  await expect(page.locator('.code-box').nth(2)).toHaveClass(/refused/);
  await page.keyboard.type('#');
  expect(await boxes(page)).toBe('KM');
  await page.keyboard.press('ArrowLeft');
  await expect(page.locator('.code-box').nth(1)).toBeFocused();
});

test('a pasted invite link or code fills every box', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openJoin(page);
  await page.evaluate(() => navigator.clipboard.writeText('http://127.0.0.1/?room=wxyz-6789'));
  await page.locator('.code-box').nth(3).focus();
  await page.keyboard.press('ControlOrMeta+V');
  expect(await boxes(page)).toBe('WXYZ6789');
  await expect(page.locator('.join-screen input[name="name"]')).toBeFocused();
  await page.evaluate(() => navigator.clipboard.writeText('not a code!'));
  await page.locator('.code-box').first().focus();
  await page.keyboard.press('ControlOrMeta+V');
  expect(await boxes(page)).toBe('WXYZ6789');
  await expect(page.locator('.code-voice')).toHaveText(en.badRoomCode);
});

test('a code cut short is not sent: the player is told and the boxes wait', async ({ page }) => {
  await openJoin(page);
  await page.keyboard.type('ABC');
  await page.locator('.join-screen input[name="name"]').fill('Ada');
  await page.locator('[data-action="join-room"]').click();
  await expect(page.locator('.join-screen .notice')).toHaveText(en.badRoomCode);
  await expect(page.locator('.code-box').nth(3)).toBeFocused();
});

test('a friend’s link shows its code in the boxes and waits for the name', async ({ page }) => {
  await page.goto('/?room=KMNP-7890&speed=instant');
  await expect(page.locator('.join-screen')).toBeVisible();
  expect(await boxes(page)).toBe('KMNP7890');
  await expect(page.locator('.join-screen input[name="name"]')).toBeFocused();
});

test('a person joining by a typed code picks an avatar and a colour there; the table shows them', async ({
  page: host,
  browser,
}) => {
  const problems: string[] = [];
  const code = await openRoom(host, 'Ada', 100);
  const friend = await person(browser, problems);
  await openJoin(friend.page);
  await friend.page.keyboard.type(code);
  await friend.page.locator('.join-screen input[name="name"]').fill('Bea');
  // The same picker as on the online screen, remembered on her device as she picks.
  const picker = friend.page.locator('.join-screen .look-picker');
  await expect(picker).toBeVisible();
  await choose(picker, 'avatar', 'fox');
  await choose(picker, 'avatar-colour', 'mint');
  expect(await friend.page.evaluate(() => localStorage.getItem('skyjo.look'))).toBe(
    JSON.stringify({ avatar: 'fox', colour: 'mint' }),
  );
  for (const [width, height] of [
    [1280, 800],
    [1024, 768],
    [390, 844],
  ] as const) {
    await friend.page.setViewportSize({ width, height });
    await picker.scrollIntoViewIfNeeded();
    await snap(friend.page, `join-look-${width}x${height}`);
  }
  await friend.page.locator('[data-action="join-room"]').click();
  await expect(friend.page.locator('.lobby-screen')).toBeVisible();
  await host.locator('[data-action="start-online"]:not([disabled])').click();
  // Until the game's table is dealt, its looks have no second seat (undefined) or no look yet.
  await host.waitForFunction(() => (window.skyjo!.table().looks[1] ?? null) !== null);
  expect(await host.evaluate(() => window.skyjo!.table().looks[1])).toEqual({
    avatar: 'fox',
    colour: 'mint',
  });
  expect(problems).toEqual([]);
});

test('issue 27: the code panel ends under its help, with no empty band, at every size', async ({
  page,
}) => {
  await openJoin(page);
  for (const size of SIZES) {
    await page.setViewportSize(size);
    const panel = await page.locator('.join-code').boundingBox();
    const help = await page.locator('#room-code-help').boundingBox();
    // Under the help, only about the room above the label (it had a 53 px band).
    expect(panel!.y + panel!.height - (help!.y + help!.height)).toBeLessThanOrEqual(24);
    await snap(page, `join-panel-${size.width}x${size.height}`);
  }
  // A refused character is said under the help; the panel makes room for it.
  await page.keyboard.type('u');
  await expect(page.locator('.code-voice')).toBeVisible();
  const voice = await page.locator('.code-voice').boundingBox();
  const panel = await page.locator('.join-code').boundingBox();
  expect(voice!.y + voice!.height).toBeLessThanOrEqual(panel!.y + panel!.height);
});
