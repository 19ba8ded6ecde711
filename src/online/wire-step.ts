import * as v from 'valibot';
import {
  ACTION_TYPES,
  cardsPerPlayer,
  DOUBLING_REASONS,
  ENDER_PENALTY_ORDERS,
  type GameRecord,
  isCard,
  LINE_KINDS,
  MAX_CARD,
  MAX_PLAYERS,
  type MaybeCard,
  MIN_CARD,
  NEXT_ROUND_STARTERS,
  PHASES,
  type PlayerView,
  type RecordAction,
  type RoundRecord,
  withDefaults,
} from '../engine';
import { rulesSchema } from '../engine/record/schema';
import type { SeatStep } from '../master';
import { MOST_CARDS_PER_SEAT, MOST_GRIDS_PER_SEAT, MOST_LINES_OF_A_KIND } from './wire-bounds';

/** A player view without its public record, as the room sends it. */
export type WireView = Omit<PlayerView, 'record'>;

/**
 * A seat's step as the room sends it: the master's step, its view's public record cut to the
 * rounds from the one in play (the finished rounds never change, and the client has them); a
 * jump (the first step, after a reconnection or a sync) carries the whole record.
 */
export interface WireStep extends Omit<SeatStep, 'view'> {
  readonly view: WireView;
  /** The public record: whole for a jump, else its rounds from the view's round on. */
  readonly record: GameRecord | { readonly rounds: readonly RoundRecord[] };
}

/** `view` without its record (read nothing else: the record is built only when it is read). */
function wireView(view: PlayerView): WireView {
  return {
    seat: view.seat,
    rules: view.rules,
    players: view.players,
    phase: view.phase,
    roundIndex: view.roundIndex,
    grids: view.grids,
    discardPile: view.discardPile,
    drawPileSize: view.drawPileSize,
    drawPileKnown: view.drawPileKnown,
    unseen: view.unseen,
    drawn: view.drawn,
    drawingSeat: view.drawingSeat,
    setupReveals: view.setupReveals,
    starter: view.starter,
    toMove: view.toMove,
    ender: view.ender,
    finalTurnsLeft: view.finalTurnsLeft,
    results: view.results,
    totals: view.totals,
    winners: view.winners,
  };
}

/** The message that sends `step` to its seat. */
export function wireStep(step: SeatStep): WireStep {
  const { view, ...rest } = step;
  const { record } = view;
  return {
    ...rest,
    view: wireView(view),
    record: step.jump ? record : { rounds: record.rounds.slice(view.roundIndex) },
  };
}

/**
 * The master's step again from `wire` and the public record the client had (`known`, none before
 * its first jump): the rounds before the one in play kept, the rest as sent. `null` when the step
 * cannot be read on what the client has (no record yet, or one rounds short): it asks for a sync.
 */
export function unwireStep(wire: WireStep, known: GameRecord | null): SeatStep | null {
  const { record: sent, view, ...rest } = wire;
  let record: GameRecord;
  if ('format' in sent) {
    record = sent;
  } else {
    const from = view.roundIndex;
    if (known === null || known.rounds.length < from) return null;
    record = { ...known, rounds: [...known.rounds.slice(0, from), ...sent.rounds] };
  }
  return { ...rest, view: { ...view, record } };
}

// The schema the client checks a step with: a broken or hostile server cannot make the client
// throw; a step that fails it is dropped and the client asks for a sync. A room plays its house
// rules (RULES.md R9): positions reach the largest seat's cards, and the view's grids must have
// the shape of the view's rules.

const GRID_SIZE = MOST_CARDS_PER_SEAT;

const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const score = v.pipe(v.number(), v.integer());
const seat = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(MAX_PLAYERS - 1));
const position = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(GRID_SIZE - 1));
const card = v.pipe(v.number(), v.integer(), v.minValue(MIN_CARD), v.maxValue(MAX_CARD));
const maybeCard = v.nullable(card);
const seats = v.pipe(v.array(seat), v.maxLength(MAX_PLAYERS));
const scores = v.pipe(v.array(score), v.maxLength(MAX_PLAYERS));
const doubling = v.object({
  doubled: v.boolean(),
  reason: v.picklist(DOUBLING_REASONS),
  enderScore: score,
  rival: seat,
  rivalScore: score,
  penalty: v.object({
    multiplier: count,
    flat: count,
    order: v.picklist(ENDER_PENALTY_ORDERS),
  }),
});
const shownGrid = v.pipe(v.array(v.nullable(card)), v.maxLength(GRID_SIZE));

/** Every engine event, each field checked (the table plays them as they come). */
const eventSchema = v.variant('kind', [
  v.object({
    kind: v.literal('dealt'),
    round: count,
    seats: count,
    discard: card,
    drawPile: count,
  }),
  v.object({
    kind: v.literal('revealed'),
    seat,
    pos: position,
    card,
    cause: v.picklist(['setup', 'turn']),
  }),
  v.object({
    kind: v.literal('turns-began'),
    starter: seat,
    rule: v.picklist(NEXT_ROUND_STARTERS),
  }),
  v.object({ kind: v.literal('reshuffled'), size: count }),
  v.object({ kind: v.literal('drew'), seat, card: maybeCard }),
  v.object({
    kind: v.literal('replaced'),
    seat,
    pos: position,
    from: v.picklist(['discard', 'drawn']),
    card,
    replaced: card,
    replacedFaceDown: v.boolean(),
  }),
  v.object({ kind: v.literal('discarded'), seat, card }),
  v.object({
    kind: v.literal('line-cleared'),
    seat,
    line: v.picklist(LINE_KINDS),
    grid: v.pipe(count, v.maxValue(MOST_GRIDS_PER_SEAT - 1)),
    index: v.pipe(count, v.maxValue(MOST_LINES_OF_A_KIND - 1)),
    value: card,
    positions: v.pipe(v.array(position), v.maxLength(GRID_SIZE)),
    discarded: v.pipe(v.array(position), v.maxLength(GRID_SIZE)),
    atRoundEnd: v.boolean(),
  }),
  v.object({ kind: v.literal('round-ending'), ender: seat, finalTurns: count }),
  v.object({
    kind: v.literal('final-reveal'),
    seat,
    cards: v.array(v.object({ pos: position, card })),
  }),
  v.object({
    kind: v.literal('round-scored'),
    round: count,
    ender: seat,
    sums: scores,
    scores,
    totals: scores,
    doubling,
    lowest: seats,
  }),
  v.object({ kind: v.literal('game-over'), winners: seats, totals: scores }),
]);

const slot = v.nullable(v.object({ card: maybeCard, up: v.boolean() }));
const cardCounts = v.pipe(v.array(count), v.length(MAX_CARD - MIN_CARD + 1));
const roundResult = v.object({
  starter: seat,
  ender: seat,
  doubled: v.boolean(),
  doubling,
  scores,
  totals: scores,
  grids: v.pipe(v.array(shownGrid), v.maxLength(MAX_PLAYERS)),
});
// A round's deck (150 cards) and actions come with every step: checked in one pass each, which
// costs a tenth of a schema per element.
const RECORDED_TYPES: readonly string[] = ACTION_TYPES.filter((t) => t !== 'draw');
const inRange = (value: unknown, below: number) =>
  Number.isInteger(value) && (value as number) >= 0 && (value as number) < below;
const cardList = v.custom<readonly MaybeCard[]>(
  (value) => Array.isArray(value) && value.every((card) => card === null || isCard(card)),
  'a list of cards',
);
const recordedActions = v.custom<readonly RecordAction[]>(
  (value) =>
    Array.isArray(value) &&
    value.every(
      (action: Record<string, unknown> | null) =>
        typeof action === 'object' &&
        action !== null &&
        Object.keys(action).length === 3 &&
        inRange(action.p, MAX_PLAYERS) &&
        RECORDED_TYPES.includes(action.t as string) &&
        inRange(action.pos, GRID_SIZE),
    ),
  'a list of recorded actions',
);
const roundRecord = v.object({
  deck: cardList,
  reshuffles: v.array(cardList),
  actions: recordedActions,
});

/** A seat step as the client checks it: its record's actions on the grids of its view's rules. */
export const wireStepSchema = v.pipe(
  v.object({
    v: count,
    events: v.array(eventSchema),
    view: v.pipe(
      v.object({
        seat,
        rules: rulesSchema,
        players: v.pipe(v.array(v.string()), v.minLength(2), v.maxLength(MAX_PLAYERS)),
        phase: v.picklist(PHASES),
        roundIndex: count,
        grids: v.pipe(
          v.array(v.pipe(v.array(slot), v.maxLength(GRID_SIZE))),
          v.maxLength(MAX_PLAYERS),
        ),
        discardPile: v.array(card),
        drawPileSize: count,
        drawPileKnown: v.nullable(cardCounts),
        unseen: cardCounts,
        drawn: maybeCard,
        drawingSeat: v.nullable(seat),
        setupReveals: v.array(count),
        starter: v.nullable(seat),
        toMove: v.nullable(seat),
        ender: v.nullable(seat),
        finalTurnsLeft: count,
        results: v.array(roundResult),
        totals: scores,
        winners: seats,
      }),
      v.check(
        (view) =>
          view.grids.every((grid) => grid.length === cardsPerPlayer(withDefaults(view.rules))),
        "every grid has the shape of the view's rules",
      ),
    ),
    choosing: v.boolean(),
    computer: v.nullable(seat),
    byComputer: v.boolean(),
    jump: v.boolean(),
    record: v.union([
      v.object({
        format: v.literal('skyjo-record'),
        version: v.literal(1),
        rules: rulesSchema,
        players: v.array(v.string()),
        rounds: v.array(roundRecord),
      }),
      v.object({ rounds: v.array(roundRecord) }),
    ]),
  }),
  v.check((step) => {
    const cards = cardsPerPlayer(withDefaults(step.view.rules));
    return step.record.rounds.every((round) => round.actions.every((action) => action.pos < cards));
  }, "every recorded action names a position of the view's grids"),
);
