import { describe, expect, test } from 'vitest';
import { codeCharacter, pastedCode } from '../../../src/app/online/code-entry';

describe('typing a room code', () => {
  test.each([
    ['a', 'A'],
    ['7', '7'],
    ['o', '0'],
    ['O', '0'],
    ['i', '1'],
    ['l', '1'],
    ['z', 'Z'],
  ])('%s is typed as %s', (typed, char) => {
    expect(codeCharacter(typed)).toBe(char);
  });

  test.each(['u', 'U', '-', ' ', 'é', '#', 'ab', ''])('%j is refused', (typed) => {
    expect(codeCharacter(typed)).toBeNull();
  });
});

describe('pasting a room code', () => {
  test.each([
    ['ABCD-2345', 'ABCD2345'],
    ['abcd 2345', 'ABCD2345'],
    ['  abcd2345\n', 'ABCD2345'],
    ['https://skyjo.example/play/?room=KMNP7890', 'KMNP7890'],
    ['http://127.0.0.1:4173/?room=kmnp-7890&speed=fast', 'KMNP7890'],
    ['ABC', 'ABC'],
    ['OIL0', '0110'],
  ])('%j gives %s', (text, code) => {
    expect(pastedCode(text)).toBe(code);
  });

  test.each([
    'ABCD-2345-6',
    'UUUU2345',
    'hello world!',
    '',
    'https://skyjo.example/?room=ABCD%212345',
  ])('%j holds no room code', (text) => {
    expect(pastedCode(text)).toBeNull();
  });
});
