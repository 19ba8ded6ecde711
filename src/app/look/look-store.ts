import { MAX_PLAYERS } from '../../engine';
import { readLook, type SeatLook } from '../../online/looks';
import type { KeyValueStore } from '../../storage';

/** Where the device keeps its person's avatar and colour. */
const KEY = 'skyjo.look';

/** Where the device keeps the looks of the other person seats of its games, by seat. */
const SEATS_KEY = 'skyjo.seat-looks';

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

/** The looks kept for the seats of games on this device, by seat (`null`: the plain figure). */
export function storedSeatLooks(store: KeyValueStore): (SeatLook | null)[] {
  let kept: unknown;
  try {
    kept = JSON.parse(store.getItem(SEATS_KEY) ?? '[]');
  } catch {
    kept = [];
  }
  const list = Array.isArray(kept) ? kept : [];
  return Array.from({ length: MAX_PLAYERS }, (_, seat) => readLook(list[seat]));
}

/** Writes the looks of the device's seats, by seat (all plain: forgets them). */
function writeSeatLooks(store: KeyValueStore, looks: readonly (SeatLook | null)[]): void {
  if (looks.every((kept) => kept === null)) store.removeItem(SEATS_KEY);
  else store.setItem(SEATS_KEY, JSON.stringify(looks));
}

/**
 * Keeps each person seat's look with its seat when the seats change: `before` and `after` are the
 * kinds of the seats, `from[i]` the index before of seat `i` after (`null`: a new seat, plain).
 * The first person seat wears the device's person's look (`localLooks`): when another seat
 * becomes the first person's, the looks are handed over so that every seat keeps its own.
 */
export function moveSeatLooks(
  store: KeyValueStore,
  before: readonly string[],
  after: readonly string[],
  from: readonly (number | null)[],
): void {
  const kept = storedSeatLooks(store);
  const own = (seat: number) =>
    seat === before.indexOf('person') ? storedLook(store) : (kept[seat] ?? null);
  const looks = after.map((_, seat) => {
    const was = from[seat] ?? null;
    return was === null ? null : own(was);
  });
  const first = after.indexOf('person');
  if (first >= 0) storeLook(store, looks[first] ?? null);
  writeSeatLooks(
    store,
    Array.from({ length: MAX_PLAYERS }, (_, seat) =>
      seat === first ? null : (looks[seat] ?? null),
    ),
  );
}

/** Remembers `look` for seat `seat` of games on this device (`null`: the plain figure). */
export function storeSeatLook(store: KeyValueStore, seat: number, look: SeatLook | null): void {
  if (!Number.isInteger(seat) || seat < 0 || seat >= MAX_PLAYERS) return;
  const looks = storedSeatLooks(store);
  looks[seat] = look;
  writeSeatLooks(store, looks);
}

/** A look kept on the device that a picker shows and changes. */
export interface LookSlot {
  read(): SeatLook | null;
  write(look: SeatLook | null): void;
}

/** The device's person's own look (their first seat here, and their seat online). */
export function personLookSlot(store: KeyValueStore): LookSlot {
  return { read: () => storedLook(store), write: (look) => storeLook(store, look) };
}

/** The look of seat `seat` of games on this device. */
export function seatLookSlot(store: KeyValueStore, seat: number): LookSlot {
  return {
    read: () => storedSeatLooks(store)[seat] ?? null,
    write: (look) => storeSeatLook(store, seat, look),
  };
}

/**
 * The plates' looks of a game on this device: the device's person (the first person seat) shows
 * `look`, every other person seat the look kept for it (`seatLooks`, by seat), the computers
 * their robots.
 */
export function localLooks(
  seats: readonly string[],
  look: SeatLook | null,
  seatLooks: readonly (SeatLook | null)[] = [],
): readonly (SeatLook | null)[] {
  const first = seats.indexOf('person');
  return seats.map((kind, seat) =>
    seat === first ? look : kind === 'person' ? (seatLooks[seat] ?? null) : null,
  );
}
