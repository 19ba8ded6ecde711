import {
  type Action,
  apply,
  type GameEvent,
  type GameState,
  legalActions,
  newGame,
  orderedDeck,
  Random,
  recordedGame,
  type Rules,
  seatsToAct,
  startNextRound,
  startRecordedRound,
  withRandomReshuffles,
} from '../../../src/engine';
import { drawDiscard, drawSwap } from './actions';
import { unwrap } from './game';

/** A random game: the seed of its deals and choices, its seat count and its rule options. */
export interface RandomGame {
  readonly seed: number;
  readonly players: number;
  readonly rules: Partial<Rules>;
  /**
   * Every other choice, take an action that removes a line when there is one (so that the lines
   * of R4 and R9.3, their passes and shared cards come up often).
   */
  readonly seekLines?: boolean;
  /**
   * Deal every round from a deck in ascending order with a few random swaps (seats get many equal
   * cards: lines in set-up, passes that chain, shared cards), instead of a shuffled one.
   */
  readonly clumped?: boolean;
}

/** One step of a random game: the state before, the action (or `null` for a deal), the state after. */
export interface RandomStep {
  readonly before: GameState;
  readonly action: Action | null;
  readonly after: GameState;
  /** The engine's events of the step. */
  readonly events: readonly GameEvent[];
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
  for (let pos = 0; pos < grid.length; pos++) {
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
  const deal = (state: GameState) =>
    game.clumped === true
      ? startRecordedRound(state, { deck: clumpedDeck(random), reshuffles: [] })
      : startNextRound(state);
  let state =
    game.clumped === true
      ? unwrap(deal(withRandomReshuffles(unwrap(recordedGame(players, game.rules)), game.seed)))
      : newGame({ players, rules: game.rules, seed: game.seed });
  for (let step = 0; step < maxSteps && state.phase !== 'game-over'; step++) {
    const before = state;
    if (state.phase === 'round-over') {
      const dealt = deal(state);
      state = unwrap(dealt, 'the next deal');
      yield { before, action: null, after: state, events: dealt.ok ? dealt.events : [] };
      continue;
    }
    const actions = candidateActions(state);
    const seek = game.seekLines === true && random.below(2) === 0;
    const action =
      (seek ? lineRemoving(state, actions) : null) ?? actions[random.below(actions.length)]!;
    const played = apply(state, action);
    state = unwrap(played, JSON.stringify(action));
    yield { before, action, after: state, events: played.ok ? played.events : [] };
  }
}

/** The state `game` reaches after at most `maxSteps` random steps. */
export function randomState(game: RandomGame, maxSteps: number): GameState {
  let last: GameState | null = null;
  for (const step of randomPlay(game, maxSteps)) last = step.after;
  if (last === null) throw new Error('a random game took no step');
  return last;
}

/** The first of `actions` that removes a line (R4.1, R9.3) in `state`, or `null`. */
function lineRemoving(state: GameState, actions: readonly Action[]): Action | null {
  for (const action of actions) {
    if (action.t === 'draw') continue;
    const result = apply(state, action);
    if (result.ok && result.events.some((event) => event.kind === 'line-cleared')) return action;
  }
  return null;
}

/** The 150 cards in ascending order, turned at a random place, with 20 random swaps. */
function clumpedDeck(random: Random): number[] {
  const ordered = orderedDeck();
  const turn = random.below(ordered.length);
  const deck = [...ordered.slice(turn), ...ordered.slice(0, turn)];
  for (let i = 0; i < 20; i++) {
    const a = random.below(deck.length);
    const b = random.below(deck.length);
    [deck[a], deck[b]] = [deck[b]!, deck[a]!];
  }
  return deck;
}
