import { expect, pasteRecord, test } from './fixtures';
import { violations } from './axe';
import { threeRoundRecord } from './records';

/**
 * The statistics and the records' screens pass axe-core's checks on a phone in German and in high
 * contrast: the medals, the charts' tables for screen readers, the drop zone, the seats' plates.
 * At the three window sizes in English the gallery checks the same screens with axe-core (and its
 * reset question, the export's advanced view and joining a room): gallery.spec.ts.
 */

test.describe.configure({ timeout: 240_000 });

/** A player's statistics with earned and unearned medals and recent games. */
const STATISTICS = {
  version: 2,
  groups: {
    medium: {
      games: 7,
      wins: 4,
      rounds: 31,
      roundPoints: 512,
      bestGame: 61,
      columnClears: 5,
      lowRounds: 1,
      bestRound: -2,
    },
  },
  streak: { current: 1, best: 3 },
  recent: [
    { group: 'medium', won: true, rounds: 4, roundPoints: 60, total: 60 },
    { group: 'medium', won: false, rounds: 5, roundPoints: 95, total: 95 },
  ],
  counted: [],
};

test('in German on a phone, in high contrast, the statistics and the records still pass axe', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(
    ([stats]) => {
      localStorage.setItem('skyjo.stats', JSON.stringify(stats));
      localStorage.setItem(
        'skyjo.settings',
        JSON.stringify({ language: 'de', highContrast: true }),
      );
    },
    [STATISTICS] as const,
  );
  await page.goto('/?seed=94&speed=instant');
  await page.locator('.start-screen [data-action="statistics"]').click();
  await expect(page.locator('.stats-screen h2')).toHaveText('Statistik');
  expect(await violations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await page.locator('.start-screen [data-action="import"]').click();
  await pasteRecord(page, threeRoundRecord(false, 1000));
  expect(await violations(page)).toEqual([]);
});
