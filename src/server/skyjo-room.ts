import { randomInt } from 'node:crypto';
import { type AuthContext, type Client, matchMaker, Room, ServerError } from '@colyseus/core';
import * as v from 'valibot';
import { type Action, describeIssues, playerView, publicRecord } from '../engine';
import {
  CLIENT_MESSAGES,
  CLOSE_CODES,
  clientMessageSchemas,
  type ClientMessage,
  type ClientMessageType,
  type ErrorCode,
  type RoomInfo,
  ROOM_NAME,
  type SeatInfo,
  type ServerMessages,
  type ServerMessageType,
} from '../online/protocol';
import { newRoomCode, normalizeRoomCode } from '../online/room-code';
import { actionSteps, dealStep } from '../online/steps';
import type { BotPool } from './bots/bot-pool';
import { createSchema, JOIN_ERRORS, type Joining, parseJoining } from './join-options';
import { KeyedLimiter, TokenBucket } from './rate-limit';
import { parseRoomDocument, roomDocument } from './room-document';
import { RoomSaver, type RoomStore } from './room-store';
import { type Refusal, Table } from './table';
import { TurnTimers } from './turn-timers';

/** What every room of a process shares. */
export interface RoomServices {
  readonly store: RoomStore;
  readonly bots: BotPool;
  /** Milliseconds a computer waits before it moves, so people can follow (0 in tests). */
  readonly botDelayMs: number;
  /** Seconds a person who dropped keeps their seat before a computer plays it. */
  readonly reconnectSeconds: number;
  /** Scales the turn timer (1; tests make it run faster). */
  readonly timerScale: number;
  /** Messages a client may send per second, after a burst of twice as many. */
  readonly messagesPerSecond: number;
}

/** Room codes tried per address that name no room: a burst of 20, then one every 3 seconds. */
const lookups = new KeyedLimiter(20, 1 / 3);

const refusal = (code: ErrorCode, message: string): Refusal => ({ ok: false, code, message });

/**
 * One SKYJO table online, a thin shell around the engine: clients send intents, the room checks
 * and applies them with `src/engine`, and every client receives only what its seat may know
 * (steps and syncs, never a state). Computers play the computer seats and the seats of people
 * who are away, on the bot threads. The room is stored after every change and restored from the
 * store when someone comes back to it after a restart.
 */
export class SkyjoRoom extends Room {
  /** Set once per process by the server, before any room is created. */
  static services: RoomServices;

  private table!: Table;
  private saver!: RoomSaver;
  private timers: TurnTimers | null = null;
  /** The seat of the person who opened the room (hosts while present). */
  private creator = 0;
  private readonly seatOf = new Map<string, number>();
  private readonly tokenOf = new Map<string, string>();
  private readonly clientAt = new Map<number, Client>();
  private readonly limits = new Map<string, TokenBucket>();
  /** Person seats within their reconnection window. */
  private readonly away = new Map<number, NodeJS.Timeout>();
  /** Person seats a computer plays until the person comes back. */
  private readonly standIns = new Set<number>();
  /** Seats whose current turn a computer finishes (the turn timer ran out). */
  private readonly timedOut = new Set<number>();
  /** Seats a computer is deciding for, with the step it decides at. */
  private readonly thinking = new Map<number, number>();
  private readonly pending = new Set<NodeJS.Timeout>();
  private disposeTimer: NodeJS.Timeout | null = null;
  private disposed = false;

  private get services(): RoomServices {
    return SkyjoRoom.services;
  }

  /** Checks the join options before any room is touched; a code must name a live or stored room. */
  static override async onAuth(_token: string, options: unknown, context: AuthContext) {
    const joining = parseJoining(options);
    if (joining.kind === 'create') return joining;
    // Matchmaking finds rooms by the code as sent: only the canonical form is accepted, so that
    // every way of typing a code meets the same room (clients normalise what people type).
    const code = normalizeRoomCode(joining.code) === joining.code ? joining.code : null;
    const known =
      code !== null &&
      ((await matchMaker.query({ name: ROOM_NAME, roomId: code })).length > 0 ||
        (await SkyjoRoom.services.store.load(code)) !== null);
    if (known) return { ...joining, code };
    if (!lookups.take(String(context.ip ?? 'unknown')))
      throw new ServerError(JOIN_ERRORS.tooMany, 'too many room codes tried: wait a minute');
    throw new ServerError(JOIN_ERRORS.notFound, `there is no room ${joining.code}`);
  }

  override async onCreate(options: unknown): Promise<void> {
    this.autoDispose = false;
    this.setPatchRate(null);
    const created = v.safeParse(createSchema, options);
    this.table = created.success
      ? Table.open(await this.freeCode(), created.output.create)
      : await this.restore(options);
    this.roomId = this.table.code;
    (this.listing as unknown as { code: string }).code = this.table.code;
    const seconds = this.table.settings.turnSeconds;
    if (seconds !== null) {
      this.timers = new TurnTimers(
        seconds * this.services.timerScale,
        (run, ms) => this.later(run, ms),
        (seat) => this.timeUp(seat),
      );
    }
    this.saver = new RoomSaver(this.services.store, this.table.code, (error) =>
      console.error(`skyjo-server: room ${this.table.code} was not saved:`, error),
    );
    for (const type of CLIENT_MESSAGES) {
      this.onMessage(type, (client, body: unknown) => this.receive(client, type, body));
    }
    this.onMessage('*', (client, type) =>
      this.refuse(client, String(type), 'unknown-message', `there is no message "${String(type)}"`),
    );
    // After a restore everyone has the reconnection window from now.
    for (const seat of this.personSeats()) {
      if (this.table.seats[seat]!.tokenHash !== null) this.leaveSeat(seat, false);
    }
    this.save();
    this.pump();
    this.scheduleDispose(); // unless someone joins
  }

  override onJoin(client: Client, _options: unknown, joining: Joining): void {
    const claim = this.claim(joining);
    if (!claim.ok) {
      throw new ServerError(
        claim.code === 'seat-taken' ? JOIN_ERRORS.taken : JOIN_ERRORS.badRequest,
        claim.message,
      );
    }
    this.cancelDispose();
    const { seat, token } = claim;
    const previous = this.clientAt.get(seat);
    if (previous !== undefined) {
      // The same seat from another window: the newest connection plays it.
      this.seatOf.delete(previous.sessionId);
      previous.leave(CLOSE_CODES.replaced, 'this seat is now played from another window');
    }
    this.seatOf.set(client.sessionId, seat);
    this.tokenOf.set(client.sessionId, token);
    this.clientAt.set(seat, client);
    const rate = this.services.messagesPerSecond;
    this.limits.set(client.sessionId, new TokenBucket(2 * rate, rate));
    this.comeBack(seat);
    this.tell(client, 'welcome', { code: this.table.code, seat, token });
    this.sendRoom();
    if (this.table.game !== null) this.sendSync(client);
    this.sendTimers();
    this.save();
    this.pump();
  }

  override onLeave(client: Client, consented: boolean): void {
    this.limits.delete(client.sessionId);
    this.tokenOf.delete(client.sessionId);
    const seat = this.seatOf.get(client.sessionId);
    this.seatOf.delete(client.sessionId);
    if (seat !== undefined && this.clientAt.get(seat) === client) {
      this.clientAt.delete(seat);
      this.leaveSeat(seat, consented);
      this.changed();
      this.dealIfReady();
    }
    if (this.clients.length === 0) this.scheduleDispose();
  }

  /** A server stopping: every client is told to come back (the room is stored; see onDispose). */
  override onBeforeShutdown(): void {
    void this.disconnect(CLOSE_CODES.restarting);
  }

  override async onDispose(): Promise<void> {
    this.disposed = true;
    for (const timer of this.pending) clearTimeout(timer);
    for (const timer of this.away.values()) clearTimeout(timer);
    this.timers?.clear();
    this.cancelDispose();
    if (this.table === undefined) return;
    await this.saver.flush();
    if (this.table.phase === 'over') await this.services.store.remove(this.table.code);
  }

  // -------------------------------------------------------------------------------------------
  // Creating, restoring, joining

  private async freeCode(): Promise<string> {
    for (;;) {
      const code = newRoomCode();
      const live = await matchMaker.query({ name: ROOM_NAME, roomId: code });
      if (live.length === 0 && (await this.services.store.load(code)) === null) return code;
    }
  }

  private async restore(options: unknown): Promise<Table> {
    const joining = parseJoining(options);
    const code = joining.kind === 'join' ? normalizeRoomCode(joining.code) : null;
    const text = code === null ? null : await this.services.store.load(code);
    if (text === null) throw new ServerError(JOIN_ERRORS.notFound, 'there is no such room');
    // Two processes may both have been asked to restore it: the second finds it live.
    if ((await matchMaker.query({ name: ROOM_NAME, roomId: code! })).length > 0)
      throw new ServerError(JOIN_ERRORS.taken, 'the room is being restored: try again');
    const parts = parseRoomDocument(text);
    if (typeof parts === 'string' || parts.code !== code) {
      const why = typeof parts === 'string' ? parts : 'it holds another room';
      throw new ServerError(JOIN_ERRORS.notFound, `the room cannot be restored: ${why}`);
    }
    return Table.restore(parts);
  }

  private claim(joining: Joining) {
    if (joining.kind === 'join') return this.table.claim(joining.name, joining.token, joining.seat);
    // Only the person opening the room joins it as its creator.
    if (this.table.seats.some((seat) => seat.tokenHash !== null))
      return refusal('seat-taken', 'this room is already open');
    return this.table.claim(joining.name, undefined, this.creator);
  }

  // -------------------------------------------------------------------------------------------
  // Messages

  private receive(client: Client, type: ClientMessageType, body: unknown): void {
    const seat = this.seatOf.get(client.sessionId);
    if (seat === undefined) return;
    if (!this.limits.get(client.sessionId)?.take())
      return this.refuse(client, type, 'flood', 'too many messages: slow down');
    const parsed = v.safeParse(clientMessageSchemas[type], body);
    if (!parsed.success)
      return this.refuse(client, type, 'malformed', describeIssues(parsed.issues));
    const refused = this.handle(client, seat, type, parsed.output);
    if (refused !== null) this.refuse(client, type, refused.code, refused.message);
  }

  private handle(
    client: Client,
    seat: number,
    type: ClientMessageType,
    body: ClientMessage<ClientMessageType>,
  ): Refusal | null {
    switch (type) {
      case 'act':
        return this.play({ ...(body as ClientMessage<'act'>), p: seat } as Action);
      case 'sit':
        return this.sit(client, seat, (body as ClientMessage<'sit'>).seat);
      case 'seat': {
        if (seat !== this.host()) return refusal('not-host', 'only the host changes the seats');
        const { seat: target, plan } = body as ClientMessage<'seat'>;
        if (target >= this.table.seats.length)
          return refusal('malformed', `there is no seat ${target + 1}`);
        const set = this.table.setPlan(target, plan);
        return set.ok ? this.changed() : set;
      }
      case 'start': {
        if (seat !== this.host()) return refusal('not-host', 'only the host starts the game');
        const started = this.table.start();
        if (!started.ok) return started;
        for (const c of this.clients) this.sendSync(c);
        return this.changed();
      }
      case 'next':
        if (this.table.game?.phase !== 'round-over')
          return refusal('wrong-phase', 'the round is not over');
        if (this.table.markReady(seat)) {
          this.sendRoom();
          this.dealIfReady();
        }
        return null;
      case 'sync':
        if (this.table.game === null) return refusal('wrong-phase', 'the game has not started');
        this.sendSync(client);
        return null;
    }
  }

  /** In the lobby a person moves to another free seat, their token with them. */
  private sit(client: Client, seat: number, to: number): Refusal | null {
    const moved = this.table.move(seat, to);
    if (!moved.ok) return moved;
    if (seat === to) return null;
    if (seat === this.creator) this.creator = to;
    this.seatOf.set(client.sessionId, to);
    this.clientAt.delete(seat);
    this.clientAt.set(to, client);
    this.tell(client, 'welcome', {
      code: this.table.code,
      seat: to,
      token: this.tokenOf.get(client.sessionId)!,
    });
    return this.changed();
  }

  /** After a change of seats or phase: tell everyone, store, let the computers play. */
  private changed(): null {
    this.sendRoom();
    this.save();
    this.pump();
    return null;
  }

  /** Applies an action of a person or a computer and tells every seat what it may know. */
  private play(action: Action): Refusal | null {
    const played = this.table.act(action);
    if (!played.ok) return played;
    const { everyone, actor } = actionSteps(this.table.v, action, played.events);
    // Encoded once for everybody; the drawer alone gets its own step after a draw.
    const drawer = actor === everyone ? undefined : this.clientAt.get(action.p);
    this.broadcast('step', everyone, drawer === undefined ? {} : { except: drawer });
    if (drawer !== undefined) this.tell(drawer, 'step', actor);
    if (played.after.phase !== 'turns' && played.after.phase !== 'setup') this.sendRoom();
    this.save();
    this.pump();
    return null;
  }

  /** Between rounds: deals once every person present is ready (the turn timer makes them so). */
  private dealIfReady(): void {
    if (this.table.game?.phase !== 'round-over') return;
    const waiting = this.personSeats().some(
      (seat) => this.clientAt.has(seat) && !this.table.isReady(seat),
    );
    if (waiting) return;
    const dealt = this.table.deal();
    if (dealt === null) return;
    this.broadcast('step', dealStep(this.table.v, dealt));
    this.changed();
  }

  // -------------------------------------------------------------------------------------------
  // Seats: away, stand-ins, the host

  private personSeats(): number[] {
    return this.table.seats.flatMap((s, seat) => (s.kind === 'person' ? [seat] : []));
  }

  /** The seat whose person may change the seats and start: the creator's, or the first present. */
  private host(): number {
    if (this.clientAt.has(this.creator)) return this.creator;
    return this.personSeats().find((seat) => this.clientAt.has(seat)) ?? this.creator;
  }

  /** A person left: they keep their seat for the reconnection window (not if they chose to go). */
  private leaveSeat(seat: number, consented: boolean): void {
    this.clearAway(seat);
    const expire = () => {
      this.away.delete(seat);
      if (this.clientAt.has(seat)) return;
      if (this.table.phase === 'lobby') this.table.release(seat);
      else this.standIns.add(seat);
      this.changed();
      this.dealIfReady();
    };
    if (consented) expire();
    else this.away.set(seat, this.later(expire, this.services.reconnectSeconds * 1000));
  }

  /** A person is back at their seat: no stand-in any more. */
  private comeBack(seat: number): void {
    this.clearAway(seat);
    this.standIns.delete(seat);
    this.timedOut.delete(seat);
  }

  private clearAway(seat: number): void {
    const timer = this.away.get(seat);
    if (timer !== undefined) clearTimeout(timer);
    this.away.delete(seat);
  }

  /** Whether a computer plays `seat` now: a computer seat, a stand-in, or a timed-out turn. */
  private computerPlays(seat: number): boolean {
    return (
      this.table.seats[seat]!.kind === 'computer' ||
      this.standIns.has(seat) ||
      this.timedOut.has(seat)
    );
  }

  // -------------------------------------------------------------------------------------------
  // Computers and the turn timer

  /** Lets a computer decide for every seat it plays that is to act; follows the turn timer. */
  private pump(): void {
    if (this.disposed) return;
    const game = this.table.game;
    const toAct = this.table.toAct();
    for (const seat of this.timedOut) if (!toAct.includes(seat)) this.timedOut.delete(seat);
    if (this.timers !== null && game !== null && this.table.phase === 'playing') {
      const timed =
        game.phase === 'round-over'
          ? this.personSeats().filter(
              (seat) => this.clientAt.has(seat) && !this.table.isReady(seat),
            )
          : toAct.filter((seat) => !this.computerPlays(seat));
      if (this.timers.follow(game, timed)) this.sendTimers();
    }
    if (game?.phase === 'round-over') return this.dealIfReady();
    for (const seat of toAct) {
      if (!this.computerPlays(seat) || this.thinking.get(seat) === this.table.v) continue;
      this.thinking.set(seat, this.table.v);
      this.later(() => this.think(seat), this.services.botDelayMs);
    }
  }

  private think(seat: number): void {
    const game = this.table.game;
    if (game === null || !this.table.toAct().includes(seat) || !this.computerPlays(seat)) {
      this.thinking.delete(seat);
      return;
    }
    const { level } = this.table.seats[seat]!;
    // The computer's own randomness (its rollouts) is fresh each time: nothing ties it to the deck.
    const seed = randomInt(0x100000000);
    this.services.bots.decide(playerView(game, seat), level, seed).then(
      (action) => {
        this.thinking.delete(seat);
        if (this.disposed || !this.computerPlays(seat)) return;
        // A set-up decision may meet a state another seat's reveal has changed: decide again.
        if (this.play({ ...action, p: seat } as Action) !== null) this.pump();
      },
      (error: unknown) => {
        this.thinking.delete(seat);
        if (!this.disposed) console.error(`skyjo-server: room ${this.table.code}: no move:`, error);
      },
    );
  }

  private timeUp(seat: number): void {
    if (this.table.game?.phase === 'round-over') {
      this.table.markReady(seat);
      this.sendRoom();
      this.dealIfReady();
    } else {
      this.timedOut.add(seat);
      this.pump();
    }
  }

  /** Runs `run` after `ms` unless the room is disposed first. */
  private later(run: () => void, ms: number): NodeJS.Timeout {
    const timer = setTimeout(() => {
      this.pending.delete(timer);
      if (!this.disposed) run();
    }, ms);
    this.pending.add(timer);
    return timer;
  }

  private scheduleDispose(): void {
    this.cancelDispose();
    const seconds = this.table.phase === 'over' ? 10 : this.services.reconnectSeconds;
    this.disposeTimer = setTimeout(() => {
      if (this.clients.length === 0 && !this.disposed) void this.disconnect();
    }, seconds * 1000);
  }

  private cancelDispose(): void {
    if (this.disposeTimer !== null) clearTimeout(this.disposeTimer);
    this.disposeTimer = null;
  }

  // -------------------------------------------------------------------------------------------
  // Sending and storing

  private tell<T extends ServerMessageType>(
    client: Client,
    type: T,
    body: ServerMessages[T],
  ): void {
    client.send(type, body);
  }

  private refuse(client: Client, to: string, code: ErrorCode, message: string): void {
    this.tell(client, 'error', { code, message, to });
  }

  private sendRoom(): void {
    this.broadcast('room', this.roomInfo());
  }

  private roomInfo(): RoomInfo {
    const { table } = this;
    const between = table.game?.phase === 'round-over';
    const seats = table.seats.map((seat, index): SeatInfo => {
      const person = seat.kind === 'person';
      const connected = person && this.clientAt.has(index);
      return {
        name: seat.name,
        kind: seat.kind,
        level: person && !this.standIns.has(index) ? null : seat.level,
        taken: person && seat.tokenHash !== null,
        connected,
        standIn: this.standIns.has(index),
        ready: between && (!connected || table.isReady(index)),
      };
    });
    const { rules, hints, turnSeconds } = table.settings;
    return {
      code: table.code,
      phase: table.phase,
      rules,
      hints,
      turnSeconds,
      host: this.host(),
      seats,
    };
  }

  private sendSync(client: Client): void {
    const game = this.table.game;
    const seat = this.seatOf.get(client.sessionId);
    if (game === null || seat === undefined) return;
    const drawing = game.round.drawn === null ? null : game.round.toMove;
    this.tell(client, 'sync', {
      v: this.table.v,
      record: publicRecord(game),
      drawing,
      drawn: drawing === seat ? game.round.drawn!.card : null,
    });
  }

  private sendTimers(): void {
    this.broadcast('timer', this.timers?.running() ?? { seats: [], ms: 0 });
  }

  private save(): void {
    void this.saver.save(roomDocument(this.table.parts()));
  }
}
