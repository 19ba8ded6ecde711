import { afterEach, describe, expect, test, vi } from 'vitest';
import { tableResolution, watchPixelDensity } from '../../../src/view/pixel-density';

/**
 * A browser's pixel density and its media queries: `set` changes the density and tells each
 * query whose match changed, as a browser does on a zoom or a move to another screen.
 */
function fakeScreen(density: number) {
  const queries: { media: string; matched: boolean; listeners: Set<() => void> }[] = [];
  const matches = (media: string) => media === `(resolution: ${density}dppx)`;
  vi.stubGlobal('window', { devicePixelRatio: density });
  vi.stubGlobal('matchMedia', (media: string) => {
    const query = { media, matched: matches(media), listeners: new Set<() => void>() };
    queries.push(query);
    return {
      addEventListener: (_: string, listener: () => void, options?: { once?: boolean }) => {
        const wrapped = () => {
          if (options?.once === true) query.listeners.delete(wrapped);
          listener();
        };
        query.listeners.add(wrapped);
      },
    };
  });
  return {
    set(next: number) {
      density = next;
      (window as { devicePixelRatio: number }).devicePixelRatio = next;
      for (const query of queries.slice()) {
        const now = matches(query.media);
        if (now === query.matched) continue;
        query.matched = now;
        for (const listener of [...query.listeners]) listener();
      }
    },
    listening: () => queries.filter((query) => query.listeners.size > 0).map((q) => q.media),
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('the table follows the pixel density', () => {
  test('the table draws at the device density, at most 2', () => {
    for (const [density, resolution] of [
      [1, 1],
      [1.25, 1.25],
      [2, 2],
      [3, 2],
      [0, 1],
    ] as const) {
      fakeScreen(density);
      expect(tableResolution()).toBe(resolution);
    }
  });

  test('each change of density is told once, and the watch moves on to the new density', () => {
    const screen = fakeScreen(1);
    const seen: number[] = [];
    watchPixelDensity(() => seen.push(tableResolution()));
    expect(screen.listening()).toEqual(['(resolution: 1dppx)']);
    screen.set(1.5);
    screen.set(2);
    screen.set(1);
    expect(seen).toEqual([1.5, 2, 1]);
    expect(screen.listening()).toEqual(['(resolution: 1dppx)']);
  });
});
