// Every language's texts, loaded before the tests: the game loads a language when it is first
// wanted (src/i18n/translator.ts), and the tests make translators for all of them at once.
import { LANGUAGES, loadLanguage } from '../../../src/i18n';

await Promise.all(LANGUAGES.map((language) => loadLanguage(language)));
