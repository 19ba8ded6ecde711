import {
  createHistogram,
  type PerformanceEntry,
  PerformanceObserver,
  type RecordableHistogram,
} from 'node:perf_hooks';

/** A spread of durations in ms: how many, their total and p50/p99/max. */
export interface Spread {
  readonly count: number;
  readonly totalMs: number;
  readonly p50: number;
  readonly p99: number;
  readonly max: number;
}

const ms = (ns: number) => Math.round(ns / 1e3) / 1e3;

/**
 * Durations recorded into a histogram (µs resolution, 1 µs to 100 s) until `read` takes and
 * resets them: what a load test compares with the round trips it times.
 */
export class Durations {
  private readonly histogram: RecordableHistogram = createHistogram({ lowest: 1, highest: 1e11 });
  private totalNs = 0;

  /** Records one duration of `durationMs`. */
  add(durationMs: number): void {
    const ns = Math.max(1, Math.round(durationMs * 1e6));
    this.histogram.record(Math.min(ns, 1e11));
    this.totalNs += ns;
  }

  /** The spread recorded since the last reading, then starts again. */
  read(): Spread {
    const h = this.histogram;
    const spread =
      h.count === 0
        ? { count: 0, totalMs: 0, p50: 0, p99: 0, max: 0 }
        : {
            count: h.count,
            totalMs: ms(this.totalNs),
            p50: ms(h.percentile(50)),
            p99: ms(h.percentile(99)),
            max: ms(h.max),
          };
    h.reset();
    this.totalNs = 0;
    return spread;
  }
}

/**
 * The garbage collector's pauses of this process (every one stops the event loop), from the
 * moment `watchCollector` is first called: minor ones (scavenges) and the others apart.
 */
export interface CollectorPauses {
  readonly minor: Durations;
  readonly major: Durations;
}

let pauses: CollectorPauses | null = null;

/** V8's kind of a minor collection (`NODE_PERFORMANCE_GC_MINOR`). */
const GC_MINOR = 1;

/** Starts (once) recording the collector's pauses of this process; returns where they go. */
export function watchCollector(): CollectorPauses {
  if (pauses !== null) return pauses;
  const watched: CollectorPauses = { minor: new Durations(), major: new Durations() };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const kind = (entry as PerformanceEntry & { detail?: { kind?: number } }).detail?.kind;
      (kind === GC_MINOR ? watched.minor : watched.major).add(entry.duration);
    }
  }).observe({ entryTypes: ['gc'] });
  pauses = watched;
  return watched;
}

/**
 * What the server's saves cost: `build`, the event loop's time to make a room's document (it
 * blocks every other room), and `stored`, the wait from asking for a save until it is stored
 * (every step a client hears of waits for its save).
 */
export const saveTimes = { build: new Durations(), stored: new Durations() };
