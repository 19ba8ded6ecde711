import { type Action, type EngineResult, type GameState, startNextRound } from '../engine';

/**
 * Where a game's shuffles come from. A game on one device deals and reshuffles with the engine's
 * seeded PRNG (the same seed, the same game); an online room draws each from a cryptographic
 * source when it is needed, since a seed a client could search is a deck the client could read.
 */
export interface Shuffles {
  /** The next round dealt (the state is between rounds). */
  deal(state: GameState): EngineResult;
  /** `state` ready for `action`: the reshuffle the action needs, if any, put in place (R6.1). */
  prepare(state: GameState, action: Action): GameState;
}

/** The engine's seeded PRNG, kept in the game state. */
export const SEEDED_SHUFFLES: Shuffles = {
  deal: startNextRound,
  prepare: (state) => state,
};
