import { gridSumFaceUp, type PlayerView, type RecordAction } from '../engine';

/** A grid slot as the table shows it: a face-up value, `'down'`, or `null` (column removed). */
export type ShownSlot = number | 'down' | null;

/**
 * What the table shows of a game at one moment: a projection of one seat's player view (R8), so
 * public information only, plus the card that seat has drawn and not yet placed.
 */
export interface TableSnapshot extends Pick<
  PlayerView,
  | 'roundIndex'
  | 'phase'
  | 'players'
  | 'totals'
  | 'discardPile'
  | 'drawPileSize'
  | 'toMove'
  | 'ender'
  | 'finalTurnsLeft'
  | 'setupReveals'
  | 'results'
  | 'winners'
  | 'rules'
> {
  readonly grids: readonly (readonly ShownSlot[])[];
  /** Each seat's sum of face-up cards (the engine's), what everybody sees of its score. */
  readonly faceUpSums: readonly number[];
  /**
   * The card the seat to move has drawn and not yet placed: its value, `'down'` when this screen
   * may not know it (another seat's draw in an online game, R8.2), or `null` when none is drawn.
   */
  readonly drawn: number | 'down' | null;
  /** The actions of the current round so far. */
  readonly actions: readonly RecordAction[];
}

/** What the table shows of `view`: every face-up card, the piles, the scores; no hidden card. */
export function tableSnapshot(view: PlayerView): TableSnapshot {
  return {
    roundIndex: view.roundIndex,
    phase: view.phase,
    players: view.players,
    totals: view.totals,
    grids: view.grids.map((grid) =>
      grid.map((slot) => (slot === null ? null : slot.up ? slot.card! : 'down')),
    ),
    faceUpSums: view.grids.map((grid) => gridSumFaceUp(grid)),
    discardPile: view.discardPile,
    drawPileSize: view.drawPileSize,
    drawn: view.drawn ?? (view.drawingSeat === null ? null : 'down'),
    toMove: view.toMove,
    ender: view.ender,
    finalTurnsLeft: view.finalTurnsLeft,
    setupReveals: view.setupReveals,
    actions: view.record.rounds[view.roundIndex]?.actions ?? [],
    results: view.results,
    winners: view.winners,
    rules: view.rules,
  };
}
