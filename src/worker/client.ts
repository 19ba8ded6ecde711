import type { BotLevel, Hint } from '../ai';
import { EXPERT_TIME_MS, HINT_ROLLOUTS, HINT_TIME_MS } from '../ai/search-budgets';
import { gridTimeShare } from '../ai/search/grid-budget';
import type { Action, GameRecord, PlayerView } from '../engine';
import type { ReviewedDecision } from '../review';
import type * as BackendModule from './backend';
import type { Backend } from './backend';
import { CANCELLED } from './cancelled';
import type { ReviewResult } from './solver-api';

/** Per-request options: cancel with an AbortSignal, follow progress from 0 to 1. */
export interface RequestOptions {
  readonly signal?: AbortSignal;
  readonly onProgress?: (fraction: number) => void;
}

/** How the client runs. */
export interface SolverClientOptions {
  /**
   * Makes the worker (default: the module worker `solver.worker.ts`, its code loaded then); may
   * throw. Called with the first request or `warmUp`.
   */
  readonly createWorker?: () => Worker;
  /** Seeds the computer players' and the hints' random choices (default 1). */
  readonly seed?: number;
  /** The expert's milliseconds per decision (default `EXPERT_TIME_MS`). */
  readonly expertTimeMs?: number;
  /** A hint's milliseconds (default `HINT_TIME_MS`). */
  readonly hintTimeMs?: number;
  /** A hint's most rollouts per candidate (default `HINT_ROLLOUTS`). */
  readonly hintRollouts?: number;
  /** How long past its time budget a worker may stay silent before it counts as failed (default 3000 ms). */
  readonly graceMs?: number;
}

/** Options of a review: those of every request, a round, and each decision as it is weighed. */
export interface ReviewOptions extends RequestOptions {
  /** Review this round only (zero-based), else the whole game. */
  readonly round?: number;
  /** Hears each decision as soon as it is weighed, with how many there are in all. */
  readonly onDecision?: (decision: ReviewedDecision, total: number) => void;
}

/** The main-thread face of the solver: computer players' moves and hints, off the main thread. */
export interface SolverClient {
  /** The move `level` makes for `view.seat`, which must be able to act. */
  chooseAction(view: PlayerView, level: BotLevel, opts?: RequestOptions): Promise<Action>;
  /** The best moves for `view.seat`, which must be able to act, with costs and reasons. */
  hint(view: PlayerView, opts?: RequestOptions): Promise<Hint>;
  /**
   * Starts the solver (its worker and its code) now, before the first request needs it: the
   * first screen loads none of it; a game calls this as it starts.
   */
  warmUp(): void;
  /**
   * The review of `seat`'s decisions in `record` (the whole game, or `opts.round`): no time
   * limit, cancellable, with progress and each decision as it comes.
   */
  review(record: GameRecord, seat: number, opts?: ReviewOptions): Promise<ReviewResult>;
  /** Where the work runs now: in the worker, or on the main thread after a failure. */
  readonly mode: 'worker' | 'main-thread';
  /** Stops the worker; pending and later requests reject with an AbortError. */
  dispose(): void;
}

/** The game's own solver worker: the solver's chunk, the address of which is loaded with it. */
async function defaultWorker(): Promise<Worker> {
  const { solverWorkerUrl } = await import('./solver.worker');
  return new Worker(solverWorkerUrl, { type: 'module' });
}

function abortError(): DOMException {
  return new DOMException('the request was cancelled', 'AbortError');
}

/**
 * The solver client the game uses: requests go to a Web Worker running the WebAssembly kernel
 * (the TypeScript kernel there if WebAssembly fails). If the worker cannot start, fails, or stays
 * silent past the time budget, the client moves to the main thread with the TypeScript kernel
 * and answers there, so the game goes on. Every request is cancellable and reports progress.
 */
export function createSolverClient(options: SolverClientOptions = {}): SolverClient {
  const seed = options.seed ?? 1;
  const expertTimeMs = options.expertTimeMs ?? EXPERT_TIME_MS;
  const hintTimeMs = options.hintTimeMs ?? HINT_TIME_MS;
  const hintRollouts = options.hintRollouts ?? HINT_ROLLOUTS;
  const graceMs = options.graceMs ?? 3000;
  let nextId = 1;
  let disposed = false;
  const pending = new Set<() => void>();
  /** The backend answering now, once started, and its start (the worker, or this thread). */
  let current: Backend | null = null;
  let starting: Promise<Backend> | null = null;
  /**
   * The backends' module (Comlink, the one worker with a timeout): loaded with the first start,
   * then kept, for every request reads it: a fresh `import()` per request cost the page a task
   * hop (Vite's preload, then the module loader) before the request was posted, measured at about
   * 60 ms of a hint's ~85 ms in ui-bench. A failed load is forgotten, so a later request retries.
   */
  let backendModule: Promise<typeof BackendModule> | null = null;
  const backends = () =>
    (backendModule ??= import('./backend').catch((error: unknown) => {
      backendModule = null;
      throw error;
    }));

  async function start(): Promise<Backend> {
    const { mainThreadBackend, workerBackend } = await backends();
    let worker: Worker | null = null;
    try {
      if (options.createWorker !== undefined) worker = options.createWorker();
      else if (typeof Worker !== 'undefined') worker = await defaultWorker();
    } catch {
      worker = null;
    }
    const made = worker === null ? null : workerBackend(worker);
    const backend = made ?? (await mainThreadBackend());
    if (disposed) backend.dispose();
    current = backend;
    return backend;
  }

  /** The backend, started with the first request (or `warmUp`). */
  const ready = (): Promise<Backend> => (starting ??= start());

  function fallBack(from: Backend): void {
    if (current !== from) return;
    from.dispose();
    current = null;
    starting = backends()
      .then(({ mainThreadBackend }) => mainThreadBackend())
      .then((backend) => (current = backend));
  }

  async function request<T>(
    timeMs: number,
    call: (on: Backend, id: number) => Promise<T>,
    opts: RequestOptions,
  ): Promise<T> {
    const { signal } = opts;
    if (signal?.aborted || disposed) throw abortError();
    const id = nextId++;
    let abort = (): void => undefined;
    const aborted = new Promise<never>((_, reject) => {
      abort = () => reject(abortError());
    });
    aborted.catch(() => undefined);
    const onAbort = (): void => {
      void current?.cancel(id);
      abort();
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    pending.add(abort);
    try {
      const on = await Promise.race([ready(), aborted]);
      const { within } = await backends();
      try {
        // A review has no time limit: only a failing worker moves it to the main thread.
        return await Promise.race([within(on, timeMs + graceMs, (b) => call(b, id)), aborted]);
      } catch (error) {
        if (signal?.aborted || (error as Error).name === 'AbortError') throw abortError();
        if ((error as Error).message === CANCELLED) throw abortError();
        if (on.mode === 'main-thread') throw error;
        fallBack(on);
        return await Promise.race([call(await ready(), id), aborted]);
      }
    } finally {
      signal?.removeEventListener('abort', onAbort);
      pending.delete(abort);
    }
  }

  return {
    chooseAction(view, level, opts = {}) {
      return request(
        expertTimeMs,
        (on, id) =>
          on.chooseAction({ id, view, level, seed, timeMs: expertTimeMs }, opts.onProgress),
        opts,
      );
    },
    hint(view, opts = {}) {
      // A larger seat's hint runs its clock longer (R9.1, R9.5): the worker is given as long.
      return request(
        hintTimeMs * gridTimeShare(view.rules),
        (on, id) =>
          on.hint({ id, view, seed, timeMs: hintTimeMs, rollouts: hintRollouts }, opts.onProgress),
        opts,
      );
    },
    warmUp() {
      void ready();
    },
    review(record, seat, opts = {}) {
      return request(
        Infinity,
        (on, id) =>
          on.review(
            { id, record, seat, seed, ...(opts.round === undefined ? {} : { round: opts.round }) },
            opts.onDecision,
            opts.onProgress,
          ),
        opts,
      );
    },
    get mode() {
      return current?.mode ?? 'worker';
    },
    dispose() {
      disposed = true;
      for (const abort of pending) abort();
      current?.dispose();
    },
  };
}
