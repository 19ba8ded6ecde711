import { TokenBucket } from './rate-limit';

/** What to do with one message a connection sent. */
export type Admission =
  /** Handle it. */
  | 'accept'
  /** Drop it and tell the client it floods (at most once a second). */
  | 'refuse'
  /** Drop it without a word. */
  | 'drop'
  /** Drop it and close the connection: it keeps flooding after being told. */
  | 'close';

/** Messages dropped in a row after which a connection that keeps flooding is closed. */
const CLOSE_AFTER_DROPPED = 200;

/**
 * The flood limit of one connection. Every websocket frame counts, whatever it holds: a known
 * message, an unknown type, bytes that are no message at all. Past the limit a frame is dropped;
 * the client hears "flood" at most once a second (never one answer per frame), and a connection
 * that goes on sending 200 frames in a row past the limit is closed (its person may come back).
 */
export class MessageGate {
  private readonly bucket: TokenBucket | null;
  private dropped = 0;
  private closed = false;
  private lastRefusal = -Infinity;

  /** `perSecond` messages a second after a burst of twice as many (0: no limit). */
  constructor(
    perSecond: number,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.bucket = perSecond === 0 ? null : new TokenBucket(2 * perSecond, perSecond, now);
  }

  /** Whether to handle the next frame, and what to do if not (after `close`, only `drop`). */
  admit(): Admission {
    if (this.closed) return 'drop';
    if (this.bucket === null || this.bucket.take()) {
      this.dropped = 0;
      return 'accept';
    }
    this.dropped++;
    if (this.dropped >= CLOSE_AFTER_DROPPED) {
      this.closed = true;
      return 'close';
    }
    const now = this.now();
    if (now - this.lastRefusal < 1000) return 'drop';
    this.lastRefusal = now;
    return 'refuse';
  }
}
