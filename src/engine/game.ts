import { orderedDeck } from './cards';
import { dealRound, dealtEvents } from './deal';
import type { GameEvent } from './events';
import { illegal, IllegalMove, type Illegal } from './illegal';
import { Random } from './random';
import { MAX_PLAYERS, MIN_PLAYERS, type Rules, rulesProblem, withDefaults } from './rules';
import type { GameState, RoundRecord } from './state';

/**
 * The result of an engine operation: the next state with the events that led there (in order),
 * or why the operation was refused.
 */
export type EngineResult =
  { readonly ok: true; readonly state: GameState; readonly events: readonly GameEvent[] } | Illegal;

/** What a new game needs: seat names, optional rule options, and a seed for the PRNG. */
export interface NewGameOptions {
  readonly players: readonly string[];
  readonly rules?: Partial<Rules>;
  readonly seed: number;
}

/**
 * Runs an engine step, turning an `IllegalMove` thrown inside it into an `Illegal` result; on
 * success, `events()` is read after the step.
 */
export function attempt(
  step: () => GameState,
  events: () => readonly GameEvent[] = () => [],
): EngineResult {
  try {
    const state = step();
    return { ok: true, state, events: events() };
  } catch (error) {
    if (error instanceof IllegalMove) return error.result;
    throw error;
  }
}

function emptyGame(
  players: readonly string[],
  rules: Partial<Rules> | undefined,
  rng: number,
  reshuffleSource: GameState['reshuffleSource'],
): GameState {
  if (players.length < MIN_PLAYERS || players.length > MAX_PLAYERS) {
    throw new IllegalMove(
      'bad-player',
      `a game has ${MIN_PLAYERS} to ${MAX_PLAYERS} players, not ${players.length}`,
    );
  }
  const problem = rulesProblem(rules ?? {}, players.length);
  if (problem !== null) throw new IllegalMove('bad-rules', problem);
  return {
    rules: withDefaults(rules),
    players: players.slice(),
    rng: rng >>> 0,
    reshuffleSource,
    phase: 'round-over',
    round: {
      index: -1,
      grids: [],
      drawPile: [],
      knownDrawPile: null,
      discardPile: [],
      drawn: null,
      setupReveals: [],
      starter: null,
      toMove: null,
      ender: null,
      finalTurnsLeft: 0,
      reshufflesUsed: 0,
    },
    results: [],
    totals: players.map(() => 0),
    winners: [],
    history: [],
  };
}

/**
 * A new game whose first round is dealt by the seeded PRNG. Throws on a bad player count or rules
 * that cannot be played (`rulesProblem`).
 */
export function newGame(options: NewGameOptions): GameState {
  const result = startNextRound(emptyGame(options.players, options.rules, options.seed, 'random'));
  if (!result.ok) throw new Error(result.message);
  return result.state;
}

/**
 * A game for replaying a record: no round dealt yet, reshuffles taken only from the record.
 * Refuses a bad player count and rules that cannot be played (`rulesProblem`).
 */
export function recordedGame(players: readonly string[], rules?: Partial<Rules>): EngineResult {
  return attempt(() => emptyGame(players, rules, 0, 'record'));
}

/** Deals the next round with the PRNG (R2.1, R2.2), once the previous one is over. */
export function startNextRound(state: GameState): EngineResult {
  if (state.phase !== 'round-over') return refuseDeal(state);
  const random = new Random(state.rng);
  const deck = random.shuffled(orderedDeck());
  return dealing(() => ({ ...dealRound(state, deck, []), rng: random.state }));
}

/** Deals the next round from a recorded deck and its recorded reshuffle orders (GAME-RECORD.md). */
export function startRecordedRound(
  state: GameState,
  round: Omit<RoundRecord, 'actions'>,
): EngineResult {
  if (state.phase !== 'round-over') return refuseDeal(state);
  return dealing(() => dealRound(state, round.deck, round.reshuffles));
}

/** `state` taking its future reshuffle orders from the PRNG (to play on from a replayed record). */
export function withRandomReshuffles(state: GameState, seed: number): GameState {
  return { ...state, reshuffleSource: 'random', rng: seed >>> 0 };
}

/** A deal as an engine step: the dealt state and its events (`dealtEvents`). */
function dealing(deal: () => GameState): EngineResult {
  let dealt: GameState | null = null;
  return attempt(
    () => (dealt = deal()),
    () => dealtEvents(dealt!),
  );
}

function refuseDeal(state: GameState): Illegal {
  return state.phase === 'game-over'
    ? illegal('game-over', 'the game is over')
    : illegal('round-over', 'the current round is not over yet');
}
