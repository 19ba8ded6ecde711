import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { BotLevel } from '../../ai/bot-levels';
import { createBot } from '../../ai/create-bot';
import { EXPERT_TIME_MS } from '../../ai/expert-bot';
import type { Action, PlayerView } from '../../engine';
import type { BotAnswer, BotRequest } from './bot-messages';

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
  readonly request: BotRequest;
  readonly resolve: (action: Action) => void;
  readonly reject: (error: Error) => void;
}

interface Thread {
  worker: Worker;
  job: Job | null;
  timer: NodeJS.Timeout | null;
}

const ENTRY = new URL(
  `./bot-worker${import.meta.url.endsWith('.ts') ? '.ts' : '.js'}`,
  import.meta.url,
);
const BOOT = new URL('./bot-worker-boot.mjs', import.meta.url);

/**
 * Computer players on worker threads, so that no room's event loop waits for a search: the same
 * bots as the browser's solver worker. A request waits for a free thread; a thread that crashes
 * or stays silent is replaced and its request is answered on this thread by the medium bot,
 * so a game always goes on.
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
    const request: BotRequest = { id: this.nextId++, view, level, seed, timeMs: this.expertTimeMs };
    return new Promise((resolve, reject) => {
      this.queue.push({ request, resolve, reject });
      this.dispatch();
    });
  }

  /** Stops every thread; waiting requests are refused. */
  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.reject(new Error('the bot pool is closed'));
    await Promise.all(
      this.threads.map((thread) => {
        if (thread.timer !== null) clearTimeout(thread.timer);
        thread.job?.reject(new Error('the bot pool is closed'));
        return thread.worker.terminate();
      }),
    );
  }

  private spawn(): Thread {
    const worker = ENTRY.pathname.endsWith('.ts')
      ? new Worker(BOOT, { workerData: { entry: ENTRY.href } })
      : new Worker(ENTRY);
    const thread: Thread = { worker, job: null, timer: null };
    worker.on('message', (answer: BotAnswer) => this.answered(thread, answer));
    worker.on('error', (error) => this.failed(thread, error));
    worker.on('exit', (code) => {
      if (!this.closed) this.failed(thread, new Error(`bot thread exited with code ${code}`));
    });
    worker.unref();
    return thread;
  }

  private dispatch(): void {
    for (const thread of this.threads) {
      if (thread.job !== null) continue;
      const job = this.queue.shift();
      if (job === undefined) return;
      thread.job = job;
      thread.timer = setTimeout(
        () => this.failed(thread, new Error('bot thread stayed silent')),
        this.expertTimeMs + this.graceMs,
      );
      thread.worker.postMessage(job.request);
    }
  }

  private answered(thread: Thread, answer: BotAnswer): void {
    const job = thread.job;
    if (job === null || job.request.id !== answer.id) return;
    this.release(thread);
    if ('action' in answer) job.resolve(answer.action);
    else this.fallback(job, new Error(answer.error));
    this.dispatch();
  }

  /** A thread crashed or hung: replace it, answer its request here, go on. */
  private failed(thread: Thread, error: Error): void {
    if (this.closed) return;
    const job = thread.job;
    this.release(thread);
    const index = this.threads.indexOf(thread);
    if (index < 0) return;
    thread.worker.removeAllListeners();
    void thread.worker.terminate();
    this.threads[index] = this.spawn();
    if (job !== null) this.fallback(job, error);
    this.dispatch();
  }

  private release(thread: Thread): void {
    if (thread.timer !== null) clearTimeout(thread.timer);
    thread.timer = null;
    thread.job = null;
  }

  private fallback(job: Job, error: Error): void {
    this.fallbacks++;
    console.warn(`skyjo-server: a bot thread failed (${error.message}); the medium bot answers`);
    try {
      job.resolve(createBot('medium', { seed: job.request.seed }).decide(job.request.view));
    } catch (fallbackError) {
      job.reject(fallbackError as Error);
    }
  }
}
