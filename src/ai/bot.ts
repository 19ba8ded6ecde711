import type { Action, PlayerView } from '../engine';

/** A candidate action with the bot's estimate of it (BOT-PROTOCOL.md, `--analysis`). */
export interface WeighedAction {
  /** The candidate, for the view's seat. */
  readonly action: Action;
  /** Expected round score of the seat minus the opponents' mean (lower is better). */
  readonly score: number;
  /** Half-width of the 95% interval of `score`; 0 when the bot does not sample. */
  readonly interval: number;
}

/** A computer player: chooses a legal action for `view.seat` from that seat's view alone (R8.3). */
export interface Bot {
  /** The action this bot takes in the position `view` shows; `view.seat` must be able to act. */
  decide(view: PlayerView): Action;
  /** The candidate actions this bot weighs in `view`, best first; the first is its decision. */
  weigh(view: PlayerView): WeighedAction[];
}
