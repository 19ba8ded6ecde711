import { type GameState, type Grid } from '../../engine';
import type { CoachKey, CoachParams } from './coach-texts';
import { dueMove } from './lesson-steps';
import { LEARNER, OPPONENT } from './lesson-script';

/** What the coach says now, and whether the lesson is over. */
export interface CoachLine {
  readonly key: CoachKey;
  readonly params: CoachParams;
  readonly finished: boolean;
}

/** The sum of a grid's face-up cards: what a player can see of a score during the round. */
function faceUpSum(grid: Grid | undefined): number {
  return (grid ?? []).reduce(
    (sum, slot) => sum + (slot?.up && slot.card !== null ? slot.card : 0),
    0,
  );
}

/**
 * The coach's words for `state`: the learner's due step (before or after drawing), the
 * opponent's turn, or the lesson's end with the round's scores; `null` when there is nothing to say.
 */
export function coachLine(state: GameState): CoachLine | null {
  const over = state.phase === 'game-over' || state.phase === 'round-over';
  const scores = over ? state.results[state.results.length - 1]?.scores : undefined;
  const mine = scores?.[LEARNER] ?? faceUpSum(state.round.grids[LEARNER]);
  const { discardPile, drawn } = state.round;
  const params: CoachParams = {
    name: state.players[OPPONENT] ?? '',
    card: drawn?.card ?? discardPile[discardPile.length - 1] ?? 0,
    mine,
    theirs: scores?.[OPPONENT] ?? faceUpSum(state.round.grids[OPPONENT]),
    doubled: mine * 2,
  };
  if (over) return { key: 'finished', params, finished: true };
  const move = dueMove(state);
  if (move === null) return null;
  if (move.coach === undefined) return { key: 'watch', params, finished: false };
  const key = drawn === null ? move.coach.before : (move.coach.drawn ?? move.coach.before);
  return { key, params, finished: false };
}
