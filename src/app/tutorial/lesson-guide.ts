import { type Action, placesDrawnCard, type PlayerView } from '../../engine';
import type { TableSnapshot } from '../../view';
import type { GameGuide } from '../present/game-guide';
import type { Computers } from '../../master/computers';
import { coachLine } from './coach-line';
import type { Coach } from './coach-panel';
import { coachText, type CoachWords } from './coach-texts';
import { taughtActions } from './lesson-steps';
import { LESSON_MOVES } from './lesson-script';

/** Steers the guided round: offers the learner only the taught move, and coaches. */
export class LessonGuide implements GameGuide {
  /** A guide speaking `words` through `panel`. */
  constructor(
    private readonly words: CoachWords,
    private readonly panel: Coach,
  ) {}

  narrow(shown: TableSnapshot, legal: readonly Action[]): readonly Action[] {
    return taughtActions(shown, legal);
  }

  refuse(): void {
    this.panel.refuse(coachText(this.words, 'refuse'));
  }

  follow(shown: TableSnapshot): void {
    const line = coachLine(shown);
    if (line !== null) this.panel.say(coachText(this.words, line.key, line.params), line.finished);
  }
}

/** The scripted move of `view.seat` when it is due, else `null`. */
export function scriptedMove(view: PlayerView): Action | null {
  if (view.phase !== 'setup' && view.phase !== 'turns') return null;
  const done = view.record.rounds[view.roundIndex]?.actions.length ?? 0;
  const move = LESSON_MOVES[done];
  return move !== undefined && move.action.p === view.seat ? move.action : null;
}

/**
 * The guided round's opponent: plays the script's moves, from its player view like any computer;
 * a move that places a drawn card draws it first (R3.2), as the script writes a turn whole.
 */
export const lessonComputers: Computers = {
  async decide(view) {
    const move = scriptedMove(view);
    if (move === null) throw new Error(`the guided round has no move for seat ${view.seat}`);
    return placesDrawnCard(move) && view.drawn === null ? { p: view.seat, t: 'draw' } : move;
  },
  cancel() {},
};
