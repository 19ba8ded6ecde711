import type { Ticker } from 'pixi.js';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { Motion } from '../../../src/view/motion';
import { RenderLoop, type Rendered } from '../../../src/view/render-loop';
import type { TableStage } from '../../../src/view/table-stage';

// Pixi itself needs a browser; the loop only takes its ticker priority from it.
vi.mock('pixi.js', () => ({ UPDATE_PRIORITY: { LOW: -25 } }));

/**
 * A table stage (drawing in `software` or not) whose frames the test runs at 60 Hz, counting what
 * the loop renders.
 */
function stage(
  motion: { changeCount: number; moving: boolean },
  scene: Rendered,
  software = false,
) {
  const listeners: (() => void)[] = [];
  let now = 0;
  vi.spyOn(performance, 'now').mockImplementation(() => now);
  const counts = { renders: 0 };
  const app = {
    ticker: { add: (listener: () => void) => listeners.push(listener) } as unknown as Ticker,
    render: () => (counts.renders += 1),
    software,
  } as unknown as TableStage;
  new RenderLoop(app, motion as unknown as Motion, scene);
  return {
    counts,
    /** Runs one second of frames at the display's 60 Hz. */
    second() {
      for (let frame = 1; frame <= 60; frame++) {
        now += 1000 / 60;
        for (const listener of listeners) listener();
      }
    },
  };
}

/** A scene whose plates move as `quick` and `ambient` say, counting its ticks. */
function scene(quick: boolean, ambient: boolean) {
  const ticks: number[] = [];
  return {
    ticks,
    rendered: {
      ambient: () => ambient,
      quick: () => quick,
      tick: (now: number) => ticks.push(now),
      busy: () => false,
    } satisfies Rendered,
  };
}

afterEach(() => vi.restoreAllMocks());

describe('the table render loop', () => {
  test('a shake, a spinning thinking ring or a popping ready mark moves on every frame of the display', () => {
    const plates = scene(true, true);
    const table = stage({ changeCount: 0, moving: false }, plates.rendered);
    table.second();
    // Issue 27: they were ticked at 20 fps (one frame in three), whatever the display's rate.
    expect(plates.ticks).toHaveLength(60);
    expect(table.counts.renders).toBe(60);
  });

  test('a turn glow alone on a still table ticks at a low rate: a waiting table stays cheap', () => {
    const plates = scene(false, true);
    const table = stage({ changeCount: 0, moving: false }, plates.rendered);
    table.second();
    expect(plates.ticks.length).toBeGreaterThanOrEqual(15);
    expect(plates.ticks.length).toBeLessThanOrEqual(21);
    expect(table.counts.renders).toBe(plates.ticks.length);
  });

  test('while cards fly, the glow rides every drawn frame', () => {
    const plates = scene(false, true);
    stage({ changeCount: 0, moving: true }, plates.rendered).second();
    expect(plates.ticks).toHaveLength(60);
  });

  test('a still table with nothing moving draws once, then nothing', () => {
    const plates = scene(false, false);
    const table = stage({ changeCount: 0, moving: false }, plates.rendered);
    table.second();
    expect(plates.ticks).toHaveLength(0);
    expect(table.counts.renders).toBe(1);
  });

  test('on a software renderer a countdown alone ticks twice a second: a waiting table costs nothing', () => {
    const plates = scene(false, true);
    const table = stage({ changeCount: 0, moving: false }, plates.rendered, true);
    table.second();
    table.second();
    // One frame at once (the table's first), then two a second.
    expect(plates.ticks.length).toBeGreaterThanOrEqual(4);
    expect(plates.ticks.length).toBeLessThanOrEqual(5);
    expect(table.counts.renders).toBe(plates.ticks.length);
  });
});
