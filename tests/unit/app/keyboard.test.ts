import { describe, expect, test } from 'vitest';
import { keyCommand } from '../../../src/app/input/keyboard';

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
