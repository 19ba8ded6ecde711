import * as v from 'valibot';
import {
  type GameRecord,
  gridShape,
  MAX_PLAYERS,
  type PlayerView,
  type RoundRecord,
  withDefaults,
} from '../engine';
import { actionSchemaFor, documentSchema, roundSchema } from '../engine/record/schema';
import {
  gameEventSchema,
  PLAYER_VIEW_FIELDS,
  playerViewSchema,
  type ViewWithoutRecord,
} from '../engine/view-schema';
import type { SeatStep } from '../master';
import { applyJsonPatch, jsonPatch, type PatchOp } from './json-patch';

/** What changed in a value the client holds (`json-patch.ts`). */
export interface Patch {
  readonly ops: readonly PatchOp[];
}

/**
 * A round of the public record on the wire: whole (a round the client has not got), or what
 * changed in the one it holds.
 */
export type WireRound = RoundRecord | Patch;

/**
 * A seat's step as the room sends it. A jump (the first step, after a reconnection or a sync)
 * carries the player view and its whole public record. Any other step carries what changed since
 * the step before it (`base`): the view's fields that changed, and the record's rounds from the
 * one in play (the finished rounds never change, and the client has them), each whole if it is
 * new, else its changes. The client plays them on what it holds: it never needs hidden state.
 */
export interface WireStep extends Omit<SeatStep, 'view'> {
  readonly view: ViewWithoutRecord | Patch;
  /** The public record: whole for a jump, else its rounds from the view's round on. */
  readonly record: GameRecord | { readonly rounds: readonly WireRound[] };
  /** The step (its `v`) this one changes; absent for a jump. */
  readonly base?: number;
}

/** `view` without its record, each field the engine's schema names (the record is not built). */
function withoutRecord(view: PlayerView): ViewWithoutRecord {
  const fields: Partial<Record<keyof ViewWithoutRecord, unknown>> = {};
  for (const field of PLAYER_VIEW_FIELDS) fields[field] = view[field];
  return fields as ViewWithoutRecord;
}

/**
 * The changes of the record's rounds from `from` on, from the record sent last (`before`): worked
 * out once for every seat that held `before` (each seat of a room does). Keyed by the older
 * record, so that a record never keeps the ones before it alive.
 */
const roundChanges = new WeakMap<
  GameRecord,
  { after: GameRecord; from: number; rounds: WireRound[] }
>();

function changedRounds(before: GameRecord, after: GameRecord, from: number): WireRound[] {
  const cached = roundChanges.get(before);
  if (cached?.after === after && cached.from === from) return cached.rounds;
  const rounds = after.rounds.slice(from).map((round, i): WireRound => {
    const held = before.rounds[from + i];
    return held === undefined ? round : { ops: jsonPatch(held, round) };
  });
  roundChanges.set(before, { after, from, rounds });
  return rounds;
}

/**
 * What changed of one field of a view, keyed by the value it had: the seats' views of one step share
 * most of their values (the grids, the piles, the scores), so the changes of each shared value are
 * worked out once for every seat, not once a seat. Keyed by the older value, so that a value never
 * keeps the ones after it alive beyond its own life.
 */
const fieldChanges = new WeakMap<object, { after: unknown; ops: readonly PatchOp[] }>();

/**
 * The changes that make `before` into `after`, without their records: the same operations as
 * `jsonPatch` of the two views' fields (`withoutRecord`), field by field, a shared value's once.
 */
function viewPatch(before: PlayerView, after: PlayerView): PatchOp[] {
  const ops: PatchOp[] = [];
  for (const field of PLAYER_VIEW_FIELDS) {
    const was = before[field];
    const now = after[field];
    if (was === now) continue;
    if (typeof was !== 'object' || was === null) {
      ops.push(...jsonPatch(was, now, [field]));
      continue;
    }
    let known = fieldChanges.get(was);
    if (known?.after !== now) {
      known = { after: now, ops: jsonPatch(was, now, [field]) };
      fieldChanges.set(was, known);
    }
    ops.push(...known.ops);
  }
  return ops;
}

/**
 * The message that sends `step` to its seat, whose connection was sent `sent` last (`null`:
 * nothing yet, so this step goes whole).
 */
export function wireStep(step: SeatStep, sent: SeatStep | null): WireStep {
  const { view, ...rest } = step;
  const { record } = view;
  if (step.jump || sent === null) return { ...rest, jump: true, view: withoutRecord(view), record };
  return {
    ...rest,
    base: sent.v,
    view: { ops: viewPatch(sent.view, view) },
    record: { rounds: changedRounds(sent.view.record, record, view.roundIndex) },
  };
}

/**
 * The master's step again from `wire` and the step the client holds (`held`, none before its
 * first jump). `null` when the step cannot be read on what the client holds (another base, a
 * round it has not got, a change that does not fit) or what it makes is not a view and record
 * the engine could have made: the client then asks for a sync.
 */
export function unwireStep(wire: WireStep, held: SeatStep | null): SeatStep | null {
  const { record: sent, view: sentView, base, ...rest } = wire;
  if ('format' in sent && !('ops' in sentView))
    return { ...rest, view: { ...sentView, record: sent } };
  if (held === null || base !== held.v || !('ops' in sentView) || 'format' in sent) return null;
  const view = applyJsonPatch(withoutRecord(held.view), sentView.ops);
  if (!v.is(playerViewSchema, view)) return null;
  const known = held.view.record;
  const from = view.roundIndex;
  if (known.rounds.length < from) return null;
  const { cardsPerSeat } = gridShape(view.rules);
  const rounds: RoundRecord[] = known.rounds.slice(0, from);
  for (const [i, part] of sent.rounds.entries()) {
    const held = known.rounds[from + i];
    const round = !('ops' in part)
      ? part
      : held === undefined
        ? null
        : applyJsonPatch(held, part.ops);
    if (!recordedRound(round, cardsPerSeat)) return null;
    rounds.push(round);
  }
  return { ...rest, view: { ...view, record: { ...known, rounds } } };
}

// The schemas the client checks a step with: a broken or hostile server cannot make the client
// throw; a step that fails them is dropped and the client asks for a sync. The view, its events
// and the record are the engine's schemas.

/**
 * Whether `round` is a round of a public record whose players have `cards` positions each: the
 * engine's round, every action the engine's and nothing more to it (the client keeps it).
 */
function recordedRound(round: unknown, cards: number): round is RoundRecord {
  const action = actionSchemaFor(cards);
  return (
    v.is(roundSchema, round) &&
    round.actions.every(
      (recorded) =>
        typeof recorded === 'object' &&
        recorded !== null &&
        Object.keys(recorded).length === 3 &&
        v.is(action, recorded),
    )
  );
}

const publicRecordSchema = v.pipe(
  documentSchema,
  v.check((record) => {
    const { cardsPerSeat } = gridShape(withDefaults(record.rules));
    return record.rounds.every((round) => recordedRound(round, cardsPerSeat));
  }, 'a round of the record is malformed'),
);

const pathKey = v.union([v.pipe(v.string(), v.maxLength(32)), v.pipe(v.number(), v.integer())]);
const patchSchema = v.object({
  ops: v.pipe(
    v.array(
      v.union([
        v.object({ at: v.pipe(v.array(pathKey), v.maxLength(6)), to: v.unknown() }),
        v.object({
          at: v.pipe(v.array(pathKey), v.maxLength(6)),
          length: v.pipe(v.number(), v.integer(), v.minValue(0)),
        }),
      ]),
    ),
    v.maxLength(4096),
  ),
});

const common = {
  v: v.pipe(v.number(), v.integer(), v.minValue(0)),
  events: v.array(gameEventSchema),
  choosing: v.boolean(),
  computer: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(MAX_PLAYERS - 1))),
  byComputer: v.boolean(),
};

/** A seat step as the client checks it: a jump whole, any other step as changes. */
export const wireStepSchema = v.variant('jump', [
  v.object({
    ...common,
    jump: v.literal(true),
    view: playerViewSchema,
    record: publicRecordSchema,
  }),
  v.object({
    ...common,
    jump: v.literal(false),
    base: common.v,
    view: patchSchema,
    record: v.object({
      rounds: v.array(
        v.union([patchSchema, v.custom<RoundRecord>((round) => v.is(roundSchema, round))]),
      ),
    }),
  }),
]);
