import type { ErrorCode, RoomPhase } from '../online/protocol';
import {
  NUDGE_AFTER_MS,
  ReactionPace,
  type ReactionNews,
  type ReactionRequest,
} from '../online/reaction-ids';

/** A reaction the room does not pass on: why, for the person who sent it. */
export interface ReactionRefusal {
  readonly ok: false;
  readonly code: ErrorCode;
  readonly message: string;
}

/** The table as a reaction needs it: where the room stands, its seats, who is to move. */
export interface ReactionTable {
  readonly phase: RoomPhase;
  readonly seats: number;
}

const refuse = (code: ErrorCode, message: string): ReactionRefusal => ({
  ok: false,
  code,
  message,
});

/**
 * The reactions of one room: each person's pace (`REACTION_PACE`, per seat, so that a new
 * connection does not start afresh), and who may be nudged: the seat to move, once it has been
 * to move for `NUDGE_AFTER_MS` (the server's tests shorten it), by each other person once a turn. Muting is each receiver's own
 * choice, on their own screen: the room passes every admitted reaction on to everyone.
 */
export class RoomReactions {
  private readonly paces = new Map<number, ReactionPace>();
  /** The seat to move and since when (ms), or `null` (set-up, between rounds, no game). */
  private moving: { readonly seat: number; readonly since: number } | null = null;
  /** Who nudged the seat to move during this turn. */
  private readonly nudgers = new Set<number>();

  /** Reactions timed by `now` (ms); a seat may be nudged once it has been to move `nudgeAfterMs`. */
  constructor(
    private readonly now: () => number = Date.now,
    private readonly nudgeAfterMs: number = NUDGE_AFTER_MS,
  ) {}

  /** The seat to move now (`null`: nobody alone: set-up, between rounds, the game's end). */
  follow(toMove: number | null): void {
    if (toMove === (this.moving?.seat ?? null)) return;
    this.moving = toMove === null ? null : { seat: toMove, since: this.now() };
    this.nudgers.clear();
  }

  /** `seat` sends `request` at `table`: the news for everyone, or why it is refused. */
  react(
    seat: number,
    request: ReactionRequest,
    table: ReactionTable,
  ): ReactionNews | ReactionRefusal {
    if (table.phase === 'lobby') return refuse('wrong-phase', 'reactions are sent at the table');
    let to: number | null = null;
    if (request.id === 'nudge') {
      const refused = this.nudgeRefusal(seat, request.to, table);
      if (refused !== null) return refused;
      to = request.to;
    }
    let pace = this.paces.get(seat);
    if (pace === undefined) this.paces.set(seat, (pace = new ReactionPace()));
    if (!pace.admit(this.now())) return refuse('flood', 'too many reactions: wait a moment');
    if (to !== null) this.nudgers.add(seat);
    return { seat, id: request.id, to };
  }

  /** Why `seat` may not nudge `to` now, or `null` if it may. */
  private nudgeRefusal(seat: number, to: number, table: ReactionTable): ReactionRefusal | null {
    if (to >= table.seats) return refuse('malformed', `there is no seat ${to + 1}`);
    const moving = this.moving;
    if (moving === null || moving.seat !== to || to === seat)
      return refuse('illegal', 'only another seat that is to move can be nudged');
    if (this.now() - moving.since < this.nudgeAfterMs)
      return refuse('illegal', 'a seat is nudged once it has thought for a while');
    if (this.nudgers.has(seat)) return refuse('illegal', 'that seat was already nudged this turn');
    return null;
  }
}
