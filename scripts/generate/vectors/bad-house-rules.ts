// Test vectors of records with house rules (RULES.md R9) that must be refused: rules out of range
// or unplayable together (errors of the document), and actions the rules' shape or set-up refuse.
// Both replays, the engine's and the WebAssembly one, must refuse each with the same error.
import { apply, type GameState, type RecordAction, toRecord } from '../../../src/engine';
import { botGame } from './games';
import { dealt, QUIET, reveal, rowsOf, take } from './house-rules';
import { startGame, unwrap } from './play';
import type { Vector } from './vector';

/** A record as plain, editable JSON data. */
type EditableRecord = {
  rules: Record<string, unknown>;
  players: unknown[];
  rounds: { actions: Record<string, unknown>[] }[];
} & Record<string, unknown>;

const editable = (state: GameState): EditableRecord =>
  JSON.parse(JSON.stringify(toRecord(state))) as EditableRecord;

/** A vector of a refused record. */
function bad(name: string, covers: string, error: string, record: unknown): Vector {
  return { name: `bad-house-${name}`, covers, text: JSON.stringify(record), error };
}

/** `record` with `rules` in place of its own. */
const withRules = (record: EditableRecord, rules: Record<string, unknown>) => ({
  ...record,
  rules,
});

/** `state` after `actions`, as an editable record. */
function recordAfter(state: GameState, actions: readonly RecordAction[]): EditableRecord {
  return editable(actions.reduce((current, action) => unwrap(apply(current, action)), state));
}

/** Every vector of a record with house rules that must be refused. */
export function badHouseRuleVectors(): Vector[] {
  const two = editable(botGame(2, 300));
  const three = editable(botGame(3, 301));
  const eight = editable(botGame(8, 302));
  const small = recordAfter(
    dealt({ rows: 2, columns: 2 }, [rowsOf([1, 2], [3, 4]), rowsOf([5, 6], [7, 8])], 0),
    [reveal(0, 0)],
  );
  small.rounds[0]!.actions.push({ p: 0, t: 'reveal', pos: 4 });
  const dual = recordAfter(startGame(2, 5, { dualHands: true }), [reveal(0, 0), reveal(0, 1)]);
  dual.rounds[0]!.actions.push({ p: 0, t: 'reveal', pos: 2 });
  const removed = recordAfter(
    dealt(
      { rowClears: true, setupReveals: 5 },
      [rowsOf([5, 5, 5, 9], [1, 2, 3, 9], [4, 6, 7, 8]), QUIET],
      9,
    ),
    [
      ...[0, 3, 6, 9, 10].map((pos) => reveal(0, pos)),
      ...[0, 1, 3, 4, 5].map((pos) => reveal(1, pos)),
      take(0, 11),
      take(1, 2),
    ],
  );
  removed.rounds[0]!.actions.push({ p: 0, t: 'take-discard', pos: 3 });
  const noReveals = recordAfter(startGame(2, 6, { setupReveals: 0 }), []);
  noReveals.rounds[0]!.actions.push({ p: 0, t: 'reveal', pos: 0 });
  return [
    bad(
      'rows',
      'rows out of range (R9.1)',
      'rows must be an integer from 2 to 4',
      withRules(two, { rows: 5 }),
    ),
    bad(
      'columns-fraction',
      'a column count that is not an integer (R9.1)',
      'columns must be an integer from 2 to 6',
      withRules(two, { columns: 2.5 }),
    ),
    bad(
      'setup-reveals',
      'as many set-up reveals as a grid has cards (R9.2)',
      'setupReveals must be an integer from 0 to 11',
      withRules(two, { setupReveals: 12 }),
    ),
    bad(
      'row-clears-type',
      'rowClears that is not true or false (R9.3)',
      'rowClears must be true or false',
      withRules(two, { rowClears: 'yes' }),
    ),
    bad(
      'flat',
      'a flat penalty out of range (R9.4)',
      'enderFlat must be an integer from 0 to 50',
      withRules(two, { enderFlat: 51 }),
    ),
    bad(
      'multiplier',
      'a multiplier out of range (R9.4)',
      'enderMultiplier must be an integer from 1 to 4',
      withRules(two, { enderMultiplier: 0 }),
    ),
    bad(
      'penalty-order',
      'a penalty order RULES.md does not name (R9.4)',
      'enderPenaltyOrder must be one of multiply-first, add-first',
      withRules(two, { enderPenaltyOrder: 'sideways' }),
    ),
    bad(
      'dual-three-players',
      'dual hands with 3 players (R9.5): an error of the document',
      'dualHands needs exactly 2 players, not 3',
      withRules(three, { dualHands: true }),
    ),
    bad(
      'deal-too-large',
      '8 players of 3 × 6 leave 5 cards in the draw pile, fewer than 20 (R9.1)',
      'fewer than 20',
      withRules(eight, { rows: 3, columns: 6 }),
    ),
    bad(
      'pos-beyond-shape',
      'a position beyond a 2 × 2 grid (R9.1)',
      'pos must be an integer from 0 to 3',
      small,
    ),
    bad(
      'third-reveal-in-grid',
      'a third set-up reveal in one grid of dual hands (R9.2, R9.5)',
      'of grid 0 in set-up',
      dual,
    ),
    bad('removed-row', 'a position of a removed row (R4.4, R9.3)', 'removed line', removed),
    bad(
      'reveal-without-setup',
      'a reveal where the rules have no set-up reveals (R9.2)',
      'set-up reveals are over',
      noReveals,
    ),
  ];
}
