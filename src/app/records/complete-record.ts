import {
  CARD_COUNTS,
  countCards,
  type GameRecord,
  type MaybeCard,
  MIN_CARD,
  Random,
  replayRecord,
} from '../../engine';

/** The cards of `counts` (per value, from `MIN_CARD`) in an order shuffled by `random`. */
function shuffledCards(counts: readonly number[], random: Random): number[] {
  const cards = counts.flatMap((count, kind) =>
    Array.from({ length: count }, () => kind + MIN_CARD),
  );
  return random.shuffled(cards);
}

/** `cards` with every `null` replaced, in order, by the next of `fill`. */
function filled(cards: readonly MaybeCard[], fill: readonly number[]): MaybeCard[] {
  let next = 0;
  return cards.map((card) => card ?? fill[next++] ?? null);
}

/**
 * A public record (BOT-PROTOCOL.md: every card nobody has seen is `null`) made playable from where
 * it stops: the unseen cards of the round under way are dealt anew, shuffled by `seed`, among its
 * face-down cards and its draw pile, consistently with every card seen. A record that does not
 * replay, or whose current round hides nothing, comes back unchanged.
 */
export function completeRecord(record: GameRecord, seed: number): GameRecord {
  const replayed = replayRecord(record);
  if (!replayed.ok) return record;
  const { state } = replayed;
  if (state.phase !== 'setup' && state.phase !== 'turns') return record;
  const index = record.rounds.length - 1;
  const round = record.rounds[index];
  if (round === undefined) return record;
  const random = new Random(seed);
  const unseen = CARD_COUNTS.map((count, kind) => count - countCards(round.deck)[kind]!);
  const deck = filled(round.deck, shuffledCards(unseen, random));
  // Only the last reshuffle can still hold undrawn cards: the draw pile's known multiset (R8.1).
  const last = round.reshuffles.length - 1;
  const reshuffles = round.reshuffles.map((order, i) =>
    i === last && state.round.knownDrawPile !== null
      ? filled(order, shuffledCards(state.round.knownDrawPile, random))
      : order.slice(),
  );
  const rounds = record.rounds.slice();
  rounds[index] = { ...round, deck, reshuffles };
  return { ...record, rounds };
}
