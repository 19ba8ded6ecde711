import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { TimerClock } from '../../../src/app/page/timer-clock';

describe('the game clock', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  test('waits scale with the speed; instant waits not at all', async () => {
    const clock = new TimerClock();
    clock.setSpeed(0.5);
    let done = false;
    void clock.wait(400).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(199);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
    clock.setSpeed(0);
    await expect(clock.wait(1000)).resolves.toBeUndefined();
    expect(clock.busy).toBe(false);
  });

  test('a skip ends every running wait at once', async () => {
    const clock = new TimerClock();
    const ended: number[] = [];
    void clock.wait(5000).then(() => ended.push(1));
    void clock.wait(9000).then(() => ended.push(2));
    expect(clock.busy).toBe(true);
    clock.skip();
    await vi.advanceTimersByTimeAsync(0);
    expect(ended).toEqual([1, 2]);
    expect(clock.busy).toBe(false);
    // Later waits run normally again.
    let later = false;
    void clock.wait(100).then(() => (later = true));
    await vi.advanceTimersByTimeAsync(99);
    expect(later).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(later).toBe(true);
  });
});
