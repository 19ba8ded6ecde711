import { type Client, ServerError } from '@colyseus/core';
import { CLOSE_CODES, type SeatTimes, type ServerMessages } from '../online/protocol';
import { SEAT_HOLD_CLOSES } from '../online/seat-hold-protocol';
import type { BarReason } from './seat-bars';
import { deviceHash, newNonce, provesDevice } from './device-proof';
import { JOIN_ERRORS, type Joining } from './join-options';
import type { Refusal, Table } from './table';

/** What the seat claims need of their room. */
export interface SeatDesk {
  readonly code: string;
  readonly table: Table;
  readonly times: SeatTimes;
  /** The connection that plays `seat` now, if any. */
  holder(seat: number): Client | undefined;
  /** Seats `client` as `joining` asks, its device proven as `device` (a hash) or not (`null`). */
  seat(client: Client, joining: Joining, device: string | null): Refusal | null;
  /** The person playing `seat` kept it from a device that showed `token`: that token dies. */
  kept(seat: number, token: string | undefined): void;
  tell<T extends keyof ServerMessages>(client: Client, type: T, body: ServerMessages[T]): void;
  /** Closes `client` after what it was told so far. */
  close(client: Client, code: number, reason: string): void;
  /** Runs `run` after `ms`; returns what cancels it. */
  later(run: () => void, ms: number): () => void;
}

/** The matchmaking error of a join a bar refuses, and its words (the client shows its own). */
const BAR_CLOSES: Record<BarReason, number> = {
  removed: SEAT_HOLD_CLOSES.removed,
  computer: SEAT_HOLD_CLOSES.givenToComputer,
};
const BAR_MESSAGES: Record<BarReason, string> = {
  removed: 'the host removed you from this room',
  computer:
    'while you were away, the others let a computer play your seat for the rest of the game',
};

/** The joins one room lets wait at once (for their proof or an answer); more are refused. */
const MAX_WAITING = 16;

/** A join waiting for its seat: for its device's signature, or for the seat's holder to answer. */
interface Waiting {
  readonly client: Client;
  readonly joining: Joining;
  /** While proving: the nonce its device signs. */
  readonly nonce: string | null;
  /** While asking: the seat, the connection asked, the device as proven, and whether it is alive. */
  readonly seat: number | null;
  readonly holder: Client | null;
  readonly device: string | null;
  alive: boolean;
  cancel: () => void;
}

/**
 * The joins of a room that wait for their seat, and the rule of who gets a seat whose token
 * someone presents (the README's threat model tells it too):
 * - a browser that names a device key first proves it by signing the room's nonce;
 * - the seat's own device (the one that first took it, proven) always takes it at once: its
 *   newest window plays, the one before is told it was replaced and may take it back the same way;
 * - anyone else with the seat's token (another device, a client without a key) takes it at once
 *   only when nobody plays it; else the connection playing it is asked ("another window or device
 *   wants your seat") and its person keeps the seat unless they let it go: no answer in time
 *   keeps it too, and the token shown then dies. Only a connection that does not even
 *   acknowledge the question within a short time (a half-open socket) loses the seat to it.
 * One question per seat at a time; a join waits `proveMs` for its signature at most, a question
 * `answerMs` for its acknowledgement and `decideMs` for the answer.
 */
export class SeatClaims {
  private readonly waiting = new Map<string, Waiting>();

  /** Claims at `desk`'s table. */
  constructor(private readonly desk: SeatDesk) {}

  /** The connections waiting for a seat (they hear nothing of the room until seated). */
  get clients(): Client[] {
    return [...this.waiting.values()].map((waiting) => waiting.client);
  }

  /**
   * `client` joins as `joining`: seated now, or waiting for its proof or an answer. A join that
   * could get no seat even as the device it names is refused at once (a matchmaking error).
   */
  join(client: Client, joining: Joining): void {
    const { table } = this.desk;
    if (this.waiting.size >= MAX_WAITING)
      throw new ServerError(JOIN_ERRORS.tooMany, 'too many joins at once: try again soon');
    const named = joining.device === undefined ? null : deviceHash(joining.device);
    if (joining.kind === 'create') {
      if (table.seats.some((seat) => seat.tokenHash !== null))
        throw new ServerError(JOIN_ERRORS.taken, 'this room is already open');
    } else {
      const barred = table.barred(joining.token, named);
      if (barred !== null) throw new ServerError(BAR_CLOSES[barred], BAR_MESSAGES[barred]);
      const refused = table.refusal(joining.token, joining.seat, named);
      if (refused !== null) {
        const code = refused.code === 'seat-taken' ? JOIN_ERRORS.taken : JOIN_ERRORS.badRequest;
        throw new ServerError(code, refused.message);
      }
    }
    if (joining.device === undefined) return this.decide(client, joining, null);
    const nonce = newNonce();
    this.wait(client, joining, { nonce }, this.desk.times.proveMs, () =>
      this.decide(client, joining, null),
    );
    this.desk.tell(client, 'prove', { nonce });
  }

  /** `client`'s device signed its nonce with `signature`: the join goes on, proven or not. */
  proved(client: Client, signature: string): void {
    const waiting = this.waiting.get(client.sessionId);
    const device = waiting?.joining.device;
    if (waiting === undefined || waiting.nonce === null || device === undefined) return;
    this.end(waiting);
    const proven = provesDevice(device, this.desk.code, waiting.nonce, signature);
    this.decide(client, waiting.joining, proven ? deviceHash(device) : null);
  }

  /** The seat's connection `client` answered a question: alive (`give` absent), or its choice. */
  answered(client: Client, give: boolean | undefined): void {
    const waiting = this.questionTo(client);
    if (waiting === undefined) return;
    if (give === true) return this.grant(waiting);
    if (give === false) return this.keep(waiting);
    if (waiting.alive) return;
    waiting.alive = true;
    waiting.cancel();
    waiting.cancel = this.desk.later(() => this.keep(waiting), this.desk.times.decideMs);
  }

  /**
   * `client` left: a waiting join is forgotten (the seat's holder hears the question is over);
   * a seat's connection that was asked is gone, so the join asking gets the seat.
   */
  left(client: Client): void {
    const own = this.waiting.get(client.sessionId);
    if (own !== undefined) {
      this.end(own);
      if (own.holder !== null) this.desk.tell(own.holder, 'asked', { ms: null });
    }
    const question = this.questionTo(client);
    if (question !== undefined) this.grant(question);
  }

  /**
   * `client` now plays `seat`: a join still asking for that seat is turned away (the seat's own
   * device came back, and the token that join showed is no longer the seat's).
   */
  seated(seat: number, client: Client): void {
    for (const waiting of [...this.waiting.values()]) {
      if (waiting.seat !== seat || waiting.client === client) continue;
      this.end(waiting);
      this.turnAway(waiting.client, seat);
    }
  }

  private decide(client: Client, joining: Joining, device: string | null): void {
    const located = joining.kind === 'join' ? this.desk.table.locate(joining.token, device) : null;
    const holder = located === null || located.own ? undefined : this.desk.holder(located.seat);
    if (located === null || holder === undefined || holder === client)
      return this.seatNow(client, joining, device);
    if (this.questionFor(located.seat) !== undefined) {
      const why = `another window or device is asking for seat ${located.seat + 1}: try again soon`;
      return this.desk.close(client, CLOSE_CODES.kept, why);
    }
    const { answerMs, decideMs } = this.desk.times;
    const waiting = this.wait(
      client,
      joining,
      { seat: located.seat, holder, device },
      answerMs,
      // The seat's connection did not even acknowledge: it is dead, and the seat goes.
      () => this.grant(waiting),
    );
    this.desk.tell(holder, 'asked', { ms: decideMs });
    this.desk.tell(client, 'waiting', { ms: answerMs + decideMs });
  }

  private seatNow(client: Client, joining: Joining, device: string | null): void {
    const refused = this.desk.seat(client, joining, device);
    if (refused !== null) this.desk.close(client, CLOSE_CODES.kept, refused.message);
  }

  /** The seat's person let it go (or its connection is gone): the asking join takes it. */
  private grant(waiting: Waiting): void {
    this.end(waiting);
    this.seatNow(waiting.client, waiting.joining, waiting.device);
  }

  /** The seat's person keeps it: the asking join is turned away, the token it showed dies. */
  private keep(waiting: Waiting): void {
    this.end(waiting);
    const seat = waiting.seat!;
    this.desk.tell(waiting.holder!, 'asked', { ms: null });
    this.desk.kept(seat, waiting.joining.kind === 'join' ? waiting.joining.token : undefined);
    this.turnAway(waiting.client, seat);
  }

  private turnAway(client: Client, seat: number): void {
    this.desk.close(
      client,
      CLOSE_CODES.kept,
      `seat ${seat + 1} is taken: the person playing it keeps it in their window or device`,
    );
  }

  private wait(
    client: Client,
    joining: Joining,
    parts: { nonce?: string; seat?: number; holder?: Client; device?: string | null },
    ms: number,
    timedOut: () => void,
  ): Waiting {
    const waiting: Waiting = {
      client,
      joining,
      nonce: parts.nonce ?? null,
      seat: parts.seat ?? null,
      holder: parts.holder ?? null,
      device: parts.device ?? null,
      alive: false,
      cancel: () => undefined,
    };
    this.waiting.set(client.sessionId, waiting);
    waiting.cancel = this.desk.later(() => {
      if (this.waiting.get(client.sessionId) === waiting) timedOut();
    }, ms);
    return waiting;
  }

  private end(waiting: Waiting): void {
    waiting.cancel();
    if (this.waiting.get(waiting.client.sessionId) === waiting)
      this.waiting.delete(waiting.client.sessionId);
  }

  private questionFor(seat: number): Waiting | undefined {
    return [...this.waiting.values()].find((waiting) => waiting.seat === seat);
  }

  private questionTo(holder: Client): Waiting | undefined {
    return [...this.waiting.values()].find((waiting) => waiting.holder === holder);
  }
}
