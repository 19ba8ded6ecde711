import * as Comlink from 'comlink';
import type { Hint } from '../ai';
import type { Action } from '../engine';
import type {
  ChooseRequest,
  DecisionCallback,
  HintRequest,
  ProgressCallback,
  ReviewRequest,
  ReviewResult,
  SolverApiObject,
} from './solver-api';

/** The calls a solver answers: in a worker through Comlink, or the same API in this thread. */
export interface Backend {
  readonly mode: 'worker' | 'main-thread';
  chooseAction(request: ChooseRequest, onProgress?: ProgressCallback): Promise<Action>;
  hint(request: HintRequest, onProgress?: ProgressCallback): Promise<Hint>;
  review(
    request: ReviewRequest,
    onDecision?: DecisionCallback,
    onProgress?: ProgressCallback,
  ): Promise<ReviewResult>;
  cancel(id: number): unknown;
  /** Rejects when the backend fails (a worker error or exit); never settles otherwise. */
  readonly failed: Promise<never>;
  dispose(): void;
}

/**
 * A worker as a backend sees it: a Comlink endpoint (a Web Worker is one; a Node worker thread
 * through an adapter) that tells its failures as `error` events and can be ended.
 */
export interface WorkerLike extends Comlink.Endpoint {
  terminate(): unknown;
}

/** Why a worker was left: it failed, or stayed silent past a call's time. */
export class WorkerFailure extends Error {
  override readonly name = 'WorkerFailure';
}

/** The solver API in this thread, on the TypeScript kernel (its code loaded now, not before). */
export async function mainThreadBackend(): Promise<Backend> {
  const [{ createSolverApi }, { createTsKernel }] = await Promise.all([
    import('./solver-api'),
    import('../solver'),
  ]);
  const api = createSolverApi(async () => createTsKernel());
  return { mode: 'main-thread', ...api, failed: new Promise<never>(() => undefined), dispose() {} };
}

/** The solver API of `worker`, reached through Comlink; `failed` rejects on its first error. */
export function workerBackend(worker: WorkerLike): Backend {
  const remote = Comlink.wrap<SolverApiObject>(worker);
  const failed = new Promise<never>((_, reject) => {
    worker.addEventListener('error', (event) =>
      reject(new WorkerFailure(`solver worker: ${(event as ErrorEvent).message}`)),
    );
    worker.addEventListener('messageerror', () =>
      reject(new WorkerFailure('solver worker: bad message')),
    );
  });
  failed.catch(() => undefined);
  const progress = <T extends (...args: never[]) => unknown>(callback?: T) =>
    callback === undefined ? undefined : Comlink.proxy(callback);
  return {
    mode: 'worker',
    chooseAction: (request, onProgress) => remote.chooseAction(request, progress(onProgress)),
    hint: (request, onProgress) => remote.hint(request, progress(onProgress)),
    review: (request, onDecision, onProgress) =>
      remote.review(request, progress(onDecision), progress(onProgress)),
    cancel: (id) => remote.cancel(id).catch(() => undefined),
    failed,
    dispose() {
      remote[Comlink.releaseProxy]();
      void worker.terminate();
    },
  };
}

/**
 * The one worker with a timeout: `call` on `backend`, unless the backend fails or stays silent
 * for `ms` (a call's time budget and some grace; `Infinity`: no limit): then it rejects with a
 * `WorkerFailure`, and the caller leaves that worker (the page for its main thread, the server
 * for a new thread).
 */
export async function within<T>(
  backend: Backend,
  ms: number,
  call: (backend: Backend) => Promise<T>,
): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const silent = new Promise<never>((_, reject) => {
    if (Number.isFinite(ms))
      timer = setTimeout(() => reject(new WorkerFailure('solver worker timed out')), ms);
  });
  silent.catch(() => undefined);
  try {
    return await Promise.race([call(backend), backend.failed, silent]);
  } finally {
    clearTimeout(timer);
  }
}
