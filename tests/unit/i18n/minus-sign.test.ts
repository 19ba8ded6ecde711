import { describe, expect, test } from 'vitest';
import { LANGUAGES, Translator } from '../../../src/i18n';

describe('issue 27: negative numbers the player reads carry the minus sign (U+2212)', () => {
  test.each(LANGUAGES)('%s: the status line offers the discard −1, not -1', (language) => {
    const t = new Translator(language);
    const line = t.t('statusTurnYou', { name: 'Ada', card: -1, keyDraw: ' (D)', keyTake: ' (T)' });
    expect(line).toContain('\u22121');
    expect(line).not.toMatch(/-1/);
    expect(t.number(-12)).toBe('\u221212');
    expect(t.number(5)).toBe('5');
  });
});
