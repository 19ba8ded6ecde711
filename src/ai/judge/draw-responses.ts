import { CARD_KINDS, MIN_CARD, type PlayerView } from '../../engine';
import { drawChances, drawnView } from '../search/draw-expectation';
import type { PairedSearch } from './paired-search';

/** One card the draw may bring: its chance and the search of the seat's moves once drawn. */
export interface DrawnCardSearch {
  readonly card: number;
  readonly chance: number;
  readonly search: PairedSearch;
}

/**
 * What the seat would do with each card a draw may bring (R8.1: the unseen cards, or the draw
 * pile's known multiset after a reshuffle), each searched as once drawn; the best move for each
 * card is the draw's response to it. A draw valued with these responses, on the same rollouts as
 * the other moves, is neither undervalued (as when the rollout policy places the card) nor
 * overvalued (as when the best of many noisy estimates per card is averaged).
 */
export class DrawResponses {
  private turn = 0;

  private constructor(readonly cards: readonly DrawnCardSearch[]) {}

  /**
   * The searches of `view` (no drawn card, a draw pile that is not empty): `search` makes the one
   * of each card the draw may bring.
   */
  static of(
    view: PlayerView,
    search: (drawn: PlayerView, card: number) => PairedSearch,
  ): DrawResponses {
    const cards = drawChances(view).map(({ card, chance }) => ({
      card,
      chance,
      search: search(drawnView(view, card), card),
    }));
    return new DrawResponses(cards);
  }

  /** Whether every card's search is done. */
  get done(): boolean {
    return this.cards.every(({ search }) => search.done);
  }

  /** How far the searches have come, from 0 to 1. */
  get progress(): number {
    if (this.cards.length === 0) return 1;
    return this.cards.reduce((sum, { search }) => sum + search.progress, 0) / this.cards.length;
  }

  /** Rollouts played in all, over every card's search. */
  get played(): number {
    return this.cards.reduce((sum, { search }) => sum + search.played, 0);
  }

  /** Plays one batch of the next card's search that is not done. */
  step(): void {
    for (let tried = 0; tried < this.cards.length; tried++) {
      const { search } = this.cards[this.turn++ % this.cards.length]!;
      if (!search.done) {
        search.step();
        return;
      }
    }
  }

  /** Per card kind (value − MIN_CARD) the best move's code once drawn, -1 for a card it cannot bring. */
  codes(): number[] {
    const codes = new Array<number>(CARD_KINDS).fill(-1);
    for (const { card, search } of this.cards)
      codes[card - MIN_CARD] = search.codes[search.leader()]!;
    return codes;
  }

  /** The search of the moves once `card` is drawn, if the draw may bring it. */
  searchOf(card: number): PairedSearch | undefined {
    return this.cards.find((drawn) => drawn.card === card)?.search;
  }
}
