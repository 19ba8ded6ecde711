import { OnlineSession } from '../../../src/online/online-session';
import type { RoomSettings } from '../../../src/online/room-settings';
import { listenerOf, MemoryTokens, Recorder, type Seat } from './harness';

/** A spectator of room `code`: its session and what it heard (retrying after `retryMs`, 50). */
export async function watchRoom(endpoint: string, code: string, retryMs = 50): Promise<Seat> {
  const heard = new Recorder();
  const tokens = new MemoryTokens();
  const session = await OnlineSession.watch(
    { endpoint, listener: listenerOf(heard), tokens, retryMs },
    code,
  );
  return { session, heard, tokens };
}

/** Joins by a quick match (opening with `settings` if no table is open) or a listed table's id. */
export async function joinPublic(
  endpoint: string,
  how: { readonly quick: RoomSettings } | { readonly table: string },
  name: string,
): Promise<Seat> {
  const heard = new Recorder();
  const tokens = new MemoryTokens();
  const session = await OnlineSession.joinPublic(
    { endpoint, listener: listenerOf(heard), tokens, retryMs: 50 },
    how,
    name,
  );
  return { session, heard, tokens };
}
