import type { Page } from '@playwright/test';
import { expect, settled, snap, startGame, test } from './fixtures';
import { keyboardTurn, playToTheEnd } from './play';

// Whole games at normal speed: long on a machine whose two cores run two browser tests at once.
test.describe.configure({ timeout: 360_000 });

/** How many table effects of `kind` have started. */
async function played(page: Page, kind: string): Promise<number> {
  return page.evaluate((k) => window.skyjo!.effectsPlayed()[k] ?? 0, kind);
}

/** The game's phase, from the body's `data-phase`. */
async function phase(page: Page): Promise<string | undefined> {
  return page.evaluate(() => document.body.dataset.phase);
}

test('a column clear sparks and flashes', async ({ page }) => {
  await page.goto('/?demo=4&seed=5&speed=fast');
  await page.waitForFunction(() => (window.skyjo?.effectsPlayed().burst ?? 0) > 0, null, {
    timeout: 170_000,
    polling: 40,
  });
  await snap(page, 'feel-column-clear');
  expect(await played(page, 'flash')).toBeGreaterThan(0);
});

test('a choosable pile lifts under the pointer, and the winners are celebrated (confetti for a person)', async ({
  page,
}) => {
  await startGame(page, { seed: 12, speed: 'fast', targetScore: 1 });
  for (let n = 0; (await settled(page)) === 'input' && (await phase(page)) === 'setup'; n++) {
    const version = await page.evaluate(() => document.body.dataset.version);
    await keyboardTurn(page, n);
    await page.waitForFunction((v) => document.body.dataset.version !== v, version);
  }
  const pile = await page.evaluate(() => window.skyjo!.targetRect({ kind: 'draw' }));
  await page.mouse.move(pile!.x + pile!.width * 0.8, pile!.y + pile!.height * 0.3, { steps: 4 });
  await page.waitForFunction(() => window.skyjo!.table().lifted === 1);
  await snap(page, 'feel-card-lift');
  await page.mouse.move(2, 400);
  await playToTheEnd(page, keyboardTurn);
  await expect(page.locator('[data-screen="game-over"] .scores .winner').first()).toBeVisible();
  await snap(page, 'feel-win-screen');
  // Every winner's plate glows; confetti only when the person is among them.
  const won = (await page.locator('.summary-screen').getAttribute('data-outcome')) === 'won';
  expect(await played(page, 'confetti')).toBe(won ? 1 : 0);
  expect(await played(page, 'champion')).toBeGreaterThan(0);
});
