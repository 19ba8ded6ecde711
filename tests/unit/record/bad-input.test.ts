import { describe, expect, it } from 'vitest';
import { RECORD_REASONS, type RecordReason, replayText } from '../../../src/engine';
import { type EditableRecord, germanExampleRecord, reshuffledRecord } from '../helpers/records';

/** A case: what is wrong, the record text, and the round and action indexes of the error. */
type BadInput = readonly [what: string, text: string, round: number | null, action: number | null];

const json = (value: unknown) => JSON.stringify(value);

/** The German example record (a whole game at target 24) changed by `change`, as text. */
function germanWith(change: (record: EditableRecord) => void, rules = { targetScore: 24 }) {
  const record = germanExampleRecord(rules);
  change(record);
  return json(record);
}

/** The engine's reason for a value that is not a JSON object, by the place it is found. */
const NOT_AN_OBJECT: Readonly<Record<string, RecordReason>> = {
  'the record': 'not-a-record',
  rules: 'rules',
  'round 0': 'not-a-round',
  'action 5': 'not-an-action',
};

const ROUND_LENGTH = germanExampleRecord().rounds[0]!.actions.length;

const documentCases: BadInput[] = [
  ['malformed JSON', '{"format": "skyjo-record", ', null, null],
  ['an empty file', '', null, null],
  ['JSON null', 'null', null, null],
  ['a JSON array', '[]', null, null],
  ['a JSON number', '42', null, null],
  ['a wrong format', germanWith((r) => (r.format = 'skyjo' as never)), null, null],
  ['no format', germanWith((r) => delete (r as Record<string, unknown>).format), null, null],
  ['version 2', germanWith((r) => (r.version = 2 as never)), null, null],
  ['version "1"', germanWith((r) => (r.version = '1' as never)), null, null],
  ['an unknown rule key', germanWith((r) => (r.rules = { target: 24 } as never)), null, null],
  ['a dual-hands rule', germanWith((r) => (r.rules = { dualHands: true } as never)), null, null],
  ['rules that are not an object', germanWith((r) => (r.rules = null as never)), null, null],
  ['targetScore 0', germanWith((r) => (r.rules = { targetScore: 0 })), null, null],
  ['targetScore −5', germanWith((r) => (r.rules = { targetScore: -5 })), null, null],
  ['targetScore 1.5', germanWith((r) => (r.rules = { targetScore: 1.5 })), null, null],
  ['targetScore "100"', germanWith((r) => (r.rules = { targetScore: '100' as never })), null, null],
  [
    'doubleOnlyPositive "yes"',
    germanWith((r) => (r.rules = { doubleOnlyPositive: 'yes' as never })),
    null,
    null,
  ],
  [
    'nextRoundStarter "loser"',
    germanWith((r) => (r.rules = { nextRoundStarter: 'loser' as never })),
    null,
    null,
  ],
  ['tie "split"', germanWith((r) => (r.rules = { tie: 'split' as never })), null, null],
  ['one player', germanWith((r) => (r.players = ['Ada'])), null, null],
  [
    'nine players',
    germanWith((r) => (r.players = Array.from({ length: 9 }, (_, i) => `P${i}`))),
    null,
    null,
  ],
  ['no players', germanWith((r) => (r.players = [])), null, null],
  ['players that are not names', germanWith((r) => (r.players = [1, 2, 3] as never)), null, null],
  ['rounds that are not a list', germanWith((r) => (r.rounds = {} as never)), null, null],
];

const roundCases: BadInput[] = [
  ['a round that is not an object', germanWith((r) => (r.rounds[0] = [] as never)), 0, null],
  [
    'a round without a deck',
    germanWith((r) => delete (r.rounds[0] as Record<string, unknown>).deck),
    0,
    null,
  ],
  ['a deck of 149 cards', germanWith((r) => r.rounds[0]!.deck.pop()), 0, null],
  ['a deck of 151 cards', germanWith((r) => r.rounds[0]!.deck.push(5)), 0, null],
  ['a 13 in the deck', germanWith((r) => (r.rounds[0]!.deck[149] = 13)), 0, null],
  ['true in the deck', germanWith((r) => (r.rounds[0]!.deck[149] = true)), 0, null],
  ['"3" in the deck', germanWith((r) => (r.rounds[0]!.deck[149] = '3')), 0, null],
  ['1.5 in the deck', germanWith((r) => (r.rounds[0]!.deck[149] = 1.5)), 0, null],
  [
    'eleven 12s in the deck',
    germanWith((r) => (r.rounds[0]!.deck[r.rounds[0]!.deck.indexOf(-2)] = 12)),
    0,
    null,
  ],
  ['a null first discard', germanWith((r) => (r.rounds[0]!.deck[36] = null)), 0, null],
  [
    'reshuffles that are not a list',
    germanWith((r) => (r.rounds[0]!.reshuffles = 5 as never)),
    0,
    null,
  ],
  ['a reshuffle holding a 13', germanWith((r) => (r.rounds[0]!.reshuffles = [[13]])), 0, null],
  ['actions that are not a list', germanWith((r) => (r.rounds[0]!.actions = {} as never)), 0, null],
  [
    'a reshuffle the round never uses',
    germanWith((r) => (r.rounds[0]!.reshuffles = [[1, 2]])),
    0,
    null,
  ],
  [
    'a round after the game ended',
    germanWith((r) => r.rounds.push(structuredClone(r.rounds[0]!))),
    1,
    null,
  ],
  [
    'a round after a round cut off',
    germanWith((r) => {
      r.rounds[0]!.actions.pop();
      r.rounds.push(structuredClone(r.rounds[0]!));
    }, {} as never),
    0,
    null,
  ],
];

const setAction = (index: number, action: unknown) => (r: EditableRecord) => {
  r.rounds[0]!.actions[index] = action as Record<string, unknown>;
};

const actionCases: BadInput[] = [
  ['position 12', germanWith(setAction(0, { p: 0, t: 'reveal', pos: 12 })), 0, 0],
  ['position −1', germanWith(setAction(1, { p: 0, t: 'reveal', pos: -1 })), 0, 1],
  ['position 1.5', germanWith(setAction(2, { p: 1, t: 'reveal', pos: 1.5 })), 0, 2],
  ['position "3"', germanWith(setAction(3, { p: 1, t: 'reveal', pos: '3' })), 0, 3],
  ['no position', germanWith(setAction(3, { p: 1, t: 'reveal' })), 0, 3],
  ['seat 3 of three', germanWith(setAction(0, { p: 3, t: 'reveal', pos: 0 })), 0, 0],
  ['seat 0.5', germanWith(setAction(0, { p: 0.5, t: 'reveal', pos: 0 })), 0, 0],
  ['an action that is not an object', germanWith(setAction(4, null)), 0, 4],
  ['an unknown action type', germanWith(setAction(6, { p: 0, t: 'peek', pos: 2 })), 0, 6],
  [
    'the interactive draw, which records never hold',
    germanWith(setAction(6, { p: 0, t: 'draw', pos: 2 })),
    0,
    6,
  ],
  ['a third set-up reveal', germanWith(setAction(2, { p: 0, t: 'reveal', pos: 5 })), 0, 2],
  [
    'a turn before set-up is over',
    germanWith(setAction(5, { p: 0, t: 'draw-discard', pos: 2 })),
    0,
    5,
  ],
  ['an action out of turn', germanWith(setAction(7, { p: 2, t: 'take-discard', pos: 0 })), 0, 7],
  [
    'turning up a face-up card',
    germanWith(setAction(6, { p: 0, t: 'draw-discard', pos: 0 })),
    0,
    6,
  ],
  [
    'an action after the game ended',
    germanWith((r) => r.rounds[0]!.actions.push({ p: 1, t: 'take-discard', pos: 0 })),
    0,
    ROUND_LENGTH,
  ],
  [
    'an action after the round ended',
    germanWith((r) => r.rounds[0]!.actions.push({ p: 0, t: 'draw-swap', pos: 0 }), {} as never),
    0,
    ROUND_LENGTH,
  ],
];

const reshuffle = reshuffledRecord();

const reshuffleCases: BadInput[] = [
  [
    'a missing reshuffle',
    json({ ...reshuffle.record, rounds: [{ ...reshuffle.record.rounds[0]!, reshuffles: [] }] }),
    0,
    reshuffle.drawIndex,
  ],
  [
    'a reshuffle with a wrong card',
    (() => {
      const record = structuredClone(reshuffle.record);
      const order = record.rounds[0]!.reshuffles[0]!;
      order[order.length - 1] = order[order.length - 1] === 5 ? 6 : 5;
      return json(record);
    })(),
    0,
    reshuffle.drawIndex,
  ],
  [
    'a reshuffle one card short',
    (() => {
      const record = structuredClone(reshuffle.record);
      record.rounds[0]!.reshuffles[0]!.pop();
      return json(record);
    })(),
    0,
    reshuffle.drawIndex,
  ],
  [
    'a round in play listing a reshuffle its actions do not use yet',
    (() => {
      const record = structuredClone(reshuffle.record);
      record.rounds[0]!.actions.splice(reshuffle.drawIndex);
      return json(record);
    })(),
    0,
    null,
  ],
];

describe('bad records are answered by the error object of GAME-RECORD.md', () => {
  it.each([...documentCases, ...roundCases, ...actionCases, ...reshuffleCases])(
    '%s',
    (_, text, round, action) => {
      const outcome = replayText(text);
      expect(outcome.ok).toBe(false);
      if (outcome.ok) return;
      expect(Object.keys(outcome.error).sort()).toEqual(['action', 'message', 'round']);
      expect(outcome.error).toMatchObject({ round, action });
      expect(outcome.error.message).toMatch(/\S/);
      expect(outcome.error.message).not.toMatch(/\n\s+at |Error:/);
      expect(RECORD_REASONS).toContain(outcome.reason);
    },
  );

  it('the unchanged records replay', () => {
    expect(replayText(germanWith(() => {})).ok).toBe(true);
    expect(replayText(json(reshuffle.record)).ok).toBe(true);
  });
});

describe('a value that is not a JSON object where the record needs one', () => {
  const notObjects: [string, unknown][] = [
    ['an empty list', []],
    ['a list of an object', [{}]],
    ['a list of numbers', [1, 2]],
    ['a string', 'rules'],
    ['a number', 7],
    ['true', true],
    ['null', null],
  ];
  const places: [
    string,
    (r: EditableRecord, value: unknown) => void,
    RegExp,
    number | null,
    number | null,
  ][] = [
    ['the record', () => {}, /^a record must be a JSON object$/, null, null],
    [
      'rules',
      (r, value) => (r.rules = value as never),
      /^rules must be a JSON object$/,
      null,
      null,
    ],
    [
      'round 0',
      (r, value) => (r.rounds[0] = value as never),
      /^a round must be a JSON object$/,
      0,
      null,
    ],
    [
      'action 5',
      (r, value) => (r.rounds[0]!.actions[5] = value as never),
      /^an action must be a JSON object$/,
      0,
      5,
    ],
  ];
  it.each(
    places.flatMap(([place, put, message, round, action]) =>
      notObjects.map(
        ([what, value]) => [`${place}: ${what}`, put, value, message, round, action] as const,
      ),
    ),
  )('%s is an error that says so', (name, put, value, message, round, action) => {
    const text =
      round === null && action === null && put === places[0]![1]
        ? json(value)
        : germanWith((r) => put(r, value));
    expect(replayText(text)).toEqual({
      ok: false,
      error: { round, action, message: expect.stringMatching(message) },
      reason: NOT_AN_OBJECT[name.split(':')[0]!],
    });
  });
});

describe('every object of a record given as a list', () => {
  it('is an error that says so, at its round and action', () => {
    const record = JSON.parse(germanWith(() => {})) as EditableRecord;
    type Place = readonly [
      what: string,
      round: number | null,
      action: number | null,
      put: (r: EditableRecord, v: unknown) => void,
    ];
    const objects: Place[] = [
      ['rules', null, null, (r, v) => (r.rules = v as never)],
      ...record.rounds.map(
        (_, i) =>
          [
            'a round',
            i,
            null,
            (r: EditableRecord, v: unknown) => (r.rounds[i] = v as never),
          ] as const,
      ),
      ...record.rounds.flatMap((round, i) =>
        round.actions.map(
          (_, a) =>
            [
              'an action',
              i,
              a,
              (r: EditableRecord, v: unknown) => (r.rounds[i]!.actions[a] = v as never),
            ] as const,
        ),
      ),
    ];
    for (const [what, round, action, put] of objects) {
      const copy = structuredClone(record);
      const original =
        what === 'rules'
          ? copy.rules
          : action === null
            ? copy.rounds[round!]
            : copy.rounds[round!]!.actions[action!];
      for (const value of [
        [],
        Object.values(original as object),
        Object.entries(original as object),
      ]) {
        const broken = structuredClone(record);
        put(broken, value);
        expect(replayText(json(broken))).toEqual({
          ok: false,
          error: { round, action, message: `${what} must be a JSON object` },
          reason:
            NOT_AN_OBJECT[
              what === 'rules'
                ? 'rules'
                : what === 'a round'
                  ? 'round 0'
                  : what === 'an action'
                    ? 'action 5'
                    : 'the record'
            ],
        });
      }
    }
  });
});
