import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Driving the game's controls (src/app/ui/controls) as a player does: a press on a seat's
 * emblem goes to the next kind, a choice's option is a radio button spread over its segment.
 */

/**
 * Who plays seat `seat` (zero-based) of the seat list in `scope` (the new game's table, the
 * online room's or the import dialog's seats): presses its emblem until it shows `kind`.
 */
export async function chooseSeatKind(
  scope: Page | Locator,
  seat: number,
  kind: string,
): Promise<void> {
  const button = scope.locator('.seat-list > li').nth(seat).locator('.ctl-cycle');
  for (let press = 0; press < 6; press++) {
    if ((await button.getAttribute('data-value')) === kind) return;
    await button.click();
  }
  throw new Error(`seat ${seat + 1} never showed ${kind}`);
}

/**
 * Chooses `value` of the choice named `name` (a setting, a rule option, a turn timer); waits
 * until it shows chosen (a new language draws the screen anew: the option is found again).
 */
export async function choose(scope: Page | Locator, name: string, value: string): Promise<void> {
  const option = scope.locator(`input[name="${name}"][value="${value}"]`);
  await turnTo(option);
  await option.click();
  await expect(option).toBeChecked();
}

/**
 * On the new game's table: `count` seats, adding at the free place or taking away the last
 * seat with its ×.
 */
export async function seatCount(page: Page, count: number): Promise<void> {
  const seats = page.locator('.setup-screen .seat-list > li');
  // The screen loads when it is first opened: its seats are counted once they are there.
  await seats.first().waitFor();
  while ((await seats.count()) < count) await page.locator('[data-action="add-seat"]').click();
  while ((await seats.count()) > count)
    await seats.last().locator('[data-action="remove-seat"]').click();
}

/**
 * Turns a setup's pages (its tabs) to the page that holds `field`, as a player presses the page's
 * tab; a field on no page, or on the page shown, is left as it is.
 */
export async function turnTo(field: Locator): Promise<void> {
  const tab = await field.evaluate((element) => {
    const page = element.closest('[role="tabpanel"]');
    return page === null ? null : page.getAttribute('aria-labelledby');
  });
  if (tab !== null) await field.page().locator(`[id="${tab}"]`).click();
}

/** Types `score` as a setup's target, on the page of the setup that holds it. */
export async function setTarget(page: Page, score: number | string): Promise<void> {
  const target = page.locator('input[name="targetScore"]');
  await turnTo(target);
  await target.fill(String(score));
}
