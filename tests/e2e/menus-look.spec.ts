import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Issue 27, the screens around the table looked at once more beside the best-made card games;
 * each test failed before its fix: titles in four styles (only the new game, the online room and
 * the settings had the logo's outlined gold), the lobby's invite link in a typewriter font and its
 * buttons ragged at 1024×768 and of two heights side by side on a phone, typed fields wearing the
 * browser's focus ring, scrollbars the browser's grey, the statistics' accuracy the one panel a
 * screen reader did not find among their regions.
 */

/** The title's outline and drop, as the logo draws them (0 when the title is plain). */
async function titleLook(title: Locator): Promise<{ stroke: number; drop: boolean }> {
  return title.evaluate((heading) => {
    const style = getComputedStyle(heading);
    return {
      stroke: parseFloat(style.webkitTextStroke === '' ? '0' : style.webkitTextStrokeWidth),
      drop: style.textShadow !== 'none',
    };
  });
}

/** Checks that `screen`'s own title is drawn as the logo is: outlined, with a hard drop. */
async function expectLogoTitle(screen: Locator): Promise<void> {
  const title = screen.locator('h2').first();
  await expect(title).toBeVisible();
  const look = await titleLook(title);
  expect(look.stroke, `${await title.textContent()} is outlined`).toBeGreaterThan(0.5);
  expect(look.drop, `${await title.textContent()} has a drop`).toBe(true);
}

/** Opens the start screen's menu entry `action` and returns the screen it shows. */
async function open(page: Page, action: string, screen: string): Promise<Locator> {
  await page.locator(`.start-screen [data-action="${action}"]`).click();
  const shown = page.locator(`.overlay .${screen}`);
  await expect(shown).toBeVisible();
  return shown;
}

test('every screen around the table titles itself as the logo does', async ({ page }) => {
  await page.goto('/?seed=41&speed=instant');
  const menus: readonly [string, string][] = [
    ['new-game', 'setup-screen'],
    ['settings', 'settings-screen'],
    ['rules', 'rules-screen'],
    ['statistics', 'stats-screen'],
    ['import', 'import-screen'],
  ];
  for (const [action, screen] of menus) {
    await expectLogoTitle(await open(page, action, screen));
    await page.keyboard.press('Escape');
    await expect(page.locator('.start-screen')).toBeVisible();
  }
  await open(page, 'play-online', 'online-screen');
  await page.locator('.online-screen [data-action="join"]').click();
  await expectLogoTitle(page.locator('.join-screen'));
});

test('the question before a new game is titled as the other screens are', async ({ page }) => {
  await page.goto('/?seed=41&speed=instant');
  await open(page, 'new-game', 'setup-screen');
  await page.locator('.setup-screen [data-action="start"]').click();
  await page.waitForFunction(() => document.body.dataset.screen === 'game');
  await page.locator('.hud [data-action="menu"]').click();
  await page.locator('.start-screen [data-action="new-game"]').click();
  const question = page.getByRole('alertdialog');
  await expect(question).toBeVisible();
  await expect(question.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectLogoTitle(question);
});

test('typed fields wear the cyan ring, never the browser’s, and scrollbars the room’s colours', async ({
  page,
}) => {
  await page.goto('/?seed=41&speed=instant');
  const importing = await open(page, 'import', 'import-screen');
  const field = importing.getByRole('textbox', { name: /link/i });
  await field.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(field).toBeFocused();
  const ring = await field.evaluate((input) => {
    const style = getComputedStyle(input);
    return { colour: style.outlineColor, style: style.outlineStyle, font: style.fontFamily };
  });
  expect(ring).toEqual({
    colour: 'rgb(53, 224, 255)',
    style: 'solid',
    font: expect.stringContaining('Rubik') as unknown as string,
  });
  const scrollbar = await importing.evaluate((screen) => getComputedStyle(screen).scrollbarColor);
  expect(scrollbar).not.toBe('auto');
});

/** Opens a room as Ada, at instant speed, and gives its lobby once it shows. */
async function openLobby(page: Page): Promise<Locator> {
  await page.goto('/?seed=42&speed=instant');
  await open(page, 'play-online', 'online-screen');
  await page.locator('.online-screen input[name="name"]').fill('Ada');
  await page.locator('[data-action="open-room"]').click();
  const lobby = page.locator('.lobby-screen[data-code]');
  await expect(lobby).toBeVisible();
  return lobby;
}

test.describe('the lobby at 1024×768', () => {
  test.use({ viewport: { width: 1024, height: 768 } });

  test('its invite link is in the game’s font and its buttons fill their lines', async ({
    page,
  }) => {
    const lobby = await openLobby(page);
    const link = lobby.getByRole('textbox', { name: 'Invite link' });
    expect(await link.evaluate((input) => getComputedStyle(input).fontFamily)).toContain('Rubik');
    const ragged = await lobby.locator('.lobby-buttons').evaluate((row) => {
      const box = row.getBoundingClientRect();
      const lines = new Map<number, { left: number; right: number }>();
      for (const button of row.querySelectorAll('button:not(.lobby-start)')) {
        const b = button.getBoundingClientRect();
        const top = Math.round(b.top);
        const line = lines.get(top) ?? { left: b.left, right: b.right };
        lines.set(top, { left: Math.min(line.left, b.left), right: Math.max(line.right, b.right) });
      }
      return [...lines.values()]
        .filter((line) => line.left > box.left + 1 || line.right < box.right - 1)
        .map((line) => `${line.left}–${line.right} of ${box.left}–${box.right}`);
    });
    expect(ragged).toEqual([]);
  });
});

test.describe('the lobby on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('its leave and fill buttons stand side by side at one height', async ({ page }) => {
    const lobby = await openLobby(page);
    const boxes = await lobby
      .locator('.lobby-buttons > button:not(.lobby-start)')
      .evaluateAll((buttons) =>
        buttons.map((button) => {
          const box = button.getBoundingClientRect();
          return { top: Math.round(box.top), height: Math.round(box.height) };
        }),
      );
    expect(boxes).toHaveLength(2);
    expect(boxes[0]).toEqual(boxes[1]);
  });
});

test.describe('joining a room on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('its join, alone on the last line, takes the line whole', async ({ page }) => {
    await page.goto('/?seed=42&speed=instant');
    await open(page, 'play-online', 'online-screen');
    await page.locator('.online-screen [data-action="join"]').click();
    const buttons = page.locator('.join-screen > .buttons');
    await expect(buttons).toBeVisible();
    const widths = await buttons.evaluate((row) => {
      const style = getComputedStyle(row);
      const inner =
        row.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      const join = row.querySelector('.primary')!.getBoundingClientRect().width;
      return { inner: Math.round(inner), join: Math.round(join) };
    });
    expect(widths.join).toBe(widths.inner);
  });
});

test('the statistics’ accuracy is a region of its own, as their other panels are', async ({
  page,
}) => {
  await page.goto('/?seed=41&speed=instant');
  const statistics = await open(page, 'statistics', 'stats-screen');
  for (const panel of ['Medals 0 of 10', 'By opponent', 'Recent games', 'Accuracy over time'])
    await expect(statistics.getByRole('region', { name: panel, exact: true })).toBeVisible();
});
