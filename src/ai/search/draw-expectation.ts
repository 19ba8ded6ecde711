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

/**
 * Each card a draw from a pile that is not empty may bring (R8.1: the unseen cards, or the draw
 * pile's known multiset after a reshuffle), with its chance.
 */
export function drawChances(view: PlayerView): { card: number; chance: number }[] {
  const pool = view.drawPileKnown ?? view.unseen;
  const size = pool.reduce((sum, count) => sum + count, 0);
  return pool.flatMap((count, kind) =>
    count > 0 ? [{ card: kind + MIN_CARD, chance: count / size }] : [],
  );
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
 * the drawn card and letting the rollout policy place it undervalues the draw; that estimate,
 * from the search of every move, stands in until each card has been searched (a short budget).
 */
export class DrawExpectationSearch implements SteppedSearch {
  private readonly started = performance.now();
  private turn = 0;
  private lastStepMs = 0;

  /**
   * `moves` searches every move of `view` (the draw sampled), `drawn` each card the draw may
   * bring; the searches after the first of each card stop after `timeMs` milliseconds.
   */
  constructor(
    private readonly view: PlayerView,
    private readonly moves: RolloutSearch,
    private readonly drawn: readonly DrawnCard[],
    private readonly timeMs: number,
  ) {}

  /**
   * The search of `view`, whose draw pile must not be empty and whose seat holds no drawn card:
   * `moves` for every move, `searchDrawn` for each card the draw may bring.
   */
  static of(
    view: PlayerView,
    moves: RolloutSearch,
    searchDrawn: (drawn: PlayerView, card: number) => RolloutSearch,
    timeMs: number,
  ): DrawExpectationSearch {
    const drawn = drawChances(view).map(({ card, chance }) => ({
      chance,
      search: searchDrawn(drawnView(view, card), card),
    }));
    return new DrawExpectationSearch(view, moves, drawn, timeMs);
  }

  get done(): boolean {
    if (this.decided()) return true;
    if (!this.moves.done) return false;
    return (
      performance.now() - this.started + this.lastStepMs > this.timeMs ||
      this.drawn.every(({ search }) => search.done)
    );
  }

  get progress(): number {
    if (this.done) return 1;
    const searches = this.searches();
    return searches.reduce((sum, search) => sum + search.progress, 0) / searches.length;
  }

  step(): void {
    const started = performance.now();
    const searches = this.searches();
    for (let tried = 0; tried < searches.length; tried++) {
      const search = searches[this.turn++ % searches.length]!;
      if (!search.done) {
        search.step();
        break;
      }
    }
    this.lastStepMs = performance.now() - started;
  }

  ranked(): RankedCandidate[] {
    const draw = this.exactDraw();
    const moves = this.moves.ranked();
    if (draw === null) return moves;
    const takes = moves.filter((move) => move.action.t !== 'draw');
    const at = takes.findIndex((take) => take.mean > draw.mean);
    return at < 0 ? [...takes, draw] : [...takes.slice(0, at), draw, ...takes.slice(at)];
  }

  /** Whether the draw, valued exactly, is clearly better or worse than the best take. */
  private decided(): boolean {
    const draw = this.exactDraw();
    const take = this.moves.ranked().find((move) => move.action.t !== 'draw');
    if (draw === null || take === undefined) return draw !== null;
    return Math.abs(draw.mean - take.mean) > PRUNE_Z * Math.hypot(draw.stdError, take.stdError);
  }

  /**
   * The draw: the chance-weighted mean of the best move for each card it may bring; `null` until
   * every card has been searched.
   */
  private exactDraw(): RankedCandidate | null {
    let mean = 0;
    let variance = 0;
    let rollouts = 0;
    for (const { chance, search } of this.drawn) {
      const best = search.ranked()[0];
      if (best === undefined) return null;
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
    return [this.moves, ...this.drawn.map(({ search }) => search)];
  }
}
