import { expect, test } from 'vitest';
import type { Clock } from '../../../src/app/client/clock';
import { onlineClient } from '../../../src/app/online/online-client';
import type { OnlineSession } from '../../../src/online/online-session';

/** A session of `seat` in a room whose seats are `seats`, enough for the seats' emblems. */
function session(seat: number, seats: readonly object[]): OnlineSession {
  return { seat, roomInfo: { seats }, link: () => ({}) } as unknown as OnlineSession;
}

test('online, a friend is a person on the plate, never a robot; computers show their level', () => {
  const game = onlineClient(
    session(1, [
      { kind: 'person', level: null, connected: true },
      { kind: 'person', level: null, connected: true },
      { kind: 'computer', level: 'expert', connected: true },
      // A friend away, played meanwhile by the computer standing in: still a person.
      { kind: 'person', level: 'hard', connected: false, standIn: false },
    ]),
    {} as Clock,
  );
  expect(game.emblems).toEqual(['remote', 'person', 'expert', 'remote']);
  // Only this screen's seat is played here.
  expect(game.seats.filter((kind) => kind === 'person')).toHaveLength(1);
});
