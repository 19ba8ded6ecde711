import { formatNumber, type Language } from '../../../i18n';
import type { CoachCatalogue, CoachKey } from './catalogue';

export type { CoachCatalogue, CoachKey } from './catalogue';

/** The coach's words in one language: its catalogue, and the language its numbers are in. */
export interface CoachWords {
  readonly language: Language;
  readonly catalogue: CoachCatalogue;
}

/** Each language's catalogue, loaded on its own when a guided round starts in that language. */
const CATALOGUES: Readonly<Record<Language, () => Promise<CoachCatalogue>>> = {
  en: () => import('./en').then((m) => m.enCoach),
  de: () => import('./de').then((m) => m.deCoach),
  sv: () => import('./sv').then((m) => m.svCoach),
  ru: () => import('./ru').then((m) => m.ruCoach),
};

/** Loads the coach's words in `language`. */
export async function loadCoachWords(language: Language): Promise<CoachWords> {
  return { language, catalogue: await CATALOGUES[language]() };
}

/** Values for the coach's `{placeholders}`. */
export type CoachParams = Readonly<Record<string, string | number>>;

/** The coach's words for `key`, placeholders filled, numbers in the words' language's style. */
export function coachText(words: CoachWords, key: CoachKey, params: CoachParams = {}): string {
  return words.catalogue[key].replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    return typeof value === 'number' ? formatNumber(value, words.language) : value;
  });
}
