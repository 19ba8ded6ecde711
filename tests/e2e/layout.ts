import { expect, type Locator, type Page } from '@playwright/test';
import type { Rect } from '../../src/view/geometry';

/** The window sizes every screen must fit: desktop, a smaller desktop, a phone in portrait. */
export const SIZES = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'laptop', width: 1024, height: 768 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** A phone turned sideways: the gallery's fourth size (every screen fits it and passes axe). */
export const PHONE_LANDSCAPE = { name: 'phone-landscape', width: 844, height: 390 } as const;

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

/**
 * The texts in `scope` (its paragraphs, list items and headings) that wrap onto more than one
 * line and leave one word alone on the last ("…replaces your 12 with a" / "0.").
 */
export async function loneLastWords(scope: Locator): Promise<string[]> {
  return scope.evaluate((root) => {
    const found: string[] = [];
    for (const block of root.querySelectorAll('p, li, h2, h3')) {
      const tops: number[] = [];
      const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node !== null; node = walker.nextNode())
        for (const word of (node.textContent ?? '').matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, word.index);
          range.setEnd(node, word.index + word[0].length);
          const rect = range.getClientRects()[0];
          if (rect !== undefined && rect.width > 0) tops.push(rect.top);
        }
      if (tops.length < 2) continue;
      const last = Math.max(...tops);
      const first = Math.min(...tops);
      const onLast = tops.filter((top) => top > last - 3).length;
      if (last - first > 3 && onLast === 1) found.push(block.textContent ?? '');
    }
    return found;
  });
}

/** Whether two rectangles share more than an edge (half a pixel of rounding allowed). */
export const overlap = (a: Rect, b: Rect): boolean =>
  a.x + 0.5 < b.x + b.width &&
  b.x + 0.5 < a.x + a.width &&
  a.y + 0.5 < b.y + b.height &&
  b.y + 0.5 < a.y + a.height;
