import type { Message, PluralMessage } from './catalog';
import type { en } from './en';
import type { Language } from './languages';
import { formatNumber } from './number-format';
import type { screensEn } from './screens/en';

/** A key of the texts that load with their screens (statistics, records, joining a room). */
export type ScreenTextKey = keyof typeof screensEn;

/** A message key: every key of the English catalogue, and of the screens' texts. */
export type MessageKey = keyof typeof en | ScreenTextKey;

/** Values for a message's `{placeholders}`; `count` also picks the plural form. */
export type MessageParams = Readonly<Record<string, string | number>>;

/**
 * One language's texts: its catalogue, and the screens' texts once they are loaded (the rules
 * book's words load with the book: i18n/rules-book).
 */
interface LanguageTexts {
  readonly messages: Partial<Record<MessageKey, Message>>;
  screens: boolean;
}

/**
 * The languages loaded: each when it is first wanted (`loadLanguage`), a chunk of its own, English
 * (the reference) too: the first screen loads the player's language alone.
 */
const LOADED: Partial<Record<Language, LanguageTexts>> = {};

const LOADERS: Readonly<Record<Language, () => Promise<LanguageTexts>>> = {
  en: () => import('./en').then((m) => ({ messages: { ...m.en }, screens: false })),
  de: () => import('./de').then((m) => ({ messages: { ...m.de }, screens: false })),
  sv: () => import('./sv').then((m) => ({ messages: { ...m.sv }, screens: false })),
  ru: () => import('./ru').then((m) => ({ messages: { ...m.ru }, screens: false })),
};

/** The screens' texts in each language, a chunk each (English too: not on the first screen). */
const SCREEN_LOADERS: Readonly<
  Record<Language, () => Promise<Readonly<Record<ScreenTextKey, Message>>>>
> = {
  en: () => import('./screens/en').then((m) => m.screensEn),
  de: () => import('./screens/de').then((m) => m.screensDe),
  sv: () => import('./screens/sv').then((m) => m.screensSv),
  ru: () => import('./screens/ru').then((m) => m.screensRu),
};

/**
 * Loads the texts of the statistics, records and join screens in `language` (and the
 * language's own, if they are not yet), before such a screen is made: translators of the
 * language then have them.
 */
export async function loadScreenTexts(language: Language): Promise<void> {
  await loadLanguage(language);
  const texts = LOADED[language]!;
  if (texts.screens) return;
  Object.assign(texts.messages, await SCREEN_LOADERS[language]());
  texts.screens = true;
}

/** Loads `language`'s texts, if they are not yet: a `Translator` for it can be made then. */
export async function loadLanguage(language: Language): Promise<void> {
  if (LOADED[language] !== undefined) return;
  LOADED[language] = await LOADERS[language]();
}

/** Whether `language`'s texts are loaded (see `loadLanguage`). */
export function languageLoaded(language: Language): boolean {
  return LOADED[language] !== undefined;
}

/** Each language's ordinal ending by `Intl.PluralRules` ordinal category (1st, 1., 1:a, 1-е). */
const ORDINAL_ENDINGS: Readonly<Record<Language, Partial<Record<Intl.LDMLPluralRule, string>>>> = {
  en: { one: 'st', two: 'nd', few: 'rd', other: 'th' },
  de: { other: '.' },
  sv: { one: ':a', other: ':e' },
  ru: { other: '-е' },
};

/** Turns message keys into text in one language, with placeholders and plural forms. */
export class Translator {
  private readonly plurals: Intl.PluralRules;
  private readonly ordinals: Intl.PluralRules;
  private readonly texts: LanguageTexts;

  /** A translator for `language`, whose texts must be loaded (`loadLanguage`). */
  constructor(readonly language: Language) {
    const texts = LOADED[language];
    if (texts === undefined) throw new Error(`the ${language} texts are not loaded yet`);
    this.texts = texts;
    this.plurals = new Intl.PluralRules(language);
    this.ordinals = new Intl.PluralRules(language, { type: 'ordinal' });
  }

  /** The text of `key` with `params` filled in; `params.count` selects the plural form. */
  t(key: MessageKey, params: MessageParams = {}): string {
    const message = this.texts.messages[key];
    if (message === undefined) throw new Error(`"${key}": its screen's texts are not loaded`);
    const template = typeof message === 'string' ? message : this.pluralForm(message, params.count);
    return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
      const value = params[name];
      if (value === undefined) return whole;
      return typeof value === 'number' ? this.number(value) : value;
    });
  }

  /**
   * `n` as this language writes it with `options` (`Intl.NumberFormat`'s), a negative one with the
   * minus sign (−1, not -1): `formatNumber`.
   */
  number(n: number, options?: Intl.NumberFormatOptions): string {
    return formatNumber(n, this.language, options);
  }

  /** `n` as an ordinal number in this language: 3rd, 3., 3:e, 3-е. */
  ordinal(n: number): string {
    const endings = ORDINAL_ENDINGS[this.language];
    return `${this.number(n)}${endings[this.ordinals.select(n)] ?? endings.other ?? ''}`;
  }

  /** A list of names joined the way this language joins them ("A, B and C"). */
  list(names: readonly string[]): string {
    return new Intl.ListFormat(this.language, { type: 'conjunction' }).format(names);
  }

  /** The form for `count` as it is shown (numbers are shown with at most three decimals). */
  private pluralForm(message: PluralMessage, count: string | number | undefined): string {
    const shown = typeof count === 'number' ? Math.round(count * 1000) / 1000 : 0;
    const category = this.plurals.select(shown);
    return message[category] ?? message.other;
  }
}
