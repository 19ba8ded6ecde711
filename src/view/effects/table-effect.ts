import type { EnderPenalty, LineKind } from '../../engine';
/** A line that leaves a grid (R4.4, R9.3): a column or a row, and its positions in play. */
export interface ClearedLine {
  readonly kind: LineKind;
  readonly positions: readonly number[];
}

/** A short text the table shouts over a seat (or the table's middle) after a feat. */
export type Callout =
  /** The same seat cleared `count` columns with nobody else clearing one in between. */
  | { readonly kind: 'column-streak'; readonly count: number }
  /** The seat cleared a row (R9.3's house rule). */
  | { readonly kind: 'row-clear' }
  /** One turn lowered the seat's face-up sum by `points`. */
  | { readonly kind: 'big-swing'; readonly points: number }
  /** The seat has had the lowest round score `count` rounds in a row. */
  | { readonly kind: 'round-streak'; readonly count: number }
  /** The seat turned its last card: the others have one more turn (R5.1). */
  | { readonly kind: 'going-out'; readonly seat: number }
  /** The ender's round score took the penalty (R5.3, R9.4: `penalty`, officially ×2). */
  | { readonly kind: 'doubled'; readonly penalty: EnderPenalty };

/** One visual flourish of the table; none of them changes what the table shows. */
export type TableEffect =
  /** Sparks fly out of a line (column or row, R9.3) that leaves the grid. */
  | { readonly kind: 'burst'; readonly seat: number; readonly line: ClearedLine }
  /** A line lights up as it leaves the grid: the flash swells along it. */
  | { readonly kind: 'flash'; readonly seat: number; readonly line: ClearedLine }
  /** A ring spreads over the table from a line that leaves the grid. */
  | { readonly kind: 'shockwave'; readonly seat: number; readonly line: ClearedLine }
  /** The whole table shakes; `strength` from 0 to 1. */
  | { readonly kind: 'shake'; readonly strength: number }
  /** A big text pops up over `seat`. */
  | { readonly kind: 'callout'; readonly seat: number; readonly callout: Callout }
  /** Confetti rains over the table. */
  | { readonly kind: 'confetti' }
  /** A winner's seat glows. */
  | { readonly kind: 'champion'; readonly seat: number };

/**
 * An effect and when it starts: as event `at` starts (or after the last one, `at` = count), or,
 * `late`, at that event's climax (the ×2 stamp landing on a doubled ender's plate).
 */
export interface TimedEffect {
  readonly at: number;
  readonly effect: TableEffect;
  readonly late?: boolean;
}
