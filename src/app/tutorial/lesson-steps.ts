import { type Action, placesDrawnCard } from '../../engine';
import type { TableSnapshot } from '../../view';
import { LEARNER, LESSON_MOVES, type LessonMove } from './lesson-script';

/** The scripted move due on the table `shown`, or `null` once the round is over. */
export function dueMove(shown: TableSnapshot): LessonMove | null {
  if (shown.phase !== 'setup' && shown.phase !== 'turns') return null;
  return LESSON_MOVES[shown.actions.length] ?? null;
}

/**
 * Of the learner's `legal` actions on the table `shown`, the one the lesson teaches now: the due
 * move, or its draw while the card it places is not drawn yet; none when the move is not theirs.
 */
export function taughtActions(shown: TableSnapshot, legal: readonly Action[]): Action[] {
  const move = dueMove(shown);
  if (move === null || move.action.p !== LEARNER) return [];
  const { t, pos } = move.action;
  const drawing = placesDrawnCard(move.action) && shown.drawn === null;
  return legal.filter((action) =>
    drawing ? action.t === 'draw' : action.t === t && 'pos' in action && action.pos === pos,
  );
}
