import { afterEach, describe, expect, test, vi } from 'vitest';
import {
  snappedLine,
  snappedStroke,
  tableResolution,
  watchPixelDensity,
} from '../../../src/view/pixel-density';

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

describe('strokes on whole device pixels (the Σ at a density of 1)', () => {
  test('a thin stroke is one device pixel at least, and whole device pixels', () => {
    expect(snappedStroke(0.84, 1)).toBe(1);
    expect(snappedStroke(0.84, 2)).toBe(1);
    expect(snappedStroke(1.3, 2)).toBe(1.5);
    expect(snappedStroke(2.6, 1)).toBe(3);
  });

  test('a line lies on pixel rows: an odd stroke on a pixel middle, an even on an edge', () => {
    for (const resolution of [1, 1.5, 2]) {
      for (const width of [0.7, 1.2, 2, 2.6]) {
        const stroke = snappedStroke(width, resolution);
        for (const at of [3, 3.2, 3.5, 7.77]) {
          const line = snappedLine(at, stroke, resolution);
          // Its two edges fall on whole device pixels, within half a pixel of where it was asked.
          const edge = (line - stroke / 2) * resolution;
          expect(Math.abs(edge - Math.round(edge))).toBeLessThan(1e-9);
          expect(Math.abs(line - at) * resolution).toBeLessThanOrEqual(0.5 + 1e-9);
        }
      }
    }
  });
});
