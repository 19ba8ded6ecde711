import type { Action } from './actions';
import { GRID_SIZE } from './grid';
import type { GameState } from './state';

/** The seats that may act now: in set-up every seat still to reveal, in turns the seat to move. */
export function seatsToAct(state: GameState): number[] {
  const { round } = state;
  if (state.phase === 'setup')
    return round.setupReveals.flatMap((count, seat) => (count < 2 ? [seat] : []));
  if (state.phase === 'turns') return [round.toMove!];
  return [];
}

/**
 * Every legal action of `seat` (default: the seat to move; in set-up, the lowest seat still to
 * reveal). With a card drawn: swap it in or discard it; otherwise take the discard or draw.
 */
export function legalActions(
  state: GameState,
  seat: number | undefined = seatsToAct(state)[0],
): Action[] {
  if (seat === undefined || !seatsToAct(state).includes(seat)) return [];
  const grid = state.round.grids[seat]!;
  const positions = Array.from({ length: GRID_SIZE }, (_, pos) => pos);
  const present = positions.filter((pos) => grid[pos] !== null);
  const faceDown = positions.filter((pos) => grid[pos]?.up === false);
  const p = seat;
  if (state.phase === 'setup') return faceDown.map((pos) => ({ p, t: 'reveal', pos }));
  if (state.round.drawn !== null) {
    return [
      ...present.map((pos) => ({ p, t: 'draw-swap' as const, pos })),
      ...faceDown.map((pos) => ({ p, t: 'draw-discard' as const, pos })),
    ];
  }
  return [...present.map((pos) => ({ p, t: 'take-discard' as const, pos })), { p, t: 'draw' }];
}
