import * as v from 'valibot';
import { type Language, LANGUAGES } from '../i18n';
import { type KeyValueStore, writeQuietly } from './storage';

/** How fast cards move. */
export const ANIMATION_SPEEDS = ['slow', 'normal', 'fast'] as const;
/** How fast cards move. */
export type AnimationSpeed = (typeof ANIMATION_SPEEDS)[number];

/** The player's preferences, remembered between visits. */
export interface Settings {
  readonly sound: boolean;
  readonly music: boolean;
  /** Master volume from 0 to 1. */
  readonly volume: number;
  readonly language: Language;
  readonly reducedMotion: boolean;
  readonly speed: AnimationSpeed;
}

/** The localStorage key of the settings. */
export const SETTINGS_KEY = 'skyjo.settings';

/** The settings of a first visit, in the browser's language and motion preference. */
export function defaultSettings(language: Language, reducedMotion: boolean): Settings {
  return { sound: true, music: false, volume: 0.7, language, reducedMotion, speed: 'normal' };
}

function settingsSchema(defaults: Settings) {
  return v.object({
    sound: v.fallback(v.boolean(), defaults.sound),
    music: v.fallback(v.boolean(), defaults.music),
    volume: v.fallback(v.pipe(v.number(), v.minValue(0), v.maxValue(1)), defaults.volume),
    language: v.fallback(v.picklist(LANGUAGES), defaults.language),
    reducedMotion: v.fallback(v.boolean(), defaults.reducedMotion),
    speed: v.fallback(v.picklist(ANIMATION_SPEEDS), defaults.speed),
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
