import { readLook, type SeatLook } from '../../online/looks';
import type { KeyValueStore } from '../../storage';

/** Where the device keeps its person's avatar and colour. */
const KEY = 'skyjo.look';

/** The avatar and colour this device's person picked, or `null` (none, or unreadable). */
export function storedLook(store: KeyValueStore): SeatLook | null {
  try {
    return readLook(JSON.parse(store.getItem(KEY) ?? 'null'));
  } catch {
    return null;
  }
}

/** Remembers `look` on this device (`null` forgets it: the plain figure). */
export function storeLook(store: KeyValueStore, look: SeatLook | null): void {
  if (look === null) store.removeItem(KEY);
  else store.setItem(KEY, JSON.stringify(look));
}

/**
 * The plates' looks of a game on this device: the device's person (the first person seat) shows
 * `look`; the other people their plain figure, the computers their robots.
 */
export function localLooks(
  seats: readonly string[],
  look: SeatLook | null,
): readonly (SeatLook | null)[] {
  const first = seats.indexOf('person');
  return seats.map((_, seat) => (seat === first ? look : null));
}
