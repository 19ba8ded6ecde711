/** The languages the game speaks. */
export const LANGUAGES = ['en', 'de', 'sv', 'ru'] as const;
/** A language the game speaks. */
export type Language = (typeof LANGUAGES)[number];

/** Each language's name in itself, for the language menu. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  en: 'English',
  de: 'Deutsch',
  sv: 'Svenska',
  ru: 'Русский',
};

/** Whether `value` names a language the game speaks. */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The first of the browser's preferred languages (e.g. `de-AT`) that the game speaks, else English. */
export function detectLanguage(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return 'en';
}
