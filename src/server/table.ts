import type { BotLevel } from '../ai/bot-levels';
import type { GameState } from '../engine';
import type { ErrorCode, RoomPhase } from '../online/protocol';
import type { RoomSettings, SeatPlan } from '../online/room-settings';
import { secureNewGame } from './secure-deck';
import { newSeatToken, tokenHash, tokenMatches } from './seat-token';

/** The level of the computer that plays for a person who is away (after the reconnection window). */
export const STAND_IN_LEVEL: BotLevel = 'hard';

/** One seat of a table. */
export interface TableSeat {
  readonly kind: 'person' | 'computer';
  /** The player's name; `null` for a person seat nobody has taken. */
  readonly name: string | null;
  /** A computer seat's level; for a person seat, the level that stands in while they are away. */
  readonly level: BotLevel;
  /** The SHA-256 of the seat's token, once a person has taken it. */
  readonly tokenHash: string | null;
  /**
   * The SHA-256 of the token the last join replaced, still taken until the seat's holder says it
   * kept the new one (so that a welcome lost with its connection locks nobody out); else `null`.
   */
  readonly previousHash?: string | null;
}

/** A refused request: why, for the client that asked. Nothing changed. */
export interface Refusal {
  readonly ok: false;
  readonly code: ErrorCode;
  readonly message: string;
}

/** The rule settings of a table: everything the host chose but the seats. */
export type TableSettings = Omit<RoomSettings, 'seats'>;

/** A table as it is stored: its settings, seats, phase and game. */
export interface TableParts {
  readonly code: string;
  readonly settings: TableSettings;
  readonly seats: readonly TableSeat[];
  readonly phase: RoomPhase;
  readonly game: GameState | null;
  readonly v: number;
  /** The seat of the person who opened the room (it hosts while present). */
  readonly creator: number;
}

/** Whether `token` takes `seat`: its current token, or the one before while not yet replaced. */
export function holdsToken(seat: TableSeat, token: string): boolean {
  const { tokenHash: current, previousHash: previous = null } = seat;
  return (
    (current !== null && tokenMatches(token, current)) ||
    (previous !== null && tokenMatches(token, previous))
  );
}

const refuse = (code: ErrorCode, message: string): Refusal => ({ ok: false, code, message });

function seatFromPlan(plan: SeatPlan): TableSeat {
  return plan.kind === 'person'
    ? { kind: 'person', name: null, level: STAND_IN_LEVEL, tokenHash: null, previousHash: null }
    : { kind: 'computer', name: plan.name, level: plan.level, tokenHash: null, previousHash: null };
}

/**
 * The lobby of an online table, without any networking: seats and their tokens, who sits where,
 * the start of the game, and the game as last stored. The game itself is played by the room's
 * game master (`src/master`), which tells the table each new state (`follow`).
 */
export class Table {
  private seatList: TableSeat[];
  private state: GameState | null;
  private roomPhase: RoomPhase;
  private step: number;
  private creatorSeat: number;

  private constructor(
    readonly code: string,
    readonly settings: TableSettings,
    parts: TableParts,
  ) {
    this.seatList = parts.seats.slice();
    this.state = parts.game;
    this.roomPhase = parts.phase;
    this.step = parts.v;
    this.creatorSeat = parts.creator;
  }

  /** A new table in its lobby, as its host set it up. */
  static open(code: string, settings: RoomSettings): Table {
    const { seats, ...rest } = settings;
    return new Table(code, rest, {
      code,
      settings: rest,
      seats: seats.map(seatFromPlan),
      phase: 'lobby',
      game: null,
      v: 0,
      creator: 0,
    });
  }

  /** A table restored from its stored parts. */
  static restore(parts: TableParts): Table {
    return new Table(parts.code, parts.settings, parts);
  }

  /** Everything needed to store and restore this table. */
  parts(): TableParts {
    const { code, settings, seatList: seats, roomPhase: phase, state: game, step: v } = this;
    return { code, settings, seats, phase, game, v, creator: this.creatorSeat };
  }

  /** Every seat. */
  get seats(): readonly TableSeat[] {
    return this.seatList;
  }

  /** The seat of the person who opened the room (it moves with them in the lobby). */
  get creator(): number {
    return this.creatorSeat;
  }

  /** Where the table stands. */
  get phase(): RoomPhase {
    return this.roomPhase;
  }

  /** The game, once started. */
  get game(): GameState | null {
    return this.state;
  }

  /** The number of the game master's last step (action or deal). */
  get v(): number {
    return this.step;
  }

  /**
   * A person takes a seat: the seat whose token they hold (their name then changes only in the
   * lobby), else in the lobby the free person seat they asked for or the first free one. Returns
   * the seat and its new token: every join gets a new one, so a token seen once (a captured link,
   * an old device) stops working once its seat is taken again (see `keptToken`).
   */
  claim(
    name: string,
    token: string | undefined,
    wanted: number | undefined,
  ): { readonly ok: true; readonly seat: number; readonly token: string } | Refusal {
    if (token !== undefined) {
      const seat = this.seatList.findIndex((s) => holdsToken(s, token));
      if (seat >= 0) {
        const held = this.seatList[seat]!;
        const issued = newSeatToken();
        // Joining with the current token keeps it until the new one is kept; with the previous
        // one (its welcome was lost), that stays the one to keep.
        const current = tokenMatches(token, held.tokenHash!);
        this.replace(seat, {
          ...held,
          name: this.roomPhase === 'lobby' ? name : held.name,
          tokenHash: tokenHash(issued),
          previousHash: current ? held.tokenHash : held.previousHash,
        });
        return { ok: true, seat, token: issued };
      }
    }
    if (this.roomPhase !== 'lobby')
      return refuse('seat-taken', 'the game has started and every seat is taken');
    const free = this.freeSeats();
    const seat = wanted !== undefined && free.includes(wanted) ? wanted : free[0];
    if (seat === undefined) return refuse('seat-taken', 'every seat of this room is taken');
    if (wanted !== undefined && seat !== wanted)
      return refuse('seat-taken', `seat ${wanted + 1} is not free`);
    const issued = newSeatToken();
    this.replace(seat, { ...this.seatList[seat]!, name, tokenHash: tokenHash(issued) });
    return { ok: true, seat, token: issued };
  }

  /** The holder of `seat` kept its newest token: the one before it stops working. */
  keptToken(seat: number): boolean {
    const held = this.seatList[seat];
    if (held === undefined || (held.previousHash ?? null) === null) return false;
    this.replace(seat, { ...held, previousHash: null });
    return true;
  }

  /** The person seats nobody has taken. */
  freeSeats(): number[] {
    return this.seatList.flatMap((s, seat) =>
      s.kind === 'person' && s.tokenHash === null ? [seat] : [],
    );
  }

  /** In the lobby, a person who left gives their seat up. */
  release(seat: number): void {
    if (this.roomPhase !== 'lobby' || this.seatList[seat]?.kind !== 'person') return;
    this.replace(seat, {
      ...this.seatList[seat]!,
      name: null,
      tokenHash: null,
      previousHash: null,
    });
  }

  /** In the lobby, a person moves from `seat` to the free person seat `to`; the token moves too. */
  move(seat: number, to: number): { readonly ok: true } | Refusal {
    if (this.roomPhase !== 'lobby') return refuse('wrong-phase', 'seats change only in the lobby');
    if (seat === to) return { ok: true };
    if (!this.freeSeats().includes(to)) return refuse('seat-taken', `seat ${to + 1} is not free`);
    const mover = this.seatList[seat]!;
    const { name, tokenHash: hash, previousHash } = mover;
    if (seat === this.creatorSeat) this.creatorSeat = to;
    this.replace(to, { ...this.seatList[to]!, name, tokenHash: hash, previousHash });
    this.replace(seat, { ...mover, name: null, tokenHash: null, previousHash: null });
    return { ok: true };
  }

  /** In the lobby, the host makes `seat` a person's or a computer's; not a seat a person holds. */
  setPlan(seat: number, plan: SeatPlan): { readonly ok: true } | Refusal {
    if (this.roomPhase !== 'lobby') return refuse('wrong-phase', 'seats change only in the lobby');
    const current = this.seatList[seat];
    if (current === undefined) return refuse('malformed', `there is no seat ${seat + 1}`);
    if (current.tokenHash !== null) return refuse('seat-taken', `a person holds seat ${seat + 1}`);
    this.replace(seat, seatFromPlan(plan));
    return { ok: true };
  }

  /** Starts the game, its deck from the CSPRNG (`secure-deck.ts`), once every person seat is taken. */
  start(): { readonly ok: true; readonly game: GameState } | Refusal {
    if (this.roomPhase !== 'lobby') return refuse('wrong-phase', 'the game has already started');
    const free = this.freeSeats();
    if (free.length > 0)
      return refuse(
        'wrong-phase',
        `seat ${free[0]! + 1} is free: wait for a friend or give it to a computer`,
      );
    const players = this.seatList.map((s) => s.name!);
    this.state = secureNewGame(players, this.settings.rules);
    this.roomPhase = 'playing';
    this.step = 0;
    return { ok: true, game: this.state };
  }

  /** The game master's state `game` at step `v`: stored from now on; a finished game ends the table. */
  follow(game: GameState, v: number): void {
    this.state = game;
    this.step = v;
    if (game.phase === 'game-over') this.roomPhase = 'over';
  }

  private replace(seat: number, value: TableSeat): void {
    this.seatList = this.seatList.map((s, i) => (i === seat ? value : s));
  }
}
