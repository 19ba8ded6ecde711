import { randomBytes } from 'node:crypto';
import type { Presence } from '@colyseus/core';

/** The Redis set holding the secret the front proves itself with to the game servers. */
const SECRET_KEY = 'skyjo:front-secret';

/**
 * The secret shared by the front and the game servers of one Redis: the front sends it with the
 * client's address, and a game server believes that address only with it. Whoever needs it first
 * adds a random one; should two add theirs at once, everyone takes the smallest, so all agree.
 */
export async function sharedFrontSecret(presence: Presence): Promise<string> {
  let secrets = await presence.smembers(SECRET_KEY);
  if (secrets.length === 0) {
    await presence.sadd(SECRET_KEY, randomBytes(32).toString('base64url'));
    secrets = await presence.smembers(SECRET_KEY);
  }
  return secrets.slice().sort()[0]!;
}
