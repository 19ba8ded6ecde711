import type { Action } from './actions';
import { faceDownInGrid, gridOf, type Grid, type GridShape, gridShape } from './grid';
import { DEFAULT_RULES, type Rules } from './rules';
import type { GameState, Phase } from './state';
import type { PlayerView } from './view';

/** What a seat may be asked to do: reveal in set-up, take or draw, place a drawn card, nothing. */
type Stage = 'reveal' | 'take-or-draw' | 'place-drawn' | null;

/** How many cards each player turns face-up in set-up under `rules`: `setupReveals` per grid (R9.2). */
export function setupRevealsPerSeat(rules: Rules): number {
  return revealsPerGrid(rules) * gridShape(rules).grids;
}

/** `setupReveals` of `rules`, its default when missing (a view read from JSON may lack it). */
function revealsPerGrid(rules: Rules): number {
  return rules.setupReveals ?? DEFAULT_RULES.setupReveals;
}

/**
 * Whether set-up lets a player who may still reveal turn up a card of its grid `index` (R9.2,
 * R9.5): with one grid, always (the seat's count of reveals decides); with two, while fewer than
 * `setupReveals` of that grid's cards have been turned. In set-up every card of a grid that is
 * not face-down was turned by a reveal (a removed line's cards were face-up), so the grid tells.
 */
export function mayRevealInGrid(rules: Rules, grid: Grid, index: number): boolean {
  const shape = gridShape(rules);
  if (shape.grids === 1) return true;
  return shape.cardsPerGrid - faceDownInGrid(shape, grid, index) < revealsPerGrid(rules);
}

/**
 * What `seat` may do in a round at `phase` with `setupReveals` made per seat, `toMove` to move
 * and a drawn card held or not (R2.3, R3, R9.2).
 */
function stageOf(
  rules: Rules,
  seat: number,
  phase: Phase,
  setupReveals: readonly number[],
  toMove: number | null,
  holding: boolean,
): Stage {
  if (phase === 'setup') {
    const perSeat = setupRevealsPerSeat(rules);
    return (setupReveals[seat] ?? perSeat) < perSeat ? 'reveal' : null;
  }
  if (phase !== 'turns' || toMove !== seat) return null;
  return holding ? 'place-drawn' : 'take-or-draw';
}

/**
 * The one definition of the legal actions of seat `p` with `grid` at `stage`: set-up reveals of
 * face-down cards (in a grid with reveals left, R9.2); with a drawn card, swap it in anywhere or
 * discard it and turn a face-down card; otherwise take the discard top (and swap it in anywhere)
 * or draw. With dual hands "anywhere" is either grid (R9.5).
 */
function actionsAt(rules: Rules, p: number, grid: Grid, stage: Stage): Action[] {
  if (stage === null) return [];
  const shape = gridShape(rules);
  const present = shape.positions.filter((pos) => grid[pos] !== null && grid[pos] !== undefined);
  const faceDown = present.filter((pos) => !grid[pos]!.up);
  if (stage === 'reveal') {
    const open = revealableGrids(rules, shape, grid);
    return faceDown
      .filter((pos) => open[gridOf(shape, pos)])
      .map((pos) => ({ p, t: 'reveal', pos }));
  }
  if (stage === 'place-drawn') {
    return [
      ...present.map((pos) => ({ p, t: 'draw-swap' as const, pos })),
      ...faceDown.map((pos) => ({ p, t: 'draw-discard' as const, pos })),
    ];
  }
  return [...present.map((pos) => ({ p, t: 'take-discard' as const, pos })), { p, t: 'draw' }];
}

/** For each of a player's grids, whether set-up lets them turn up one of its cards. */
function revealableGrids(rules: Rules, shape: GridShape, grid: Grid): boolean[] {
  return Array.from({ length: shape.grids }, (_, index) => mayRevealInGrid(rules, grid, index));
}

/** The seats that may act now: in set-up every seat still to reveal, in turns the seat to move. */
export function seatsToAct(state: GameState): number[] {
  const { round } = state;
  if (state.phase === 'setup') {
    const perSeat = setupRevealsPerSeat(state.rules);
    return round.setupReveals.flatMap((count, seat) => (count < perSeat ? [seat] : []));
  }
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
  const { round, rules } = state;
  const stage = stageOf(
    rules,
    seat,
    state.phase,
    round.setupReveals,
    round.toMove,
    round.drawn !== null,
  );
  return actionsAt(rules, seat, round.grids[seat] ?? [], stage);
}

/**
 * The same legal actions of the view's seat, from its player view alone (what a bot or a hint
 * sees, RULES.md R8): empty when the seat may not act now.
 */
export function legalViewActions(view: PlayerView): Action[] {
  const holding = view.drawingSeat === view.seat;
  const { rules } = view;
  const stage = stageOf(rules, view.seat, view.phase, view.setupReveals, view.toMove, holding);
  return actionsAt(rules, view.seat, view.grids[view.seat] ?? [], stage);
}
