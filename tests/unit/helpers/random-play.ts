import {
  type Action,
  apply,
  type GameState,
  legalActions,
  newGame,
  OFFICIAL_SHAPE,
  Random,
  type Rules,
  seatsToAct,
  startNextRound,
} from '../../../src/engine';
import { drawDiscard, drawSwap } from './actions';
import { unwrap } from './game';

/** The official grid (R2.1), which these tests play. */
const GRID_SIZE = OFFICIAL_SHAPE.cardsPerSeat;

/** A random game: the seed of its deals and choices, its seat count and its rule options. */
export interface RandomGame {
  readonly seed: number;
  readonly players: number;
  readonly rules: Partial<Rules>;
}

/** One step of a random game: the state before, the action (or `null` for a deal), the state after. */
export interface RandomStep {
  readonly before: GameState;
  readonly action: Action | null;
  readonly after: GameState;
}

/**
 * Every action the seats to act may take: the engine's `legalActions` plus, before a draw, the
 * one-step `draw-swap` and `draw-discard` that draw and decide at once (R3.2).
 */
export function candidateActions(state: GameState): Action[] {
  const actions = seatsToAct(state).flatMap((seat) => legalActions(state, seat));
  if (state.phase !== 'turns' || state.round.drawn !== null) return actions;
  const p = state.round.toMove!;
  const grid = state.round.grids[p]!;
  for (let pos = 0; pos < GRID_SIZE; pos++) {
    if (grid[pos] === null) continue;
    actions.push(drawSwap(p, pos));
    if (!grid[pos]!.up) actions.push(drawDiscard(p, pos));
  }
  return actions;
}

/**
 * Plays `game` with uniformly random candidate actions chosen by the engine's PRNG (seeded from
 * the game's seed), dealing each next round, for at most `maxSteps` steps or until it is over.
 */
export function* randomPlay(game: RandomGame, maxSteps = Infinity): Generator<RandomStep> {
  const players = Array.from({ length: game.players }, (_, seat) => `P${seat}`);
  const random = new Random(game.seed ^ 0x5eed);
  let state = newGame({ players, rules: game.rules, seed: game.seed });
  for (let step = 0; step < maxSteps && state.phase !== 'game-over'; step++) {
    const before = state;
    if (state.phase === 'round-over') {
      state = unwrap(startNextRound(state), 'startNextRound');
      yield { before, action: null, after: state };
      continue;
    }
    const actions = candidateActions(state);
    const action = actions[random.below(actions.length)]!;
    state = unwrap(apply(state, action), JSON.stringify(action));
    yield { before, action, after: state };
  }
}

/** The state `game` reaches after at most `maxSteps` random steps. */
export function randomState(game: RandomGame, maxSteps: number): GameState {
  let last: GameState | null = null;
  for (const step of randomPlay(game, maxSteps)) last = step.after;
  if (last === null) throw new Error('a random game took no step');
  return last;
}
