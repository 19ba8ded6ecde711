import { type BotLevel, createBot, expertSearch, type Hint, hintFrom, hintSearch } from '../ai';
import type { Action, PlayerView } from '../engine';
import type { RolloutKernel } from '../solver';
import { yieldToEvents } from './yield-to-events';

/** A request for a computer player's move. */
export interface ChooseRequest {
  /** Names the request for `cancel`. */
  readonly id: number;
  readonly view: PlayerView;
  readonly level: BotLevel;
  readonly seed: number;
  /** The expert's milliseconds for this decision. */
  readonly timeMs: number;
  /** The expert's most rollouts per candidate (its default when absent). */
  readonly rollouts?: number;
}

/** A request for a hint. */
export interface HintRequest {
  /** Names the request for `cancel`. */
  readonly id: number;
  readonly view: PlayerView;
  readonly seed: number;
  readonly timeMs: number;
  readonly rollouts: number;
}

/** A search the API steps batch by batch. */
interface Stepped {
  readonly done: boolean;
  readonly progress: number;
  step(): unknown;
}

/** Reports how far a request has come, from 0 to 1. */
export type ProgressCallback = (fraction: number) => void;

/** The message of the error a cancelled request rejects with. */
export const CANCELLED = 'cancelled';

/**
 * The solver's API: computer players' moves and hints, searched batch by batch with a yield
 * between batches so that `cancel` is heard. The kernel is loaded on first use (in a worker,
 * never before `Comlink.expose`: a top-level await there makes every call hang).
 */
export function createSolverApi(loadKernel: () => Promise<RolloutKernel>) {
  let kernel: Promise<RolloutKernel> | null = null;
  const running = new Set<number>();
  const cancelled = new Set<number>();
  const kernelOnce = (): Promise<RolloutKernel> => (kernel ??= loadKernel());

  /** Steps `search` to its end, yielding between batches, unless `cancel(id)` stops it. */
  async function run<T extends Stepped>(
    id: number,
    search: () => Promise<T>,
    onProgress?: ProgressCallback,
  ): Promise<T> {
    running.add(id);
    try {
      const started = await search();
      while (!started.done) {
        if (cancelled.has(id)) throw new Error(CANCELLED);
        started.step();
        report(onProgress, started.progress);
        await yieldToEvents();
      }
      if (cancelled.has(id)) throw new Error(CANCELLED);
      return started;
    } finally {
      running.delete(id);
      cancelled.delete(id);
    }
  }

  return {
    /** The move of `request.level` for `request.view.seat`. */
    async chooseAction(request: ChooseRequest, onProgress?: ProgressCallback): Promise<Action> {
      const { id, view, level, seed, timeMs, rollouts } = request;
      if (level !== 'expert') {
        const action = createBot(level, { seed }).decide(view);
        report(onProgress, 1);
        return action;
      }
      const search = await run(
        id,
        async () =>
          expertSearch(view, {
            seed,
            kernel: await kernelOnce(),
            timeMs,
            ...(rollouts === undefined ? {} : { rollouts }),
          }),
        onProgress,
      );
      return search.ranked()[0]!.action;
    },

    /** A hint for `request.view.seat`, which must be able to act. */
    async hint(request: HintRequest, onProgress?: ProgressCallback): Promise<Hint> {
      const { id, view, seed, timeMs, rollouts } = request;
      const judge = await run(
        id,
        async () => hintSearch(view, { kernel: await kernelOnce(), seed, timeMs, rollouts }),
        onProgress,
      );
      return hintFrom(view, judge, (await kernelOnce()).name);
    },

    /** Stops the request `id` at its next batch; it then rejects with `CANCELLED`. */
    cancel(id: number): void {
      if (running.has(id)) cancelled.add(id);
    },

    /** Which rollout kernel answers: `wasm`, or `typescript` when the WebAssembly one failed. */
    async kernelName(): Promise<RolloutKernel['name']> {
      return (await kernelOnce()).name;
    },
  };
}

/** Calls a progress callback, ignoring its failure (a proxy whose caller has gone). */
function report(onProgress: ProgressCallback | undefined, fraction: number): void {
  try {
    const result: unknown = onProgress?.(fraction);
    if (result instanceof Promise) result.catch(() => undefined);
  } catch {
    // Progress is advisory: a failing callback must not stop the search.
  }
}

/** The solver API as `createSolverApi` makes it. */
export type SolverApiObject = ReturnType<typeof createSolverApi>;

/** The solver's API as a worker exposes it (`Comlink.wrap<SolverApi>` on the other side). */
export type SolverApi = ReturnType<typeof createSolverApi>;
