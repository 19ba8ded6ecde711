/**
 * Runs tasks one after another, each once the one before it has settled: a task that fails does
 * not stop those after it (a chain of `then` would skip them all for good).
 */
export class SerialQueue {
  private tail: Promise<void> = Promise.resolve();

  /** Runs `task` after the tasks queued before it; settles as `task` does. */
  run(task: () => Promise<void> | void): Promise<void> {
    const done = this.tail.then(task);
    this.tail = done.catch(() => undefined);
    return done;
  }
}
