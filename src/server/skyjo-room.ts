import { randomInt } from 'node:crypto';
import { type AuthContext, type Client, Room } from '@colyseus/core';
import * as v from 'valibot';
import { type Action, describeIssues, type GameState } from '../engine';
import {
  CLIENT_MESSAGES,
  CLOSE_CODES,
  clientMessageSchemas,
  type ClientMessage,
  type ClientMessageType,
  type ErrorCode,
  type SeatTimes,
  type ServerMessages,
  type ServerMessageType,
} from '../online/protocol';
import { type Computers, GameMaster, type SeatKind, type SeatStep } from '../master';
import { wireStep } from '../online/wire-step';
import type { BotPool } from './bots/bot-pool';
import { wellFormedFrame } from './frame-check';
import { type Arrival, createSchema, type Joining } from './join-options';
import type { ServerLimits } from './limits';
import { type LobbyDesk, type LobbyMessage, LobbyMessages } from './lobby-messages';
import { describeError, oneLine, quietLog } from './quiet-log';
import { ReactionRelay } from './reaction-relay';
import { roomDocument } from './room-document';
import { saveTimes } from './stall-watch';
import { admit, freeRoomCode, isLive, SEAT_RESERVATION_SECONDS } from './room-entry';
import { RoomClock } from './room-clock';
import { roomInfo } from './room-info';
import { RoomSaver, type RoomStore } from './room-store';
import { SeatClaims, type SeatDesk } from './seat-claims';
import { type HoldDesk, SeatHold, type SeatHoldMessage } from './seat-hold';
import { wakeTable } from './room-wake';
import { SeatPresence } from './seat-presence';
import { SeatRegistry } from './seat-registry';
import { SECURE_SHUFFLES } from './secure-deck';
import { Spectators } from './spectators';
import { type Refusal, Table } from './table';
import { TablePublishing } from './table-publishing';

/** What every room of a process shares. */
export interface RoomServices {
  readonly store: RoomStore;
  readonly bots: BotPool;
  /** Milliseconds a computer waits before it moves, so people can follow (0 in tests). */
  readonly botDelayMs: number;
  /** Seconds a person who dropped keeps their seat (and the host's role) before it passes on. */
  readonly reconnectSeconds: number;
  /** Milliseconds a seat must have been to move before it may be nudged (`NUDGE_AFTER_MS`). */
  readonly nudgeAfterMs: number;
  /** How long the steps of a seat's handover wait (see `SeatClaims`). */
  readonly seatTimes: SeatTimes;
  /** Scales the turn timer (1; tests make it run faster). */
  readonly timerScale: number;
  /** The server's limits (messages per connection, the idle room's time). */
  readonly limits: ServerLimits;
  /** Takes one guess of a room code by `address`; `false` once it has guessed too often. */
  readonly guess: (address: string) => boolean;
}

const refusal = (code: ErrorCode, message: string): Refusal => ({ ok: false, code, message });

/** Why a room is closing, which decides whether it stays stored. */
type Closing = 'idle' | 'shutdown';

/**
 * One SKYJO table online, a thin shell around the lobby (`Table`) and, once the game starts, the
 * one game master (`src/master`, as for a game on one device): clients send intents, the master
 * plays them and its computers (on the bot threads, each from its seat's player view), and every
 * client watches its own seat: it receives that seat's steps (the events it may see and its player
 * view, never a state), the first one a jump with the whole public record.
 *
 * Every change is stored before anybody hears of it (`deliver`): a restart brings the room back
 * at least as far as any client saw. A room where no person is connected pauses its computers
 * and closes after the idle time: a lobby or a finished game is then forgotten, a game in play
 * stays stored and is restored when one of its people comes back with their seat's token.
 */
export class SkyjoRoom extends Room {
  /** Set once per process by the server, before any room is created. */
  static services: RoomServices;

  private table!: Table;
  private saver!: RoomSaver;
  /** The joins waiting for their seat (see `SeatClaims`: who gets a seat someone holds). */
  private claims!: SeatClaims;
  /** Moving seats, setting them, the start. */
  private lobby!: LobbyMessages;
  /** Playing again, removing a person from the lobby, the votes on away seats (`SeatHold`). */
  private hold!: SeatHold;
  /** Resolves once the last change is stored: what clients hear waits for it. */
  private stored: Promise<void> = Promise.resolve();
  /** The game, once started. */
  private master: GameMaster | null = null;
  /** Who is at the room: connections, their seats, tokens, gates and watches, who is away. */
  private readonly seats = new SeatRegistry();
  /** Who watches without a seat (`spectators.ts`). */
  private spectators!: Spectators;
  /** Whether the lobby is listed for strangers, and its entry in the list of public tables. */
  private publishing!: TablePublishing;
  /** A room info is due once the change under way has told its steps. */
  private roomDue = false;
  /** The room's timers. */
  private readonly time = new RoomClock((work) => this.guarded(work));
  /** Who is at the table over time: away windows, stand-ins, the host, the idle room. */
  private attendance!: SeatPresence;
  private closing: Closing | null = null;
  /** Reactions: each person's pace, who may be nudged, passed on to everyone. */
  private reactions!: ReactionRelay;

  private get services(): RoomServices {
    return SkyjoRoom.services;
  }

  /** Checks the join options before any room is touched (see `admit`). */
  static override onAuth(_token: string, options: unknown, context: AuthContext) {
    return admit(options, context, SkyjoRoom.services);
  }

  override async onCreate(options: unknown): Promise<void> {
    this.autoDispose = false;
    this.setPatchRate(null);
    this.setSeatReservationTime(SEAT_RESERVATION_SECONDS);
    const created = v.safeParse(createSchema, options);
    this.table = created.success
      ? Table.open(await freeRoomCode(this.services.store), created.output.create)
      : await wakeTable(this.services.store, options, isLive);
    this.roomId = this.table.code;
    const listing = this.listing as unknown as { code: string; opener: string };
    listing.code = this.table.code;
    // Who opened it (the address matchmaking counts rooms by; see matchmaking.ts).
    const opener = (options as { opener?: unknown } | null)?.opener;
    listing.opener = typeof opener === 'string' ? opener.slice(0, 64) : '';
    this.saver = new RoomSaver(this.services.store, this.table.code, (error) =>
      quietLog.line('store', `room ${this.table.code} was not saved: ${describeError(error)}`),
    );
    this.attendance = new SeatPresence({
      table: this.table,
      seats: this.seats,
      time: this.time,
      reconnectSeconds: this.services.reconnectSeconds,
      idleSeconds: this.services.limits.idleSeconds,
      master: () => this.master,
      changed: () => this.changed(),
      presenceChanged: () => this.hold.presenceChanged(),
      closeIdle: () => {
        this.closing = 'idle';
        void this.disconnect();
      },
    });
    this.claims = new SeatClaims(this.desk());
    this.hold = new SeatHold(this.holdDesk());
    this.lobby = new LobbyMessages(this.lobbyDesk());
    this.wireFeatures();
    for (const type of CLIENT_MESSAGES) {
      this.onMessage(type, (client, body: unknown) =>
        this.guarded(() => this.receive(client, type, body)),
      );
    }
    this.onMessage('*', (client, type) =>
      this.guarded(() => {
        const name = oneLine(String(type)).slice(0, 40);
        this.refuse(client, name, 'unknown-message', `there is no message "${name}"`);
      }),
    );
    // After a restore everyone has the reconnection window from now.
    for (const seat of this.attendance.personSeats()) {
      if (this.table.seats[seat]!.tokenHash !== null) this.attendance.leave(seat, false);
    }
    if (this.table.phase === 'playing' && this.table.game !== null)
      this.startGame(this.table.game, this.table.v);
    this.save();
    this.attendance.idle(); // until someone joins
  }

  override onJoin(client: Client, _options: unknown, joining: Arrival): void {
    this.seats.connect(client, this.services.limits.messagesPerSecond);
    try {
      if (joining.kind === 'watch') this.spectators.join(client);
      else this.claims.join(client, joining);
    } catch (error) {
      this.seats.disconnect(client);
      throw error;
    }
  }

  /** What the seat claims do at this room (see `SeatClaims`), once its table is there. */
  private desk(): SeatDesk {
    return {
      code: this.table.code,
      table: this.table,
      times: this.services.seatTimes,
      holder: (seat) => this.seats.holder(seat),
      seat: (client, joining, device) => this.seat(client, joining, device),
      kept: (seat, token) => this.keptFrom(seat, token),
      tell: (client, type, body) => this.tell(client, type, body),
      close: (client, code, reason) => this.deliver(() => client.leave(code, reason)),
      later: (run, ms) => this.time.after(ms, run),
    };
  }

  /** Wires the room's features to it: reactions, spectators, the public listing. */
  private wireFeatures(): void {
    const { table } = this;
    this.reactions = new ReactionRelay({
      table,
      nudgeAfterMs: this.services.nudgeAfterMs,
      broadcast: (news) =>
        this.deliver(() => this.broadcast('reaction', news, { except: this.claims.clients })),
    });
    this.spectators = new Spectators({
      master: () => this.master,
      watchPublic: (client) => this.watchSteps(client, []),
      welcome: (client) => this.tell(client, 'watching', { code: table.code }),
      refuse: (client, to, code, message) => this.refuse(client, to, code, message),
      changed: () => {
        this.sendRoom();
        this.sendTimers();
      },
    });
    this.publishing = new TablePublishing({
      table,
      listing: this.listing,
      host: () => this.attendance.host(),
      failed: (error) => quietLog.line('listing', `room ${table.code}: ${describeError(error)}`),
    });
  }

  /** What the lobby's messages do at this room (see `LobbyMessages`). */
  private lobbyDesk(): LobbyDesk {
    return {
      table: this.table,
      seats: this.seats,
      host: () => this.attendance.host(),
      save: () => this.save(),
      welcome: (client, seat, token) =>
        this.tell(client, 'welcome', { code: this.table.code, seat, token }),
      deal: (game) => this.startGame(game, 0),
      changed: () => this.changed(),
    };
  }

  /** What playing again, removals and away votes do at this room (see `SeatHold`). */
  private holdDesk(): HoldDesk {
    return {
      table: this.table,
      master: () => this.master,
      host: () => this.attendance.host(),
      present: (seat) => this.seats.present(seat),
      holder: (seat) => this.seats.holder(seat),
      unseat: (seat) => this.seats.unseat(seat),
      close: (client, code, reason) => this.deliver(() => client.leave(code, reason)),
      deal: (game) => {
        this.master?.stop();
        this.save();
        this.startGame(game, 0);
      },
      endGame: () => {
        this.master?.stop();
        this.master = null;
      },
      changed: () => this.changed(),
    };
  }

  /**
   * Seats `client` as `joining` asks (its device proven as `device`, a hash, or not), now that
   * the seat claims let it: the seat's connection before, if any, is closed and told why.
   */
  private seat(client: Client, joining: Joining, device: string | null): Refusal | null {
    const claim = this.claim(joining, device);
    if (!claim.ok) return claim;
    const { seat, token } = claim;
    const previous = this.seats.seat(client, seat, token);
    if (previous !== undefined) {
      // Another window, or a device its person let play (or whose connection did not answer),
      // or the seat's own device: the newest connection plays it, and the one before is told
      // why it is closed (see CLOSE_CODES.replaced) once it has heard what it was sent so far
      // (its own welcome, when two windows join at once).
      this.deliver(() =>
        previous.leave(
          CLOSE_CODES.replaced,
          'this seat is now played from another window or device',
        ),
      );
    }
    this.claims.seated(seat, client);
    this.table.setLook(seat, joining.look);
    this.attendance.comeBack(seat);
    // The new token is stored before the client hears it.
    this.save();
    this.welcome(client, seat, token);
    this.sendRoom();
    if (this.master !== null) this.watch(client, seat);
    this.sendTimers();
    return null;
  }

  /**
   * Tells `client` its seat and token; the token before stops working once the client confirms
   * (`kept`), or once its connection has stayed up `confirmMs` after this (it has the new one).
   */
  private welcome(client: Client, seat: number, token: string): void {
    this.tell(client, 'welcome', { code: this.table.code, seat, token });
    this.time.after(this.services.seatTimes.confirmMs, () => {
      if (this.seats.holder(seat) === client && this.table.keptToken(seat)) this.save();
    });
  }

  /** The person at `seat` kept it from a device that showed `token`: that token dies. */
  private keptFrom(seat: number, token: string | undefined): void {
    const issued = this.table.revoke(seat, token);
    this.save();
    const holder = this.seats.holder(seat);
    if (issued === null || holder === undefined) return;
    this.seats.retoken(holder, issued);
    this.welcome(holder, seat, issued);
  }

  override onLeave(client: Client, consented: boolean): void {
    this.guarded(() => {
      if (this.spectators.leave(client)) {
        this.seats.disconnect(client);
        return this.sendRoom();
      }
      const seat = this.seats.disconnect(client);
      if (seat !== undefined) {
        this.attendance.leave(seat, consented);
        this.hold.presenceChanged();
        this.changed();
      }
      this.claims.left(client);
    });
  }

  /** A server stopping: every client is told to come back (the room is stored; see onDispose). */
  override onBeforeShutdown(): void {
    this.closing = 'shutdown';
    void this.disconnect(CLOSE_CODES.restarting);
  }

  override async onDispose(): Promise<void> {
    this.time.stop();
    this.seats.clear();
    this.spectators?.clear();
    this.master?.stop();
    this.attendance?.stopIdle();
    if (this.table === undefined) return;
    await this.saver.flush();
    // A finished game, or a lobby everyone left, is not kept: its code names nothing any more.
    const forget =
      this.table.phase === 'over' || (this.table.phase === 'lobby' && this.closing !== 'shutdown');
    if (forget) await this.services.store.remove(this.table.code).catch(() => undefined);
    else await this.services.store.release?.(this.table.code).catch(() => undefined);
  }

  /**
   * Counts every frame a client sends against its flood limit, and refuses a frame that is no
   * message of this game (`frame-check.ts`), before Colyseus reads it; nothing it throws reaches
   * the socket's event handler.
   */
  protected override _onMessage(client: Client & { sessionId: string }, buffer: Buffer): void {
    this.guarded(() => {
      const gate = this.seats.gate(client);
      const admission = gate === undefined ? 'accept' : gate.admit();
      if (admission === 'accept') {
        if (wellFormedFrame(buffer)) return super._onMessage(client as never, buffer);
        return this.refuse(client, null, 'malformed', 'that is not a message of this game');
      }
      if (admission === 'refuse')
        this.refuse(client, null, 'flood', 'too many messages: slow down');
      if (admission === 'close') {
        quietLog.line('flood', `room ${this.table.code}: a connection kept flooding; closed`);
        // After what it was told so far (a leave now would cut those answers off).
        this.deliver(() => client.leave(CLOSE_CODES.flood, 'too many messages'));
      }
    });
  }

  // -------------------------------------------------------------------------------------------
  // Creating, restoring, joining

  private claim(joining: Joining, device: string | null) {
    const { table } = this;
    if (joining.kind === 'join')
      return table.claim(joining.name, joining.token, joining.seat, device);
    // Only the person opening the room joins it as its creator.
    if (table.seats.some((seat) => seat.tokenHash !== null))
      return refusal('seat-taken', 'this room is already open');
    return table.claim(joining.name, undefined, table.creator, device);
  }

  // -------------------------------------------------------------------------------------------
  // Messages

  /** Runs `work`; a failure is logged in one line and never reaches Colyseus or the process. */
  private guarded(work: () => void): void {
    try {
      work();
    } catch (error) {
      quietLog.line('room', `room ${this.table?.code ?? '?'} failed: ${describeError(error)}`);
    }
  }

  private receive(client: Client, type: ClientMessageType, body: unknown): void {
    if (this.spectators.has(client)) return this.spectators.handle(client, type, body);
    const seat = this.seats.seatOf(client);
    if (seat === undefined && type !== 'proof') return;
    const parsed = v.safeParse(clientMessageSchemas[type], body);
    if (!parsed.success)
      return this.refuse(client, type, 'malformed', describeIssues(parsed.issues));
    if (type === 'proof')
      return this.claims.proved(client, (parsed.output as ClientMessage<'proof'>).signature);
    if (seat === undefined) return;
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
      case 'act': {
        if (this.master === null) return refusal('wrong-phase', 'the game has not started');
        const action = { ...(body as ClientMessage<'act'>), p: seat } as Action;
        const refused = this.master.act(seat, action);
        return refused === null ? null : refusal(refused.code, refused.message);
      }
      case 'sit':
      case 'seat':
      case 'start':
        return this.lobby.handle(client, seat, { type, body } as LobbyMessage);
      case 'next':
        if (this.master?.state.phase !== 'round-over')
          return refusal('wrong-phase', 'the round is not over');
        if (this.master.ready(seat)) this.sendRoom();
        return null;
      case 'sync':
        // Watching again starts with a jump: the whole game as this seat knows it.
        if (this.master === null) return refusal('wrong-phase', 'the game has not started');
        this.watch(client, seat);
        return null;
      case 'kept':
        if (this.seats.holder(seat) === client && this.table.keptToken(seat)) this.save();
        return null;
      case 'answer':
        this.claims.answered(client, (body as ClientMessage<'answer'>).give);
        return null;
      case 'proof':
        return null;
      case 'react':
        return this.reactions.handle(seat, body as ClientMessage<'react'>);
      case 'again':
      case 'rematch':
      case 'remove':
      case 'vote':
        return this.hold.handle(seat, { type, body } as SeatHoldMessage);
      case 'publish': {
        const published = this.publishing.handle(seat, body as ClientMessage<'publish'>);
        return published === true ? this.changed() : published;
      }
    }
  }

  /** After a change of seats or phase: store, then tell everyone. */
  private changed(): null {
    this.save();
    this.sendRoom();
    return null;
  }

  // -------------------------------------------------------------------------------------------
  // The game: its master, the seats watching it

  /**
   * Starts the game master of `game` (at step `v`): the bot threads' computers, the room's time,
   * CSPRNG shuffles; every connected person watches their seat, the others are absent.
   */
  private startGame(game: GameState, v: number): void {
    const seconds = this.table.settings.turnSeconds;
    const kinds = this.table.seats.map((s): SeatKind => (s.kind === 'person' ? 'person' : s.level));
    const master = new GameMaster(
      game,
      kinds,
      {
        table: 'online',
        computers: this.computers,
        scheduler: this.time,
        shuffles: SECURE_SHUFFLES,
        computerDelayMs: this.services.botDelayMs,
        turnSeconds: seconds === null ? null : seconds * this.services.timerScale,
        onState: (state, previous) => this.guarded(() => this.stateChanged(state, previous)),
        onTimers: () => this.guarded(() => this.timersChanged()),
        onComputerFailed: (seat, problem) =>
          quietLog.line('bots', `room ${this.table.code}: seat ${seat + 1}: ${oneLine(problem)}`),
      },
      v,
    );
    this.master = master;
    this.reactions.follow(game.phase === 'turns' ? game.round.toMove : null);
    for (const seat of this.attendance.personSeats())
      master.setPresent(seat, this.seats.present(seat));
    for (const client of this.clients) {
      const seat = this.seats.seatOf(client);
      if (seat !== undefined) this.watch(client, seat);
    }
    this.spectators.gameStarted();
    master.start();
  }

  /** `client` watches `seat`'s steps from now: a jump first, then every step, each after its store. */
  private watch(client: Client, seat: number): void {
    this.seats.watch(client, this.watchSteps(client, [seat]));
  }

  /**
   * Sends `client` the steps of `audience`, each after its store; returns what stops it. A
   * spectator's audience is no seat: the engine's public view (see `seatStep`).
   */
  private watchSteps(client: Client, audience: readonly number[]): () => void {
    // Each step goes as what changed since the one before it on this connection.
    let sent: SeatStep | null = null;
    return this.master!.watch(audience, {
      step: (step) => {
        this.tell(client, 'step', wireStep(step, sent));
        sent = step;
      },
    });
  }

  /**
   * The master's new state: stored before any seat hears of it (its watchers send after this);
   * the end of a round, a deal and the end of the game also change the room info.
   */
  private stateChanged(state: GameState, previous: GameState): void {
    this.table.follow(state, this.master!.v);
    this.reactions.follow(state.phase === 'turns' ? state.round.toMove : null);
    this.save();
    const playing = state.phase === 'setup' || state.phase === 'turns';
    if ((!playing || previous.phase === 'round-over') && !this.roomDue) {
      // After the steps of this change, which the master tells its watchers next.
      this.roomDue = true;
      queueMicrotask(() => {
        this.roomDue = false;
        this.sendRoom();
      });
    }
  }

  /** A turn timer started or stopped; between rounds one that ran out made its seat ready. */
  private timersChanged(): void {
    this.sendTimers();
    if (this.master?.state.phase === 'round-over') this.sendRoom();
  }

  /** The bot threads, each decision with fresh randomness: nothing ties a computer to the deck. */
  private readonly computers: Computers = {
    decide: (view, level) => this.services.bots.decide(view, level, randomInt(0x100000000)),
    cancel: () => undefined,
  };

  // -------------------------------------------------------------------------------------------
  // Storing and sending: what a client hears waits until the change it tells of is stored

  /** Stores the room as it is now; what is sent from here on waits until it is written. */
  private save(): void {
    const asked = performance.now();
    const document = roomDocument(this.table.parts());
    saveTimes.build.add(performance.now() - asked);
    const stored = this.saver.save(document);
    void stored.then(() => saveTimes.stored.add(performance.now() - asked));
    this.stored = stored;
  }

  /** Sends with `send` once everything changed so far is stored, in the order asked. */
  private deliver(send: () => void): void {
    void this.stored.then(() => this.guarded(send));
  }

  private tell<T extends ServerMessageType>(
    client: Client,
    type: T,
    body: ServerMessages[T],
  ): void {
    this.deliver(() => client.send(type, body));
  }

  private refuse(client: Client, to: string | null, code: ErrorCode, message: string): void {
    this.tell(client, 'error', { code, message: oneLine(message), to });
  }

  private sendRoom(): void {
    this.publishing.update();
    const info = roomInfo({
      table: this.table,
      master: this.master,
      seats: this.seats,
      hold: this.hold,
      host: this.attendance.host(),
      watchers: this.spectators.count,
      awaySeconds: this.services.reconnectSeconds,
      nudgeAfterMs: this.services.nudgeAfterMs,
      now: Date.now(),
    });
    this.deliver(() => this.broadcast('room', info, { except: this.claims.clients }));
  }

  private sendTimers(): void {
    const running = this.master?.runningTimers ?? { seats: [], ms: 0 };
    this.deliver(() => this.broadcast('timer', running, { except: this.claims.clients }));
  }
}
