import type { Browser, Page } from '@playwright/test';
import { violations } from './axe';
import { expect, shoot, test } from './fixtures';

/**
 * The online lobby as a party screen, in two browsers (the host's and a friend's) against the
 * game server the config starts beside the preview: the room code shown big is the room's, the
 * link copies onto the clipboard, a friend arriving fills a seat on the host's table.
 */

const SIZES = [
  { width: 1280, height: 800 },
  { width: 1024, height: 768 },
  { width: 390, height: 844 },
] as const;

/** A browser of its own (its own storage) at `size` that may use the clipboard. */
async function browserPage(
  browser: Browser,
  size: { readonly width: number; readonly height: number } = SIZES[0],
): Promise<Page> {
  const context = await browser.newContext({
    viewport: size,
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  const page = await context.newPage();
  page.on('pageerror', (error) => {
    throw error;
  });
  return page;
}

/** Opens a room as `name` with the form's seats (two friends and a computer); shows its lobby. */
async function openRoom(page: Page, name: string): Promise<void> {
  await page.goto('/?speed=instant');
  await page.locator('.start-screen [data-action="play-online"]').click();
  await page.locator('.online-screen input[name="name"]').fill(name);
  await page.locator('[data-action="open-room"]').click();
  await expect(page.locator('.lobby-screen[data-code]')).toBeVisible();
}

/** The code as the lobby's big tiles show it, read off character by character. */
const shownCode = (page: Page) =>
  page
    .locator('.lobby-code .code-char')
    .allTextContents()
    .then((chars) => chars.join(''));

/** A friend opens the room by its link (built from `code`) and joins as `name`. */
async function join(page: Page, code: string, name: string): Promise<void> {
  await page.goto(`/?room=${code}&speed=instant`);
  await page.locator('.join-screen input[name="name"]').fill(name);
  await page.locator('[data-action="join-room"]').click();
  await expect(page.locator('.lobby-screen[data-code]')).toBeVisible();
}

test.describe('the online lobby', () => {
  test('the big code is the room’s, the link copies, and a friend arriving fills a seat', async ({
    browser,
  }) => {
    const host = await browserPage(browser);
    await openRoom(host, 'Ada');
    const code = await shownCode(host);
    expect(code).toMatch(/^[0-9A-Z]{8}$/);
    expect(code).toBe(await host.locator('.lobby-screen').getAttribute('data-code'));
    await expect(host.locator('.lobby-code .code-group')).toHaveCount(2);
    // The host sits crowned at the bottom; the friends' seats wait empty.
    await expect(host.locator('.lobby-seats li[data-seat="0"] .lobby-crown')).toHaveCount(1);
    await expect(host.locator('.lobby-seats li[data-seat="1"]')).toHaveAttribute(
      'data-taken',
      'false',
    );
    await expect(host.locator('.lobby-status')).not.toBeEmpty();
    await expect(host.locator('[data-action="start-online"]')).toBeDisabled();

    const link = await host.locator('.room-link').inputValue();
    expect(link).toContain(`room=${code}`);
    await host.locator('[data-action="copy-link"]').click();
    await expect(host.locator('.lobby-copied')).not.toBeEmpty();
    expect(await host.evaluate(() => navigator.clipboard.readText())).toBe(link);

    // Share is offered only where the browser can share.
    const canShare = await host.evaluate(() => typeof navigator.share === 'function');
    await expect(host.locator('[data-action="share-link"]')).toHaveCount(canShare ? 1 : 0);

    // A friend types the code the host reads out, and her plate fills in on the host's table.
    const friend = await browserPage(browser);
    await join(friend, code, 'Bea');
    const seat = host.locator('.lobby-seats li[data-seat="1"]');
    await expect(seat).toHaveAttribute('data-taken', 'true');
    await expect(seat).toHaveAttribute('data-connected', 'true');
    await expect(seat.locator('.seat-name')).toHaveText('Bea');
    await expect(friend.locator('.lobby-seats li[data-seat="0"] .seat-name')).toHaveText('Ada');
    await expect(friend.locator('[data-action="start-online"]')).toBeHidden();
    await host.context().close();
    await friend.context().close();
  });

  test('the lobby passes axe, and looks like a game at every size', async ({ browser }) => {
    for (const size of SIZES) {
      const host = await browserPage(browser, size);
      await openRoom(host, 'Ada');
      const code = await shownCode(host);
      const friend = await browserPage(browser);
      await join(friend, code, 'Bea');
      await expect(host.locator('.lobby-seats li[data-seat="1"]')).toHaveAttribute(
        'data-connected',
        'true',
      );
      await host.locator('[data-action="copy-link"]').click();
      await expect(host.locator('.lobby-copied')).not.toBeEmpty();
      expect(await violations(host)).toEqual([]);
      await shoot(host, 'online-lobby', size);
      await host.context().close();
      await friend.context().close();
    }
  });
});
