// The reference for the benchmark: rounds played to their end with the TypeScript engine's
// `apply`, by a threshold player like the kernels' rollout policy, reading face-up cards only.
import {
  type Action,
  apply,
  type Card,
  type GameState,
  type Grid,
  type GridShape,
  gridShape,
  withRandomReshuffles,
} from '../../src/engine';

const KEEP_THRESHOLD = 4;
const SWAP_GAIN = 5;

function faceUpHighest(grid: Grid): number {
  let best = -1;
  for (let pos = 0; pos < grid.length; pos++) {
    const slot = grid[pos];
    if (slot?.up && (best < 0 || slot.card! > grid[best]!.card!)) best = pos;
  }
  return best;
}

function firstFaceDown(grid: Grid): number {
  return grid.findIndex((slot) => slot?.up === false);
}

function completing(shape: GridShape, grid: Grid, card: Card): number {
  for (const line of shape.lines) {
    const cells = line.positions;
    const equal = cells.filter((pos) => grid[pos]?.up === true && grid[pos]!.card === card);
    const other = cells.find((pos) => !equal.includes(pos));
    if (equal.length === 2 && other !== undefined && grid[other] !== null) return other;
  }
  return -1;
}

/** Where the threshold player keeps `card`, or -1. */
function keepAt(shape: GridShape, grid: Grid, card: Card): number {
  if (card >= 0) {
    const pos = completing(shape, grid, card);
    if (pos >= 0) return pos;
  }
  const highest = faceUpHighest(grid);
  const high = highest < 0 ? -99 : grid[highest]!.card!;
  if (highest >= 0 && high > card && (card <= KEEP_THRESHOLD || high - card >= SWAP_GAIN))
    return highest;
  return card <= KEEP_THRESHOLD ? firstFaceDown(grid) : -1;
}

/** The threshold player's action for the seat to move (draws in two steps, as a person does). */
function decide(state: GameState): Action {
  const p = state.round.toMove!;
  const grid = state.round.grids[p]!;
  const shape = gridShape(state.rules);
  const drawn = state.round.drawn;
  if (drawn === null) {
    const top = state.round.discardPile[state.round.discardPile.length - 1]!;
    const pos = keepAt(shape, grid, top);
    return pos >= 0 ? { p, t: 'take-discard', pos } : { p, t: 'draw' };
  }
  const pos = keepAt(shape, grid, drawn.card!);
  if (pos >= 0) return { p, t: 'draw-swap', pos };
  const faceDown = firstFaceDown(grid);
  return faceDown >= 0
    ? { p, t: 'draw-discard', pos: faceDown }
    : { p, t: 'draw-swap', pos: faceUpHighest(grid) };
}

/**
 * Plays `games` rounds from `state` (a round in its turns) to their end with `apply`, each with
 * its own reshuffle seed. Returns the turns played (draws are not turns).
 */
export function engineRollouts(state: GameState, games: number): number {
  let turns = 0;
  for (let game = 0; game < games; game++) {
    let current = withRandomReshuffles(state, game);
    while (current.phase === 'turns') {
      const action = decide(current);
      const result = apply(current, action);
      if (!result.ok) throw new Error(result.message);
      current = result.state;
      if (action.t !== 'draw') turns++;
    }
  }
  return turns;
}
