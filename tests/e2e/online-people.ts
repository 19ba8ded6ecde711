import type { Browser, BrowserContext, Page } from '@playwright/test';
import { choose, setTarget } from './controls';
import { expect, faceDownPositions, holdsDrawnCard, pickCard } from './fixtures';

/**
 * People at an online table in several browser contexts (each a person's browser), for the
 * online specs that play whole games: their browsers, opening and joining a room, and playing by
 * keyboard until something holds.
 */

/** A person's browser: its own storage, failing the test on a console or page error. */
export async function person(
  browser: Browser,
  problems: string[],
  viewport = { width: 1280, height: 800 },
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  watch(page, problems);
  return { context, page };
}

/** Records `page`'s console errors and page errors in `problems`. */
export function watch(page: Page, problems: string[]): void {
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
}

/**
 * Opens a room as `name` with one friend's seat and a medium computer (no friend with `alone`),
 * and a turn timer of `turnSeconds` if given; returns its code.
 */
export async function openRoom(
  page: Page,
  name: string,
  targetScore: number,
  options: { alone?: boolean; turnSeconds?: number } = {},
): Promise<string> {
  await page.goto('/?speed=instant');
  await page.locator('.start-screen [data-action="play-online"]').click();
  await page.locator('.online-screen input[name="name"]').fill(name);
  // The form starts with two friends and a computer: one friend is enough here.
  const remove = (seat: number) =>
    page.locator(`.online-screen .seat-list li[data-seat="${seat}"] [data-action="remove-seat"]`);
  await remove(2).click();
  if (options.alone) await remove(1).click();
  // The target is on the first of the setup's pages; the turn timer on the room's.
  await setTarget(page, String(targetScore));
  if (options.turnSeconds !== undefined)
    await choose(page, 'turnSeconds', String(options.turnSeconds));
  await page.locator('[data-action="open-room"]').click();
  const lobby = page.locator('.lobby-screen[data-code]');
  await expect(lobby).toBeVisible();
  return (await lobby.getAttribute('data-code'))!;
}

/** A friend opens the host's link and joins with `name`. */
export async function joinByLink(page: Page, code: string, name: string): Promise<void> {
  await page.goto(`/?room=${code}&speed=instant`);
  await page.locator('.join-screen input[name="name"]').fill(name);
  await page.locator('[data-action="join-room"]').click();
  await expect(page.locator('.lobby-screen')).toBeVisible();
}

/** What `page` waits for (the body's `data-awaiting`). */
export const awaiting = (page: Page) => page.evaluate(() => document.body.dataset.awaiting ?? '');

/**
 * One decision by keyboard that hastens the round's end with one action a turn: reveal in
 * set-up; take the discard onto a face-down card (a drawn card in hand is discarded and a card
 * turned instead); with no face-down card left, the discard goes where the cursor is.
 */
async function quickTurn(page: Page): Promise<void> {
  const faceDown = await faceDownPositions(page);
  const phase = await page.evaluate(() => document.body.dataset.phase);
  if (phase !== 'setup') {
    const drawn = await holdsDrawnCard(page);
    if (!drawn) await page.keyboard.press('t');
    else if (faceDown.length > 0) await page.keyboard.press('x');
  }
  if (faceDown.length > 0) await pickCard(page, faceDown[0]!);
  await page.keyboard.press('Enter');
}

/** Resolves with the first of `pages` that waits for its person (or shows the game's end). */
function nextToAct(pages: readonly Page[]): Promise<Page> {
  return Promise.race(
    pages.map((page) =>
      page
        .waitForFunction(
          () => ['input', 'next-round', 'game-over'].includes(document.body.dataset.awaiting ?? ''),
          null,
          { timeout: 120_000, polling: 50 },
        )
        .then(() => page),
    ),
  );
}

/**
 * Plays `pages` (each a person at the table) by keyboard until `done` holds; between rounds
 * each confirms the next round. `onTurn` may step in before a person's move.
 */
export async function playUntil(
  pages: readonly Page[],
  done: () => Promise<boolean>,
  onTurn: (page: Page) => Promise<void> = async () => undefined,
): Promise<void> {
  for (let n = 0; n < 3000; n++) {
    if (await done()) return;
    // Whoever has seen the game end has nothing more to do; the others go on.
    const playing: Page[] = [];
    for (const page of pages) {
      if (!page.isClosed() && (await awaiting(page)) !== 'game-over') playing.push(page);
    }
    if (playing.length === 0) break;
    const page = await nextToAct(playing);
    const state = await awaiting(page);
    if (state === 'game-over') continue;
    if (state === 'next-round') {
      await page.locator('[data-action="next-round"]').click();
      await page.waitForFunction(() => document.body.dataset.awaiting !== 'next-round');
      continue;
    }
    if (state !== 'input') continue;
    await onTurn(page);
    if ((await awaiting(page)) !== 'input') continue;
    const version = await page.evaluate(() => document.body.dataset.version);
    await quickTurn(page);
    await page.waitForFunction((v) => document.body.dataset.version !== v, version);
  }
  if (!(await done())) throw new Error('the game did not reach the state waited for');
}
