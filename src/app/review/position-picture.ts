import { type Action, columnPositions, gridShape, type PlayerView } from '../../engine';
import type { ReviewedDecision } from '../../review';
import { h } from '../page/dom';
import {
  type CardLook,
  gridKey,
  gridPicture,
  labelledCard,
  type PictureCard,
  type PictureColumn,
  pilePicture,
} from '../pictures/card-picture';

/** What a costly moment's picture shows: the seat's grid and the piles' tops, as the seat saw them. */
export interface ReviewPosition {
  /**
   * The seat's grid, column by column (grid 0's, then grid 1's with dual hands, R9.5; a removed
   * column `null`, a face-down card a back, a card a removed row took `gone`).
   */
  readonly columns: readonly PictureColumn[];
  readonly rows: number;
  /** The discard pile's top, if it has one. */
  readonly discard: number | null;
  /** The card the seat held, drawn and not yet placed. */
  readonly drawn: number | null;
}

/** The position of `view` for its own seat: only what that seat could see (RULES.md R8). */
export function reviewPosition(view: PlayerView): ReviewPosition {
  const grid = view.grids[view.seat]!;
  const shape = gridShape(view.rules);
  const columns: PictureColumn[] = [];
  for (let index = 0; index < shape.grids * shape.columns; index++) {
    const positions = columnPositions(
      shape,
      Math.floor(index / shape.columns),
      index % shape.columns,
    );
    const slots = positions.map((pos) => grid[pos]);
    columns.push(
      slots.every((slot) => slot === null || slot === undefined)
        ? null
        : slots.map((slot): PictureCard =>
            slot === null || slot === undefined
              ? 'gone'
              : slot.up && slot.card !== null
                ? slot.card
                : 'back',
          ),
    );
  }
  return {
    columns,
    rows: shape.rows,
    discard: view.discardPile.at(-1) ?? null,
    drawn: view.drawn,
  };
}

/** Where a move acts: a grid position, and whether it takes the discard or draws. */
function placesOf(action: Action): {
  readonly pos: number | null;
  readonly pile: 'discard' | 'draw' | null;
} {
  switch (action.t) {
    case 'draw':
      return { pos: null, pile: 'draw' };
    case 'take-discard':
      return { pos: action.pos, pile: 'discard' };
    default:
      return { pos: action.pos, pile: null };
  }
}

/** Captions of the picture's piles. */
export interface PositionWords {
  readonly draw: string;
  readonly discard: string;
  readonly drawn: string;
}

/**
 * A costly moment drawn small: the seat's grid, the draw pile, the discard's top and the card in
 * hand; the move played ringed in dashed coral, the best move in cyan, what neither touches
 * faded. Decorative: the moment's card says both moves in words.
 */
export function positionPicture(
  position: ReviewPosition,
  decision: ReviewedDecision,
  words: PositionWords,
): HTMLElement {
  const played = placesOf(decision.played);
  const best = placesOf(decision.best);
  const looks = new Map<string, CardLook>();
  const ring = (pos: number | null, kind: 'played' | 'best') => {
    if (pos !== null)
      looks.set(gridKey(Math.floor(pos / position.rows), pos % position.rows), { ring: kind });
  };
  ring(played.pos, 'played');
  ring(best.pos, 'best');
  // What the two moves leave alone fades: the cards and the places they differ on stand out, so
  // two moments of the same kind tell themselves apart at a glance (issue 27).
  position.columns.forEach((_, column) => {
    for (let row = 0; row < position.rows; row++)
      if (!looks.has(gridKey(column, row))) looks.set(gridKey(column, row), { faded: true });
  });
  const pileLook = (pile: 'discard' | 'draw'): CardLook =>
    best.pile === pile
      ? { ring: 'best' }
      : played.pile === pile
        ? { ring: 'played' }
        : { faded: true };
  return h(
    'div',
    { class: 'pic-scene position-picture', 'aria-hidden': 'true' },
    gridPicture(position.columns, position.rows, looks),
    h(
      'span',
      { class: 'position-piles' },
      pilePicture('back', words.draw, pileLook('draw')),
      position.discard === null
        ? null
        : pilePicture(position.discard, words.discard, pileLook('discard')),
      position.drawn === null ? null : labelledCard(position.drawn, words.drawn, { held: true }),
    ),
  );
}
