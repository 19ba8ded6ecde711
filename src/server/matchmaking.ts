import type { IncomingMessage, ServerResponse } from 'node:http';
import { matchMaker, type Presence } from '@colyseus/core';
import * as v from 'valibot';
import { describeIssues } from '../engine';
import { joinOptionsSchema, ROOM_NAME } from '../online/protocol';
import { type AddressPolicy, addressKey } from './client-address';
import { createSchema, JOIN_ERRORS } from './join-options';
import type { ServerLimits } from './limits';
import { describeError, oneLine, quietLog } from './quiet-log';
import type { PublicLobbies } from './public-lobbies';
import { KeyedLimiter, TokenBucket } from './rate-limit';
import { publicJoin } from './public-joins';
import { isLive } from './room-entry';
import {
  localRoomsOnTheirWay,
  type RoomsOnTheirWay,
  sharedRoomsOnTheirWay,
} from './rooms-on-their-way';

/** The matchmaking methods a SKYJO client uses: open a room, and join (or come back to) one. */
const METHODS = new Set(['create', 'joinOrCreate']);

/** `[/online]/matchmake/<method>/skyjo`, nothing else. */
const ROUTE = /^(?:\/online)?\/matchmake\/([A-Za-z]+)\/([A-Za-z0-9_-]+)$/;

/**
 * The path segment a client is told in place of the process that holds its room: the process is
 * nobody's business (the front finds it from the room code), and the websocket transport reads
 * only the room id.
 */
const ROOM_SEGMENT = 'room';

/** A matchmaking answer's status and body. */
interface Answer {
  readonly status: number;
  readonly body: Record<string, unknown>;
}

/** A refusal; its words are cut to one short line (they may quote what the client sent). */
const refusal = (code: number, error: string, status = 200): Answer => ({
  status,
  body: { code, error: oneLine(error) },
});

/**
 * The game server's matchmaking over HTTP, in place of Colyseus's own route: only `create` and
 * `joinOrCreate` of `skyjo` (no `join`, `joinById` or `reconnect`, which would tell a live room
 * from none past the guessing limit), bodies of at most `bodyBytes`, requests and new rooms
 * limited per address and in all, the client's address as the trusted policy says (never its own
 * headers), errors cut to one short line, and an answer that holds only what the client needs to
 * connect: no process id, creation time, client count or metadata.
 */
export class Matchmaking {
  private readonly joins: KeyedLimiter;
  private readonly opened: KeyedLimiter;
  private readonly everyone: TokenBucket | null;
  /** Rooms let open (`mayOpen`) and not yet live: this process's, or every process's on Redis. */
  private readonly onTheirWay: RoomsOnTheirWay;

  /**
   * Matchmaking under `limits`, addresses from `addresses`; `presence` counts rooms with Redis;
   * `lobbies` finds the public tables a join from the list or a quick match asks for.
   */
  constructor(
    private readonly limits: ServerLimits,
    private readonly addresses: AddressPolicy,
    private readonly presence: Presence | null,
    private readonly lobbies: PublicLobbies,
  ) {
    this.joins = new KeyedLimiter(limits.joinsPerMinute);
    this.opened = new KeyedLimiter(limits.roomsPerMinute);
    this.everyone =
      limits.roomsPerSecond === 0
        ? null
        : new TokenBucket(limits.roomsPerSecond, limits.roomsPerSecond);
    this.onTheirWay = presence === null ? localRoomsOnTheirWay() : sharedRoomsOnTheirWay(presence);
  }

  /** Whether `path` (the request's, without its query) is a matchmaking route. */
  static handles(path: string): boolean {
    return /^(?:\/online)?\/matchmake(?:\/|$)/.test(path);
  }

  /** Answers a matchmaking request. Never throws; every failure is an answer. */
  async serve(req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
    let answer: Answer;
    try {
      answer = await this.answer(req, path);
    } catch (error) {
      quietLog.line('matchmaking', describeError(error));
      answer = refusal(JOIN_ERRORS.badRequest, 'the server could not answer');
    }
    if (res.headersSent || res.destroyed) return;
    res.writeHead(answer.status, {
      'content-type': 'application/json',
      'cache-control': 'no-store',
      ...(answer.status >= 400 ? { connection: 'close' } : {}),
    });
    res.end(JSON.stringify(answer.body));
  }

  private async answer(req: IncomingMessage, path: string): Promise<Answer> {
    const route = ROUTE.exec(path);
    if (route === null || !METHODS.has(route[1]!) || route[2] !== ROOM_NAME)
      return refusal(JOIN_ERRORS.notFound, 'no such matchmaking route', 404);
    if (req.method !== 'POST') return refusal(JOIN_ERRORS.badRequest, 'use POST', 405);
    if (matchMaker.state === matchMaker.MatchMakerState.SHUTTING_DOWN)
      return refusal(JOIN_ERRORS.unavailable, 'the server is restarting: try again', 503);
    let method = route[1]!;
    const address = this.addresses.addressOf(req);
    const exempt = this.addresses.exempt(address);
    const key = addressKey(address);
    if (!exempt && !this.joins.take(key))
      return refusal(JOIN_ERRORS.tooMany, 'too many requests from your address: wait a minute');
    const body = await readBody(req, this.limits.bodyBytes);
    if (body === 'too large') return refusal(JOIN_ERRORS.tooLarge, 'the request is too large', 413);
    let options: unknown;
    try {
      options = JSON.parse(body);
    } catch {
      return refusal(JOIN_ERRORS.badRequest, 'the request is not JSON');
    }
    if (typeof options !== 'object' || options === null || Array.isArray(options))
      return refusal(JOIN_ERRORS.badRequest, 'the request is not an object');
    // Each method takes its own options and nothing else: a room's settings sent to
    // joinOrCreate would open a room past the limits below, or, without a code, be handed the
    // code of any live room (Colyseus matches rooms by the options it is given).
    let checked: Record<string, unknown>;
    let opens = false;
    if (method === 'create') {
      const settings = v.safeParse(createSchema, options);
      if (!settings.success)
        return refusal(JOIN_ERRORS.badRequest, describeIssues(settings.issues));
      // Only a room that would open counts against the limits on opening rooms.
      const refused = await this.mayOpen(key, exempt);
      if (refused !== null) return refused;
      opens = true;
      checked = settings.output;
    } else if ('create' in options) {
      return refusal(JOIN_ERRORS.badRequest, 'a room is opened with create, not joined');
    } else if ('table' in options || 'quick' in options || 'watch' in options) {
      // A public table from the list, a quick match, or a spectator (`public-joins.ts`).
      const joined = await publicJoin(options, this.lobbies);
      if ('error' in joined) return refusal(joined.code, joined.error);
      if (joined.method === 'create') {
        const refused = await this.mayOpen(key, exempt);
        if (refused !== null) return refused;
        opens = true;
      }
      method = joined.method;
      checked = joined.options;
    } else {
      const joining = v.safeParse(joinOptionsSchema, options);
      if (!joining.success) return refusal(JOIN_ERRORS.badRequest, describeIssues(joining.issues));
      checked = joining.output;
      // Coming back to a room no process holds wakes it from the store: that opens a room, and
      // the limits on opening rooms hold for it as for a new one (a full server, an address's
      // rooms and rate).
      const { code, token, device } = joining.output;
      if ((token !== undefined || device !== undefined) && !(await isLive(code))) {
        const refused = await this.mayOpen(key, exempt);
        if (refused !== null) return refused;
        opens = true;
      }
    }
    // The room counts the rooms each address opened by this (the client cannot write it).
    const withOpener = { ...checked, opener: key };
    try {
      const reservation = (await matchMaker.controller.invokeMethod(method, ROOM_NAME, withOpener, {
        token: undefined,
        headers: req.headers,
        ip: address,
        req,
      } as never)) as { sessionId: string; room: { roomId: string; publicAddress?: string } };
      const { roomId, publicAddress } = reservation.room;
      return {
        status: 200,
        body: {
          sessionId: reservation.sessionId,
          room: {
            name: ROOM_NAME,
            roomId,
            processId: ROOM_SEGMENT,
            ...(publicAddress ? { publicAddress } : {}),
          },
        },
      };
    } catch (error) {
      const { code, message } = error as { code?: unknown; message?: unknown };
      return refusal(
        typeof code === 'number' ? code : JOIN_ERRORS.badRequest,
        String(message ?? 'refused'),
      );
    } finally {
      // Opened (and counted live) or failed: either way no longer on its way.
      if (opens) await this.onTheirWay.release();
    }
  }

  /**
   * Why `key` may not open a room now (its rate, its open rooms, everyone's), or `null`: then the
   * room is on its way (`onTheirWay`) until the caller's open settles.
   */
  private async mayOpen(key: string, exempt: boolean): Promise<Answer | null> {
    if (!exempt && !this.opened.take(key))
      return refusal(JOIN_ERRORS.tooMany, 'too many rooms opened from your address: wait a minute');
    if (this.everyone !== null && !this.everyone.take())
      return refusal(JOIN_ERRORS.tooMany, 'the server is opening many rooms: try again soon');
    // Live rooms plus those on their way, this one included: no open slips in under the cap
    // while another is created, in this process or (on Redis) any other. Refused, or failed (a
    // store that does not answer), the room is no longer on its way: a count left behind would
    // hold its place under the cap for as long as opens keep coming.
    const onTheirWay = await this.onTheirWay.reserve();
    let refused: Answer | null;
    try {
      refused = await this.overTheCaps(key, exempt, onTheirWay);
    } catch (error) {
      await this.onTheirWay.release();
      throw error;
    }
    if (refused !== null) await this.onTheirWay.release();
    return refused;
  }

  /** Why one more room, `onTheirWay` with it, would pass a cap (everyone's, `key`'s), or `null`. */
  private async overTheCaps(
    key: string,
    exempt: boolean,
    onTheirWay: number,
  ): Promise<Answer | null> {
    const { limits } = this;
    if (limits.maxRooms > 0 && (await this.liveRooms()) + onTheirWay > limits.maxRooms)
      return refusal(JOIN_ERRORS.unavailable, 'the server is full: try again later');
    if (!exempt && limits.roomsPerAddress > 0) {
      const mine = await matchMaker.query({ name: ROOM_NAME, opener: key } as never);
      if (mine.length >= limits.roomsPerAddress)
        return refusal(JOIN_ERRORS.tooMany, 'your address has too many rooms open: close one');
    }
    return null;
  }

  /** The rooms live on every process. */
  private async liveRooms(): Promise<number> {
    if (this.presence !== null) return this.presence.hlen('roomcaches');
    return matchMaker.stats.local.roomCount;
  }
}

/** A request's body as text, or `'too large'` past `limit` bytes (then the request is cut). */
function readBody(req: IncomingMessage, limit: number): Promise<string> {
  return new Promise((resolve, reject) => {
    if (Number(req.headers['content-length'] ?? 0) > limit) {
      req.resume();
      resolve('too large');
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        chunks.length = 0;
        req.removeAllListeners('data');
        req.resume();
        resolve('too large');
      } else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
    req.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });
}
