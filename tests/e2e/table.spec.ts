import { choose, chooseSeatKind, seatCount, setTarget } from './controls';
import type { Page } from '@playwright/test';
import { type GameRecord, replayRecord } from '../../src/engine';
import type { Rect } from '../../src/view/geometry';
import { SOFTWARE_BATCH_TEXTURES } from '../../src/view/software-gl';
import { drawDiscardAndTurn, expect, resumeRecord, settled, snap, test } from './fixtures';
import { computersWinRecord, lastTurnRecord } from './records';
import { keyboardTurn } from './play';

/** What the table shows (its animations so far, the hint, thinking, plates, the hand). */
const table = (page: Page) => page.evaluate(() => window.skyjo!.table());

/** The screen rectangle of a table target. */
const rect = (page: Page, target: object) =>
  page.evaluate((t) => window.skyjo!.targetRect(t as never), target) as Promise<Rect>;

const overlap = (a: Rect, b: Rect) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Starts a game of the given seats (`person` or a computer level), ending at `target`. */
async function start(page: Page, kinds: readonly string[], query: string, target = 100) {
  await page.goto(`/?${query}`);
  await page.locator('.start-screen [data-action="new-game"]').click();
  await seatCount(page, kinds.length);
  for (const [seat, kind] of kinds.entries()) await chooseSeatKind(page, seat, kind);
  await setTarget(page, String(target));
  await page.locator('[data-action="start"]').click();
}

/** Whether the last round of `record` doubled its ender (R5.3), as the engine says. */
function doubled(record: GameRecord): boolean {
  const replayed = replayRecord(record);
  if (!replayed.ok) throw new Error(replayed.error.message);
  return replayed.state.results.at(-1)!.doubled;
}

/** Plays one decision and waits for the table to take it. */
async function turn(page: Page, n: number) {
  const version = await page.evaluate(() => document.body.dataset.version);
  await keyboardTurn(page, n);
  await page.waitForFunction((v) => document.body.dataset.version !== v, version);
}

test('each round is dealt card by card from the pile; the drawn card is held up in the hand; the hint shows on the table', async ({
  page,
}) => {
  await start(page, ['person', 'medium'], 'seed=21&speed=fast');
  expect(await settled(page)).toBe('input');
  expect((await table(page)).animations['dealt-card']).toBe(24);
  // These tests draw with SwiftShader: a software renderer, whose batches sample fewer textures.
  expect((await table(page)).batchTextures).toBe(SOFTWARE_BATCH_TEXTURES);
  // The accessible layer is the game's own DOM: a button per card of the person.
  await expect(page.locator('.table-controls button[aria-label^="Your card"]')).toHaveCount(12);
  for (let n = 0; (await page.evaluate(() => document.body.dataset.phase)) === 'setup'; n++) {
    await turn(page, n);
    await settled(page);
  }
  expect((await table(page)).animations.revealed).toBeGreaterThanOrEqual(4);
  await snap(page, 'table-turn');
  await page.keyboard.press('d');
  await page.waitForFunction(() => window.skyjo!.table().hand.held);
  expect(await settled(page)).toBe('input');
  const hand = (await table(page)).hand.rect!;
  const draw = await rect(page, { kind: 'draw' });
  const discard = await rect(page, { kind: 'discard' });
  expect(hand.width).toBeGreaterThan(draw.width * 1.05);
  expect(hand.y).toBeLessThan(draw.y);
  expect(overlap(hand, discard) || overlap(hand, draw)).toBe(false);
  await snap(page, 'table-hand');
  await page.keyboard.press('h');
  await page.waitForFunction(() => window.skyjo!.table().hint !== null, null, {
    timeout: 60_000,
  });
  expect((await table(page)).hint!.p).toBe(
    Number(await page.evaluate(() => document.body.dataset.seat)),
  );
  await snap(page, 'table-hint');
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => window.skyjo!.table().hint === null);
});

test('the end of a round: the reveal seat by seat, scores counting on the plates, the ×2 stamp, then the summary; a person who wins gets confetti', async ({
  page,
}) => {
  // Two people at the first round's last turn: Ben went out holding high cards, Ann's turn ends
  // the round (and with a target of 1 point, the game); Ann wins it and Ben is doubled (R5.3).
  await resumeRecord(
    page,
    {
      ...lastTurnRecord(true),
      players: ['Ann', 'Ben'],
      seats: [{ kind: 'person' }, { kind: 'person' }],
    },
    'seed=8&speed=fast',
  );
  await drawDiscardAndTurn(page);
  expect(await settled(page)).toBe('game-over');
  await expect(page.locator('[data-screen="game-over"]')).toBeVisible();
  const shown = await table(page);
  const record = await page.evaluate(() => window.skyjo!.record()!);
  expect(record.rounds).toHaveLength(1);
  expect(doubled(record)).toBe(true);
  // Every seat's round score counted up on its plate, and the stamp came down on the doubled
  // ender, before the summary came.
  expect(shown.animations['round-score']).toBe(2);
  expect(shown.animations['round-scored']).toBe(1);
  expect(shown.animations.stamp).toBe(1);
  expect(shown.animations['final-reveal']).toBeGreaterThanOrEqual(1);
  // A person won, and the table celebrates.
  expect(await page.evaluate(() => window.skyjo!.effectsPlayed().confetti ?? 0)).toBe(1);
  await snap(page, 'table-person-wins');
});

test('computers winning: no confetti, and the stamp lands on a doubled ender', async ({ page }) => {
  // The person's last turn of a round Robot 3 ended with 22 points, which Robot 2 wins (R5.3).
  await resumeRecord(page, computersWinRecord(), 'seed=4&speed=fast');
  await drawDiscardAndTurn(page);
  expect(await settled(page)).toBe('game-over');
  const record = await page.evaluate(() => window.skyjo!.record()!);
  expect(record.rounds).toHaveLength(1);
  expect(doubled(record)).toBe(true);
  const shown = await table(page);
  // The summary slid in only once the round's end had played on the table.
  expect(shown.animations['round-score']).toBe(3);
  expect(shown.animations.stamp).toBe(1);
  const winner = page.locator('[data-screen="game-over"] .scores tbody tr.winner');
  await expect(winner).toHaveCount(1);
  await expect(winner).toContainText('Robot 2');
  await expect(page.locator('[data-screen="game-over"] .scores tbody tr.person')).not.toHaveClass(
    /winner/,
  );
  expect(await page.evaluate(() => window.skyjo!.effectsPlayed().confetti ?? 0)).toBe(0);
  await snap(page, 'table-computer-wins');
});

test('the plates follow the text size', async ({ page }) => {
  await start(page, ['person', 'medium', 'medium'], 'seed=3&speed=instant');
  await settled(page);
  const normal = (await table(page)).plates.map((plate) => plate.height);
  await page.locator('.hud [data-action="menu"]').click();
  await page.locator('.start-screen [data-action="settings"]').click();
  await choose(page, 'textSize', 'larger');
  await page.keyboard.press('Escape');
  await page.locator('.start-screen [data-action="continue"]').click();
  await settled(page);
  const larger = (await table(page)).plates.map((plate) => plate.height);
  for (const [seat, height] of larger.entries())
    expect(height).toBeGreaterThanOrEqual(normal[seat]! * 1.2);
  await snap(page, 'table-larger-text');
});

// The project's pixel density may be lower (playwright.config.ts): this test starts at a desktop's.
test.describe('at a desktop pixel density', () => {
  test.use({ deviceScaleFactor: 1 });

  test('the table follows a change of pixel density (browser zoom, another screen): canvas and plate numbers are redrawn for it', async ({
    page,
    context,
  }) => {
    await start(page, ['person', 'medium', 'medium'], 'seed=5&speed=instant');
    await settled(page);
    const density = async () => {
      const { pixelDensity } = await table(page);
      const canvas = await page
        .locator('#table canvas')
        .evaluate((c: HTMLCanvasElement) => c.width / c.getBoundingClientRect().width);
      return { ...pixelDensity, canvas: Math.round(canvas * 100) / 100 };
    };
    expect(await density()).toEqual({ renderer: 1, numbers: [1], canvas: 1 });
    const cdp = await context.newCDPSession(page);
    // Chromium's emulation tells the page of a new density only with a new size, as a zoom does.
    const emulate = (deviceScaleFactor: number, width: number, height: number) =>
      cdp.send('Emulation.setDeviceMetricsOverride', {
        width,
        height,
        deviceScaleFactor,
        mobile: false,
      });
    await emulate(1.5, 853, 533);
    await expect.poll(density).toEqual({ renderer: 1.5, numbers: [1.5], canvas: 1.5 });
    const plates = (await table(page)).plates;
    expect(Math.max(...plates.map((plate) => plate.x + plate.width))).toBeLessThanOrEqual(853);
    await emulate(2, 1280, 800);
    await expect.poll(density).toEqual({ renderer: 2, numbers: [2], canvas: 2 });
    expect((await table(page)).sums.every((sum) => sum !== null)).toBe(true);
    await snap(page, 'table-pixel-density-2');
    await emulate(1, 1024, 768);
    await expect.poll(density).toEqual({ renderer: 1, numbers: [1], canvas: 1 });
    await turn(page, 0);
    expect(await settled(page)).toBe('input');
  });
});
