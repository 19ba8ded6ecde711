import type { TableSnapshot, TableTarget } from '../../view';
import type { ChoiceMode, Choices } from './choices';

/** What the table waits for: nothing (animating, a computer plays), a person, or a button. */
export type Awaiting = 'none' | 'input' | 'next-round' | 'game-over';

/** A lesson steering the presentation of a game (the guided round): what the person may choose. */
export interface GameGuide {
  /** `choices` narrowed to what the lesson teaches now. */
  narrow(shown: TableSnapshot, mode: ChoiceMode, choices: Choices): Choices;
  /** Whether choosing `target` in `mode` is what the lesson teaches now. */
  permits(shown: TableSnapshot, mode: ChoiceMode, target: TableTarget): boolean;
  /** Explains gently why a choice the lesson does not teach now was refused. */
  refuse(): void;
  /** Follows the game: called whenever what the table waits for changes. */
  follow(shown: TableSnapshot, awaiting: Awaiting): void;
}
