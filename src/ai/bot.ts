import type { Action, PlayerView } from '../engine';

/** A computer player: chooses a legal action for `view.seat` from that seat's view alone (R8.3). */
export interface Bot {
  /** The action this bot takes in the position `view` shows; it must be `view.seat`'s turn. */
  decide(view: PlayerView): Action;
}
