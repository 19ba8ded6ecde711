import type { IncomingMessage } from 'node:http';
import { matchMaker } from '@colyseus/core';
import { type AddressPolicy, addressKey } from './client-address';
import type { ServerLimits } from './limits';
import { quietLog } from './quiet-log';
import { KeyedCount } from './rate-limit';
import { socketPath } from './socket-path';

/** ws's answer to `verifyClient`: accept, or refuse with a status. */
type Verdict = (accept: boolean, status?: number, message?: string) => void;

/**
 * The game server's websocket door, before any handshake: a websocket must name a room of this
 * process and bring the seat reservation matchmaking gave it; one address holds at most
 * `socketsPerAddress` of them. Anything else is refused with a bare status and one line in the
 * quiet log — the same answer whether or not the room exists, no stack trace, no room touched.
 * The client's address (trusted as `AddressPolicy` says) is what the room later sees.
 */
export class SocketGate {
  private readonly sockets: KeyedCount;

  /** A gate under `limits`, reading addresses with `addresses`. */
  constructor(
    limits: ServerLimits,
    private readonly addresses: AddressPolicy,
  ) {
    this.sockets = new KeyedCount(limits.socketsPerAddress);
  }

  /** Decides on the websocket `req` asks for. */
  verify(req: IncomingMessage, verdict: Verdict): void {
    const address = this.addresses.addressOf(req);
    // Colyseus passes this on to the room as the client's address; a client's own is dropped.
    req.headers['x-real-ip'] = address;
    delete req.headers['x-forwarded-for'];
    const target = socketPath(req.url);
    const room = target === null ? undefined : matchMaker.getLocalRoomById(target.roomId);
    const reserved =
      room !== undefined &&
      target!.sessionId !== null &&
      room.hasReservedSeat(target!.sessionId, target!.reconnectionToken ?? undefined);
    if (!reserved) {
      quietLog.line('refused websocket', `${address}: no seat reserved at ${req.url ?? ''}`);
      return verdict(false, 404, 'no seat reserved');
    }
    if (!this.addresses.exempt(address)) {
      const key = addressKey(address);
      if (!this.sockets.take(key)) {
        quietLog.line('refused websocket', `${address}: too many websockets`);
        return verdict(false, 429, 'too many websockets');
      }
      req.socket.once('close', () => this.sockets.give(key));
    }
    verdict(true);
  }
}
