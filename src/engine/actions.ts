/** The action types a game record holds (GAME-RECORD.md). */
export const RECORD_ACTION_TYPES = ['reveal', 'take-discard', 'draw-swap', 'draw-discard'] as const;
/** An action type a game record holds. */
export type RecordActionType = (typeof RECORD_ACTION_TYPES)[number];

/** A set-up reveal (R2.3): turn one of your face-down cards face-up. */
export interface RevealAction {
  readonly p: number;
  readonly t: 'reveal';
  readonly pos: number;
}

/** Take the discard top and swap it with the card at `pos` (R3.1). */
export interface TakeDiscardAction {
  readonly p: number;
  readonly t: 'take-discard';
  readonly pos: number;
}

/** Swap the drawn card with the card at `pos` (R3.2a); draws first if nothing is drawn yet. */
export interface DrawSwapAction {
  readonly p: number;
  readonly t: 'draw-swap';
  readonly pos: number;
}

/** Discard the drawn card and turn the face-down card at `pos` (R3.2b); draws first if needed. */
export interface DrawDiscardAction {
  readonly p: number;
  readonly t: 'draw-discard';
  readonly pos: number;
}

/** The first half of R3.2 in interactive play: draw and look, deciding later. Not recorded. */
export interface DrawAction {
  readonly p: number;
  readonly t: 'draw';
}

/** An action as a game record stores it. */
export type RecordAction = RevealAction | TakeDiscardAction | DrawSwapAction | DrawDiscardAction;

/** Anything a player may do: a record action, or the separate `draw` of interactive play. */
export type Action = RecordAction | DrawAction;

/** Every action type the engine accepts. */
export const ACTION_TYPES = [...RECORD_ACTION_TYPES, 'draw'] as const;
/** Every action type the engine accepts. */
export type ActionType = (typeof ACTION_TYPES)[number];

/**
 * Whether `action` places a card drawn from the deck (R3.2: swap it or discard it), which draws
 * it first when none is drawn yet, as a record writes a turn whole.
 */
export function placesDrawnCard(action: Action): action is DrawSwapAction | DrawDiscardAction {
  return action.t === 'draw-swap' || action.t === 'draw-discard';
}
