import type { Language } from './languages';

/** A language's default player names: `{n}` is the seat's number. */
export interface DefaultNames {
  readonly person: string;
  readonly computer: string;
  /** The guided round's learner. */
  readonly you: string;
}

/**
 * Every language's default names, loaded with the page (a game names its players in the
 * language it was started in, and every language must recognise them); each catalogue takes its
 * own from here.
 */
export const DEFAULT_NAMES: Readonly<Record<Language, DefaultNames>> = {
  en: { person: 'Player {n}', computer: 'Robot {n}', you: 'You' },
  de: { person: 'Spieler {n}', computer: 'Roboter {n}', you: 'Du' },
  sv: { person: 'Spelare {n}', computer: 'Robot {n}', you: 'Du' },
  ru: { person: 'Игрок {n}', computer: 'Робот {n}', you: 'Вы' },
};
