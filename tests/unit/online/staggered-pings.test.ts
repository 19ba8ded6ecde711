import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WebSocketServer } from 'ws';
import { staggerPings } from '../../../src/server/staggered-pings';

/** A socket that counts its pings and whether it was ended; `answers` says whether it pongs. */
function fakeSocket(answers: boolean) {
  const socket = {
    OPEN: 1,
    readyState: 1,
    pingCount: 0,
    pings: 0,
    ended: false,
    ping() {
      socket.pings++;
      if (answers) socket.pingCount = 0;
    },
    terminate() {
      socket.ended = true;
      socket.readyState = 3;
    },
  };
  return socket;
}

const server = (sockets: object[]) => ({ clients: new Set(sockets) }) as unknown as WebSocketServer;

describe('staggered pings', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('pings a slice of the sockets per turn and each socket once per interval', () => {
    vi.useFakeTimers();
    const sockets = Array.from({ length: 60 }, () => fakeSocket(true));
    const stop = staggerPings(server(sockets), { intervalMs: 3000, maxMissed: 2, slices: 30 });
    vi.advanceTimersByTime(100);
    expect(sockets.filter((s) => s.pings === 1)).toHaveLength(2);
    vi.advanceTimersByTime(2900);
    expect(sockets.every((s) => s.pings === 1)).toBe(true);
    vi.advanceTimersByTime(3000);
    expect(sockets.every((s) => s.pings === 2 && !s.ended)).toBe(true);
    stop();
    vi.advanceTimersByTime(3000);
    expect(sockets.every((s) => s.pings === 2)).toBe(true);
  });

  it('ends a socket that left its pings unanswered, and only that one', () => {
    vi.useFakeTimers();
    const silent = fakeSocket(false);
    const alive = fakeSocket(true);
    const stop = staggerPings(server([silent, alive]), {
      intervalMs: 3000,
      maxMissed: 2,
      slices: 30,
    });
    vi.advanceTimersByTime(6000);
    expect(silent).toMatchObject({ pings: 2, ended: false });
    vi.advanceTimersByTime(3000);
    expect(silent).toMatchObject({ pings: 2, ended: true });
    expect(alive).toMatchObject({ pings: 3, ended: false });
    stop();
  });
});
