import { setTarget } from './controls';
import { test as base, expect, type Page } from '@playwright/test';
import {
  gridShape,
  type GridShape,
  OFFICIAL_SHAPE,
  positionAt,
  withDefaults,
} from '../../src/engine';
import { pickKeyOf } from '../../src/view/pick-keys';

/**
 * Every test fails on a console error or an uncaught page error, and closes every browser context
 * it opened itself (a friend's browser, a spectator's): the worker's browser outlives the test,
 * and a page left open keeps drawing its table on the CPU for the rest of the run.
 */
export const test = base.extend<{ page: Page; ownContextsClosed: void }>({
  ownContextsClosed: [
    async ({ browser }, use) => {
      const before = new Set(browser.contexts());
      await use();
      const opened = browser.contexts().filter((context) => !before.has(context));
      await Promise.all(opened.map((context) => context.close()));
    },
    { auto: true },
  ],
  page: async ({ page }, use) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    await use(page);
    expect(problems).toEqual([]);
  },
});

export { expect };

/** What the table waits for, from the body's `data-awaiting`. */
export type Awaiting = 'none' | 'input' | 'next-round' | 'game-over';

/**
 * Waits until the table waits for a person, the next round or nothing more (game over), and then
 * for two frames, so that the page's resize observers have laid the table out for that state. The
 * state is polled on an interval, not on frames: a page that stops making frames (seen on a loaded
 * machine with SwiftShader, its DOM still current) fails here with that said, not a bare timeout;
 * so does a table that never settles, with what it showed. The interval is short (a look at one
 * attribute): at instant speed a table settles within milliseconds of a move, and the tests that
 * play whole rounds wait here hundreds of times.
 */
export async function settled(page: Page): Promise<Awaiting> {
  try {
    await page.waitForFunction(
      () => ['input', 'next-round', 'game-over'].includes(document.body.dataset.awaiting ?? ''),
      null,
      { timeout: 120_000, polling: 16 },
    );
  } catch (error) {
    throw new Error(`the table did not settle in 120 s: ${await pageState(page)}`, {
      cause: error,
    });
  }
  const framed = await page.evaluate(
    () =>
      new Promise<boolean>((done) => {
        setTimeout(() => done(false), 30_000);
        requestAnimationFrame(() => requestAnimationFrame(() => done(true)));
      }),
  );
  if (!framed) throw new Error(`the page made no frame for 30 s: ${await pageState(page)}`);
  return (await page.evaluate(() => document.body.dataset.awaiting)) as Awaiting;
}

/**
 * What the page shows, for a failure message: its published state, the status line, whether it
 * is visible and focused, whether the table animates and whether its WebGL context was lost.
 */
async function pageState(page: Page): Promise<string> {
  const state = await page.evaluate(() => {
    const canvas = document.querySelector<HTMLCanvasElement>('.table-host canvas');
    const gl = canvas?.getContext('webgl2') ?? canvas?.getContext('webgl');
    return {
      ...document.body.dataset,
      status: document.querySelector('.status')?.textContent,
      visibility: document.visibilityState,
      focus: document.hasFocus(),
      busy: window.skyjo?.busy(),
      playing: window.skyjo?.playing(),
      contextLost: gl?.isContextLost() ?? 'no context',
    };
  });
  return JSON.stringify(state);
}

/**
 * Puts a record's text (`record`, or an object written as JSON) in the import screen, as a player
 * who pastes it under "advanced" does: the game then shows as a card with its seats.
 */
export async function pasteRecord(page: Page, record: object | string): Promise<void> {
  const advanced = page.locator('.import-screen .advanced [data-action="advanced"]');
  if ((await advanced.getAttribute('aria-expanded')) !== 'true') await advanced.click();
  await page
    .locator('.import-screen textarea.record')
    .fill(typeof record === 'string' ? record : JSON.stringify(record));
}

/** The import screen's plate of seat `seat` (one-based): its `data-value` says who plays it. */
export function seatChooser(page: Page, seat: number) {
  return page.getByRole('button', { name: `Who plays seat ${seat}:` });
}

/** Turns the import screen's plate of seat `seat` (one-based) until `kind` plays it. */
export async function chooseImportSeat(page: Page, seat: number, kind: string): Promise<void> {
  const plate = seatChooser(page, seat);
  for (let turn = 0; turn < 5 && (await plate.getAttribute('data-value')) !== kind; turn++)
    await plate.click();
  await expect(plate).toHaveAttribute('data-value', kind);
}

/**
 * Imports `record` on the start screen of `/?query` and resumes it with the seats it names;
 * waits for the person.
 */
export async function resumeRecord(page: Page, record: object, query: string): Promise<void> {
  await page.goto(`/?${query}`);
  await page.locator('.start-screen [data-action="import"]').click();
  await pasteRecord(page, record);
  await page.locator('[data-action="resume"]').click();
  expect(await settled(page)).toBe('input');
}

/**
 * The person's turn of drawing from the deck, discarding the card and turning the first
 * face-down card; returns once the turn is chosen (the table may still play it).
 */
export async function drawDiscardAndTurn(page: Page): Promise<void> {
  const version = await page.evaluate(() => document.body.dataset.version);
  await page.keyboard.press('d');
  await page.waitForFunction((v) => document.body.dataset.version !== v, version);
  expect(await settled(page)).toBe('input');
  await page.keyboard.press('x');
  await page.keyboard.press('Enter');
}

/** Where `snap` saves: `E2E_SCREENSHOTS` (for a second run beside the first) or the default. */
const SCREENSHOTS = process.env.E2E_SCREENSHOTS ?? 'test-results/screenshots';

/** Opens the guided round from the rules screen at `url` and waits for the learner's first move. */
export async function openGuidedRound(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.locator('.start-screen [data-action="rules"]').click();
  await page.locator('.rules-screen [data-action="tutorial"]').click();
  expect(await settled(page)).toBe('input');
}

/**
 * Saves a screenshot of the current scene once a screen or dialog shown over the table has come
 * in (its `data-entered`), CSS animations at their end (the canvas as it is).
 */
export async function snap(page: Page, name: string): Promise<void> {
  await page.waitForFunction(() => {
    const overlay = document.querySelector<HTMLElement>('.overlay');
    return overlay === null || overlay.hidden || overlay.querySelector(':scope > [data-entered]');
  });
  await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, animations: 'disabled' });
}

/** Saves the scene as `<scene>-<width>x<height>.png` (see `snap`): a scene at one window size. */
export async function shoot(
  page: Page,
  scene: string,
  size: { readonly width: number; readonly height: number },
): Promise<void> {
  await snap(page, `${scene}-${size.width}x${size.height}`);
}

/** Opens the game and starts one person against three computers, ending at `targetScore`. */
export async function startGame(
  page: Page,
  options: { seed: number; speed?: string; targetScore?: number },
): Promise<void> {
  await page.goto(`/?seed=${options.seed}&speed=${options.speed ?? 'instant'}`);
  await page.locator('.start-screen [data-action="new-game"]').click();
  await setTarget(page, String(options.targetScore ?? 100));
  await page.locator('[data-action="start"]').click();
}

/** The grid shape of the game in play (R9.1, R9.5), from the page's record; the official one without. */
export async function tableShape(page: Page): Promise<GridShape> {
  const rules = await page.evaluate(() => window.skyjo?.record()?.rules ?? {});
  return gridShape(withDefaults(rules));
}

/**
 * The acting person's face-down positions (`pos = grid × cards of a grid + column × rows + row`),
 * from the table's labels and the shape of the game in play.
 */
export async function faceDownPositions(page: Page): Promise<number[]> {
  const shape = await tableShape(page);
  const labels = await page
    .locator('button[aria-label^="Your card"]')
    .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? ''));
  return labels.flatMap((label) => {
    const match = /(?:grid (\d+), )?column (\d+), row (\d+), face down/.exec(label);
    if (match === null) return [];
    const grid = match[1] === undefined ? 0 : Number(match[1]) - 1;
    return [positionAt(shape, grid, Number(match[2]) - 1, Number(match[3]) - 1)];
  });
}

/** Whether the acting person holds a drawn card. */
export async function holdsDrawnCard(page: Page): Promise<boolean> {
  return (await page.locator('button[aria-label^="Drawn card"]').count()) > 0;
}

/**
 * The number key that reaches grid position `pos` of `shape` (the official grid's by default):
 * its own key in reading order (1–9, 0, -, =), or on a larger grid its column's (`pickKeyOf`).
 */
export function pickKey(pos: number, shape: GridShape = OFFICIAL_SHAPE): string {
  return pickKeyOf(shape, pos);
}

/**
 * Moves the keyboard cursor onto the acting person's card at `pos` with the number keys, as the
 * grid in play reaches it: one press of its key, or its column's key until the cursor is there.
 */
export async function pickCard(page: Page, pos: number): Promise<void> {
  const shape = await tableShape(page);
  const key = pickKey(pos, shape);
  for (let press = 0; press <= shape.rows; press++) {
    await page.keyboard.press(key);
    if ((await page.evaluate(() => window.skyjo!.table().cursor)) === pos) return;
  }
  throw new Error(`the key ${key} does not reach position ${pos}`);
}

/** The number of record actions so far (from the page hook). */
export async function actionCount(page: Page): Promise<number> {
  return page.evaluate(
    () => window.skyjo?.record()?.rounds.reduce((n, round) => n + round.actions.length, 0) ?? 0,
  );
}

/** Collects every text the status bar's toast shows, from the start of each page load. */
export async function recordToasts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shown: string[] = [];
    Object.assign(window, { shownToasts: shown });
    new MutationObserver(() => {
      const toast = document.querySelector<HTMLElement>('.toast');
      if (toast && !toast.hidden && toast.textContent) shown.push(toast.textContent);
    }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
  });
}

/** The toast texts `recordToasts` collected on the current page. */
export function shownToasts(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { shownToasts: string[] }).shownToasts);
}
