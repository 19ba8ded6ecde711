import { describe, expect, test } from 'vitest';
import { summariseRecord } from '../../../src/app/records/record-summary';
import { germanExampleRecord } from '../helpers/records';

describe("a record's summary tells how far the game went", () => {
  test('a game whose first round is over, with rounds to come: that round is over, not in play', () => {
    const summarised = summariseRecord(germanExampleRecord());
    expect(summarised).toMatchObject({
      ok: true,
      summary: { rounds: 1, roundOver: true, over: false, totals: [20, 24, 10] },
    });
  });

  test('a game over is over, not a round over', () => {
    const summarised = summariseRecord(germanExampleRecord({ targetScore: 24 }));
    expect(summarised).toMatchObject({
      ok: true,
      summary: { rounds: 1, roundOver: false, over: true, winners: [2] },
    });
  });

  test('a round still being played is in play', () => {
    const record = germanExampleRecord();
    record.rounds[0]!.actions = record.rounds[0]!.actions.slice(0, 7);
    expect(summariseRecord(record)).toMatchObject({
      ok: true,
      summary: { rounds: 1, roundOver: false, over: false },
    });
  });
});
