/**
 * Load test of a running game server: N concurrent four-seat rooms, each seat a scripted client
 * over a real websocket (the game's own OnlineSession: it keeps its seat's last step and sends intents),
 * playing random legal moves after a think time, and in every tenth room two spectators watching
 * (`--watched-every`, `--spectators`); a finished game opens a new room. Prints the
 * actions per second, the round trip of an action (intent sent → its step back) at p50/p95/p99,
 * the bytes the clients received (per step message), and the CPU (also per action), memory and
 * event-loop delay of each server process (from its /health). Each person also sends a reaction now and then (one
 * every 30–60 s by default), as people at a table do. The clients run in worker processes
 * (`--workers`, `load-worker.ts`), each with its own event loop; the round trips are their raw
 * samples merged, and each worker's own CPU and event-loop delay are reported beside them.
 * Usage: npm run -s load -- --rooms N [--url ws://127.0.0.1:2567] [--health URL]… [--seconds 30]
 *        [--think-ms 1000] [--react-every 45] [--workers N] [--json]
 */
import { fork, type ChildProcess } from 'node:child_process';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { MAX_WATCHERS } from '../../src/online/protocol';
import type { Spread } from '../../src/server/stall-watch';
import { positiveNumber, runScript, type ScriptLine, wholeNumber } from '../command-line';
import { RejoinProbe } from './load-probe';
import type {
  OpenAnswer,
  TableOrder,
  WorkerAnswer,
  WorkerFigures,
  WorkerRequest,
  WorkerSetup,
} from './load-worker-protocol';

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
  --react-every S  each person sends a reaction about every S seconds (each wait between
                   2S/3 and 4S/3: 30–60 s by default; 0 for none), a phrase or an emote
  --open N         rooms opened at once while ramping up (default 25)
  --watched-every N every Nth room also has spectators watching it (default 10; 0: none)
  --spectators N   the spectators of each such room (default 2)
  --workers N      processes the scripted people are spread over, each with its own event
                   loop (default: one per 250 rooms, at most 4); each reports its own CPU
                   and event-loop delay, so a saturated load generator shows
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
  /** The CPU time in the process itself and in the kernel for it (older servers: none). */
  readonly cpuUserMs?: number;
  readonly cpuSystemMs?: number;
  readonly uptimeMs: number;
  readonly rssBytes: number;
  readonly heapBytes: number;
  readonly loopDelayMs: { readonly p50: number; readonly p99: number; readonly max: number };
  /** The collector's pauses and the saves' times since the last reading (older servers: none). */
  readonly gcMs?: { readonly minor: Spread; readonly major: Spread };
  readonly saveMs?: { readonly build: Spread; readonly stored: Spread };
}

async function health(base: string): Promise<Health> {
  const answer = await fetch(`${base}/health`);
  if (!answer.ok) throw new Error(`GET ${base}/health answered ${answer.status}`);
  return (await answer.json()) as Health;
}

function quantile(sorted: ArrayLike<number>, q: number): number {
  return sorted.length === 0
    ? NaN
    : sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
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
  'watched-every': { type: 'string', default: '10' },
  spectators: { type: 'string', default: '2' },
  'react-every': { type: 'string', default: '45' },
  workers: { type: 'string' },
} as const;

/** Rooms one worker process plays by default (`--workers`). */
const ROOMS_PER_WORKER = 250;

/** The most worker processes by default. */
const MOST_WORKERS = 4;

/**
 * The most each of a worker's two young-generation halves grows to (MB). A worker's clients make
 * short-lived garbage at every message; with V8's default, 300 rooms on two workers collected
 * some 23 times per 1 000 actions, each pause stopping every client of the worker and adding its
 * length to the round trips it was timing.
 */
const WORKER_SEMI_SPACE_MB = 32;

/** One worker process (`load-worker.ts`) and its requests awaiting their answers. */
class Worker {
  private readonly child: ChildProcess;
  private readonly pending = new Map<number, (answer: WorkerAnswer) => void>();
  private next = 0;
  private ended: Error | null = null;

  constructor(setup: WorkerSetup) {
    this.child = fork(fileURLToPath(new URL('./load-worker.ts', import.meta.url)), [], {
      env: { ...process.env, SKYJO_LOAD_WORKER: JSON.stringify(setup) },
      execArgv: [...process.execArgv, `--max-semi-space-size=${WORKER_SEMI_SPACE_MB}`],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    this.child.on('message', (answer: WorkerAnswer) => {
      this.pending.get(answer.id)?.(answer);
      this.pending.delete(answer.id);
    });
    this.child.on('exit', (code) => {
      this.ended = new Error(`a load worker ended (exit code ${code})`);
      for (const [id, settle] of this.pending)
        settle({ id, ok: false, message: this.ended.message });
      this.pending.clear();
    });
  }

  /** Asks the worker `request`; resolves with its answer, rejects with what failed. */
  ask<A extends WorkerAnswer>(request: DistributiveOmit<WorkerRequest, 'id'>): Promise<A> {
    if (this.ended !== null) return Promise.reject(this.ended);
    const id = ++this.next;
    return new Promise<A>((resolve, reject) => {
      this.pending.set(id, (answer) =>
        answer.ok ? resolve(answer as A) : reject(new Error(answer.message)),
      );
      this.child.send({ ...request, id });
    });
  }

  /** Ends the worker (it leaves its rooms first when it was told to stop). */
  kill(): void {
    if (this.ended === null) this.child.kill();
  }
}

/** `Omit` over each member of a union. */
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** The figures of a worker that add up over workers. */
type NumericField = {
  [K in keyof WorkerFigures]: WorkerFigures[K] extends number ? K : never;
}[keyof WorkerFigures];

/**
 * The CPU milliseconds a server spent per person's action over the measurement, in all and split
 * into the process's own (user) and the kernel's for it (system; older servers: null): the time
 * the process ran, not how long it waited for a core, so it holds on a machine others share.
 */
function cpuPerAction(before: Health, after: Health, actions: number) {
  const per = (ms: number) => round(ms / Math.max(1, actions), 3);
  const split = (field: 'cpuUserMs' | 'cpuSystemMs') =>
    before[field] === undefined || after[field] === undefined
      ? null
      : per(after[field] - before[field]);
  return {
    total: per(after.cpuMs - before.cpuMs),
    user: split('cpuUserMs'),
    system: split('cpuSystemMs'),
  };
}

/** What one server process cost over the measurement, from its /health before and after. */
function processFigures(before: Health, after: Health, wallMs: number, actions: number) {
  return {
    pid: after.pid,
    cpuPercentOfOneCore: round(((after.cpuMs - before.cpuMs) / wallMs) * 100),
    cpuMsPerAction: cpuPerAction(before, after, actions),
    rssMB: round(after.rssBytes / 2 ** 20),
    heapMB: round(after.heapBytes / 2 ** 20),
    rooms: after.rooms,
    clients: after.clients,
    eventLoopDelayMs: after.loopDelayMs,
    gcMs: after.gcMs ?? null,
    saveMs: after.saveMs ?? null,
  };
}

/**
 * `spread` in one short phrase: how many, p50/p99/max, and with `wallMs` (durations that never
 * overlap, as the event loop's own work) the share of the time they took.
 */
function spreadLine(spread: Spread, wallMs?: number): string {
  const share =
    wallMs === undefined ? '' : ` (${round((spread.totalMs / wallMs) * 100)}% of the time)`;
  return `${spread.count} × p50 ${spread.p50} / p99 ${spread.p99} / max ${spread.max} ms${share}`;
}

/** A server's CPU per action in one short phrase: in all, and the process's and the kernel's. */
function cpuLine(cpu: ReturnType<typeof cpuPerAction>): string {
  const split = cpu.user === null ? '' : `: user ${cpu.user}, system ${cpu.system}`;
  return `${cpu.total} ms per action${split}`;
}

/**
 * How long a client may not answer the server's pings before Colyseus ends its socket (a ping
 * every 3 s, the socket ended once 2 went unanswered): at least 6 s.
 */
const PING_GRACE_MS = 6_000;

async function main({ values }: ScriptLine<typeof OPTIONS>): Promise<number> {
  const rooms = wholeNumber(values.rooms, '--rooms');
  const watchedEvery = wholeNumber(values['watched-every'], '--watched-every', 0);
  const spectators = wholeNumber(values.spectators, '--spectators', 0, MAX_WATCHERS);
  const watchedRooms = watchedEvery === 0 ? 0 : Math.floor(rooms / watchedEvery);
  const seconds = wholeNumber(values.seconds, '--seconds');
  const thinkMs = positiveNumber(values['think-ms'], '--think-ms', true);
  const batch = wholeNumber(values.open, '--open');
  const reactMs = positiveNumber(values['react-every'], '--react-every', true) * 1000;
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
  const workerCount =
    values.workers === undefined
      ? Math.min(MOST_WORKERS, Math.ceil(rooms / ROOMS_PER_WORKER))
      : wholeNumber(values.workers, '--workers', 1, rooms);
  const setup: WorkerSetup = { endpoint, thinkMs, reactMs };
  const workers = Array.from({ length: workerCount }, () => new Worker(setup));
  const endAll = () => workers.forEach((worker) => worker.kill());
  let rampRetries = 0;
  const rampRefused: Record<string, number> = {};
  const rampStart = performance.now();
  for (let opened = 0; opened < rooms; opened += batch) {
    // The batch's rooms, dealt to the workers in turn.
    const shares: TableOrder[][] = workers.map(() => []);
    for (let seed = 1 + opened; seed <= Math.min(rooms, opened + batch); seed++) {
      const watchers = watchedEvery > 0 && seed % watchedEvery === 0 ? spectators : 0;
      shares[seed % workerCount]!.push({ seed, watchers });
    }
    try {
      const answers = await Promise.all(
        workers.map((worker, i) =>
          shares[i]!.length === 0
            ? { rampRetries: 0, refused: {} }
            : worker.ask<OpenAnswer>({ t: 'open', tables: shares[i]! }),
        ),
      );
      for (const answer of answers) {
        rampRetries += answer.rampRetries;
        for (const [reason, count] of Object.entries(answer.refused))
          rampRefused[reason] = (rampRefused[reason] ?? 0) + count;
      }
    } catch (error) {
      console.error(`load: a load worker failed: ${(error as Error).message}`);
      endAll();
      return 1;
    }
    const refusedSoFar = Object.values(rampRefused).reduce((sum, count) => sum + count, 0);
    process.stderr.write(
      `load: ${Math.min(rooms, opened + batch) - refusedSoFar}/${rooms} rooms playing${refusedSoFar > 0 ? `, ${refusedSoFar} refused` : ''}\n`,
    );
  }
  const rampSeconds = (performance.now() - rampStart) / 1000;
  const probe = values['rejoin-every'] === '0' ? null : new RejoinProbe(endpoint);
  const probing = probe?.run(wholeNumber(values['rejoin-every'], '--rejoin-every') * 1000);
  // The servers' CPU is read at the same moments the workers start and stop counting actions.
  const [before] = await Promise.all([
    healthOfAll(),
    ...workers.map((worker) => worker.ask({ t: 'measure' })),
  ]);
  const started = performance.now();
  for (let s = 0; s < seconds; s += 10) {
    await new Promise((resolve) => setTimeout(resolve, Math.min(10, seconds - s) * 1000));
    const counts = await Promise.all(
      workers.map((worker) =>
        worker.ask<{ id: number; ok: true; actions: number }>({ t: 'count' }),
      ),
    );
    const actions = counts.reduce((sum, count) => sum + count.actions, 0);
    process.stderr.write(`load: ${Math.min(s + 10, seconds)}/${seconds} s, ${actions} actions\n`);
  }
  const [after, measured] = await Promise.all([
    healthOfAll(),
    Promise.all(
      workers.map((worker) =>
        worker.ask<{ id: number; ok: true; figures: WorkerFigures }>({ t: 'stop' }),
      ),
    ),
  ]);
  const wallMs = performance.now() - started;
  probe?.stop();
  await probing?.catch(() => undefined);
  const parts = measured.map((answer) => answer.figures);
  const total = (field: NumericField) => parts.reduce((sum, part) => sum + part[field], 0);
  const reconnectsBy: Record<string, number> = {};
  for (const part of parts)
    for (const [code, count] of Object.entries(part.reconnectsBy))
      reconnectsBy[code] = (reconnectsBy[code] ?? 0) + count;

  // Percentiles over every worker's samples together, never an average of percentiles.
  const sorted = Float64Array.from(parts.flatMap((part) => part.latencies)).sort();
  const actions = total('actions');
  const servers = after.map((last, i) => processFigures(before[i]!, last, wallMs, actions));
  const refusedRooms = Object.values(rampRefused).reduce((sum, count) => sum + count, 0);
  const figures = {
    rooms,
    roomsPlaying: total('rooms'),
    rampRefused: { rooms: refusedRooms, byReason: rampRefused },
    clients: rooms * 4 + watchedRooms * spectators,
    spectators: watchedRooms * spectators,
    spectatorStepsPerSecond: round(total('spectatorSteps') / (wallMs / 1000)),
    seconds: round(wallMs / 1000),
    thinkMs,
    rampSeconds: round(rampSeconds),
    rampRetries,
    actions: total('actions'),
    actionsPerSecond: round(total('actions') / (wallMs / 1000)),
    stepsDeliveredPerSecond: round(total('steps') / (wallMs / 1000)),
    gamesFinished: total('games'),
    reactions: {
      everySeconds: reactMs / 1000,
      sentPerSecond: round(total('reactionsSent') / (wallMs / 1000), 2),
      heardPerSecond: round(total('reactionsHeard') / (wallMs / 1000), 2),
    },
    roundTripMs: {
      samples: sorted.length,
      p50: round(quantile(sorted, 0.5), 2),
      p95: round(quantile(sorted, 0.95), 2),
      p99: round(quantile(sorted, 0.99), 2),
      max: round(sorted[sorted.length - 1] ?? NaN, 2),
    },
    received: {
      bytesPerSecond: Math.round(total('bytes') / (wallMs / 1000)),
      bytesPerStep: Math.round(total('stepBytes') / Math.max(1, total('stepMessages'))),
      framesPerSecond: round(total('frames') / (wallMs / 1000)),
    },
    servers,
    serversTogether: {
      cpuPercentOfOneCore: round(servers.reduce((sum, s) => sum + s.cpuPercentOfOneCore, 0)),
      cpuMsPerAction: round(
        servers.reduce((sum, s) => sum + s.cpuMsPerAction.total, 0),
        3,
      ),
      heapMB: round(servers.reduce((sum, s) => sum + s.heapMB, 0)),
      rssMB: round(servers.reduce((sum, s) => sum + s.rssMB, 0)),
    },
    loadClients: {
      workers: parts.length,
      cpuPercentOfOneCore: round((total('cpuMs') / wallMs) * 100),
      eventLoopDelayMs: {
        p99: Math.max(...parts.map((part) => part.eventLoopDelayMs.p99)),
        max: Math.max(...parts.map((part) => part.eventLoopDelayMs.max)),
      },
      each: parts.map((part) => ({
        pid: part.pid,
        rooms: part.rooms,
        samples: part.latencies.length,
        cpuPercentOfOneCore: round((part.cpuMs / part.wallMs) * 100),
        eventLoopDelayMs: part.eventLoopDelayMs,
        gcMs: part.gcMs,
      })),
    },
    loadAverage: loadavg().map((load) => round(load, 2)),
    refusals: total('refusals'),
    reconnects: total('reconnects'),
    reconnectsByCloseCode: reconnectsBy,
    failedOpens: total('failedOpens'),
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
        `${rooms} rooms${refusedRooms > 0 ? ` (${figures.roomsPlaying} playing: ${refusedRooms} refused in the ramp-up, by reason ${JSON.stringify(rampRefused)})` : ''}, ${figures.clients} clients (${figures.spectators} of them spectators, ${figures.spectatorStepsPerSecond} steps/s to them), ${figures.seconds} s measured (think ${thinkMs} ms ±50%, ramp-up ${figures.rampSeconds} s, ${rampRetries} rooms tried again in it)`,
        `actions: ${figures.actions} (${figures.actionsPerSecond}/s); steps delivered ${figures.stepsDeliveredPerSecond}/s; games finished ${figures.gamesFinished}`,
        `reactions: one about every ${figures.reactions.everySeconds} s a person: ${figures.reactions.sentPerSecond}/s sent, ${figures.reactions.heardPerSecond}/s heard`,
        `round trip (intent → its step): p50 ${r.p50} ms, p95 ${r.p95} ms, p99 ${r.p99} ms, max ${r.max} ms (${r.samples} samples)`,
        `a person coming back (join to first step, every ${values['rejoin-every']} s): p50 ${figures.rejoinMs.p50} ms, max ${figures.rejoinMs.max} ms (${figures.rejoinMs.samples})`,
        `received: ${figures.received.bytesPerStep} bytes per step message, ${figures.received.bytesPerSecond} bytes/s in all`,
        `server CPU per action: ${figures.serversTogether.cpuMsPerAction} ms${servers.length > 1 ? ' (every process together)' : ''}`,
        ...servers.flatMap((s) => [
          `server ${s.pid}: CPU ${s.cpuPercentOfOneCore}% of one core (${cpuLine(s.cpuMsPerAction)}), RSS ${s.rssMB} MB (heap ${s.heapMB} MB), ${s.rooms} rooms, event loop delay p99 ${round(s.eventLoopDelayMs.p99, 2)} ms (max ${round(s.eventLoopDelayMs.max, 2)} ms)`,
          ...(s.gcMs === null
            ? []
            : [
                `  collector pauses: minor ${spreadLine(s.gcMs.minor, wallMs)}; major ${spreadLine(s.gcMs.major, wallMs)}`,
              ]),
          ...(s.saveMs === null
            ? []
            : [
                `  saves: building the document ${spreadLine(s.saveMs.build, wallMs)}; asked → stored (a step waits for it) ${spreadLine(s.saveMs.stored)}`,
              ]),
        ]),
        `load clients: ${figures.loadClients.workers} worker processes, CPU ${figures.loadClients.cpuPercentOfOneCore}% of one core in all, the worst event loop delay p99 ${figures.loadClients.eventLoopDelayMs.p99} ms (max ${figures.loadClients.eventLoopDelayMs.max} ms)`,
        ...figures.loadClients.each.map(
          (w) =>
            `  worker ${w.pid}: ${w.rooms} rooms, ${w.samples} samples, CPU ${w.cpuPercentOfOneCore}% of one core, event loop delay p99 ${w.eventLoopDelayMs.p99} ms (max ${w.eventLoopDelayMs.max} ms); collector pauses: minor ${spreadLine(w.gcMs.minor, figures.seconds * 1000)}, major ${spreadLine(w.gcMs.major, figures.seconds * 1000)}`,
        ),
        `refusals ${figures.refusals}, reconnects ${figures.reconnects}${figures.reconnects > 0 ? ` (by close code: ${JSON.stringify(figures.reconnectsByCloseCode)})` : ''}, rooms not opened ${figures.failedOpens}; load average ${figures.loadAverage.join(' ')}`,
        ...(figures.reconnects > 0 && figures.loadClients.eventLoopDelayMs.max >= PING_GRACE_MS
          ? [
              `a load worker itself stalled up to ${figures.loadClients.eventLoopDelayMs.max} ms: its clients' pongs came too late for the server's ping (every 3 s, a socket ends after 2 missed), which closes them (1006); these reconnections are the load generator's, not the server's`,
            ]
          : []),
      ].join('\n'),
    );
  }
  const troubled = figures.refusals + figures.reconnects + figures.failedOpens + refusedRooms > 0;
  return troubled ? 1 : 0;
}

await runScript({ name: 'load', help: HELP, options: OPTIONS, json: true }, main);
// The game's session may keep a timer after its room is left: end here, with the exit code.
process.exit();
