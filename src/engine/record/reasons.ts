import type * as v from 'valibot';
import { ILLEGAL_REASONS } from '../illegal';

/**
 * Why a record is refused beside a move the rules refuse (`ILLEGAL_REASONS`): one code per part
 * of GAME-RECORD.md a record can get wrong, so that a player may read it in their language.
 */
export const RECORD_PROBLEMS = [
  'not-json',
  'not-a-record',
  'format',
  'version',
  'rules',
  'players',
  'rounds',
  'not-a-round',
  'deck',
  'reshuffles',
  'actions',
  'not-an-action',
  'seat',
  'action-type',
  'position',
  'after-game-end',
  'after-round-end',
  'round-cut-off',
  'unused-reshuffles',
  'no-round',
  'unknown-cards',
] as const;
/** Why a record is refused beside a move the rules refuse. */
export type RecordProblem = (typeof RECORD_PROBLEMS)[number];

/** Every reason the engine gives for refusing a record: a part of it wrong, or a move illegal. */
export const RECORD_REASONS = [...RECORD_PROBLEMS, ...ILLEGAL_REASONS] as const;
/** Why the engine refuses a record. */
export type RecordReason = (typeof RECORD_REASONS)[number];

/** The parts of a record valibot checks, each with the reason of a problem in each of its keys. */
const PART_REASONS = {
  record: {
    whole: 'not-a-record',
    keys: {
      format: 'format',
      version: 'version',
      rules: 'rules',
      players: 'players',
      rounds: 'rounds',
    },
  },
  round: {
    whole: 'not-a-round',
    keys: { deck: 'deck', reshuffles: 'reshuffles', actions: 'actions' },
  },
  action: { whole: 'not-an-action', keys: { p: 'seat', t: 'action-type', pos: 'position' } },
} as const satisfies Record<
  string,
  { readonly whole: RecordProblem; readonly keys: Readonly<Record<string, RecordProblem>> }
>;

/** A part of a record valibot checks: the whole document, a round, an action. */
export type RecordPart = keyof typeof PART_REASONS;

/** The reason of the first problem valibot found in a `part` of a record (see `describeIssues`). */
export function issueReason(
  part: RecordPart,
  issues: readonly v.BaseIssue<unknown>[],
): RecordProblem {
  const key = issues[0]?.path?.[0]?.key;
  const { whole, keys } = PART_REASONS[part];
  return (
    (typeof key === 'string'
      ? (keys as Readonly<Record<string, RecordProblem>>)[key]
      : undefined) ?? whole
  );
}
