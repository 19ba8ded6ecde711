/**
 * What the lobby's table shows at each seat, worked out from the room (DOM-free): who sits
 * there and how they play, the host's crown, whether they are connected, and a free seat's
 * invitation; and the room code in groups a friend can read aloud.
 */
import type { BotLevel } from '../../ai/bot-levels';
import type { RoomInfo } from '../../online/protocol';
import type { EmblemKind } from '../../view/palette';

/** A seat of the lobby's table as its plate says it. */
export interface LobbyPlate {
  readonly seat: number;
  /** Nobody sits here yet: the plate invites a friend. */
  readonly free: boolean;
  /** The emblem on the plate (`null` for a free seat: an empty chair). */
  readonly emblem: EmblemKind | null;
  /** The player's name (empty for a free seat). */
  readonly name: string;
  /** Who plays: `you`, a `friend`, or a computer of `level`. */
  readonly who: 'you' | 'friend' | 'computer' | 'free';
  readonly level: BotLevel | null;
  /** The seat whose person may start the game. */
  readonly host: boolean;
  /** For a person's seat: `connected`, `away`, or `standIn` (a computer plays until they are back). */
  readonly presence: 'connected' | 'away' | 'standIn' | null;
  /** Whether the person looking may move to this seat. */
  readonly canSit: boolean;
  /** Whether the person looking (the host) may remove the friend sitting here. */
  readonly canRemove: boolean;
}

/** The plates of `info`'s seats seen from seat `me`. */
export function lobbyPlates(info: RoomInfo, me: number): LobbyPlate[] {
  return info.seats.map((seat, index) => {
    const free = seat.kind === 'person' && !seat.taken;
    const you = index === me;
    const computer = seat.kind === 'computer';
    const level = seat.level;
    return {
      seat: index,
      free,
      emblem: free ? null : computer ? (level ?? 'medium') : you ? 'person' : 'remote',
      name: free ? '' : (seat.name ?? ''),
      who: free ? 'free' : computer ? 'computer' : you ? 'you' : 'friend',
      level: computer ? level : null,
      host: !free && !computer && index === info.host,
      presence:
        free || computer ? null : seat.standIn ? 'standIn' : seat.connected ? 'connected' : 'away',
      canSit: free,
      canRemove: !free && !computer && !you && info.host === me,
    };
  });
}

/** How many of `info`'s seats are taken (a computer's seat counts as taken). */
export function takenSeats(info: RoomInfo): number {
  return info.seats.filter((seat) => seat.kind === 'computer' || seat.taken).length;
}

/** A room code in the groups of four it is read aloud in: `ABCD2345` → `['ABCD', '2345']`. */
export function roomCodeGroups(code: string): string[] {
  return code.match(/.{1,4}/g) ?? [];
}

/** A room code spelled for a screen reader, character by character: `A B C D, 2 3 4 5`. */
export function spokenRoomCode(code: string): string {
  return roomCodeGroups(code)
    .map((group) => [...group].join(' '))
    .join(', ');
}
