import {
  type Action,
  apply,
  type Card,
  DECK_SIZE,
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
import { type Reveal, type SeatStep, usesDrawnCard } from './steps';

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

const fail = (message: string): ReplicaResult => ({ ok: false, message });

/** The replica a sync message describes. */
export function replicaFromSync(sync: ReplicaSync): ReplicaResult {
  const replayed = replayRecord(sync.record);
  if (!replayed.ok) return fail(`the record does not replay: ${replayed.error.message}`);
  let state = replayed.state;
  if (sync.drawing !== null) {
    const drawn = drawFor(state, sync.drawing, sync.drawn);
    if (!drawn.ok) return drawn;
    state = drawn.replica.state;
  }
  return { ok: true, replica: { v: sync.v, state } };
}

/** `replica` after `step`, which must be the next one; never throws. */
export function applyStep(replica: Replica, step: SeatStep): ReplicaResult {
  if (step.v !== replica.v + 1) return fail(`step ${step.v} after step ${replica.v}`);
  try {
    const state =
      step.kind === 'deal' ? deal(replica.state, step.discard) : act(replica.state, step);
    return typeof state === 'string' ? fail(state) : { ok: true, replica: { v: step.v, state } };
  } catch (error) {
    return fail(`the step broke the replica: ${(error as Error).message}`);
  }
}

function deal(state: GameState, discard: Card): GameState | string {
  const deck = new Array<MaybeCard>(DECK_SIZE).fill(null);
  deck[GRID_SIZE * state.players.length] = discard;
  const dealt = startRecordedRound(state, { deck, reshuffles: [] });
  return dealt.ok ? dealt.state : dealt.message;
}

function act(start: GameState, step: SeatStep & { kind: 'act' }): GameState | string {
  const { action, drawn } = step;
  let state = start;
  for (const reveal of step.revealed) state = revealCard(state, reveal);
  if (usesDrawnCard(action) && state.round.drawn === null) {
    const draw = drawFor(state, action.p, action.t === 'draw' ? drawn : null);
    if (!draw.ok) return draw.message;
    state = draw.replica.state;
  }
  if (action.t === 'draw') return state;
  if (usesDrawnCard(action)) {
    if (drawn === null) return `${action.t} without its drawn card`;
    const known = withDrawnCard(state, drawn);
    if (!known.ok) return known.message;
    state = known.state;
  }
  const next = apply(state, action);
  if (!next.ok) return next.message;
  return usesDrawnCard(action) ? withRecordedDraw(next.state, drawn!) : next.state;
}

/** `seat` draws; the card is `card` when this seat may know it, else it stays unknown. */
function drawFor(state: GameState, seat: number, card: Card | null): ReplicaResult {
  const draw = apply(withPendingReshuffle(state), { p: seat, t: 'draw' } satisfies Action);
  if (!draw.ok) return fail(draw.message);
  if (card === null) return { ok: true, replica: { v: 0, state: draw.state } };
  const known = withDrawnCard(draw.state, card);
  return known.ok ? { ok: true, replica: { v: 0, state: known.state } } : fail(known.message);
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
