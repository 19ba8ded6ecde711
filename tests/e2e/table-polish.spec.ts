import type { Page } from '@playwright/test';
import {
  drawDiscardAndTurn,
  expect,
  pickCard,
  resumeRecord,
  settled,
  snap,
  test,
} from './fixtures';
import { finishSetup } from './play';
import { lastTurnRecord, personGoesOutRecord } from './records';

/**
 * Issue 27's last polish of the table and its overlays: the status pill's gold on the person's
 * turn, the podium's entrance at the game's end.
 */

/** The status pill's background (its gradient) and text colour, as drawn. */
function pillColours(page: Page) {
  return page.locator('.hud .status').evaluate((status) => {
    const style = getComputedStyle(status);
    return { background: style.backgroundImage, colour: style.color };
  });
}

/** The BRAND gold (#ffc83d) as computed styles write it. */
const GOLD = 'rgb(255, 200, 61)';

test('issue 27: the status pill turns gold when the person is to play, and back when not', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await resumeRecord(page, personGoesOutRecord(), 'seed=81&speed=instant');
  const yours = await pillColours(page);
  expect(yours.background).toContain(GOLD);
  // Ink on gold (BRAND.ink #13203f), not cream.
  expect(yours.colour).toBe('rgb(19, 32, 63)');
  await snap(page, 'polish-status-your-turn');
  await drawDiscardAndTurn(page);
  expect(await settled(page)).toBe('game-over');
  const after = await pillColours(page);
  expect(after.background).not.toContain(GOLD);
});

/** The podium's parts that move as it comes in, with their animations' names and states. */
function podiumAnimations(page: Page) {
  return page.locator('.podium').evaluate((podium) =>
    [...podium.querySelectorAll('.podium-block, .podium-token')].map((part) =>
      part.getAnimations().map((animation) => ({
        name: (animation as CSSAnimation).animationName,
        state: animation.playState,
      })),
    ),
  );
}

/** Plays the person's last turn of `lastTurnRecord` (a won game) at `query`'s speed to its end. */
async function toGameEnd(page: Page, query: string): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 800 });
  await resumeRecord(page, lastTurnRecord(true), `seed=81&${query}`);
  await drawDiscardAndTurn(page);
  await expect(page.locator('.summary-screen .podium')).toBeVisible({ timeout: 60_000 });
}

test('issue 27: the game-end podium comes in: its blocks rise, its tokens drop on them', async ({
  page,
}) => {
  // Every podium entrance is noted as it starts: a slow machine may have finished some before the
  // test first looks, but none can start unseen. Each part must rise or drop, over a real time.
  await page.addInitScript(() => {
    const started = new Map<Element, { name: string; seconds: number }>();
    Object.assign(window, { podiumStarts: started });
    document.addEventListener('animationstart', (event) => {
      const part = event.target as Element;
      if (!part.matches('.podium-block, .podium-token')) return;
      if (!event.animationName.startsWith('podium-')) return;
      const seconds = parseFloat(getComputedStyle(part).animationDuration);
      started.set(part, { name: event.animationName, seconds });
    });
  });
  const starts = () =>
    page.evaluate(() => [
      ...(
        window as unknown as { podiumStarts: Map<Element, { name: string; seconds: number }> }
      ).podiumStarts.values(),
    ]);
  await toGameEnd(page, 'speed=normal');
  const parts = await page.locator('.podium .podium-block, .podium .podium-token').count();
  expect(parts).toBeGreaterThanOrEqual(4);
  await expect.poll(async () => (await starts()).length).toBe(parts);
  for (const { name, seconds } of await starts()) {
    expect(['podium-rise', 'podium-drop']).toContain(name);
    expect(seconds).toBeGreaterThan(0);
  }
  // Everything lands: the blocks stand at their full height.
  await page.waitForFunction(() =>
    [...document.querySelectorAll('.podium-block, .podium-token')].every((part) =>
      part.getAnimations().every((animation) => animation.playState === 'finished'),
    ),
  );
  const block = page.locator('.podium-block').first();
  expect(await block.evaluate((b) => getComputedStyle(b).transform)).toMatch(
    /^(none|matrix\(1, 0, 0, 1, 0, 0\))$/,
  );
  await snap(page, 'polish-podium-landed');
});

for (const query of ['speed=instant', 'speed=normal&motion=reduced'])
  test(`issue 27: the podium stands at once at ${query}`, async ({ page }) => {
    await toGameEnd(page, query);
    // Nothing runs: at instant speed the entrance has ended as it began; reduced motion has none.
    for (const animations of await podiumAnimations(page))
      expect(animations.filter(({ state }) => state !== 'finished')).toEqual([]);
    if (query.includes('reduced'))
      for (const animations of await podiumAnimations(page))
        expect(animations.filter(({ name }) => name.startsWith('podium'))).toEqual([]);
  });

/** A rectangle on the page, in CSS pixels. */
type Box = { x: number; y: number; width: number; height: number };

/** Whether two rectangles share any area. */
function overlap(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** Every plate and card on the table, the piles and the hand, as drawn now. */
function tableParts(page: Page): Promise<Box[]> {
  return page.evaluate(() => {
    const shown = window.skyjo!.table();
    const piles = (['draw', 'discard', 'drawn'] as const).map((kind) =>
      window.skyjo!.targetRect({ kind }),
    );
    return [...shown.plates, ...shown.cards.flat(), ...piles].filter(
      (rect): rect is Box => rect !== null && rect !== undefined,
    );
  });
}

/** The status bar's buttons a player sees now (Hint and Menu among them). */
function barButtons(page: Page): Promise<Box[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.hud-buttons button')]
      .filter((button) => !button.hidden)
      .map((button) => {
        const { x, y, width, height } = button.getBoundingClientRect();
        return { x, y, width, height };
      }),
  );
}

/** Whether a tap at the middle of each of the bar's Hint and Menu buttons reaches that button. */
function hintAndMenuInReach(page: Page): Promise<boolean[]> {
  return page.evaluate(() =>
    ['hint', 'menu'].map((action) => {
      const button = document.querySelector<HTMLElement>(`.hud [data-action="${action}"]`)!;
      const { x, y, width, height } = button.getBoundingClientRect();
      return document.elementFromPoint(x + width / 2, y + height / 2) === button;
    }),
  );
}

/**
 * The phone's tables of every seat count and grid shape whose top seats a toast came down on:
 * the most seats of each shape (RULES.md R9.1), and two seats of dual hands (R9.5).
 */
const PHONE_TABLES = [
  { seats: 2, rules: {} },
  { seats: 4, rules: {} },
  { seats: 8, rules: {} },
  { seats: 8, rules: { rows: 4, columns: 4 } },
  { seats: 8, rules: { rows: 3, columns: 5 } },
  { seats: 5, rules: { rows: 4, columns: 6 } },
  { seats: 2, rules: { dualHands: true } },
  { seats: 2, rules: { dualHands: true, rows: 4, columns: 6 } },
];

for (const { seats, rules } of PHONE_TABLES)
  test(`issue 27: on a phone a toast covers no plate, card or pile, nor Hint or Menu; ${seats} seats, ${JSON.stringify(rules)}`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const query = encodeURIComponent(JSON.stringify(rules));
    await page.goto(`/?seed=7&speed=instant&demo=${seats}&person=1&rules=${query}`);
    expect(await settled(page)).toBe('input');
    // The hint at the opening says, in a toast as long as the last turns' one, that it has none.
    await page.keyboard.press('h');
    const toast = page.locator('.toast');
    await expect(toast).toBeVisible();
    const box = (await toast.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    for (const part of await tableParts(page))
      expect(overlap(box, part), `the toast covers ${JSON.stringify(part)}`).toBe(false);
    for (const button of await barButtons(page))
      expect(overlap(box, button), `the toast covers the button ${JSON.stringify(button)}`).toBe(
        false,
      );
    expect(await hintAndMenuInReach(page)).toEqual([true, true]);
    await snap(page, `polish-toast-${seats}-${Object.values(rules).join('-') || 'official'}`);
  });

test('issue 27: the last turns’ toast on a phone covers no plate, card or pile, nor Hint or Menu', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // The toast and what the table drew, as the toast comes (the round's end takes it away).
  await page.addInitScript(() => {
    const seen: { toast: Box; parts: unknown[]; buttons: unknown[] }[] = [];
    Object.assign(window, { toastsSeen: seen });
    new MutationObserver(() => {
      const toast = document.querySelector<HTMLElement>('.toast');
      if (toast === null || toast.hidden || !/face-down/.test(toast.textContent ?? '')) return;
      if (seen.length > 0) return;
      const shown = window.skyjo!.table();
      const piles = (['draw', 'discard', 'drawn'] as const).map((kind) =>
        window.skyjo!.targetRect({ kind }),
      );
      const { x, y, width, height } = toast.getBoundingClientRect();
      const buttons = [...document.querySelectorAll<HTMLElement>('.hud-buttons button')]
        .filter((button) => !button.hidden)
        .map((button) => button.getBoundingClientRect().toJSON());
      seen.push({
        buttons,
        toast: { x, y, width, height },
        parts: [...shown.plates, ...shown.cards.flat(), ...piles].filter(
          (r) => r !== null && r !== undefined,
        ),
      });
    }).observe(document, { subtree: true, childList: true, attributes: true });
  });
  await resumeRecord(page, personGoesOutRecord(100), 'seed=81&speed=instant');
  await drawDiscardAndTurn(page);
  await page.waitForFunction(
    () => (window as unknown as { toastsSeen: unknown[] }).toastsSeen.length > 0,
  );
  const [seen] = await page.evaluate(
    () =>
      (window as unknown as { toastsSeen: { toast: Box; parts: Box[]; buttons: Box[] }[] })
        .toastsSeen,
  );
  const box = seen!.toast;
  expect(box.width).toBeGreaterThan(0);
  for (const part of seen!.parts)
    expect(overlap(box, part), `the toast covers ${JSON.stringify(part)}`).toBe(false);
  expect(seen!.buttons.length).toBeGreaterThanOrEqual(2);
  for (const button of seen!.buttons)
    expect(overlap(box, button), `the toast covers the button ${JSON.stringify(button)}`).toBe(
      false,
    );
});

/** A paged toast's page as it turned: the felt left above and below its lines in the band. */
interface ToastPage {
  readonly hidden: boolean;
  readonly gapAbove: number;
  readonly gapBelow: number;
  /** Whether the text shows at the band's very top (a sliver of the page before). */
  readonly textAbove: boolean;
}

/** In the page: keeps a paged toast's first and last `ToastPage` in `window.toastPages`. */
function watchToastPages(): void {
  const shown = window as unknown as { toastPages: { first?: ToastPage; last?: ToastPage } };
  shown.toastPages = {};
  new MutationObserver(() => {
    const box = document.querySelector<HTMLElement>('.toast.on-bar.paged');
    const text = document.querySelector('.toast-text');
    if (shown.toastPages.last !== undefined || box === null || text === null) return;
    const band = box.getBoundingClientRect();
    const whole = text.getBoundingClientRect();
    const first = whole.top >= band.top - 1;
    if (!first && whole.bottom > band.bottom + 1) return;
    const range = document.createRange();
    range.selectNodeContents(text);
    const lines = [...range.getClientRects()].filter(
      (line) => line.top >= band.top - 1 && line.bottom <= band.bottom + 1,
    );
    const above = document.elementFromPoint(band.left + band.width / 2, band.top + 1);
    const page = {
      hidden: box.hidden !== false,
      gapAbove: Math.min(...lines.map((line) => line.top)) - band.top,
      gapBelow: band.bottom - Math.max(...lines.map((line) => line.bottom)),
      textAbove: above !== null && text.contains(above),
    };
    if (first) shown.toastPages.first ??= page;
    else shown.toastPages.last = page;
  }).observe(document.body, { subtree: true, attributes: true, attributeFilter: ['style'] });
}

test('issue 27: on a phone a toast too long for the bar comes page by page, clear of Hint and Menu', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(() =>
    localStorage.setItem('skyjo.settings', JSON.stringify({ language: 'de' })),
  );
  await page.goto('/?seed=7&speed=instant&demo=8&person=1');
  expect(await settled(page)).toBe('input');
  // The browser's store fills up: the next save fails, and the player is told in a toast far
  // longer than the two lines the bar's band holds.
  await page.evaluate(() => {
    const write = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key: string, value: string) {
      if (key === 'skyjo.save') throw new DOMException('full', 'QuotaExceededError');
      write.call(this, key, value);
    };
  });
  await page.evaluate(watchToastPages);
  await pickCard(page, 0);
  await page.keyboard.press('Enter');
  const toast = page.locator('.toast.on-bar.paged');
  await expect(toast).toBeVisible();
  const box = (await toast.boundingBox())!;
  for (const button of await barButtons(page))
    expect(overlap(box, button), `the toast covers the button ${JSON.stringify(button)}`).toBe(
      false,
    );
  for (const part of await tableParts(page))
    expect(overlap(box, part), `the toast covers ${JSON.stringify(part)}`).toBe(false);
  expect(await hintAndMenuInReach(page)).toEqual([true, true]);
  await snap(page, 'polish-toast-paged-first');
  // Its last page comes (measured as it turns, however busy the machine): the text's last line
  // shows in the band, the toast still up, as much in the middle of the band as the full first
  // page (a one-line last page sat at its top), no sliver of the page before it above it.
  const { first, last } = await page
    .waitForFunction(
      () => {
        const { toastPages } = window as unknown as { toastPages: { last?: ToastPage } };
        return toastPages.last === undefined ? null : toastPages;
      },
      null,
      { timeout: 60_000 },
    )
    .then((handle) => handle.jsonValue() as Promise<{ first: ToastPage; last: ToastPage }>);
  expect(last.hidden).toBe(false);
  const offCentre = (shown: ToastPage) => shown.gapAbove - shown.gapBelow;
  expect(Math.abs(offCentre(last) - offCentre(first))).toBeLessThanOrEqual(1);
  if (last.gapAbove > first.gapAbove + 1) expect(last.textAbove).toBe(false);
  await snap(page, 'polish-toast-paged-last');
});

/** Every seat's card width as drawn now (seat 0 is the person's). */
function cardWidths(page: Page): Promise<number[]> {
  return page.evaluate(() => window.skyjo!.table().cards.map((cards) => cards[0]!.width));
}

for (const rules of [{}, { rows: 4, columns: 4 }, { rows: 3, columns: 5 }])
  for (const size of [
    { width: 1280, height: 800 },
    { width: 1024, height: 768 },
  ])
    test(`issue 27: with the hint open the person's grid stays the hero grid; 8 seats, ${JSON.stringify(rules)}, ${size.width}×${size.height}`, async ({
      page,
    }) => {
      await page.setViewportSize(size);
      const query = encodeURIComponent(JSON.stringify(rules));
      await page.goto(`/?seed=7&speed=instant&demo=8&person=1&rules=${query}`);
      expect(await settled(page)).toBe('input');
      await finishSetup(page);
      await page.keyboard.press('h');
      await expect(page.locator('.hint-panel')).toHaveAttribute('data-state', 'ready');
      await page.waitForFunction(() => window.skyjo!.table().hint !== null);
      await settled(page);
      const [mine, ...others] = await cardWidths(page);
      // A quarter larger than any other seat's cards at the least (it was 6 to 12 % larger).
      expect(mine!).toBeGreaterThanOrEqual(1.25 * Math.max(...others));
      const name = Object.values(rules).join('x') || 'official';
      await snap(page, `polish-hint-8-${name}-${size.width}`);
    });

test('issue 27: a costly moment’s picture fades what neither move touches, so its places stand out', async ({
  page,
}) => {
  test.setTimeout(480_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await resumeRecord(page, lastTurnRecord(false, 'medium'), 'seed=81&speed=instant');
  await drawDiscardAndTurn(page);
  expect(await settled(page)).toBe('game-over');
  await page.locator('.summary-screen [data-action="review"]').click();
  const screen = page.locator('.review-screen');
  await expect(screen).toHaveAttribute('data-state', 'done', { timeout: 240_000 });
  const pictures = await screen
    .locator('.review-moment-card .position-picture')
    .evaluateAll((shown) =>
      shown.map((picture) =>
        [...picture.querySelectorAll('.pic-grid .pic-card')].map((card) => ({
          ringed: card.hasAttribute('data-ring'),
          faded: card.hasAttribute('data-faded'),
        })),
      ),
    );
  expect(pictures.length).toBeGreaterThan(0);
  for (const cards of pictures) {
    // The places the two moves act on stay bright; every other card of the grid fades.
    for (const card of cards) expect(card.faded).toBe(!card.ringed);
    expect(cards.filter((card) => card.faded).length).toBeGreaterThan(0);
  }
  await snap(page, 'polish-review-moments');
});
