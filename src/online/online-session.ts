import { Client, type Room } from 'colyseus.js';
import * as v from 'valibot';
import type { Action, GameRecord } from '../engine';
import type { MasterLink, SeatStep } from '../master';
import type { DeviceKey } from './device-key';
import type { SeatLook } from './looks';
import type { ReactionNews, ReactionRequest } from './reaction-ids';
import {
  CLOSE_CODES,
  type ClientMessage,
  type ClientMessageType,
  type ErrorInfo,
  type Intent,
  type JoinOptions,
  proofText,
  type RoomInfo,
  ROOM_NAME,
  serverMessageSchemas,
  type ServerMessageType,
  type TimerInfo,
  type Welcome,
} from './protocol';
import type { WatchOptions } from './public-tables';
import { normalizeRoomCode } from './room-code';
import type { RoomSettings, SeatPlan } from './room-settings';
import { unwireStep, type WireStep } from './wire-step';
import { joinFailure } from './join-failure';

/** How the connection to the room stands. */
export type ConnectionStatus = 'connected' | 'reconnecting' | 'closed';

/**
 * Another window or device asks for this seat: its person answers within `ms` (else they keep
 * it); `answer(true)` lets the other one play the seat, `answer(false)` keeps it here.
 */
export interface SeatQuestion {
  readonly ms: number;
  answer(give: boolean): void;
}

/** What a session tells the screen around it. */
export interface SessionListener {
  /** The room changed: seats, who is connected, the phase. */
  room?(info: RoomInfo): void;
  /** This seat's next step of the game (a jump: the whole game as it knows it, after a sync). */
  game?(step: SeatStep): void;
  /** A turn timer started or stopped; `at` is when the first timed seat runs out (epoch ms). */
  timer?(seats: readonly number[], at: number | null): void;
  /** The room refused something this client sent; nothing changed. */
  refused?(error: ErrorInfo): void;
  /** The connection dropped (`reason`: its close code), came back, or ended for good. */
  connection?(status: ConnectionStatus, reason?: string): void;
  /**
   * Another window or device asks for this seat (`null`: that question is over). With no
   * listener for it, the seat is kept at once.
   */
  asked?(question: SeatQuestion | null): void;
  /** Joining: the seat is played elsewhere, and that window or device is asked first (`ms` at most). */
  waiting?(ms: number): void;
  /** A person at the table sent a reaction (this seat's own too). */
  reaction?(news: ReactionNews): void;
}

/**
 * Where a session keeps each room's seat token (the browser: localStorage), by room code, and the
 * device key of the browser, if it has one (`device-key.ts`: the browser keeps it in IndexedDB).
 */
export interface TokenKeeper {
  get(code: string): { readonly token: string; readonly name: string } | null;
  set(code: string, token: string, name: string): void;
  device?(): Promise<DeviceKey | null>;
}

/** A join the room refused or ended before it seated this client: the room's `code` and words. */
export class JoinRefused extends Error {
  /** The close (or matchmaking) code the room gave. */
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

/** How a session connects. */
export interface SessionOptions {
  /** The game server: `/online` on the game's host in the browser, `ws://host:port` elsewhere. */
  readonly endpoint: string;
  /** The first listener (more can subscribe later). */
  readonly listener?: SessionListener;
  readonly tokens: TokenKeeper;
  /** Milliseconds between reconnection attempts, growing to 5 s (default 500). */
  readonly retryMs?: number;
  /** The person's avatar and colour, shown on their plate to everyone. */
  readonly look?: SeatLook;
}

/**
 * Close codes that mean the room ended this connection on purpose (no reconnecting): the seat
 * is played elsewhere now, or was kept there; taking it back is the person's choice.
 */
const FINAL_CLOSES = new Set<number>([
  CLOSE_CODES.left,
  CLOSE_CODES.replaced,
  CLOSE_CODES.kept,
  CLOSE_CODES.removed,
  CLOSE_CODES.givenToComputer,
]);

/**
 * How often a spectator tries to watch its room again before it gives up: with no seat to wake
 * it, a room that ended or closed is gone for good (about 27 s of tries at the default pace, long
 * enough for a restarted server to be back and a player to have brought the room back).
 */
export const WATCH_TRIES = 8;

/** How the reason of a spectator's session that gave up on its room begins. */
export const WATCH_GONE = 'the room watched is gone';

/** How many messages a seat keeps for the room while its connection waits to be seated. */
const MAX_WAITING_MESSAGES = 16;

/** The intent the room takes for `action` (the room knows the seat). */
function intentOf(action: Action): Intent {
  return action.t === 'draw' ? { t: 'draw' } : { t: action.t, pos: action.pos };
}

/**
 * A seat at an online table: joins the room (opening it, by code, or back with the seat's
 * token), keeps the last step the room's game master sent this seat (its player view, the public
 * record), sends this seat's intents, and reconnects with the token when the connection drops.
 * It is the seat's link to the master (`link`), as `localLink` is for a game on one device.
 */
export class OnlineSession {
  private room: Room | null = null;
  private current: SeatStep | null = null;
  private info: RoomInfo | null = null;
  private welcome: Welcome | null = null;
  /** A spectator: the room it watches (it holds no seat), once the room said so. */
  private watching: string | null = null;
  /** Whether the room has seated this connection (its welcome came). */
  private seated = false;
  /** What this seat sent before the room seated its connection: sent once it has. */
  private outbox: (() => void)[] = [];
  /** Coming back after a drop: "connected" is told with the welcome. */
  private rejoining = false;
  /** The device key, once read (`null`: none). */
  private deviceKey: DeviceKey | null | undefined = undefined;
  private closed = false;
  private syncing = false;
  /** The join waiting for the room's welcome: it fails if the room closes before. */
  private onWelcome: { resolve: () => void; reject: (error: Error) => void } | null = null;
  private readonly client: Client;
  private readonly listeners = new Set<SessionListener>();

  private constructor(
    private readonly options: SessionOptions,
    private name: string,
    /** Whether this session watches without a seat. */
    readonly spectator = false,
  ) {
    this.client = new Client(options.endpoint);
    if (options.listener !== undefined) this.listeners.add(options.listener);
  }

  /** Adds a listener; returns what removes it. */
  subscribe(listener: SessionListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private emit<K extends keyof SessionListener>(
    event: K,
    ...args: Parameters<NonNullable<SessionListener[K]>>
  ): void {
    for (const listener of [...this.listeners]) {
      (listener[event] as ((...a: typeof args) => void) | undefined)?.(...args);
    }
  }

  /** Opens a room with `settings`; the host takes seat 1 as `name`. */
  static async open(
    options: SessionOptions,
    settings: RoomSettings,
    name: string,
  ): Promise<OnlineSession> {
    const session = new OnlineSession(options, name);
    const device = await session.device();
    await session.connect(() =>
      session.client.create(ROOM_NAME, {
        create: settings,
        name,
        ...(device === null ? {} : { device: device.publicKey }),
        ...(options.look === undefined ? {} : { look: options.look }),
      }),
    );
    return session;
  }

  /**
   * Joins room `code` as `name`: back at the seat this browser held (its token kept), else at
   * `seat` or the first free seat.
   */
  static async join(
    options: SessionOptions,
    code: string,
    name: string,
    seat?: number,
  ): Promise<OnlineSession> {
    const canonical = normalizeRoomCode(code);
    if (canonical === null) throw new Error(`there is no room ${code}`);
    const session = new OnlineSession(options, name);
    const joining = await session.joinOptions(canonical, seat);
    await session.connect(() => session.client.joinOrCreate(ROOM_NAME, joining));
    return session;
  }

  /**
   * Joins by what names no code (`quick`: a quick match, `table`: a public table from the list,
   * `public-tables.ts`) as `name`; the room's welcome tells the code.
   */
  static async joinPublic(
    options: SessionOptions,
    how: { readonly quick: RoomSettings } | { readonly table: string },
    name: string,
  ): Promise<OnlineSession> {
    const session = new OnlineSession(options, name);
    const device = await session.device();
    await session.connect(() =>
      session.client.joinOrCreate(ROOM_NAME, {
        ...how,
        name,
        ...(device === null ? {} : { device: device.publicKey }),
      }),
    );
    return session;
  }

  /** Watches room `code` without a seat: its steps are the public view (no drawn card, R8.2). */
  static async watch(options: SessionOptions, code: string): Promise<OnlineSession> {
    const canonical = normalizeRoomCode(code);
    if (canonical === null) throw new Error(`there is no room ${code}`);
    const session = new OnlineSession(options, '', true);
    await session.connect(() => session.client.joinOrCreate(ROOM_NAME, watchOptions(canonical)));
    return session;
  }

  /** The room code (no hyphen). */
  get code(): string | null {
    return this.welcome?.code ?? this.watching;
  }

  /** This client's seat. */
  get seat(): number | null {
    return this.welcome?.seat ?? null;
  }

  /** The room as last told. */
  get roomInfo(): RoomInfo | null {
    return this.info;
  }

  /** This seat's last step, once the game has started: what it knows now. */
  get step(): SeatStep | null {
    return this.current;
  }

  /** The public record of the game so far (GAME-RECORD.md): exports and replays. */
  get record(): GameRecord | null {
    return this.current?.view.record ?? null;
  }

  /**
   * This seat's link to the room's game master, for the one client (`GameClient`): the last
   * step at once (as a jump), then every step; this seat's choices sent as intents.
   */
  link(): MasterLink {
    return {
      watch: (listener) => {
        const last = this.current;
        if (last !== null) listener.step({ ...last, events: [], jump: true });
        return this.subscribe({
          game: (step) => listener.step(step),
          refused: (error) => {
            if (error.to === 'act') listener.refused?.(error.message);
          },
        });
      },
      act: (action) => {
        if (action.p === this.seat) this.act(intentOf(action));
      },
      ready: () => this.next(),
    };
  }

  /** Plays an action of this seat. */
  act(intent: Intent): void {
    this.sendMessage('act', intent);
  }

  /** Moves to another free seat (lobby). */
  sit(seat: number): void {
    this.sendMessage('sit', { seat });
  }

  /** The host gives `seat` to a person or a computer (lobby). */
  setSeat(seat: number, plan: SeatPlan): void {
    this.sendMessage('seat', { seat, plan });
  }

  /** The host starts the game. */
  start(): void {
    this.sendMessage('start', {});
  }

  /** Ready for the next round. */
  next(): void {
    this.sendMessage('next', {});
  }

  /** Sends a reaction of this seat (the room passes it on to everyone, this seat too). */
  react(request: ReactionRequest): void {
    this.sendMessage('react', request);
  }

  /** Once the game is over: this person would (`ready`) or would not play another game here. */
  again(ready: boolean): void {
    this.sendMessage('again', { ready });
  }

  /** The host, once the game is over: a new game with those here, from the lobby. */
  rematch(): void {
    this.sendMessage('rematch', {});
  }

  /** The host removes the person at `seat` from the lobby. */
  remove(seat: number): void {
    this.sendMessage('remove', { seat });
  }

  /** Votes on letting a computer keep the away person's `seat` for the rest of the game. */
  vote(seat: number, keep: boolean): void {
    this.sendMessage('vote', { seat, keep });
  }

  /** The host lists the lobby for strangers, or no longer. */
  publish(listed: boolean): void {
    this.sendMessage('publish', { listed });
  }

  /** Leaves the room for good (the seat stays reclaimable with its token). */
  async leave(): Promise<void> {
    this.closed = true;
    const room = this.room;
    this.room = null;
    if (room !== null) await room.leave(true).catch(() => undefined);
    this.emit('connection', 'closed');
  }

  /** This browser's device key, if it has one (a failure to read it is none). */
  private async device(): Promise<DeviceKey | null> {
    if (this.deviceKey === undefined)
      this.deviceKey = (await this.options.tokens.device?.().catch(() => null)) ?? null;
    return this.deviceKey;
  }

  private async joinOptions(code: string, seat?: number): Promise<JoinOptions> {
    const kept = this.options.tokens.get(code);
    const device = await this.device();
    return {
      code,
      name: kept?.name ?? this.name,
      ...(kept === null ? {} : { token: kept.token }),
      ...(seat === undefined ? {} : { seat }),
      ...(device === null ? {} : { device: device.publicKey }),
      ...(this.options.look === undefined ? {} : { look: this.options.look }),
    };
  }

  /**
   * Sends to the room; between a connection's join and its welcome (the room may first check
   * its device key, or ask the seat's other window), the message waits for the welcome.
   */
  private sendMessage<T extends ClientMessageType>(type: T, body: ClientMessage<T>): void {
    const room = this.room;
    if (room === null) return;
    if (this.seated) room.send(type, body);
    else if (this.outbox.length < MAX_WAITING_MESSAGES)
      this.outbox.push(() => room.send(type, body));
  }

  /**
   * Joins with `join` and waits for the room's welcome (sent right after the join); fails if the
   * room closes the connection first (another window took the seat at the same moment, say).
   */
  private async connect(join: () => Promise<Room>): Promise<void> {
    const welcomed = new Promise<void>((resolve, reject) => (this.onWelcome = { resolve, reject }));
    this.attach(
      await join().catch((error: unknown) => {
        throw joinFailure(error);
      }),
    );
    await welcomed;
  }

  private attach(room: Room): void {
    this.room = room;
    this.seated = false;
    this.outbox = [];
    const on = <T extends ServerMessageType>(
      type: T,
      handle: (body: v.InferOutput<(typeof serverMessageSchemas)[T]>) => void,
    ) =>
      room.onMessage(type, (body: unknown) => {
        const parsed = v.safeParse(serverMessageSchemas[type], body);
        if (parsed.success) handle(parsed.output as never);
        else if (type === 'step') this.resync();
      });
    on('welcome', (welcome) => {
      this.welcome = welcome;
      this.options.tokens.set(welcome.code, welcome.token, this.name);
      // Every join brings a new token; once it is kept, the room forgets the one before.
      room.send('kept', {});
      this.welcomed();
    });
    on('watching', ({ code }) => {
      if (!this.spectator) return;
      this.watching = code;
      this.welcomed();
    });
    on('room', (info) => {
      this.info = info as RoomInfo;
      const mine = this.seat === null ? null : info.seats[this.seat]?.name;
      if (mine) this.name = mine;
      this.emit('room', this.info);
    });
    on('step', (wire) => {
      // After a step it could not read, the seat waits for the jump it asked for.
      if (this.syncing && !wire.jump) return;
      const step = unwireStep(wire as WireStep, this.current);
      if (step === null) return this.resync();
      this.syncing = false;
      this.current = step;
      this.emit('game', step);
    });
    on('timer', (timer: TimerInfo) => {
      this.emit('timer', timer.seats, timer.seats.length === 0 ? null : Date.now() + timer.ms);
    });
    on('error', (error) => this.emit('refused', error as ErrorInfo));
    on('prove', ({ nonce }) => {
      void this.device().then(async (device) => {
        if (device === null || this.room !== room) return;
        const signature = await device.sign(proofText(room.roomId, nonce));
        if (this.room === room) room.send('proof', { signature });
      });
    });
    on('waiting', ({ ms }) => this.emit('waiting', ms));
    on('reaction', (news) => this.emit('reaction', news));
    on('asked', ({ ms }) => this.asked(room, ms));
    room.onLeave((code: number, reason?: string) => {
      if (this.room !== room) return;
      this.room = null;
      const waiting = this.onWelcome;
      if (waiting !== null) {
        // Closed before the welcome: the join failed (nothing to reconnect to).
        this.onWelcome = null;
        this.closed = true;
        waiting.reject(
          new JoinRefused(
            code,
            `the room closed the connection (${code})${reason ? `: ${reason}` : ''}`,
          ),
        );
        return;
      }
      if (this.closed || FINAL_CLOSES.has(code)) {
        this.closed = true;
        this.emit('connection', 'closed', `closed (${code})${reason ? `: ${reason}` : ''}`);
      } else {
        void this.reconnect(`closed (${code})${reason ? `: ${reason}` : ''}`);
      }
    });
  }

  /** The room let this connection in: what waited is sent, the join or the reconnection is done. */
  private welcomed(): void {
    this.seated = true;
    for (const send of this.outbox.splice(0)) send();
    this.onWelcome?.resolve();
    this.onWelcome = null;
    if (this.rejoining) {
      this.rejoining = false;
      this.emit('connection', 'connected');
    }
  }

  /**
   * Another window or device asks for this seat (`ms`), or the question is over (`null`): the
   * room hears at once that this connection is alive, then the person's answer; with nobody
   * listening for questions, the seat is kept.
   */
  private asked(room: Room, ms: number | null): void {
    if (ms === null) return this.emit('asked', null);
    room.send('answer', {});
    let answered = false;
    const question: SeatQuestion = {
      ms,
      answer: (give) => {
        if (answered || this.room !== room) return;
        answered = true;
        room.send('answer', { give });
      },
    };
    if ([...this.listeners].some((listener) => listener.asked !== undefined))
      this.emit('asked', question);
    else question.answer(false);
  }

  /** Asks the room for the whole game again (a step could not be read). */
  private resync(): void {
    if (this.syncing) return;
    this.syncing = true;
    this.sendMessage('sync', {});
  }

  /**
   * Joins again with the seat's token until it works or the session is left (a spectator: until
   * `WATCH_TRIES` tries failed); `why` says how the connection before ended (its close code),
   * for the listeners.
   */
  private async reconnect(why: string): Promise<void> {
    const code = this.code!;
    this.emit('connection', 'reconnecting', why);
    let wait = this.options.retryMs ?? 500;
    let tries = 0;
    while (!this.closed) {
      await new Promise((resolve) => setTimeout(resolve, wait));
      if (this.closed) return;
      try {
        const again = this.spectator ? watchOptions(code) : await this.joinOptions(code);
        const room = await this.client.joinOrCreate(ROOM_NAME, again);
        if (this.closed) {
          await room.leave(true);
          return;
        }
        this.syncing = false;
        this.rejoining = true;
        this.attach(room);
        return;
      } catch (error) {
        // Removed, or the seat given to a computer: coming back is refused for good.
        const code = (error as { code?: unknown }).code;
        if (typeof code === 'number' && FINAL_CLOSES.has(code)) {
          this.closed = true;
          const reason = (error as Error).message;
          return this.emit('connection', 'closed', `closed (${code}): ${reason}`);
        }
        if (this.spectator && ++tries >= WATCH_TRIES) {
          this.closed = true;
          return this.emit(
            'connection',
            'closed',
            `${WATCH_GONE}: ${error instanceof Error ? error.message : String(error)}`,
          );
        }
        wait = Math.min(wait * 2, 5000);
      }
    }
  }
}

/** A spectator's join of room `code`. */
function watchOptions(code: string): WatchOptions {
  return { code, watch: true };
}
