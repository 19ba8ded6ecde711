import type { Action, GameState } from '../../engine';
import type { Language } from '../../i18n';
import type { TableTarget } from '../../view/table-types';
import type { ChoiceMode, Choices } from '../choices';
import type { GameGuide } from '../game-controller';
import { coachLine } from './coach-line';
import type { Coach } from './coach-panel';
import { coachText } from './coach-texts';
import { dueMove, isTaught, narrowChoices } from './lesson-steps';
import { OPPONENT } from './lesson-script';

/** Steers the guided round: marks and allows only the taught step, plays the opponent's script, coaches. */
export class LessonGuide implements GameGuide {
  /** A guide speaking `language` through `panel`. */
  constructor(
    private readonly language: Language,
    private readonly panel: Coach,
  ) {}

  narrow(state: GameState, mode: ChoiceMode, choices: Choices): Choices {
    return narrowChoices(state, mode, choices);
  }

  permits(state: GameState, mode: ChoiceMode, target: TableTarget): boolean {
    return isTaught(state, mode, target);
  }

  refuse(): void {
    this.panel.refuse(coachText(this.language, 'refuse'));
  }

  computerMove(state: GameState, seat: number): Action | null {
    const move = dueMove(state);
    return seat === OPPONENT && move?.action.p === seat ? move.action : null;
  }

  follow(state: GameState): void {
    const line = coachLine(state);
    if (line !== null)
      this.panel.say(coachText(this.language, line.key, line.params), line.finished);
  }
}
