import type { GameState } from '../../engine';
import type { TableTarget } from '../../view/table-types';
import type { ChoiceMode, Choices } from '../choices';
import { LEARNER, LESSON_MOVES, type LessonMove } from './lesson-script';

/** The scripted move due in `state`, or `null` once the round is over. */
export function dueMove(state: GameState): LessonMove | null {
  if (state.phase !== 'setup' && state.phase !== 'turns') return null;
  const done = state.history[state.round.index]?.actions.length ?? 0;
  return LESSON_MOVES[done] ?? null;
}

/** The one place the learner's due move is made at, step by step, in choice `mode`. */
export function taughtChoices(state: GameState, mode: ChoiceMode): Choices {
  const move = dueMove(state);
  if (move === null || move.action.p !== LEARNER) return { positions: [], piles: [] };
  const { t, pos } = move.action;
  const drawn = state.round.drawn !== null;
  const at = { positions: [pos], piles: [] };
  switch (t) {
    case 'reveal':
      return at;
    case 'take-discard':
      return mode === 'take'
        ? { positions: [pos], piles: ['discard'] }
        : { positions: [], piles: ['discard'] };
    case 'draw-swap':
      return drawn ? at : { positions: [], piles: ['draw'] };
    case 'draw-discard':
      if (!drawn) return { positions: [], piles: ['draw'] };
      return mode === 'discard-drawn'
        ? { positions: [pos], piles: ['discard'] }
        : { positions: [], piles: ['discard'] };
  }
}

/** `choices` less everything the lesson does not teach now. */
export function narrowChoices(state: GameState, mode: ChoiceMode, choices: Choices): Choices {
  const taught = taughtChoices(state, mode);
  return {
    positions: choices.positions.filter((pos) => taught.positions.includes(pos)),
    piles: choices.piles.filter((pile) => taught.piles.includes(pile)),
  };
}

/** Whether choosing `target` in `mode` is the step the lesson teaches now. */
export function isTaught(state: GameState, mode: ChoiceMode, target: TableTarget): boolean {
  const taught = taughtChoices(state, mode);
  switch (target.kind) {
    case 'draw':
      return taught.piles.includes('draw');
    case 'discard':
    case 'drawn':
      return taught.piles.includes('discard');
    case 'card':
      return target.seat === LEARNER && taught.positions.includes(target.pos);
  }
}
