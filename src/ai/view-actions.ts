import type { Action, PlayerView } from '../engine';
import { faceDownPositions, presentPositions } from './view-helpers';

/** Whether the view's seat may act now: a set-up reveal left, or its turn. */
export function canAct(view: PlayerView): boolean {
  if (view.phase === 'setup') return view.setupReveals[view.seat]! < 2;
  return view.phase === 'turns' && view.toMove === view.seat;
}

/**
 * Every legal action of the view's seat, from the view alone: set-up reveals; with a drawn card,
 * swap it in or discard it; otherwise take the discard top or draw. Empty when it may not act.
 */
export function viewActions(view: PlayerView): Action[] {
  if (!canAct(view)) return [];
  const p = view.seat;
  const grid = view.grids[p]!;
  const faceDown = faceDownPositions(grid);
  if (view.phase === 'setup') return faceDown.map((pos) => ({ p, t: 'reveal', pos }));
  if (view.drawn !== null) {
    return [
      ...presentPositions(grid).map((pos) => ({ p, t: 'draw-swap' as const, pos })),
      ...faceDown.map((pos) => ({ p, t: 'draw-discard' as const, pos })),
    ];
  }
  return [
    ...presentPositions(grid).map((pos) => ({ p, t: 'take-discard' as const, pos })),
    { p, t: 'draw' },
  ];
}
