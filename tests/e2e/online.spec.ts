import type { Page } from '@playwright/test';
import { expect, holdsDrawnCard, recordToasts, shownToasts, snap, test } from './fixtures';
import { awaiting, joinByLink, openRoom, person, playUntil, watch } from './online-people';
import { SHORT_AWAY_SECONDS, shortAwayURL } from './servers';

/**
 * Online play in several browser contexts (each a person's browser) against the game server the
 * config starts beside the preview: open a room, join it by its link, play a whole round with a
 * computer seat, reload mid-turn, drop and come back.
 */

/** Waits until `page` shows `screen` (its published name). */
const showing = (page: Page, screen: string) =>
  page.waitForFunction((s) => document.body.dataset.screen === s, screen);

/** Copies the seat tokens `from`'s browser keeps into `to`'s: its tokens, not its device key. */
async function copyTokens(from: Page, to: Page): Promise<void> {
  const tokens = await from.evaluate(() => localStorage.getItem('skyjo.online.tokens'));
  await to.evaluate((kept) => localStorage.setItem('skyjo.online.tokens', kept!), tokens);
}

/** How many actions `seat` has in the game's record as `page` shows it. */
const seatActions = (page: Page, seat: number) =>
  page.evaluate(
    (s) =>
      window.skyjo!.record()?.rounds.flatMap((round) => round.actions.filter((a) => a.p === s))
        .length ?? 0,
    seat,
  );

/** The countdown `page` shows on `seat`'s plate, or `null`. */
const plateCountdown = (page: Page, seat: number) =>
  page.evaluate((s) => window.skyjo!.table().countdowns[s] ?? null, seat);

test.describe('online play', () => {
  test('two people and a computer play a whole round; a reload mid-turn keeps the seat', async ({
    page: host,
    browser,
  }) => {
    // A whole round in two browsers: minutes when the machine is busy (3 at a load average of 20).
    test.slow();
    const problems: string[] = [];
    const code = await openRoom(host, 'Ada', 1);
    await snap(host, 'online-lobby');
    const friend = await person(browser, problems);
    await joinByLink(friend.page, code, 'Bea');
    await expect(host.locator('.lobby-seats li[data-seat="1"]')).toHaveAttribute(
      'data-connected',
      'true',
    );
    await expect(host.locator('[data-action="start-online"]')).toBeEnabled();
    await host.locator('[data-action="start-online"]').click();
    for (const page of [host, friend.page]) {
      await page.waitForFunction(() => document.body.dataset.screen === 'game');
    }
    await expect(host.locator('.online-strip .online-seat[data-seat="1"]')).toHaveAttribute(
      'data-state',
      'connected',
    );

    let reloaded = false;
    const over = async () =>
      (await awaiting(host)) === 'game-over' && (await awaiting(friend.page)) === 'game-over';
    await playUntil([host, friend.page], over, async (page) => {
      const phase = await page.evaluate(() => document.body.dataset.phase);
      if (reloaded || page !== friend.page || phase !== 'turns') return;
      if (!(await holdsDrawnCard(page))) {
        // Draw first, so the reload comes mid-turn with the drawn card in hand.
        const version = await page.evaluate(() => document.body.dataset.version);
        await page.keyboard.press('d');
        await page.waitForFunction((v) => document.body.dataset.version !== v, version);
        await page.waitForFunction(() => document.body.dataset.awaiting === 'input');
      }
      await snap(page, 'online-before-reload');
      reloaded = true;
      await page.reload();
      // Well within the reconnection window: a computer standing in would take the card.
      await page.waitForFunction(
        () => document.body.dataset.screen === 'game' && document.body.dataset.awaiting === 'input',
        null,
        { timeout: 25_000 },
      );
      // Back at the same seat, the drawn card still in hand, and connected for the others; the
      // "connecting" message is gone once connected.
      expect(await holdsDrawnCard(page)).toBe(true);
      await expect(page.locator('.toast', { hasText: /Connecting/ })).toBeHidden({ timeout: 1000 });
      await expect(host.locator('.online-strip .online-seat[data-seat="1"]')).toHaveAttribute(
        'data-state',
        'connected',
      );
    });
    expect(reloaded).toBe(true);
    await snap(host, 'online-game-over');
    // Both saw the same game, and its record replays (the public record: nothing unseen in it).
    const records = await Promise.all(
      [host, friend.page].map((page) =>
        page.evaluate(() => JSON.stringify(window.skyjo!.record())),
      ),
    );
    expect(records[0]).toBe(records[1]);
    const record = JSON.parse(records[0]!) as { rounds: { actions: { p: number }[] }[] };
    const seats = new Set(
      record.rounds.flatMap((round) => round.actions.map((action) => action.p)),
    );
    expect([...seats].sort()).toEqual([0, 1, 2]);
    expect(problems).toEqual([]);
  });

  test('with a turn timer, the seconds left run on the plate of the seat to move', async ({
    page: host,
  }) => {
    await openRoom(host, 'Ada', 100, { alone: true, turnSeconds: 15 });
    await host.locator('[data-action="start-online"]:not([disabled])').click();
    await host.waitForFunction(() => document.body.dataset.screen === 'game');
    // Set-up: the host's two reveals are timed.
    await expect.poll(() => plateCountdown(host, 0)).toMatchObject({ kind: 'turn' });
    const first = (await plateCountdown(host, 0))!;
    expect(first.seconds).toBeGreaterThan(0);
    expect(first.seconds).toBeLessThanOrEqual(15);
    await snap(host, 'online-turn-timer');
    // It runs down while she thinks.
    await expect
      .poll(() => plateCountdown(host, 0).then((c) => c?.seconds ?? 0), { timeout: 5000 })
      .toBeLessThan(first.seconds);
    // The computer's seat is never timed.
    expect(await plateCountdown(host, 1)).toBeNull();
  });

  test('a second browser with a player’s seat token does not take her seat: she is asked and keeps it, and takes it back after letting it go', async ({
    page: host,
    browser,
  }) => {
    test.slow();
    const problems: string[] = [];
    const code = await openRoom(host, 'Ada', 200);
    const bea = await person(browser, problems);
    await joinByLink(bea.page, code, 'Bea');
    await host.locator('[data-action="start-online"]:not([disabled])').click();
    for (const page of [host, bea.page]) await showing(page, 'game');
    const beaSeat = host.locator('.online-strip .online-seat[data-seat="1"]');
    // Mallory's browser holds a copy of Bea's seat token, and opens the room's link.
    const mallory = await person(browser, problems);
    await mallory.page.goto('/?speed=instant');
    await copyTokens(bea.page, mallory.page);
    await mallory.page.goto(`/?room=${code}&speed=instant`);
    // Bea is asked on her table; she keeps her seat, and Mallory is told.
    const question = bea.page.locator('[data-screen="confirm"]');
    await expect(question).toContainText('Another window or device wants your seat');
    await snap(bea.page, 'online-seat-asked');
    await question.locator('[data-action="no"]').click();
    await expect(mallory.page.locator('.start-screen .notice')).toHaveText(
      'Your seat stays where it is played: that window or device kept it.',
    );
    await showing(bea.page, 'game');
    await expect(beaSeat).toHaveAttribute('data-state', 'connected');
    // Asked again (the token Mallory held died), she lets Mallory's browser play the seat...
    await copyTokens(bea.page, mallory.page);
    await mallory.page.goto(`/?room=${code}&speed=instant`);
    await question.locator('[data-action="yes"]').click();
    await showing(mallory.page, 'game');
    // ...and her browser offers to take it back, which it does at once, unasked.
    await expect(bea.page.locator('.start-screen .notice')).toHaveText(
      /^Your seat is now played from another window or device/,
    );
    const takeBack = bea.page.locator('.start-screen [data-action="back-to-room"]');
    await expect(takeBack).toHaveText('Take my seat back');
    await snap(bea.page, 'online-seat-take-back');
    await takeBack.click();
    await showing(bea.page, 'game');
    await expect(mallory.page.locator('.start-screen .notice')).toHaveText(
      /^Your seat is now played from another window or device/,
    );
    await expect(beaSeat).toHaveAttribute('data-state', 'connected');
    await expect(bea.page.locator('.online-strip .online-seat[data-seat="1"]')).toHaveAttribute(
      'data-state',
      'connected',
    );
    expect(problems).toEqual([]);
  });
});

/**
 * A person away past the reconnection window, on the game server whose window is a few seconds
 * (`servers.ts`): the tests wait for the stand-in's arrival, not for a minute.
 */
test.describe('online play, past a short reconnection window', () => {
  test.use({ baseURL: shortAwayURL });

  test('a person who drops is played by a computer, then takes the seat back', async ({
    page: host,
    browser,
  }) => {
    const problems: string[] = [];
    await recordToasts(host);
    const code = await openRoom(host, 'Ada', 200);
    const friend = await person(browser, problems);
    await joinByLink(friend.page, code, 'Bea');
    await host.locator('[data-action="start-online"]:not([disabled])').click();
    await friend.page.waitForFunction(() => document.body.dataset.screen === 'game');
    // Bea closes her tab: a computer plays for her once the reconnection window is over.
    await friend.page.close();
    const bea = host.locator('.online-strip .online-seat[data-seat="1"]');
    await expect(bea).toHaveAttribute('data-state', 'away');
    // At once: a countdown on her plate, the seconds in the strip, and the host is told.
    await expect.poll(() => plateCountdown(host, 1)).toMatchObject({ kind: 'away' });
    const away = (await plateCountdown(host, 1))!;
    expect(away.seconds).toBeGreaterThan(0);
    expect(away.seconds).toBeLessThanOrEqual(SHORT_AWAY_SECONDS);
    await expect(bea).toHaveText(/Bea: \d+ s/);
    await expect
      .poll(() => shownToasts(host))
      .toContainEqual(expect.stringMatching(/Bea dropped out: a computer takes the seat in \d+ s/));
    await snap(host, 'online-away-countdown');
    const moves = () => seatActions(host, 1);
    await playUntil([host], async () => (await bea.getAttribute('data-state')) === 'stand-in');
    await expect
      .poll(() => shownToasts(host))
      .toContainEqual('A computer now plays for Bea until they come back.');
    expect(await plateCountdown(host, 1)).toBeNull();
    const before = await moves();
    await playUntil([host], async () => (await moves()) > before + 2);
    await snap(host, 'online-stand-in');
    // She opens the game again: the browser kept her seat's token; she is back at her seat.
    const back = await friend.context.newPage();
    watch(back, problems);
    await back.goto('/?speed=instant');
    await back.waitForFunction(() => document.body.dataset.screen === 'game');
    await expect(bea).toHaveAttribute('data-state', 'connected');
    await expect(back.locator('.online-strip .online-seat[data-seat="1"]')).toHaveAttribute(
      'data-state',
      'connected',
    );
    await expect.poll(() => shownToasts(host)).toContainEqual('Bea is back at the table.');
    expect(problems).toEqual([]);
  });

  test('the status says who is away and how long the game waits; a stood-in plate shows it', async ({
    page: host,
    browser,
  }) => {
    // Issue 27, defect 4: "Bea is playing." for the whole minute, and no sign of the stand-in.
    const problems: string[] = [];
    await host.setViewportSize({ width: 1280, height: 800 });
    const code = await openRoom(host, 'Ada', 200);
    const friend = await person(browser, problems);
    await joinByLink(friend.page, code, 'Bea');
    await host.locator('[data-action="start-online"]:not([disabled])').click();
    await friend.page.waitForFunction(() => document.body.dataset.screen === 'game');
    await host.waitForFunction(() => document.body.dataset.screen === 'game');
    // Every status line the host reads from here on, to see the brief ones too.
    await host.evaluate(() => {
      const status = document.querySelector('.status')!;
      const seen: string[] = [];
      (window as unknown as { statusSeen: string[] }).statusSeen = seen;
      new MutationObserver(() => seen.push(status.textContent ?? '')).observe(status, {
        childList: true,
        characterData: true,
        subtree: true,
      });
    });
    const seen = () =>
      host.evaluate(() => (window as unknown as { statusSeen: string[] }).statusSeen);
    // Ada reveals her opening cards; then Bea closes her tab, and the game waits for her alone.
    await playUntil([host], async () => (await seatActions(host, 0)) >= 2);
    await friend.page.close();
    await expect.poll(() => plateCountdown(host, 1)).toMatchObject({ kind: 'away' });
    const status = host.locator('.status');
    await expect(status).toHaveText(
      /^Bea is away: the game waits, a computer takes over in \d+ seconds?\.$/,
    );
    expect(await host.evaluate(() => window.skyjo!.table().emblems[1])).toBe('remote');
    await snap(host, 'online-away-status');
    await host.setViewportSize({ width: 390, height: 844 });
    await snap(host, 'online-away-status-phone');
    await host.setViewportSize({ width: 1280, height: 800 });
    // The window over, a computer stands in: Bea's plate wears its badge and says so.
    await expect.poll(() => host.evaluate(() => window.skyjo!.table().emblems[1])).toBe('stand-in');
    await expect(
      host.locator('.table-text', { hasText: 'Bea is away; a computer plays for them.' }),
    ).toHaveCount(1);
    await playUntil([host], async () => (await seen()).includes('A computer plays for Bea.'));
    expect(await seen()).not.toContain('Bea is playing.');
    await snap(host, 'online-stand-in-badge');
    await host.setViewportSize({ width: 390, height: 844 });
    // On a phone's small plates the badge keeps a size one sees (it was 4 px, a speck).
    await expect
      .poll(() => host.evaluate(() => window.skyjo!.table().plateParts[1]!.standIn?.width ?? 0))
      .toBeGreaterThanOrEqual(9);
    await snap(host, 'online-stand-in-badge-phone');
    expect(problems).toEqual([]);
  });
});
