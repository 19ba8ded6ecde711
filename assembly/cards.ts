// Card facts of R1.1 for the solver.
import { MIN_CARD } from './layout';

/** How many cards of the value with index `kind` (value + 2) the deck holds (R1.1). */
export function cardCount(kind: i32): i32 {
  return kind == 0 ? 5 : kind == 2 ? 15 : 10;
}

/** The index of a card value in per-value counts. */
export function kindOf(card: i32): i32 {
  return card - MIN_CARD;
}
