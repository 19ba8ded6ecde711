import { describe, expect, it } from 'vitest';
import { newGame, replayRecord, replayText, toRecord } from '../../../src/engine';
import { reveal } from '../helpers/actions';
import { play } from '../helpers/game';
import { editable, germanExampleRecord } from '../helpers/records';
import { gridFromRows, shapedGame } from '../helpers/shaped';

/** The German example (3 players) with `rules` in place of its own, replayed from its text. */
const germanWithRules = (rules: unknown) =>
  replayText(JSON.stringify({ ...germanExampleRecord(), rules }));

describe('records with house rules that cannot be played (GAME-RECORD.md, R9)', () => {
  it.each([
    [{ rows: 1 }, 'rules.rows: rows must be an integer from 2 to 4'],
    [{ rows: 5 }, 'rules.rows: rows must be an integer from 2 to 4'],
    [{ rows: 2.5 }, 'rules.rows: rows must be an integer from 2 to 4'],
    [{ rows: '3' }, 'rules.rows: rows must be an integer from 2 to 4'],
    [{ columns: 7 }, 'rules.columns: columns must be an integer from 2 to 6'],
    [{ columns: true }, 'rules.columns: columns must be an integer from 2 to 6'],
    [
      { setupReveals: -1 },
      "rules.setupReveals: setupReveals must be an integer from 0 to one less than a grid's cards",
    ],
    [
      { setupReveals: 12 },
      'rules: setupReveals must be an integer from 0 to 11: a grid of 3 rows and 4 columns has 12 cards, and one stays face-down (R9.2)',
    ],
    [
      { rows: 2, columns: 2, setupReveals: 4 },
      'rules: setupReveals must be an integer from 0 to 3: a grid of 2 rows and 2 columns has 4 cards, and one stays face-down (R9.2)',
    ],
    [{ columnClears: 'no' }, 'rules.columnClears: columnClears must be true or false'],
    [{ rowClears: 1 }, 'rules.rowClears: rowClears must be true or false'],
    [
      { enderMultiplier: 0 },
      'rules.enderMultiplier: enderMultiplier must be an integer from 1 to 4',
    ],
    [
      { enderMultiplier: 5 },
      'rules.enderMultiplier: enderMultiplier must be an integer from 1 to 4',
    ],
    [{ enderFlat: 51 }, 'rules.enderFlat: enderFlat must be an integer from 0 to 50'],
    [{ enderFlat: 0.5 }, 'rules.enderFlat: enderFlat must be an integer from 0 to 50'],
    [
      { enderPenaltyOrder: 'both' },
      'rules.enderPenaltyOrder: enderPenaltyOrder must be one of multiply-first, add-first',
    ],
    [{ dualHands: 'true' }, 'rules.dualHands: dualHands must be true or false'],
    [{ dualHands: true }, 'dualHands needs exactly 2 players, not 3 (R9.5)'],
    [{ rowsClear: true }, 'rules.rowsClear: is not a rule of RULES.md'],
  ])('%j is an error of the document (round and action null)', (rules, message) => {
    expect(germanWithRules(rules)).toEqual({
      ok: false,
      error: { round: null, action: null, message },
      reason: message.startsWith('rules') ? 'rules' : 'bad-rules',
    });
  });

  it('a deal that leaves fewer than 20 cards in the draw pile is an error of the document', () => {
    const record = {
      format: 'skyjo-record',
      version: 1,
      rules: { rows: 3, columns: 6 },
      players: Array.from({ length: 8 }, (_, i) => `P${i}`),
      rounds: [],
    };
    expect(replayRecord(record)).toEqual({
      ok: false,
      error: {
        round: null,
        action: null,
        message:
          '8 players with 18 cards each leave 5 cards in the draw pile, fewer than 20: players × cards per player + 1 must be at most 130 (R9.1)',
      },
      reason: 'bad-rules',
    });
    expect(replayRecord({ ...record, rules: { rows: 4, columns: 4 } }).ok).toBe(true);
  });

  it('an action names a position of the rules’ shape: beyond it is an error at that action', () => {
    const state = play(
      shapedGame(
        { rows: 2, columns: 2 },
        [
          gridFromRows([
            [1, 2],
            [3, 4],
          ]),
          gridFromRows([
            [5, 6],
            [7, 8],
          ]),
        ],
        0,
      ),
      reveal(0, 0),
    );
    const record = editable(toRecord(state));
    record.rounds[0]!.actions.push({ p: 0, t: 'reveal', pos: 4 });
    expect(replayRecord(record)).toEqual({
      ok: false,
      error: { round: 0, action: 1, message: 'pos must be an integer from 0 to 3' },
      reason: 'position',
    });
  });

  it('a record without the house rules is the official game; with them, it replays under them', () => {
    const official = toRecord(newGame({ players: ['A', 'B'], seed: 3 }));
    expect(Object.keys(official.rules)).toEqual([
      'targetScore',
      'doubleOnlyPositive',
      'nextRoundStarter',
      'tie',
    ]);
    const variant = toRecord(
      newGame({ players: ['A', 'B'], rules: { rows: 4, dualHands: true, enderFlat: 5 }, seed: 3 }),
    );
    expect(variant.rules).toEqual({
      targetScore: 100,
      doubleOnlyPositive: true,
      nextRoundStarter: 'ender',
      tie: 'shared',
      rows: 4,
      enderFlat: 5,
      dualHands: true,
    });
    expect(variant.rounds[0]!.deck).toHaveLength(150);
    const replayed = replayRecord(variant);
    expect(replayed.ok && replayed.state.round.grids[0]).toHaveLength(32);
  });
});
