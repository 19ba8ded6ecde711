import { beforeAll, describe, expect, test } from 'vitest';
import { feedbackText } from '../../../src/app/records/import-feedback';
import {
  type GameRecord,
  newGame,
  RECORD_REASONS,
  type RecordRefusal,
  resumeRecord,
  toRecord,
} from '../../../src/engine';
import { LANGUAGES, loadScreenTexts, Translator } from '../../../src/i18n';
import { recordReasonsDe } from '../../../src/i18n/record-reasons/de';
import { recordReasonsEn } from '../../../src/i18n/record-reasons/en';
import { recordReasonsRu } from '../../../src/i18n/record-reasons/ru';
import { recordReasonsSv } from '../../../src/i18n/record-reasons/sv';

beforeAll(() => Promise.all(LANGUAGES.map((language) => loadScreenTexts(language))));

/** A record of two players' first round, changed by `change`. */
function recordWith(change: (record: GameRecord) => object): object {
  return change(toRecord(newGame({ players: ['Ada', 'Bob'], seed: 3 })));
}

/** The engine's refusal of `record` as the import screen gets it. */
function refusalOf(record: object): RecordRefusal {
  const resumed = resumeRecord(record, { seed: 1, dealUnseen: true });
  if (resumed.ok) throw new Error('a broken record was accepted');
  return resumed;
}

/** The engine's refusal of a record one of whose moves turns a card at position 12 (of 0–11). */
const offGridRefusal = () =>
  refusalOf(
    recordWith((record) => ({
      ...record,
      rounds: [{ ...record.rounds[0]!, actions: [{ p: 0, t: 'reveal', pos: 12 }] }],
    })),
  );

describe('issue 27: a record refused for a card off the grid says why in the player’s language', () => {
  test.each(LANGUAGES)('%s', (language) => {
    const told = feedbackText(new Translator(language), offGridRefusal());
    expect(told).not.toContain('pos must');
    expect(told).toContain('11');
    if (language !== 'en')
      expect(told).not.toBe(feedbackText(new Translator('en'), offGridRefusal()));
  });
});

describe('issue 27: a refused record says where, counting rounds and moves from 1', () => {
  test('a move out of turn in the first round: round 1, move 1', () => {
    const refusal = refusalOf(
      recordWith((record) => ({
        ...record,
        rounds: [{ ...record.rounds[0]!, actions: [{ p: 1, t: 'draw-discard', pos: 0 }] }],
      })),
    );
    expect(refusal.error).toMatchObject({ round: 0, action: 0 });
    expect(feedbackText(new Translator('en'), refusal)).toMatch(/round 1, move 1:/);
    expect(feedbackText(new Translator('de'), refusal)).toMatch(/Runde 1, Zug 1/);
  });

  test('a record with a wrong seat count names no round', () => {
    const refusal = refusalOf(recordWith((record) => ({ ...record, players: ['Ada'] })));
    expect(refusal.error.round).toBeNull();
    expect(feedbackText(new Translator('en'), refusal)).not.toMatch(/round/);
  });
});

describe('issue 27: every reason the engine refuses a record for is said in the player’s language', () => {
  test('each of the engine’s reasons has a text in en, de, sv and ru, and no other text is kept', () => {
    for (const texts of [recordReasonsEn, recordReasonsDe, recordReasonsSv, recordReasonsRu]) {
      expect(Object.keys(texts).sort()).toEqual(
        RECORD_REASONS.map((reason) => `record.reason.${reason}`).sort(),
      );
      for (const text of Object.values(texts)) expect(text).toMatch(/\S/);
    }
    for (const reason of RECORD_REASONS) {
      const key = `record.reason.${reason}` as const;
      for (const texts of [recordReasonsDe, recordReasonsSv, recordReasonsRu])
        expect(texts[key]).not.toBe(recordReasonsEn[key]);
    }
  });

  const broken: readonly [what: string, record: object, reason: string][] = [
    [
      'an illegal move (a turn out of turn)',
      recordWith((record) => ({
        ...record,
        rounds: [{ ...record.rounds[0]!, actions: [{ p: 1, t: 'draw-discard', pos: 0 }] }],
      })),
      'setup-not-finished',
    ],
    ['a wrong seat count', recordWith((record) => ({ ...record, players: ['Ada'] })), 'players'],
    ['bad rules', recordWith((record) => ({ ...record, rules: { targetScore: -5 } })), 'rules'],
    [
      'rules its players cannot play',
      recordWith((record) => ({ ...record, rules: { dualHands: true }, players: ['A', 'B', 'C'] })),
      'bad-rules',
    ],
    ['a damaged deck', recordWith((record) => ({ ...record, rounds: [{ actions: [] }] })), 'deck'],
  ];

  test.each(broken)('%s: the engine’s reason, never its English words', (_, record, reason) => {
    const refusal = refusalOf(record);
    expect(refusal.reason).toBe(reason);
    for (const language of LANGUAGES) {
      const t = new Translator(language);
      const told = feedbackText(t, refusal);
      const message = t.t(`record.reason.${refusal.reason}`);
      const { round, action } = refusal.error;
      expect(told).toBe(
        round === null
          ? t.t('importError', { message })
          : action === null
            ? t.t('importErrorRound', { round: round + 1, message })
            : t.t('importErrorMove', { round: round + 1, move: action + 1, message }),
      );
      expect(told).not.toContain(refusal.error.message);
    }
  });
});
