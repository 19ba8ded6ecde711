import { describe, expect, test } from 'vitest';
import { EMBLEM_SOURCES, iconPath } from '../../../scripts/generate/emblems';
import { EMBLEM_ICONS } from '../../../src/view/emblem-icons';
import { en } from '../../../src/i18n/en';

describe('the seat emblems’ icons', () => {
  test('each bundled path is the pinned game-icons icon it names, unedited', () => {
    expect(Object.keys(EMBLEM_ICONS).sort()).toEqual(Object.keys(EMBLEM_SOURCES).sort());
    for (const [name, { icon }] of Object.entries(EMBLEM_SOURCES))
      expect(EMBLEM_ICONS[name as keyof typeof EMBLEM_ICONS]).toBe(iconPath(icon));
  });

  test('the credits name every icon and its author, and the licence', () => {
    for (const { icon, author } of Object.values(EMBLEM_SOURCES)) {
      expect(en.creditsIcons).toContain(icon.replace('-', ' '));
      expect(en.creditsIcons).toContain(author);
    }
    expect(en.creditsIcons).toContain('Creative Commons Attribution 3.0');
    expect(en.creditsFont).toContain('SIL Open Font License 1.1');
  });
});
