import { placesDrawnCard } from '../actions';
import { gridShape } from '../grid';
import type { GameState, RoundRecord } from '../state';
import type { GameRecord } from './format';
import { toRecord } from './write';

/**
 * The public record of a game (BOT-PROTOCOL.md): the record with every card nobody has seen
 * replaced by `null` — face-down cards never turned up, draw-pile cards not yet drawn (R8.1). A
 * card drawn in a turn not yet finished counts as not yet drawn.
 */
export function publicRecord(state: GameState): GameRecord {
  const record = toRecord(state);
  const n = state.players.length;
  const playing = state.phase === 'setup' || state.phase === 'turns';
  return {
    ...record,
    rounds: record.rounds.map((round, index) => {
      const current = playing && index === state.round.index;
      const faceDown = current
        ? (seat: number, pos: number) => state.round.grids[seat]![pos]?.up === false
        : () => false;
      return maskRound(round, n, gridShape(state.rules).cardsPerSeat, faceDown);
    }),
  };
}

/** `round` with the unseen cards of its deck and reshuffles `null`; a player has `cards` cards. */
function maskRound(
  round: RoundRecord,
  players: number,
  cards: number,
  isFaceDown: (seat: number, pos: number) => boolean,
): RoundRecord {
  const deck = round.deck.slice();
  for (let seat = 0; seat < players; seat++) {
    for (let pos = 0; pos < cards; pos++)
      if (isFaceDown(seat, pos)) deck[cards * seat + pos] = null;
  }
  // Draws take the deck's draw pile first, then each reshuffle in turn (R6.1).
  let draws = round.actions.filter(placesDrawnCard).length;
  const firstDraw = cards * players + 1;
  const fromDeck = Math.min(draws, deck.length - firstDraw);
  deck.fill(null, firstDraw + fromDeck);
  draws -= fromDeck;
  const reshuffles = round.reshuffles.map((order) => {
    const drawn = Math.min(draws, order.length);
    draws -= drawn;
    return order.map((card, i) => (i < drawn ? card : null));
  });
  return { ...round, deck, reshuffles };
}
