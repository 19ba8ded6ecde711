import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
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
}

/** How long an untouched room is kept by default: a week. */
export const ROOM_TTL_SECONDS = 7 * 24 * 3600;

/** A temporary file older than this is left from a write that never finished. */
const STALE_WRITE_MS = 60_000;

const CODE = /^[0-9A-Z]{8}$/;

/**
 * Rooms as files `CODE.json` in a folder, each written to a temporary file first and renamed over
 * the old one, so a crash mid-write never leaves half a room.
 */
export class DiskStore implements RoomStore {
  readonly kind = 'disk';
  private ready: Promise<unknown> | null = null;
  private writes = 0;

  /** A store in `folder` (created when needed). */
  constructor(private readonly folder: string) {}

  private file(code: string): string {
    if (!CODE.test(code)) throw new Error(`not a room code: ${code}`);
    return join(this.folder, `${code}.json`);
  }

  async load(code: string): Promise<string | null> {
    try {
      return await readFile(this.file(code), 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async save(code: string, document: string): Promise<void> {
    this.ready ??= mkdir(this.folder, { recursive: true });
    await this.ready;
    const file = this.file(code);
    const temporary = `${file}.${process.pid}.${++this.writes}.tmp`;
    await writeFile(temporary, document);
    await rename(temporary, file);
  }

  async remove(code: string): Promise<void> {
    await rm(this.file(code), { force: true });
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
        await rm(path, { force: true });
        if (room) removed++;
      }
    }
    return removed;
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
