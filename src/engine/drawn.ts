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

/**
 * A public record stops before the draw that reshuffles the discard pile (R6.1), so it holds no
 * order for it; an order of unknown cards stands in, so that the draw can be replayed (the drawn
 * card is then told separately, as BOT-PROTOCOL.md's `drawn` or an online step does).
 */
export function withPendingReshuffle(state: GameState): GameState {
  const { round } = state;
  const recorded = state.history[round.index]!;
  if (round.drawPile.length > 0 || round.reshufflesUsed < recorded.reshuffles.length) return state;
  const unknown = new Array<null>(round.discardPile.length - 1).fill(null);
  const history = state.history.slice();
  history[round.index] = { ...recorded, reshuffles: [...recorded.reshuffles, unknown] };
  return { ...state, history };
}
