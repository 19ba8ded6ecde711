import { describe, expect, test } from 'vitest';
import {
  defaultSettings,
  loadSettings,
  saveSettings,
  SETTINGS_KEY,
} from '../../../src/app/page/settings';
import { MemoryStore } from '../../../src/storage';

const defaults = defaultSettings({ language: 'en', reducedMotion: false, highContrast: false });

describe('settings', () => {
  test('a first visit gets the defaults', () => {
    expect(loadSettings(new MemoryStore(), defaults)).toEqual(defaults);
  });

  test('saved settings come back', () => {
    const store = new MemoryStore();
    const settings = { ...defaults, language: 'ru' as const, volume: 0.25, speed: 'fast' as const };
    saveSettings(store, settings);
    expect(loadSettings(store, defaults)).toEqual(settings);
  });

  test('a damaged field takes its default and keeps the others', () => {
    const store = new MemoryStore();
    store.setItem(
      SETTINGS_KEY,
      JSON.stringify({ language: 'sv', volume: 7, sound: 'loud', reducedMotion: true }),
    );
    expect(loadSettings(store, defaults)).toEqual({
      ...defaults,
      language: 'sv',
      reducedMotion: true,
    });
  });

  test('the browser asking for more contrast starts in high contrast, the classic palette', () => {
    const first = defaultSettings({ language: 'de', reducedMotion: true, highContrast: true });
    expect(first).toMatchObject({ highContrast: true, cardPalette: 'classic', textSize: 'normal' });
  });

  test('palette, contrast and text size are remembered; unknown values take the default', () => {
    const store = new MemoryStore();
    const look = { cardPalette: 'colour-blind', highContrast: true, textSize: 'larger' } as const;
    saveSettings(store, { ...defaults, ...look });
    expect(loadSettings(store, defaults)).toMatchObject(look);
    store.setItem(SETTINGS_KEY, JSON.stringify({ cardPalette: 'sepia', textSize: 3 }));
    expect(loadSettings(store, defaults)).toEqual(defaults);
  });

  test.each(['not json', '"a string"', 'null', '[1, 2]'])('%s gives the defaults', (text) => {
    const store = new MemoryStore();
    store.setItem(SETTINGS_KEY, text);
    expect(loadSettings(store, defaults)).toEqual(defaults);
  });
});
