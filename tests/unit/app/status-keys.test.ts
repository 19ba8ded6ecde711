import { describe, expect, it } from 'vitest';
import { statusParts } from '../../../src/app/page/hud';

describe("the status line's key caps", () => {
  it('cuts the key hints out of the words, in order', () => {
    expect(statusParts('Your turn: draw a card (D) or take the discard 2 (T).')).toEqual([
      { words: 'Your turn: draw a card ' },
      { key: 'D' },
      { words: ' or take the discard 2 ' },
      { key: 'T' },
      { words: '.' },
    ]);
  });

  it('leaves other brackets, numbers and a line without keys as words', () => {
    expect(statusParts('Robot 2 (medium) scored (-1).')).toEqual([
      { words: 'Robot 2 (medium) scored (-1).' },
    ]);
    expect(statusParts('')).toEqual([]);
  });

  it('keeps every character: the words and the hints make the line again', () => {
    const line = 'Положите 5 в свою сетку или сбросьте её (X) и откройте карту.';
    const again = statusParts(line)
      .map((part) => ('key' in part ? `(${part.key})` : part.words))
      .join('');
    expect(again).toBe(line);
  });
});
