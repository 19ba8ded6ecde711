import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { BlockList, isIP } from 'node:net';

/** The header the front names a client's address in, and the header proving it is the front. */
export const FRONT_CLIENT_HEADER = 'x-skyjo-client';
/** The header carrying the front's secret (shared through Redis) to the game servers. */
export const FRONT_SECRET_HEADER = 'x-skyjo-front';

/** A list of addresses and CIDR blocks (`10.0.0.0/8`, `::1`); throws on a malformed entry. */
function addressList(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address, bits] = entry.split('/');
    const type = isIP(address ?? '') === 6 ? 'ipv6' : 'ipv4';
    if (isIP(address ?? '') === 0) throw new Error(`not an address or CIDR block: ${entry}`);
    if (bits === undefined) list.addAddress(address!, type);
    else {
      const prefix = Number(bits);
      if (!Number.isInteger(prefix) || prefix < 0 || prefix > (type === 'ipv6' ? 128 : 32))
        throw new Error(`not an address or CIDR block: ${entry}`);
      list.addSubnet(address!, prefix, type);
    }
  }
  return list;
}

/** This machine's own addresses. */
const LOOPBACK = /^(?:127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1)$/;

/** `::ffff:1.2.3.4` as `1.2.3.4`; anything else as it is. */
export function plain(address: string): string {
  return address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
}

function listed(list: BlockList, address: string): boolean {
  const type = isIP(address);
  return type !== 0 && list.check(address, type === 6 ? 'ipv6' : 'ipv4');
}

/**
 * Who a request comes from. Forwarded addresses are believed only from where they can be: the
 * front (its secret header), or a proxy the operator named (`--trust-proxy`), whose
 * X-Forwarded-For is read from the right, skipping trusted proxies, so that an address a client
 * wrote in itself is never taken. Anything else is the socket's own address.
 */
export class AddressPolicy {
  private readonly proxies: BlockList;
  private readonly exemptions: BlockList;
  private secret: Buffer | null = null;
  /** The socket addresses requests carrying the front's secret came from: the front's own. */
  private readonly fronts = new Set<string>();

  /** Trusts `trustProxy`, exempts `exempt` from per-address limits. */
  constructor(trustProxy: readonly string[], exempt: readonly string[]) {
    this.proxies = addressList(trustProxy);
    this.exemptions = addressList(exempt);
  }

  /** The front's secret: requests carrying it name their client in `x-skyjo-client`. */
  trustFront(secret: string): void {
    this.secret = Buffer.from(secret);
  }

  /** The client address of `request`. */
  addressOf(request: IncomingMessage): string {
    const socket = plain(request.socket.remoteAddress ?? '');
    const named = this.fromFront(request);
    if (named !== null) return named;
    if (!listed(this.proxies, socket)) return socket || 'unknown';
    const header = request.headers['x-forwarded-for'];
    const hops = (Array.isArray(header) ? header.join(',') : (header ?? ''))
      .split(',')
      .map((hop) => plain(hop.trim()));
    for (let i = hops.length - 1; i >= 0; i--) {
      const hop = hops[i]!;
      if (isIP(hop) === 0) break;
      if (!listed(this.proxies, hop)) return hop;
    }
    return socket;
  }

  /** Whether per-address limits spare `address`. */
  exempt(address: string): boolean {
    return listed(this.exemptions, address);
  }

  /** Whether `address` (a client's, as `addressOf` says) may read the server's figures: this machine or an exempt address. */
  operator(address: string): boolean {
    return LOOPBACK.test(address) || this.exempt(address);
  }

  /**
   * Whether a connection from `socketAddress` may be one of many: an exempt address, a proxy the
   * operator trusts, or the front (once a request from there proved it with the shared secret):
   * every client behind it comes from its address.
   */
  sharedBy(socketAddress: string): boolean {
    const address = plain(socketAddress);
    return this.exempt(address) || listed(this.proxies, address) || this.fronts.has(address);
  }

  private fromFront(request: IncomingMessage): string | null {
    const proof = request.headers[FRONT_SECRET_HEADER];
    const named = request.headers[FRONT_CLIENT_HEADER];
    if (this.secret === null || typeof proof !== 'string' || typeof named !== 'string') return null;
    const given = Buffer.from(proof);
    if (given.length !== this.secret.length || !timingSafeEqual(given, this.secret)) return null;
    this.fronts.add(plain(request.socket.remoteAddress ?? ''));
    const address = plain(named);
    return isIP(address) === 0 ? null : address;
  }
}

/**
 * The key per-address limits count under: an IPv4 address, or an IPv6 address's /64 network
 * (one household or machine usually holds a whole /64).
 */
export function addressKey(address: string): string {
  if (isIP(address) !== 6) return address;
  const [head = '', tail = ''] = address.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === '' ? [] : tail.split(':');
  const groups = address.includes('::')
    ? [...left, ...new Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group || '0', 16).toString(16))
    .join(':')}::/64`;
}
