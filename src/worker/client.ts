import { type BotLevel, EXPERT_TIME_MS, type Hint, HINT_ROLLOUTS, HINT_TIME_MS } from '../ai';
import type { Action, GameRecord, PlayerView } from '../engine';
import type { ReviewedDecision } from '../review';
import { type Backend, mainThreadBackend, within, workerBackend } from './backend';
import { CANCELLED, type ReviewResult } from './solver-api';
import { solverWorkerUrl } from './solver.worker';

/** Per-request options: cancel with an AbortSignal, follow progress from 0 to 1. */
export interface RequestOptions {
  readonly signal?: AbortSignal;
  readonly onProgress?: (fraction: number) => void;
}

/** How the client runs. */
export interface SolverClientOptions {
  /** Makes the worker (default: the module worker `solver.worker.ts`); may throw. */
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
   * The review of `seat`'s decisions in `record` (the whole game, or `opts.round`): no time
   * limit, cancellable, with progress and each decision as it comes.
   */
  review(record: GameRecord, seat: number, opts?: ReviewOptions): Promise<ReviewResult>;
  /** Where the work runs now: in the worker, or on the main thread after a failure. */
  readonly mode: 'worker' | 'main-thread';
  /** Stops the worker; pending and later requests reject with an AbortError. */
  dispose(): void;
}

function defaultWorker(): Worker {
  return new Worker(solverWorkerUrl, { type: 'module' });
}

/** The worker `createWorker` makes, or `null` when it cannot make one (or there is no Worker). */
function startWorker(createWorker: () => Worker): Backend | null {
  if (typeof Worker === 'undefined' && createWorker === defaultWorker) return null;
  try {
    return workerBackend(createWorker());
  } catch {
    return null;
  }
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
  let backend = startWorker(options.createWorker ?? defaultWorker) ?? mainThreadBackend();
  let nextId = 1;
  let disposed = false;
  const pending = new Set<() => void>();

  function fallBack(from: Backend): void {
    if (backend !== from) return;
    from.dispose();
    backend = mainThreadBackend();
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
      void backend.cancel(id);
      abort();
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    pending.add(abort);
    try {
      const on = backend;
      try {
        // A review has no time limit: only a failing worker moves it to the main thread.
        return await Promise.race([within(on, timeMs + graceMs, (b) => call(b, id)), aborted]);
      } catch (error) {
        if (signal?.aborted || (error as Error).name === 'AbortError') throw abortError();
        if ((error as Error).message === CANCELLED) throw abortError();
        if (on.mode === 'main-thread') throw error;
        fallBack(on);
        return await Promise.race([call(backend, id), aborted]);
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
      return request(
        hintTimeMs,
        (on, id) =>
          on.hint({ id, view, seed, timeMs: hintTimeMs, rollouts: hintRollouts }, opts.onProgress),
        opts,
      );
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
      return backend.mode;
    },
    dispose() {
      disposed = true;
      for (const abort of pending) abort();
      backend.dispose();
    },
  };
}
