import type { Page } from '@playwright/test';
import { LEARNER, LESSON_MOVES } from '../../src/app/tutorial/lesson-script';
import { actionCount, expect, settled, snap, startGame, test } from './fixtures';

/** Presses `key` and waits until the game has moved to a new state and settled. */
async function pressAndWait(page: Page, key: string): Promise<void> {
  const version = await page.evaluate(() => document.body.dataset.version);
  await page.keyboard.press(key);
  await page.waitForFunction((v) => document.body.dataset.version !== v, version);
  await settled(page);
}

/** Makes the learner's scripted move `index` by keyboard: the cursor sits on the taught card. */
async function playLearnerMove(page: Page, index: number): Promise<void> {
  const { t } = LESSON_MOVES[index]!.action;
  if (t === 'reveal') return pressAndWait(page, 'Enter');
  if (t === 'take-discard') {
    await page.keyboard.press('t');
    return pressAndWait(page, 'Enter');
  }
  await pressAndWait(page, 'd');
  if (t === 'draw-discard') await page.keyboard.press('x');
  await pressAndWait(page, 'Enter');
}

test('the guided round is offered once, can be finished, and refuses other moves', async ({
  page,
}) => {
  await page.goto('/?speed=instant');
  await expect(page.locator('.tutorial-offer')).toBeVisible();
  await page.reload();
  await expect(page.locator('.start-screen')).toBeVisible();
  await expect(page.locator('.tutorial-offer')).toHaveCount(0);
  await page.locator('.start-screen [data-action="rules"]').click();
  await page.locator('.rules-screen [data-action="tutorial"]').click();
  const coach = page.locator('.coach');
  await expect(coach).toBeVisible();
  expect(await settled(page)).toBe('input');
  await expect(coach.locator('.coach-text')).toContainText('Welcome');
  // The status speaks to "you" as the coach does, never by a name.
  await expect(page.locator('.status')).toHaveText('Turn 2 cards face up.');
  await snap(page, 'tutorial-start');
  const cardRect = () =>
    page.evaluate(() => window.skyjo!.targetRect({ kind: 'card', seat: 0, pos: 11 }));
  const still = await cardRect();

  await page.keyboard.press('d');
  await expect(coach.locator('.coach-refusal')).toBeVisible();
  const rect = await page.evaluate(() =>
    window.skyjo!.targetRect({ kind: 'card', seat: 0, pos: 11 }),
  );
  const before = await actionCount(page);
  await page.mouse.click(rect!.x + rect!.width / 2, rect!.y + rect!.height / 2);
  await expect(coach.locator('.coach-refusal')).toContainText('Not that one');
  expect(await actionCount(page)).toBe(before);

  for (const [index, move] of LESSON_MOVES.entries()) {
    if (move.action.p !== LEARNER) continue;
    await page.waitForFunction((n) => {
      const record = window.skyjo?.record();
      return record?.rounds[0]?.actions.length === n && document.body.dataset.awaiting === 'input';
    }, index);
    if (index === 6) await expect(coach.locator('.coach-text')).toContainText('three equal');
    // The coach's words change at every step; the table does not move.
    expect(await cardRect()).toEqual(still);
    await playLearnerMove(page, index);
    if (index === 6) await snap(page, 'tutorial-column');
  }
  expect(await settled(page)).toBe('game-over');
  // The guided round ends with the coach's own ending, not the game's summary.
  await expect(coach.locator('.coach-text')).toContainText('would have counted 24');
  await expect(page.locator('.summary-screen')).toHaveCount(0);
  await expect(page.getByText('Game over')).toHaveCount(0);
  expect(await cardRect()).toEqual(still);
  await snap(page, 'tutorial-finished');
  await coach.locator('[data-action="finish-tutorial"]').click();
  await expect(page.locator('.start-screen')).toBeVisible();
  await expect(page.locator('.coach')).toHaveCount(0);
  // No game is left behind the start screen: the title's fan of cards, no game's controls.
  await page.waitForFunction(() => window.skyjo!.table().scene === 'title');
  await expect(page.locator('#table .table-controls')).toBeHidden();
  await expect(page.locator('.start-screen [data-action="continue"]')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('skyjo.stats'))).toBeNull();
});

test('the guided round can be skipped and leaves the saved game alone', async ({ page }) => {
  await startGame(page, { seed: 41 });
  expect(await settled(page)).toBe('input');
  await pressAndWait(page, 'Enter');
  const saved = await page.evaluate(() => localStorage.getItem('skyjo.save'));
  const record = await page.evaluate(() => window.skyjo!.record());
  await page.locator('.hud [data-action="menu"]').click();
  await page.locator('.start-screen [data-action="rules"]').click();
  await page.locator('.rules-screen [data-action="tutorial"]').click();
  expect(await settled(page)).toBe('input');
  await pressAndWait(page, 'Enter');
  await expect(page.locator('.coach .coach-text')).toContainText('second');
  await page.locator('.coach [data-action="skip-tutorial"]').click();
  await expect(page.locator('.start-screen')).toBeVisible();
  await expect(page.locator('.coach')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('skyjo.save'))).toBe(saved);
  await page.locator('.start-screen [data-action="continue"]').click();
  expect(await settled(page)).toBe('input');
  expect(await page.evaluate(() => window.skyjo!.record())).toEqual(record);
});

test('the guided round on a phone: the coach docked below a table that stays still', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/?speed=instant');
  await page.locator('.tutorial-offer [data-action="tutorial"]').click();
  const coach = page.locator('.coach');
  expect(await settled(page)).toBe('input');
  const grid = () =>
    page.evaluate(() =>
      [0, 11].map((pos) => window.skyjo!.targetRect({ kind: 'card', seat: 0, pos })),
    );
  const still = await grid();
  const coachTop = (await coach.boundingBox())!.y;
  // The person's cards sit above the coach.
  expect(still[1]!.y + still[1]!.height).toBeLessThanOrEqual(coachTop);
  await snap(page, 'phone-tutorial-start');
  await pressAndWait(page, 'Enter');
  await page.keyboard.press('d');
  await expect(coach.locator('.coach-refusal')).toBeVisible();
  await pressAndWait(page, 'Enter');
  await expect(coach.locator('.coach-text')).toContainText('Two 8s');
  expect(await grid()).toEqual(still);
  expect((await coach.boundingBox())!.y).toBe(coachTop);
  await snap(page, 'phone-tutorial-turn');
});

test('the guided round speaks the game’s language, loading only that language’s words', async ({
  page,
}) => {
  await page.addInitScript(() =>
    localStorage.setItem('skyjo.settings', JSON.stringify({ language: 'ru' })),
  );
  const coachFiles: string[] = [];
  page.on('request', (request) => {
    const file = /coach-texts-(en|de|sv|ru)-/.exec(request.url())?.[1];
    if (file !== undefined) coachFiles.push(file);
  });
  await page.goto('/?speed=instant');
  await page.locator('.start-screen [data-action="rules"]').click();
  await page.locator('.rules-screen [data-action="tutorial"]').click();
  const coach = page.locator('.coach');
  await expect(coach.locator('.coach-text')).toContainText('Добро пожаловать в SKYJO!');
  await expect(coach.locator('[data-action="skip-tutorial"]')).toHaveText(
    'Пропустить учебный раунд',
  );
  expect(coachFiles).toEqual(['ru']);
});
