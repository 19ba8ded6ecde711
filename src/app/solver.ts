import { type BotLevel, createBot, type Bot, type Hint } from '../ai';
import type { Action, PlayerView } from '../engine';

/** Options of a solver call: cancellation and progress (a fraction from 0 to 1). */
export interface SolverCallOptions {
  readonly signal?: AbortSignal;
  readonly onProgress?: (fraction: number) => void;
}

/** Computer moves and hints, decided from a player view alone (R8.3). */
export interface Solver {
  /** The move of a computer player of `level` for `view.seat`. */
  chooseAction(view: PlayerView, level: BotLevel, options?: SolverCallOptions): Promise<Action>;
  /** The best moves for `view.seat`, with reasons. */
  hint(view: PlayerView, options?: SolverCallOptions): Promise<Hint>;
  /** Frees the solver's resources. */
  dispose(): void;
}

/** Lets the page paint (progress, animation) before a synchronous bot runs. */
function nextTask(signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    setTimeout(() => {
      if (signal?.aborted) reject(signal.reason);
      else resolve();
    }, 0);
  });
}

/**
 * The TypeScript bots of `src/ai` on the main thread, one per seat and level, with the solver's
 * asynchronous shape; the hint ranks the hard bot's weighed candidates.
 */
export class LocalSolver implements Solver {
  private readonly bots = new Map<string, Bot>();

  /** A local solver whose bots draw their random choices from `seed`. */
  constructor(private readonly seed: number) {}

  async chooseAction(
    view: PlayerView,
    level: BotLevel,
    options: SolverCallOptions = {},
  ): Promise<Action> {
    await nextTask(options.signal);
    const action = this.bot(level, view.seat).decide(view);
    options.onProgress?.(1);
    return action;
  }

  async hint(view: PlayerView, options: SolverCallOptions = {}): Promise<Hint> {
    await nextTask(options.signal);
    const weighed = createBot('hard', { seed: this.seed }).weigh(view);
    options.onProgress?.(1);
    const best = weighed[0]?.score ?? 0;
    const candidates = weighed.slice(0, 3).map((candidate) => ({
      action: candidate.action,
      cost: candidate.score - best,
      interval: candidate.interval,
      reasons: [],
    }));
    const second = candidates[1];
    return { candidates, close: second !== undefined && second.cost <= second.interval };
  }

  dispose(): void {
    this.bots.clear();
  }

  private bot(level: BotLevel, seat: number): Bot {
    const key = `${level}:${seat}`;
    let bot = this.bots.get(key);
    if (bot === undefined) {
      bot = createBot(level, { seed: (this.seed + seat * 7919) >>> 0 });
      this.bots.set(key, bot);
    }
    return bot;
  }
}
