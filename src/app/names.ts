import { MAX_PLAYERS } from '../engine';
import { LANGUAGES, type MessageKey, Translator } from '../i18n';

/** The messages that make default names, numbered by seat. */
const DEFAULT_NAME_KEYS: readonly MessageKey[] = ['defaultPersonName', 'defaultComputerName'];

/** Every default name in every language, with the message and number that make it. */
const DEFAULT_NAMES: ReadonlyMap<string, { key: MessageKey; n: number }> = new Map(
  LANGUAGES.flatMap((language) => {
    const t = new Translator(language);
    return DEFAULT_NAME_KEYS.flatMap((key) =>
      Array.from({ length: MAX_PLAYERS }, (_, i) => [t.t(key, { n: i + 1 }), { key, n: i + 1 }]),
    );
  }),
);

/**
 * A player's name as shown in the language of `t`: a default name ("Player 2", "Robot 3" in any
 * of the game's languages) in that language, any other name as it was chosen.
 */
export function shownName(t: Translator, name: string): string {
  const made = DEFAULT_NAMES.get(name);
  return made === undefined ? name : t.t(made.key, { n: made.n });
}

/** Every player's name as shown in the language of `t` (see `shownName`). */
export function shownNames(t: Translator, players: readonly string[]): string[] {
  return players.map((name) => shownName(t, name));
}
