import type { SoundBoard } from '../../audio';
import { detectLanguage, languageLoaded, loadLanguage, Translator } from '../../i18n';
import type { KeyValueStore } from '../../storage';
import { loadDisplayFont, scriptSample, type TableView } from '../../view';
import type { Hud } from './hud';
import { applyLook } from './look';
import { defaultSettings, loadSettings, saveSettings, type Settings } from './settings';
import type { UrlOptions } from './url-options';

/** The parts of the page a change of settings reaches. */
export interface SettingsTargets {
  readonly sound: SoundBoard;
  readonly view: TableView;
  readonly hud: Hud;
  readonly options: UrlOptions;
  /** Whether the player uses keys (the status bar's texts name them). */
  keys(): boolean;
  /** Fits the table again (the status bar's height follows the text size). */
  relayout(): void;
  /** Re-reads the language: the status bar and the screens. */
  relabel(): void;
}

/** The stored settings; a first visit follows the browser's language, motion and contrast. */
export function storedSettings(store: KeyValueStore): Settings {
  return loadSettings(
    store,
    defaultSettings({
      language: detectLanguage(navigator.languages ?? [navigator.language]),
      reducedMotion: matchMedia('(prefers-reduced-motion: reduce)').matches,
      highContrast: matchMedia('(prefers-contrast: more)').matches,
    }),
  );
}

/** The settings in force and their language: chosen, stored and applied to the page. */
export class PageSettings {
  private current: Settings;
  /** The settings last chosen (applied once their language's texts are loaded). */
  private wanted: Settings | null = null;
  private language: Translator;

  constructor(
    private readonly store: KeyValueStore,
    settings: Settings,
  ) {
    this.current = settings;
    this.language = new Translator(settings.language);
  }

  /** The settings in force. */
  get settings(): Settings {
    return this.current;
  }

  /** The texts of the language in force. */
  get translator(): Translator {
    return this.language;
  }

  /**
   * Applies and stores `settings` on `page`: at once, or once a new language's texts are loaded
   * (unless the player chose other settings meanwhile).
   */
  async apply(settings: Settings, page: SettingsTargets): Promise<void> {
    this.wanted = settings;
    if (!languageLoaded(settings.language)) {
      await loadLanguage(settings.language);
      if (this.wanted !== settings) return;
    }
    const languageChanged = settings.language !== this.language.language;
    this.current = settings;
    saveSettings(this.store, settings);
    if (languageChanged) {
      this.language = new Translator(settings.language);
      void loadDisplayFont(scriptSample(settings.language));
    }
    document.documentElement.lang = settings.language;
    document.title = this.language.t('title');
    page.sound.configure(settings);
    if (applyLook(settings, page.options, page.view)) page.relayout();
    if (languageChanged) page.relabel();
    else page.hud.setTexts(this.language, page.keys());
  }
}
