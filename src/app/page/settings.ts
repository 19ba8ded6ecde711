import * as v from 'valibot';
import { type Language, LANGUAGES } from '../../i18n';
import { CARD_PALETTES, type CardPaletteName } from '../../view/palette';
import { type KeyValueStore, writeQuietly } from '../../storage';

/** How fast cards move. */
export const ANIMATION_SPEEDS = ['slow', 'normal', 'fast'] as const;
/** How fast cards move. */
export type AnimationSpeed = (typeof ANIMATION_SPEEDS)[number];

/** How large the text of the menus, the status line and the coach is. */
export const TEXT_SIZES = ['normal', 'large', 'larger'] as const;
/** How large the text is. */
export type TextSize = (typeof TEXT_SIZES)[number];
/** The root font size of each text size, relative to the browser's own. */
export const TEXT_SCALES: Readonly<Record<TextSize, string>> = {
  normal: '100%',
  large: '125%',
  larger: '150%',
};

/** The player's preferences, remembered between visits. */
export interface Settings {
  readonly sound: boolean;
  readonly music: boolean;
  /** Master volume from 0 to 1. */
  readonly volume: number;
  readonly language: Language;
  readonly reducedMotion: boolean;
  readonly speed: AnimationSpeed;
  readonly cardPalette: CardPaletteName;
  readonly highContrast: boolean;
  readonly textSize: TextSize;
}

/** The localStorage key of the settings. */
export const SETTINGS_KEY = 'skyjo.settings';

/** What a first visit takes from the browser: its language, motion and contrast preferences. */
export interface BrowserPreferences {
  readonly language: Language;
  readonly reducedMotion: boolean;
  readonly highContrast: boolean;
}

/** The settings of a first visit, following the browser's preferences. */
export function defaultSettings(browser: BrowserPreferences): Settings {
  return {
    sound: true,
    music: false,
    volume: 0.7,
    speed: 'normal',
    cardPalette: 'classic',
    textSize: 'normal',
    ...browser,
  };
}

function settingsSchema(defaults: Settings) {
  return v.object({
    sound: v.fallback(v.boolean(), defaults.sound),
    music: v.fallback(v.boolean(), defaults.music),
    volume: v.fallback(v.pipe(v.number(), v.minValue(0), v.maxValue(1)), defaults.volume),
    language: v.fallback(v.picklist(LANGUAGES), defaults.language),
    reducedMotion: v.fallback(v.boolean(), defaults.reducedMotion),
    speed: v.fallback(v.picklist(ANIMATION_SPEEDS), defaults.speed),
    cardPalette: v.fallback(v.picklist(CARD_PALETTES), defaults.cardPalette),
    highContrast: v.fallback(v.boolean(), defaults.highContrast),
    textSize: v.fallback(v.picklist(TEXT_SIZES), defaults.textSize),
  });
}

/**
 * The stored settings, each field checked on its own: a damaged or missing field takes its
 * default and the others are kept. Anything unreadable gives `defaults`.
 */
export function loadSettings(store: KeyValueStore, defaults: Settings): Settings {
  let stored: unknown;
  try {
    stored = JSON.parse(store.getItem(SETTINGS_KEY) ?? 'null');
  } catch {
    return defaults;
  }
  if (typeof stored !== 'object' || stored === null) return defaults;
  return v.parse(settingsSchema(defaults), stored);
}

/** Remembers `settings`. */
export function saveSettings(store: KeyValueStore, settings: Settings): void {
  writeQuietly(store, SETTINGS_KEY, JSON.stringify(settings));
}
