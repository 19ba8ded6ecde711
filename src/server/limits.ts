/**
 * What one client, one address and the whole server may cost: every limit of the game server,
 * its flag, its environment variable and its default, in one table that `--help`, the parser and
 * docs/hosting.md follow. A rate or a count of 0 means no limit.
 */
export interface ServerLimits {
  /** Messages one connection may send per second, after a burst of twice as many. */
  readonly messagesPerSecond: number;
  /** Matchmaking requests (open, join, come back) one address may make per minute. */
  readonly joinsPerMinute: number;
  /** Room codes naming no room that one address may try per minute. */
  readonly guessesPerMinute: number;
  /** Requests for the list of public tables one address may make per minute. */
  readonly listsPerMinute: number;
  /** Rooms one address may open per minute. */
  readonly roomsPerMinute: number;
  /** Rooms one address may have opened that are open at once. */
  readonly roomsPerAddress: number;
  /** Rooms the server opens per second, every address together. */
  readonly roomsPerSecond: number;
  /** Rooms open at once on every process together. */
  readonly maxRooms: number;
  /** Websockets one address may hold at once. */
  readonly socketsPerAddress: number;
  /**
   * Connections (HTTP and websockets) one address may hold open at once on a process clients
   * reach: a game server on its own, or the front (not a game server behind the front).
   */
  readonly connectionsPerAddress: number;
  /** The largest request body (matchmaking), in bytes. */
  readonly bodyBytes: number;
  /** Seconds a room where no person is connected waits (its computers paused) before it closes. */
  readonly idleSeconds: number;
  /** Days an unfinished room is kept in the store after its last change. */
  readonly keepDays: number;
  /** Minutes between two prunings of the store. */
  readonly pruneMinutes: number;
  /** Proxies (addresses or CIDR blocks) whose X-Forwarded-For names the client. */
  readonly trustProxy: readonly string[];
  /** Addresses or CIDR blocks no per-address limit applies to (a load test's machine, say). */
  readonly exempt: readonly string[];
}

/** The limits a public server runs with when nothing else is said. */
export const DEFAULT_LIMITS: ServerLimits = {
  messagesPerSecond: 10,
  joinsPerMinute: 60,
  guessesPerMinute: 20,
  listsPerMinute: 30,
  roomsPerMinute: 6,
  roomsPerAddress: 10,
  roomsPerSecond: 20,
  maxRooms: 5000,
  socketsPerAddress: 32,
  connectionsPerAddress: 64,
  bodyBytes: 8192,
  idleSeconds: 60,
  keepDays: 7,
  pruneMinutes: 60,
  trustProxy: [],
  exempt: [],
};

/** One limit as a command-line option. */
interface LimitOption {
  readonly key: keyof ServerLimits;
  readonly flag: string;
  readonly help: string;
}

/** Every limit's flag (its environment variable is `SKYJO_` and the flag in capitals). */
export const LIMIT_OPTIONS: readonly LimitOption[] = [
  {
    key: 'messagesPerSecond',
    flag: 'message-rate',
    help: 'messages a connection may send per second (burst: twice as many)',
  },
  {
    key: 'joinsPerMinute',
    flag: 'join-rate',
    help: 'matchmaking requests (open, join, come back) per address per minute',
  },
  {
    key: 'guessesPerMinute',
    flag: 'guess-rate',
    help: 'room codes naming no room one address may try per minute',
  },
  {
    key: 'listsPerMinute',
    flag: 'list-rate',
    help: 'requests for the list of public tables one address may make per minute',
  },
  { key: 'roomsPerMinute', flag: 'room-rate', help: 'rooms one address may open per minute' },
  {
    key: 'roomsPerAddress',
    flag: 'rooms-per-address',
    help: 'rooms opened by one address that are open at once',
  },
  {
    key: 'roomsPerSecond',
    flag: 'rooms-per-second',
    help: 'rooms the server opens per second, all addresses together',
  },
  { key: 'maxRooms', flag: 'max-rooms', help: 'rooms open at once on every process together' },
  {
    key: 'socketsPerAddress',
    flag: 'sockets-per-address',
    help: 'websockets one address may hold at once',
  },
  {
    key: 'connectionsPerAddress',
    flag: 'connections-per-address',
    help: 'connections (HTTP and websockets) one address may hold open at once',
  },
  {
    key: 'bodyBytes',
    flag: 'body-limit',
    help: 'largest request body, in bytes (a bigger one: 413)',
  },
  {
    key: 'idleSeconds',
    flag: 'idle-seconds',
    help: 'a room where no person is connected pauses its computers and closes after this',
  },
  {
    key: 'keepDays',
    flag: 'keep-days',
    help: 'days an unfinished room is kept in the store after its last change',
  },
  { key: 'pruneMinutes', flag: 'prune-minutes', help: 'minutes between two prunings of the store' },
  {
    key: 'trustProxy',
    flag: 'trust-proxy',
    help: 'comma-separated proxy addresses/CIDRs whose X-Forwarded-For is believed (default: none)',
  },
  {
    key: 'exempt',
    flag: 'exempt',
    help: 'comma-separated addresses/CIDRs no per-address limit applies to (default: none)',
  },
];

/** The environment variable of a limit's flag. */
function limitEnv(flag: string): string {
  return `SKYJO_${flag.toUpperCase().replace(/-/g, '_')}`;
}

/** The `--help` lines of the limits, with their defaults and variables. */
export function limitsHelp(): string {
  return LIMIT_OPTIONS.map(({ key, flag, help }) => {
    const value = DEFAULT_LIMITS[key];
    const shown = Array.isArray(value) ? (value.length === 0 ? 'none' : value.join(',')) : value;
    return `  --${flag} ${Array.isArray(value) ? 'LIST' : 'N'}\n      ${help} (default ${String(shown)}; $${limitEnv(flag)})`;
  }).join('\n');
}

/**
 * The limits from command-line values and the environment (flags win), or what is wrong with
 * one. Numbers are whole and 0 or more; lists are comma-separated addresses or CIDR blocks.
 */
export function parseLimits(
  flags: Readonly<Record<string, string | undefined>>,
  env: Readonly<Record<string, string | undefined>>,
): ServerLimits | string {
  const limits: Record<string, unknown> = { ...DEFAULT_LIMITS };
  for (const { key, flag } of LIMIT_OPTIONS) {
    const text = flags[flag] ?? env[limitEnv(flag)];
    if (text === undefined) continue;
    if (Array.isArray(DEFAULT_LIMITS[key])) {
      limits[key] = text
        .split(',')
        .map((item) => item.trim())
        .filter((item) => item !== '');
      continue;
    }
    const value = Number(text);
    if (text.trim() === '' || !Number.isInteger(value) || value < 0)
      return `--${flag} must be a whole number, 0 or more, not ${JSON.stringify(text)}`;
    limits[key] = value;
  }
  return limits as unknown as ServerLimits;
}
