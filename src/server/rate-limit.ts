/**
 * A token bucket: `capacity` messages at once, refilled at `perSecond`. A client that sends
 * faster than a person can play gets refusals, not the room's time.
 */
export class TokenBucket {
  private tokens: number;
  private last: number;

  /** A full bucket. */
  constructor(
    private readonly capacity: number,
    private readonly perSecond: number,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.tokens = capacity;
    this.last = now();
  }

  /** Takes a token if there is one; returns whether there was. */
  take(): boolean {
    const now = this.now();
    this.tokens = Math.min(
      this.capacity,
      this.tokens + ((now - this.last) / 1000) * this.perSecond,
    );
    this.last = now;
    if (this.tokens < 1) return false;
    this.tokens--;
    return true;
  }
}

/** Limits per key (an address, say), forgetting keys that have been quiet for a while. */
export class KeyedLimiter {
  private readonly buckets = new Map<string, TokenBucket>();

  /** `capacity` per key at once, refilled at `perSecond`. */
  constructor(
    private readonly capacity: number,
    private readonly perSecond: number,
  ) {}

  /** Takes a token of `key`'s bucket; returns whether there was one. */
  take(key: string): boolean {
    // A full bucket is the same as none: forget those now and then so the map stays small.
    if (this.buckets.size > 10_000) this.buckets.clear();
    let bucket = this.buckets.get(key);
    if (bucket === undefined) {
      bucket = new TokenBucket(this.capacity, this.perSecond);
      this.buckets.set(key, bucket);
    }
    return bucket.take();
  }
}
