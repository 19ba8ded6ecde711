import {
  type Action,
  apply,
  type Card,
  type GameState,
  GRID_SIZE,
  type MaybeCard,
} from '../engine';

/** A face-down card an action turned up: `[seat, pos, value]`. */
export type Reveal = readonly [seat: number, pos: number, card: Card];

/**
 * One change of the game as one seat receives it: an action with the card values it made public
 * to that seat (and nothing more), or the deal of the next round, which shows only its discard.
 */
export type SeatStep =
  | {
      readonly kind: 'act';
      /** The room's step number: one more than the step before. */
      readonly v: number;
      readonly action: Action;
      /**
       * The card this action drew or placed from the draw pile, when the seat may know it: after a
       * `draw` only the drawer does (R8.2); once placed, everybody.
       */
      readonly drawn: Card | null;
      /** Every face-down card this action turned up, the final reveal of a round included (R5.2). */
      readonly revealed: readonly Reveal[];
    }
  | {
      readonly kind: 'deal';
      readonly v: number;
      /** The card that starts the new round's discard pile (R2.2); every other card stays unseen. */
      readonly discard: Card;
    };

/** Whether `action` takes a card from the draw pile (now, or the one drawn before). */
export function usesDrawnCard(action: Action): boolean {
  return action.t === 'draw' || action.t === 'draw-swap' || action.t === 'draw-discard';
}

/** The card `action` draws or places from the draw pile in `before`, if it does. */
function drawnCard(before: GameState, action: Action): MaybeCard {
  if (!usesDrawnCard(action)) return null;
  if (before.round.drawn !== null) return before.round.drawn.card;
  const draw = apply(before, { p: action.p, t: 'draw' });
  return draw.ok ? (draw.state.round.drawn?.card ?? null) : null;
}

/** Every card face-down in `before` and no longer face-down in `after` (same round). */
function revealedCards(before: GameState, after: GameState): Reveal[] {
  const out: Reveal[] = [];
  before.round.grids.forEach((grid, seat) => {
    for (let pos = 0; pos < GRID_SIZE; pos++) {
      const was = grid[pos];
      if (was === null || was === undefined || was.up || was.card === null) continue;
      if (after.round.grids[seat]?.[pos]?.up !== false) out.push([seat, pos, was.card]);
    }
  });
  return out;
}

/**
 * The step every seat receives for `action`, applied to `before` giving `after` (authoritative,
 * full states), and the one its actor receives when it differs: after a `draw` only the drawer
 * learns the card.
 */
export function actionSteps(
  v: number,
  before: GameState,
  action: Action,
  after: GameState,
): { readonly everyone: SeatStep; readonly actor: SeatStep } {
  const card = drawnCard(before, action);
  const revealed = revealedCards(before, after);
  const everyone: SeatStep = {
    kind: 'act',
    v,
    action,
    drawn: action.t === 'draw' ? null : card,
    revealed,
  };
  if (action.t !== 'draw') return { everyone, actor: everyone };
  return { everyone, actor: { ...everyone, drawn: card } };
}

/** The step that deals the round `after` holds (every seat receives the same). */
export function dealStep(v: number, after: GameState): SeatStep {
  const { discardPile } = after.round;
  return { kind: 'deal', v, discard: discardPile[discardPile.length - 1]! };
}
