import type { Action } from './actions';
import { GRID_SIZE, type Grid } from './grid';
import { SETUP_REVEALS } from './rules';
import type { GameState, Phase } from './state';
import type { PlayerView } from './view';

/** What a seat may be asked to do: reveal in set-up, take or draw, place a drawn card, nothing. */
type Stage = 'reveal' | 'take-or-draw' | 'place-drawn' | null;

/**
 * What `seat` may do in a round at `phase` with `setupReveals` made per seat, `toMove` to move
 * and a drawn card held or not (R2.3, R3).
 */
function stageOf(
  seat: number,
  phase: Phase,
  setupReveals: readonly number[],
  toMove: number | null,
  holding: boolean,
): Stage {
  if (phase === 'setup')
    return (setupReveals[seat] ?? SETUP_REVEALS) < SETUP_REVEALS ? 'reveal' : null;
  if (phase !== 'turns' || toMove !== seat) return null;
  return holding ? 'place-drawn' : 'take-or-draw';
}

/**
 * The one definition of the legal actions of seat `p` with `grid` at `stage`: set-up reveals of
 * face-down cards; with a drawn card, swap it in anywhere or discard it and turn a face-down card;
 * otherwise take the discard top (and swap it in anywhere) or draw.
 */
function actionsAt(p: number, grid: Grid, stage: Stage): Action[] {
  if (stage === null) return [];
  const positions = Array.from({ length: GRID_SIZE }, (_, pos) => pos);
  const present = positions.filter((pos) => grid[pos] !== null && grid[pos] !== undefined);
  const faceDown = present.filter((pos) => !grid[pos]!.up);
  if (stage === 'reveal') return faceDown.map((pos) => ({ p, t: 'reveal', pos }));
  if (stage === 'place-drawn') {
    return [
      ...present.map((pos) => ({ p, t: 'draw-swap' as const, pos })),
      ...faceDown.map((pos) => ({ p, t: 'draw-discard' as const, pos })),
    ];
  }
  return [...present.map((pos) => ({ p, t: 'take-discard' as const, pos })), { p, t: 'draw' }];
}

/** The seats that may act now: in set-up every seat still to reveal, in turns the seat to move. */
export function seatsToAct(state: GameState): number[] {
  const { round } = state;
  if (state.phase === 'setup')
    return round.setupReveals.flatMap((count, seat) => (count < SETUP_REVEALS ? [seat] : []));
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
  if (seat === undefined) return [];
  const { round } = state;
  const stage = stageOf(seat, state.phase, round.setupReveals, round.toMove, round.drawn !== null);
  return actionsAt(seat, round.grids[seat] ?? [], stage);
}

/**
 * The same legal actions of the view's seat, from its player view alone (what a bot or a hint
 * sees, RULES.md R8): empty when the seat may not act now.
 */
export function legalViewActions(view: PlayerView): Action[] {
  const holding = view.drawingSeat === view.seat;
  const stage = stageOf(view.seat, view.phase, view.setupReveals, view.toMove, holding);
  return actionsAt(view.seat, view.grids[view.seat] ?? [], stage);
}
