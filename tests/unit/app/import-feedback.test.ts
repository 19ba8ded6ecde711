import { describe, expect, test } from 'vitest';
import { feedbackText } from '../../../src/app/records/import-feedback';
import { newGame, resumeRecord, toRecord } from '../../../src/engine';
import { LANGUAGES, Translator } from '../../../src/i18n';

/** The engine's refusal of a record one of whose moves turns a card at position 12 (of 0–11). */
function offGridRefusal(): string {
  const record = toRecord(newGame({ players: ['Ada', 'Bob'], seed: 3 }));
  const bad = {
    ...record,
    rounds: [{ ...record.rounds[0]!, actions: [{ p: 0, t: 'reveal', pos: 12 }] }],
  };
  const resumed = resumeRecord(bad as unknown as typeof record, { seed: 1, dealUnseen: true });
  if (resumed.ok) throw new Error('a card off the grid was accepted');
  return resumed.error.message;
}

describe('issue 27: a record refused for a card off the grid says why in the player’s language', () => {
  test.each(LANGUAGES)('%s', (language) => {
    const told = feedbackText(new Translator(language), offGridRefusal());
    expect(told).not.toContain('pos must');
    expect(told).toContain('11');
    if (language !== 'en')
      expect(told).not.toBe(feedbackText(new Translator('en'), offGridRefusal()));
  });
});
