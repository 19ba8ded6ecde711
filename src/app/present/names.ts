import { MAX_PLAYERS } from '../../engine';
import { LANGUAGES, type MessageKey, Translator } from '../../i18n';

/** The messages that make default names, numbered by seat. */
const DEFAULT_NAME_KEYS: readonly MessageKey[] = ['defaultPersonName', 'defaultComputerName'];

/** How a default name is made: its message, and the seat number it names (0 for none). */
interface DefaultName {
  readonly key: MessageKey;
  readonly n: number;
}

/** Every default name in every language, with the message and number that make it. */
const DEFAULT_NAMES: ReadonlyMap<string, DefaultName> = new Map(
  LANGUAGES.flatMap((language) => {
    const t = new Translator(language);
    const numbered = DEFAULT_NAME_KEYS.flatMap((key) =>
      Array.from({ length: MAX_PLAYERS }, (_, i): [string, DefaultName] => [
        t.t(key, { n: i + 1 }),
        { key, n: i + 1 },
      ]),
    );
    // The guided round calls its learner "you".
    const you: [string, DefaultName] = [t.t('youName'), { key: 'youName', n: 0 }];
    return [...numbered, you];
  }),
);

/**
 * A player's name as shown in the language of `t`: a default name ("Player 2", "Robot 3", the
 * guided round's "You", in any of the game's languages) in that language, any other as chosen.
 */
export function shownName(t: Translator, name: string): string {
  const made = DEFAULT_NAMES.get(name);
  return made === undefined ? name : t.t(made.key, { n: made.n });
}

/** Every player's name as shown in the language of `t` (see `shownName`). */
export function shownNames(t: Translator, players: readonly string[]): string[] {
  return players.map((name) => shownName(t, name));
}
