import {
  type Action,
  apply,
  type Card,
  DECK_SIZE,
  type GameEvent,
  type GameRecord,
  type GameState,
  GRID_SIZE,
  isCard,
  type MaybeCard,
  replayRecord,
  type RoundRecord,
  startRecordedRound,
  withDrawnCard,
  withPendingReshuffle,
} from '../engine';
import { type Reveal, sameEvents, type SeatStep, stepCards, usesDrawnCard } from './steps';

/**
 * A client's copy of an online game: a game state holding only what its seat may know (every
 * unseen card `null`), kept by the same engine as the server's from the steps it receives. Its
 * record is the public record of the game (BOT-PROTOCOL.md), so it exports and replays.
 */
export interface Replica {
  /** The number of the last step applied. */
  readonly v: number;
  readonly state: GameState;
}

/** What a client receives to start or restart its replica: the public record and any draw. */
export interface ReplicaSync {
  readonly v: number;
  readonly record: GameRecord;
  /** The seat holding a drawn card it has not placed yet, if any. */
  readonly drawing: number | null;
  /** That card, when the receiving seat is the one that drew it. */
  readonly drawn: Card | null;
}

/** A replica, or why the message could not be applied (then the client asks for a new sync). */
export type ReplicaResult =
  | { readonly ok: true; readonly replica: Replica }
  | { readonly ok: false; readonly message: string };

/** A state and the engine's events that led to it, or why the step failed. */
type Stepped = { readonly state: GameState; readonly events: readonly GameEvent[] } | string;

const fail = (message: string): ReplicaResult => ({ ok: false, message });

/** The replica a sync message describes. */
export function replicaFromSync(sync: ReplicaSync): ReplicaResult {
  const replayed = replayRecord(sync.record);
  if (!replayed.ok) return fail(`the record does not replay: ${replayed.error.message}`);
  let state = replayed.state;
  if (sync.drawing !== null) {
    const drawn = drawFor(state, sync.drawing, sync.drawn);
    if (typeof drawn === 'string') return fail(drawn);
    state = drawn.state;
  }
  return { ok: true, replica: { v: sync.v, state } };
}

/**
 * `replica` after `step`, which must be the next one; never throws. The replica's engine must
 * report the events the step holds (another seat's drawn card aside): a step that says anything
 * else is refused, and the client asks for a sync.
 */
export function applyStep(replica: Replica, step: SeatStep): ReplicaResult {
  if (step.v !== replica.v + 1) return fail(`step ${step.v} after step ${replica.v}`);
  try {
    const stepped =
      step.kind === 'deal' ? deal(replica.state, step.events) : act(replica.state, step);
    if (typeof stepped === 'string') return fail(stepped);
    if (!sameEvents(stepped.events, step.events)) return fail('the step tells other events');
    return { ok: true, replica: { v: step.v, state: stepped.state } };
  } catch (error) {
    return fail(`the step broke the replica: ${(error as Error).message}`);
  }
}

function deal(state: GameState, events: readonly GameEvent[]): Stepped {
  const dealt = events.find((event) => event.kind === 'dealt');
  if (dealt === undefined || !isCard(dealt.discard)) return 'a deal without its discard';
  const deck = new Array<MaybeCard>(DECK_SIZE).fill(null);
  deck[GRID_SIZE * state.players.length] = dealt.discard;
  const next = startRecordedRound(state, { deck, reshuffles: [] });
  return next.ok ? next : next.message;
}

function act(start: GameState, step: SeatStep & { kind: 'act' }): Stepped {
  const { action } = step;
  const { drawn, revealed } = stepCards(step.events);
  let state = start;
  let events: readonly GameEvent[] = [];
  for (const reveal of revealed) state = revealCard(state, reveal);
  if (usesDrawnCard(action) && state.round.drawn === null) {
    const draw = drawFor(state, action.p, action.t === 'draw' ? drawn : null);
    if (typeof draw === 'string') return draw;
    ({ state, events } = draw);
  }
  if (action.t === 'draw') return { state, events };
  if (usesDrawnCard(action)) {
    if (drawn === null) return `${action.t} without its drawn card`;
    const known = withDrawnCard(state, drawn);
    if (!known.ok) return known.message;
    state = known.state;
  }
  const next = apply(state, action);
  if (!next.ok) return next.message;
  return {
    state: usesDrawnCard(action) ? withRecordedDraw(next.state, drawn!) : next.state,
    events: [...events, ...next.events],
  };
}

/** `seat` draws; the card is `card` when this seat may know it, else it stays unknown. */
function drawFor(state: GameState, seat: number, card: Card | null): Stepped {
  const draw = apply(withPendingReshuffle(state), { p: seat, t: 'draw' } satisfies Action);
  if (!draw.ok) return draw.message;
  if (card === null) return draw;
  const known = withDrawnCard(draw.state, card);
  return known.ok ? { state: known.state, events: draw.events } : known.message;
}

/** A face-down card's value made public: in the grid and in the round's recorded deck. */
function revealCard(state: GameState, [seat, pos, card]: Reveal): GameState {
  if (!isCard(card)) throw new Error(`${JSON.stringify(card)} is not a card`);
  const slot = state.round.grids[seat]?.[pos];
  if (slot === null || slot === undefined || slot.up)
    throw new Error(`no face-down card at ${seat}/${pos}`);
  if (slot.card !== null && slot.card !== card)
    throw new Error(`card ${seat}/${pos} is ${slot.card}`);
  const grids = state.round.grids.slice();
  const grid = grids[seat]!.slice();
  grid[pos] = { card, up: false };
  grids[seat] = grid;
  return withRoundRecord({ ...state, round: { ...state.round, grids } }, (round) => {
    const deck = round.deck.slice();
    deck[GRID_SIZE * seat + pos] = card;
    return { ...round, deck };
  });
}

/**
 * The card just placed from the draw pile written where the round's record keeps it: the deck
 * after the discard's first card, then each reshuffle order in turn (GAME-RECORD.md).
 */
function withRecordedDraw(state: GameState, card: Card): GameState {
  return withRoundRecord(state, (round) => {
    let draw =
      round.actions.filter((a) => a.t === 'draw-swap' || a.t === 'draw-discard').length - 1;
    const firstDraw = GRID_SIZE * state.players.length + 1;
    if (firstDraw + draw < DECK_SIZE) {
      const deck = round.deck.slice();
      deck[firstDraw + draw] = card;
      return { ...round, deck };
    }
    draw -= DECK_SIZE - firstDraw;
    const reshuffles = round.reshuffles.map((order) => order.slice());
    for (const order of reshuffles) {
      if (draw < order.length) {
        order[draw] = card;
        return { ...round, reshuffles };
      }
      draw -= order.length;
    }
    throw new Error('a draw beyond the recorded piles');
  });
}

function withRoundRecord(state: GameState, change: (round: RoundRecord) => RoundRecord): GameState {
  const history = state.history.slice();
  const index = state.round.index;
  history[index] = change(history[index]!);
  return { ...state, history };
}
