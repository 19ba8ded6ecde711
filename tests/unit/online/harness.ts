import { afterAll, beforeAll } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ColyseusTestServer } from '@colyseus/testing';
import type { Room } from 'colyseus.js';
import { type Action, legalViewActions, Random } from '../../../src/engine';
import type { SeatStep } from '../../../src/master';
import { type DeviceKey, deviceKeyOf, newDeviceKeyPair } from '../../../src/online/device-key';
import {
  type ConnectionStatus,
  OnlineSession,
  type SeatQuestion,
  type SessionListener,
  type TokenKeeper,
} from '../../../src/online/online-session';
import type { SeatLook } from '../../../src/online/looks';
import type { ReactionNews } from '../../../src/online/reaction-ids';
import type { ErrorInfo, Intent, RoomInfo } from '../../../src/online/protocol';
import type { RoomSettings, SeatPlan } from '../../../src/online/room-settings';
import { type GameServerOptions, startGameServer } from '../../../src/server/game-server';

/** A running test server (`testServer`). */
export type TestServer = Awaited<ReturnType<typeof testServer>>;

/** Ends `server`'s rooms and closes it: every test file's last step. */
export async function stopTestServer(server: TestServer): Promise<void> {
  await server.colyseus.cleanup();
  await server.close();
}

/**
 * A game server for the test file (or `describe`) that calls this: started before its first test
 * and stopped after its last. Its parts can be read once it runs.
 */
export function serverPerFile(options: Partial<GameServerOptions> = {}): TestServer {
  let running: TestServer | null = null;
  beforeAll(async () => {
    running = await testServer(options);
  });
  afterAll(() => (running === null ? undefined : stopTestServer(running)));
  const live = (): TestServer => {
    if (running === null) throw new Error('the test server runs only while the tests do');
    return running;
  };
  return {
    get server() {
      return live().server;
    },
    get colyseus() {
      return live().colyseus;
    },
    get dataDir() {
      return live().dataDir;
    },
    get endpoint() {
      return live().endpoint;
    },
    close: (keepData) => live().close(keepData),
  };
}

/** A game server for one test file, on a free port, storing rooms in a fresh folder. */
export async function testServer(options: Partial<GameServerOptions> = {}) {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'skyjo-rooms-'));
  const server = await startGameServer({
    port: 0,
    dataDir,
    botThreads: 1,
    botDelayMs: 0,
    expertTimeMs: 20,
    reconnectSeconds: 60,
    ...options,
    limits: {
      // Scripted players act as fast as the room answers: far faster than people; and every
      // test opens its rooms from this machine (tests of the limits set their own).
      messagesPerSecond: 1000,
      exempt: ['127.0.0.1', '::1'],
      ...options.limits,
    },
  });
  const colyseus = new ColyseusTestServer(server.colyseus);
  return {
    server,
    colyseus,
    dataDir,
    endpoint: `ws://127.0.0.1:${server.port}`,
    async close(keepData = false) {
      await server.close();
      if (!keepData && options.dataDir === undefined)
        rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Seat tokens kept in memory (one browser's localStorage), and that browser's device key: its
 * own, or with `window`, the key of the browser that `window` is another window of.
 */
export class MemoryTokens implements TokenKeeper {
  private readonly kept = new Map<string, { token: string; name: string }>();
  private key: Promise<DeviceKey | null> | null = null;
  constructor(private readonly window?: MemoryTokens) {}
  device(): Promise<DeviceKey | null> {
    if (this.window !== undefined) return this.window.device();
    this.key ??= newDeviceKeyPair().then((pair) => (pair === null ? null : deviceKeyOf(pair)));
    return this.key;
  }
  get(code: string) {
    return this.kept.get(code) ?? null;
  }
  set(code: string, token: string, name: string) {
    this.kept.set(code, { token, name });
  }
}

/** Everything a session heard, and a way to wait for what it will hear. */
export class Recorder {
  readonly rooms: RoomInfo[] = [];
  /** Every step, in order (the jumps included). */
  readonly steps: SeatStep[] = [];
  readonly refusals: ErrorInfo[] = [];
  /** Every reaction heard (this seat's own too). */
  readonly reactions: ReactionNews[] = [];
  readonly statuses: ConnectionStatus[] = [];
  /** Why the connection ended for good, each time it did. */
  readonly closings: string[] = [];
  /** The jumps (the first step of a connection, the answer to a sync). */
  syncs = 0;
  /** The last step: what the seat knows now. */
  last: SeatStep | null = null;
  timer: { seats: readonly number[]; at: number | null } | null = null;
  /** How often this seat's person was asked to let another window or device play the seat. */
  asks = 0;
  /** What this seat's person answers when asked (`silent`: never answers; default `keep`). */
  answer: 'keep' | 'give' | 'silent' = 'keep';
  /** How often, while joining, this connection heard that the seat's holder is asked first. */
  waits = 0;
  private readonly waiters = new Set<() => void>();
  /** Called after every event (a scripted player moves from here). */
  onEvent: (() => void) | null = null;
  /** Called on every step, before `onEvent`. */
  afterStep: (() => void) | null = null;

  room(info: RoomInfo) {
    this.rooms.push(info);
    this.wake();
  }
  game(step: SeatStep) {
    this.last = step;
    this.steps.push(step);
    if (step.jump) this.syncs++;
    else this.afterStep?.();
    this.wake();
  }
  timerChanged(seats: readonly number[], at: number | null) {
    this.timer = { seats, at };
    this.wake();
  }
  refused(error: ErrorInfo) {
    this.refusals.push(error);
    this.wake();
  }
  reaction(news: ReactionNews) {
    this.reactions.push(news);
    this.wake();
  }
  asked(question: SeatQuestion | null) {
    if (question !== null) {
      this.asks++;
      if (this.answer !== 'silent') question.answer(this.answer === 'give');
    }
    this.wake();
  }
  waiting() {
    this.waits++;
    this.wake();
  }
  connection(status: ConnectionStatus, reason?: string) {
    this.statuses.push(status);
    if (status === 'closed') this.closings.push(reason ?? '');
    this.wake();
  }

  /** The last room info. */
  get info(): RoomInfo {
    return this.rooms[this.rooms.length - 1]!;
  }

  /** Resolves when `ready()` holds (checked after every event), rejects after `ms`. */
  until(ready: () => boolean, what: string, ms = 20_000): Promise<void> {
    if (ready()) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timeout = setTimeout(() => {
        this.waiters.delete(check);
        reject(new Error(`timed out waiting for ${what}`));
      }, ms);
      const check = () => {
        if (!ready()) return;
        clearTimeout(timeout);
        this.waiters.delete(check);
        resolve();
      };
      this.waiters.add(check);
    });
  }

  private wake() {
    this.onEvent?.();
    for (const waiter of [...this.waiters]) waiter();
  }
}

/** A seat's session and what it heard. */
export interface Seat {
  readonly session: OnlineSession;
  readonly heard: Recorder;
  readonly tokens: MemoryTokens;
}

/** The session listener that records into `heard`. */
export function listenerOf(heard: Recorder): SessionListener {
  return {
    room: (info) => heard.room(info),
    game: (step) => heard.game(step),
    timer: (seats, at) => heard.timerChanged(seats, at),
    refused: (error) => heard.refused(error),
    connection: (status, reason) => heard.connection(status, reason),
    asked: (question) => heard.asked(question),
    waiting: () => heard.waiting(),
    reaction: (news) => heard.reaction(news),
  };
}

/** Opens a room as `name` (retrying a dropped connection after `retryMs`, default 50). */
export async function openRoom(
  endpoint: string,
  settings: RoomSettings,
  name = 'Host',
  options: { retryMs?: number; look?: SeatLook } = {},
): Promise<Seat> {
  const heard = new Recorder();
  const tokens = new MemoryTokens();
  const session = await OnlineSession.open(
    {
      endpoint,
      listener: listenerOf(heard),
      tokens,
      retryMs: options.retryMs ?? 50,
      look: options.look,
    },
    settings,
    name,
  );
  return { session, heard, tokens };
}

/** Joins room `code` as `name` (with `tokens` when coming back). */
export async function joinRoom(
  endpoint: string,
  code: string,
  name: string,
  options: { seat?: number; tokens?: MemoryTokens; retryMs?: number; look?: SeatLook } = {},
): Promise<Seat> {
  const heard = new Recorder();
  const tokens = options.tokens ?? new MemoryTokens();
  const session = await OnlineSession.join(
    {
      endpoint,
      listener: listenerOf(heard),
      tokens,
      retryMs: options.retryMs ?? 50,
      look: options.look,
    },
    code,
    name,
    options.seat,
  );
  return { session, heard, tokens };
}

/** The Colyseus room under a session (to drop its connection or send raw bytes in tests). */
export function connectionOf(seat: Seat): Room {
  return (seat.session as unknown as { room: Room }).room;
}

/** Drops a seat's connection as a network failure would (the server sees no goodbye). */
export function drop(seat: Seat): void {
  const ws = (connectionOf(seat).connection.transport as unknown as { ws: { terminate(): void } })
    .ws;
  ws.terminate();
}

/** Settings for a room of `plans` (seat 0 a person's), default rules, no timer. */
export function settingsOf(
  plans: readonly SeatPlan[],
  extra: Partial<RoomSettings> = {},
): RoomSettings {
  return { rules: { targetScore: 30 }, seats: plans, hints: true, turnSeconds: null, ...extra };
}

/** A person seat plan. */
export const PERSON: SeatPlan = { kind: 'person' };

/** A computer seat plan. */
export function computer(
  level: 'easy' | 'medium' | 'hard' | 'expert',
  name = `Bot ${level}`,
): SeatPlan {
  return { kind: 'computer', level, name };
}

/** The intent a scripted person sends: a random legal action of its seat (the `p` left out). */
export function scriptedIntent(step: SeatStep, random: Random): Intent | null {
  const actions = step.choosing ? legalViewActions(step.view) : [];
  if (actions.length === 0) return null;
  const action: Action = actions[random.below(actions.length)]!;
  return action.t === 'draw' ? { t: 'draw' } : { t: action.t, pos: action.pos };
}

/**
 * Plays `seats` until `done()` holds: whenever a seat's last step shows it to act, it sends a
 * random legal intent; between rounds each is ready.
 */
export async function playUntil(
  seats: readonly Seat[],
  done: () => boolean,
  what: string,
  seed = 1,
): Promise<void> {
  const random = new Random(seed);
  const sent = new Map<Seat, number>();
  const move = () => {
    for (const seat of seats) {
      const last = seat.heard.last;
      if (last === null || sent.get(seat) === last.v) continue;
      if (last.view.phase === 'round-over') {
        sent.set(seat, last.v);
        seat.session.next();
        continue;
      }
      const intent = scriptedIntent(last, random);
      if (intent === null) continue;
      sent.set(seat, last.v);
      seat.session.act(intent);
    }
  };
  let finish: () => void = () => undefined;
  const finished = new Promise<void>((resolve) => (finish = resolve));
  const onEvent = () => {
    move();
    if (done()) finish();
  };
  for (const seat of seats) seat.heard.onEvent = onEvent;
  onEvent();
  const timeout = setTimeout(() => finish(), 120_000);
  try {
    await finished;
    if (!done()) throw new Error(`timed out waiting for ${what}`);
  } finally {
    clearTimeout(timeout);
    for (const seat of seats) seat.heard.onEvent = null;
  }
}

/** Plays `seats` (see `playUntil`) until every one of them has seen the game end. */
export function playToEnd(seats: readonly Seat[], seed = 1): Promise<void> {
  const over = () =>
    seats.every(
      (seat) => seat.heard.info?.phase === 'over' && seat.heard.last?.view.phase === 'game-over',
    );
  return playUntil(seats, over, 'the end of the game', seed);
}
