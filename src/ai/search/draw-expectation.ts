import { MIN_CARD, type PlayerView } from '../../engine';
import {
  PRUNE_Z,
  type RankedCandidate,
  type RolloutSearch,
  type SteppedSearch,
} from './rollout-search';

/** The view of `view.seat` right after it draws `card` from a draw pile that is not empty. */
export function drawnView(view: PlayerView, card: number): PlayerView {
  const less = (counts: readonly number[]): number[] =>
    counts.map((count, kind) => (kind === card - MIN_CARD ? count - 1 : count));
  return {
    ...view,
    drawPileSize: view.drawPileSize - 1,
    drawPileKnown: view.drawPileKnown === null ? null : less(view.drawPileKnown),
    unseen: view.drawPileKnown === null ? less(view.unseen) : view.unseen,
    drawn: card,
    drawingSeat: view.seat,
  };
}

/** One card the draw may bring: its chance and the search of the seat's moves once drawn. */
interface DrawnCard {
  readonly chance: number;
  readonly search: RolloutSearch;
}

/**
 * The choice between taking the discard and drawing, with the draw valued exactly over the card
 * it brings: each value the draw pile may hold (R8.1) is searched as the seat would search it
 * once drawn, and the draw is worth the chance-weighted mean of the best move for each. Sampling
 * the drawn card and letting the rollout policy place it would undervalue the draw.
 */
export class DrawExpectationSearch implements SteppedSearch {
  private turn = 0;

  /**
   * `takes` searches taking the discard; `searchDrawn(view)` searches a drawn view. The draw pile
   * of `view` must not be empty, and `view.seat` must hold no drawn card.
   */
  constructor(
    private readonly view: PlayerView,
    private readonly takes: RolloutSearch,
    private readonly drawn: readonly DrawnCard[],
  ) {}

  /** The search of `view` with `takes`, and `searchDrawn` for every card the draw may bring. */
  static of(
    view: PlayerView,
    takes: RolloutSearch,
    searchDrawn: (drawn: PlayerView, card: number) => RolloutSearch,
  ): DrawExpectationSearch {
    const pool = view.drawPileKnown ?? view.unseen;
    const size = pool.reduce((sum, count) => sum + count, 0);
    const drawn = pool.flatMap((count, kind) => {
      const card = kind + MIN_CARD;
      return count > 0
        ? [{ chance: count / size, search: searchDrawn(drawnView(view, card), card) }]
        : [];
    });
    return new DrawExpectationSearch(view, takes, drawn);
  }

  get done(): boolean {
    return this.searches().every((search) => search.done) || this.decided();
  }

  get progress(): number {
    const searches = this.searches();
    return searches.reduce((sum, search) => sum + search.progress, 0) / searches.length;
  }

  step(): void {
    const searches = this.searches();
    for (let tried = 0; tried < searches.length; tried++) {
      const search = searches[this.turn++ % searches.length]!;
      if (!search.done) {
        search.step();
        return;
      }
    }
  }

  ranked(): RankedCandidate[] {
    const takes = this.takes.ranked();
    const draw = this.draw();
    const at = takes.findIndex((take) => take.mean > draw.mean);
    return at < 0 ? [...takes, draw] : [...takes.slice(0, at), draw, ...takes.slice(at)];
  }

  /** Whether every search has played and the draw is clearly better or worse than the best take. */
  private decided(): boolean {
    if (this.searches().some((search) => search.progress === 0)) return false;
    const take = this.takes.ranked()[0]!;
    const draw = this.draw();
    return Math.abs(draw.mean - take.mean) > PRUNE_Z * Math.hypot(draw.stdError, take.stdError);
  }

  /** The draw: the chance-weighted mean of the best move for each card it may bring. */
  private draw(): RankedCandidate {
    let mean = 0;
    let variance = 0;
    let rollouts = 0;
    for (const { chance, search } of this.drawn) {
      const best = search.ranked()[0]!;
      mean += chance * best.mean;
      variance += (chance * best.stdError) ** 2;
      rollouts += best.rollouts;
    }
    return {
      action: { p: this.view.seat, t: 'draw' },
      mean,
      stdError: Math.sqrt(variance),
      rollouts,
    };
  }

  private searches(): RolloutSearch[] {
    return [this.takes, ...this.drawn.map(({ search }) => search)];
  }
}
