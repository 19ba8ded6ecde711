import type { BotLevel } from '../ai/bot-levels';
import type { GameState } from '../engine';
import type { SeatLook } from '../online/looks';
import type { ErrorCode, RoomPhase } from '../online/protocol';
import type { RoomSettings, SeatPlan } from '../online/room-settings';
import { secureNewGame } from './secure-deck';
import { type BarReason, barOf, barredBy, type SeatBar, withBar } from './seat-bars';
import type { TableSeat } from './table-seat';
import { newSeatToken, tokenHash, tokenMatches } from './seat-token';

/** The level of the computer that plays for a person who is away (after the reconnection window). */
export const STAND_IN_LEVEL: BotLevel = 'hard';

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
  /** The people who may not come back (removed from the lobby, or their seat given to a computer). */
  readonly bars?: readonly SeatBar[];
  /** How many games this table has dealt. */
  readonly games?: number;
}

/** How a join found its seat: by the token it holds, or as the seat's own device. */
export interface Located {
  readonly seat: number;
  /** Whether the joining device is the seat's own (it always takes its seat back). */
  readonly own: boolean;
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

/** A seat nobody holds: no name, no token, no device, no look. */
const UNHELD = {
  name: null,
  tokenHash: null,
  previousHash: null,
  deviceHash: null,
  look: undefined,
} as const;

function seatFromPlan(plan: SeatPlan): TableSeat {
  return plan.kind === 'person'
    ? { kind: 'person', level: STAND_IN_LEVEL, ...UNHELD }
    : { kind: 'computer', level: plan.level, ...UNHELD, name: plan.name };
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
  private barList: readonly SeatBar[];
  private gameCount: number;

  private rules: TableSettings;

  private constructor(
    readonly code: string,
    settings: TableSettings,
    parts: TableParts,
  ) {
    this.rules = settings;
    this.seatList = parts.seats.slice();
    this.state = parts.game;
    this.roomPhase = parts.phase;
    this.step = parts.v;
    this.creatorSeat = parts.creator;
    this.barList = parts.bars ?? [];
    this.gameCount = parts.games ?? (parts.phase === 'lobby' ? 0 : 1);
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

  /** The rule settings the host chose (and whether the lobby is listed). */
  get settings(): TableSettings {
    return this.rules;
  }

  /** In the lobby, the host lists the table for strangers ("Play with anyone"), or no longer. */
  publish(listed: boolean): { readonly ok: true } | Refusal {
    if (this.roomPhase !== 'lobby') return refuse('wrong-phase', 'only a lobby is listed');
    this.rules = { ...this.rules, listed };
    return { ok: true };
  }

  /** Everything needed to store and restore this table. */
  parts(): TableParts {
    const { code, settings, seatList: seats, roomPhase: phase, state: game, step: v } = this;
    const { creatorSeat: creator, barList: bars, gameCount: games } = this;
    // No bars is no key, as a stored room without any reads back.
    const barred = bars.length === 0 ? {} : { bars };
    return { code, settings, seats, phase, game, v, creator, ...barred, games };
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

  /** How many games this table has dealt. */
  get games(): number {
    return this.gameCount;
  }

  /** The number of the game master's last step (action or deal). */
  get v(): number {
    return this.step;
  }

  /**
   * The taken seat a join is for: the one whose (current or previous) token it holds, else the
   * one its proven `device` (a device hash) first took; `null` for neither.
   */
  locate(token: string | undefined, device: string | null): Located | null {
    const own = (seat: number) => device !== null && this.seatList[seat]!.deviceHash === device;
    const byToken = token === undefined ? -1 : this.seatList.findIndex((s) => holdsToken(s, token));
    if (byToken >= 0) return { seat: byToken, own: own(byToken) };
    const byDevice = this.seatList.findIndex(
      (s, seat) => s.kind === 'person' && s.tokenHash !== null && own(seat),
    );
    return byDevice >= 0 ? { seat: byDevice, own: true } : null;
  }

  /** Why a join with `token`, `wanted` and `device` would get no seat (`claim`), or `null`. */
  refusal(
    token: string | undefined,
    wanted: number | undefined,
    device: string | null,
  ): Refusal | null {
    if (this.locate(token, device) !== null) return null;
    if (this.roomPhase !== 'lobby')
      return refuse('seat-taken', 'the game has started and every seat is taken');
    const free = this.freeSeats();
    if (free.length === 0) return refuse('seat-taken', 'every seat of this room is taken');
    if (wanted !== undefined && !free.includes(wanted))
      return refuse('seat-taken', `seat ${wanted + 1} is not free`);
    return null;
  }

  /**
   * A person takes a seat: the seat whose token they hold or whose device they are (`device`: a
   * proven device hash; their name then changes only in the lobby), else in the lobby the free
   * person seat they asked for or the first free one, which is then bound to `device`. Returns
   * the seat and its new token: every join gets a new one, so a token seen once (a captured
   * link, an old device) stops working once its seat is taken again (see `keptToken`).
   */
  claim(
    name: string,
    token: string | undefined,
    wanted: number | undefined,
    device: string | null = null,
  ): { readonly ok: true; readonly seat: number; readonly token: string } | Refusal {
    const located = this.locate(token, device);
    if (located !== null) {
      const { seat, own } = located;
      const held = this.seatList[seat]!;
      const issued = newSeatToken();
      // Joining with the current token keeps it until the new one is kept; with the previous
      // one (its welcome was lost), that stays the one to keep. The seat's own device needs no
      // token to come back: the tokens before die at once.
      const current = token !== undefined && tokenMatches(token, held.tokenHash!);
      this.replace(seat, {
        ...held,
        name: this.roomPhase === 'lobby' ? name : held.name,
        tokenHash: tokenHash(issued),
        previousHash: own ? null : current ? held.tokenHash : held.previousHash,
      });
      return { ok: true, seat, token: issued };
    }
    const refused = this.refusal(token, wanted, device);
    if (refused !== null) return refused;
    const seat = wanted ?? this.freeSeats()[0]!;
    const issued = newSeatToken();
    this.replace(seat, {
      ...this.seatList[seat]!,
      name,
      tokenHash: tokenHash(issued),
      deviceHash: device,
    });
    return { ok: true, seat, token: issued };
  }

  /**
   * The token a refused device showed for `seat` stops working: the current one is replaced (the
   * holder's new token is returned; the old one lasts until the holder keeps it, see
   * `keptToken`), the previous one is forgotten (`null`).
   */
  revoke(seat: number, token: string | undefined): string | null {
    const held = this.seatList[seat];
    if (held === undefined || held.tokenHash === null || token === undefined) return null;
    if (!tokenMatches(token, held.tokenHash)) {
      if (holdsToken(held, token)) this.keptToken(seat);
      return null;
    }
    const issued = newSeatToken();
    this.replace(seat, { ...held, tokenHash: tokenHash(issued), previousHash: held.tokenHash });
    return issued;
  }

  /** The holder of `seat` kept its newest token (or had time to): the one before stops working. */
  keptToken(seat: number): boolean {
    const held = this.seatList[seat];
    if (held === undefined || (held.previousHash ?? null) === null) return false;
    this.replace(seat, { ...held, previousHash: null });
    return true;
  }

  /**
   * The person at `seat` shows `look`, as they joined with it; a join that names none keeps the
   * look the seat has (stored with the room, so that it outlives a restart).
   */
  setLook(seat: number, look: SeatLook | undefined): void {
    const held = this.seatList[seat];
    if (held === undefined || held.kind !== 'person' || look === undefined) return;
    this.replace(seat, { ...held, look });
  }

  /** The host's role moves to `seat` (its person's holder left, or stayed away too long). */
  handHost(seat: number): void {
    this.creatorSeat = seat;
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
    this.replace(seat, { ...this.seatList[seat]!, ...UNHELD });
  }

  /** In the lobby, a person moves from `seat` to the free person seat `to`; the token moves too. */
  move(seat: number, to: number): { readonly ok: true } | Refusal {
    if (this.roomPhase !== 'lobby') return refuse('wrong-phase', 'seats change only in the lobby');
    if (seat === to) return { ok: true };
    if (!this.freeSeats().includes(to)) return refuse('seat-taken', `seat ${to + 1} is not free`);
    const mover = this.seatList[seat]!;
    const { name, tokenHash: hash, previousHash, deviceHash, look } = mover;
    if (seat === this.creatorSeat) this.creatorSeat = to;
    const moved = { name, tokenHash: hash, previousHash, deviceHash, look };
    this.replace(to, { ...this.seatList[to]!, ...moved });
    this.replace(seat, { ...mover, ...UNHELD });
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
    return this.deal();
  }

  /** Deals a new game to the seats as they are (`start`, and a rematch: `again`). */
  private deal(): { readonly ok: true; readonly game: GameState } {
    const players = this.seatList.map((s) => s.name!);
    this.state = secureNewGame(players, this.settings.rules);
    this.roomPhase = 'playing';
    this.step = 0;
    this.gameCount++;
    return { ok: true, game: this.state };
  }

  /** Once the game is over: a new game with the same seats and rules (R2.4 decides who starts). */
  again(): { readonly ok: true; readonly game: GameState } | Refusal {
    if (this.roomPhase !== 'over') return refuse('wrong-phase', 'the game is not over');
    return this.deal();
  }

  /**
   * Once the game is over: back to the lobby with the same rules; the person seats of those
   * `staying` keep their people, the others are free for the host to fill.
   */
  reopen(staying: (seat: number) => boolean): { readonly ok: true } | Refusal {
    if (this.roomPhase !== 'over') return refuse('wrong-phase', 'the game is not over');
    this.seatList = this.seatList.map((s, seat) =>
      s.kind === 'person' && !staying(seat) ? { ...s, ...UNHELD } : s,
    );
    this.state = null;
    this.roomPhase = 'lobby';
    this.step = 0;
    return { ok: true };
  }

  /**
   * In the lobby, the host removes the person at `seat`: the seat is free, and that person's
   * token and device may not come back to this room (`barred`).
   */
  remove(seat: number): { readonly ok: true } | Refusal {
    if (this.roomPhase !== 'lobby')
      return refuse('wrong-phase', 'people are removed only in the lobby');
    const held = this.seatList[seat];
    if (held === undefined || held.kind !== 'person' || held.tokenHash === null)
      return refuse('malformed', `nobody sits at seat ${seat + 1}`);
    if (seat === this.creatorSeat) return refuse('not-host', 'the host does not remove themself');
    this.barList = withBar(this.barList, barOf(held, 'removed'));
    this.replace(seat, { ...held, ...UNHELD });
    return { ok: true };
  }

  /**
   * In a game, the others voted: a computer plays the seat of the person at `seat` for the rest
   * of the game (and any game after), under the same name; that person may not come back to it.
   */
  giveToComputer(seat: number): { readonly ok: true } | Refusal {
    if (this.roomPhase !== 'playing') return refuse('wrong-phase', 'the game is not being played');
    const held = this.seatList[seat];
    if (held === undefined || held.kind !== 'person')
      return refuse('malformed', `seat ${seat + 1} is not a person's`);
    this.barList = withBar(this.barList, barOf(held, 'computer'));
    this.replace(seat, { ...held, ...UNHELD, kind: 'computer', name: held.name });
    return { ok: true };
  }

  /** Why a join with `token` from the device hashed `device` may not come back, or `null`. */
  barred(token: string | undefined, device: string | null): BarReason | null {
    return this.locate(token, device) === null ? barredBy(this.barList, token, device) : null;
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
