import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES, replayResult, replayText, toRecord } from '../../../src/engine';
import { GERMAN_EXAMPLE_GRIDS } from '../helpers/layouts';
import { type EditableRecord, germanExampleRecord } from '../helpers/records';

function replayed(record: unknown) {
  const outcome = replayText(JSON.stringify(record));
  if (!outcome.ok) throw new Error(outcome.error.message);
  return outcome.state;
}

const resultOf = (record: unknown) => replayResult(replayed(record));

describe('the replay result of GAME-RECORD.md', () => {
  const german = {
    complete: true,
    starter: 0,
    ender: 0,
    doubled: true,
    scores: [20, 24, 10],
    totals: [20, 24, 10],
    grids: GERMAN_EXAMPLE_GRIDS,
  };

  it('a finished round: starter, ender, doubled, scores after doubling, totals and final grids', () => {
    expect(resultOf(germanExampleRecord())).toEqual({
      rounds: [german],
      gameOver: false,
      winners: [],
    });
  });

  it('a finished game lists its winners', () => {
    expect(resultOf(germanExampleRecord({ targetScore: 24 }))).toEqual({
      rounds: [german],
      gameOver: true,
      winners: [2],
    });
  });

  it('is plain JSON', () => {
    const result = resultOf(germanExampleRecord());
    expect(JSON.parse(JSON.stringify(result))).toEqual(result);
  });

  it('a record stopping mid-round reports that round as {"complete": false} and nothing after it', () => {
    const cut = germanExampleRecord();
    cut.rounds[0]!.actions.splice(20);
    expect(resultOf(cut)).toEqual({ rounds: [{ complete: false }], gameOver: false, winners: [] });
    const unstarted = germanExampleRecord();
    unstarted.rounds[0]!.actions = [];
    expect(resultOf(unstarted).rounds).toEqual([{ complete: false }]);
  });

  it('a record cut off in its second round reports the first and {"complete": false}', () => {
    const twoRounds: EditableRecord = germanExampleRecord();
    const second = structuredClone(twoRounds.rounds[0]!);
    second.actions.splice(9);
    twoRounds.rounds.push(second);
    expect(resultOf(twoRounds).rounds).toEqual([german, { complete: false }]);
  });

  it('a record with no round yet replays to no rounds', () => {
    const empty = { ...germanExampleRecord(), rounds: [] };
    expect(resultOf(empty)).toEqual({ rounds: [], gameOver: false, winners: [] });
  });

  it('missing rule keys take the defaults of RULES.md', () => {
    const record = germanExampleRecord();
    expect(replayed({ ...record, rules: undefined }).rules).toEqual(DEFAULT_RULES);
    expect(replayed({ ...record, rules: {} }).rules).toEqual(DEFAULT_RULES);
    const extra = replayed({ ...record, rules: { tie: 'extra-round' } });
    // The official options are written out; the house rules of R9 only where they are not the
    // default, so that an official game's record is what it was before them.
    const { targetScore, doubleOnlyPositive, nextRoundStarter } = DEFAULT_RULES;
    expect(toRecord(extra).rules).toEqual({
      targetScore,
      doubleOnlyPositive,
      nextRoundStarter,
      tie: 'extra-round',
    });
  });
});
