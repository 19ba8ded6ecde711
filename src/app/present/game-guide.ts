import type { Action } from '../../engine';
import type { TableSnapshot } from '../../view';

/** What the table waits for: nothing (animating, a computer plays), a person, or a button. */
export type Awaiting = 'none' | 'input' | 'next-round' | 'game-over';

/** A lesson steering the presentation of a game (the guided round): what the person may choose. */
export interface GameGuide {
  /** The person's `legal` actions on the table `shown`, narrowed to what the lesson teaches now. */
  narrow(shown: TableSnapshot, legal: readonly Action[]): readonly Action[];
  /** Explains gently why a choice the lesson does not teach now was refused. */
  refuse(): void;
  /** Follows the game: called whenever what the table waits for changes. */
  follow(shown: TableSnapshot, awaiting: Awaiting): void;
}
