import {
  type Action,
  apply,
  type GameState,
  newGame,
  Random,
  startNextRound,
} from '../../../src/engine';
import { unwrap } from '../helpers/game';
import { candidateActions, type RandomGame, type RandomStep } from '../helpers/random-play';

/** Whether `action` keeps the round going: it draws, or swaps onto a card already face-up. */
function stalls(state: GameState, action: Action): boolean {
  if (action.t === 'draw') return true;
  if (action.t !== 'draw-swap' && action.t !== 'take-discard') return false;
  return state.round.grids[action.p]![action.pos]?.up === true;
}

/**
 * A random game whose rounds last: nine times in ten a seat draws or swaps onto a face-up card,
 * so the draw pile runs out and is reshuffled (R6.1) in most rounds; draws are split into `draw`
 * and the decision half the time, taken at once otherwise.
 */
export function* longPlay(game: RandomGame): Generator<RandomStep> {
  const players = Array.from({ length: game.players }, (_, seat) => `P${seat}`);
  const random = new Random(game.seed ^ 0x10e6);
  let state = newGame({ players, rules: game.rules, seed: game.seed });
  while (state.phase !== 'game-over') {
    const before = state;
    if (state.phase === 'round-over') {
      state = unwrap(startNextRound(state), 'startNextRound');
      yield { before, action: null, after: state };
      continue;
    }
    const all = candidateActions(state);
    const slow = all.filter((action) => stalls(state, action));
    const pool = slow.length > 0 && random.below(10) < 9 ? slow : all;
    const action = pool[random.below(pool.length)]!;
    state = unwrap(apply(state, action), JSON.stringify(action));
    yield { before, action, after: state };
  }
}
