import type { Browser, Page } from '@playwright/test';
import { expect, holdsDrawnCard, settled, shoot, test } from './fixtures';

/**
 * Public tables and spectators in several browsers (each its own context and storage) against the
 * game server the config starts beside the preview: two strangers meet by a quick match without
 * typing any code; a spectator follows a game by its link and never sees a drawn card before it
 * is placed (R8.2), while the players see that someone watches.
 */

const WIDE = { width: 1280, height: 800 } as const;
const PHONE = { width: 390, height: 844 } as const;

/** A browser of its own at `size`, failing on any page error. */
async function stranger(browser: Browser, size: { width: number; height: number } = WIDE) {
  const context = await browser.newContext({ viewport: size });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  return { page, problems, close: () => context.close() };
}

/** From the start screen to "Play with anyone". */
async function openPublicTables(page: Page, name: string): Promise<void> {
  await page.goto('/?speed=instant');
  await page.locator('.start-screen [data-action="play-online"]').click();
  await page.locator('[data-action="play-with-anyone"]').click();
  await expect(page.locator('.public-tables-screen')).toBeVisible();
  await page.locator('.public-tables-screen input[name="name"]').fill(name);
}

/** From the start screen, `name` opens a room (not listed); resolves with its code in the lobby. */
async function openLobby(page: Page, name: string): Promise<string> {
  await page.goto('/?speed=instant');
  await page.locator('.start-screen [data-action="play-online"]').click();
  await page.locator('.online-screen input[name="name"]').fill(name);
  await page.locator('[data-action="open-room"]').click();
  const lobby = page.locator('.lobby-screen[data-code]');
  await expect(lobby).toBeVisible();
  return (await lobby.getAttribute('data-code'))!;
}

test.describe('public tables and spectators', () => {
  test('two strangers meet by a quick match, no code typed; the list shows the table without its code', async ({
    browser,
  }) => {
    const first = await stranger(browser);
    await openPublicTables(first.page, 'Ada');
    await first.page.locator('[data-action="quick-match"]').click();
    const firstLobby = first.page.locator('.lobby-screen[data-code]');
    await expect(firstLobby).toBeVisible();
    const code = (await firstLobby.getAttribute('data-code'))!;
    // The quick match opened a listed table: its host sees the switch on.
    await expect(first.page.locator('.lobby-public input[name="listed"]')).toBeChecked();
    await shoot(first.page, 'public-lobby', WIDE);

    for (const size of [WIDE, PHONE]) {
      const looker = await stranger(browser, size);
      await openPublicTables(looker.page, 'Looker');
      const table = looker.page.locator('.public-table', { hasText: 'Ada' });
      await expect(table).toBeVisible({ timeout: 20_000 });
      await expect(table.locator('.public-table-rules li').first()).toBeVisible();
      expect(await looker.page.locator('.public-tables-screen').textContent()).not.toContain(code);
      await shoot(looker.page, 'public-tables', size);
      await looker.close();
    }

    const second = await stranger(browser, PHONE);
    await openPublicTables(second.page, 'Bea');
    await second.page.locator('[data-action="quick-match"]').click();
    const secondLobby = second.page.locator('.lobby-screen[data-code]');
    await expect(secondLobby).toBeVisible();
    await expect(secondLobby).toHaveAttribute('data-code', code);
    await expect(first.page.locator('.lobby-seats li[data-taken="true"]')).toHaveCount(3);
    await shoot(second.page, 'public-lobby-joined', PHONE);
    expect(first.problems).toEqual([]);
    expect(second.problems).toEqual([]);
    await first.close();
    await second.close();
  });

  test('a spectator by the link sees no drawn card before it is placed; the players see one watching', async ({
    browser,
  }) => {
    const host = await stranger(browser);
    const code = await openLobby(host.page, 'Ada');

    const watcher = await stranger(browser);
    await watcher.page.goto(`/?room=${code}&speed=instant`);
    await watcher.page.locator('[data-action="watch-room"]').click();
    await expect(watcher.page.locator('.lobby-screen[data-spectator]')).toBeVisible();
    await expect(
      host.page.locator('.lobby-public .watchers-chip[data-watchers="1"]'),
    ).toBeVisible();
    await shoot(host.page, 'lobby-watched', WIDE);

    await host.page.locator('[data-action="fill"]').click();
    await host.page.locator('[data-action="start-online"]:not([disabled])').click();
    // The host's set-up: two reveals; then, at the host's turn, a draw held in hand.
    await expect(
      host.page.locator('.online-strip .watchers-chip[data-watchers="1"]'),
    ).toBeVisible();
    for (let turns = 0; turns < 40; turns++) {
      expect(await settled(host.page)).toBe('input');
      const phase = await host.page.evaluate(() => document.body.dataset.phase);
      if (phase !== 'setup') break;
      const version = await host.page.evaluate(() => document.body.dataset.version);
      await host.page.keyboard.press('1');
      await host.page.keyboard.press('Enter');
      await host.page.waitForFunction((v) => document.body.dataset.version !== v, version);
    }
    const version = await host.page.evaluate(() => document.body.dataset.version);
    await host.page.keyboard.press('d');
    await host.page.waitForFunction((v) => document.body.dataset.version !== v, version);
    expect(await settled(host.page)).toBe('input');
    expect(await holdsDrawnCard(host.page)).toBe(true);
    const drawnLabel = await host.page
      .locator('button[aria-label^="Drawn card"]')
      .first()
      .getAttribute('aria-label');
    expect(drawnLabel).toMatch(/Drawn card: −?\d/);

    // The spectator follows to the same moment: someone holds a card, and it is not shown.
    await watcher.page.waitForFunction(
      (v) => Number(document.body.dataset.version ?? 0) >= Number(v),
      await host.page.evaluate(() => document.body.dataset.version),
    );
    await expect(watcher.page.locator('.status')).toContainText('Ada');
    // A spectator may send no reaction (the room refuses one): no button offers one.
    await expect(host.page.locator('.online-bar [data-action="reactions"]')).toBeVisible();
    await expect(watcher.page.locator('.online-bar')).toBeVisible();
    await expect(watcher.page.locator('[data-action="reactions"]')).toHaveCount(0);
    // The table shows that a card is held (face down), never which.
    const shownDrawn = await watcher.page
      .locator('button[aria-label^="Drawn card"]')
      .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? ''));
    for (const label of shownDrawn) expect(label).not.toMatch(/Drawn card: −?\d/);
    const watcherText = await watcher.page.locator('body').innerText();
    expect(watcherText).not.toMatch(/Drawn card: −?\d/);
    // What the spectator's client holds: the public record, with no drawn card in it.
    const pending = await watcher.page.evaluate(() => {
      const record = window.skyjo?.record();
      const round = record?.rounds[record.rounds.length - 1];
      const last = round?.actions[round.actions.length - 1] as { t?: string; card?: unknown };
      return last ?? null;
    });
    expect(pending === null || pending.t !== 'draw' || pending.card === null).toBe(true);
    await shoot(watcher.page, 'spectator-table', WIDE);
    expect(host.problems).toEqual([]);
    expect(watcher.problems).toEqual([]);
    await watcher.close();
    await host.close();
  });

  test('the link of a game in play offers to watch it: joining is refused for a reason, watching is the big button', async ({
    browser,
  }) => {
    const host = await stranger(browser);
    const code = await openLobby(host.page, 'Ada');
    await host.page.locator('[data-action="fill"]').click();
    await host.page.locator('[data-action="start-online"]:not([disabled])').click();
    expect(await settled(host.page)).toBe('input');

    const late = await stranger(browser, PHONE);
    await late.page.goto(`/?room=${code}&speed=instant`);
    const join = late.page.locator('.join-screen');
    // Before anyone is refused, joining is the big button and comes last.
    await expect(join.locator('.buttons > :last-child')).toHaveAttribute(
      'data-action',
      'join-room',
    );
    await join.locator('input[name="name"]').fill('Cy');
    await join.locator('[data-action="join-room"]').click();
    await expect(join.locator('.notice')).toHaveText(
      'This room’s game has started and every seat is taken. You can still watch it.',
    );
    const watch = join.locator('[data-action="watch-room"]');
    await expect(watch).toHaveClass(/primary/);
    await expect(watch).toBeFocused();
    // The name typed is kept for a join later.
    await expect(join.locator('input[name="name"]')).toHaveValue('Cy');
    await expect(join.locator('.buttons > :last-child')).toHaveAttribute(
      'data-action',
      'watch-room',
    );
    await expect(join.locator('[data-action="join-room"]')).not.toHaveClass(/primary/);
    await shoot(late.page, 'join-started', PHONE);
    await late.page.keyboard.press('Enter');
    await expect(late.page.locator('.online-bar')).toBeVisible();
    await expect(
      host.page.locator('.online-strip .watchers-chip[data-watchers="1"]'),
    ).toBeVisible();
    await expect(late.page.locator('[data-action="reactions"]')).toHaveCount(0);
    expect(host.problems).toEqual([]);
    expect(late.problems).toEqual([]);
    await late.close();
    await host.close();
  });
});
