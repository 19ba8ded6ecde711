import type { Browser, Page } from '@playwright/test';
import { choose, setTarget } from './controls';
import { expect, snap, test } from './fixtures';

/**
 * Reactions and looks between two people's browsers: the host picks an avatar and a colour,
 * a friend whose game is in German sees them on the host's plate, sees the host's reaction in
 * German, and no longer sees it once she hides the host's reactions.
 */

/** A person's browser at `size`, in `language`, failing the test on a console or page error. */
async function person(
  browser: Browser,
  problems: string[],
  size: { width: number; height: number },
  language: string,
): Promise<Page> {
  const context = await browser.newContext({ viewport: size });
  await context.addInitScript((lang) => {
    if (localStorage.getItem('skyjo.settings') === null)
      localStorage.setItem('skyjo.settings', JSON.stringify({ language: lang }));
  }, language);
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return page;
}

/** What the bubbles of `seat` on `page`'s table said, oldest first. */
const saidOn = (page: Page, seat: number) =>
  page.evaluate(
    (s) => window.skyjo!.table().bubblesSaid.flatMap((b) => (b.seat === s ? [b.text ?? b.id] : [])),
    seat,
  );

/** Waits until `page` has shown a bubble of `seat` saying `id` (it lives a few seconds). */
async function bubbleShown(page: Page, seat: number, id: string): Promise<void> {
  await page.waitForFunction(
    ([s, reaction]) =>
      window.skyjo!.table().bubblesSaid.some((b) => b.seat === s && b.id === reaction),
    [seat, id] as const,
  );
}

/** Saves `page` as `name` if it still shows `seat`'s bubble, popped in and still. */
async function snapBubble(page: Page, seat: number, name: string): Promise<void> {
  const still = await page
    .waitForFunction(
      (s) => window.skyjo!.table().bubbles.some((b) => b.seat === s && b.still),
      seat,
      { timeout: 3000 },
    )
    .then(
      () => true,
      () => false,
    );
  if (still) await snap(page, name);
}

/** Sends reaction `id` from `page`'s reactions panel. */
async function react(page: Page, id: string): Promise<void> {
  await page.locator('[data-action="reactions"]').click();
  await page.locator(`.reaction-panel [data-reaction="${id}"]`).click();
  await expect(page.locator('.reaction-panel')).toBeHidden();
}

test('reactions and looks between two browsers: in the reader’s language, hidden when muted', async ({
  browser,
}) => {
  const problems: string[] = [];
  const ada = await person(browser, problems, { width: 1280, height: 800 }, 'en');
  const bea = await person(browser, problems, { width: 390, height: 844 }, 'de');

  // Ada picks an owl on coral for her plate and opens a room for Bea and a computer.
  await ada.goto('/?speed=instant');
  await ada.locator('.start-screen [data-action="play-online"]').click();
  await ada.locator('.online-screen input[name="name"]').fill('Ada');
  // The target on the rules' page, then the look on the avatar's.
  await setTarget(ada, '10');
  await choose(ada, 'avatar', 'owl');
  await choose(ada, 'avatar-colour', 'coral');
  await snap(ada, 'look-picker-1280x800');
  await ada
    .locator('.online-screen .seat-list li[data-seat="2"] [data-action="remove-seat"]')
    .click();
  await ada.locator('[data-action="open-room"]').click();
  const lobby = ada.locator('.lobby-screen[data-code]');
  await expect(lobby).toBeVisible();
  const code = (await lobby.getAttribute('data-code'))!;

  await bea.goto(`/?room=${code}&speed=instant`);
  await bea.locator('.join-screen input[name="name"]').fill('Bea');
  await bea.locator('[data-action="join-room"]').click();
  await expect(bea.locator('.lobby-screen')).toBeVisible();
  await ada.locator('[data-action="start-online"]').click();
  for (const page of [ada, bea])
    await page.waitForFunction(() => window.skyjo!.table().plates.length === 3);

  // Bea sees Ada's owl on coral; Bea picked none, and the computer keeps its robot.
  await bea.waitForFunction(() => window.skyjo!.table().looks[0] !== null);
  expect(await bea.evaluate(() => window.skyjo!.table().looks)).toEqual([
    { avatar: 'owl', colour: 'coral' },
    null,
    null,
  ]);
  expect(await bea.evaluate(() => window.skyjo!.table().emblems[2])).toBe('medium');

  // Everything Bea's screen says politely, in order.
  await bea.evaluate(() => {
    const said: string[] = [];
    (window as unknown as { said: string[] }).said = said;
    const voice = document.querySelector('.online-voice')!;
    new MutationObserver(() => said.push(voice.textContent ?? '')).observe(voice, {
      childList: true,
      characterData: true,
      subtree: true,
    });
  });
  const said = () => bea.evaluate(() => (window as unknown as { said: string[] }).said);

  // Ada's "Nice move!" reaches Bea in German, on Ada's plate, with its sound and said aloud.
  await react(ada, 'nice');
  await bubbleShown(bea, 0, 'nice');
  await snapBubble(bea, 0, 'reaction-de-390x844');
  await bubbleShown(ada, 0, 'nice');
  expect(await saidOn(bea, 0)).toEqual(['Guter Zug!']);
  expect(await saidOn(ada, 0)).toEqual(['Nice move!']);
  expect(await said()).toContain('Ada: Guter Zug!');
  expect((await bea.evaluate(() => window.skyjo!.sounds())).reaction).toBeGreaterThan(0);

  // Bea hides Ada's reactions: Ada's "Good game" never shows on Bea's table; once Bea shows
  // them again, Ada's next one does (it came after the hidden one, on the same connection).
  await bea.locator('[data-action="reactions"]').click();
  await snap(bea, 'reaction-panel-de-390x844');
  await bea.locator('.reaction-panel [data-mute-seat="0"]').uncheck();
  // Hidden for this room, on this device.
  expect(await bea.evaluate((c) => localStorage.getItem(`skyjo.muted.${c}`), code)).toBe('[0]');
  // The game's own switch (a drawn pill, off now), not the browser's checkbox.
  const mute = bea.locator('.reaction-panel [data-mute-seat="0"]');
  await expect(mute).toHaveAttribute('role', 'switch');
  expect(await mute.evaluate((input) => getComputedStyle(input).appearance)).toBe('none');
  for (const [width, height] of [
    [1280, 800],
    [1024, 768],
    [390, 844],
  ] as const) {
    await bea.setViewportSize({ width, height });
    await snap(bea, `reaction-mutes-de-${width}x${height}`);
  }
  await bea.keyboard.press('Escape');
  await expect(bea.locator('.reaction-panel')).toBeHidden();
  await react(ada, 'gg');
  await bubbleShown(ada, 0, 'gg');
  await snapBubble(ada, 0, 'reaction-1280x800');
  await bea.locator('[data-action="reactions"]').click();
  await bea.locator('.reaction-panel [data-mute-seat="0"]').check();
  await bea.keyboard.press('Escape');
  await react(ada, 'oops');
  await bubbleShown(bea, 0, 'oops');
  expect(await saidOn(bea, 0)).toEqual(['Guter Zug!', 'Hoppla']);
  expect(await said()).not.toContain('Ada: Gutes Spiel');
  expect(await bea.evaluate((c) => localStorage.getItem(`skyjo.muted.${c}`), code)).toBeNull();

  // Bea's panel at Ada's turn: her phrases and emotes, and whose reactions she sees.
  await bea.locator('[data-action="reactions"]').click();
  await expect(bea.locator('.reaction-panel [data-mute-seat="0"]')).toBeChecked();
  await bea.keyboard.press('Escape');

  expect(problems).toEqual([]);
});
