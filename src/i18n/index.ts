/** Languages, message catalogues and plural-aware translation. */
export type { Message, PluralMessage } from './catalog';
export { detectLanguage, isLanguage, LANGUAGE_NAMES, LANGUAGES, type Language } from './languages';
export { DEFAULT_NAMES, type DefaultNames } from './default-names';
export {
  languageLoaded,
  loadLanguage,
  loadScreenTexts,
  type MessageKey,
  type MessageParams,
  Translator,
} from './translator';
export { factText, labelText, moveText, reasonText } from './game-text';
export { formatNumber, MINUS_SIGN, tableNumber } from './number-format';
