import { expect, test } from 'vitest';
import { OnlineGame } from '../../../src/app/online/online-game';
import type { OnlineSession } from '../../../src/online/online-session';

/** A session of `seat` in a room whose seats are `seats`, enough for the seats' emblems. */
function session(seat: number, seats: readonly object[]): OnlineSession {
  return { seat, roomInfo: { seats } } as unknown as OnlineSession;
}

test('online, a friend is a person on the plate, never a robot; computers show their level', () => {
  const game = new OnlineGame(
    session(1, [
      { kind: 'person', level: null, connected: true },
      { kind: 'person', level: null, connected: true },
      { kind: 'computer', level: 'expert', connected: true },
      // A friend away, played meanwhile by the computer standing in: still a person.
      { kind: 'person', level: 'hard', connected: false },
    ]),
  );
  expect(game.emblems).toEqual(['remote', 'person', 'expert', 'remote']);
  // Only this screen's seat is played here.
  expect(game.seats.filter((kind) => kind === 'person')).toHaveLength(1);
});
