/** How the game's controls step through values with keys, apart from the DOM. */

/** The index `delta` places from `index` among `length` options, wrapping round at both ends. */
export function cycledIndex(index: number, delta: number, length: number): number {
  return (((index + delta) % length) + length) % length;
}

/** How a key moves a value: a step up or down, or (`page`) several (Page Up, Page Down). */
export interface KeyMove {
  readonly direction: 1 | -1;
  readonly page: boolean;
}

const KEY_MOVES: Readonly<Record<string, KeyMove>> = {
  ArrowUp: { direction: 1, page: false },
  ArrowRight: { direction: 1, page: false },
  ArrowDown: { direction: -1, page: false },
  ArrowLeft: { direction: -1, page: false },
  PageUp: { direction: 1, page: true },
  PageDown: { direction: -1, page: true },
};

/** What `key` (a KeyboardEvent's `key`) does to a value: right and up forward; `null` for others. */
export function keyMove(key: string): KeyMove | null {
  return KEY_MOVES[key] ?? null;
}
