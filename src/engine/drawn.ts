import { isCard, MIN_CARD } from './cards';
import type { EngineResult } from './game';
import { illegal } from './illegal';
import { playerView } from './view';
import type { GameState } from './state';

/**
 * Fills in the value of the card the seat to move has drawn when a public record left it unknown
 * (BOT-PROTOCOL.md `drawn`). The value must be one that seat could have drawn.
 */
export function withDrawnCard(state: GameState, card: number): EngineResult {
  const { drawn, toMove } = state.round;
  if (drawn === null || toMove === null) return illegal('nothing-drawn', 'no card has been drawn');
  if (!isCard(card)) return illegal('unknown-card', `${JSON.stringify(card)} is not a card value`);
  if (drawn.card !== null) {
    return drawn.card === card
      ? { ok: true, state, events: [] }
      : illegal('unknown-card', `the drawn card is ${drawn.card}, not ${card}`);
  }
  const view = playerView(state, toMove);
  const pool = view.drawPileKnown ?? view.unseen;
  if (pool[card - MIN_CARD]! <= 0)
    return illegal('unknown-card', `no card of value ${card} can have been drawn`);
  return {
    ok: true,
    state: { ...state, round: { ...state.round, drawn: { card } } },
    events: [],
  };
}
