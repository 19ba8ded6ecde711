import {
  type GameState,
  type MaybeCard,
  OFFICIAL_SHAPE,
  Random,
  replayRecord,
  type RoundRecord,
  toRecord,
} from '../../../src/engine';

/** The official grid (R2.1), which these tests play. */
const GRID_SIZE = OFFICIAL_SHAPE.cardsPerSeat;

/** Where a card of a round's record lies: an index of `deck`, or of one reshuffle order. */
type Place = { readonly deck: number } | { readonly reshuffle: number; readonly index: number };

/** The places the round's draws take cards from, in order: the deck's draw pile, then each reshuffle. */
function drawOrder(round: RoundRecord, players: number): Place[] {
  const places: Place[] = [];
  for (let index = GRID_SIZE * players + 1; index < round.deck.length; index++) {
    places.push({ deck: index });
  }
  round.reshuffles.forEach((order, reshuffle) =>
    order.forEach((_, index) => places.push({ reshuffle, index })),
  );
  return places;
}

/**
 * The game `state` would be had every card `seat` has not seen lain elsewhere among the places it
 * could be (R8.1): face-down cards and undrawn deck cards mixed, each reshuffle's undrawn cards
 * among themselves. The same actions are replayed, so the public history is unchanged.
 */
export function withUnseenCardsMoved(state: GameState, seat: number, seed: number): GameState {
  const random = new Random(seed);
  // The save form: a card drawn and not yet placed keeps the reshuffle its draw made (R6.1).
  const pending = state.round.drawn !== null;
  const record = toRecord(state, { drawPending: pending });
  const n = state.players.length;
  const rounds = record.rounds.map((round, r) => {
    const current = r === state.round.index;
    const draws = round.actions.filter((a) => a.t === 'draw-swap' || a.t === 'draw-discard');
    const seen = draws.length + (current && pending && state.round.toMove === seat ? 1 : 0);
    const unseen = drawOrder(round, n).slice(seen);
    const deckPool = unseen.flatMap((place) => ('deck' in place ? [place.deck] : []));
    if (current && (state.phase === 'setup' || state.phase === 'turns')) {
      state.round.grids.forEach((grid, s) =>
        grid.forEach((slot, pos) => {
          if (slot?.up === false) deckPool.push(GRID_SIZE * s + pos);
        }),
      );
    }
    const deck = round.deck.slice();
    shuffleAt(deck, deckPool, random);
    const reshuffles = round.reshuffles.map((order, k) => {
      const moved = order.slice();
      const pool = unseen.flatMap((place) =>
        'reshuffle' in place && place.reshuffle === k ? [place.index] : [],
      );
      shuffleAt(moved, pool, random);
      return moved;
    });
    return { ...round, deck, reshuffles };
  });
  const replayed = replayRecord({ ...record, rounds }, { drawPending: pending });
  if (!replayed.ok) throw new Error(`moved record does not replay: ${replayed.error.message}`);
  return replayed.state;
}

/** Shuffles the entries of `cards` at `indexes` among those indexes. */
function shuffleAt(cards: MaybeCard[], indexes: readonly number[], random: Random): void {
  const values = random.shuffled(indexes.map((index) => cards[index]!));
  indexes.forEach((index, i) => (cards[index] = values[i]!));
}
