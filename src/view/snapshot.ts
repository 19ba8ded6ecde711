import {
  type GameState,
  gridSumFaceUp,
  type Phase,
  type RecordAction,
  type RoundResult,
} from '../engine';

/** A grid slot as the table shows it: a face-up value, `'down'`, or `null` (column removed). */
export type ShownSlot = number | 'down' | null;

/**
 * What the table shows of a game at one moment: public information only (R8), plus the card the
 * player to move has drawn, which the table shows to everybody at the screen.
 */
export interface TableSnapshot {
  readonly roundIndex: number;
  readonly phase: Phase;
  readonly players: readonly string[];
  readonly totals: readonly number[];
  readonly grids: readonly (readonly ShownSlot[])[];
  /** Each seat's sum of face-up cards (the engine's), what everybody sees of its score. */
  readonly faceUpSums: readonly number[];
  readonly discardPile: readonly number[];
  readonly drawPileSize: number;
  /**
   * The card the seat to move has drawn and not yet placed: its value, `'down'` when this screen
   * may not know it (another seat's draw in an online game, R8.2), or `null` when none is drawn.
   */
  readonly drawn: number | 'down' | null;
  readonly toMove: number | null;
  readonly ender: number | null;
  readonly finalTurnsLeft: number;
  readonly setupReveals: readonly number[];
  readonly reshufflesUsed: number;
  /** The actions of the current round so far. */
  readonly actions: readonly RecordAction[];
  readonly results: readonly RoundResult[];
  readonly winners: readonly number[];
}

/** The table's view of `state`: face-down values and the draw pile's order left out. */
export function tableSnapshot(state: GameState): TableSnapshot {
  const { round } = state;
  return {
    roundIndex: round.index,
    phase: state.phase,
    players: state.players,
    totals: state.totals,
    grids: round.grids.map((grid) =>
      grid.map((slot) => (slot === null ? null : slot.up ? slot.card! : 'down')),
    ),
    faceUpSums: round.grids.map((grid) => gridSumFaceUp(grid)),
    discardPile: round.discardPile,
    drawPileSize: round.drawPile.length,
    drawn: round.drawn === null ? null : (round.drawn.card ?? 'down'),
    toMove: round.toMove,
    ender: round.ender,
    finalTurnsLeft: round.finalTurnsLeft,
    setupReveals: round.setupReveals,
    reshufflesUsed: round.reshufflesUsed,
    actions: state.history[round.index]?.actions ?? [],
    results: state.results,
    winners: state.winners,
  };
}
