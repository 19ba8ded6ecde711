import {
  type Action,
  type Card,
  type GameState,
  playerView,
  type PlayerView,
} from '../../../../src/engine';
import { movesNamed } from './moves';
import { seat } from './notation';
import { buildSetupTable, buildTable } from './table';

/**
 * A position of the obvious-move suite: a table, the seat to decide and the right moves — or, in
 * the set-up, a level case where every move is right.
 */
export interface ObviousCase {
  /** A unique name, kebab-case. */
  readonly name: string;
  /** Why the right moves are right, in one line. */
  readonly reason: string;
  /** Every seat's grid in the notation of `seat` (notation.ts). */
  readonly seats: readonly string[];
  /** The seat to decide (default 0). */
  readonly toMove?: number;
  /** The discard top when it decides. */
  readonly offer: Card;
  /** The card it has drawn, if any. */
  readonly drawn?: Card;
  /** Decide after the draw pile has been reshuffled (R6.1). */
  readonly reshuffled?: boolean;
  /**
   * A set-up reveal (R2.3): each seat shows its reveals so far (at most two, the seat to decide
   * fewer), `offer` is the first discard. Such a case is level: every move is right, and the
   * verifier checks that no move is `MARGIN` behind another (its right set is every move).
   */
  readonly setup?: boolean;
  /** Cards the script draws and turns on the way (table.ts). */
  readonly fillers?: readonly Card[];
  /** The right moves, in the notation of `movesNamed` (moves.ts). */
  readonly right: readonly string[];
  /**
   * Verify with this many times the verifier's rollouts (its first look, batch and cap; an
   * integer up to 8, default 1): only for a case whose margins are clear but too noisy for 400
   * rollouts per move. The margin and the z-values stay; verified.json records the scale.
   */
  readonly rolloutScale?: number;
}

/** A case's position, built with the engine: the state, the deciding seat's view, the right moves. */
export interface CasePosition {
  readonly state: GameState;
  readonly seat: number;
  readonly view: PlayerView;
  readonly right: readonly Action[];
}

/** Builds the table of `spec` with the engine (table.ts) and resolves its right moves. */
export function casePosition(spec: ObviousCase): CasePosition {
  const toMove = spec.toMove ?? 0;
  const state = spec.setup
    ? buildSetupTable({
        seats: spec.seats.map((rows) => seat(rows, true)),
        toMove,
        offer: spec.offer,
      })
    : buildTable({
        seats: spec.seats.map((rows) => seat(rows)),
        toMove,
        offer: spec.offer,
        ...(spec.drawn === undefined ? {} : { drawn: spec.drawn }),
        ...(spec.fillers === undefined ? {} : { fillers: spec.fillers }),
        ...(spec.reshuffled === true ? { reshuffled: true } : {}),
      });
  const view = playerView(state, toMove);
  const right = spec.right.flatMap((notation) => movesNamed(view, notation));
  return { state, seat: toMove, view, right };
}
