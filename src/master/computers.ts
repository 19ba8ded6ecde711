import type { BotLevel } from '../ai/bot-levels';
import type { Action, PlayerView } from '../engine';

/**
 * The computer players of a game: each decides from its seat's player view alone (R8). In the
 * browser the solver's worker answers, on the server the bot threads.
 */
export interface Computers {
  /** The move `level` makes for `view.seat`, which is to act; progress from 0 to 1. */
  decide(
    view: PlayerView,
    level: BotLevel,
    onProgress: (fraction: number) => void,
  ): Promise<Action>;
  /** Cancels every decision under way (the game stopped); they may reject. */
  cancel(): void;
}
