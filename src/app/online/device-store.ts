import { type DeviceKey, deviceKeyOf, newDeviceKeyPair } from '../../online/device-key';

/** The IndexedDB database, store and entry that hold this browser's device key pair. */
const DATABASE = 'skyjo-device';
const STORE = 'keys';
const ENTRY = 'seat-key';

/** The outcome of an IndexedDB request. */
function done<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB failed'));
  });
}

/** The database, its one store made on first use. */
function openDatabase(): Promise<IDBDatabase> {
  const request = indexedDB.open(DATABASE, 1);
  request.onupgradeneeded = () => request.result.createObjectStore(STORE);
  return done(request);
}

/**
 * This browser's key pair: the one kept, else a new one kept now (when two tabs make one at the
 * same moment, the first kept wins and both use it).
 */
async function keptPair(): Promise<CryptoKeyPair | null> {
  const database = await openDatabase();
  try {
    const read = () => done(database.transaction(STORE).objectStore(STORE).get(ENTRY));
    const kept = (await read()) as CryptoKeyPair | undefined;
    if (kept !== undefined) return kept;
    const made = await newDeviceKeyPair();
    if (made === null) return null;
    const adding = database.transaction(STORE, 'readwrite').objectStore(STORE).add(made, ENTRY);
    return await done(adding).then(
      () => made,
      async () => ((await read()) as CryptoKeyPair | undefined) ?? null,
    );
  } finally {
    database.close();
  }
}

let device: Promise<DeviceKey | null> | null = null;

/**
 * This browser's device key (`device-key.ts`), kept in IndexedDB so that every tab and every
 * visit is the same device; `null` where the browser has no WebCrypto (a page served over plain
 * HTTP from another machine) or no IndexedDB: its seats then rest on their tokens alone.
 */
export function browserDeviceKey(): Promise<DeviceKey | null> {
  device ??= (async () => {
    if (globalThis.indexedDB === undefined || globalThis.crypto?.subtle === undefined) return null;
    const pair = await keptPair();
    return pair === null ? null : deviceKeyOf(pair);
  })().catch(() => null);
  return device;
}
