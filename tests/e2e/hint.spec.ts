import type { Page } from '@playwright/test';
import { expect, settled, snap, test } from './fixtures';
import { SIZES } from './layout';

/** Starts a game of one person and `seats - 1` computers, and plays the person's set-up reveals. */
async function toFirstTurn(page: Page, seats: number): Promise<void> {
  await page.goto('/?seed=71&speed=instant');
  await page.locator('.start-screen [data-action="new-game"]').click();
  for (let i = 4; i < seats; i++) await page.locator('[data-action="add-seat"]').click();
  await page.locator('[data-action="start"]').click();
  while ((await settled(page)) === 'input') {
    if ((await page.evaluate(() => document.body.dataset.phase)) !== 'setup') return;
    const version = await page.evaluate(() => document.body.dataset.version);
    await page.keyboard.press('Enter');
    await page.waitForFunction((v) => document.body.dataset.version !== v, version);
  }
}

/** Opens the hint and waits until it is shown (no longer thinking). */
async function openHint(page: Page): Promise<void> {
  await page.keyboard.press('h');
  await expect(page.locator('.hint-panel')).toHaveAttribute('data-state', 'ready');
}

/** The boxes of the person's cards and of the piles, on screen now. */
async function guardedBoxes(page: Page) {
  return page.evaluate(() => {
    const seat = Number(document.body.dataset.seat);
    const targets = [
      { kind: 'draw' },
      { kind: 'discard' },
      { kind: 'drawn' },
      ...Array.from({ length: 12 }, (_, pos) => ({ kind: 'card', seat, pos })),
    ];
    return targets.map((target) => window.skyjo!.targetRect(target as never)!);
  });
}

/**
 * Asserts that the open hint's box meets none of the person's cards or the piles, at `size`; it
 * is a card on a larger window (never a full-width sheet on a desktop), a bottom sheet on a phone.
 */
async function expectHintClear(page: Page, size: (typeof SIZES)[number]): Promise<void> {
  const panel = page.locator('.hint-panel');
  // The search's progress is gone once the hint is there.
  await expect(panel.locator('progress')).toHaveCount(0);
  await expect(panel.locator('[data-hint-action]')).toBeVisible();
  const box = (await panel.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(size.width + 0.5);
  expect(box.y + box.height).toBeLessThanOrEqual(size.height + 0.5);
  for (const rect of await guardedBoxes(page)) {
    const apart =
      box.x >= rect.x + rect.width ||
      rect.x >= box.x + box.width ||
      box.y >= rect.y + rect.height ||
      rect.y >= box.y + box.height;
    expect(apart, `the hint covers ${JSON.stringify(rect)} at ${size.name}`).toBe(true);
  }
  if (size.name === 'phone') {
    // A bottom sheet on a phone.
    await expect(panel).toHaveClass(/sheet/);
    expect(box.y + box.height).toBeCloseTo(size.height, 0);
    expect(box.width).toBeCloseTo(size.width, 0);
  } else {
    await expect(panel).not.toHaveClass(/sheet/);
    // A card, never a full-width sheet: at most 520 px wide, docked under the cards of a full table.
    expect(box.width).toBeLessThanOrEqual(520.5);
  }
}

for (const seats of [4, 8]) {
  test(`the hint never covers the person's cards or the piles: ${seats} seats, every size`, async ({
    page,
  }) => {
    await toFirstTurn(page, seats);
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await openHint(page);
      await expectHintClear(page, size);
      await snap(page, `${size.name}-hint-${seats}-seats`);
      await page.locator('.hint-panel [data-action="close-hint"]').click();
      await expect(page.locator('.hint-panel')).toBeHidden();
    }
  });
}

test('a hint that takes a while shows its progress, then the move', async ({ page, context }) => {
  // The solver's module is held back: the first hint waits for it, as on a slow connection.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await context.route(/solver.*\.wasm$/, async (route) => {
    await held;
    await route.continue();
  });
  await toFirstTurn(page, 4);
  const panel = page.locator('.hint-panel');
  await page.keyboard.press('h');
  await expect(panel).toHaveAttribute('data-state', 'thinking');
  await expect(panel.locator('progress')).toBeVisible();
  release();
  await expect(panel).toHaveAttribute('data-state', 'ready');
  await expect(panel.locator('progress')).toHaveCount(0);
  await expect(panel.locator('[data-hint-action]')).toBeVisible();
});

test('the hint closes by its button, Escape, a tap elsewhere and the next action', async ({
  page,
}) => {
  await toFirstTurn(page, 4);
  const panel = page.locator('.hint-panel');
  await openHint(page);
  await panel.locator('[data-action="close-hint"]').click();
  await expect(panel).toBeHidden();

  await openHint(page);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  expect(await page.evaluate(() => document.body.dataset.awaiting)).toBe('input');

  await page.locator('.hud [data-action="hint"]').click();
  await expect(panel).toHaveAttribute('data-state', 'ready');
  await page.mouse.click(3, 400);
  await expect(panel).toBeHidden();

  await openHint(page);
  const version = await page.evaluate(() => document.body.dataset.version);
  await page.keyboard.press('d');
  await expect(panel).toBeHidden();
  await page.waitForFunction((v) => document.body.dataset.version !== v, version);
});
