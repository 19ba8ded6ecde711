import { writeFile as writeFileThen } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { promisify } from 'node:util';
import { join } from 'node:path';
import type { Presence } from '@colyseus/core';

/** Where rooms are kept between actions and across restarts. */
export interface RoomStore {
  /** `disk` or `redis`. */
  readonly kind: string;
  /** The stored room `code`, or `null`. */
  load(code: string): Promise<string | null>;
  /** Stores room `code` (replacing what was there). */
  save(code: string, document: string): Promise<void>;
  /** Forgets room `code`. */
  remove(code: string): Promise<void>;
  /** Forgets the rooms not stored again for `maxAgeSeconds`; returns how many it removed. */
  prune(maxAgeSeconds: number): Promise<number>;
  /** Waits for the store's writes under way to finish, if it has any of its own. */
  close?(): Promise<void>;
}

/** How long an untouched room is kept by default: a week. */
export const ROOM_TTL_SECONDS = 7 * 24 * 3600;

/** A temporary file older than this is left from a write that never finished. */
const STALE_WRITE_MS = 60_000;

const CODE = /^[0-9A-Z]{8}$/;

/**
 * How many files a disk store has open at once, all rooms together (each read or write opens one
 * and closes it when done; the others wait their turn): nothing stays open per room.
 */
const FILES_AT_ONCE = 16;

/**
 * Writes a whole file (opened, written, closed): node's callback version, which costs a save some
 * 25 µs of CPU less than the promise version (measured over 20 000 saves).
 */
const writeFile = promisify(writeFileThen);

/** How many rooms' file lengths a disk store remembers (the least recently saved are forgotten). */
const KNOWN_LENGTHS = 4096;

/** Runs at most `size` jobs at once; the others wait, in order. */
class Slots {
  private free: number;
  private readonly queue: (() => void)[] = [];

  constructor(size: number) {
    this.free = size;
  }

  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.free > 0) this.free--;
    else await new Promise<void>((resolve) => this.queue.push(resolve));
    try {
      return await job();
    } finally {
      const next = this.queue.shift();
      if (next === undefined) this.free++;
      else next();
    }
  }
}

/**
 * Rooms as files `CODE.json` in a folder. A room's first save writes a temporary file and renames
 * it over the old one (then its copy); later saves write in place (a save costs two small writes,
 * not a file's creation and a rename, which made every action wait on the disk): first the whole
 * document into `CODE.json.copy`, then into `CODE.json`, each sealed with its checksum and padded
 * to the files' length (remembered for the rooms saved lately, else read once). A crash in the
 * middle of either write leaves the other file whole, and `load` takes `CODE.json` unless its
 * seal is broken. No file stays open between saves: each is opened for its write and closed
 * after, at most `FILES_AT_ONCE` at a time for the whole store.
 */
export class DiskStore implements RoomStore {
  readonly kind = 'disk';
  private ready: Promise<unknown> | null = null;
  private writes = 0;
  private readonly files = new Slots(FILES_AT_ONCE);
  private readonly queues = new Map<string, Promise<unknown>>();
  /** The length both files of a room saved lately were written at (a save pads to it). */
  private readonly lengths = new Map<string, number>();

  /** A store in `folder` (created when needed). */
  constructor(private readonly folder: string) {}

  private file(code: string): string {
    if (!CODE.test(code)) throw new Error(`not a room code: ${code}`);
    return join(this.folder, `${code}.json`);
  }

  /** Runs `work` after everything asked of room `code` before it. */
  private serially<T>(code: string, work: () => Promise<T>): Promise<T> {
    const before = this.queues.get(code) ?? Promise.resolve();
    const done = before.then(work, work);
    const settled = done.catch(() => undefined);
    this.queues.set(code, settled);
    void settled.then(() => {
      if (this.queues.get(code) === settled) this.queues.delete(code);
    });
    return done;
  }

  async load(code: string): Promise<string | null> {
    const file = this.file(code);
    return this.serially(code, async () => {
      const text = await this.files.run(() => readIfThere(file));
      if (text === null) return null;
      const whole = sealed(text);
      if (whole !== null) return whole;
      const copy = await this.files.run(() => readIfThere(`${file}.copy`));
      return (copy === null ? null : sealed(copy)) ?? (parses(text) ? text : (copy ?? text));
    });
  }

  async save(code: string, document: string): Promise<void> {
    const file = this.file(code);
    this.ready ??= mkdir(this.folder, { recursive: true });
    await this.ready;
    await this.serially(code, async () => {
      const bytes = Buffer.from(seal(document));
      const length = this.lengths.get(code) ?? (await this.lengthOf(file));
      if (length === null) return this.create(code, file, bytes);
      const padded =
        bytes.length >= length
          ? bytes
          : Buffer.concat([bytes, Buffer.alloc(length - bytes.length, 0x0d)]);
      try {
        await this.files.run(() => writeFile(`${file}.copy`, padded, { flag: 'r+' }));
        await this.files.run(() => writeFile(file, padded, { flag: 'r+' }));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
        return this.create(code, file, bytes);
      }
      this.remember(code, padded.length);
    });
  }

  /** The longer of room file `file`'s two files, or `null` when either is missing. */
  private async lengthOf(file: string): Promise<number | null> {
    const sizes = await Promise.all(
      [file, `${file}.copy`].map((path) =>
        stat(path).then(
          (info) => info.size,
          () => null,
        ),
      ),
    );
    return sizes.includes(null) ? null : Math.max(...(sizes as number[]));
  }

  /** Room `code`'s files are `length` bytes long now (remembered for its next saves). */
  private remember(code: string, length: number): void {
    this.lengths.delete(code);
    this.lengths.set(code, length);
    if (this.lengths.size > KNOWN_LENGTHS) {
      const [oldest] = this.lengths.keys();
      if (oldest !== undefined) this.lengths.delete(oldest);
    }
  }

  /** A room's first save (or one whose files are missing): written whole and renamed. */
  private async create(code: string, file: string, bytes: Buffer): Promise<void> {
    const temporary = `${file}.${process.pid}.${++this.writes}.tmp`;
    await this.files.run(() => writeFile(temporary, bytes));
    await rename(temporary, file);
    await this.files.run(() => writeFile(`${file}.copy`, bytes));
    this.remember(code, bytes.length);
  }

  async remove(code: string): Promise<void> {
    const file = this.file(code);
    await this.serially(code, async () => {
      this.lengths.delete(code);
      await rm(file, { force: true });
      await rm(`${file}.copy`, { force: true });
    });
  }

  /** Waits for every save, load and removal under way. */
  async close(): Promise<void> {
    await Promise.all([...this.queues.values()]);
  }

  /**
   * Removes the rooms nobody has stored for `maxAgeSeconds`, and temporary files of writes that
   * never finished; returns how many rooms it removed.
   */
  async prune(maxAgeSeconds = ROOM_TTL_SECONDS): Promise<number> {
    let names: string[];
    try {
      names = await readdir(this.folder);
    } catch {
      return 0;
    }
    const now = Date.now();
    let removed = 0;
    for (const name of names) {
      const room = /^[0-9A-Z]{8}\.json$/.test(name);
      if (!room && !name.endsWith('.tmp')) continue;
      const path = join(this.folder, name);
      const info = await stat(path).catch(() => null);
      const age = info === null ? 0 : now - info.mtimeMs;
      if (age > (room ? maxAgeSeconds * 1000 : STALE_WRITE_MS)) {
        if (room) {
          await this.remove(name.slice(0, 8));
          removed++;
        } else await rm(path, { force: true });
      }
    }
    return removed;
  }
}

/** The text of file `path`, or `null` when there is none. */
async function readIfThere(path: string): Promise<string | null> {
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** FNV-1a of `text`'s UTF-16 code units. */
function checksum(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

/**
 * `document` (JSON on one line) followed by its seal: a line of 32 spaces and tabs, the bits of
 * its checksum. What pads a shorter document to a file's length is carriage returns. All of it is
 * whitespace JSON allows after a value, so the file still reads as the document.
 */
function seal(document: string): string {
  const bits = checksum(document).toString(2).padStart(32, '0');
  return `${document}\n${bits.replaceAll('0', ' ').replaceAll('1', '\t')}`;
}

/**
 * The document of a sealed file's `text`, or `null` when its seal is missing or does not match
 * (a write cut short by a crash mixes two documents; a file of an older version has no seal).
 */
function sealed(text: string): string | null {
  const end = text.replace(/\r+$/, '');
  const line = end.lastIndexOf('\n');
  const bits = end.slice(line + 1);
  if (line < 0 || !/^[ \t]{32}$/.test(bits)) return null;
  const document = end.slice(0, line);
  const expected = parseInt(bits.replaceAll(' ', '0').replaceAll('\t', '1'), 2);
  return checksum(document) === expected ? document : null;
}

/** Whether `text` is whole JSON (a write cut short by a crash is not). */
function parses(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * Rooms in Redis through Colyseus's presence: one key per room, expiring `ttlSeconds` after its
 * last save (Redis prunes them itself).
 */
export class PresenceStore implements RoomStore {
  readonly kind = 'redis';

  /** A store on `presence` (a RedisPresence, shared by every process). */
  constructor(
    private readonly presence: Presence,
    private readonly ttlSeconds = ROOM_TTL_SECONDS,
  ) {}

  private key(code: string): string {
    return `skyjo:room:${code}`;
  }

  async load(code: string): Promise<string | null> {
    return ((await this.presence.get(this.key(code))) as string | null) ?? null;
  }

  async save(code: string, document: string): Promise<void> {
    await this.presence.setex(this.key(code), document, this.ttlSeconds);
  }

  async remove(code: string): Promise<void> {
    await this.presence.del(this.key(code));
  }

  /** Nothing to do: each room's key expires `ttlSeconds` after its last save. */
  async prune(): Promise<number> {
    return 0;
  }
}

/**
 * Writes one room's documents in order, at most one at a time: a document asked to be saved while
 * another is being written waits, and only the newest waiting one is written. Never throws; a
 * failure is reported and the next save tries again.
 */
export class RoomSaver {
  private writing: Promise<void> | null = null;
  private waiting: string | null = null;

  /** A saver of room `code` into `store`; `onError` hears of failed writes. */
  constructor(
    private readonly store: RoomStore,
    private readonly code: string,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** Saves `document` (or a newer one); resolves once it is stored. */
  save(document: string): Promise<void> {
    this.waiting = document;
    this.writing ??= this.drain();
    return this.writing;
  }

  /** Resolves once everything asked for so far is stored. */
  flush(): Promise<void> {
    return this.writing ?? Promise.resolve();
  }

  private async drain(): Promise<void> {
    while (this.waiting !== null) {
      const document = this.waiting;
      this.waiting = null;
      try {
        await this.store.save(this.code, document);
      } catch (error) {
        this.onError(error);
      }
    }
    this.writing = null;
  }
}
