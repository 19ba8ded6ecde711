import type { GameState } from '../state';
import { type GameRecord, RECORD_FORMAT, RECORD_VERSION } from './format';

/** The game record of everything played so far (GAME-RECORD.md), every rule option written out. */
export function toRecord(state: GameState): GameRecord {
  return {
    format: RECORD_FORMAT,
    version: RECORD_VERSION,
    rules: { ...state.rules },
    players: state.players.slice(),
    rounds: state.history.map((round) => ({
      deck: round.deck.slice(),
      reshuffles: round.reshuffles.map((order) => order.slice()),
      actions: round.actions.map((action) => ({ ...action })),
    })),
  };
}
