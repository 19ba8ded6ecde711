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
    this.refill();
    if (this.tokens < 1) return false;
    this.tokens--;
    return true;
  }

  /** Whether the bucket is full again (it can be forgotten: a new one is the same). */
  full(): boolean {
    this.refill();
    return this.tokens >= this.capacity;
  }

  private refill(): void {
    const now = this.now();
    this.tokens = Math.min(
      this.capacity,
      this.tokens + ((now - this.last) / 1000) * this.perSecond,
    );
    this.last = now;
  }
}

/** How many keys a keyed limiter remembers before it forgets the least recently used. */
const MAX_KEYS = 50_000;

/**
 * Limits per key (an address, say): `perMinute` takes per minute after a burst of as many; 0 is
 * no limit. It remembers the most recently used keys only, so many addresses cannot grow it
 * without bound; a forgotten key would have had a nearly full bucket anyway.
 */
export class KeyedLimiter {
  private readonly buckets = new Map<string, TokenBucket>();

  /** `perMinute` per key, a burst of as many (0: unlimited). */
  constructor(
    private readonly perMinute: number,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** Takes a token of `key`'s bucket; returns whether there was one. */
  take(key: string): boolean {
    if (this.perMinute === 0) return true;
    let bucket = this.buckets.get(key);
    if (bucket === undefined) {
      bucket = new TokenBucket(this.perMinute, this.perMinute / 60, this.now);
      if (this.buckets.size >= MAX_KEYS) this.forgetOldest();
    } else {
      this.buckets.delete(key); // re-inserted below: the map stays in order of use
    }
    this.buckets.set(key, bucket);
    return bucket.take();
  }

  /** How many keys are remembered. */
  get size(): number {
    return this.buckets.size;
  }

  private forgetOldest(): void {
    for (const [key, bucket] of this.buckets) {
      if (bucket.full() || this.buckets.size >= MAX_KEYS) this.buckets.delete(key);
      if (this.buckets.size < MAX_KEYS) return;
    }
  }
}

/** Things held at once per key (websockets of an address, say), up to a limit (0: none). */
export class KeyedCount {
  private readonly counts = new Map<string, number>();

  /** At most `limit` per key (0: unlimited). */
  constructor(private readonly limit: number) {}

  /** Takes one for `key` if it is under the limit; returns whether it did. */
  take(key: string): boolean {
    const count = this.counts.get(key) ?? 0;
    if (this.limit !== 0 && count >= this.limit) return false;
    this.counts.set(key, count + 1);
    return true;
  }

  /** Gives one of `key`'s back. */
  give(key: string): void {
    const count = (this.counts.get(key) ?? 0) - 1;
    if (count <= 0) this.counts.delete(key);
    else this.counts.set(key, count);
  }

  /** How many `key` holds. */
  held(key: string): number {
    return this.counts.get(key) ?? 0;
  }
}
