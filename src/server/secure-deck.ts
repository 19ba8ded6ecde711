import { randomInt } from 'node:crypto';
import {
  type Action,
  type EngineResult,
  type GameState,
  orderedDeck,
  recordedGame,
  type Rules,
  startRecordedRound,
} from '../engine';
import type { Shuffles } from '../master';

/**
 * Online shuffles. The engine's own PRNG (mulberry32, one 32-bit state kept in the game state) makes
 * local games reproducible from `?seed=N`, but a seed that small can be searched from the cards a
 * player sees. So an online game never uses it: every deck and every reshuffle order comes from
 * the operating system's CSPRNG (`crypto.randomInt`) at the moment it is needed and is handed to
 * the engine as a recorded one (`reshuffleSource: 'record'`). Nothing secret about the future is
 * kept: the game state's `rng` stays 0, and a stored room holds no seed; the next round's deck
 * does not exist until it is dealt.
 */

/** `items` in a uniformly random order drawn from the CSPRNG (Fisher–Yates). */
export function secureShuffled<T>(items: readonly T[]): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    const kept = out[i]!;
    out[i] = out[j]!;
    out[j] = kept;
  }
  return out;
}

/** A new game whose first deck comes from the CSPRNG; reshuffles must come from it too. */
export function secureNewGame(players: readonly string[], rules: Partial<Rules>): GameState {
  const empty = recordedGame(players, rules);
  if (!empty.ok) throw new Error(empty.message);
  return dealOrThrow(secureDeal(empty.state));
}

/** Deals the next round (between rounds) from a CSPRNG deck. */
function secureDeal(state: GameState): EngineResult {
  return startRecordedRound(state, { deck: secureShuffled(orderedDeck()), reshuffles: [] });
}

/**
 * `state` ready for `action`: when the action draws from an empty draw pile (R6.1), the order of
 * the reshuffle it makes, drawn from the CSPRNG now, is added to the round's record, where the
 * engine takes it from. Any other action gets `state` unchanged.
 */
function withSecureReshuffle(state: GameState, action: Action): GameState {
  const { round } = state;
  // At the table only a draw draws: the master refuses a placement before it (R3.2).
  if (action.t !== 'draw' || round.drawPile.length > 0 || round.index < 0) return state;
  const recorded = state.history[round.index];
  if (recorded === undefined || round.reshufflesUsed < recorded.reshuffles.length) return state;
  const order = secureShuffled(round.discardPile.slice(0, -1));
  const history = state.history.slice();
  history[round.index] = { ...recorded, reshuffles: [...recorded.reshuffles, order] };
  return { ...state, history };
}

/** The online game master's shuffles: every deal and every reshuffle from the CSPRNG. */
export const SECURE_SHUFFLES: Shuffles = { deal: secureDeal, prepare: withSecureReshuffle };

/** A restored game taking every later shuffle from the record (so from this module), none from a seed. */
export function withoutSeed(state: GameState): GameState {
  return { ...state, reshuffleSource: 'record', rng: 0 };
}

function dealOrThrow(result: EngineResult): GameState {
  if (!result.ok) throw new Error(result.message);
  return result.state;
}
