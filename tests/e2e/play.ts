import type { Page } from '@playwright/test';
import { expect, faceDownPositions, holdsDrawnCard, pickCard, settled, snap } from './fixtures';

/** One decision by keyboard: reveal in set-up, else take or draw, and place or discard-and-turn. */
export async function keyboardTurn(page: Page, turn: number): Promise<void> {
  const phase = await page.evaluate(() => document.body.dataset.phase);
  const faceDown = await faceDownPositions(page);
  if (phase === 'setup') {
    await pickCard(page, faceDown[faceDown.length - 1]!);
    await page.keyboard.press('Enter');
    return;
  }
  if (await holdsDrawnCard(page)) {
    if (faceDown.length > 0 && turn % 2 === 0) {
      await page.keyboard.press('x');
      await pickCard(page, faceDown[0]!);
    } else {
      await page.keyboard.press('ArrowRight');
    }
    await page.keyboard.press('Enter');
    return;
  }
  if (turn % 3 === 0 && faceDown.length > 0) {
    await page.keyboard.press('t');
    await pickCard(page, faceDown[0]!);
    await page.keyboard.press('Enter');
  } else {
    await page.keyboard.press('d');
  }
}

/** One decision by pointer: clicks at the centre of the table objects' rectangles. */
export async function pointerTurn(page: Page, turn: number): Promise<void> {
  const phase = await page.evaluate(() => document.body.dataset.phase);
  const seat = Number(await page.evaluate(() => document.body.dataset.seat));
  const faceDown = await faceDownPositions(page);
  const click = async (target: object) => {
    const rect = await page.evaluate((t) => window.skyjo!.targetRect(t as never), target);
    await page.mouse.click(rect!.x + rect!.width / 2, rect!.y + rect!.height / 2);
  };
  if (phase === 'setup') return click({ kind: 'card', seat, pos: faceDown[0]! });
  if (await holdsDrawnCard(page)) {
    if (faceDown.length > 0 && turn % 2 === 1) {
      await click({ kind: 'discard' });
      return click({ kind: 'card', seat, pos: faceDown[faceDown.length - 1]! });
    }
    const present = await page
      .locator('button[aria-label^="Your card"]')
      .evaluateAll((buttons) => buttons.length);
    return click({ kind: 'card', seat, pos: faceDown[0] ?? present - 1 });
  }
  if (turn % 3 === 1 && faceDown.length > 0) {
    await click({ kind: 'discard' });
    return click({ kind: 'card', seat, pos: faceDown[0]! });
  }
  return click({ kind: 'draw' });
}

/** Plays until the game is over, one `turn` per decision, dealing each next round. */
export async function playToTheEnd(page: Page, turn: (page: Page, n: number) => Promise<void>) {
  for (let n = 0; n < 2000; n++) {
    const awaiting = await settled(page);
    if (awaiting === 'game-over') return;
    if (awaiting === 'next-round') {
      await snap(page, 'round-summary');
      await page.locator('[data-action="next-round"]').click();
      await page.waitForFunction(() => document.body.dataset.awaiting !== 'next-round');
      continue;
    }
    const version = await page.evaluate(() => document.body.dataset.version);
    await turn(page, n);
    await page.waitForFunction((v) => document.body.dataset.version !== v, version);
  }
  throw new Error('the game did not end');
}

/** Plays the person's set-up reveals with the keys (the card under the cursor, each time). */
export async function finishSetup(page: Page): Promise<void> {
  while ((await page.evaluate(() => document.body.dataset.phase)) === 'setup') {
    const version = await page.evaluate(() => document.body.dataset.version);
    await page.keyboard.press('Enter');
    await page.waitForFunction((v) => document.body.dataset.version !== v, version);
    expect(await settled(page)).toBe('input');
  }
}
