import { choose, chooseSeatKind } from './controls';
import type { Page } from '@playwright/test';
import {
  actionCount,
  expect,
  faceDownPositions,
  pasteRecord,
  pickCard,
  seatChooser,
  settled,
  snap,
  startGame,
  test,
} from './fixtures';

/** Presses `key` and waits until the game has moved to a new state. */
async function pressAndWait(page: Page, key: string): Promise<void> {
  const version = await page.evaluate(() => document.body.dataset.version);
  await page.keyboard.press(key);
  await page.waitForFunction((v) => document.body.dataset.version !== v, version);
  await settled(page);
}

/** Plays the person's set-up reveals by keyboard and waits for their first turn. */
async function finishSetup(page: Page): Promise<void> {
  while ((await settled(page)) === 'input') {
    if ((await page.evaluate(() => document.body.dataset.phase)) !== 'setup') return;
    await pressAndWait(page, 'Enter');
  }
}

/** Every label of the table's accessibility layer, sorted. */
async function tableLabels(page: Page): Promise<string[]> {
  const labels = await page
    .locator('button[aria-label]:not(.hud button)')
    .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? ''));
  return labels.sort();
}

test('a reload in the middle of a turn resumes the same state', async ({ page }) => {
  await startGame(page, { seed: 21 });
  await finishSetup(page);
  await pressAndWait(page, 'd');
  await expect(page.locator('button[aria-label^="Drawn card"]')).toHaveCount(1);
  const before = {
    record: await page.evaluate(() => window.skyjo!.record()),
    labels: await tableLabels(page),
    status: await page.locator('.status').textContent(),
  };
  await snap(page, 'table-drawn-card');
  await page.reload();
  await settled(page);
  expect(await page.evaluate(() => window.skyjo!.record())).toEqual(before.record);
  expect(await tableLabels(page)).toEqual(before.labels);
  await expect(page.locator('.status')).toHaveText(before.status!);
  await pressAndWait(page, 'Enter');
  await expect(page.locator('button[aria-label^="Drawn card"]')).toHaveCount(0);
});

test('an export during a round shows nothing unseen, and resumes with its seats', async ({
  page,
}) => {
  await startGame(page, { seed: 22 });
  await finishSetup(page);
  await pressAndWait(page, 'd');
  await pressAndWait(page, 'Enter');
  const labels = await tableLabels(page);
  const full = (await page.evaluate(() => window.skyjo!.record()))!;
  await page.locator('.hud [data-action="export"]').click();
  const exported = await page.locator('textarea.record').inputValue();
  const record = JSON.parse(exported) as typeof full & { seats: unknown };
  expect(record.seats).toEqual([
    { kind: 'person' },
    ...[1, 2, 3].map(() => ({ kind: 'computer', level: 'medium' })),
  ]);
  expect(record.rounds[0]!.actions).toEqual(full.rounds[0]!.actions);
  // Never the person's own face-down cards, nor the draw pile.
  const faceDown = await faceDownPositions(page);
  expect(faceDown.length).toBeGreaterThan(0);
  for (const pos of faceDown) {
    expect(full.rounds[0]!.deck[pos]).not.toBeNull();
    expect(record.rounds[0]!.deck[pos]).toBeNull();
  }
  expect(record.rounds[0]!.deck.at(-1)).toBeNull();
  await expect(page.locator('.export-help')).toContainText(
    'only what everyone at the table has seen',
  );
  await snap(page, 'export-dialog');
  await page.locator('[data-action="close"]').click();
  await page.locator('.hud [data-action="menu"]').click();
  await page.locator('.start-screen [data-action="import"]').click();
  await pasteRecord(page, exported);
  await expect(seatChooser(page, 2)).toHaveAttribute('data-value', 'medium');
  await page.locator('[data-action="resume"]').click();
  // The game in progress would be replaced: the game asks first.
  await expect(page.locator('.confirm-dialog')).toBeVisible();
  await page.locator('.confirm-dialog [data-action="yes"]').click();
  expect(await settled(page)).toBe('input');
  expect((await page.evaluate(() => window.skyjo!.record()))!.rounds[0]!.actions).toEqual(
    full.rounds[0]!.actions,
  );
  expect(await tableLabels(page)).toEqual(labels);

  await page.locator('.hud [data-action="menu"]').click();
  await page.locator('.start-screen [data-action="import"]').click();
  await pasteRecord(page, exported);
  await page.locator('[data-action="watch"]').click();
  await expect(page.locator('body')).toHaveAttribute('data-screen', 'replay');
  await expect(page.locator('.status')).toContainText('action 0 of');
  await page.locator('.replay-bar [data-action="forward"]').click();
  await expect(page.locator('.status')).toContainText('action 1 of');
  await page.locator('.replay-bar [data-action="back"]').click();
  await expect(page.locator('.status')).toContainText('action 0 of');
  await page.keyboard.press('ArrowRight');
  await expect(page.locator('.status')).toContainText('action 1 of');
  await page.locator('.replay-bar [data-action="play"]').click();
  await expect(page.locator('.status')).toContainText(/action ([3-9]|\d\d) of/);
  await page.locator('.replay-bar [data-action="play"]').click();
  await expect(page.locator('.replay-bar [data-action="round-back"]')).toBeEnabled();
  await page.locator('.replay-bar [data-action="round-back"]').click();
  await expect(page.locator('.status')).toContainText('action 0 of');
  await expect(page.locator('.replay-bar .replay-round')).toContainText('Round 1 of');
  await expect(page.locator('.replay-bar [data-action="round-back"]')).toBeDisabled();
  await expect(page.locator('.replay-bar select')).toHaveCount(0);
  await snap(page, 'replay');
  await page.locator('.replay-bar [data-action="leave"]').click();
  await expect(page.locator('.start-screen')).toBeVisible();
});

test('a broken record is refused with a clear message', async ({ page }) => {
  await page.goto('/?seed=5');
  await page.locator('.start-screen [data-action="import"]').click();
  await pasteRecord(page, '{"format": "skyjo-record", "version": 1}');
  await page.locator('[data-action="resume"]').click();
  await expect(page.locator('.dialog .notice')).toContainText('This record cannot be read');
});

test('a hint shows a legal move with its reasons', async ({ page }) => {
  await startGame(page, { seed: 23 });
  await finishSetup(page);
  await page.keyboard.press('h');
  const panel = page.locator('.hint-panel [data-hint-action]');
  await expect(panel).toBeVisible();
  expect(await page.locator('.hint-panel li').count()).toBeGreaterThan(0);
  const candidates = await page.locator('.hint-panel .hint-candidates li').count();
  expect(candidates).toBeGreaterThanOrEqual(1);
  expect(candidates).toBeLessThanOrEqual(3);
  await expect(page.locator('.hint-panel .hint-candidates li').first()).toContainText('(best)');
  // Before drawing: draw, or take the discard onto one of the 12 places — one of each family of
  // places nobody can tell apart (the same card, in a column showing the same).
  const moves = Number(await panel.getAttribute('data-hint-moves'));
  expect(moves).toBeGreaterThanOrEqual(3);
  expect(moves).toBeLessThanOrEqual(13);
  await expect(page.locator('.hint-panel .hint-searched')).toContainText(`Weighed ${moves} moves`);
  await snap(page, 'hint');
  const action = JSON.parse((await panel.getAttribute('data-hint-action'))!) as {
    t: string;
    pos?: number;
  };
  const count = await actionCount(page);
  if (action.t === 'draw') {
    await pressAndWait(page, 'd');
    await expect(page.locator('button[aria-label^="Drawn card"]')).toHaveCount(1);
  } else {
    expect(action.t).toBe('take-discard');
    await page.keyboard.press('t');
    await pickCard(page, action.pos!);
    await pressAndWait(page, 'Enter');
    expect(await actionCount(page)).toBeGreaterThan(count);
  }
});

test('switching the language changes every text, plural forms included', async ({ page }) => {
  await page.goto('/?seed=24&speed=instant');
  await page.locator('.start-screen [data-action="settings"]').click();
  await choose(page, 'language', 'de');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await snap(page, 'settings-de');
  await page.getByRole('button', { name: 'Zurück' }).click();
  await expect(page.locator('.start-screen [data-action="new-game"]')).toHaveText('Neues Spiel');
  await page.locator('.start-screen [data-action="rules"]').click();
  await expect(page.locator('.rules-screen h2')).toHaveText('Regeln');
  await snap(page, 'rules-de');
  await page.getByRole('button', { name: 'Zurück' }).click();
  await page.locator('.start-screen [data-action="new-game"]').click();
  await expect(page.locator('.seat-count')).toHaveText('4 Plätze');
  // The default names speak the language too.
  await expect(page.locator('.seat-list input').nth(0)).toHaveValue('Spieler 1');
  await expect(page.locator('.seat-list input').nth(1)).toHaveValue('Roboter 2');
  await page.locator('[data-action="start"]').click();
  await settled(page);
  await expect(page.getByRole('button', { name: /^Nachziehstapel/ })).toHaveCount(1);
  await page.locator('.hud [data-action="menu"]').click();
  await page.locator('.start-screen [data-action="settings"]').click();
  await choose(page, 'language', 'ru');
  await page.getByRole('button', { name: 'Назад' }).click();
  await page.locator('.start-screen [data-action="continue"]').click();
  await settled(page);
  await expect(page.getByRole('button', { name: /^Колода, карт/ })).toHaveCount(1);
  await expect(page.locator('.status')).toContainText('Откройте 2 карты');
  // A game begun in German shows its default names in Russian now.
  await expect(page.getByText(/Робот 2/).first()).toBeAttached();
  await expect(page.getByText(/Roboter 2/)).toHaveCount(0);
});

test('a damaged save gives a clear message and a fresh start, keeping other data', async ({
  page,
}) => {
  await page.goto('/?seed=25');
  // Once the game has started: it writes its settings when it starts.
  await expect(page.locator('.start-screen')).toBeVisible();
  await page.evaluate(() => {
    localStorage.setItem('skyjo.settings', JSON.stringify({ language: 'sv', sound: false }));
    localStorage.setItem('other.app', 'kept');
    localStorage.setItem('skyjo.save', '{"version": 1, "seats": ["person"');
  });
  await page.reload();
  await expect(page.locator('.start-screen .notice')).toContainText('kunde inte läsas');
  await snap(page, 'damaged-save');
  const stored = await page.evaluate(() => ({
    other: localStorage.getItem('other.app'),
    settings: JSON.parse(localStorage.getItem('skyjo.settings') ?? 'null') as { language: string },
    save: localStorage.getItem('skyjo.save'),
    damaged: localStorage.getItem('skyjo.save.damaged'),
  }));
  expect(stored.other).toBe('kept');
  expect(stored.settings.language).toBe('sv');
  expect(stored.save).toBeNull();
  expect(stored.damaged).toBe('{"version": 1, "seats": ["person"');

  await page.evaluate(() => {
    const record = { format: 'skyjo-record', version: 1, players: ['A', 'B'], rounds: [] };
    const save = { version: 1, seats: ['person', 'easy'], rng: 1, drawPending: true, record };
    localStorage.setItem('skyjo.save', JSON.stringify(save));
  });
  await page.reload();
  await expect(page.locator('.start-screen .notice')).toBeVisible();
  await page.locator('.start-screen [data-action="new-game"]').click();
  await page.locator('[data-action="start"]').click();
  await expect(await settled(page)).toBe('input');
});

test('pass-and-play: the table turns to the person who acts', async ({ page }) => {
  await page.goto('/?seed=26&speed=instant');
  await page.locator('.start-screen [data-action="new-game"]').click();
  await chooseSeatKind(page, 1, 'person');
  await page.getByLabel('Name of seat 2').fill('Bea');
  await page.locator('[data-action="start"]').click();
  await settled(page);
  await expect(page.locator('body')).toHaveAttribute('data-seat', '0');
  await pressAndWait(page, 'Enter');
  await pressAndWait(page, 'Enter');
  await expect(page.locator('body')).toHaveAttribute('data-seat', '1');
  await expect(page.locator('.status')).toContainText('Bea');
  await expect(page.locator('button[aria-label^="Your card"]')).toHaveCount(12);
  await expect(
    page.locator('button[aria-label^="Your card"][aria-label$="face down"]'),
  ).toHaveCount(12);
});
