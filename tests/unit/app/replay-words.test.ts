import { describe, expect, test } from 'vitest';
import { replayWords } from '../../../src/app/replay/replay-words';
import type { GameEvent } from '../../../src/engine';
import { LANGUAGES, Translator } from '../../../src/i18n';

const names = ['Ada', 'Robot 2'];

/** One step of each kind, as the engine reports it. */
const STEPS: Record<string, readonly GameEvent[]> = {
  dealt: [{ kind: 'dealt', round: 0, seats: 2, discard: 7, drawPile: 125 }],
  reveal: [{ kind: 'revealed', seat: 0, pos: 4, card: -2, cause: 'setup' }],
  take: [
    {
      kind: 'replaced',
      seat: 1,
      pos: 6,
      from: 'discard',
      card: 5,
      replaced: 11,
      replacedFaceDown: true,
    },
  ],
  swap: [
    { kind: 'drew', seat: 1, card: 3 },
    {
      kind: 'replaced',
      seat: 1,
      pos: 0,
      from: 'drawn',
      card: 3,
      replaced: 9,
      replacedFaceDown: false,
    },
  ],
  discardTurn: [
    { kind: 'drew', seat: 0, card: 12 },
    { kind: 'discarded', seat: 0, card: 12 },
    { kind: 'revealed', seat: 0, pos: 11, card: 4, cause: 'turn' },
  ],
};

describe('replay words', () => {
  const en = new Translator('en');

  test('say who did what with which card, and where', () => {
    expect(replayWords(en, names, STEPS.dealt!)).toBe(
      'Round 1 is dealt: twelve cards each, and the discard pile starts with 7.',
    );
    expect(replayWords(en, names, STEPS.reveal!)).toBe('Ada turned up column 2, row 2: −2.');
    expect(replayWords(en, names, STEPS.take!)).toBe(
      'Robot 2 took the 5 from the discard pile and put it in column 3, row 1; the 11 there went to the discard pile.',
    );
    expect(replayWords(en, names, STEPS.swap!)).toBe(
      'Robot 2 drew a card (3) and put it in column 1, row 1; the 9 there went to the discard pile.',
    );
    expect(replayWords(en, names, STEPS.discardTurn!)).toBe(
      'Ada drew a card (12), discarded it and turned up column 4, row 3: 4.',
    );
  });

  test('tell what followed: a reshuffle, a column cleared, the last turns, the end', () => {
    const step: GameEvent[] = [
      { kind: 'reshuffled', size: 40 },
      ...STEPS.take!,
      {
        kind: 'line-cleared',
        seat: 1,
        line: 'column',
        grid: 0,
        index: 2,
        value: 5,
        positions: [6, 7, 8],
        discarded: [6, 7, 8],
        atRoundEnd: false,
      },
      { kind: 'round-ending', ender: 1, finalTurns: 1 },
    ];
    expect(replayWords(en, names, step)).toBe(
      'The discard pile is shuffled into a new draw pile. Robot 2 took the 5 from the discard pile and put it in column 3, row 1; the 11 there went to the discard pile. Three equal cards (5) in a column: Robot 2 clears it. Robot 2 has no face-down card left: everyone else has one last turn!',
    );
  });

  test.each(LANGUAGES)('every step has words in %s, with its name, cards and place', (language) => {
    const t = new Translator(language);
    for (const [kind, events] of Object.entries(STEPS)) {
      const words = replayWords(t, names, events);
      expect(words, kind).not.toMatch(/\{\w+\}/);
      if (kind !== 'dealt') expect(words, kind).toMatch(/Ada|Robot 2/);
      if (kind !== 'dealt') expect(words, kind).toMatch(/\d.*\d.*\d/);
    }
  });
});
