/**
 * Load test of a running game server: N concurrent four-seat rooms, each seat a scripted client
 * over a real websocket (the game's own OnlineSession: it keeps its seat's last step and sends intents),
 * playing random legal moves after a think time; a finished game opens a new room. Prints the
 * actions per second, the round trip of an action (intent sent → its step back) at p50/p95/p99,
 * the bytes the clients received (per step message), and the CPU, memory and event-loop delay of
 * each server process (from its /health).
 * Usage: npm run -s load -- --rooms N [--url ws://127.0.0.1:2567] [--health URL]… [--seconds 30]
 *        [--think-ms 1000] [--json]
 */
import { loadavg } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { legalViewActions, Random } from '../../src/engine';
import type { SeatStep } from '../../src/master';
import { deviceKeyOf, newDeviceKeyPair } from '../../src/online/device-key';
import { OnlineSession, type TokenKeeper } from '../../src/online/online-session';
import type { Intent } from '../../src/online/protocol';
import type { RoomSettings } from '../../src/online/room-settings';
import { positiveNumber, runScript, type ScriptLine, wholeNumber } from '../command-line';
import { countFrameBytes } from './frame-bytes';

const HELP = `Usage: npm run -s load -- --rooms N [options]

Plays N concurrent four-seat rooms (four scripted people each) against a running game server
(npm run -s server) and prints what it measured; progress goes to standard error.

Options:
  --rooms N        concurrent rooms (required)
  --url URL        the game server (default: $SKYJO_LOAD_URL or ws://127.0.0.1:2567)
  --health URL     a server process whose /health to read (HTTP; repeat for each process
                   behind a front; default: the --url's own)
  --seconds S      how long to measure once every room is playing (default 30)
  --think-ms T     a scripted person's think time before each move, ±50% (default 1000;
                   0 = as fast as the server answers)
  --open N         rooms opened at once while ramping up (default 25)
  --rejoin-every S while measuring, a room of a person and three computers whose person comes
                   back (a new session with the same token and device, as after a reload)
                   every S seconds: how long until the game is back (default 5; 0: none)
  --json           one JSON object instead of text
  -h, --help       this help

Run the server with a flood limit above the scripted pace when --think-ms is small
(--message-rate). Exit codes: 0 measured, 1 the server failed or refused, 2 a wrong command line.`;

interface Health {
  readonly pid: number;
  readonly rooms: number;
  readonly clients: number;
  readonly cpuMs: number;
  readonly uptimeMs: number;
  readonly rssBytes: number;
  readonly heapBytes: number;
  readonly loopDelayMs: { readonly p50: number; readonly p99: number; readonly max: number };
}

/** What the scripted clients counted. */
class Counters {
  actions = 0;
  steps = 0;
  refusals = 0;
  reconnects = 0;
  /** The reconnections by the close code of the connection that dropped ("closed (1006)": 3). */
  reconnectsBy = new Map<string, number>();
  failedOpens = 0;
  games = 0;
  latencies: number[] = [];
  reset(): void {
    this.actions = 0;
    this.steps = 0;
    this.refusals = 0;
    this.reconnects = 0;
    this.reconnectsBy = new Map();
    this.failedOpens = 0;
    this.games = 0;
    this.latencies = [];
  }
}

class MemoryTokens implements TokenKeeper {
  private readonly kept = new Map<string, { token: string; name: string }>();
  get(code: string) {
    return this.kept.get(code) ?? null;
  }
  set(code: string, token: string, name: string) {
    this.kept.set(code, { token, name });
  }
}

const SETTINGS: RoomSettings = {
  rules: { targetScore: 100 },
  seats: [{ kind: 'person' }, { kind: 'person' }, { kind: 'person' }, { kind: 'person' }],
  hints: true,
  turnSeconds: null,
};

/** One scripted person at a table. */
class ScriptedSeat {
  session: OnlineSession | null = null;
  private acted = -1;
  private sentAt = 0;
  private timer: NodeJS.Timeout | null = null;
  private awaiting = false;

  constructor(
    private readonly table: LoadTable,
    private readonly random: Random,
  ) {}

  /** A step came: move if this seat is to act (after the think time). */
  follow(step: SeatStep, own: boolean): void {
    const { counters } = this.table;
    counters.steps++;
    if (own && this.awaiting) {
      counters.latencies.push(performance.now() - this.sentAt);
      this.awaiting = false;
    }
    if (step.view.phase === 'game-over') return this.table.gameOver();
    // One intent at a time: the next waits for this seat's own step.
    if (this.acted === step.v || this.timer !== null || this.awaiting) return;
    const seat = this.session?.seat ?? null;
    if (seat === null) return;
    if (step.view.phase === 'round-over') {
      this.acted = step.v;
      this.later(() => this.session?.next());
      return;
    }
    const actions = step.choosing ? legalViewActions(step.view) : [];
    if (actions.length === 0) return;
    this.acted = step.v;
    this.later(() => {
      const current = this.session?.step;
      if (current === null || current === undefined || !current.choosing) return;
      const now = legalViewActions(current.view);
      if (now.length === 0) return;
      const action = now[this.random.below(now.length)]!;
      const intent: Intent = action.t === 'draw' ? { t: 'draw' } : { t: action.t, pos: action.pos };
      this.sentAt = performance.now();
      this.awaiting = true;
      counters.actions++;
      this.session?.act(intent);
    });
  }

  private later(run: () => void): void {
    const think = this.table.thinkMs * (0.5 + this.random.below(1000) / 1000);
    this.timer = setTimeout(() => {
      this.timer = null;
      run();
    }, think);
  }

  stop(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }
}

/**
 * Opens a room with `open`, waiting a quarter of a second and trying again (up to 10 s) while the
 * server says to try again soon (it opens only so many rooms a second for everyone,
 * `--rooms-per-second`, which the ramp-up's batches may outrun) or a request was cut.
 */
async function openPatiently(open: () => Promise<OnlineSession>): Promise<OnlineSession> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await open();
    } catch (error) {
      // A keep-alive connection the busy server closed as it was reused fails the same way.
      const transient = /try again|socket hang up|ECONNRESET/.test((error as Error).message);
      if (attempt >= 40 || !transient) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

/** One room of four scripted people; a finished game opens the next room. */
class LoadTable {
  private seats: ScriptedSeat[] = [];
  private closing = false;
  stopped = false;

  constructor(
    private readonly endpoint: string,
    readonly counters: Counters,
    readonly thinkMs: number,
    private readonly seed: number,
  ) {}

  async open(): Promise<void> {
    const random = new Random(this.seed);
    this.seats = Array.from({ length: 4 }, () => new ScriptedSeat(this, random));
    const listener = (seat: ScriptedSeat) => ({
      // Its own step: the first with an event of its seat (its action, as the room played it).
      game: (step: SeatStep) =>
        seat.follow(
          step,
          step.events.some((event) => 'seat' in event && event.seat === seat.session?.seat),
        ),
      refused: () => void this.counters.refusals++,
      connection: (status: string, reason?: string) => {
        if (status !== 'reconnecting') return;
        this.counters.reconnects++;
        const code = /\(\d+\)/.exec(reason ?? '')?.[0] ?? '(unknown)';
        this.counters.reconnectsBy.set(code, (this.counters.reconnectsBy.get(code) ?? 0) + 1);
      },
    });
    const options = (seat: ScriptedSeat) => ({
      endpoint: this.endpoint,
      listener: listener(seat),
      tokens: new MemoryTokens(),
    });
    const [host, ...friends] = this.seats;
    host!.session = await openPatiently(() => OnlineSession.open(options(host!), SETTINGS, 'Host'));
    const code = host!.session.code!;
    for (const [i, friend] of friends.entries()) {
      friend.session = await openPatiently(() =>
        OnlineSession.join(options(friend), code, `Friend ${i + 1}`),
      );
    }
    host!.session.start();
  }

  /** The game is over: leave, and open the next room unless the test is over. */
  gameOver(): void {
    if (this.closing) return;
    this.closing = true;
    this.counters.games++;
    void this.close().then(() => {
      this.closing = false;
      this.reopen();
    });
  }

  /** Opens the next room unless the test is over; a room that cannot be opened counts, and is tried again. */
  private reopen(): void {
    if (this.stopped) return;
    this.open().catch(() => {
      this.counters.failedOpens++;
      void this.close().then(() => setTimeout(() => this.reopen(), 1000));
    });
  }

  async close(): Promise<void> {
    for (const seat of this.seats) seat.stop();
    await Promise.all(this.seats.map((seat) => seat.session?.leave()));
  }
}

/**
 * One more room, of a person and three computers, whose person comes back as after a reload
 * every few seconds while the load runs: a new session with the same token and device key joins
 * while the one before is still connected. Counts how long from the join until its first step.
 */
class RejoinProbe {
  readonly timesMs: number[] = [];
  private stopped = false;

  constructor(private readonly endpoint: string) {}

  async run(everyMs: number): Promise<void> {
    const pair = await newDeviceKeyPair();
    const device = pair === null ? null : await deviceKeyOf(pair);
    const tokens = new MemoryTokens();
    const keeper: TokenKeeper = {
      get: (c) => tokens.get(c),
      set: (c, t, n) => tokens.set(c, t, n),
      device: async () => device,
    };
    let stepped: () => void = () => undefined;
    const options = {
      endpoint: this.endpoint,
      tokens: keeper,
      listener: { game: (step: SeatStep) => step.jump && stepped() },
    };
    const computer = { kind: 'computer' as const, level: 'easy' as const };
    const settings: RoomSettings = {
      ...SETTINGS,
      rules: { targetScore: 999 },
      seats: [
        { kind: 'person' },
        { ...computer, name: 'A' },
        { ...computer, name: 'B' },
        { ...computer, name: 'C' },
      ],
    };
    let session = await openPatiently(() => OnlineSession.open(options, settings, 'Probe'));
    const code = session.code!;
    session.start();
    while (!this.stopped) {
      await new Promise((resolve) => setTimeout(resolve, everyMs));
      if (this.stopped) break;
      const started = performance.now();
      const first = new Promise<void>((resolve) => (stepped = resolve));
      const before = session;
      try {
        session = await OnlineSession.join(options, code, 'Probe');
        await first;
        this.timesMs.push(performance.now() - started);
      } catch {
        this.timesMs.push(NaN);
      }
      stepped = () => undefined;
      void before.leave();
    }
    await session.leave();
  }

  stop(): void {
    this.stopped = true;
  }
}

async function health(base: string): Promise<Health> {
  const answer = await fetch(`${base}/health`);
  if (!answer.ok) throw new Error(`GET ${base}/health answered ${answer.status}`);
  return (await answer.json()) as Health;
}

function quantile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
}

const round = (value: number, places = 1) => Math.round(value * 10 ** places) / 10 ** places;

/** The command line's options besides --help and --json. */
const OPTIONS = {
  rooms: { type: 'string' },
  url: { type: 'string' },
  seconds: { type: 'string', default: '30' },
  'think-ms': { type: 'string', default: '1000' },
  open: { type: 'string', default: '25' },
  health: { type: 'string', multiple: true },
  'rejoin-every': { type: 'string', default: '5' },
} as const;

/** What one server process cost over the measurement, from its /health before and after. */
function processFigures(before: Health, after: Health, wallMs: number) {
  return {
    pid: after.pid,
    cpuPercentOfOneCore: round(((after.cpuMs - before.cpuMs) / wallMs) * 100),
    rssMB: round(after.rssBytes / 2 ** 20),
    heapMB: round(after.heapBytes / 2 ** 20),
    rooms: after.rooms,
    clients: after.clients,
    eventLoopDelayMs: after.loopDelayMs,
  };
}

/**
 * How long a client may not answer the server's pings before Colyseus ends its socket (a ping
 * every 3 s, the socket ended once 2 went unanswered): at least 6 s.
 */
const PING_GRACE_MS = 6_000;

/** The most times the ramp-up tries to open one room. */
const RAMP_TRIES = 3;

/**
 * Opens `table` while ramping up: a room that could not be opened (on a busy machine a seat's
 * reservation can run out before its websocket arrives) is left and tried again a second later,
 * `retried` told each time; the third failure ends the ramp.
 */
async function openInRamp(table: LoadTable, retried: () => void): Promise<void> {
  for (let tries = 1; ; tries++) {
    try {
      return await table.open();
    } catch (error) {
      if (tries === RAMP_TRIES) throw error;
      retried();
      await table.close();
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
}

async function main({ values }: ScriptLine<typeof OPTIONS>): Promise<number> {
  const rooms = wholeNumber(values.rooms, '--rooms');
  const seconds = wholeNumber(values.seconds, '--seconds');
  const thinkMs = positiveNumber(values['think-ms'], '--think-ms', true);
  const batch = wholeNumber(values.open, '--open');
  const endpoint = values.url ?? process.env.SKYJO_LOAD_URL ?? 'ws://127.0.0.1:2567';
  const bases = (values.health ?? [endpoint.replace(/^ws/, 'http')]).map((url) =>
    url.replace(/\/$/, ''),
  );
  const healthOfAll = () => Promise.all(bases.map(health));
  try {
    await healthOfAll();
  } catch (error) {
    console.error(
      `load: no game server at ${bases.join(', ')} (${(error as Error).message}); start one with npm run -s server`,
    );
    return 1;
  }
  const received = countFrameBytes();
  const counters = new Counters();
  const tables: LoadTable[] = [];
  let rampRetries = 0;
  const rampStart = performance.now();
  for (let opened = 0; opened < rooms; opened += batch) {
    const next = Array.from(
      { length: Math.min(batch, rooms - opened) },
      (_, i) => new LoadTable(endpoint, counters, thinkMs, 1 + opened + i),
    );
    try {
      await Promise.all(next.map((table) => openInRamp(table, () => rampRetries++)));
    } catch (error) {
      console.error(`load: a room could not be opened: ${(error as Error).message}`);
      await Promise.all(tables.map((table) => table.close()));
      return 1;
    }
    tables.push(...next);
    process.stderr.write(`load: ${tables.length}/${rooms} rooms playing\n`);
  }
  const rampSeconds = (performance.now() - rampStart) / 1000;
  counters.reset();
  const probe = values['rejoin-every'] === '0' ? null : new RejoinProbe(endpoint);
  const probing = probe?.run(wholeNumber(values['rejoin-every'], '--rejoin-every') * 1000);
  Object.assign(received, { frames: 0, bytes: 0, steps: 0, stepBytes: 0 });
  const before = await healthOfAll();
  const clientCpu = process.cpuUsage();
  // The load process's own event loop: a late pong (Colyseus pings every 3 s and ends a socket
  // that misses two) or a late step is the client's lag as much as the server's.
  const clientLoop = monitorEventLoopDelay({ resolution: 20 });
  clientLoop.enable();
  const started = performance.now();
  for (let s = 0; s < seconds; s += 10) {
    await new Promise((resolve) => setTimeout(resolve, Math.min(10, seconds - s) * 1000));
    process.stderr.write(
      `load: ${Math.min(s + 10, seconds)}/${seconds} s, ${counters.actions} actions\n`,
    );
  }
  const wallMs = performance.now() - started;
  const after = await healthOfAll();
  probe?.stop();
  await probing?.catch(() => undefined);
  const client = process.cpuUsage(clientCpu);
  clientLoop.disable();
  const traffic = { ...received };
  for (const table of tables) table.stopped = true;
  await Promise.all(tables.map((table) => table.close()));

  const sorted = counters.latencies.slice().sort((a, b) => a - b);
  const servers = after.map((last, i) => processFigures(before[i]!, last, wallMs));
  const figures = {
    rooms,
    clients: rooms * 4,
    seconds: round(wallMs / 1000),
    thinkMs,
    rampSeconds: round(rampSeconds),
    rampRetries,
    actions: counters.actions,
    actionsPerSecond: round(counters.actions / (wallMs / 1000)),
    stepsDeliveredPerSecond: round(counters.steps / (wallMs / 1000)),
    gamesFinished: counters.games,
    roundTripMs: {
      samples: sorted.length,
      p50: round(quantile(sorted, 0.5), 2),
      p95: round(quantile(sorted, 0.95), 2),
      p99: round(quantile(sorted, 0.99), 2),
      max: round(sorted[sorted.length - 1] ?? NaN, 2),
    },
    received: {
      bytesPerSecond: Math.round(traffic.bytes / (wallMs / 1000)),
      bytesPerStep: Math.round(traffic.stepBytes / Math.max(1, traffic.steps)),
      framesPerSecond: round(traffic.frames / (wallMs / 1000)),
    },
    servers,
    serversTogether: {
      cpuPercentOfOneCore: round(servers.reduce((sum, s) => sum + s.cpuPercentOfOneCore, 0)),
      heapMB: round(servers.reduce((sum, s) => sum + s.heapMB, 0)),
      rssMB: round(servers.reduce((sum, s) => sum + s.rssMB, 0)),
    },
    loadClients: {
      cpuPercentOfOneCore: round(((client.user + client.system) / 1000 / wallMs) * 100),
      eventLoopDelayMs: {
        p50: round(clientLoop.percentile(50) / 1e6),
        p99: round(clientLoop.percentile(99) / 1e6),
        max: round(clientLoop.max / 1e6),
      },
    },
    loadAverage: loadavg().map((load) => round(load, 2)),
    refusals: counters.refusals,
    reconnects: counters.reconnects,
    reconnectsByCloseCode: Object.fromEntries(counters.reconnectsBy),
    failedOpens: counters.failedOpens,
    rejoinMs: (() => {
      const times = (probe?.timesMs ?? []).slice().sort((a, b) => a - b);
      return {
        samples: times.length,
        p50: round(quantile(times, 0.5)),
        max: round(times.at(-1) ?? NaN),
      };
    })(),
  };
  if (values.json) {
    console.log(JSON.stringify(figures));
  } else {
    const r = figures.roundTripMs;
    console.log(
      [
        `${rooms} rooms, ${rooms * 4} clients, ${figures.seconds} s measured (think ${thinkMs} ms ±50%, ramp-up ${figures.rampSeconds} s, ${rampRetries} rooms tried again in it)`,
        `actions: ${figures.actions} (${figures.actionsPerSecond}/s); steps delivered ${figures.stepsDeliveredPerSecond}/s; games finished ${figures.gamesFinished}`,
        `round trip (intent → its step): p50 ${r.p50} ms, p95 ${r.p95} ms, p99 ${r.p99} ms, max ${r.max} ms (${r.samples} samples)`,
        `a person coming back (join to first step, every ${values['rejoin-every']} s): p50 ${figures.rejoinMs.p50} ms, max ${figures.rejoinMs.max} ms (${figures.rejoinMs.samples})`,
        `received: ${figures.received.bytesPerStep} bytes per step message, ${figures.received.bytesPerSecond} bytes/s in all`,
        ...servers.map(
          (s) =>
            `server ${s.pid}: CPU ${s.cpuPercentOfOneCore}% of one core, RSS ${s.rssMB} MB (heap ${s.heapMB} MB), ${s.rooms} rooms, event loop delay p99 ${round(s.eventLoopDelayMs.p99, 2)} ms`,
        ),
        `load clients: CPU ${figures.loadClients.cpuPercentOfOneCore}% of one core, event loop delay p99 ${figures.loadClients.eventLoopDelayMs.p99} ms (max ${figures.loadClients.eventLoopDelayMs.max} ms); refusals ${figures.refusals}, reconnects ${figures.reconnects}${figures.reconnects > 0 ? ` (by close code: ${JSON.stringify(figures.reconnectsByCloseCode)})` : ''}, rooms not opened ${figures.failedOpens}; load average ${figures.loadAverage.join(' ')}`,
        ...(figures.reconnects > 0 && figures.loadClients.eventLoopDelayMs.max >= PING_GRACE_MS
          ? [
              `the load process itself stalled up to ${figures.loadClients.eventLoopDelayMs.max} ms: its clients' pongs came too late for the server's ping (every 3 s, a socket ends after 2 missed), which closes them (1006); these reconnections are the load generator's, not the server's`,
            ]
          : []),
      ].join('\n'),
    );
  }
  return figures.refusals > 0 || figures.reconnects > 0 || figures.failedOpens > 0 ? 1 : 0;
}

await runScript({ name: 'load', help: HELP, options: OPTIONS, json: true }, main);
// The game's session may keep a timer after its room is left: end here, with the exit code.
process.exit();
