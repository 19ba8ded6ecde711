import {
  type Action,
  apply,
  type GameState,
  newGame,
  Random,
  startNextRound,
} from '../../../src/engine';
import { candidateActions } from '../helpers/random-play';
import { randomRules } from '../helpers/random-rules';

function unwrapped(result: ReturnType<typeof apply>): GameState {
  if (!result.ok) throw new Error(result.message);
  return result.state;
}

/** Whether `action` turns a face-down card. */
function turnsACard(state: GameState, action: Action): boolean {
  return action.t !== 'draw' && state.round.grids[action.p]![action.pos]?.up === false;
}

/**
 * A random position of a round in progress (set-up or turns) reached by random legal play from
 * `seed`: 2 to 8 seats, sometimes deep into a stalled round (reshuffled piles, R6.1), sometimes
 * with a drawn card in hand; half of them under random house rules (RULES.md R9: any shape,
 * set-up, lines, penalty, dual hands).
 */
export function randomPosition(seed: number): GameState {
  const random = new Random(seed);
  const players = 2 + random.below(7);
  const stalls = random.below(3) === 0;
  const steps = random.below(stalls ? 600 : 120);
  const names = Array.from({ length: players }, (_, seat) => `P${seat}`);
  const rules = { ...randomRules(random, players), targetScore: 1000 };
  let state = newGame({ players: names, seed, rules });
  for (let step = 0; step < steps || state.phase === 'round-over'; step++) {
    if (state.phase === 'round-over') {
      state = unwrapped(startNextRound(state));
      continue;
    }
    const actions = candidateActions(state);
    const calm = actions.filter((action) => !turnsACard(state, action));
    const pool = stalls && state.phase === 'turns' && calm.length > 0 ? calm : actions;
    state = unwrapped(apply(state, pool[random.below(pool.length)]!));
  }
  return state;
}
