import { type Card, CARD_COUNTS, MIN_CARD, orderedDeck } from '../../engine';
import { FIRST_DISCARD, LEARNER_GRID, LESSON_MOVES, OPPONENT_GRID } from './lesson-script';

/**
 * The guided round's 150 cards in dealing order (GAME-RECORD.md): both grids, the first discard,
 * then the cards the script draws, in order; every other card follows in ascending order.
 */
export function lessonDeck(): Card[] {
  const draws = LESSON_MOVES.flatMap((move) => (move.draws === undefined ? [] : [move.draws]));
  const fixed = [...LEARNER_GRID, ...OPPONENT_GRID, FIRST_DISCARD, ...draws];
  const left = CARD_COUNTS.slice();
  for (const card of fixed) left[card - MIN_CARD]!--;
  return [...fixed, ...orderedDeck().filter((card) => left[card - MIN_CARD]!-- > 0)];
}
