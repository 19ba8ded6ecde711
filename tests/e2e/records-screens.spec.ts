import { readFileSync } from 'node:fs';
import { deflateRawSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { screensEn } from '../../src/i18n/screens/en';
import { expect, pasteRecord, seatChooser, settled, test } from './fixtures';
import { lastTurnRecord, threeRoundRecord } from './records';

/**
 * The records' screens as a player meets them: a game file chosen with the keyboard or dropped
 * on the import screen, a game link made by the export screen and opened, files and links that
 * hold no game refused in plain words with nothing saved lost, and (issue 27's defect 5) the
 * replay of an imported game wearing the seats it names.
 */

test.describe.configure({ timeout: 240_000 });

/** Opens the import screen from the start screen of a fresh page. */
async function openImport(page: Page): Promise<void> {
  await page.goto('/?seed=71&speed=instant');
  await page.locator('.start-screen [data-action="import"]').click();
  await expect(page.locator('.import-screen')).toBeVisible();
}

/** Chooses a file with `text` in the import screen's drop zone by the keyboard: focus, Enter. */
async function chooseFileByKeyboard(
  page: Page,
  name: string,
  text: string | Buffer,
): Promise<void> {
  // Listening first: the browser is told to hand the picker over before the key is pressed.
  const chooser = page.waitForEvent('filechooser');
  const button = page.locator('.drop-zone [data-action="choose-file"]');
  await button.focus();
  await expect(button).toBeFocused();
  await page.keyboard.press('Enter');
  await (await chooser).setFiles({ name, mimeType: 'application/json', buffer: Buffer.from(text) });
}

test('defect 5: the replay of an imported game wears the seats the record names', async ({
  page,
}) => {
  await openImport(page);
  // A person and three computers: medium, hard and expert.
  await pasteRecord(page, threeRoundRecord(true));
  await page.locator('.import-screen [data-action="watch"]').click();
  await expect(page.locator('body')).toHaveAttribute('data-screen', 'replay');
  await page.waitForFunction(() => !window.skyjo!.busy());
  expect(await page.evaluate(() => window.skyjo!.table().emblems)).toEqual([
    'person',
    'medium',
    'hard',
    'expert',
  ]);
});

test('a record that names no seats is replayed with a person at each, not the last game’s seats', async ({
  page,
}) => {
  // A game against three computers first: the table wears their emblems.
  await page.goto('/?seed=75&speed=instant');
  await page.locator('.start-screen [data-action="new-game"]').click();
  await page.locator('[data-action="start"]').click();
  expect(await settled(page)).toBe('input');
  await page.locator('.hud [data-action="menu"]').click();
  await page.locator('.start-screen [data-action="import"]').click();
  await pasteRecord(page, { ...lastTurnRecord(true, 'easy'), seats: undefined });
  await page.locator('.import-screen [data-action="watch"]').click();
  await expect(page.locator('body')).toHaveAttribute('data-screen', 'replay');
  expect(await page.evaluate(() => window.skyjo!.table().emblems)).toEqual(['person', 'person']);
});

test('a game file chosen by the keyboard opens as a card whose seats a key turns', async ({
  page,
}) => {
  await openImport(page);
  await chooseFileByKeyboard(page, 'ours.skyjo.json', JSON.stringify(threeRoundRecord(true)));
  const card = page.locator('.import-screen .record-card');
  await expect(card).toContainText('4 players');
  await expect(page.locator('.drop-zone')).toContainText('Opened: ours.skyjo.json');
  await expect(seatChooser(page, 4)).toHaveAttribute('data-value', 'expert');
  // The seat's plate turns on Enter, Space and the arrows, and says what it shows.
  await seatChooser(page, 2).focus();
  await page.keyboard.press('Enter');
  await expect(seatChooser(page, 2)).toHaveAttribute('data-value', 'hard');
  await page.keyboard.press('ArrowLeft');
  await expect(seatChooser(page, 2)).toHaveAttribute('data-value', 'medium');
  await expect(page.locator('.record-card [role="status"]')).toHaveText(
    'Who plays seat 2: Robot 2, Medium, 79 points',
  );
  await page.locator('.import-screen [data-action="resume"]').click();
  expect(await settled(page)).toBe('input');
});

test('a game file dropped on the screen opens; the zone lights up while it is held', async ({
  page,
}) => {
  await openImport(page);
  const text = JSON.stringify(lastTurnRecord(true, 'hard'));
  const transfer = await page.evaluateHandle((content) => {
    const data = new DataTransfer();
    data.items.add(new File([content], 'dropped.skyjo.json', { type: 'application/json' }));
    return data;
  }, text);
  await page.dispatchEvent('.drop-zone', 'dragenter', { dataTransfer: transfer });
  await expect(page.locator('.drop-zone')).toHaveAttribute('data-over', '');
  await expect(page.locator('.drop-zone .drop-words')).toHaveText('Let go to open it');
  await page.dispatchEvent('.drop-zone', 'drop', { dataTransfer: transfer });
  await expect(page.locator('.drop-zone')).not.toHaveAttribute('data-over', '');
  await expect(page.locator('.drop-zone')).toContainText('Opened: dropped.skyjo.json');
  await expect(seatChooser(page, 2)).toHaveAttribute('data-value', 'hard');
});

for (const [what, file, message] of [
  [
    'a damaged game file',
    JSON.stringify(threeRoundRecord(true)).slice(0, 900),
    screensEn['record.fileDamaged'],
  ],
  [
    'a file of another format',
    JSON.stringify({ name: 'a shopping list', items: ['milk'] }),
    screensEn['record.notAGame'],
  ],
  [
    'a picture',
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
    screensEn['record.notAGame'],
  ],
] as const)
  test(`${what} is refused in plain words, and the saved game is kept`, async ({ page }) => {
    await page.goto('/?seed=72&speed=instant');
    await page.locator('.start-screen [data-action="new-game"]').click();
    await page.locator('[data-action="start"]').click();
    expect(await settled(page)).toBe('input');
    const saved = await page.evaluate(() => localStorage.getItem('skyjo.save'));
    await page.locator('.hud [data-action="menu"]').click();
    await page.locator('.start-screen [data-action="import"]').click();
    await chooseFileByKeyboard(page, 'game.skyjo.json', file);
    await expect(page.locator('.import-screen .notice')).toContainText(message);
    // The player's words, never the JSON parser's ("Unterminated string in JSON at position 900").
    await expect(page.locator('.import-screen .notice')).not.toContainText('position');
    await expect(page.locator('.import-screen .record-card')).toHaveCount(0);
    await expect(page.locator('.import-screen [data-action="resume"]')).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('skyjo.save'))).toBe(saved);
    // Back at the start, the game in progress is still there to continue.
    await page.locator('.import-screen [data-action="back"]').click();
    await expect(page.locator('.start-screen [data-action="continue"]')).toBeVisible();
  });

test('the export saves a .skyjo.json file and copies a link that opens the game in the import screen', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/?seed=73&speed=instant');
  await page.locator('.start-screen [data-action="import"]').click();
  await pasteRecord(page, threeRoundRecord(false, 1000));
  await page.locator('.import-screen [data-action="resume"]').click();
  expect(await settled(page)).toBe('input');
  const record = await page.evaluate(() => window.skyjo!.record()!);
  await page.locator('.hud [data-action="export"]').click();
  const screen = page.locator('.export-screen');
  await expect(screen.locator('.record-card')).toContainText('4 players');
  // No record's text is in sight: it waits under "advanced".
  await expect(screen.locator('textarea.record')).toBeHidden();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    screen.locator('[data-action="download"]').click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^skyjo-\d{4}-\d\d-\d\d-\d{4}\.skyjo\.json$/);
  const saved = JSON.parse(readFileSync(await download.path(), 'utf8'));
  expect(saved.players).toEqual(record.players);
  await expect(screen.locator('.share-status')).toHaveText(
    `Saved as ${download.suggestedFilename()}.`,
  );

  await screen.locator('[data-action="copy-link"]:not([disabled])').click();
  await expect(screen.locator('.share-status')).toHaveText(screensEn['record.linkCopied']);
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/#game=1\.[\w-]+$/);
  expect(link.length).toBeLessThanOrEqual(8000);

  await page.goto('about:blank');
  await page.goto(link);
  await expect(page.locator('.import-screen .record-card')).toContainText('4 players');
  await expect(page.locator('.drop-zone')).toContainText(screensEn['record.openedLink']);
  expect(new URL(page.url()).hash).toBe('');
  await expect(seatChooser(page, 3)).toHaveAttribute('data-value', 'hard');
  await page.locator('.import-screen [data-action="watch"]').click();
  await expect(page.locator('body')).toHaveAttribute('data-screen', 'replay');
});

test('a damaged link and a link without a game are told apart, the page kept', async ({ page }) => {
  const packed = deflateRawSync(JSON.stringify(threeRoundRecord(true))).toString('base64url');
  // The link cut short, as a chat app that wraps long lines might.
  await page.goto(`/?seed=74&speed=instant#game=1.${packed.slice(0, 200)}`);
  await expect(page.locator('.import-screen .notice')).toHaveText(screensEn['record.linkDamaged']);
  await page.locator('.import-screen input[name="link"]').fill('https://example.org/#rules');
  await page.locator('.import-screen [data-action="open-link"]').click();
  await expect(page.locator('.import-screen .notice')).toHaveText(screensEn['record.linkNoGame']);
  await expect(page.locator('.import-screen .record-card')).toHaveCount(0);
});
