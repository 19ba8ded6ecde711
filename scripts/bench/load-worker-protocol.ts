/**
 * What the load test (`load.ts`) and its worker processes (`load-worker.ts`) tell each other over
 * the IPC channel: each request carries an id its answer repeats.
 */
import type { Spread } from '../../src/server/stall-watch';

/** How a worker's people play, the same for every worker. */
export interface WorkerSetup {
  readonly endpoint: string;
  readonly thinkMs: number;
  readonly reactMs: number;
}

/** One room a worker opens: its seed and how many spectators watch it. */
export interface TableOrder {
  readonly seed: number;
  readonly watchers: number;
}

/** What the load test asks of a worker. */
export type WorkerRequest =
  | { readonly id: number; readonly t: 'open'; readonly tables: readonly TableOrder[] }
  | { readonly id: number; readonly t: 'measure' }
  | { readonly id: number; readonly t: 'count' }
  | { readonly id: number; readonly t: 'stop' };

/** What one worker measured from its `measure` to its `stop`: raw samples, never percentiles. */
export interface WorkerFigures {
  readonly pid: number;
  readonly rooms: number;
  /** Every round trip (intent sent → its step back) its people timed, in ms. */
  readonly latencies: readonly number[];
  readonly actions: number;
  readonly steps: number;
  readonly spectatorSteps: number;
  readonly reactionsSent: number;
  readonly reactionsHeard: number;
  readonly refusals: number;
  readonly reconnects: number;
  readonly reconnectsBy: Readonly<Record<string, number>>;
  readonly failedOpens: number;
  readonly games: number;
  /** The frames and bytes its clients received, and the `step` messages among them. */
  readonly frames: number;
  readonly bytes: number;
  readonly stepMessages: number;
  readonly stepBytes: number;
  /** Its own CPU time (user and system), in ms, and the wall time it measured over. */
  readonly cpuMs: number;
  readonly wallMs: number;
  /** Its own event loop's delay, in ms. */
  readonly eventLoopDelayMs: { readonly p50: number; readonly p99: number; readonly max: number };
  /** Its own collector's pauses (each stops its event loop). */
  readonly gcMs: { readonly minor: Spread; readonly major: Spread };
}

/** What a worker says of the rooms it was asked to open: retried, and refused by reason. */
export interface OpenAnswer {
  readonly id: number;
  readonly ok: true;
  readonly rampRetries: number;
  readonly refused: Readonly<Record<string, number>>;
}

/** A worker's answer to a request (`ok` false: what failed). */
export type WorkerAnswer =
  | OpenAnswer
  | { readonly id: number; readonly ok: true }
  | { readonly id: number; readonly ok: true; readonly actions: number }
  | { readonly id: number; readonly ok: true; readonly figures: WorkerFigures }
  | { readonly id: number; readonly ok: false; readonly message: string };
