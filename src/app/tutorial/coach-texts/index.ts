import { formatNumber, type Language } from '../../../i18n';
import type { CoachCatalogue, CoachKey } from './catalogue';
import { deCoach } from './de';
import { enCoach } from './en';
import { ruCoach } from './ru';
import { svCoach } from './sv';

export type { CoachCatalogue, CoachKey } from './catalogue';

/** The coach's catalogue of every language. */
export const COACH_TEXTS: Readonly<Record<Language, CoachCatalogue>> = {
  en: enCoach,
  de: deCoach,
  sv: svCoach,
  ru: ruCoach,
};

/** Values for the coach's `{placeholders}`. */
export type CoachParams = Readonly<Record<string, string | number>>;

/** The coach's words for `key` in `language`, placeholders filled, numbers in the language's style. */
export function coachText(language: Language, key: CoachKey, params: CoachParams = {}): string {
  return COACH_TEXTS[language][key].replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    return typeof value === 'number' ? formatNumber(value, language) : value;
  });
}
