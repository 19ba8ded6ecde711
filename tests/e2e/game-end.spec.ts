import type { Page } from '@playwright/test';
import {
  drawDiscardAndTurn,
  expect,
  pasteRecord,
  resumeRecord,
  seatChooser,
  settled,
  snap,
  test,
} from './fixtures';
import { expectScreenFits, SIZES } from './layout';
import { lastTurnRecord } from './records';

/** How many table effects of `kind` have started. */
async function played(page: Page, kind: string): Promise<number> {
  return page.evaluate((k) => window.skyjo!.effectsPlayed()[k] ?? 0, kind);
}

/** Imports `record` and resumes it with the seats it names; waits for the person. */
function resume(page: Page, record: object, speed = 'fast'): Promise<void> {
  return resumeRecord(page, record, `seed=81&speed=${speed}`);
}

for (const size of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`a win: the summary after the table's finale, celebrated, put aside and back (${size.name})`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await resume(page, lastTurnRecord(true));
    await drawDiscardAndTurn(page);
    expect(await settled(page)).toBe('game-over');
    const summary = page.locator('.summary-screen');
    await expect(summary).toHaveAttribute('data-outcome', 'won');
    await expect(summary.locator('h2')).toHaveText('You win!');
    await expect(summary.locator('.winners')).toContainText('the lowest total at the table');
    expect(await played(page, 'confetti')).toBe(1);
    await snap(page, `${size.name}-game-won`);
    // View table: the summary steps aside for the table, and comes back.
    await summary.locator('[data-action="view-table"]').click();
    await expect(summary).toHaveCount(0);
    await expect(page.locator('#table canvas')).toBeVisible();
    await expect(page.locator('.hud [data-action="scores"]')).toBeVisible();
    await snap(page, `${size.name}-game-won-table`);
    await page.locator('.hud [data-action="scores"]').click();
    await expect(page.locator('.summary-screen')).toBeVisible();
    await expect(page.locator('.hud [data-action="scores"]')).toBeHidden();
    // Escape puts it aside too.
    await page.keyboard.press('Escape');
    await expect(page.locator('.summary-screen')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(page.locator('.summary-screen')).toBeVisible();
    // Play again: the same seats, a new deal.
    await page.locator('.summary-screen [data-action="play-again"]').click();
    // The new game's code may still be loading: its set-up is what tells that it has begun.
    await expect(page.locator('body')).toHaveAttribute('data-phase', 'setup');
    expect(await settled(page)).toBe('input');
    const record = await page.evaluate(() => window.skyjo!.record()!);
    expect(record.players).toEqual(['Player 1', 'Robot 2']);
    expect(record.rounds).toHaveLength(1);
  });
}

test('the round summary fits every size, and deals the next round', async ({ page }) => {
  await resume(page, lastTurnRecord(true, 'medium', 500));
  await drawDiscardAndTurn(page);
  expect(await settled(page)).toBe('next-round');
  const summary = page.locator('.summary-screen');
  await expect(summary).toHaveAttribute('data-screen', 'round-over');
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await expectScreenFits(page);
    await snap(page, `${size.name}-round-summary`);
  }
  await summary.locator('[data-action="export"]').click();
  // The export screen's code loads on demand: Escape before it is up would put the summary aside.
  await expect(page.locator('.export-screen [data-action="copy-link"]')).toBeEnabled();
  // The record's card tells the round is over (its cards are counted), not in play.
  await expect(page.locator('.export-screen .record-head')).toContainText('round 1 over');
  await expectScreenFits(page);
  await snap(page, 'phone-export-dialog');
  await page.keyboard.press('Escape');
  await expect(page.locator('.export-screen')).toHaveCount(0);
  await summary.locator('[data-action="next-round"]').click();
  expect(await settled(page)).toBe('input');
  await expect(page.locator('body')).toHaveAttribute('data-round', '1');
  // The round scores have left the plates, and each shows its face-up sum again.
  const sums = await page.evaluate(() => window.skyjo!.table().sums);
  expect(sums.length).toBeGreaterThan(1);
  for (const sum of sums) expect(sum).toMatch(/^Σ −?\d+$/);
  await snap(page, 'phone-round-2');
});

test('a loss: no confetti, the person’s place (no best round of one); Menu; no Continue', async ({
  page,
}) => {
  await resume(page, lastTurnRecord(false));
  await drawDiscardAndTurn(page);
  expect(await settled(page)).toBe('game-over');
  const summary = page.locator('.summary-screen');
  await expect(summary).toHaveAttribute('data-outcome', 'lost');
  await expect(summary.locator('h2')).toHaveText('Game over');
  await expect(summary.locator('.winners')).toContainText('Robot 2 wins');
  // One round was played: no round is claimed best among one (issue 27, defect 9).
  await expect(summary.locator('.standing')).toHaveText(
    /^You finished 2nd of 2, with \d+ points\.$/,
  );
  await expect(summary.locator('.loss-plaque .plaque-place')).toContainText('2nd');
  await expect(summary.locator('.plaque-best')).toHaveCount(0);
  expect(await played(page, 'confetti')).toBe(0);
  await snap(page, 'desktop-game-lost');
  // A round that is over exports in full: every card of the deck.
  await summary.locator('[data-action="export"]').click();
  const exported = JSON.parse(await page.locator('textarea.record').inputValue()) as {
    rounds: { deck: (number | null)[] }[];
  };
  expect(exported.rounds[0]!.deck.every((card) => card !== null)).toBe(true);
  await expect(page.locator('.export-help')).toContainText('whole game');
  await page.keyboard.press('Escape');
  await expect(summary).toBeVisible();
  await summary.locator('[data-action="menu"]').click();
  await expect(page.locator('.start-screen')).toBeVisible();
  // A finished game is not offered as "Continue", and a new game needs no question.
  await expect(page.locator('.start-screen [data-action="continue"]')).toHaveCount(0);
  await page.locator('.start-screen [data-action="new-game"]').click();
  await expect(page.locator('.setup-screen')).toBeVisible();
  await page.reload();
  await expect(page.locator('.start-screen [data-action="continue"]')).toHaveCount(0);
});

test('an imported record resumes with its computer seats and levels', async ({ page }) => {
  const record = lastTurnRecord(true, 'hard');
  await page.goto('/?seed=82&speed=instant');
  await page.locator('.start-screen [data-action="import"]').click();
  await pasteRecord(page, record);
  await expect(seatChooser(page, 1)).toHaveAttribute('data-value', 'person');
  await expect(seatChooser(page, 2)).toHaveAttribute('data-value', 'hard');
  await page.locator('[data-action="resume"]').click();
  expect(await settled(page)).toBe('input');
  await page.locator('.hud [data-action="export"]').click();
  const exported = JSON.parse(await page.locator('textarea.record').inputValue()) as {
    seats: unknown;
  };
  expect(exported.seats).toEqual([{ kind: 'person' }, { kind: 'computer', level: 'hard' }]);
  // The saved game keeps them too: a reload resumes with a hard computer.
  await page.keyboard.press('Escape');
  await page.reload();
  expect(await settled(page)).toBe('input');
  const saved = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('skyjo.save')!) as { seats: string[] }).seats,
  );
  expect(saved).toEqual(['person', 'hard']);
});
