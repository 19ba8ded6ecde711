import {
  type Action,
  apply,
  type EngineResult,
  type GameEvent,
  type GameState,
  newGame,
  Random,
  startNextRound,
} from '../../../src/engine';
import { candidateActions, type RandomGame } from '../helpers/random-play';

/** One step of a game: the state before, the action (`null`: a deal), the state after, the events. */
export interface PlayedStep {
  readonly before: GameState;
  readonly action: Action | null;
  readonly after: GameState;
  readonly events: readonly GameEvent[];
}

/** Whether `action` keeps the round going: it draws, or swaps onto a card already face-up. */
function stalls(state: GameState, action: Action): boolean {
  if (action.t === 'draw') return true;
  if (action.t !== 'draw-swap' && action.t !== 'take-discard') return false;
  return state.round.grids[action.p]![action.pos]?.up === true;
}

function played(
  result: EngineResult,
  what: string,
): { state: GameState; events: readonly GameEvent[] } {
  if (!result.ok) throw new Error(`${what} refused: ${result.message}`);
  return result;
}

/**
 * A random game whose rounds last: nine times in ten a seat draws or swaps onto a face-up card,
 * so the draw pile runs out and is reshuffled (R6.1) in most rounds; draws are split into `draw`
 * and the decision half the time, taken at once otherwise.
 */
export function* longPlay(game: RandomGame, maxSteps = Infinity): Generator<PlayedStep> {
  const players = Array.from({ length: game.players }, (_, seat) => `P${seat}`);
  const random = new Random(game.seed ^ 0x10e6);
  let state = newGame({ players, rules: game.rules, seed: game.seed });
  for (let step = 0; step < maxSteps && state.phase !== 'game-over'; step++) {
    const before = state;
    if (state.phase === 'round-over') {
      const dealt = played(startNextRound(state), 'startNextRound');
      state = dealt.state;
      yield { before, action: null, after: state, events: dealt.events };
      continue;
    }
    const all = candidateActions(state);
    const slow = all.filter((action) => stalls(state, action));
    const pool = slow.length > 0 && random.below(10) < 9 ? slow : all;
    const action = pool[random.below(pool.length)]!;
    const next = played(apply(state, action), JSON.stringify(action));
    state = next.state;
    yield { before, action, after: state, events: next.events };
  }
}
