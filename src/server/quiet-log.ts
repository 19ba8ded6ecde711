/**
 * The server's log of things clients cause (refused requests, bad messages): one short line each,
 * never a stack trace, and at most `perMinute` lines of one kind a minute; the rest are counted
 * and told in one line when the minute is over. A flood of bad requests costs the server no more
 * than a few lines.
 */
class QuietLog {
  private readonly kinds = new Map<string, { start: number; lines: number; held: number }>();

  /** A log writing to `write` (standard error), `perMinute` lines of a kind at most. */
  constructor(
    private readonly perMinute = 20,
    private readonly write: (line: string) => void = (line) => console.error(line),
    private readonly now: () => number = () => Date.now(),
  ) {}

  /** Logs `text` (cut to one line of 200 characters) under `kind`. */
  line(kind: string, text: string): void {
    const now = this.now();
    let counted = this.kinds.get(kind);
    if (counted === undefined || now - counted.start >= 60_000) {
      if (counted !== undefined && counted.held > 0)
        this.write(`skyjo-server: ${counted.held} more "${kind}" lines in the last minute`);
      counted = { start: now, lines: 0, held: 0 };
      this.kinds.set(kind, counted);
    }
    if (counted.lines >= this.perMinute) {
      counted.held++;
      return;
    }
    counted.lines++;
    this.write(`skyjo-server: ${kind}: ${oneLine(text)}`);
  }
}

/** `text` on one line, at most 200 characters. */
export function oneLine(text: string): string {
  // eslint-disable-next-line no-control-regex
  const flat = text.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();
  return flat.length > 200 ? `${flat.slice(0, 199)}…` : flat;
}

/** What went wrong, in words: an error's first line, or the value. */
export function describeError(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return String(error);
}

/** The process's quiet log. */
export const quietLog = new QuietLog();

/**
 * Colyseus's logger, quieted: its errors (a refused join, a message it could not decode) become
 * one line each in the quiet log; its warnings and information pass on one line.
 */
export const colyseusLogger = {
  debug: () => undefined,
  log: () => undefined,
  info: (...args: unknown[]) => console.log(oneLine(args.map(String).join(' '))),
  warn: (...args: unknown[]) =>
    quietLog.line('colyseus warning', args.map(describeError).join(' ')),
  error: (...args: unknown[]) => quietLog.line('colyseus', args.map(describeError).join(' ')),
};
