/**
 * One worker process of the load test (`load.ts` forks it): it plays its share of the rooms with
 * its own event loop and sockets, so that no one loop runs every client, and answers the load
 * test's requests (`load-worker-protocol.ts`): open rooms, start measuring, count, stop. Its own
 * CPU and event-loop delay go with its raw samples, to show whether it kept up.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { watchCollector } from '../../src/server/stall-watch';
import { countFrameBytes } from './frame-bytes';
import { Counters, LoadTable, openInRamp } from './load-clients';
import type {
  WorkerAnswer,
  WorkerFigures,
  WorkerRequest,
  WorkerSetup,
} from './load-worker-protocol';

const setup = JSON.parse(process.env.SKYJO_LOAD_WORKER ?? 'null') as WorkerSetup | null;
if (setup === null || process.send === undefined) {
  console.error('load-worker: run by the load test (npm run -s load), not on its own');
  process.exit(2);
}

const received = countFrameBytes();
const counters = new Counters();
const tables: LoadTable[] = [];
const loop = monitorEventLoopDelay({ resolution: 10 });
const collector = watchCollector();
let cpuAtStart = process.cpuUsage();
let measuredFrom = performance.now();

const round = (ms: number) => Math.round(ms * 10) / 10;

/**
 * Opens `request`'s rooms at once; resolves with how many had to be tried again and how many were
 * refused, by reason (a refused room is left out: the others play on).
 */
async function openTables(orders: Extract<WorkerRequest, { t: 'open' }>['tables']) {
  let retries = 0;
  const refused: Record<string, number> = {};
  const next = orders.map(
    ({ seed, watchers }) =>
      new LoadTable(setup!.endpoint, counters, setup!.thinkMs, seed, setup!.reactMs, watchers),
  );
  const reasons = await Promise.all(next.map((table) => openInRamp(table, () => retries++)));
  for (const [i, reason] of reasons.entries()) {
    if (reason === null) tables.push(next[i]!);
    else refused[reason] = (refused[reason] ?? 0) + 1;
  }
  return { rampRetries: retries, refused };
}

/** Starts measuring: counters and traffic from zero, the CPU and the event loop from now. */
function measure(): void {
  counters.reset();
  Object.assign(received, { frames: 0, bytes: 0, steps: 0, stepBytes: 0 });
  loop.reset();
  loop.enable();
  collector.minor.read();
  collector.major.read();
  cpuAtStart = process.cpuUsage();
  measuredFrom = performance.now();
}

/** What was measured since `measure`. */
function figures(): WorkerFigures {
  const wallMs = performance.now() - measuredFrom;
  const cpu = process.cpuUsage(cpuAtStart);
  loop.disable();
  return {
    pid: process.pid,
    rooms: tables.length,
    latencies: counters.latencies,
    actions: counters.actions,
    steps: counters.steps,
    spectatorSteps: counters.spectatorSteps,
    reactionsSent: counters.reactionsSent,
    reactionsHeard: counters.reactionsHeard,
    refusals: counters.refusals,
    reconnects: counters.reconnects,
    reconnectsBy: Object.fromEntries(counters.reconnectsBy),
    failedOpens: counters.failedOpens,
    games: counters.games,
    frames: received.frames,
    bytes: received.bytes,
    stepMessages: received.steps,
    stepBytes: received.stepBytes,
    cpuMs: (cpu.user + cpu.system) / 1000,
    wallMs,
    eventLoopDelayMs: {
      p50: round(loop.percentile(50) / 1e6),
      p99: round(loop.percentile(99) / 1e6),
      max: round(loop.max / 1e6),
    },
    gcMs: { minor: collector.minor.read(), major: collector.major.read() },
  };
}

async function answer(request: WorkerRequest): Promise<WorkerAnswer> {
  switch (request.t) {
    case 'open':
      return { id: request.id, ok: true, ...(await openTables(request.tables)) };
    case 'measure':
      measure();
      return { id: request.id, ok: true };
    case 'count':
      return { id: request.id, ok: true, actions: counters.actions };
    case 'stop': {
      const measured = figures();
      for (const table of tables) table.stopped = true;
      return { id: request.id, ok: true, figures: measured };
    }
  }
}

process.on('message', (request: WorkerRequest) => {
  void answer(request).then(
    (reply) =>
      process.send!(reply, () => {
        if (request.t !== 'stop') return;
        // Leave every room, then end (a session may keep a timer after its room is left).
        void Promise.all(tables.map((table) => table.close())).finally(() => process.exit(0));
      }),
    (error: unknown) =>
      process.send!({
        id: request.id,
        ok: false,
        message: error instanceof Error && error.message !== '' ? error.message : String(error),
      }),
  );
});
// The load test went away: so does its worker.
process.on('disconnect', () => process.exit(0));
