import { type Action, type ActionType, legalViewActions, type PlayerView } from '../engine';
import {
  ACTION_DRAW,
  ACTION_DRAW_DISCARD,
  ACTION_DRAW_SWAP,
  ACTION_POS_MASK,
  ACTION_REVEAL,
  ACTION_TAKE_DISCARD,
  ACTION_TYPE_SHIFT,
  MAX_SEAT_CARDS,
} from './layout';

/** Action type codes of the solver, indexed by engine action type. */
export const ACTION_CODES: Readonly<Record<ActionType, number>> = Object.freeze({
  reveal: ACTION_REVEAL,
  'take-discard': ACTION_TAKE_DISCARD,
  'draw-swap': ACTION_DRAW_SWAP,
  'draw-discard': ACTION_DRAW_DISCARD,
  draw: ACTION_DRAW,
});

const TYPES_BY_CODE: readonly ActionType[] = [
  'reveal',
  'take-discard',
  'draw-swap',
  'draw-discard',
  'draw',
];

/** A candidate move without its seat: what `encodeAction` takes and `decodeAction` gives back. */
export type CandidateAction = { readonly t: ActionType; readonly pos?: number };

/** The solver's code of an action (`type << ACTION_TYPE_SHIFT | pos`; a draw has position 0). */
export function encodeAction(action: CandidateAction): number {
  const pos = action.t === 'draw' ? 0 : (action.pos ?? -1);
  if (!Number.isInteger(pos) || pos < 0 || pos >= MAX_SEAT_CARDS)
    throw new RangeError(`action ${JSON.stringify(action)} has no grid position`);
  return (ACTION_CODES[action.t] << ACTION_TYPE_SHIFT) | pos;
}

/** The engine action of seat `p` that the solver's `code` stands for. */
export function decodeAction(code: number, p: number): Action {
  const t = TYPES_BY_CODE[code >> ACTION_TYPE_SHIFT];
  if (t === undefined || code < 0) throw new RangeError(`${code} is not an action code`);
  return t === 'draw' ? { p, t } : { p, t, pos: code & ACTION_POS_MASK };
}

/**
 * Every move `view.seat` may make now (the engine's `legalViewActions`), as codes for
 * `RolloutKernel.evaluate`. Empty when the seat is not to act.
 */
export function candidateCodes(view: PlayerView): Int32Array {
  return Int32Array.from(legalViewActions(view), encodeAction);
}
