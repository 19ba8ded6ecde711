/** The part of the Web Storage API the game uses, so tests can pass an in-memory store. */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** A store kept in memory only: used when the browser refuses localStorage (privacy modes). */
export class MemoryStore implements KeyValueStore {
  private readonly items = new Map<string, string>();

  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }

  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }

  removeItem(key: string): void {
    this.items.delete(key);
  }
}

/** The browser's localStorage, or a memory store when it cannot be used. */
export function browserStore(): KeyValueStore {
  try {
    const probe = '__skyjo_probe__';
    localStorage.setItem(probe, probe);
    localStorage.removeItem(probe);
    return localStorage;
  } catch {
    return new MemoryStore();
  }
}

/**
 * Writes `value` under `key`; a full or refused store never throws (saving must never stop the
 * game): it leaves what `key` held as it was, and the result says whether `value` was stored.
 */
export function writeQuietly(store: KeyValueStore, key: string, value: string): boolean {
  try {
    store.setItem(key, value);
    return true;
  } catch (error) {
    console.warn(`could not store ${key}`, error);
    return false;
  }
}
