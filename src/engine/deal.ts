import { CARD_COUNTS, countCards, DECK_SIZE, isCard, isSubMultiset, type MaybeCard } from './cards';
import type { GameEvent } from './events';
import { gridShape } from './grid';
import { IllegalMove } from './illegal';
import { setupRevealsPerSeat } from './legal';
import type { Rules } from './rules';
import { turnsStart } from './scoring';
import type { GameState, RoundState } from './state';

/**
 * The round state dealt from `deck` (GAME-RECORD.md, "Dealing from deck") for `players` seats
 * under `rules`: `deck[C*i + k]` is seat i's card at position k, C its cards (R9.1, R9.5).
 */
export function roundFromDeck(
  deck: readonly MaybeCard[],
  players: number,
  index: number,
  rules: Rules,
): RoundState {
  const cards = gridShape(rules).cardsPerSeat;
  const grids = Array.from({ length: players }, (_, seat) =>
    Array.from({ length: cards }, (_, pos) => ({
      card: deck[cards * seat + pos]!,
      up: false,
    })),
  );
  const discardStart = deck[cards * players]!;
  if (discardStart === null) {
    throw new IllegalMove('unknown-card', 'the first card of the discard pile is unknown (null)');
  }
  const drawPile = deck.slice(cards * players + 1).reverse();
  return {
    index,
    grids,
    drawPile,
    knownDrawPile: null,
    discardPile: [discardStart],
    drawn: null,
    setupReveals: new Array<number>(players).fill(0),
    starter: null,
    toMove: null,
    ender: null,
    finalTurnsLeft: 0,
    reshufflesUsed: 0,
  };
}

/**
 * Why `deck` cannot be dealt, or `null` if it can: 150 entries, each a card of R1.1 or `null`
 * (unseen), the known ones within the distribution of R1.1.
 */
export function deckProblem(deck: readonly unknown[]): string | null {
  if (deck.length !== DECK_SIZE) return `the deck holds ${deck.length} cards, not ${DECK_SIZE}`;
  const bad = deck.findIndex((card) => card !== null && !isCard(card));
  if (bad >= 0) return `deck[${bad}] is ${JSON.stringify(deck[bad])}, not a card value (−2 … 12)`;
  const counts = countCards(deck as MaybeCard[]);
  if (!isSubMultiset(counts, CARD_COUNTS)) {
    const kind = counts.findIndex((count, k) => count > CARD_COUNTS[k]!);
    return `the deck holds ${counts[kind]} cards of value ${kind - 2}; the game has ${CARD_COUNTS[kind]}`;
  }
  return null;
}

/**
 * `state` with a new round dealt from `deck`, its record started with `reshuffles` (may be empty).
 * With no set-up reveals (R9.2) the turns begin at once.
 */
export function dealRound(
  state: GameState,
  deck: readonly MaybeCard[],
  reshuffles: readonly (readonly MaybeCard[])[],
): GameState {
  const problem = deckProblem(deck);
  if (problem !== null) throw new IllegalMove('bad-deck', problem);
  const index = state.history.length;
  const round = roundFromDeck(deck, state.players.length, index, state.rules);
  const history = [
    ...state.history,
    { deck: deck.slice(), reshuffles: reshuffles.map((r) => r.slice()), actions: [] },
  ];
  if (setupRevealsPerSeat(state.rules) > 0) return { ...state, phase: 'setup', round, history };
  const { starter } = turnsStart(state.results, state.rules, round.grids);
  return { ...state, phase: 'turns', round: { ...round, starter, toMove: starter }, history };
}

/**
 * The events of the round `state` has just dealt (R2.1, R2.2): `dealt`, then `turns-began` when
 * there are no set-up reveals (R9.2).
 */
export function dealtEvents(state: GameState): GameEvent[] {
  const { round } = state;
  const dealt: GameEvent = {
    kind: 'dealt',
    round: round.index,
    seats: state.players.length,
    discard: round.discardPile[0]!,
    drawPile: round.drawPile.length,
  };
  if (state.phase !== 'turns') return [dealt];
  const { starter, rule } = turnsStart(state.results, state.rules, round.grids);
  return [dealt, { kind: 'turns-began', starter, rule }];
}
