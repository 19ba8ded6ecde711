import type {
  DrawAction,
  DrawDiscardAction,
  DrawSwapAction,
  RevealAction,
  TakeDiscardAction,
} from '../../../src/engine';

/** Set-up: seat `p` turns its card at `pos` face-up (R2.3). */
export const reveal = (p: number, pos: number): RevealAction => ({ p, t: 'reveal', pos });

/** Seat `p` takes the discard top and swaps it in at `pos` (R3.1). */
export const takeDiscard = (p: number, pos: number): TakeDiscardAction => ({
  p,
  t: 'take-discard',
  pos,
});

/** Seat `p` draws (if not yet) and swaps the drawn card in at `pos` (R3.2a). */
export const drawSwap = (p: number, pos: number): DrawSwapAction => ({ p, t: 'draw-swap', pos });

/** Seat `p` draws (if not yet), discards it and turns its card at `pos` up (R3.2b). */
export const drawDiscard = (p: number, pos: number): DrawDiscardAction => ({
  p,
  t: 'draw-discard',
  pos,
});

/** Seat `p` draws and looks, deciding later (interactive half of R3.2). */
export const draw = (p: number): DrawAction => ({ p, t: 'draw' });
