import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { BotLevel } from '../../ai/bot-levels';
import { createBot } from '../../ai/create-bot';
import { EXPERT_TIME_MS } from '../../ai/search-budgets';
import type { Action, PlayerView } from '../../engine';
import { type Backend, within, WorkerFailure, workerBackend } from '../../worker/backend';
import { threadEndpoint } from './thread-endpoint';

/** How the pool runs. */
export interface BotPoolOptions {
  /** Threads (default: one per core but one, at least one). */
  readonly threads?: number;
  /** The expert's milliseconds per decision (default `EXPERT_TIME_MS`). */
  readonly expertTimeMs?: number;
  /** How long a thread may take past that before it counts as stuck (default 10 s). */
  readonly graceMs?: number;
}

interface Job {
  readonly view: PlayerView;
  readonly level: BotLevel;
  readonly seed: number;
  readonly resolve: (action: Action) => void;
  readonly reject: (error: Error) => void;
}

/** A bot thread: its Node worker, the solver backend reached in it, and whether it is busy. */
interface Thread {
  readonly worker: Worker;
  readonly backend: Backend;
  busy: boolean;
}

const ENTRY = new URL(
  `./bot-worker${import.meta.url.endsWith('.ts') ? '.ts' : '.js'}`,
  import.meta.url,
);
const BOOT = new URL('./bot-worker-boot.mjs', import.meta.url);

/**
 * Computer players on worker threads, so that no room's event loop waits for a search: the same
 * solver API as the browser's worker, reached the same way (Comlink, each call bounded in time by
 * `within`). A request waits for a free thread; a thread that crashes or stays silent is replaced
 * and its request is answered on this thread by the medium bot, so a game always goes on.
 */
export class BotPool {
  private readonly threads: Thread[] = [];
  private readonly queue: Job[] = [];
  private readonly expertTimeMs: number;
  private readonly graceMs: number;
  private nextId = 1;
  private closed = false;
  /** How many requests had to be answered on the main thread (a thread failed). */
  fallbacks = 0;

  /** A pool of `options.threads` threads, started now. */
  constructor(options: BotPoolOptions = {}) {
    this.expertTimeMs = options.expertTimeMs ?? EXPERT_TIME_MS;
    this.graceMs = options.graceMs ?? 10_000;
    const count = options.threads ?? Math.max(1, availableParallelism() - 1);
    for (let i = 0; i < count; i++) this.threads.push(this.spawn());
  }

  /** How many requests wait for a thread. */
  get waiting(): number {
    return this.queue.length;
  }

  /** The action `level` takes for `view.seat`; `seed` makes it repeatable. */
  decide(view: PlayerView, level: BotLevel, seed: number): Promise<Action> {
    if (this.closed) return Promise.reject(new Error('the bot pool is closed'));
    return new Promise((resolve, reject) => {
      this.queue.push({ view, level, seed, resolve, reject });
      this.dispatch();
    });
  }

  /** Stops every thread; waiting requests are refused. */
  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.reject(new Error('the bot pool is closed'));
    await Promise.all(this.threads.map((thread) => thread.worker.terminate()));
  }

  private spawn(): Thread {
    const worker = ENTRY.pathname.endsWith('.ts')
      ? new Worker(BOOT, { workerData: { entry: ENTRY.href } })
      : new Worker(ENTRY);
    worker.unref();
    return { worker, backend: workerBackend(threadEndpoint(worker)), busy: false };
  }

  private dispatch(): void {
    for (const thread of this.threads) {
      if (thread.busy) continue;
      const job = this.queue.shift();
      if (job === undefined) return;
      thread.busy = true;
      const { view, level, seed } = job;
      const request = { id: this.nextId++, view, level, seed, timeMs: this.expertTimeMs };
      within(thread.backend, this.expertTimeMs + this.graceMs, (backend) =>
        backend.chooseAction(request),
      ).then(
        (action) => {
          thread.busy = false;
          job.resolve(action);
          this.dispatch();
        },
        (error: Error) => {
          if (error instanceof WorkerFailure) this.replace(thread);
          else thread.busy = false;
          this.fallback(job, error);
          this.dispatch();
        },
      );
    }
  }

  /** A thread crashed or hung: a new one takes its place. */
  private replace(thread: Thread): void {
    const index = this.threads.indexOf(thread);
    if (index < 0 || this.closed) return;
    thread.backend.dispose();
    this.threads[index] = this.spawn();
  }

  private fallback(job: Job, error: Error): void {
    if (this.closed) return job.reject(new Error('the bot pool is closed'));
    this.fallbacks++;
    console.warn(`skyjo-server: a bot thread failed (${error.message}); the medium bot answers`);
    try {
      job.resolve(createBot('medium', { seed: job.seed }).decide(job.view));
    } catch (fallbackError) {
      job.reject(fallbackError as Error);
    }
  }
}
