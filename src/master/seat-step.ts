import {
  eventsForSeat,
  type GameEvent,
  type GameState,
  playerView,
  type PlayerView,
  publicView,
} from '../engine';

/**
 * One moment of a game as the seats at one screen receive it from the game master: the step's
 * number, what happened as they may see it (R8.2: another seat's drawn card stays hidden until it
 * is placed), and what they know now — the engine's player view, from which the table's snapshot
 * and the person's choices are made. No client rebuilds anything the master did not send.
 */
export interface SeatStep {
  /** The master's step number: one more after every action and every deal. */
  readonly v: number;
  /** The engine's events since the step before, as these seats may see them; none for a jump. */
  readonly events: readonly GameEvent[];
  /** What the seat shown at this screen knows now (see `viewingSeat`). */
  readonly view: PlayerView;
  /** Whether `view.seat` is a person's to choose now. */
  readonly choosing: boolean;
  /** The seat a computer plays that moves next, if any (its plate shows it thinking). */
  readonly computer: number | null;
  /** Whether the step is a computer's move (the table pauses before it, to show whose turn). */
  readonly byComputer: boolean;
  /** Shown at once rather than played: the first step a screen receives (a resumed game). */
  readonly jump: boolean;
}

/** Who acts now, as the master decides it: the seats a person chooses for, and the computer next. */
export interface Turn {
  /** The seats whose person may choose now. */
  readonly choosing: readonly number[];
  /** The seat a computer plays that moves next, if any. */
  readonly computer: number | null;
}

/**
 * The seat whose view a screen with `audience` (the seats it plays, or every seat of a game on one
 * device) shows: a seat of it holding a drawn card, else one choosing now, else its first person,
 * else its first seat. A single seat online is always itself.
 */
function viewingSeat(
  audience: readonly number[],
  drawing: number | null,
  turn: Turn,
  persons: readonly number[],
): number {
  if (drawing !== null && audience.includes(drawing)) return drawing;
  return (
    audience.find((seat) => turn.choosing.includes(seat)) ??
    audience.find((seat) => persons.includes(seat)) ??
    audience[0] ??
    0
  );
}

/** What the master knows of one change, for `seatStep`. */
export interface Change {
  readonly v: number;
  readonly events: readonly GameEvent[];
  readonly byComputer: boolean;
  readonly jump: boolean;
}

/**
 * The step of `change` for the screen playing `audience`: the events with a drawn card hidden
 * unless its drawer sits at this screen, the view of `viewingSeat`, and whose turn it is. A
 * screen playing no seat (a spectator online) gets the engine's public view, laid out around
 * seat 0: it never holds a drawn card (R8.2), and nobody chooses there.
 */
export function seatStep(
  state: GameState,
  audience: readonly number[],
  change: Change,
  turn: Turn,
  persons: readonly number[],
): SeatStep {
  const drawing = state.round.drawn === null ? null : state.round.toMove;
  const seat = viewingSeat(audience, drawing, turn, persons);
  const drew = change.events.find((event) => event.kind === 'drew');
  const drawer = drew !== undefined && audience.includes(drew.seat) ? drew.seat : null;
  return {
    v: change.v,
    events: eventsForSeat(change.events, drawer),
    view: audience.length === 0 ? publicView(state, seat) : playerView(state, seat),
    choosing: audience.includes(seat) && turn.choosing.includes(seat),
    computer: turn.computer,
    byComputer: change.byComputer,
    jump: change.jump,
  };
}
