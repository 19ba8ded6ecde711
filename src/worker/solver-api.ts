import { type BotLevel, createBot, expertSearch, type Hint, hintFrom, hintSearch } from '../ai';
import type { Action, GameRecord, PlayerView } from '../engine';
import { decisionsOf, GameReview, type ReviewedDecision, type ReviewSummary } from '../review';
import type { RolloutKernel } from '../solver';
import { CANCELLED } from './cancelled';
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

/** A request for the review of one seat's decisions in a game record. */
export interface ReviewRequest {
  /** Names the request for `cancel`. */
  readonly id: number;
  /** The game (a full record, or the seat's own public record, e.g. an online game's). */
  readonly record: GameRecord;
  readonly seat: number;
  /** Review this round only (zero-based), else the whole game. */
  readonly round?: number;
  readonly seed: number;
  /** The most rollouts per move and decision (the review's default when absent). */
  readonly rollouts?: number;
}

/** A finished review: every decision weighed, and the summary. */
export interface ReviewResult {
  readonly decisions: readonly ReviewedDecision[];
  readonly summary: ReviewSummary;
}

/** Hears each decision as soon as it is weighed, with how many there are in all. */
export type DecisionCallback = (decision: ReviewedDecision, total: number) => void;

/** A search the API steps batch by batch. */
interface Stepped {
  readonly done: boolean;
  readonly progress: number;
  step(): unknown;
}

/** Reports how far a request has come, from 0 to 1. */
export type ProgressCallback = (fraction: number) => void;

/** The message of the error a cancelled request rejects with. */
export { CANCELLED };

/**
 * The name of the performance measure a hint's search leaves where it ran (the worker): its
 * batches with the yields and progress reports between them, not loading the kernel, nor the
 * answer's reasons, nor the trip to and from the worker.
 */
export const HINT_SEARCH_MEASURE = 'skyjo:hint-search';

/**
 * The least milliseconds between two progress reports, the first batch's and the last's aside: a
 * bar moves once a frame at most, and each report is a message each way between the worker and
 * the page while the search runs (a hint's batches take a few milliseconds each).
 */
const PROGRESS_EVERY_MS = 16;

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
      let reported = -Infinity;
      while (!started.done) {
        if (cancelled.has(id)) throw new Error(CANCELLED);
        started.step();
        const now = performance.now();
        if (started.done || now - reported >= PROGRESS_EVERY_MS) {
          report(onProgress, started.progress);
          reported = now;
        }
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

    /**
     * A hint for `request.view.seat`, which must be able to act. Its search (the judge's batches,
     * from the first to the last: neither loading the kernel nor setting up the judge, which cost
     * the same whatever the rollouts) is left as the performance measure `HINT_SEARCH_MEASURE`
     * (the latest only), for the benchmark.
     */
    async hint(request: HintRequest, onProgress?: ProgressCallback): Promise<Hint> {
      const { id, view, seed, timeMs, rollouts } = request;
      let started = 0;
      const judge = await run(
        id,
        async () => {
          const search = hintSearch(view, { kernel: await kernelOnce(), seed, timeMs, rollouts });
          started = performance.now();
          return search;
        },
        onProgress,
      );
      performance.clearMeasures(HINT_SEARCH_MEASURE);
      performance.measure(HINT_SEARCH_MEASURE, { start: started, end: performance.now() });
      return hintFrom(view, judge, (await kernelOnce()).name);
    },

    /**
     * The review of `request.seat`'s decisions: each weighed by the judge from that seat's player
     * view at that moment, handed to `onDecision` as it is done; rejects with the record's
     * problem when it does not replay (a `ReviewRecordError`).
     */
    async review(
      request: ReviewRequest,
      onDecision?: DecisionCallback,
      onProgress?: ProgressCallback,
    ): Promise<ReviewResult> {
      const { id, record, seat, round, seed, rollouts } = request;
      const decisions = decisionsOf(record, seat).filter(
        (decision) => round === undefined || decision.round === round,
      );
      const review = await run(
        id,
        async () => {
          const kernel = await kernelOnce();
          const started = new GameReview(decisions, {
            kernel,
            seed,
            ...(rollouts === undefined ? {} : { rollouts }),
          });
          return {
            get done() {
              return started.done;
            },
            get progress() {
              return started.progress;
            },
            step() {
              const done = started.step();
              if (done !== null) tell(onDecision, done, decisions.length);
            },
            review: started,
          };
        },
        onProgress,
      );
      return { decisions: review.review.reviewed(), summary: review.review.summary() };
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

/** Hands a weighed decision to its callback, ignoring its failure (a caller that has gone). */
function tell(
  onDecision: DecisionCallback | undefined,
  decision: ReviewedDecision,
  total: number,
): void {
  try {
    const result: unknown = onDecision?.(decision, total);
    if (result instanceof Promise) result.catch(() => undefined);
  } catch {
    // Advisory, like progress: the review goes on.
  }
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
