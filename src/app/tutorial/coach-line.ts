import type { TableSnapshot } from '../../view';
import type { CoachKey, CoachParams } from './coach-texts';
import { dueMove } from './lesson-steps';
import { LEARNER, OPPONENT } from './lesson-script';

/** What the coach says now, and whether the lesson is over. */
export interface CoachLine {
  readonly key: CoachKey;
  readonly params: CoachParams;
  readonly finished: boolean;
}

/**
 * The coach's words for the table `shown`: the learner's due step (before or after drawing), the
 * opponent's turn, or the lesson's end with the round's scores; `null` when there is nothing to say.
 */
export function coachLine(shown: TableSnapshot): CoachLine | null {
  const over = shown.phase === 'game-over' || shown.phase === 'round-over';
  const scores = over ? shown.results[shown.results.length - 1]?.scores : undefined;
  const mine = scores?.[LEARNER] ?? shown.faceUpSums[LEARNER] ?? 0;
  const { discardPile, drawn } = shown;
  const params: CoachParams = {
    name: shown.players[OPPONENT] ?? '',
    card: drawn ?? discardPile[discardPile.length - 1] ?? 0,
    mine,
    theirs: scores?.[OPPONENT] ?? shown.faceUpSums[OPPONENT] ?? 0,
    doubled: mine * 2,
  };
  if (over) return { key: 'finished', params, finished: true };
  const move = dueMove(shown);
  if (move === null) return null;
  if (move.coach === undefined) return { key: 'watch', params, finished: false };
  const key = drawn === null ? move.coach.before : (move.coach.drawn ?? move.coach.before);
  return { key, params, finished: false };
}
