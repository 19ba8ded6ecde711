import { CARD_COUNTS, countCards, type MaybeCard, MIN_CARD } from '../cards';
import { withRandomReshuffles } from '../game';
import { Random } from '../random';
import type { GameState, RoundRecord } from '../state';
import type { GameRecord } from './format';
import { replayRecord } from './replay';
import { isPlaying, type ReplayOutcome } from './walk';

/** What playing on from a record needs besides the record. */
export interface ResumeOptions {
  /** Seeds the PRNG for everything the record does not hold: later reshuffles and deals. */
  readonly seed: number;
  /** The record stops at a draw not yet decided (see `walkRounds`). */
  readonly drawPending?: boolean;
  /**
   * A public record (BOT-PROTOCOL.md: every card nobody has seen is `null`) is played on with the
   * unseen cards of its round under way dealt anew, shuffled by `seed`, among its face-down cards
   * and its draw pile, consistently with every card seen. Without it such a record is refused.
   */
  readonly dealUnseen?: boolean;
}

/**
 * The state to play on from a record (a saved or imported game): the record replayed, with a
 * pending draw if asked, its future reshuffles and deals from the PRNG. Refuses what `apply`
 * could not play on: a round in play holding unknown (null) cards, unless they are dealt anew
 * (`dealUnseen`). Every action `legalActions` then offers, up to the end of the game, is one
 * `apply` accepts.
 */
export function resumeRecord(document: unknown, options: ResumeOptions): ReplayOutcome {
  let replayed = replayRecord(document, { drawPending: options.drawPending });
  if (replayed.ok && options.dealUnseen && holdsUnknownCards(replayed.state)) {
    const dealt = withUnseenDealt(document as GameRecord, replayed.state, options.seed);
    replayed = replayRecord(dealt, { drawPending: options.drawPending });
  }
  if (!replayed.ok) return replayed;
  const { state } = replayed;
  if (holdsUnknownCards(state)) {
    const round = state.round.index;
    return {
      ok: false,
      error: {
        round,
        action: null,
        message: `round ${round} holds unknown (null) cards: a public record can be replayed, not played on`,
      },
      reason: 'unknown-cards',
    };
  }
  return { ok: true, state: withRandomReshuffles(state, options.seed) };
}

/** Whether the round in play holds a card nobody could turn up: null in the record. */
function holdsUnknownCards(state: GameState): boolean {
  if (!isPlaying(state)) return false;
  const { round } = state;
  return (
    round.grids.some((grid) => grid.some((slot) => slot !== null && slot.card === null)) ||
    round.drawPile.includes(null) ||
    round.drawn?.card === null
  );
}

/**
 * `record`, which replays to `state`, with the unknown cards of its last round dealt: the deck's
 * (face-down cards and the draw pile never reached) from the cards the deck does not show, and the
 * last reshuffle's undrawn ones from the draw pile's known multiset (R8.1; only the last reshuffle
 * can still hold undrawn cards).
 */
function withUnseenDealt(record: GameRecord, state: GameState, seed: number): GameRecord {
  const random = new Random(seed);
  const last = record.rounds.length - 1;
  const round = record.rounds[last]!;
  const shown = countCards(round.deck);
  const unseen = CARD_COUNTS.map((count, kind) => count - shown[kind]!);
  const deck = filled(round.deck, shuffledCards(unseen, random));
  const final = round.reshuffles.length - 1;
  const reshuffles = round.reshuffles.map((order, i) =>
    i === final && state.round.knownDrawPile !== null
      ? filled(order, shuffledCards(state.round.knownDrawPile, random))
      : order.slice(),
  );
  const rounds: RoundRecord[] = record.rounds.slice();
  rounds[last] = { ...round, deck, reshuffles };
  return { ...record, rounds };
}

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
