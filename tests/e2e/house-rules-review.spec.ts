import type { Page } from '@playwright/test';
import { createBot, step } from '../../src/ai';
import { type GameState, newGame, type Rules, toRecord } from '../../src/engine';
import { decisionCount } from '../../src/review';
import { expect, pasteRecord, settled, snap, tableShape, test } from './fixtures';

/**
 * R9.6 (issue 28): hints and the review judge house-rules games as they judge the official one —
 * a hint at the table of a rows-clear game and of a dual-hands game, and the review of such a
 * game imported as a record (no longer refused), its moments shown on the table with the rules.
 */

/** A review can take a while on a loaded machine: the expert weighs every decision. */
const REVIEW_TIMEOUT = 240_000;

/**
 * The first `actions` actions of a round of an easy and a medium computer under `rules`, as a
 * record whose seats are two people (so the import offers each for review).
 */
function variantRecord(rules: Partial<Rules>, actions: number) {
  const bots = [createBot('easy', { seed: 4 }), createBot('medium', { seed: 5 })];
  let state: GameState = newGame({ players: ['Ada', 'Bo'], rules, seed: 21 });
  while (state.results.length < 1) state = step(state, bots);
  const record = toRecord(state);
  return {
    ...record,
    rounds: [{ ...record.rounds[0]!, actions: record.rounds[0]!.actions.slice(0, actions) }],
  };
}

/** Opens a game of the person against computers under `rules`, past its set-up, and asks a hint. */
async function hintAfterSetup(page: Page, seats: number, rules: object): Promise<void> {
  const query = encodeURIComponent(JSON.stringify(rules));
  await page.goto(`/?seed=7&speed=instant&demo=${seats}&person=1&rules=${query}`);
  while ((await settled(page)) === 'input') {
    if ((await page.evaluate(() => document.body.dataset.phase)) !== 'setup') break;
    const version = await page.evaluate(() => document.body.dataset.version);
    await page.keyboard.press('Enter');
    await page.waitForFunction((v) => document.body.dataset.version !== v, version);
  }
  await page.keyboard.press('h');
  await expect(page.locator('.hint-panel')).toHaveAttribute('data-state', 'ready', {
    timeout: 60_000,
  });
}

/** The move the open hint names. */
async function hintedAction(page: Page): Promise<{ t: string; pos?: number }> {
  const text = await page
    .locator('.hint-panel [data-hint-action]')
    .getAttribute('data-hint-action');
  return JSON.parse(text!) as { t: string; pos?: number };
}

/** Imports `record`, reviews seat `name`'s decisions, opens the costliest moment on the table. */
async function reviewImported(page: Page, record: ReturnType<typeof variantRecord>, name: string) {
  await page.goto('/?seed=3&speed=instant');
  await page.locator('.start-screen [data-action="import"]').click();
  await pasteRecord(page, record);
  await page.locator('.dialog [data-action="review"]').click();
  const screen = page.locator('.review-screen');
  await expect(screen).toHaveAttribute('data-state', 'choose');
  await screen.getByRole('radio', { name }).click();
  await screen.locator('[data-action="start-review"]').click();
  await expect(screen).toHaveAttribute('data-state', 'done', { timeout: REVIEW_TIMEOUT });
  const seat = record.players.indexOf(name);
  await expect(screen.locator('.review-table tbody tr')).toHaveCount(decisionCount(record, seat));
  // Every decision's move and label are written out, none with a placeholder left.
  expect(await screen.locator('.review-table').textContent()).not.toMatch(/[{}]/);
  return screen;
}

/** Opens the costliest moment of the review on the table: the rules chip is there too. */
async function openCostliest(page: Page, scene: string): Promise<void> {
  const moments = page.locator('.review-screen .review-moment-card');
  expect(await moments.count()).toBeGreaterThan(0);
  await moments.first().locator('[data-action="show-moment"]').click();
  await page.waitForFunction(() => document.body.dataset.screen === 'review-moment');
  await expect(page.locator('.hud-house-rules')).toBeVisible();
  expect(await page.evaluate(() => window.skyjo!.table().hint)).not.toBeNull();
  expect(await page.locator('.replay-bar .review-moment').textContent()).not.toMatch(/[{}]/);
  await snap(page, scene);
}

test.describe('R9.6 hints and reviews under house rules', () => {
  test.setTimeout(2 * REVIEW_TIMEOUT);

  test('R9.3 rows clear too: a hint at the table', async ({ page }) => {
    await hintAfterSetup(page, 3, { rowClears: true });
    const action = await hintedAction(page);
    if (action.pos !== undefined) expect(action.pos).toBeLessThan(12);
    await expect(page.locator('.hint-panel .hint-move')).not.toBeEmpty();
    expect(await page.locator('.hint-panel').textContent()).not.toMatch(/[{}]/);
    await snap(page, 'variant-hint-rows-clear');
  });

  test('R9.3 rows clear too: the review of an imported game', async ({ page }) => {
    const record = variantRecord({ rowClears: true }, 14);
    const screen = await reviewImported(page, record, 'Bo');
    await expect(screen.locator('.review-scope')).toHaveText('Bo, the whole game');
    await snap(page, 'variant-review-rows-clear');
    await openCostliest(page, 'variant-review-moment-rows-clear');
    await expect(page.locator('.hud-house-rules')).toContainText('Rows clear too');
  });

  test('R9.5 dual hands: a hint names the grid of its card', async ({ page }) => {
    await hintAfterSetup(page, 2, { dualHands: true });
    expect((await tableShape(page)).grids).toBe(2);
    const action = await hintedAction(page);
    if (action.pos !== undefined) {
      expect(action.pos).toBeLessThan(24);
      await expect(page.locator('.hint-panel .hint-move')).toContainText(/grid [12]/);
    }
    expect(await page.locator('.hint-panel').textContent()).not.toMatch(/[{}]/);
    await snap(page, 'variant-hint-dual-hands');
  });

  test('R9.5 dual hands: the review of an imported game', async ({ page }) => {
    const record = variantRecord({ dualHands: true }, 12);
    await reviewImported(page, record, 'Ada');
    await snap(page, 'variant-review-dual-hands');
    await openCostliest(page, 'variant-review-moment-dual-hands');
    await expect(page.locator('.hud-house-rules')).toContainText('Two grids each');
  });
});
