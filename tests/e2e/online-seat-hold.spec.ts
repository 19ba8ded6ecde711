import { expect, recordToasts, shownToasts, snap, test } from './fixtures';
import { awaiting, joinByLink, openRoom, person, playUntil, watch } from './online-people';
import { shortAwayURL } from './servers';

/**
 * A table that holds together, in several browsers: playing again after the game, the host
 * removing a friend from the lobby, and the vote that lets a computer keep an away seat.
 */
test.describe('online: a table that holds together', () => {
  test('after the game both people tap Play again and the same room deals a new game', async ({
    page: host,
    browser,
  }) => {
    const problems: string[] = [];
    watch(host, problems);
    await recordToasts(host);
    const code = await openRoom(host, 'Ada', 1);
    const friend = await person(browser, problems);
    await joinByLink(friend.page, code, 'Bea');
    await host.locator('[data-action="start-online"]:not([disabled])').click();
    const pages = [host, friend.page];
    const over = async () => {
      for (const page of pages) if ((await awaiting(page)) !== 'game-over') return false;
      return true;
    };
    await playUntil(pages, over);
    const panel = friend.page.locator('.summary-screen [data-rematch]');
    await expect(panel).toBeVisible();
    await expect(panel.locator('.rematch-plate')).toHaveCount(2);
    await host.locator('.summary-screen [data-action="play-again"]').click();
    await expect(panel.locator('.rematch-plate[data-seat="0"]')).toHaveAttribute(
      'data-state',
      'ready',
    );
    await expect(panel.locator('.rematch-plate[data-seat="1"]')).toHaveAttribute(
      'data-state',
      'waiting',
    );
    await expect(panel.locator('.rematch-count')).toHaveText('1 of 2 people ready');
    // Issue 27: the summary's own lines show who is ready, as the plates it covers do.
    const line = (seat: number) => friend.page.locator(`.summary-screen tr[data-seat="${seat}"]`);
    await expect(line(0).locator('.ready-tick')).toHaveAttribute('aria-label', 'Ready');
    await expect(line(1).locator('.ready-tick')).toHaveCount(0);
    await expect(host.locator('.summary-screen [data-rematch]')).toHaveAttribute(
      'data-ready',
      'true',
    );
    await snap(friend.page, 'online-rematch-waiting');
    await friend.page.setViewportSize({ width: 390, height: 844 });
    await panel.scrollIntoViewIfNeeded();
    await snap(friend.page, 'online-rematch-waiting-phone');
    await friend.page.setViewportSize({ width: 1280, height: 800 });
    await friend.page.locator('.summary-screen [data-action="play-again"]').click();
    for (const page of pages) {
      await page.waitForFunction(
        () =>
          document.body.dataset.screen === 'game' &&
          !['game-over', ''].includes(document.body.dataset.awaiting ?? '') &&
          (window.skyjo!.record()?.rounds.length ?? 0) === 1,
      );
      await expect(page.locator('.summary-screen')).toHaveCount(0);
    }
    await expect
      .poll(() => shownToasts(host))
      .toContain('Game 2 at this table: the cards are dealt.');
    // The same seats: Ada still plays seat 1 and Bea seat 2, and the new game goes on.
    expect(await host.evaluate(() => window.skyjo!.record()!.players)).toEqual([
      'Ada',
      'Bea',
      expect.any(String),
    ]);
    await playUntil(
      pages,
      async () =>
        (await host.evaluate(() => window.skyjo!.record()!.rounds[0]!.actions.length)) > 4,
    );
    expect(problems).toEqual([]);
  });

  test('the host removes a friend from the lobby; she is told, and her link does not bring her back', async ({
    page: host,
    browser,
  }) => {
    const problems: string[] = [];
    watch(host, problems);
    const code = await openRoom(host, 'Ada', 100);
    const friend = await person(browser, problems);
    await joinByLink(friend.page, code, 'Bea');
    const remove = host.locator('.lobby-plate[data-seat="1"] [data-action="remove"]');
    await expect(remove).toHaveAttribute('aria-label', 'Remove Bea');
    // Bea sees no remove button: only the host removes.
    await expect(friend.page.locator('[data-action="remove"]')).toHaveCount(0);
    await remove.click();
    await expect(remove).toHaveText('Remove Bea? Tap again');
    await snap(host, 'online-lobby-remove');
    await host.setViewportSize({ width: 390, height: 844 });
    await snap(host, 'online-lobby-remove-phone');
    await host.setViewportSize({ width: 1280, height: 800 });
    await remove.click();
    const removed =
      'The host removed you from that room. To play together again, ask them for a new room.';
    await expect(friend.page.locator('.start-screen .notice')).toHaveText(removed);
    await expect(host.locator('.lobby-plate[data-seat="1"]')).toHaveAttribute(
      'data-taken',
      'false',
    );
    // Her browser still holds the seat's token: the link finds the room refuses it.
    await friend.page.goto(`/?room=${code}&speed=instant`);
    await expect(friend.page.locator('.start-screen .notice')).toHaveText(removed);
    await expect(host.locator('.lobby-plate[data-seat="1"]')).toHaveAttribute(
      'data-taken',
      'false',
    );
    expect(problems).toEqual([]);
  });
});

/**
 * The vote on an away seat, on the game server whose reconnection window is a few seconds
 * (`servers.ts`): the test waits for the seat's stand-in, not for a minute.
 */
test.describe('online: a table that holds together, past a short reconnection window', () => {
  test.use({ baseURL: shortAwayURL });

  test('a friend away past the window: the host votes, a computer keeps the seat, and she is told when she comes back', async ({
    page: host,
    browser,
  }) => {
    const problems: string[] = [];
    watch(host, problems);
    await recordToasts(host);
    const code = await openRoom(host, 'Ada', 200);
    const friend = await person(browser, problems);
    await joinByLink(friend.page, code, 'Bea');
    await host.locator('[data-action="start-online"]:not([disabled])').click();
    await friend.page.waitForFunction(() => document.body.dataset.screen === 'game');
    await friend.page.close();
    const bea = host.locator('.online-strip .online-seat[data-seat="1"]');
    await playUntil([host], async () => (await bea.getAttribute('data-state')) === 'stand-in');
    const ballot = host.locator('.away-ballot[data-seat="1"]');
    await expect(ballot).toContainText(
      'Bea has been away a while. Let a computer play their seat to the end?',
    );
    await expect(ballot.locator('.away-count')).toHaveText('0 of 1 vote');
    await snap(host, 'online-away-vote');
    await host.setViewportSize({ width: 390, height: 844 });
    await snap(host, 'online-away-vote-phone');
    await host.setViewportSize({ width: 1280, height: 800 });
    await ballot.locator('[data-action="vote-yes"]').click();
    await expect
      .poll(() => shownToasts(host))
      .toContain('A computer plays Bea’s seat for the rest of the game.');
    await expect(ballot).toHaveCount(0);
    await expect(bea).toHaveAttribute('data-state', 'computer');
    // Bea opens the game again: her browser's token no longer takes the seat, and she is told why.
    const back = await friend.context.newPage();
    watch(back, problems);
    await back.goto('/?speed=instant');
    await expect(back.locator('.start-screen .notice')).toHaveText(
      'While you were away, the others let a computer play your seat for the rest of that game.',
    );
    expect(problems).toEqual([]);
  });
});
