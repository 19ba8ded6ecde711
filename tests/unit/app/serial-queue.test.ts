import { describe, expect, test } from 'vitest';
import { SerialQueue } from '../../../src/app/client/serial-queue';

describe('SerialQueue', () => {
  test('runs tasks one after another, in order, each after the one before has settled', async () => {
    const queue = new SerialQueue();
    const log: string[] = [];
    let release!: () => void;
    const first = queue.run(
      () =>
        new Promise<void>((resolve) => {
          log.push('first starts');
          release = () => {
            log.push('first ends');
            resolve();
          };
        }),
    );
    const second = queue.run(() => void log.push('second'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(log).toEqual(['first starts']);
    release();
    await Promise.all([first, second]);
    expect(log).toEqual(['first starts', 'first ends', 'second']);
  });

  test('a task that rejects or throws settles as it did, and the tasks after it still run', async () => {
    const queue = new SerialQueue();
    const ran: number[] = [];
    const rejected = queue.run(() => Promise.reject(new Error('no')));
    const thrown = queue.run(() => {
      throw new Error('no either');
    });
    const after = queue.run(() => void ran.push(3));
    await expect(rejected).rejects.toThrow('no');
    await expect(thrown).rejects.toThrow('no either');
    await after;
    expect(ran).toEqual([3]);
  });
});
