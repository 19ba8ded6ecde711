import { describe, expect, test } from 'vitest';
import {
  ALL_ICON_SOURCES,
  AVATAR_SOURCES,
  EMBLEM_SOURCES,
  iconPath,
  REACTION_SOURCES,
} from '../../../scripts/generate/emblems';
import { AVATAR_IDS } from '../../../src/online/looks';
import { REACTION_IDS } from '../../../src/online/reaction-ids';
import { AVATAR_ICONS } from '../../../src/view/avatar-icons';
import { EMBLEM_ICONS } from '../../../src/view/emblem-icons';
import { REACTION_ICONS } from '../../../src/view/reaction-icons';
import { de } from '../../../src/i18n/de';
import { en } from '../../../src/i18n/en';
import { ru } from '../../../src/i18n/ru';
import { sv } from '../../../src/i18n/sv';

/** Each bundled module against the sources it was written from. */
const MODULES: readonly [Record<string, string>, Record<string, { icon: string }>][] = [
  [EMBLEM_ICONS, EMBLEM_SOURCES],
  [AVATAR_ICONS, AVATAR_SOURCES],
  [REACTION_ICONS, REACTION_SOURCES],
];

describe('the seat plates’ icons', () => {
  test('each bundled path is the pinned game-icons icon it names, unedited', () => {
    for (const [icons, sources] of MODULES) {
      expect(Object.keys(icons).sort()).toEqual(Object.keys(sources).sort());
      for (const [name, { icon }] of Object.entries(sources))
        expect(icons[name]).toBe(iconPath(icon));
    }
  });

  test('an icon is drawn for every avatar and every reaction the wire knows', () => {
    expect(Object.keys(AVATAR_ICONS).sort()).toEqual([...AVATAR_IDS].sort());
    expect(Object.keys(REACTION_ICONS).sort()).toEqual([...REACTION_IDS].sort());
  });

  test('the credits name every icon and its author, and the licence, in every language', () => {
    for (const credits of [en, de, sv, ru].map((texts) => texts.creditsIcons)) {
      for (const { icon, author } of ALL_ICON_SOURCES) {
        expect(credits).toContain(icon.replaceAll('-', ' '));
        expect(credits).toContain(author);
      }
    }
    expect(en.creditsIcons).toContain('Creative Commons Attribution 3.0');
    expect(en.creditsFont).toContain('SIL Open Font License 1.1');
  });
});
