import { MAX_PLAYERS } from '../../engine';
import {
  DEFAULT_NAMES,
  formatNumber,
  LANGUAGES,
  type MessageKey,
  type Translator,
} from '../../i18n';

/** The messages that make default names, numbered by seat. */
const DEFAULT_NAME_KEYS: readonly MessageKey[] = ['defaultPersonName', 'defaultComputerName'];

/** How a default name is made: its message, and the seat number it names (0 for none). */
interface DefaultName {
  readonly key: MessageKey;
  readonly n: number;
}

/**
 * Every default name in every language, with the message and number that make it (from the
 * names every language keeps loaded: the languages themselves load when wanted).
 */
const KNOWN_NAMES: ReadonlyMap<string, DefaultName> = new Map(
  LANGUAGES.flatMap((language) => {
    const names = DEFAULT_NAMES[language];
    const templates = [names.person, names.computer];
    const numbered = DEFAULT_NAME_KEYS.flatMap((key, k) =>
      Array.from({ length: MAX_PLAYERS }, (_, i): [string, DefaultName] => [
        templates[k]!.replace('{n}', formatNumber(i + 1, language)),
        { key, n: i + 1 },
      ]),
    );
    // The guided round calls its learner "you".
    const you: [string, DefaultName] = [names.you, { key: 'youName', n: 0 }];
    return [...numbered, you];
  }),
);

/**
 * A player's name as shown in the language of `t`: a default name ("Player 2", "Robot 3", the
 * guided round's "You", in any of the game's languages) in that language, any other as chosen.
 */
export function shownName(t: Translator, name: string): string {
  const made = KNOWN_NAMES.get(name);
  return made === undefined ? name : t.t(made.key, { n: made.n });
}

/** Every player's name as shown in the language of `t` (see `shownName`). */
export function shownNames(t: Translator, players: readonly string[]): string[] {
  return players.map((name) => shownName(t, name));
}
