import { describe, expect, test } from 'vitest';
import {
  defaultSettings,
  loadSettings,
  saveSettings,
  SETTINGS_KEY,
} from '../../../src/app/settings';
import { MemoryStore } from '../../../src/app/storage';

const defaults = defaultSettings('en', false);

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

  test.each(['not json', '"a string"', 'null', '[1, 2]'])('%s gives the defaults', (text) => {
    const store = new MemoryStore();
    store.setItem(SETTINGS_KEY, text);
    expect(loadSettings(store, defaults)).toEqual(defaults);
  });
});
