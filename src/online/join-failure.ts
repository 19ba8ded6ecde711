/**
 * Why a join failed, always in words: Colyseus rejects a join whose websocket closed before the
 * room let it in with the close's reason, which is empty when the socket just ended (a seat
 * reservation that ran out on a busy server, a connection cut), and an error event with no code
 * and no words when the socket never opened. Such a failure says so, with its close code; any
 * other error is kept as it is.
 */
export function joinFailure(error: unknown): unknown {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (typeof message === 'string' && message.trim() !== '') return error;
  if (typeof code === 'number')
    return new Error(
      `the connection closed before the room let this client in (close code ${code})`,
    );
  return new Error('the connection to the game server failed before the room let this client in');
}
