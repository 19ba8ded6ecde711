import { expect, type Page, test } from '@playwright/test';
import { drawDiscardAndTurn, settled } from './fixtures';

/** Opens a demo game of `seats` (a person first) under house rules `rules` (R9), at instant speed. */
async function openVariant(page: Page, seats: number, rules: object): Promise<void> {
  const query = encodeURIComponent(JSON.stringify(rules));
  await page.goto(`/?seed=5&speed=instant&demo=${seats}&person=1&rules=${query}`);
  expect(await settled(page)).toBe('input');
}

/** The person's cards the table lists as buttons. */
const ownCards = (page: Page) => page.locator('button[aria-label^="Your card"]');

/** Clicks with the mouse where the person's first face-down card is drawn (its control lies there). */
async function clickFaceDown(page: Page): Promise<void> {
  const box = await page
    .locator('button[aria-label^="Your card"][aria-label*="face down"]')
    .first()
    .boundingBox();
  expect(box).not.toBeNull();
  await page.mouse.click(box!.x + box!.width / 2, box!.y + box!.height / 2);
}

/** Plays the person's first round with the keyboard: Enter reveals, then draw, discard, turn. */
async function playRoundByKeyboard(page: Page): Promise<string> {
  for (;;) {
    const phase = await page.evaluate(() => document.body.dataset.phase);
    if (phase === 'setup') await page.keyboard.press('Enter');
    else await drawDiscardAndTurn(page);
    const awaiting = await settled(page);
    if (awaiting !== 'input') return awaiting;
  }
}

/**
 * Plays the person's first round with the pointer: clicks the deck, the discard pile and a
 * face-down card where the table draws them.
 */
async function playRoundByPointer(page: Page): Promise<string> {
  const tap = async (target: object) => {
    const rect = await page.evaluate((t) => window.skyjo!.targetRect(t as never), target);
    expect(rect).not.toBeNull();
    await page.mouse.click(rect!.x + rect!.width / 2, rect!.y + rect!.height / 2);
  };
  for (;;) {
    const phase = await page.evaluate(() => document.body.dataset.phase);
    const version = await page.evaluate(() => document.body.dataset.version);
    if (phase === 'setup') {
      await clickFaceDown(page);
    } else {
      await tap({ kind: 'draw' });
      await page.waitForFunction((v) => document.body.dataset.version !== v, version);
      expect(await settled(page)).toBe('input');
      await tap({ kind: 'discard' });
      await clickFaceDown(page);
    }
    const awaiting = await settled(page);
    if (awaiting !== 'input') return awaiting;
  }
}

test.describe('house-rule tables (R9.1, R9.3, R9.5)', () => {
  test('R9.1 a 4×4 round played to its end with the keyboard', async ({ page }) => {
    await openVariant(page, 4, { rows: 4, columns: 4 });
    await expect(ownCards(page)).toHaveCount(16);
    expect(await playRoundByKeyboard(page)).toMatch(/next-round|game-over/);
  });

  test('R9.5 a dual-hands round played to its end with the keyboard', async ({ page }) => {
    await openVariant(page, 2, { dualHands: true });
    await expect(ownCards(page)).toHaveCount(24);
    await expect(ownCards(page).first()).toHaveAttribute('aria-label', /grid 1, column 1, row 1/);
    expect(await playRoundByKeyboard(page)).toMatch(/next-round|game-over/);
  });

  test('R9.3 a round with row clears played to its end with the pointer', async ({ page }) => {
    await openVariant(page, 3, { rowClears: true });
    expect(await playRoundByPointer(page)).toMatch(/next-round|game-over/);
  });
});
