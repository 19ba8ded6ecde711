import { formatNumber } from '../number-format';
import type { Message } from '../catalog';
import type { Language } from '../languages';
import type { RulesBookTexts } from './texts';

const LOADERS: Readonly<Record<Language, () => Promise<RulesBookTexts>>> = {
  en: () => import('./en').then((m) => m.enRulesBook),
  de: () => import('./de').then((m) => m.deRulesBook),
  sv: () => import('./sv').then((m) => m.svRulesBook),
  ru: () => import('./ru').then((m) => m.ruRulesBook),
};

/** The rules book's words in `language`, loaded when the book first opens (a chunk each). */
export function loadRulesBook(language: Language): Promise<RulesBookTexts> {
  return LOADERS[language]();
}

/**
 * The text of a picture word: `message`'s plural form for `params.count` in `language`, with its
 * `{placeholders}` filled (numbers written the language's way).
 */
export function pictureText(
  message: Message,
  language: Language,
  params: Readonly<Record<string, string | number>> = {},
): string {
  const count = typeof params.count === 'number' ? params.count : 0;
  const template =
    typeof message === 'string'
      ? message
      : (message[new Intl.PluralRules(language).select(count)] ?? message.other);
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    return typeof value === 'number' ? formatNumber(value, language) : value;
  });
}
