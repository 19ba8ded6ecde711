import {
  drawDiscardAndTurn,
  expect,
  recordToasts,
  resumeRecord,
  settled,
  shownToasts,
  test,
} from './fixtures';
import { personGoesOutRecord } from './records';

test('issue 27 defect 6: at instant speed the last turns’ toast leaves with its round', async ({
  page,
}) => {
  await recordToasts(page);
  await resumeRecord(page, personGoesOutRecord(), 'seed=81&speed=instant');
  await drawDiscardAndTurn(page);
  expect(await settled(page)).toBe('game-over');
  await expect(page.locator('.summary-screen')).toBeVisible();
  expect(await shownToasts(page)).toContain(
    'You have no face-down card left: everyone else has one last turn!',
  );
  // The round it spoke of is over: it no longer shows over the game's end (its own four seconds
  // are not yet up at instant speed: looked at once, not waited for).
  expect(await page.evaluate(() => document.querySelector<HTMLElement>('.toast')!.hidden)).toBe(
    true,
  );
});
