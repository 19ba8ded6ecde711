import { describe, expect, test } from 'vitest';
import {
  ALL_ICON_SOURCES,
  AVATAR_SOURCES,
  EMBLEM_SOURCES,
  iconPath,
  REACTION_SOURCES,
} from '../../../scripts/generate/emblems';
import { pathPoints, roundedPath } from '../../../scripts/generate/icon-path';
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
  test('each bundled path is the pinned game-icons icon it names, rounded to whole units', () => {
    for (const [icons, sources] of MODULES) {
      expect(Object.keys(icons).sort()).toEqual(Object.keys(sources).sort());
      for (const [name, { icon }] of Object.entries(sources))
        expect(icons[name]).toBe(roundedPath(iconPath(icon)));
    }
  });

  test('a rounded path keeps every point within 0.5 of the icon’s: the rounding never adds up', () => {
    for (const [, sources] of MODULES)
      for (const { icon } of Object.values(sources)) {
        const exact = pathPoints(iconPath(icon));
        const rounded = pathPoints(roundedPath(iconPath(icon)));
        expect(rounded).toHaveLength(exact.length);
        for (const [i, [x, y]] of exact.entries()) {
          expect(Math.abs(rounded[i]![0] - x)).toBeLessThanOrEqual(0.5 + 1e-9);
          expect(Math.abs(rounded[i]![1] - y)).toBeLessThanOrEqual(0.5 + 1e-9);
        }
      }
  });

  test('rounding writes each kind of segment, relative after the rounded point before it', () => {
    expect(
      roundedPath(
        'M10.04 20.06l.33.33.33.33h-1.26V5.55a2 2 0 011.25-1.25zm1 1c.111.111.222.222.333.333',
      ),
    ).toBe('M10 20l0 0 1 1h-2V6a2 2 0 0 1 2-2zm1 1c0 0 0 0 0 0');
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
