import type { Message, PluralMessage, RulesSection } from './catalog';
import { de, deRules } from './de';
import { en, enRules } from './en';
import type { Language } from './languages';
import { ru, ruRules } from './ru';
import { sv, svRules } from './sv';

/** A message key: every key of the English catalogue. */
export type MessageKey = keyof typeof en;

/** Values for a message's `{placeholders}`; `count` also picks the plural form. */
export type MessageParams = Readonly<Record<string, string | number>>;

const CATALOGUES: Readonly<Record<Language, Readonly<Record<MessageKey, Message>>>> = {
  en,
  de,
  sv,
  ru,
};

/** Each language's ordinal ending by `Intl.PluralRules` ordinal category (1st, 1., 1:a, 1-е). */
const ORDINAL_ENDINGS: Readonly<Record<Language, Partial<Record<Intl.LDMLPluralRule, string>>>> = {
  en: { one: 'st', two: 'nd', few: 'rd', other: 'th' },
  de: { other: '.' },
  sv: { one: ':a', other: ':e' },
  ru: { other: '-е' },
};

const RULES: Readonly<Record<Language, readonly RulesSection[]>> = {
  en: enRules,
  de: deRules,
  sv: svRules,
  ru: ruRules,
};

/** Turns message keys into text in one language, with placeholders and plural forms. */
export class Translator {
  private readonly plurals: Intl.PluralRules;
  private readonly ordinals: Intl.PluralRules;
  private readonly numbers: Intl.NumberFormat;

  /** A translator for `language`. */
  constructor(readonly language: Language) {
    this.plurals = new Intl.PluralRules(language);
    this.ordinals = new Intl.PluralRules(language, { type: 'ordinal' });
    this.numbers = new Intl.NumberFormat(language);
  }

  /** The text of `key` with `params` filled in; `params.count` selects the plural form. */
  t(key: MessageKey, params: MessageParams = {}): string {
    const message = CATALOGUES[this.language][key];
    const template = typeof message === 'string' ? message : this.pluralForm(message, params.count);
    return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
      const value = params[name];
      if (value === undefined) return whole;
      return typeof value === 'number' ? this.numbers.format(value) : value;
    });
  }

  /** The rules screen's sections in this language. */
  rules(): readonly RulesSection[] {
    return RULES[this.language];
  }

  /** `n` as an ordinal number in this language: 3rd, 3., 3:e, 3-е. */
  ordinal(n: number): string {
    const endings = ORDINAL_ENDINGS[this.language];
    return `${this.numbers.format(n)}${endings[this.ordinals.select(n)] ?? endings.other ?? ''}`;
  }

  /** A list of names joined the way this language joins them ("A, B and C"). */
  list(names: readonly string[]): string {
    return new Intl.ListFormat(this.language, { type: 'conjunction' }).format(names);
  }

  private pluralForm(message: PluralMessage, count: string | number | undefined): string {
    const category = this.plurals.select(typeof count === 'number' ? count : 0);
    return message[category] ?? message.other;
  }
}
