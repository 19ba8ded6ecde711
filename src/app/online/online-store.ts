import * as v from 'valibot';
import type { DeviceKey } from '../../online/device-key';
import type { TokenKeeper } from '../../online/online-session';
import { type KeyValueStore, writeQuietly } from '../../storage';
import { browserDeviceKey } from './device-store';

/** Where the seat tokens of online rooms are kept: `{code: {token, name, at}}`. */
const ONLINE_TOKENS_KEY = 'skyjo.online.tokens';

/** The room this browser is playing in, to come back to after a reload. */
const ONLINE_ROOM_KEY = 'skyjo.online.room';

/** The name this browser last played online under. */
const ONLINE_NAME_KEY = 'skyjo.online.name';

/** How many rooms' tokens are kept (the oldest are forgotten). */
const KEPT_ROOMS = 20;

const tokensSchema = v.record(
  v.string(),
  v.object({ token: v.string(), name: v.string(), at: v.number() }),
);

function readJson(store: KeyValueStore, key: string): unknown {
  try {
    return JSON.parse(store.getItem(key) ?? 'null');
  } catch {
    return null;
  }
}

/**
 * Seat tokens in the browser's storage: a reload, a closed laptop or a new tab comes back to its
 * seat with them. A damaged entry reads as none. The browser's device key (IndexedDB) goes with
 * them: the seats this browser took are its own, whatever becomes of their tokens.
 */
export class StoredTokens implements TokenKeeper {
  /** Tokens in `store`; `device` gives the browser's device key. */
  constructor(
    private readonly store: KeyValueStore,
    readonly device: () => Promise<DeviceKey | null> = browserDeviceKey,
  ) {}

  private all(): v.InferOutput<typeof tokensSchema> {
    const parsed = v.safeParse(tokensSchema, readJson(this.store, ONLINE_TOKENS_KEY));
    return parsed.success ? parsed.output : {};
  }

  get(code: string) {
    const kept = this.all()[code];
    return kept === undefined ? null : { token: kept.token, name: kept.name };
  }

  set(code: string, token: string, name: string) {
    const entries = Object.entries({ ...this.all(), [code]: { token, name, at: Date.now() } })
      .sort(([, a], [, b]) => b.at - a.at)
      .slice(0, KEPT_ROOMS);
    writeQuietly(this.store, ONLINE_TOKENS_KEY, JSON.stringify(Object.fromEntries(entries)));
    writeQuietly(this.store, ONLINE_NAME_KEY, name);
  }
}

/** The room to come back to after a reload, if any. */
export function currentRoom(store: KeyValueStore): string | null {
  const code = store.getItem(ONLINE_ROOM_KEY);
  return code !== null && /^[0-9A-Z]{8}$/.test(code) ? code : null;
}

/** Remembers (or, with `null`, forgets) the room this browser plays in. */
export function rememberRoom(store: KeyValueStore, code: string | null): void {
  if (code === null) store.removeItem(ONLINE_ROOM_KEY);
  else writeQuietly(store, ONLINE_ROOM_KEY, code);
}

/** The name last played online under ('' if none). */
export function lastOnlineName(store: KeyValueStore): string {
  return store.getItem(ONLINE_NAME_KEY) ?? '';
}
