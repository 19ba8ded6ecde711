import type { Card, RecordAction, Rules } from '../../engine';
import type { CoachKey } from './coach-texts';

/** The seat of the person learning. */
export const LEARNER = 0;

/** The seat of the computer opponent, whose moves are scripted. */
export const OPPONENT = 1;

/** One round only: whatever the learner scores ends the game (RULES.md R7.1). */
export const LESSON_RULES: Partial<Rules> = { targetScore: 1 };

/** What the coach says at a learner's move: before it, and for a draw once the card is seen. */
export interface CoachWords {
  readonly before: CoachKey;
  readonly drawn?: CoachKey;
}

/** One move of the guided round, in play order; a move that draws names the card it draws. */
export interface LessonMove {
  readonly action: RecordAction;
  readonly draws?: Card;
  /** The coach's words, for the learner's moves. */
  readonly coach?: CoachWords;
}

/**
 * The learner's dealt grid by position (`pos = column * 3 + row`): two 8s to reveal over a
 * face-down 11 (the column of three), and face-down cards the lesson replaces or turns.
 */
export const LEARNER_GRID: readonly Card[] = [8, 8, 11, 9, 2, 10, 7, 5, 12, 6, 3, 5];

/** The opponent's dealt grid: its reveals (3 and 4) are lower than the learner's, who starts (R2.4). */
export const OPPONENT_GRID: readonly Card[] = [3, 1, 9, 4, -1, -1, 10, 1, 11, 3, 7, 4];

/** The first card of the discard pile: too high to take. */
export const FIRST_DISCARD: Card = 10;

const reveal = (p: number, pos: number): RecordAction => ({ p, t: 'reveal', pos });
const take = (p: number, pos: number): RecordAction => ({ p, t: 'take-discard', pos });
const swap = (p: number, pos: number): RecordAction => ({ p, t: 'draw-swap', pos });
const turn = (p: number, pos: number): RecordAction => ({ p, t: 'draw-discard', pos });

/**
 * Every move of the round. Computers reveal first in set-up (as the game controller plays them),
 * then the learner's turns alternate with the opponent's: draw and swap, take the discard into
 * a column of three, discard and turn, practice, and going out with the lowest score.
 */
export const LESSON_MOVES: readonly LessonMove[] = [
  { action: reveal(OPPONENT, 0) },
  { action: reveal(OPPONENT, 3) },
  { action: reveal(LEARNER, 0), coach: { before: 'revealFirst' } },
  { action: reveal(LEARNER, 1), coach: { before: 'revealSecond' } },
  { action: swap(LEARNER, 3), draws: -1, coach: { before: 'drawFirst', drawn: 'swapDrawn' } },
  { action: turn(OPPONENT, 1), draws: 8 },
  { action: take(LEARNER, 2), coach: { before: 'takeColumn' } },
  { action: swap(OPPONENT, 2), draws: 2 },
  { action: turn(LEARNER, 4), draws: 12, coach: { before: 'columnGone', drawn: 'discardTurn' } },
  { action: swap(OPPONENT, 4), draws: 0 },
  { action: take(LEARNER, 5), coach: { before: 'takeLow' } },
  { action: turn(OPPONENT, 5), draws: 11 },
  { action: swap(LEARNER, 6), draws: -2, coach: { before: 'drawPlain', drawn: 'swapLow' } },
  { action: swap(OPPONENT, 6), draws: 2 },
  { action: turn(LEARNER, 7), draws: 10, coach: { before: 'drawPlain', drawn: 'discardHigh' } },
  { action: turn(OPPONENT, 7), draws: 9 },
  { action: swap(LEARNER, 8), draws: 1, coach: { before: 'drawPlain', drawn: 'swapGamble' } },
  { action: swap(OPPONENT, 8), draws: 1 },
  { action: swap(LEARNER, 9), draws: 3, coach: { before: 'afterGamble', drawn: 'swapLow' } },
  { action: turn(OPPONENT, 9), draws: 12 },
  { action: turn(LEARNER, 10), draws: 9, coach: { before: 'drawPlain', drawn: 'discardHigh' } },
  { action: swap(OPPONENT, 10), draws: 2 },
  { action: swap(LEARNER, 11), draws: 2, coach: { before: 'lastCard', drawn: 'goOut' } },
  { action: turn(OPPONENT, 11), draws: 8 },
];
