import type { Page } from '@playwright/test';
import { newGame, type Rules, toRecord } from '../../src/engine';
import { choose, seatCount, setTarget, turnTo } from './controls';
import { expect, pasteRecord, settled, shoot, test } from './fixtures';

/**
 * House rules (RULES.md R9) above the engine: a preset or single options chosen on the new game's
 * screen, refused combinations, the indicator on the table, a room whose joiner sees its rules,
 * an imported variant record that resumes with them.
 */

const SIZES = [
  { width: 1280, height: 800 },
  { width: 1024, height: 768 },
  { width: 390, height: 844 },
] as const;

/** The rules of the game in play, from the page's record. */
const playedRules = (page: Page) =>
  page.evaluate(() => window.skyjo?.record()?.rules as Partial<Rules> | undefined);

/** The person's one action at the table: draw, discard, turn the first face-down card (keys). */
async function keyboardTurn(page: Page): Promise<void> {
  const version = await page.evaluate(() => document.body.dataset.version);
  await page.keyboard.press('d');
  await page.waitForFunction((v) => document.body.dataset.version !== v, version);
  if ((await settled(page)) !== 'input') return;
  await page.keyboard.press('x');
  await page.keyboard.press('Enter');
}

/** Opens the new game's screen at `query`. */
async function openSetup(page: Page, query = 'seed=9&speed=instant'): Promise<void> {
  await page.goto(`/?${query}`);
  await page.locator('.start-screen [data-action="new-game"]').click();
  await expect(page.locator('.setup-screen .table-rules:not(.look-picker)').first()).toBeVisible();
}

test('R9.3 a preset picked with the pointer starts a game with rows clearing, told on the table, played to its end with the keyboard', async ({
  page,
}) => {
  await openSetup(page);
  await seatCount(page, 2);
  await setTarget(page, '1');
  await choose(page, 'rulesPreset', 'rows');
  await expect(page.locator('input[name="rowClears"]')).toBeChecked();
  // A single option more: the penalty ×3 + 10, three cards turned at set-up.
  await turnTo(page.locator('input[name="enderMultiplier"]'));
  await page.locator('input[name="enderMultiplier"]').fill('3');
  await page.locator('input[name="enderFlat"]').fill('10');
  await turnTo(page.locator('input[name="setupReveals"]'));
  await page.locator('input[name="setupReveals"]').fill('3');
  await page.locator('input[name="setupReveals"]').blur();
  await turnTo(page.locator('.rules-custom'));
  await expect(page.locator('.rules-custom')).toBeVisible();
  await page.locator('[data-action="start"]').click();
  await expect(page.locator('.hud-house-rules')).toBeVisible();
  expect(await playedRules(page)).toMatchObject({
    rowClears: true,
    enderMultiplier: 3,
    enderFlat: 10,
    setupReveals: 3,
    targetScore: 1,
  });
  const chip = page.locator('.hud-house-rules');
  await expect(chip).toContainText('Rows clear too');
  await expect(chip).toContainText('×3 + 10');
  // Set-up: three cards of the person's grid turned.
  for (let turned = 0; turned < 3; turned++) {
    expect(await settled(page)).toBe('input');
    await page.keyboard.press('x');
    await page.keyboard.press('Enter');
  }
  let state = await settled(page);
  for (let turns = 0; state === 'input' && turns < 40; turns++) {
    await keyboardTurn(page);
    state = await settled(page);
  }
  expect(state).toBe('game-over');
  expect(await playedRules(page)).toMatchObject({ rowClears: true, enderFlat: 10 });
});

test('R9.5 dual hands with four seats is refused with the reason, and starts once two remain (keyboard)', async ({
  page,
}) => {
  await openSetup(page);
  await seatCount(page, 4);
  const dual = page.locator('input[name="rulesPreset"][value="dual"]');
  await dual.focus();
  await page.keyboard.press('Space');
  await expect(dual).toBeChecked();
  const problem = page.locator('.rules-problem');
  await expect(problem).toHaveText('Dual hands needs exactly 2 players, not 4.');
  await page.locator('[data-action="start"]').click();
  await expect(page.locator('.setup-screen')).toBeVisible();
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await problem.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await shoot(page, 'house-rules-refused', size);
  }
  await page.setViewportSize(SIZES[0]);
  await seatCount(page, 2);
  await expect(problem).toBeHidden();
  await page.locator('[data-action="start"]').focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('.hud-house-rules')).toContainText('Two grids each');
  expect(await playedRules(page)).toMatchObject({ dualHands: true });
});

test('the setup screen shows the house rules with their pictures at three sizes', async ({
  page,
}) => {
  await openSetup(page);
  await choose(page, 'rulesPreset', 'big');
  await expect(page.locator('input[name="rows"]')).toHaveValue('4');
  await turnTo(page.locator('input[name="rows"]'));
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.locator('.house-rules').scrollIntoViewIfNeeded();
    await shoot(page, 'house-rules-setup', size);
  }
});

/** A two-player record under `rules` at its first set-up, as an export writes it. */
function variantRecord(rules: Partial<Rules>) {
  const state = newGame({ players: ['Ada', 'Robot 2'], rules, seed: 5 });
  return {
    ...toRecord(state),
    seats: [{ kind: 'person' }, { kind: 'computer', level: 'medium' }],
  };
}

test('an imported record with house rules resumes with them (pointer) and is told on the table', async ({
  page,
}) => {
  const record = variantRecord({ rowClears: true, columnClears: false, targetScore: 1 });
  await page.goto('/?seed=3&speed=instant');
  await page.locator('.start-screen [data-action="import"]').click();
  await pasteRecord(page, record);
  await page.locator('[data-action="resume"]').click();
  expect(await settled(page)).toBe('input');
  expect(await playedRules(page)).toMatchObject({ rowClears: true, columnClears: false });
  await expect(page.locator('.hud-house-rules')).toContainText('Columns never clear');
  for (const size of SIZES) {
    await page.setViewportSize(size);
    expect(await settled(page)).toBe('input');
    await shoot(page, 'house-rules-table', size);
  }
  await page.setViewportSize(SIZES[0]);
  await page.locator('.hud-house-rules').click();
  await expect(page.locator('.toast')).toContainText('Rows clear too');
});

test('an imported record with house rules resumes with them (keyboard)', async ({ page }) => {
  const record = variantRecord({ setupReveals: 4, enderMultiplier: 3 });
  await page.goto('/?seed=3&speed=instant');
  await page.locator('.start-screen [data-action="import"]').focus();
  await page.keyboard.press('Enter');
  await pasteRecord(page, record);
  await page.locator('[data-action="resume"]').focus();
  await page.keyboard.press('Enter');
  expect(await settled(page)).toBe('input');
  expect(await playedRules(page)).toMatchObject({ setupReveals: 4, enderMultiplier: 3 });
  await expect(page.locator('.hud-house-rules')).toContainText('4 cards turned at set-up');
});

test('R9 an online room carries the host’s house rules: the joiner sees them in the lobby and on the table', async ({
  page,
  browser,
}) => {
  await page.goto('/?speed=instant');
  await page.locator('.start-screen [data-action="play-online"]').click();
  await page.locator('.online-screen input[name="name"]').fill('Host');
  // Two friends and a computer at first: one friend stays.
  const remove = (seat: number) =>
    page.locator(`.online-screen .seat-list li[data-seat="${seat}"] [data-action="remove-seat"]`);
  await remove(2).click();
  await remove(2).click();
  await choose(page, 'rulesPreset', 'dual');
  await expect(page.locator('.rules-problem')).toBeHidden();
  await turnTo(page.locator('input[name="enderFlat"]'));
  await page.locator('input[name="enderFlat"]').fill('10');
  await page.locator('input[name="enderFlat"]').blur();
  await page.locator('[data-action="open-room"]').click();
  const lobby = page.locator('.lobby-screen[data-code]');
  await expect(lobby).toBeVisible();
  await expect(page.locator('.lobby-rules')).toContainText('Two grids each');
  const code = (await lobby.getAttribute('data-code'))!;

  const friend = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const joiner = await friend.newPage();
  const problems: string[] = [];
  joiner.on('pageerror', (error) => problems.push(error.message));
  await joiner.goto(`/?room=${code}&speed=instant`);
  await joiner.locator('.join-screen input[name="name"]').fill('Bea');
  await joiner.locator('[data-action="join-room"]').click();
  const rules = joiner.locator('.lobby-rules li');
  await expect(rules).toHaveText([
    'Game to 100 points',
    'Two grids each',
    "Ender's penalty ×2 + 10",
  ]);
  for (const size of SIZES) {
    await joiner.setViewportSize(size);
    await snapLobby(joiner, size);
  }
  await joiner.setViewportSize(SIZES[0]);
  await page.locator('[data-action="start-online"]').click();
  await expect(joiner.locator('.hud-house-rules')).toContainText('Two grids each');
  await expect(page.locator('.hud-house-rules')).toContainText('×2 + 10');
  expect(problems).toEqual([]);
  await friend.close();
});

/** The joiner's lobby at `size`, saved beside the other scenes. */
async function snapLobby(page: Page, size: { width: number; height: number }): Promise<void> {
  await page.locator('.lobby-rules').scrollIntoViewIfNeeded();
  await shoot(page, 'house-rules-lobby', size);
}

test('statistics show house-rule games apart from official ones', async ({ page }) => {
  const group = (games: number, wins: number) => ({
    games,
    wins,
    rounds: games * 3,
    roundPoints: games * 40,
    bestGame: 35,
    columnClears: games,
    lowRounds: 1,
    bestRound: -2,
  });
  // Statistics as this version stores them (version 2: house-rule games came after version 1).
  await page.addInitScript((stats) => localStorage.setItem('skyjo.stats', JSON.stringify(stats)), {
    version: 2,
    groups: { medium: group(4, 2), expert: group(2, 0) },
    houseGroups: { medium: group(3, 1) },
    streak: { current: 0, best: 1 },
    recent: [],
    counted: [],
  });
  await page.goto('/?speed=instant');
  await page.locator('.start-screen [data-action="statistics"]').click();
  const house = page.locator('.stats-screen tr[data-rules="house"][data-group="medium"]');
  await expect(house.locator('th')).toHaveText('Medium');
  await expect(house.locator('td').first()).toHaveText('3');
  await expect(
    page.locator('.stats-screen tr[data-rules="official"][data-group="medium"] td').first(),
  ).toHaveText('4');
  await expect(page.locator('.stats-screen .stats-part')).toHaveText([
    'Official rules',
    'House rules',
  ]);
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await shoot(page, 'house-rules-statistics', size);
  }
});
