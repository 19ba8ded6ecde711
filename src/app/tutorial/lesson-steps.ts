import type { TableSnapshot, TableTarget } from '../../view';
import type { ChoiceMode, Choices } from '../present/choices';
import { LEARNER, LESSON_MOVES, type LessonMove } from './lesson-script';

/** The scripted move due on the table `shown`, or `null` once the round is over. */
export function dueMove(shown: TableSnapshot): LessonMove | null {
  if (shown.phase !== 'setup' && shown.phase !== 'turns') return null;
  return LESSON_MOVES[shown.actions.length] ?? null;
}

/** The one place the learner's due move is made at, step by step, in choice `mode`. */
export function taughtChoices(shown: TableSnapshot, mode: ChoiceMode): Choices {
  const move = dueMove(shown);
  if (move === null || move.action.p !== LEARNER) return { positions: [], piles: [] };
  const { t, pos } = move.action;
  const drawn = shown.drawn !== null;
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
export function narrowChoices(shown: TableSnapshot, mode: ChoiceMode, choices: Choices): Choices {
  const taught = taughtChoices(shown, mode);
  return {
    positions: choices.positions.filter((pos) => taught.positions.includes(pos)),
    piles: choices.piles.filter((pile) => taught.piles.includes(pile)),
  };
}

/** Whether choosing `target` in `mode` is the step the lesson teaches now. */
export function isTaught(shown: TableSnapshot, mode: ChoiceMode, target: TableTarget): boolean {
  const taught = taughtChoices(shown, mode);
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
