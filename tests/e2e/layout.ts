import { expect, type Page } from '@playwright/test';

/** The window sizes every screen must fit: desktop, a smaller desktop, a phone in portrait. */
export const SIZES = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'laptop', width: 1024, height: 768 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/**
 * Asserts that the screen in the overlay fits the window: its box lies inside the window, it
 * scrolls nothing sideways, and its buttons row is in view (inside the screen and the window).
 */
export async function expectScreenFits(page: Page): Promise<void> {
  const problems = await page.evaluate(() => {
    const found: string[] = [];
    const view = { width: innerWidth, height: innerHeight };
    const screen = document.querySelector<HTMLElement>('.overlay > .screen');
    if (screen === null) return ['no screen shown'];
    const box = screen.getBoundingClientRect();
    const name = screen.dataset.screen ?? screen.className;
    if (box.left < -0.5 || box.top < -0.5 || box.right > view.width + 0.5)
      found.push(`${name} leaves the window: ${JSON.stringify(box)}`);
    if (box.bottom > view.height + 0.5) found.push(`${name} runs below the window`);
    if (screen.scrollWidth > screen.clientWidth + 1) found.push(`${name} scrolls sideways`);
    const buttons = screen.querySelector(':scope > .buttons');
    if (buttons !== null) {
      const row = buttons.getBoundingClientRect();
      if (row.top < box.top - 0.5 || row.bottom > box.bottom + 0.5 || row.bottom > view.height)
        found.push(`${name}'s buttons are cut off: ${row.top}–${row.bottom} of ${box.bottom}`);
      for (const button of buttons.querySelectorAll('button')) {
        const b = button.getBoundingClientRect();
        if (b.right > box.right + 0.5 || b.left < box.left - 0.5)
          found.push(`${name}: "${button.textContent}" is cut off at the side`);
      }
    }
    return found;
  });
  expect(problems).toEqual([]);
}
