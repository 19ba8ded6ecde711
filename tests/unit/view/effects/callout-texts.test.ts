import { describe, expect, test } from 'vitest';
import { tableLabels } from '../../../../src/app/present/table-labels';
import { LANGUAGES, Translator } from '../../../../src/i18n';
import type { Callout } from '../../../../src/view/effects/table-effect';

const CALLOUTS: Callout[] = [
  { kind: 'column-streak', count: 2 },
  { kind: 'big-swing', points: 14 },
  { kind: 'round-streak', count: 3 },
  { kind: 'going-out', seat: 1 },
  { kind: 'doubled', penalty: { multiplier: 2, flat: 0, order: 'multiply-first' } },
  { kind: 'doubled', penalty: { multiplier: 3, flat: 10, order: 'multiply-first' } },
];

const callout = (language: (typeof LANGUAGES)[number], shout: Callout) =>
  tableLabels(new Translator(language), ['Ada', 'Bob'], 0).callout(shout);

describe('callout texts', () => {
  test.each(LANGUAGES)('%s has every callout, filled in', (language) => {
    for (const shout of CALLOUTS) {
      const text = callout(language, shout);
      expect(text, shout.kind).not.toMatch(/[{}]/);
      if (language !== 'en') expect(text, shout.kind).not.toBe(callout('en', shout));
    }
    expect(callout(language, { kind: 'going-out', seat: 1 })).toContain('Bob');
    expect(callout(language, { kind: 'big-swing', points: 14 })).toContain('14');
  });

  test('R9.4 the ender’s callout names a house penalty; the official one is “doubled”', () => {
    const penalty = (multiplier: number, flat: number, order = 'multiply-first' as const) => ({
      kind: 'doubled' as const,
      penalty: { multiplier, flat, order },
    });
    expect(callout('en', penalty(2, 0))).toBe('Doubled!');
    expect(callout('en', penalty(3, 10))).toBe('Penalty ×3 + 10!');
    expect(callout('de', penalty(1, 10))).toBe('Strafe +10!');
    expect(callout('sv', penalty(4, 0))).toBe('Straff ×4!');
    expect(callout('ru', penalty(2, 5, 'add-first' as never))).toBe('Штраф (+5) ×2!');
  });

  test('numbers take their plural forms', () => {
    expect(callout('en', { kind: 'column-streak', count: 2 })).toBe('2 columns in a row!');
    expect(callout('de', { kind: 'round-streak', count: 2 })).toBe('2 Runden in Folge gewonnen!');
    expect(callout('sv', { kind: 'column-streak', count: 3 })).toBe('3 kolumner i rad!');
    expect(callout('ru', { kind: 'column-streak', count: 2 })).toBe('2 столбца подряд!');
    expect(callout('ru', { kind: 'column-streak', count: 5 })).toBe('5 столбцов подряд!');
    expect(callout('ru', { kind: 'big-swing', points: 21 })).toBe('−21 очко!');
    expect(callout('ru', { kind: 'round-streak', count: 11 })).toBe('11 побед подряд!');
  });
});
