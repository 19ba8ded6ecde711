import { type Bot, step } from '../../../src/ai';
import { type GameRecord, newGame, toRecord } from '../../../src/engine';

/**
 * The record of a game of `bots` (one per seat, 2 to 8) dealt from `seed`, stopped after `rounds`
 * rounds (or at the end of the game).
 */
export function playedRecord(bots: readonly Bot[], seed: number, rounds: number): GameRecord {
  let state = newGame({ players: bots.map((_, seat) => `P${seat + 1}`), seed });
  while (state.phase !== 'game-over' && state.results.length < rounds) state = step(state, bots);
  return toRecord(state);
}
