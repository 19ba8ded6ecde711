import { describe, expect, test } from 'vitest';
import { keyCommand } from '../../../src/app/input/keyboard';
import { keysHelpText } from '../../../src/app/page/keys-help';
import { LANGUAGES, loadLanguage, Translator } from '../../../src/i18n';
import { PICK_KEYS } from '../../../src/view/pick-keys';

const press = (
  key: string,
  modifiers: Partial<Record<'ctrlKey' | 'metaKey' | 'altKey', boolean>> = {},
) => keyCommand({ key, ctrlKey: false, metaKey: false, altKey: false, ...modifiers });

describe('keys', () => {
  test.each([
    ['d', 'draw'],
    ['D', 'draw'],
    ['t', 'take'],
    ['x', 'discard'],
    ['h', 'hint'],
    [' ', 'skip'],
    ['Enter', 'confirm'],
    ['Escape', 'cancel'],
  ])('%j is %s', (key, kind) => {
    expect(press(key)).toEqual({ kind });
  });

  test('digits pick cards in reading order, row by row', () => {
    expect(press('1')).toEqual({ kind: 'pick', index: 0 });
    expect(press('2')).toEqual({ kind: 'pick', index: 1 });
    expect(press('5')).toEqual({ kind: 'pick', index: 4 });
    expect(press('0')).toEqual({ kind: 'pick', index: 9 });
    expect(press('=')).toEqual({ kind: 'pick', index: 11 });
  });

  test('arrows move; other keys and shortcuts with modifiers are not the table’s', () => {
    expect(press('ArrowDown')).toEqual({ kind: 'move', columns: 0, rows: 1 });
    expect(press('q')).toBeNull();
    expect(press('d', { ctrlKey: true })).toBeNull();
  });
});

describe('the keys help tells how the number keys reach the cards (R9.1, R9.5)', () => {
  test('a key a card on the official grid, a key a column on a larger one, in every language', async () => {
    const t = new Translator('en');
    expect(keysHelpText(t, { scheme: 'card', keys: PICK_KEYS.slice(0, 12), grids: 1 })).toContain(
      'arrows or 1–9, 0, -, = choose a card',
    );
    expect(keysHelpText(t, { scheme: 'column', keys: PICK_KEYS.slice(0, 4), grids: 1 })).toContain(
      'arrows choose a card · 1–4 jump to a column (press again: the next card down)',
    );
    expect(keysHelpText(t, { scheme: 'column', keys: PICK_KEYS.slice(0, 12), grids: 1 })).toContain(
      '1–9, 0, -, = jump to a column',
    );
    for (const language of LANGUAGES) {
      await loadLanguage(language);
      const text = keysHelpText(new Translator(language), {
        scheme: 'column',
        keys: PICK_KEYS.slice(0, 8),
        grids: 1,
      });
      expect(text).toContain('1–8');
      expect(text).not.toMatch(/[{}]/);
    }
  });

  test('R9.5 dual hands: the help names the keys of each grid, the lower (or right) one’s too, in every language', async () => {
    const dual3x4 = keysHelpText(new Translator('en'), {
      scheme: 'column',
      keys: PICK_KEYS.slice(0, 8),
      grids: 2,
    });
    expect(dual3x4).toContain('1–4 jump to a column of the first grid, 5–8 of the second');
    const dual4x6 = keysHelpText(new Translator('en'), {
      scheme: 'column',
      keys: PICK_KEYS.slice(0, 12),
      grids: 2,
    });
    expect(dual4x6).toContain('1–6 jump to a column of the first grid, 7–9, 0, -, = of the second');
    for (const language of LANGUAGES) {
      await loadLanguage(language);
      const text = keysHelpText(new Translator(language), {
        scheme: 'column',
        keys: PICK_KEYS.slice(0, 8),
        grids: 2,
      });
      expect(text).toContain('1–4');
      expect(text).toContain('5–8');
      expect(text).not.toMatch(/[{}]/);
    }
  });
});
