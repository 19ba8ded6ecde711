import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { type IRoomCache, matchMaker } from '@colyseus/core';
import { ROOM_NAME } from '../online/protocol';
import { MAX_LISTED_TABLES, type PublicTable, TABLES_PATH } from '../online/public-tables';
import { type AddressPolicy, addressKey } from './client-address';
import type { ServerLimits } from './limits';
import { KeyedLimiter } from './rate-limit';
import type { Table } from './table';

/** A new public table id: 12 random bytes, unrelated to the room's code (`tableIdSchema`). */
export function newTableId(): string {
  return randomBytes(12).toString('base64url');
}

/**
 * What the list shows of `table` as public table `id`: a lobby its host listed, with a seat free
 * for a person and a host at it; else `null` (not listed). Never its code, tokens or devices.
 */
export function publicTableOf(table: Table, id: string): PublicTable | null {
  const { settings, seats, phase, creator } = table;
  const free = table.freeSeats().length;
  const host = seats[creator]?.name ?? null;
  if (settings.listed !== true || phase !== 'lobby' || free === 0 || host === null) return null;
  const { rules, hints, turnSeconds } = settings;
  return { id, host, seats: seats.length, free, rules, hints, turnSeconds };
}

/**
 * The fields of a room's listing (Colyseus's room cache, which Redis shares between processes)
 * that public tables use: whether it is listed, its table id (both matched by queries) and what
 * the list shows of it (`metadata`).
 */
interface ListingFields {
  listed: boolean;
  tableId: string;
  metadata: PublicTable | null;
}

/**
 * Keeps one room's listing in step with its table: listed while `publicTableOf` shows it, saved
 * (to Redis with several processes) only when what it shows changed.
 */
export class RoomListing {
  private shown = '';

  /** The listing of a room, listed under `id` when it is public. */
  constructor(
    private readonly listing: IRoomCache,
    readonly id: string,
  ) {
    const fields = listing as unknown as ListingFields;
    fields.listed = false;
    fields.tableId = id;
    fields.metadata = null;
  }

  /** The table changed: the listing follows (saved in the background; a failure is reported). */
  update(table: Table, failed: (error: unknown) => void): void {
    const shows = publicTableOf(table, this.id);
    const text = JSON.stringify(shows);
    if (text === this.shown) return;
    this.shown = text;
    const fields = this.listing as unknown as ListingFields;
    fields.listed = shows !== null;
    fields.metadata = shows;
    try {
      const saving = (this.listing as { save?: () => unknown }).save?.();
      if (saving instanceof Promise) saving.catch(failed);
    } catch (error) {
      failed(error);
    }
  }
}

/** A listed room: its code (for the server only) and what the list shows of it. */
interface Listed {
  readonly code: string;
  readonly table: PublicTable;
}

/** How long one reading of the list serves every request (all addresses together). */
const LIST_CACHE_MS = 1000;

/** The fullest first (fewest free seats), then the largest, then the oldest id order. */
function byFullness(a: Listed, b: Listed): number {
  return a.table.free - b.table.free || b.table.seats - a.table.seats;
}

/**
 * The open public tables of every process (Colyseus's matchmaking query: the room caches, which
 * Redis shares): the list "Play with anyone" shows, a table's room by its id, and the fullest
 * table for a quick match. Reading the list is limited per address (`listsPerMinute`), and one
 * reading serves every request for a second.
 */
export class PublicLobbies {
  private readonly lists: KeyedLimiter;
  private cached: { readonly at: number; readonly listed: Promise<Listed[]> } | null = null;

  /** Public tables under `limits`, addresses from `addresses`. */
  constructor(
    limits: ServerLimits,
    private readonly addresses: AddressPolicy,
  ) {
    this.lists = new KeyedLimiter(limits.listsPerMinute);
  }

  /** Whether `path` (the request's, without its query) is the list's. */
  static handles(path: string): boolean {
    return path === TABLES_PATH || path === `/online${TABLES_PATH}`;
  }

  /** Answers `GET` of the list: the open public tables, the fullest first; never throws. */
  async serve(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const address = this.addresses.addressOf(req);
    let status = 200;
    let body: object;
    if (req.method !== 'GET') [status, body] = [405, { error: 'use GET' }];
    else if (!this.addresses.exempt(address) && !this.lists.take(addressKey(address)))
      [status, body] = [429, { error: 'too many requests for the list: wait a minute' }];
    else {
      const tables = await this.listed().then(
        (listed) => listed.slice(0, MAX_LISTED_TABLES).map((entry) => entry.table),
        () => null,
      );
      if (tables === null) [status, body] = [503, { error: 'the list is not available' }];
      else body = { tables };
    }
    if (res.headersSent || res.destroyed) return;
    res.writeHead(status, {
      'content-type': 'application/json',
      'cache-control': 'no-store',
      ...(status >= 400 ? { connection: 'close' } : {}),
    });
    res.end(JSON.stringify(body));
  }

  /** The code of the room listed as public table `id` now (read afresh), or `null`. */
  async codeOf(id: string): Promise<string | null> {
    const found = await matchMaker.query({ name: ROOM_NAME, listed: true, tableId: id } as never);
    const listed = found.map(listedOf).find((entry) => entry?.table.id === id);
    return listed?.code ?? null;
  }

  /** The codes of the open public tables, the fullest first (read afresh), for a quick match. */
  async fullest(): Promise<string[]> {
    return (await this.read()).map((entry) => entry.code);
  }

  /** The list, read at most once a second. */
  private listed(): Promise<Listed[]> {
    const now = performance.now();
    if (this.cached === null || now - this.cached.at > LIST_CACHE_MS) {
      const listed = this.read();
      listed.catch(() => {
        if (this.cached?.listed === listed) this.cached = null;
      });
      this.cached = { at: now, listed };
    }
    return this.cached.listed;
  }

  private async read(): Promise<Listed[]> {
    const found = await matchMaker.query({ name: ROOM_NAME, listed: true } as never);
    return found.flatMap((cache) => listedOf(cache) ?? []).sort(byFullness);
  }
}

/** A room cache as a listed table, if it is one (a cache written by another process is checked). */
function listedOf(cache: IRoomCache): Listed | null {
  const { listed, metadata } = cache as unknown as ListingFields;
  const code = (cache as { code?: unknown }).code;
  if (listed !== true || metadata === null || typeof metadata !== 'object') return null;
  if (typeof code !== 'string' || !(metadata.free > 0)) return null;
  return { code, table: metadata };
}
