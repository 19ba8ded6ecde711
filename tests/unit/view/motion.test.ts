import type { Ticker } from 'pixi.js';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { Motion } from '../../../src/view/motion';

/** A ticker whose frames the test runs, at times the test sets through `performance.now()`. */
function fakeFrames(): { ticker: Ticker; frameAt: (ms: number) => Promise<void> } {
  const listeners: (() => void)[] = [];
  let now = 0;
  vi.spyOn(performance, 'now').mockImplementation(() => now);
  return {
    ticker: { add: (listener: () => void) => listeners.push(listener) } as unknown as Ticker,
    async frameAt(ms: number) {
      now = ms;
      for (const listener of listeners) listener();
      // What the frame's finished tweens run (promise callbacks, and tasks they hand work to).
      await new Promise((done) => setTimeout(done, 5));
    },
  };
}

/** Runs frames every `interval` ms until `done()`, and returns the time of the last one. */
async function runFrames(
  frameAt: (ms: number) => Promise<void>,
  interval: number,
  done: () => boolean,
): Promise<number> {
  let time = 0;
  while (!done()) {
    time += interval;
    await frameAt(time);
    if (time > 100_000) throw new Error('the chain never ended');
  }
  return time;
}

describe('motion timing', () => {
  beforeEach(() => vi.restoreAllMocks());
  afterEach(() => vi.restoreAllMocks());

  test('a chain of tweens keeps its nominal length at a low frame rate (within one frame)', async () => {
    for (const interval of [16, 50, 150, 400]) {
      const { ticker, frameAt } = fakeFrames();
      const motion = new Motion(ticker);
      const card = { x: 0 };
      const seen: number[] = [];
      let finished = false;
      void (async () => {
        for (let link = 1; link <= 6; link++) {
          await motion.tween(card, { x: link }, 100);
          seen.push(card.x);
        }
        await motion.pause(120);
        finished = true;
      })();
      const end = await runFrames(frameAt, interval, () => finished);
      expect(seen).toEqual([1, 2, 3, 4, 5, 6]);
      expect(end).toBeGreaterThanOrEqual(720);
      expect(end).toBeLessThan(720 + interval);
    }
  });

  test('a carried tween shows the part already due, and parallel tweens end together', async () => {
    const { ticker, frameAt } = fakeFrames();
    const motion = new Motion(ticker);
    const card = { x: 0, y: 0 };
    const chain = (async () => {
      await motion.tween(card, { x: 100 }, 100, (k) => k);
      await Promise.all([
        motion.tween(card, { x: 200 }, 200, (k) => k),
        motion.tween(card, { y: 50 }, 100, (k) => k),
      ]);
    })();
    await frameAt(150);
    // The second link began at 100 (when the first was due), so at 150 it is a quarter through.
    expect(card.x).toBeCloseTo(125);
    expect(card.y).toBeCloseTo(25);
    await frameAt(300);
    await chain;
    expect(card).toEqual({ x: 200, y: 50 });
  });

  test('work handed to a later task goes on from the due end; after a frame with no end, from now', async () => {
    const { ticker, frameAt } = fakeFrames();
    const motion = new Motion(ticker);
    const card = { x: 0 };
    let handedOn: Promise<void> | null = null;
    void motion.pause(100).then(() => {
      handedOn = new Promise<void>((done) => setTimeout(done)).then(() =>
        motion.tween(card, { x: 100 }, 100, (k) => k),
      );
    });
    await frameAt(150);
    expect(handedOn).not.toBeNull();
    await frameAt(160);
    // Began at 100, where the pause was due to end.
    expect(card.x).toBeCloseTo(60);
    // A frame in which nothing ended: a tween started after it (an input) starts at its own time.
    await frameAt(170);
    const hovered = { x: 0 };
    void motion.tween(hovered, { x: 100 }, 100, (k) => k);
    await frameAt(220);
    expect(hovered.x).toBeCloseTo(50);
  });

  test('a skip ends everything at once and carries nothing into the next animation', async () => {
    const { ticker, frameAt } = fakeFrames();
    const motion = new Motion(ticker);
    const card = { x: 0 };
    let next: Promise<void> | null = null;
    void motion.tween(card, { x: 1 }, 1000).then(() => {
      motion.settle();
      next = motion.tween(card, { x: 101 }, 100, (k) => k);
    });
    await frameAt(10);
    motion.skip();
    await Promise.resolve();
    await Promise.resolve();
    expect(next).not.toBeNull();
    await frameAt(60);
    expect(card.x).toBeCloseTo(51);
  });

  test('pauses follow the speed, end at once with a skip, and later ones run normally', async () => {
    const { ticker, frameAt } = fakeFrames();
    const motion = new Motion(ticker);
    motion.configure({ durationFactor: 0.5, reducedMotion: false });
    let done = false;
    void motion.pause(400).then(() => (done = true));
    await frameAt(199);
    expect(done).toBe(false);
    await frameAt(200);
    expect(done).toBe(true);
    motion.configure({ durationFactor: 1, reducedMotion: false });
    const ended: number[] = [];
    void motion.pause(5000).then(() => ended.push(1));
    void motion.pause(9000).then(() => ended.push(2));
    motion.skip();
    await frameAt(201);
    expect(ended).toEqual([1, 2]);
    expect(motion.busy).toBe(false);
    motion.settle();
    let later = false;
    void motion.pause(100).then(() => (later = true));
    await frameAt(300);
    expect(later).toBe(false);
    await frameAt(301);
    expect(later).toBe(true);
    motion.configure({ durationFactor: 0, reducedMotion: false });
    await expect(motion.pause(1000)).resolves.toBeUndefined();
  });

  test('a pause alone moves nothing; every start and end of a tween or pause counts as a change', async () => {
    const { ticker, frameAt } = fakeFrames();
    const motion = new Motion(ticker);
    const before = motion.changeCount;
    const pause = motion.pause(100);
    expect(motion.busy).toBe(true);
    expect(motion.moving).toBe(false);
    expect(motion.changeCount).toBe(before + 1);
    void motion.tween({ x: 0 }, { x: 1 }, 50);
    expect(motion.moving).toBe(true);
    await frameAt(60);
    expect(motion.moving).toBe(false);
    expect(motion.changeCount).toBe(before + 3);
    await frameAt(120);
    await pause;
    expect(motion.busy).toBe(false);
    expect(motion.changeCount).toBe(before + 4);
  });
});
