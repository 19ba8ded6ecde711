import { describe, expect, test } from 'vitest';
import { iconPath } from '../../../scripts/generate/emblems';
import { MEDAL_SOURCES, roundedPath } from '../../../scripts/generate/medals';
import { MEDAL_ICONS } from '../../../src/app/stats/medal-icons';
import { de } from '../../../src/i18n/de';
import { en } from '../../../src/i18n/en';
import { ru } from '../../../src/i18n/ru';
import { sv } from '../../../src/i18n/sv';
import { MEDAL_IDS } from '../../../src/stats';

/** The numbers of an SVG path, in order (a number may start right after another's decimals). */
const numbers = (path: string) =>
  [...path.matchAll(/-?(?:\d+\.?\d*|\.\d+)(?:e-?\d+)?/g)].map((match) => Number(match[0]));

describe('the medals’ icons', () => {
  test('every medal has the pinned game-icons icon it names, rounded and nothing else', () => {
    expect(Object.keys(MEDAL_ICONS)).toEqual([...MEDAL_IDS]);
    for (const [medal, { icon }] of Object.entries(MEDAL_SOURCES))
      expect(MEDAL_ICONS[medal as keyof typeof MEDAL_ICONS]).toBe(roundedPath(iconPath(icon)));
  });

  test('rounding moves no point by more than a twentieth of a unit and keeps every number', () => {
    for (const { icon } of Object.values(MEDAL_SOURCES)) {
      const original = numbers(iconPath(icon));
      const rounded = numbers(roundedPath(iconPath(icon)));
      expect(rounded).toHaveLength(original.length);
      rounded.forEach((value, i) =>
        expect(Math.abs(value - original[i]!)).toBeLessThanOrEqual(0.05 + 1e-9),
      );
    }
  });

  test('numbers kept apart only by a decimal point or a minus sign stay apart', () => {
    expect(roundedPath('M0.04.5L1-0.04')).toBe('M0 .5L1 0');
    expect(roundedPath('M12.345-6.789')).toBe('M12.3-6.8');
  });

  test.each([
    ['en', en],
    ['de', de],
    ['sv', sv],
    ['ru', ru],
  ])('the credits (%s) name every medal icon and its author', (_, texts) => {
    for (const { icon, author } of Object.values(MEDAL_SOURCES)) {
      expect(texts.creditsIcons).toContain(icon.replaceAll('-', ' '));
      expect(texts.creditsIcons).toContain(author);
    }
  });
});
