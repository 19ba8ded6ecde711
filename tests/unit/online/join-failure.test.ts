import { ServerError } from 'colyseus.js';
import { describe, expect, it } from 'vitest';
import { joinFailure } from '../../../src/online/join-failure';

describe('a failed join always says why', () => {
  it('a websocket closed before the room let it in (no words from Colyseus) gives its close code', () => {
    const closed = new ServerError(1006, '');
    expect(closed.message).toBe('');
    expect((joinFailure(closed) as Error).message).toBe(
      'the connection closed before the room let this client in (close code 1006)',
    );
  });

  it('a websocket that never opened (an error event: no code, no words) is said to have failed', () => {
    expect(
      (joinFailure(new ServerError(undefined as unknown as number, '')) as Error).message,
    ).toBe('the connection to the game server failed before the room let this client in');
    expect((joinFailure(undefined) as Error).message).toBe(
      'the connection to the game server failed before the room let this client in',
    );
  });

  it('a refusal with words is kept as it came, its code too', () => {
    const refused = new ServerError(4404, 'there is no such room');
    expect(joinFailure(refused)).toBe(refused);
  });
});
