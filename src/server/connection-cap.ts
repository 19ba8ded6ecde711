import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { type AddressPolicy, addressKey, plain } from './client-address';
import { quietLog } from './quiet-log';
import { KeyedCount } from './rate-limit';

/**
 * The connections one address may hold open at once on a server clients reach, counted from the
 * moment a socket connects: a client opening connections it never finishes (slowloris) runs out
 * of them long before the process runs out of file descriptors, while the header and request
 * timeouts (`harden`) end each one. A refused connection is destroyed unanswered, with one line
 * in the quiet log. Exempt addresses and trusted proxies (many clients behind one) are not
 * counted.
 */
export function capConnections(server: Server, limit: number, addresses: AddressPolicy): void {
  if (limit === 0) return;
  const held = new KeyedCount(limit);
  server.on('connection', (socket: Socket) => {
    const address = plain(socket.remoteAddress ?? '');
    if (address === '' || addresses.sharedBy(address)) return;
    const key = addressKey(address);
    if (!held.take(key)) {
      quietLog.line('refused connection', `${address}: more than ${limit} connections at once`);
      socket.destroy();
      return;
    }
    socket.once('close', () => held.give(key));
  });
}
