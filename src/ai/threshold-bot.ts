import { type Action, type Grid, type PlayerView, Random } from '../engine';
import type { Bot } from './bot';
import {
  columnCompletingPosition,
  faceDownPositions,
  highestFaceUpPosition,
  presentPositions,
} from './view-helpers';

/**
 * The plain threshold player: keeps a card of at most `threshold` or one that completes a column,
 * putting it over its highest face-up card when that is higher, else over a face-down card.
 */
export class ThresholdBot implements Bot {
  private readonly random: Random;

  /** A threshold bot keeping cards ≤ `threshold`, its random set-up reveals seeded by `seed`. */
  constructor(
    private readonly threshold: number,
    seed: number,
  ) {
    this.random = new Random(seed);
  }

  decide(view: PlayerView): Action {
    const p = view.seat;
    const grid = view.grids[p]!;
    if (view.phase === 'setup') {
      const faceDown = faceDownPositions(grid);
      return { p, t: 'reveal', pos: faceDown[this.random.below(faceDown.length)]! };
    }
    if (view.drawn !== null) {
      const pos = this.placement(grid, view.drawn);
      if (pos !== null) return { p, t: 'draw-swap', pos };
      const faceDown = faceDownPositions(grid);
      if (faceDown.length > 0)
        return { p, t: 'draw-discard', pos: faceDown[this.random.below(faceDown.length)]! };
      return { p, t: 'draw-swap', pos: highestFaceUpPosition(grid) ?? presentPositions(grid)[0]! };
    }
    const top = view.discardPile[view.discardPile.length - 1]!;
    const pos = this.placement(grid, top);
    return pos === null ? { p, t: 'draw' } : { p, t: 'take-discard', pos };
  }

  /** Where to put `card` if it is worth keeping, else `null`. */
  private placement(grid: Grid, card: number): number | null {
    const completing = columnCompletingPosition(grid, card);
    if (completing !== null) return completing;
    const highest = highestFaceUpPosition(grid);
    if (
      highest !== null &&
      grid[highest]!.card! > card &&
      (card <= this.threshold || grid[highest]!.card! - card >= 5)
    ) {
      return highest;
    }
    if (card > this.threshold) return null;
    const faceDown = faceDownPositions(grid);
    return faceDown.length > 0 ? faceDown[this.random.below(faceDown.length)]! : null;
  }
}
