import { describe, expect, test } from 'vitest';
import {
  lobbyPlates,
  roomCodeGroups,
  spokenRoomCode,
  takenSeats,
} from '../../../src/app/online/lobby-plates';
import type { RoomInfo, SeatInfo } from '../../../src/online/protocol';
import { roomInfo, seatInfo } from '../helpers/room-info';

const seat = seatInfo;

const room = (seats: SeatInfo[], over: Partial<RoomInfo> = {}): RoomInfo =>
  roomInfo(seats, { phase: 'lobby', turnSeconds: null, ...over });

const free = seat({ name: null, taken: false, connected: false });
const computer = seat({ name: 'Robo', kind: 'computer', level: 'hard', taken: false });

describe('the lobby’s plates', () => {
  test('the host’s own seat is "you" with the person’s emblem and the crown', () => {
    const [host] = lobbyPlates(room([seat({ name: 'Ada' }), free]), 0);
    expect(host).toMatchObject({
      who: 'you',
      emblem: 'person',
      name: 'Ada',
      host: true,
      presence: 'connected',
      free: false,
      canSit: false,
    });
  });

  test('a friend elsewhere wears the remote emblem; the crown stays on the host’s seat', () => {
    const plates = lobbyPlates(room([seat({ name: 'Ada' }), seat({ name: 'Bea' })]), 1);
    expect(plates[0]).toMatchObject({ who: 'friend', emblem: 'remote', host: true });
    expect(plates[1]).toMatchObject({ who: 'you', emblem: 'person', host: false });
  });

  test('a free seat is an empty chair anyone may take', () => {
    const [, empty] = lobbyPlates(room([seat(), free]), 0);
    expect(empty).toMatchObject({
      free: true,
      emblem: null,
      name: '',
      who: 'free',
      presence: null,
      host: false,
      canSit: true,
    });
  });

  test('a computer shows its level and no presence; it is never the host', () => {
    const [, robot] = lobbyPlates(room([seat(), computer], { host: 1 }), 0);
    expect(robot).toMatchObject({ who: 'computer', emblem: 'hard', level: 'hard', host: false });
    expect(robot!.presence).toBeNull();
  });

  test('a person who dropped is away, then played by a stand-in', () => {
    const away = seat({ connected: false });
    const standIn = seat({ connected: false, standIn: true, level: 'medium' });
    const plates = lobbyPlates(room([seat(), away, standIn]), 0);
    expect(plates.map((plate) => plate.presence)).toEqual(['connected', 'away', 'standIn']);
    expect(plates[2]!.emblem).toBe('remote');
  });

  test('taken seats count computers and people, not free seats', () => {
    expect(takenSeats(room([seat(), free, computer, free]))).toBe(2);
    expect(takenSeats(room([seat(), computer]))).toBe(2);
  });
});

describe('the room code read aloud', () => {
  test('it falls in two groups of four', () => {
    expect(roomCodeGroups('ABCD2345')).toEqual(['ABCD', '2345']);
  });

  test('a screen reader spells it character by character, the groups apart', () => {
    expect(spokenRoomCode('ABCD2345')).toBe('A B C D, 2 3 4 5');
  });
});
